// A list of live quote rows with its loading and empty states. The user's fiat currency and the
// dollar value of each quote currency are worked out here once, not in every row on every tick.
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useMemo } from 'react';
import { usdPerUnit } from '../../../lib/quoteValue';
import { useFiat } from '../../../state/fiatRates';
import { loadQuotes } from '../../../state/market';
import { useQuoteList } from '../../../state/quotes';
import { DelayedSpinner } from '../../../ui/Spinner';
import { type FiatOf, QuoteRow } from './QuoteRow';

type Props = { ids: number[]; loading: boolean; failed?: boolean; empty?: ReactNode; showRange?: boolean };

export function QuoteList({ ids, loading, failed, empty, showRange }: Props) {
  const fiat = useFiatOf();
  if (failed) {
    return (
      <div className="empty-state" role="alert">
        <p>
          <Trans>Quotes could not be loaded. Check your connection and try again.</Trans>
        </p>
        <button type="button" className="button" onClick={() => void loadQuotes()}>
          <Trans>Retry</Trans>
        </button>
      </div>
    );
  }
  if (loading) return <DelayedSpinner delay={200} />;
  if (ids.length === 0) {
    return (
      <div className="empty-state">
        <p>{empty ?? <Trans>No data</Trans>}</p>
      </div>
    );
  }
  return (
    <ul className="quote-list">
      {ids.map((id) => (
        <QuoteRow key={id} id={id} showRange={showRange} fiat={fiat} />
      ))}
    </ul>
  );
}

/**
 * Fiat units per unit of a quote currency: the user's fiat rate (per dollar) times the quote
 * currency's dollar value, from the forex quotes of the last snapshot (they move little in a
 * session; the row says "≈"). Undefined until the rate is known.
 */
function useFiatOf(): FiatOf | undefined {
  const { code, rate } = useFiat();
  const { quotes } = useQuoteList();
  return useMemo(() => {
    if (rate === null) return undefined;
    const usd = usdPerUnit(quotes);
    return {
      code,
      perUnit: (quote: string) => {
        const perUsd = usd(quote);
        return perUsd === null ? null : perUsd * Number(rate);
      },
    };
  }, [code, rate, quotes]);
}
