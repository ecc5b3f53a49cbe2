// One instrument in a quote list: name, symbol, live price with its value in the user's fiat
// currency beneath, the 24 h volume in the quote currency and the day's change (issue 20). A tick
// renders this row's figures only: the link around them (react-router's Link is costly to render,
// and a list of hundreds of rows ticks many times a second) depends on the symbol alone. Rows more
// than half a screen away from the viewport skip ticks and catch up when they come near.
import { Trans } from '@lingui/react/macro';
import { memo, type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { formatPercent, groupDigits, trend } from '../../../lib/format';
import { instrumentName } from '../../../lib/instrumentName';
import { fiatPrice, quoteVolumeText } from '../../../lib/quoteValue';
import { useQuote, useQuoteSymbol } from '../../../state/quotes';
import { session } from '../../../state/session';

/** The user's fiat currency and its units per unit of a quote currency (null: not known). */
export type FiatOf = { code: string; perUnit: (quote: string) => number | null };

type Props = { id: number; showRange?: boolean; fiat?: FiatOf };

export const QuoteRow = memo(function QuoteRow({ id, showRange = false, fiat }: Props) {
  const symbol = useQuoteSymbol(id);
  const row = useRef<HTMLLIElement>(null);
  if (!symbol) return null;
  return (
    <li ref={row}>
      <Link to={`/pages/market/detail?symbol=${encodeURIComponent(symbol)}`} className="quote-row" data-symbol={symbol}>
        <QuoteFigures id={id} showRange={showRange} fiat={fiat} row={row} />
      </Link>
    </li>
  );
});

function QuoteFigures({
  id,
  showRange,
  fiat,
  row,
}: {
  id: number;
  showRange: boolean;
  fiat: FiatOf | undefined;
  row: RefObject<HTMLLIElement | null>;
}) {
  const q = useQuote(id, useNearScreen(row));
  const { lang } = useSnapshot(session);
  if (!q) return null;
  const dir = trend(q.change);
  const volume = quoteVolumeText(q.quote_volume, q.quote);
  // The same figure again when the fiat is the quote currency itself: left out.
  const perUnit = fiat && fiat.code !== q.quote ? fiat.perUnit(q.quote) : null;
  const inFiat = perUnit === null ? null : fiatPrice(q.price, perUnit, q.precision);
  return (
    <>
      <span className="quote-name">
        <strong>{q.base}</strong>
        <span className="muted">/{q.quote}</span>
        <small className="muted quote-sub">
          {showRange ? `${groupDigits(q.low)} – ${groupDigits(q.high)}` : instrumentName(q, lang)}
        </small>
        {volume && (
          <small className="muted quote-sub">
            <Trans>24h Vol</Trans> <span data-testid="quote-volume">{volume}</span>
          </small>
        )}
      </span>
      <span className="quote-prices">
        <span className={`quote-price ${dir}`} data-testid="price">
          {groupDigits(q.price)}
        </span>
        {inFiat && fiat && (
          <small className="muted quote-fiat" data-testid="fiat-price">
            ≈ {inFiat} {fiat.code}
          </small>
        )}
      </span>
      <span className={`quote-change ${dir}`}>{formatPercent(q.change)}</span>
    </>
  );
}

// One observer for every row: whether it is within half a screen of the viewport.
const nearListeners = new WeakMap<Element, (near: boolean) => void>();
let observer: IntersectionObserver | undefined;

function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const e of entries) nearListeners.get(e.target)?.(e.isIntersecting);
      },
      { rootMargin: '50% 0px' },
    );
    nearListeners.set(el, setNear);
    observer.observe(el);
    return () => {
      observer?.unobserve(el);
      nearListeners.delete(el);
    };
  }, [ref]);
  return near;
}
