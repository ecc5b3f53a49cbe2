// Transfer history (spec §2 fund/transfer_history; GET /wallet/hzhistory): newest first, ten at
// a time.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { getTransferHistory } from '../../api/wallet';
import { usePagedList } from '../../app/usePagedList';
import { groupDigits } from '../../lib/format';
import { NavBar } from '../../ui/NavBar';
import { PagedFooter } from '../../ui/PagedFooter';
import { RelativeTime } from '../../ui/RelativeTime';
import { DelayedSpinner } from '../../ui/Spinner';
import { ACCOUNT_LABELS } from './accounts';
import './fund.css';

const fetchTransfers = (page: number) => getTransferHistory(page, { quiet: true });

export default function TransferHistory() {
  const { i18n } = useLingui();
  const { rows, done, failed, retry, more } = usePagedList(fetchTransfers);

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
      <PagedFooter
        count={rows?.length ?? 0}
        done={done}
        failed={failed}
        failure={<Trans>Transfers could not be loaded. Check your connection and try again.</Trans>}
        onRetry={retry}
        onMore={more}
      />
    </div>
  );
}
