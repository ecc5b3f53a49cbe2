// The earn products offered (GET /lh/deposit/config), of one kind or all. Offline, the worker may
// answer with the copy it kept (at most a day old): the screens then say how old it is. Loading
// and failure are told apart from an empty list.
import { useCallback, useEffect, useState } from 'react';
import type { EarnKind, EarnProduct } from '../../../contract/earn';
import type { ReplyOrigin } from '../../api/client';
import { getEarnProducts } from '../../api/earn';
import { useOnReconnect } from '../fund/useBalances';

export function useEarnProducts(kind?: EarnKind) {
  const [products, setProducts] = useState<EarnProduct[] | null>(null);
  const [failed, setFailed] = useState(false);
  /** Set when the products shown are the worker's kept copy: when the server sent it. */
  const [cachedAt, setCachedAt] = useState<number | undefined>(undefined);

  const load = useCallback(() => {
    setFailed(false);
    const origin: ReplyOrigin = {};
    getEarnProducts(kind, { quiet: true, background: true, origin }).then(
      (rows) => {
        setProducts(rows);
        setCachedAt(origin.cachedAt);
      },
      () => setFailed(true),
    );
  }, [kind]);

  useEffect(load, [load]);
  // Kept data is shown while offline; back online, the live terms replace it.
  useOnReconnect(load);

  return { products, failed: failed && products === null, cachedAt, retry: load };
}
