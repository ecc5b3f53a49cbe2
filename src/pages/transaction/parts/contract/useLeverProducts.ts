// The contracts offered (GET /lever/products), loaded once per visit and kept: they change only
// by an operator's edit, and the deal of the instrument shown carries its current terms anyway.
import { useCallback, useEffect, useState } from 'react';
import type { LeverProduct } from '../../../../../contract/lever';
import { getLeverProducts } from '../../../../api/lever';

let kept: LeverProduct[] | null = null;

export function useLeverProducts() {
  const [products, setProducts] = useState<LeverProduct[] | null>(kept);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    getLeverProducts({ quiet: true, background: true }).then(
      (list) => {
        kept = list;
        setProducts(list);
      },
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    if (!kept) load();
  }, [load]);

  return { products, failed: failed && products === null, retry: load };
}
