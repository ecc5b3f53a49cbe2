// The withdrawal tab of the records (spec §2 fund/receive_withdraw_record): each withdrawal with
// where it went, what it cost and its state — under review, completed, or rejected with the reason.
// A review decision arrives on the socket (`wallet`) and refreshes the list in place.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { WithdrawItem, WithdrawMethod } from '../../../contract/wallet';
import { getCoins } from '../../api/user';
import { getWithdrawals } from '../../api/wallet';
import { usePagedList } from '../../app/usePagedList';
import { groupDigits } from '../../lib/format';
import { onRealtime } from '../../realtime/socket';
import { PagedList } from '../../ui/PagedList';
import { RelativeTime } from '../../ui/RelativeTime';
import { ReviewStateText } from './ReviewStateText';

export const METHOD_LABELS: Record<WithdrawMethod, MessageDescriptor> = {
  address: msg`Wallet address`,
  bank: msg`Bank card`,
  bank_international: msg`International bank card`,
};

function WithdrawRow({ item: w, network }: { item: WithdrawItem; network: string }) {
  const { i18n } = useLingui();
  const fee = groupDigits(w.fee);
  const received = groupDigits(w.received);
  const currency = w.currency;
  return (
    <li className="withdraw-record" data-state={w.state}>
      <div className="withdraw-record-head">
        <strong>
          {groupDigits(w.amount)} {w.currency}
          {network && `-${network}`}
        </strong>
        <small className="muted">
          <RelativeTime ms={w.created_at} />
        </small>
      </div>
      <small className="withdraw-record-line">
        {i18n._(METHOD_LABELS[w.method])} · <span className="withdraw-address">{w.destination}</span>
      </small>
      <small className="withdraw-record-line muted">
        <Trans>
          Fee {fee} {currency} · Received {received} {currency}
        </Trans>
      </small>
      {w.remark && (
        <small className="withdraw-record-line muted">
          <Trans>Remark: {w.remark}</Trans>
        </small>
      )}
      <small className="withdraw-record-line">
        <ReviewStateText state={w.state} reason={w.reason} approved={<Trans>Completed</Trans>} />
      </small>
    </li>
  );
}

const fetchWithdrawals = (page: number) => getWithdrawals(page, { quiet: true });

export function WithdrawRecords() {
  const list = usePagedList(fetchWithdrawals);
  const { reload } = list;
  // Rows carry the coin id; its network name comes from the coin list (absent, the currency alone).
  const [networks, setNetworks] = useState<Record<number, string>>({});
  useEffect(() => {
    getCoins({ quiet: true }).then(
      (coins) => setNetworks(Object.fromEntries(coins.map((c) => [c.id, c.subName]))),
      () => undefined,
    );
  }, []);
  useEffect(() => onRealtime('wallet', reload), [reload]);

  return (
    <PagedList
      list={list}
      empty={<Trans>No withdrawals yet</Trans>}
      failure={<Trans>Withdrawals could not be loaded. Check your connection and try again.</Trans>}
      row={(w) => <WithdrawRow key={w.id} item={w} network={networks[w.coin_id] ?? ''} />}
    />
  );
}
