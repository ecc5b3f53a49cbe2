// The recharge tab of the records (spec §2 fund/receive_withdraw_record): each declared deposit
// with its state — under review, credited, or rejected with the reason.
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { getRechargeLog } from '../../api/wallet';
import { usePagedList } from '../../app/usePagedList';
import { groupDigits } from '../../lib/format';
import { onRealtime } from '../../realtime/socket';
import { PagedList } from '../../ui/PagedList';
import { ReviewStateText } from './ReviewStateText';
import { TransferRow } from './TransferRow';

const fetchRecharges = (page: number) => getRechargeLog(page, { quiet: true });

export function RechargeRecords() {
  const list = usePagedList(fetchRecharges);
  const { reload } = list;
  // A decision arrives on the socket: show it without a reload.
  useEffect(() => onRealtime('wallet', reload), [reload]);

  return (
    <PagedList
      list={list}
      empty={<Trans>No recharges yet</Trans>}
      failure={<Trans>Recharges could not be loaded. Check your connection and try again.</Trans>}
      row={(r) => (
        <TransferRow
          key={r.id}
          state={r.state}
          what={`${groupDigits(r.amount)} ${r.currency}-${r.network}`}
          about={<ReviewStateText state={r.state} reason={r.reason} approved={<Trans>Credited</Trans>} />}
          at={r.created_at}
        />
      )}
    />
  );
}
