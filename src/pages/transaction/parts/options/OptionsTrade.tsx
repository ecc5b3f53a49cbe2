// The seconds options screen's body, shared by the Trade tab's Options and /pages/transaction/micro
// (spec §2 options order; issue 15): the product's gate (switched off by the operator, or the
// terms not loaded), the instrument with its picker, then OptionsScreen for that instrument.
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import type { Quotation } from '../../../../../contract/market';
import { useRecordView } from '../../../../state/favourites';
import { loadQuotes } from '../../../../state/market';
import { useQuoteList } from '../../../../state/quotes';
import { DelayedSpinner } from '../../../../ui/Spinner';
import { InstrumentPicker } from '../InstrumentPicker';
import { sameSymbol } from '../useSpotPairs';
import { OptionsScreen } from './OptionsScreen';
import { useOptionTerms } from './useOptionTerms';
import '../../options.css';

export function OptionsTrade({ symbol, onSymbol }: { symbol: string; onSymbol: (symbol: string) => void }) {
  const terms = useOptionTerms();
  const { quotes, status } = useQuoteList();
  const [picking, setPicking] = useState(false);
  const quote = quotes.find((q) => sameSymbol(q.symbol, symbol)) ?? null;
  useRecordView(quote?.id, quote?.symbol ?? '');
  const pick = (q: Quotation) => {
    setPicking(false);
    onSymbol(q.symbol);
  };
  const picker = (
    <InstrumentPicker open={picking} quotes={quotes} current={quote} onPick={pick} onClose={() => setPicking(false)} />
  );

  if (!terms.terms)
    return terms.failed ? (
      <Failure onRetry={terms.retry}>
        <Trans>Seconds options could not be loaded. Check your connection and try again.</Trans>
      </Failure>
    ) : (
      <DelayedSpinner delay={200} />
    );
  if (!terms.terms.enabled)
    return (
      <div className="empty-state" role="status" data-testid="options-off">
        <p className="empty-title">
          <Trans>Seconds options are not offered on this site</Trans>
        </p>
      </div>
    );
  if (!quote) {
    if (status === 'loading') return <DelayedSpinner delay={200} />;
    if (status === 'failed')
      return (
        <Failure onRetry={() => void loadQuotes()}>
          <Trans>Prices could not be loaded. Check your connection and try again.</Trans>
        </Failure>
      );
    return (
      <div className="empty-state" role="alert">
        <p>
          <Trans>No such instrument</Trans>
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
      {/* Keyed by the instrument: what was typed and the results shown belong to one instrument. */}
      <OptionsScreen
        key={quote.id}
        quote={quote}
        terms={terms.terms}
        onTerms={terms.set}
        reloadTerms={terms.reload}
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
