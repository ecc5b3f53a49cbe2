// The dual-investment products on sale for a coin and direction (GET /dual/index), with the coin's
// latest price. Offline, the worker may answer with a copy it kept: the screen then says how old it
// is. Loading and failure are told apart from an empty list.
import { useCallback, useEffect, useState } from 'react';
import { DUAL_COIN_IDS, type DualCoin, type DualIndex, type DualType } from '../../../contract/dual';
import type { ReplyOrigin } from '../../api/client';
import { getDualProducts } from '../../api/dual';
import { useOnReconnect } from '../fund/useBalances';

export function useDualProducts(coin: DualCoin, type: DualType) {
  const [index, setIndex] = useState<DualIndex | null>(null);
  const [failed, setFailed] = useState(false);
  /** Set when what is shown is the worker's kept copy: when the server sent it. */
  const [cachedAt, setCachedAt] = useState<number | undefined>(undefined);

  const load = useCallback(() => {
    setFailed(false);
    const origin: ReplyOrigin = {};
    getDualProducts(DUAL_COIN_IDS[coin], type, { quiet: true, background: true, origin }).then(
      (reply) => {
        // Only this coin and direction, whatever else a reply holds.
        setIndex({ ...reply, dual_currencys: reply.dual_currencys.filter((p) => p.coin === coin && p.type === type) });
        setCachedAt(origin.cachedAt);
      },
      () => setFailed(true),
    );
  }, [coin, type]);

  useEffect(load, [load]);
  // Kept data is shown while offline; back online, the live terms replace it.
  useOnReconnect(load);

  return {
    products: index?.dual_currencys ?? null,
    lastPrice: index?.last_price[coin] ?? null,
    failed: failed && index === null,
    cachedAt,
    retry: load,
  };
}
