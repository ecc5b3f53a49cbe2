// Candles (klines) as pure values: which bucket a time falls in for each period, and how a tick
// changes a candle. Weeks start on Monday, months on the 1st, both in UTC.
import Decimal from 'decimal.js';
import type { Candle, Period } from '../../contract/market';

const FIXED: Partial<Record<Period, number>> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
};

/** Start of the candle that contains `ms`. */
export function bucketStart(ms: number, period: Period): number {
  const fixed = FIXED[period];
  if (fixed) return Math.floor(ms / fixed) * fixed;
  const d = new Date(ms);
  if (period === '1w') {
    const day = (d.getUTCDay() + 6) % 7; // Monday = 0
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day);
  }
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** Start of the candle after the one starting at `start`. */
export function nextBucket(start: number, period: Period): number {
  const fixed = FIXED[period];
  if (fixed) return start + fixed;
  if (period === '1w') return start + 7 * 86_400_000;
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** A typical candle length, for default ranges. */
export function periodMs(period: Period): number {
  return FIXED[period] ?? (period === '1w' ? 7 * 86_400_000 : 30 * 86_400_000);
}

/** The candle after a trade at `price` of `volume` (decimal strings) at `time`. */
export function applyTick(
  candle: Candle | undefined,
  price: string,
  volume: string,
  time: number,
  period: Period,
): Candle {
  const start = bucketStart(time, period);
  if (!candle || candle.time !== start) {
    return { time: start, open: price, high: price, low: price, close: price, volume };
  }
  const p = Number(price);
  return {
    time: start,
    open: candle.open,
    high: p > Number(candle.high) ? price : candle.high,
    low: p < Number(candle.low) ? price : candle.low,
    close: price,
    volume: new Decimal(candle.volume).plus(volume).toString(),
  };
}

/** Change of `price` against `open` in percent, 2 decimals ("1.25", "-0.40", "0.00"). */
export function changePercent(price: string, open: string): string {
  const o = new Decimal(open);
  if (o.isZero()) return '0.00';
  return new Decimal(price).minus(o).div(o).times(100).toFixed(2);
}
