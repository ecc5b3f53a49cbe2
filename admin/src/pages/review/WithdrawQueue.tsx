// Withdrawal requests: under review, oldest first, each decided in place (the withdrawals area pays
// or releases the frozen amount through the ledger), or the decided ones. Approving pays out, so it
// asks first, naming the amount and the customer.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { withdrawList } from '../../api/calls';
import type { WithdrawRow } from '../../api/types';
import { customerLabel, dateTime } from '../../lib/format';
import { DecideForm } from '../../ui/DecideForm';
import { Fact } from '../../ui/Fact';
import { ReviewQueue } from './ReviewQueue';

export default function WithdrawQueue() {
  const { t } = useLingui();
  const confirmText = (w: WithdrawRow) => {
    const amount = `${w.amount} ${w.currency}`;
    const who = customerLabel(w);
    return t`Approve and pay this withdrawal of ${amount} for ${who}?`;
  };
  return (
    <ReviewQueue title={<Trans>Withdrawals</Trans>} empty={t`No withdrawals here.`} list={withdrawList}>
      {(rows, reload) => (
        <>
          {rows.map((w) => (
            <article key={w.id} className="card withdrawal" data-withdrawal={w.id}>
              <dl className="facts">
                <Fact label={<Trans>Requested</Trans>}>{dateTime(w.created_at)}</Fact>
                <Fact label={<Trans>User</Trans>}>
                  <Link to={`/users/${w.user_id}`}>{customerLabel(w)}</Link>
                </Fact>
                <Fact label={<Trans>Amount</Trans>} className="num">
                  {w.amount} {w.currency} (<Trans>fee</Trans> {w.fee}, <Trans>received</Trans> {w.received})
                </Fact>
                <Fact label={<Trans>Destination</Trans>} className="mono">
                  {w.method}: {Object.values(w.destination).join(' · ')}
                </Fact>
                {w.remark ? <Fact label={<Trans>Remark</Trans>}>{w.remark}</Fact> : null}
                {w.reason ? <Fact label={<Trans>Reason</Trans>}>{w.reason}</Fact> : null}
              </dl>
              {w.state === 'review' ? (
                <DecideForm queue="withdraw" id={w.id} confirm={confirmText(w)} onDecided={reload} />
              ) : null}
            </article>
          ))}
        </>
      )}
    </ReviewQueue>
  );
}
