// Transfer history (spec §2 fund/transfer_history; GET /wallet/hzhistory): newest first, ten at
// a time.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { AccountTransferRow } from '../../../contract/wallet';
import { getTransferHistory } from '../../api/wallet';
import { groupDigits } from '../../lib/format';
import { NavBar } from '../../ui/NavBar';
import { RelativeTime } from '../../ui/RelativeTime';
import { DelayedSpinner } from '../../ui/Spinner';
import { ACCOUNT_LABELS } from './accounts';
import './fund.css';

export default function TransferHistory() {
  const { i18n } = useLingui();
  const [rows, setRows] = useState<AccountTransferRow[] | null>(null);
  const [page, setPage] = useState(1);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback((p: number) => {
    setFailed(false);
    getTransferHistory(p, { quiet: true }).then(
      (next) => {
        setRows((prev) => (p === 1 ? next : [...(prev ?? []), ...next]));
        setDone(next.length < 10);
        setPage(p);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(() => load(1), [load]);

  return (
    <div className="page">
      <NavBar title={<Trans>Transfer history</Trans>} />
      {rows === null && !failed ? (
        <DelayedSpinner delay={200} />
      ) : rows?.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>No transfers yet</Trans>
          </p>
        </div>
      ) : (
        <ul className="balance-list">
          {(rows ?? []).map((r) => (
            <li key={r.id} className="balance-row transfer-row">
              <span>
                <strong>
                  {groupDigits(r.amount)} {r.currency}
                </strong>
                <small className="muted">
                  {i18n._(ACCOUNT_LABELS[r.from_field])} → {i18n._(ACCOUNT_LABELS[r.to_field])}
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
            <Trans>Transfers could not be loaded. Check your connection and try again.</Trans>
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
