// One instrument in a quote list: name, symbol, live price and the day's change. Reads its own
// quote, so a tick re-renders this row only.
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { formatCompact, formatPercent, groupDigits, trend } from '../../../lib/format';
import { instrumentName } from '../../../lib/instrumentName';
import { useQuote } from '../../../state/quotes';
import { session } from '../../../state/session';

export const QuoteRow = memo(function QuoteRow({ id, showRange = false }: { id: number; showRange?: boolean }) {
  const q = useQuote(id);
  const { lang } = useSnapshot(session);
  if (!q) return null;
  const dir = trend(q.change);
  return (
    <li>
      <Link
        to={`/pages/market/detail?symbol=${encodeURIComponent(q.symbol)}`}
        className="quote-row"
        data-symbol={q.symbol}
      >
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
      </Link>
    </li>
  );
});
