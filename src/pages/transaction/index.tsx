// Trade tab (spec §2 order page): the trading products as tabs of one page (DESIGN §7). Spot is
// built; contracts and options join this strip when they are.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { SpotTrade } from './parts/SpotTrade';
import { useSymbolParam } from './parts/useSymbolParam';
import './transaction.css';

const PRODUCTS = ['spot'] as const;
type Product = (typeof PRODUCTS)[number];
const PRODUCT_LABELS: Record<Product, MessageDescriptor> = { spot: msg`Spot` };

export default function Transaction() {
  const { i18n } = useLingui();
  const [product, setProduct] = useState<Product>('spot');
  const [symbol, setSymbol] = useSymbolParam();
  return (
    <div className="page trade-page">
      <header className="tab-header trade-header">
        <h1 className="visually-hidden">
          <Trans>Trade</Trans>
        </h1>
        <div className="tabs trade-products" role="tablist" aria-label={i18n._(msg`Trading products`)}>
          {PRODUCTS.map((p) => (
            <button key={p} type="button" role="tab" aria-selected={product === p} onClick={() => setProduct(p)}>
              {i18n._(PRODUCT_LABELS[p])}
            </button>
          ))}
        </div>
      </header>
      <div role="tabpanel">{product === 'spot' && <SpotTrade symbol={symbol} onSymbol={setSymbol} />}</div>
    </div>
  );
}
