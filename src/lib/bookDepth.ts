// The order book's grouping and depth, on decimal strings (amounts are summed exactly): the
// grouping steps a pair offers (its price tick and 10, 100 and 1,000 of them), a side's levels
// merged onto a step (bids rounded down and asks up, so a grouped level never promises a better
// price than the orders in it), and each side's running totals from the best level outward,
// which the ladder's bars and the depth chart draw.
import Decimal from 'decimal.js';
import type { DepthLevel } from '../../contract/spot';

const D = Decimal.clone({ precision: 60 });

export type BookSide = 'bid' | 'ask';

/** How many grouping steps a pair offers: its tick and three coarser ones. */
export const GROUP_STEPS = 4;

/** The decimals of a step: '0.01' → 2, '10' → 0. */
export const stepDecimals = (step: string) => Math.max(0, new D(step).decimalPlaces());

/** The grouping steps for a pair's price decimals, finest first: 2 → 0.01, 0.1, 1, 10. */
export function groupSteps(priceDecimals: number, count = GROUP_STEPS): string[] {
  return Array.from({ length: count }, (_, i) => {
    const step = new D(10).pow(i - priceDecimals);
    return step.toFixed(Math.max(0, priceDecimals - i));
  });
}

/**
 * A side's levels (best first) merged onto multiples of `step`: bids down, asks up; the amounts
 * of the levels that meet are summed. Prices come back as the server writes them (no trailing
 * zeros), best first.
 */
export function groupLevels(levels: readonly DepthLevel[], step: string, side: BookSide): DepthLevel[] {
  const size = new D(step);
  if (!size.gt(0)) return [...levels];
  const rounding = side === 'bid' ? Decimal.ROUND_FLOOR : Decimal.ROUND_CEIL;
  const sums = new Map<string, Decimal>();
  for (const [price, amount] of levels) {
    const grouped = new D(price).div(size).toDecimalPlaces(0, rounding).times(size).toFixed();
    sums.set(grouped, (sums.get(grouped) ?? new D(0)).plus(amount));
  }
  const out: DepthLevel[] = [...sums].map(([price, amount]) => [price, amount.toFixed()]);
  // Best first: bids from the highest price, asks from the lowest.
  return out.sort((a, b) => (side === 'bid' ? new D(b[0]).cmp(a[0]) : new D(a[0]).cmp(b[0])));
}

/** Running totals of a side's amounts from the best level outward. */
export function cumulative(levels: readonly DepthLevel[]): string[] {
  let running = new D(0);
  return levels.map(([, amount]) => {
    running = running.plus(amount);
    return running.toFixed();
  });
}

/** One step of the depth chart: at this price, this much rests from the best level to here. */
export type DepthPoint = { price: string; total: string };

export type DepthCurve = {
  bids: DepthPoint[];
  asks: DepthPoint[];
  /** Halfway between the best bid and the best ask; null while a side is empty. */
  mid: string | null;
  /** The larger side's whole amount (the chart's height). */
  most: string;
};

/** Both sides' running totals from the best level outward, with the mid price between them. */
export function depthCurve(bids: readonly DepthLevel[], asks: readonly DepthLevel[]): DepthCurve {
  const side = (levels: readonly DepthLevel[]) => {
    const totals = cumulative(levels);
    return levels.map(([price], i) => ({ price, total: totals[i] ?? '0' }));
  };
  const b = side(bids);
  const a = side(asks);
  const bestBid = bids[0]?.[0];
  const bestAsk = asks[0]?.[0];
  const mid = bestBid && bestAsk ? new D(bestBid).plus(bestAsk).div(2).toFixed() : null;
  const most = D.max(b.at(-1)?.total ?? 0, a.at(-1)?.total ?? 0).toFixed();
  return { bids: b, asks: a, mid, most };
}
