// The order book ladder: asks above (the best, lowest, nearest the middle), the last price, bids
// below; each side's rows carry a bar of the amount resting up to that level. Tapping a level
// hands its price to the order form. Above the ladder: which sides are shown (both, or one with
// twice the rows) and the price grouping (the pair's tick or 10, 100, 1,000 of them: bids rounded
// down, asks up); both are kept per pair on the device. Under it, the depth chart opens in a sheet.
// A closed market (a stock outside its hours) whose book is empty, or still loading, says so
// instead of a spinner or two empty sides.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DepthLevel, SpotDepth } from '../../../../contract/spot';
import { type BookSide, cumulative, groupLevels, groupSteps, stepDecimals } from '../../../lib/bookDepth';
import { groupDigits } from '../../../lib/format';
import { padDecimals, shareOf, sumOf } from '../../../lib/spot';
import { Sheet } from '../../../ui/Sheet';
import { DelayedSpinner } from '../../../ui/Spinner';
import { DepthChart } from './DepthChart';
import { type BookSides, useBookView } from './useBookView';

/** Levels shown on each side when both are shown. */
export const BOOK_ROWS = 10;
/** Levels shown when one side is: the room of both. */
export const ONE_SIDE_ROWS = 20;

type Props = {
  /** The pair, whose book view (grouping, sides) is kept. */
  symbol: string;
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

export function OrderBook(props: Props) {
  const { symbol, depth, failed, onRetry, base, quote, last, trend, onPick, priceDecimals, amountDecimals, closed } =
    props;
  const { t } = useLingui();
  const [view, setView] = useBookView(symbol, priceDecimals);
  const [depthOpen, setDepthOpen] = useState(false);
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
  const rows = view.sides === 'both' ? BOOK_ROWS : ONE_SIDE_ROWS;
  const decimals = Math.min(priceDecimals, stepDecimals(view.step));
  const asks = groupLevels(depth.asks, view.step, 'ask').slice(0, rows);
  const bids = groupLevels(depth.bids, view.step, 'bid').slice(0, rows);
  const askTotals = cumulative(asks);
  const bidTotals = cumulative(bids);
  const deepest = sumOf([
    view.sides === 'bids' ? '0' : (askTotals.at(-1) ?? '0'),
    view.sides === 'asks' ? '0' : (bidTotals.at(-1) ?? '0'),
  ]);
  const row = (side: BookSide, level: DepthLevel, total: string) => (
    <li key={`${side}${level[0]}`}>
      <button
        type="button"
        className={`book-row ${side}`}
        data-price={level[0]}
        aria-label={side === 'ask' ? t`Sell order at ${level[0]}` : t`Buy order at ${level[0]}`}
        onClick={() => onPick(level[0])}
      >
        <span className="book-bar" style={{ width: `${(shareOf(total, deepest) * 100).toFixed(1)}%` }} />
        <span className={side === 'ask' ? 'down' : 'up'}>{groupDigits(padDecimals(level[0], decimals))}</span>
        <span>{padDecimals(level[1], amountDecimals)}</span>
      </button>
    </li>
  );
  const sideViews: { sides: BookSides; label: string }[] = [
    { sides: 'both', label: t`Buy and sell orders` },
    { sides: 'bids', label: t`Buy orders only` },
    { sides: 'asks', label: t`Sell orders only` },
  ];
  return (
    <section
      className={`book book-view-${view.sides}`}
      aria-label={t`Order book`}
      data-seq={depth.seq}
      data-step={view.step}
    >
      <div className="book-tools">
        <fieldset className="book-sides">
          <legend className="visually-hidden">
            <Trans>Sides shown</Trans>
          </legend>
          {sideViews.map((v) => (
            <button
              key={v.sides}
              type="button"
              aria-pressed={view.sides === v.sides}
              aria-label={v.label}
              title={v.label}
              onClick={() => setView({ sides: v.sides })}
            >
              <SidesIcon sides={v.sides} />
            </button>
          ))}
        </fieldset>
        <select
          className="book-step"
          aria-label={t`Price grouping`}
          value={view.step}
          onChange={(e) => setView({ step: e.target.value })}
        >
          {groupSteps(priceDecimals).map((step) => (
            <option key={step} value={step}>
              {groupDigits(step)}
            </option>
          ))}
        </select>
      </div>
      <div className="book-head muted">
        <span>
          <Trans>Price ({quote})</Trans>
        </span>
        <span>
          <Trans>Amount ({base})</Trans>
        </span>
      </div>
      {/* Asks from the farthest down to the best, so the best meets the middle. */}
      {view.sides !== 'bids' && (
        <ol className="book-side book-asks" aria-label={t`Asks`}>
          {asks.length === 0 ? (
            <li className="book-empty muted">
              <Trans>No sell orders</Trans>
            </li>
          ) : (
            asks.map((level, i) => row('ask', level, askTotals[i] ?? '0')).reverse()
          )}
        </ol>
      )}
      <div className={`book-last ${trend}`} data-testid="book-last">
        {last ? groupDigits(padDecimals(last, priceDecimals)) : '—'}
      </div>
      {view.sides !== 'asks' && (
        <ol className="book-side book-bids" aria-label={t`Bids`}>
          {bids.length === 0 ? (
            <li className="book-empty muted">
              <Trans>No buy orders</Trans>
            </li>
          ) : (
            bids.map((level, i) => row('bid', level, bidTotals[i] ?? '0'))
          )}
        </ol>
      )}
      <button type="button" className="book-depth-button" onClick={() => setDepthOpen(true)}>
        <Trans>Depth chart</Trans>
      </button>
      <Sheet open={depthOpen} title={t`Depth chart ${symbol}`} onClose={() => setDepthOpen(false)}>
        <DepthChart depth={depth} base={base} priceDecimals={priceDecimals} amountDecimals={amountDecimals} />
      </Sheet>
    </section>
  );
}

/** A small ladder: red rows over green (both), or all of one colour (that side only). */
function SidesIcon({ sides }: { sides: BookSides }) {
  const colour = (row: number) =>
    sides === 'bids' ? 'var(--up)' : sides === 'asks' ? 'var(--down)' : row < 2 ? 'var(--down)' : 'var(--up)';
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      {[0, 1, 2, 3].map((row) => (
        <rect key={row} x="2" y={2 + row * 3.3} width="12" height="2.2" rx="0.5" fill={colour(row)} />
      ))}
    </svg>
  );
}
