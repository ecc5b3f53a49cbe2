// The order book ladder: asks above (the best, lowest, nearest the middle), the last price, bids
// below; each side's rows carry a bar of the amount resting up to that level. Tapping a level
// hands its price to the order form. A closed market (a stock outside its hours) whose book is
// empty, or still loading, says so instead of a spinner or two empty sides.
import { Trans, useLingui } from '@lingui/react/macro';
import type { DepthLevel, SpotDepth } from '../../../../contract/spot';
import { groupDigits } from '../../../lib/format';
import { padDecimals, shareOf, sumOf } from '../../../lib/spot';
import { DelayedSpinner } from '../../../ui/Spinner';

/** Levels shown on each side. */
export const BOOK_ROWS = 10;

type Props = {
  depth: SpotDepth | null;
  failed: boolean;
  onRetry: () => void;
  base: string;
  quote: string;
  priceDecimals: number;
  amountDecimals: number;
  /** The last price and its day trend, shown between the two sides. */
  last: string | null;
  trend: 'up' | 'down' | 'flat';
  /** The market does not trade now. */
  closed?: boolean;
  onPick: (price: string) => void;
};

/** Running totals of a side's amounts from the best level outward. */
function cumulative(levels: DepthLevel[]): string[] {
  const out: string[] = [];
  let running = '0';
  for (const [, amount] of levels) {
    running = sumOf([running, amount]);
    out.push(running);
  }
  return out;
}

export function OrderBook(props: Props) {
  const { depth, failed, onRetry, base, quote, last, trend, onPick, priceDecimals, amountDecimals, closed } = props;
  const { t } = useLingui();
  // Closed with nothing resting (the market maker's quotes go at the close): nothing to wait for.
  if (closed && (!depth || (depth.asks.length === 0 && depth.bids.length === 0))) {
    return (
      <section className="book" aria-label={t`Order book`}>
        <div className="book-state book-closed" data-testid="book-closed">
          <p>
            <strong>
              <Trans>Market closed</Trans>
            </strong>
          </p>
          <p>
            <Trans>The book fills again when the market opens.</Trans>
          </p>
          {last && (
            <p>
              <Trans>Last price</Trans>{' '}
              <span className={trend} data-testid="book-last">
                {groupDigits(padDecimals(last, priceDecimals))}
              </span>
            </p>
          )}
        </div>
      </section>
    );
  }
  if (!depth) {
    return (
      <section className="book" aria-label={t`Order book`}>
        {failed ? (
          <div className="book-state" role="alert">
            <p>
              <Trans>The order book could not be loaded.</Trans>
            </p>
            <button type="button" className="button button-secondary" onClick={onRetry}>
              <Trans>Retry</Trans>
            </button>
          </div>
        ) : (
          <DelayedSpinner delay={200} />
        )}
      </section>
    );
  }
  const asks = depth.asks.slice(0, BOOK_ROWS);
  const bids = depth.bids.slice(0, BOOK_ROWS);
  const askTotals = cumulative(asks);
  const bidTotals = cumulative(bids);
  const deepest = sumOf([askTotals.at(-1) ?? '0', bidTotals.at(-1) ?? '0']);
  const row = (side: 'ask' | 'bid', level: DepthLevel, total: string) => (
    <li key={`${side}${level[0]}`}>
      <button
        type="button"
        className={`book-row ${side}`}
        data-price={level[0]}
        aria-label={side === 'ask' ? t`Sell order at ${level[0]}` : t`Buy order at ${level[0]}`}
        onClick={() => onPick(level[0])}
      >
        <span className="book-bar" style={{ width: `${(shareOf(total, deepest) * 100).toFixed(1)}%` }} />
        <span className={side === 'ask' ? 'down' : 'up'}>{groupDigits(padDecimals(level[0], priceDecimals))}</span>
        <span>{padDecimals(level[1], amountDecimals)}</span>
      </button>
    </li>
  );
  return (
    <section className="book" aria-label={t`Order book`} data-seq={depth.seq}>
      <div className="book-head muted">
        <span>
          <Trans>Price ({quote})</Trans>
        </span>
        <span>
          <Trans>Amount ({base})</Trans>
        </span>
      </div>
      {/* Asks from the farthest down to the best, so the best meets the middle. */}
      <ol className="book-side book-asks" aria-label={t`Asks`}>
        {asks.length === 0 ? (
          <li className="book-empty muted">
            <Trans>No sell orders</Trans>
          </li>
        ) : (
          asks.map((level, i) => row('ask', level, askTotals[i] ?? '0')).reverse()
        )}
      </ol>
      <div className={`book-last ${trend}`} data-testid="book-last">
        {last ? groupDigits(padDecimals(last, priceDecimals)) : '—'}
      </div>
      <ol className="book-side book-bids" aria-label={t`Bids`}>
        {bids.length === 0 ? (
          <li className="book-empty muted">
            <Trans>No buy orders</Trans>
          </li>
        ) : (
          bids.map((level, i) => row('bid', level, bidTotals[i] ?? '0'))
        )}
      </ol>
    </section>
  );
}
