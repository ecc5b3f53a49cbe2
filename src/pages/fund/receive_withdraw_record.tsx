// Recharge records (spec §2 fund/receive_withdraw_record): each declared deposit with its state —
// under review, credited, or rejected with the reason.
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { RechargeItem } from '../../../contract/wallet';
import { getRechargeLog } from '../../api/wallet';
import { groupDigits } from '../../lib/format';
import { onRealtime } from '../../realtime/socket';
import { NavBar } from '../../ui/NavBar';
import { RelativeTime } from '../../ui/RelativeTime';
import { DelayedSpinner } from '../../ui/Spinner';
import './fund.css';

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

export default function RechargeRecords() {
  const [rows, setRows] = useState<RechargeItem[] | null>(null);
  const [page, setPage] = useState(1);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback((p: number) => {
    setFailed(false);
    getRechargeLog(p, { quiet: true }).then(
      (next) => {
        setRows((prev) => (p === 1 ? next : [...(prev ?? []), ...next]));
        setDone(next.length < 10);
        setPage(p);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(() => load(1), [load]);
  // A decision arrives on the socket: show it without a reload.
  useEffect(() => onRealtime('wallet', () => load(1)), [load]);

  return (
    <div className="page">
      <NavBar title={<Trans>Recharge records</Trans>} />
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
      {failed && (
        <div className="empty-state" role="alert">
          <p>
            <Trans>Recharges could not be loaded. Check your connection and try again.</Trans>
          </p>
          <button type="button" className="button" onClick={() => load(page)}>
            <Trans>Retry</Trans>
          </button>
        </div>
      )}
      {rows && rows.length > 0 && (
        <div className="load-more">
          {done ? (
            <p className="muted">
              <Trans>No more data</Trans>
            </p>
          ) : (
            <button type="button" className="button button-secondary" onClick={() => load(page + 1)}>
              <Trans>Load more</Trans>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
