// Trade tab (spec §2 order page): the trading products as tabs of one page (DESIGN §7): spot,
// contracts and seconds options. `?product=contract` or `?product=options` opens on that product.
// Spot's pair is `?symbol=`, the contract's instrument `?contract=<id>`, the options instrument
// `?instrument=`, so none overwrites another. Contracts and options (with its chart library) load
// only when their tab is chosen.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NotificationBell } from '../../app/NotificationBell';
import { DelayedSpinner } from '../../ui/Spinner';
import { SpotTrade } from './parts/SpotTrade';
import { useInstrumentParam } from './parts/useInstrumentParam';
import { useSymbolParam } from './parts/useSymbolParam';
import './transaction.css';

const OptionsTrade = lazy(() => import('./parts/options/OptionsTrade').then((m) => ({ default: m.OptionsTrade })));
const ContractTrade = lazy(() => import('./parts/contract/ContractTrade').then((m) => ({ default: m.ContractTrade })));

const PRODUCTS = ['spot', 'contract', 'options'] as const;
type Product = (typeof PRODUCTS)[number];
const PRODUCT_LABELS: Record<Product, MessageDescriptor> = {
  spot: msg`Spot`,
  contract: msg`Contracts`,
  options: msg`Options`,
};
const productOf = (value: string | null): Product => PRODUCTS.find((p) => p !== 'spot' && p === value) ?? 'spot';

export default function Transaction() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const product = productOf(params.get('product'));
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
  const [contract, setContract] = useInstrumentParam('contract', 'contract');
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
        <NotificationBell />
      </header>
      <div role="tabpanel">
        {product === 'spot' ? (
          <SpotTrade symbol={symbol} onSymbol={setSymbol} />
        ) : (
          <Suspense fallback={<DelayedSpinner delay={200} />}>
            {product === 'contract' ? (
              <ContractTrade instrument={contract} onInstrument={setContract} />
            ) : (
              <OptionsTrade symbol={instrument} onSymbol={setInstrument} />
            )}
          </Suspense>
        )}
      </div>
    </div>
  );
}
