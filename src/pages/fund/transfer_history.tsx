// Transfer history (spec §2 fund/transfer_history; GET /wallet/hzhistory): newest first, ten at
// a time.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { getTransferHistory } from '../../api/wallet';
import { usePagedList } from '../../app/usePagedList';
import { ACCOUNT_LABELS } from '../../lib/accounts';
import { groupDigits } from '../../lib/format';
import { NavBar } from '../../ui/NavBar';
import { PagedList } from '../../ui/PagedList';
import { TransferRow } from './TransferRow';
import './fund.css';

const fetchTransfers = (page: number) => getTransferHistory(page, { quiet: true });

export default function TransferHistory() {
  const { i18n } = useLingui();
  const list = usePagedList(fetchTransfers);

  return (
    <div className="page">
      <NavBar title={<Trans>Transfer history</Trans>} />
      <PagedList
        list={list}
        empty={<Trans>No transfers yet</Trans>}
        failure={<Trans>Transfers could not be loaded. Check your connection and try again.</Trans>}
        row={(r) => (
          <TransferRow
            key={r.id}
            what={`${groupDigits(r.amount)} ${r.currency}`}
            about={`${i18n._(ACCOUNT_LABELS[r.from_field])} → ${i18n._(ACCOUNT_LABELS[r.to_field])}`}
            muted
            at={r.created_at}
          />
        )}
      />
    </div>
  );
}
