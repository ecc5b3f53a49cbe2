// Spot orders (spec §2 transaction/currency_order; GET /coin/list): open (open or partly filled)
// and history (filled or cancelled), newest first, ten at a time. Each row shows its fills on
// demand; open ones can be cancelled. The socket's `order` events keep the rows current.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { SpotOrder } from '../../../contract/spot';
import { getSpotOrders } from '../../api/spot';
import { useLiveRows } from '../../app/useLiveRows';
import { usePagedList } from '../../app/usePagedList';
import { NavBar } from '../../ui/NavBar';
import { useNeedsNetwork } from '../../ui/OfflineReason';
import { PagedList } from '../../ui/PagedList';
import { type Tab, TabStrip } from '../../ui/TabStrip';
import { OrderRow } from './parts/OrderRow';
import { useCancelOrder } from './parts/useCancelOrder';
import './transaction.css';

type Status = 1 | 2;
const TABS: Tab<Status>[] = [
  { value: 1, label: msg`Open orders` },
  { value: 2, label: msg`Order history` },
];

export default function CurrencyOrder() {
  const [status, setStatus] = useState<Status>(1);
  return (
    <div className="page">
      <NavBar title={<Trans>Spot orders</Trans>} />
      <TabStrip tabs={TABS} value={status} onChange={setStatus} />
      <div role="tabpanel">
        <Orders key={status} status={status} />
      </div>
    </div>
  );
}

function Orders({ status }: { status: Status }) {
  const fetchPage = useCallback(
    (page: number) => getSpotOrders({ status }, page, { quiet: true }).then((r) => r.data),
    [status],
  );
  const list = usePagedList(fetchPage);
  const network = useNeedsNetwork();
  /** Newer versions of listed orders, from cancelling or the socket. */
  const [changed, setChanged] = useState<ReadonlyMap<string, SpotOrder>>(new Map());
  const apply = useCallback((order: SpotOrder) => {
    setChanged((m) => {
      const known = m.get(order.id);
      if (known && known.updated_at > order.updated_at) return m;
      return new Map(m).set(order.id, order);
    });
  }, []);
  const { cancel, busy } = useCancelOrder(apply);

  useLiveRows<SpotOrder>('order', list.rows, status, apply, list.reload);

  return (
    <>
      {status === 1 && network.reason}
      <PagedList
        list={list}
        className="order-list"
        empty={status === 1 ? <Trans>No open orders</Trans> : <Trans>No orders yet</Trans>}
        failure={<Trans>Your orders could not be loaded. Check your connection and try again.</Trans>}
        row={(o) => {
          const newer = changed.get(o.id);
          const order = newer && newer.updated_at >= o.updated_at ? newer : o;
          return (
            <OrderRow
              key={o.id}
              order={order}
              onCancel={(x) => void cancel(x)}
              cancelling={busy.has(o.id)}
              offline={network.offline}
              offlineId={network.describedBy}
            />
          );
        }}
      />
    </>
  );
}
