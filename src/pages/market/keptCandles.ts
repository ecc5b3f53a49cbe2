// The candles the chart page keeps on the device (Dexie table `keptCandles`), so a chart opened
// offline draws the last ones it showed, with their age, instead of an error. Bounded: the newest
// KEPT_CANDLES of each instrument and period, for the KEPT_CHARTS charts looked at last.
import type { Candle, Period } from '../../../contract/market';
import { db as appDb, type KeptCandles, type KestrelDb } from '../../db/db';

/** Candles kept per chart: a phone screen's worth with the longest average (MA 99) defined. */
export const KEPT_CANDLES = 300;
/** Charts (instrument × period) kept; the one looked at longest ago goes first. */
export const KEPT_CHARTS = 12;

/** Keeps the newest candles of a chart as current at `keptAt`, and forgets charts beyond the bound. */
export async function keepCandles(
  symbol: string,
  period: Period,
  candles: readonly Candle[],
  keptAt = Date.now(),
  db: KestrelDb = appDb,
): Promise<void> {
  if (candles.length === 0) return;
  await db.transaction('rw', db.keptCandles, async () => {
    await db.keptCandles.put({ symbol, period, candles: candles.slice(-KEPT_CANDLES), keptAt });
    const stale = await db.keptCandles.orderBy('keptAt').reverse().offset(KEPT_CHARTS).primaryKeys();
    if (stale.length) await db.keptCandles.bulkDelete(stale);
  });
}

/** The kept candles of a chart, or undefined when none are (or the database cannot be read). */
export async function keptCandles(
  symbol: string,
  period: Period,
  db: KestrelDb = appDb,
): Promise<KeptCandles | undefined> {
  try {
    return await db.keptCandles.get([symbol, period]);
  } catch {
    return undefined;
  }
}
