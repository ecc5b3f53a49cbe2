// One declared recharge with its payment voucher, to approve (the recharges area credits the
// spot account through the ledger) or reject with a reason. Approving asks first, naming the
// amount and the customer: the credit cannot be taken back by this screen.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { rechargeDetail } from '../../api/calls';
import { customerLabel, dateTime } from '../../lib/format';
import { DecideForm } from '../../ui/DecideForm';
import { Fact } from '../../ui/Fact';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { REVIEW_STATES, stateLabel } from './states';

export default function RechargeDetail() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const loaded = useLoad(() => rechargeDetail(id), [id]);
  return (
    <section>
      <p>
        <Link to="/recharge">
          ← <Trans>Recharges</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Recharge</Trans> {id}
      </h1>
      <LoadState loaded={loaded}>
        {(r) => {
          const amount = `${r.amount} ${r.currency}`;
          const who = customerLabel(r);
          const state = stateLabel(REVIEW_STATES, r.state);
          return (
            <>
              <dl className="facts">
                <Fact label={<Trans>Amount</Trans>} data-testid="recharge-amount">
                  {amount}
                </Fact>
                <Fact label={<Trans>Deposit address</Trans>} className="mono">
                  {r.address}
                </Fact>
                <Fact label={<Trans>User</Trans>} data-testid="recharge-user">
                  <Link to={`/users/${r.user_id}`}>{who}</Link>
                </Fact>
                {r.email && r.mobile ? <Fact label={<Trans>Phone</Trans>}>{r.mobile}</Fact> : null}
                <Fact label={<Trans>Declared</Trans>}>{dateTime(r.created_at)}</Fact>
                <Fact label={<Trans>State</Trans>}>{state ? i18n._(state) : r.state}</Fact>
                {r.reviewed_at ? (
                  <Fact label={<Trans>Decided</Trans>}>
                    {dateTime(r.reviewed_at)}
                    {r.reviewer_email ? ` · ${r.reviewer_email}` : ''}
                  </Fact>
                ) : null}
                {r.reason ? <Fact label={<Trans>Reason</Trans>}>{r.reason}</Fact> : null}
              </dl>
              {r.voucher ? (
                <figure className="voucher">
                  <a href={r.voucher} target="_blank" rel="noreferrer">
                    <img src={r.voucher} alt={t`Payment voucher`} />
                  </a>
                  <figcaption>
                    <Trans>Payment voucher</Trans>
                  </figcaption>
                </figure>
              ) : null}
              {r.state === 'review' ? (
                <DecideForm
                  queue="recharge"
                  id={r.id}
                  confirm={t`Approve this recharge of ${amount} to ${who}?`}
                  next="/recharge"
                />
              ) : (
                <p className="muted">
                  <Trans>Already decided.</Trans>
                </p>
              )}
            </>
          );
        }}
      </LoadState>
    </section>
  );
}
