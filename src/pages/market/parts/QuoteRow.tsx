// One instrument in a quote list: name, symbol, live price and the day's change. A tick renders
// this row's figures only: the link around them (react-router's Link is costly to render, and a
// list of hundreds of rows ticks many times a second) depends on the symbol alone. Rows more than
// half a screen away from the viewport skip ticks and catch up when they come near.
import { memo, type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { formatCompact, formatPercent, groupDigits, trend } from '../../../lib/format';
import { instrumentName } from '../../../lib/instrumentName';
import { useQuote, useQuoteSymbol } from '../../../state/quotes';
import { session } from '../../../state/session';

export const QuoteRow = memo(function QuoteRow({ id, showRange = false }: { id: number; showRange?: boolean }) {
  const symbol = useQuoteSymbol(id);
  const row = useRef<HTMLLIElement>(null);
  if (!symbol) return null;
  return (
    <li ref={row}>
      <Link to={`/pages/market/detail?symbol=${encodeURIComponent(symbol)}`} className="quote-row" data-symbol={symbol}>
        <QuoteFigures id={id} showRange={showRange} row={row} />
      </Link>
    </li>
  );
});

function QuoteFigures({
  id,
  showRange,
  row,
}: {
  id: number;
  showRange: boolean;
  row: RefObject<HTMLLIElement | null>;
}) {
  const q = useQuote(id, useNearScreen(row));
  const { lang } = useSnapshot(session);
  if (!q) return null;
  const dir = trend(q.change);
  return (
    <>
      <span className="quote-name">
        <strong>{q.base}</strong>
        <span className="muted">/{q.quote}</span>
        <small className="muted quote-sub">
          {showRange
            ? `${groupDigits(q.low)} – ${groupDigits(q.high)}`
            : `${instrumentName(q, lang)} · ${formatCompact(q.volume)}`}
        </small>
      </span>
      <span className={`quote-price ${dir}`} data-testid="price">
        {groupDigits(q.price)}
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
