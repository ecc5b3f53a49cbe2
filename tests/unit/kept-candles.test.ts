// The candles kept for the chart page offline (src/pages/market/keptCandles.ts): the newest ones of
// each chart with the time they were current, and only for the charts looked at last.
import { afterEach, describe, expect, it } from 'vitest';
import type { Candle } from '../../contract/market';
import { KestrelDb } from '../../src/db/db';
import { KEPT_CANDLES, KEPT_CHARTS, keepCandles, keptCandles } from '../../src/pages/market/keptCandles';

let n = 0;
const dbs: KestrelDb[] = [];
const open = () => {
  const db = new KestrelDb(`kestrel-kept-${++n}`);
  dbs.push(db);
  return db;
};
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

const candles = (count: number): Candle[] =>
  Array.from({ length: count }, (_, i) => ({
    time: i * 60_000,
    open: '1',
    high: '2',
    low: '0.5',
    close: String(i),
    volume: '3',
  }));

describe('kept candles', () => {
  it('keeps the newest candles of a chart with when they were current', async () => {
    const db = open();
    await keepCandles('BTC/USDT', '15m', candles(KEPT_CANDLES + 50), 1_000, db);
    const kept = await keptCandles('BTC/USDT', '15m', db);
    expect(kept?.keptAt).toBe(1_000);
    expect(kept?.candles).toHaveLength(KEPT_CANDLES);
    expect(kept?.candles.at(-1)?.close).toBe(String(KEPT_CANDLES + 49));
    // Another period of the same instrument is another chart.
    expect(await keptCandles('BTC/USDT', '1h', db)).toBeUndefined();
  });

  it('replaces a chart kept before, and keeps nothing for an empty history', async () => {
    const db = open();
    await keepCandles('ETH/USDT', '1m', candles(5), 1, db);
    await keepCandles('ETH/USDT', '1m', candles(7), 2, db);
    await keepCandles('ETH/USDT', '1m', [], 3, db);
    const kept = await keptCandles('ETH/USDT', '1m', db);
    expect(kept?.candles).toHaveLength(7);
    expect(kept?.keptAt).toBe(2);
    expect(await db.keptCandles.count()).toBe(1);
  });

  it('forgets the charts looked at longest ago beyond the bound', async () => {
    const db = open();
    for (let i = 0; i < KEPT_CHARTS + 3; i++) await keepCandles(`C${i}/USDT`, '15m', candles(2), i, db);
    expect(await db.keptCandles.count()).toBe(KEPT_CHARTS);
    expect(await keptCandles('C0/USDT', '15m', db)).toBeUndefined();
    expect(await keptCandles('C2/USDT', '15m', db)).toBeUndefined();
    expect(await keptCandles('C3/USDT', '15m', db)).toBeDefined();
  });
});
