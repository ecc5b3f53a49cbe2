// One declared recharge with its payment voucher, to approve (the recharges area credits the
// spot account through the ledger) or reject with a reason.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { rechargeDetail } from '../../api/calls';
import { dateTime } from '../../lib/format';
import { DecideForm } from '../../ui/DecideForm';
import { Fact } from '../../ui/Fact';
import { LoadState } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';

export default function RechargeDetail() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
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
        {(r) => (
          <>
            <dl className="facts">
              <Fact label={<Trans>Amount</Trans>} data-testid="recharge-amount">
                {r.amount} {r.currency}
              </Fact>
              <Fact label={<Trans>Deposit address</Trans>} className="mono">
                {r.address}
              </Fact>
              <Fact label={<Trans>User</Trans>}>
                <Link to={`/users/${r.user_id}`}>{r.email ?? r.mobile ?? r.user_id}</Link>
              </Fact>
              <Fact label={<Trans>Declared</Trans>}>{dateTime(r.created_at)}</Fact>
              <Fact label={<Trans>State</Trans>}>{r.state}</Fact>
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
              <DecideForm queue="recharge" id={r.id} onDecided={() => navigate('/recharge')} />
            ) : (
              <p className="muted">
                <Trans>Already decided.</Trans>
              </p>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}
