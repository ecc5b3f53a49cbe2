// The rules of copy trading, pure and exact (issue 36): how a follow's number is read, how many lots
// a copy takes, when a follow's stops are reached, the daily profit share above a high-water mark,
// and a trader's statistics from their closed positions. The server settles by these and the
// follow screen shows the same figures before the user confirms.
import Decimal from 'decimal.js';
import { type FollowMode, MAX_PROFIT_SHARE, type StatWindow, type TraderStats } from './copy';

const D = Decimal.clone({ precision: 60 });
const SCALE = 8;
const fixed = (d: Decimal, rounding: Decimal.Rounding) => d.toDecimalPlaces(SCALE, rounding).toFixed();

/** The most a fixed multiple may be, and the most lots a fixed-lots follow may copy. */
export const MAX_MULTIPLE = 100;
export const MAX_LOTS = 10_000;

export type NumberProblem = 'multiple_low' | 'multiple_high' | 'lots_whole' | 'lots_low' | 'lots_high';

/**
 * The follow's number as it will be kept: rounded to 2 decimals (spec §9), then checked. A fixed
 * multiple is at least 1 (spec: proportional above 1); fixed lots are whole contract lots.
 */
export function readNumber(mode: FollowMode, value: string): { number: string } | { problem: NumberProblem } {
  const n = new D(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (mode === 1) {
    if (n.lt(1)) return { problem: 'multiple_low' };
    if (n.gt(MAX_MULTIPLE)) return { problem: 'multiple_high' };
    return { number: n.toFixed() };
  }
  if (!n.isInteger()) return { problem: 'lots_whole' };
  if (n.lt(1)) return { problem: 'lots_low' };
  if (n.gt(MAX_LOTS)) return { problem: 'lots_high' };
  return { number: n.toFixed() };
}

/** A copy's lots: the trader's × the multiple rounded down to whole lots, or the fixed lots. */
export function copyLots(mode: FollowMode, number: string, traderLots: number): number {
  if (mode === 2) return Number(number);
  return new D(traderLots).times(number).floor().toNumber();
}

/** A percentage typed by the user ('20' = 20 %): positive, at most 1000 and 2 decimals; '' for none. */
export function readPercent(value: string): string | null | 'bad' {
  if (value === '') return null;
  const n = new D(value);
  if (n.lte(0) || n.gt(1000) || n.decimalPlaces() > 2) return 'bad';
  return n.toFixed();
}

/** A profit share typed as a fraction ('0.1' = 10 %): 0 to MAX_PROFIT_SHARE, 4 decimals at most. */
export function readShare(value: string): string | null {
  const n = new D(value);
  if (n.lt(0) || n.gt(MAX_PROFIT_SHARE) || n.decimalPlaces() > 4) return null;
  return n.toFixed();
}

/**
 * Whether a follow's open copies reach its stops: their combined P&L against their combined
 * margin, in per cent. `stop_loss` '20' stops at −20 %, `take_profit` '50' at +50 %.
 */
export function stopReached(
  pnl: string,
  margin: string,
  stops: { stop_loss: string | null; take_profit: string | null },
): 'stop_loss' | 'take_profit' | null {
  const m = new D(margin);
  if (m.lte(0)) return null;
  const percent = new D(pnl).div(m).times(100);
  if (stops.stop_loss !== null && percent.lte(new D(stops.stop_loss).neg())) return 'stop_loss';
  if (stops.take_profit !== null && percent.gte(stops.take_profit)) return 'take_profit';
  return null;
}

/**
 * The day's profit share: of the net copy profit to date above the high-water mark, the rate,
 * rounded down (the follower's favour). The mark rises to the profit to date whenever it is
 * above it, so a profit is shared once and a loss must be earned back before anything is owed.
 */
export function profitShare(netProfit: string, highWaterMark: string, rate: string) {
  const net = new D(netProfit);
  const mark = new D(highWaterMark);
  if (net.lte(mark)) return { amount: '0', mark: mark.toFixed() };
  return { amount: fixed(net.minus(mark).times(rate), Decimal.ROUND_DOWN), mark: net.toFixed() };
}

/** A closed position as the statistics read it: net P&L and the margin it held, when it closed. */
export type ClosedResult = { net: string; margin: string; closed_at: number };

/** A trader's statistics over one window, from their closed positions in it (oldest first). */
export function statsOf(window: StatWindow, closed: readonly ClosedResult[]): TraderStats {
  let total = new D(0);
  let margin = new D(0);
  let wins = 0;
  let peak = new D(0);
  let drawdown = new D(0);
  for (const c of closed) {
    total = total.plus(c.net);
    margin = margin.plus(c.margin);
    if (new D(c.net).gt(0)) wins += 1;
    if (total.gt(peak)) peak = total;
    if (peak.minus(total).gt(drawdown)) drawdown = peak.minus(total);
  }
  const ratio = (x: Decimal) =>
    margin.isZero() ? null : x.div(margin).toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed();
  return {
    window,
    total_profits: fixed(total, Decimal.ROUND_DOWN),
    closed_count: closed.length,
    profit_count: wins,
    correct_rate: closed.length
      ? new D(wins).div(closed.length).toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed()
      : null,
    roi: ratio(total),
    max_drawdown: fixed(drawdown, Decimal.ROUND_DOWN),
    max_drawdown_rate: ratio(drawdown),
  };
}
