// The loan products (GET /loan/products) with each collateral's recorded price, read again every
// few seconds while the borrowing screen is open so the calculator follows the price the server
// will judge by. Offline, the worker may answer with a copy it kept: the screen then says how old
// it is. Loading and failure are told apart from an empty list.
import { useCallback, useEffect, useState } from 'react';
import type { LoanProduct } from '../../../contract/loans';
import type { ReplyOrigin } from '../../api/client';
import { getLoanProducts } from '../../api/loans';
import { useOnReconnect } from '../fund/useBalances';

/** How often the products (and so the recorded prices) are read again. */
export const PRODUCTS_REFRESH_MS = 10_000;

export function useLoanProducts() {
  const [products, setProducts] = useState<LoanProduct[] | null>(null);
  const [failed, setFailed] = useState(false);
  /** Set when what is shown is the worker's kept copy: when the server sent it. */
  const [cachedAt, setCachedAt] = useState<number | undefined>(undefined);

  const load = useCallback(() => {
    const origin: ReplyOrigin = {};
    getLoanProducts({ quiet: true, background: true, origin }).then(
      (reply) => {
        setProducts(reply);
        setCachedAt(origin.cachedAt);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    load();
    const timer = setInterval(load, PRODUCTS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);
  useOnReconnect(load);

  return { products, failed: failed && products === null, cachedAt, retry: load };
}
