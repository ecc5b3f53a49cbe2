// History for a fresh or long-stopped market: the simulated walk run over past minutes and
// summed into candles, so charts show months of data from the first start. Minute, 5-minute and
// 15/30-minute candles are kept for the recent past only; hourly and longer for the whole span.
// This runs over every minute of months for every instrument, so it works on plain numbers
// (prices already rounded to the instrument's decimals, volumes in 1/10 000 units) and turns
// them into decimal strings only for the candles it keeps.
import type { Candle, Period } from '../../contract/market';
import { bucketStart, nextBucket } from './candles';
import type { WalkState } from './feed';
import type { Instrument } from './instruments';
import type { MarketRandom } from './randomness';
import { isTrading, MINUTE_MS, roundedPrice, step, tickSize } from './sim';

const DAY = 86_400_000;

/** How far back each period is backfilled. */
export const BACKFILL_KEEP: Record<Period, number> = {
  '1m': DAY,
  '5m': 3 * DAY,
  '15m': 14 * DAY,
  '30m': 14 * DAY,
  '1h': Number.POSITIVE_INFINITY,
  '4h': Number.POSITIVE_INFINITY,
  '1d': Number.POSITIVE_INFINITY,
  '1w': Number.POSITIVE_INFINITY,
  '1M': Number.POSITIVE_INFINITY,
};

export type CandleRow = Candle & { instrumentId: number; period: Period };

type Acc = { time: number; end: number; open: number; high: number; low: number; close: number; vol: number };

const VOLUME_UNIT = 10_000;

/** Before the finest kept period's window, the walk moves 15 minutes at a time. */
const COARSE_MINUTES = 15;

function fromCandle(c: Candle, period: Period): Acc {
  return {
    time: c.time,
    end: nextBucket(c.time, period),
    open: Number(c.open),
    high: Number(c.high),
    low: Number(c.low),
    close: Number(c.close),
    vol: Math.round(Number(c.volume) * VOLUME_UNIT),
  };
}

/**
 * Runs `inst`'s walk over the minutes [fromMs, toMs) from `walk` (or the reference price) and
 * returns the candles of every period that fall within their keep window, and the walk's end.
 */
export function backfill(
  inst: Instrument,
  random: MarketRandom,
  fromMs: number,
  toMs: number,
  walk: WalkState | undefined,
  periods: readonly Period[],
  /** Candles already open at `fromMs` (after downtime), so they are continued, not replaced. */
  open: Map<Period, Candle> = new Map(),
): { rows: CandleRow[]; walk: WalkState } {
  const first = Math.floor(fromMs / MINUTE_MS);
  const last = Math.floor(toMs / MINUTE_MS);
  const reference = Math.log(Number(inst.reference));
  const start = walk ?? { minute: first - 1, x: reference };
  let x = start.x;
  let xPrev = x;
  const p = inst.precision;
  const rows: CandleRow[] = [];
  const accs = periods.map((period) => {
    const c = open.get(period);
    return { period, acc: c ? fromCandle(c, period) : null };
  });
  const flush = (period: Period, a: Acc) => {
    if (toMs - a.time > BACKFILL_KEEP[period]) return;
    rows.push({
      instrumentId: inst.id,
      period,
      time: a.time,
      open: a.open.toFixed(p),
      high: a.high.toFixed(p),
      low: a.low.toFixed(p),
      close: a.close.toFixed(p),
      volume: (a.vol / VOLUME_UNIT).toFixed(4),
    });
  };

  const fineFrom =
    toMs - Math.max(...periods.map((period) => (Number.isFinite(BACKFILL_KEEP[period]) ? BACKFILL_KEEP[period] : 0)));
  for (let m = Math.max(first, start.minute + 1); m < last; ) {
    const t = m * MINUTE_MS;
    const coarse = t < fineFrom && m % COARSE_MINUTES === 0 && m + COARSE_MINUTES <= last;
    const span = coarse ? COARSE_MINUTES : 1;
    m += span;
    if (!isTrading(inst.class, t)) continue;
    xPrev = x;
    const d = random.draw(inst.id, 'minute', m - span);
    x = step(x, inst, d, span);
    const o = roundedPrice(xPrev, inst);
    const c = roundedPrice(x, inst);
    const hi = Math.max(o, c);
    const lo = Math.min(o, c);
    const vol = Math.round(tickSize(inst, d) * 20 * span * VOLUME_UNIT);
    for (const slot of accs) {
      const a = slot.acc;
      if (a && t < a.end) {
        if (hi > a.high) a.high = hi;
        if (lo < a.low) a.low = lo;
        a.close = c;
        a.vol += vol;
        continue;
      }
      if (a) flush(slot.period, a);
      const time = bucketStart(t, slot.period);
      slot.acc = { time, end: nextBucket(time, slot.period), open: o, high: hi, low: lo, close: c, vol };
    }
  }
  // The candles still open at `toMs` are written too; the live feed continues them.
  for (const slot of accs) if (slot.acc) flush(slot.period, slot.acc);
  return { rows, walk: { minute: last - 1, x } };
}
