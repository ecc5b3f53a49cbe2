// The Trade tab's Contracts (spec §2 contract order page; issue 14): the contracts offered, the
// instrument of `?contract=<id>` with a picker over the instruments that have one (by market
// class), then ContractScreen for it. Loading and failure of the products or of the prices are
// each said as what they are, with a retry.
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import type { Quotation } from '../../../../../contract/market';
import { useRecordView } from '../../../../state/favourites';
import { loadQuotes } from '../../../../state/market';
import { useQuoteList } from '../../../../state/quotes';
import { DelayedSpinner } from '../../../../ui/Spinner';
import { InstrumentPicker } from '../InstrumentPicker';
import { ContractScreen } from './ContractScreen';
import { useLeverProducts } from './useLeverProducts';
import './contract.css';

export function ContractTrade({
  instrument,
  onInstrument,
}: {
  instrument: string;
  onInstrument: (id: string) => void;
}) {
  const { products, failed, retry } = useLeverProducts();
  const { quotes, status } = useQuoteList();
  const [picking, setPicking] = useState(false);
  const offered = useMemo(() => new Map((products ?? []).map((p) => [p.match_id, p])), [products]);
  const tradable = useMemo(() => quotes.filter((q) => offered.has(q.id)), [quotes, offered]);
  const product = offered.get(Number(instrument)) ?? null;
  const quote = product ? (quotes.find((q) => q.id === product.match_id) ?? null) : null;
  useRecordView(quote?.id, quote?.symbol ?? '');
  const decimals = useCallback((id: number) => offered.get(id)?.precision ?? 2, [offered]);
  const pick = (q: Quotation) => {
    setPicking(false);
    onInstrument(String(q.id));
  };
  const picker = (
    <InstrumentPicker
      open={picking}
      quotes={tradable}
      current={quote}
      onPick={pick}
      onClose={() => setPicking(false)}
    />
  );

  if (!products)
    return failed ? (
      <Failure onRetry={retry}>
        <Trans>Contracts could not be loaded. Check your connection and try again.</Trans>
      </Failure>
    ) : (
      <DelayedSpinner delay={200} />
    );
  if (!product || !quote) {
    if (product && status === 'loading') return <DelayedSpinner delay={200} />;
    if (product && status === 'failed')
      return (
        <Failure onRetry={() => void loadQuotes()}>
          <Trans>Prices could not be loaded. Check your connection and try again.</Trans>
        </Failure>
      );
    return (
      <div className="empty-state" role="alert">
        <p>
          <Trans>No contract on this instrument</Trans>
        </p>
        <button type="button" className="button" onClick={() => setPicking(true)}>
          <Trans>Choose an instrument</Trans>
        </button>
        {picker}
      </div>
    );
  }
  return (
    <>
      <ContractScreen
        key={product.match_id}
        product={product}
        quote={quote}
        decimals={decimals}
        onPick={() => setPicking(true)}
      />
      {picker}
    </>
  );
}

function Failure({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div className="empty-state" role="alert">
      <p>{children}</p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}
