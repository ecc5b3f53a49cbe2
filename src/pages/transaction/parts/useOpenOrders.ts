// The user's open orders on one pair (GET /coin/list status 1, the first page), kept current by
// the socket's `order` events and by the replies of placing and cancelling: an order that is
// filled or cancelled leaves the list, a new one joins it at the top.
import { useCallback, useEffect, useState } from 'react';
import type { OrderEvent, SpotOrder, SpotPair } from '../../../../contract/spot';
import { getSpotOrders } from '../../../api/spot';
import { onRealtime } from '../../../realtime/socket';

/** Applies a newer version of an order to a list of open ones (the later `updated_at` wins). */
export function upsertOpen(list: SpotOrder[], order: SpotOrder): SpotOrder[] {
  const at = list.findIndex((o) => o.id === order.id);
  const known = at >= 0 ? list[at] : undefined;
  if (known && known.updated_at > order.updated_at) return list;
  if (order.status !== 1) return at >= 0 ? list.filter((o) => o.id !== order.id) : list;
  if (known) return list.map((o) => (o.id === order.id ? { ...order, fills: o.fills } : o));
  return [order, ...list].sort((a, b) => b.created_at - a.created_at);
}

type Open = { orders: SpotOrder[]; total: number };

export function useOpenOrders(pair: SpotPair | null, signedIn: boolean) {
  const [open, setOpen] = useState<Open | null>(null);
  const [failed, setFailed] = useState(false);
  const pairKey = pair ? `${pair.currency_id}:${pair.legal_id}` : '';

  // The pair's ids are its identity: the object may be a fresh copy of the same pair.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by pairKey
  const load = useCallback(() => {
    if (!pair || !signedIn) return;
    setFailed(false);
    getSpotOrders({ currency_id: pair.currency_id, legal_id: pair.legal_id, status: 1 }, 1, {
      quiet: true,
      background: true,
    }).then(
      (r) => setOpen({ orders: r.data, total: r.total }),
      () => setFailed(true),
    );
  }, [pairKey, signedIn]);

  useEffect(() => {
    setOpen(null);
    load();
  }, [load]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by pairKey
  const apply = useCallback(
    (order: SpotOrder) => {
      if (!pair || order.currency_id !== pair.currency_id || order.legal_id !== pair.legal_id) return;
      setOpen((s) => {
        if (!s) return s;
        const orders = upsertOpen(s.orders, order);
        return orders === s.orders ? s : { orders, total: Math.max(0, s.total + orders.length - s.orders.length) };
      });
    },
    [pairKey],
  );

  useEffect(() => {
    if (!signedIn) return;
    const off = onRealtime<OrderEvent>('order', apply);
    // A reconnect may have missed changes: load the list again.
    const offConnect = onRealtime('connect', load);
    return () => {
      off();
      offConnect();
    };
  }, [signedIn, apply, load]);

  return {
    orders: open?.orders ?? null,
    total: open?.total ?? 0,
    failed: failed && open === null,
    apply,
    retry: load,
  };
}
