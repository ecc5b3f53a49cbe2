// The 24 h volume in the quote currency (turnover) that quote lists show beside the price, as
// pure values. Candles keep the base volume only, so each hourly candle's turnover is its volume
// at the candle's typical price (high + low + close) / 3 — the usual estimate, close to the
// tick-by-tick sum within an hour. The window is the current hour and the 23 before it, so
// every node computes the same figure from the candles it reads, without the ticks.
import Decimal from 'decimal.js';
import type { Candle } from '../../contract/market';

const HOUR = 3_600_000;
/** Hourly candles in the window: the current one and the 23 before it. */
export const WINDOW_HOURS = 24;

/** One hourly candle's turnover in its quote currency. */
export function candleTurnover(c: Candle): Decimal {
  const typical = new Decimal(c.high).plus(c.low).plus(c.close).div(3);
  return typical.times(c.volume);
}

/** Whether an hourly candle starting at `time` is inside the window that ends in the hour of `now`. */
const inWindow = (time: number, now: number) => time > Math.floor(now / HOUR) * HOUR - WINDOW_HOURS * HOUR;

/**
 * The hourly candles to keep after `candle` arrives: it replaces the one of its hour or joins
 * the others in time order; those out of the window (as of the newest hour held) are dropped.
 */
export function keepHour(hours: readonly Candle[], candle: Candle): Candle[] {
  const rest = hours.filter((h) => h.time !== candle.time);
  const all = [...rest, candle].sort((a, b) => a.time - b.time);
  const newest = all[all.length - 1]?.time ?? candle.time;
  return all.filter((h) => inWindow(h.time, newest));
}

/** The 24 h quote volume at `now`: a decimal string with 2 decimals ("0.00" without trades). */
export function quoteVolume24h(hours: readonly Candle[], now: number): string {
  return hours
    .filter((h) => h.time <= now && inWindow(h.time, now))
    .reduce((sum, h) => sum.plus(candleTurnover(h)), new Decimal(0))
    .toFixed(2, Decimal.ROUND_DOWN);
}
