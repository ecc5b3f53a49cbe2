// The recharge tab of the records (spec §2 fund/receive_withdraw_record): each declared deposit
// with its state — under review, credited, or rejected with the reason.
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { RechargeItem } from '../../../contract/wallet';
import { getRechargeLog } from '../../api/wallet';
import { usePagedList } from '../../app/usePagedList';
import { groupDigits } from '../../lib/format';
import { onRealtime } from '../../realtime/socket';
import { PagedFooter } from '../../ui/PagedFooter';
import { RelativeTime } from '../../ui/RelativeTime';
import { DelayedSpinner } from '../../ui/Spinner';

function StateText({ item }: { item: RechargeItem }) {
  if (item.state === 'approved') {
    return (
      <span className="up">
        <Trans>Credited</Trans>
      </span>
    );
  }
  if (item.state === 'rejected') {
    return (
      <span className="down">
        <Trans>Rejected: {item.reason}</Trans>
      </span>
    );
  }
  return (
    <span className="muted">
      <Trans>Under review</Trans>
    </span>
  );
}

const fetchRecharges = (page: number) => getRechargeLog(page, { quiet: true });

export function RechargeRecords() {
  const { rows, done, failed, reload, retry, more } = usePagedList(fetchRecharges);
  // A decision arrives on the socket: show it without a reload.
  useEffect(() => onRealtime('wallet', reload), [reload]);

  return (
    <>
      {rows === null && !failed ? (
        <DelayedSpinner delay={200} />
      ) : rows?.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>No recharges yet</Trans>
          </p>
        </div>
      ) : (
        <ul className="balance-list">
          {(rows ?? []).map((r) => (
            <li key={r.id} className="balance-row transfer-row" data-state={r.state}>
              <span>
                <strong>
                  {groupDigits(r.amount)} {r.currency}-{r.network}
                </strong>
                <small>
                  <StateText item={r} />
                </small>
              </span>
              <small className="muted">
                <RelativeTime ms={r.created_at} />
              </small>
            </li>
          ))}
        </ul>
      )}
      <PagedFooter
        count={rows?.length ?? 0}
        done={done}
        failed={failed}
        failure={<Trans>Recharges could not be loaded. Check your connection and try again.</Trans>}
        onRetry={retry}
        onMore={more}
      />
    </>
  );
}
