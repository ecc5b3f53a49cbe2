// Trade tab (spec §2 order page): the trading products as tabs of one page (DESIGN §7): spot and
// seconds options; contracts join this strip when they are built. `?product=options` opens on
// options. Spot's pair is `?symbol=`, the options instrument `?instrument=`, so neither overwrites
// the other. The options part (with its chart library) loads only when its tab is chosen.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DelayedSpinner } from '../../ui/Spinner';
import { useInstrumentParam } from './parts/options/useInstrumentParam';
import { SpotTrade } from './parts/SpotTrade';
import { useSymbolParam } from './parts/useSymbolParam';
import './transaction.css';

const OptionsTrade = lazy(() => import('./parts/options/OptionsTrade').then((m) => ({ default: m.OptionsTrade })));

const PRODUCTS = ['spot', 'options'] as const;
type Product = (typeof PRODUCTS)[number];
const PRODUCT_LABELS: Record<Product, MessageDescriptor> = { spot: msg`Spot`, options: msg`Options` };

export default function Transaction() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const product: Product = params.get('product') === 'options' ? 'options' : 'spot';
  const choose = (p: Product) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (p === 'spot') copy.delete('product');
        else copy.set('product', p);
        return copy;
      },
      { replace: true },
    );
  const [symbol, setSymbol] = useSymbolParam();
  const [instrument, setInstrument] = useInstrumentParam('instrument');
  return (
    <div className="page trade-page">
      <header className="tab-header trade-header">
        <h1 className="visually-hidden">
          <Trans>Trade</Trans>
        </h1>
        <div className="tabs trade-products" role="tablist" aria-label={i18n._(msg`Trading products`)}>
          {PRODUCTS.map((p) => (
            <button key={p} type="button" role="tab" aria-selected={product === p} onClick={() => choose(p)}>
              {i18n._(PRODUCT_LABELS[p])}
            </button>
          ))}
        </div>
      </header>
      <div role="tabpanel">
        {product === 'spot' ? (
          <SpotTrade symbol={symbol} onSymbol={setSymbol} />
        ) : (
          <Suspense fallback={<DelayedSpinner delay={200} />}>
            <OptionsTrade symbol={instrument} onSymbol={setInstrument} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
