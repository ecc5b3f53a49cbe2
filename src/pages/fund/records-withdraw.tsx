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
import { PagedFooter } from '../../ui/PagedFooter';
import { RelativeTime } from '../../ui/RelativeTime';
import { DelayedSpinner } from '../../ui/Spinner';

export const METHOD_LABELS: Record<WithdrawMethod, MessageDescriptor> = {
  address: msg`Wallet address`,
  bank: msg`Bank card`,
  bank_international: msg`International bank card`,
};

function StateText({ item }: { item: WithdrawItem }) {
  if (item.state === 'approved') {
    return (
      <span className="up">
        <Trans>Completed</Trans>
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
        <StateText item={w} />
      </small>
    </li>
  );
}

const fetchWithdrawals = (page: number) => getWithdrawals(page, { quiet: true });

export function WithdrawRecords() {
  const { rows, done, failed, reload, retry, more } = usePagedList(fetchWithdrawals);
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
    <>
      {rows === null && !failed ? (
        <DelayedSpinner delay={200} />
      ) : rows?.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>No withdrawals yet</Trans>
          </p>
        </div>
      ) : (
        <ul className="balance-list">
          {(rows ?? []).map((w) => (
            <WithdrawRow key={w.id} item={w} network={networks[w.coin_id] ?? ''} />
          ))}
        </ul>
      )}
      <PagedFooter
        count={rows?.length ?? 0}
        done={done}
        failed={failed}
        failure={<Trans>Withdrawals could not be loaded. Check your connection and try again.</Trans>}
        onRetry={retry}
        onMore={more}
      />
    </>
  );
}
