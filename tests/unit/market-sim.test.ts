// The simulated market: reproducible from its key and unknowable without it, each tick a fresh
// step from the one before, trading only in its hours, candles bucketed by period.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PERIODS } from '../../contract/market';
import { backfill } from '../../server/market/backfill';
import { applyTick, bucketStart, changePercent, nextBucket } from '../../server/market/candles';
import { SimulatedFeed } from '../../server/market/feed';
import { INSTRUMENTS, instrumentBySymbol } from '../../server/market/instruments';
import { type Draw, type MarketRandom, makeMarketRandom } from '../../server/market/randomness';
import { isTrading, priceString, step } from '../../server/market/sim';

const BTC = instrumentBySymbol('BTC/USDT');
const AAPL = instrumentBySymbol('AAPL/USD');
if (!BTC || !AAPL) throw new Error('instruments missing');
const T0 = Date.UTC(2026, 10, 23, 15, 0, 0); // a Monday, 15:00 UTC
const keyed = (n: number) => makeMarketRandom(Buffer.alloc(16, n));

describe('instruments', () => {
  it('cover every home category with unique ids and symbols and 2–4 decimals', () => {
    const classes = new Set(INSTRUMENTS.map((i) => i.class));
    expect([...classes].sort()).toEqual(['crypto', 'forex', 'futures', 'index', 'metal', 'oil', 'stock']);
    expect(new Set(INSTRUMENTS.map((i) => i.id)).size).toBe(INSTRUMENTS.length);
    expect(new Set(INSTRUMENTS.map((i) => i.symbol)).size).toBe(INSTRUMENTS.length);
    expect(INSTRUMENTS.filter((i) => i.class === 'crypto').length).toBeGreaterThanOrEqual(20);
    for (const i of INSTRUMENTS) expect(i.precision).toBeGreaterThanOrEqual(2);
    for (const i of INSTRUMENTS) expect(i.precision).toBeLessThanOrEqual(4);
  });

  it('are found by BTC/USDT, BTCUSDT or btc_usdt', () => {
    expect(instrumentBySymbol('BTCUSDT')?.id).toBe(BTC.id);
    expect(instrumentBySymbol('btc_usdt')?.id).toBe(BTC.id);
    expect(instrumentBySymbol('NOPE/USDT')).toBeUndefined();
  });
});

describe('the simulated walk', () => {
  const walk = (random: MarketRandom) => {
    let x = Math.log(95000);
    for (let m = 0; m < 500; m++) x = step(x, BTC, random.draw(BTC.id, 'minute', m));
    return priceString(x, BTC);
  };

  it('is the same for the same key and differs for another', () => {
    expect(walk(keyed(7))).toBe(walk(keyed(7)));
    expect(walk(keyed(7))).not.toBe(walk(keyed(8)));
  });

  it('walks differently in two deployments, each with its own random key', () => {
    expect(walk(makeMarketRandom(randomBytes(32)))).not.toBe(walk(makeMarketRandom(randomBytes(32))));
    expect(() => makeMarketRandom(randomBytes(8))).toThrow(/128 bits/);
  });

  it('produces the same ticks for the same key and times', () => {
    const run = () => {
      const feed = new SimulatedFeed([BTC], keyed(42), new Map());
      return [0, 2000, 4000, 58_000].map((dt) => feed.poll(T0 + dt)[0]?.price);
    };
    expect(run()).toEqual(run());
  });

  it('fixes no tick before its time: changing the later draws leaves every earlier tick as it was', () => {
    // The audit's attack read a minute's close from the code before the minute ran. Each tick now
    // steps from the one before with its own draw, so what is known at a tick says nothing more.
    const LATE = Math.floor((T0 + 40_000) / 2000);
    const altered = (random: MarketRandom): MarketRandom => ({
      draw: (id, stream, index) => {
        const d = random.draw(id, stream, index);
        return index >= LATE ? ([1 - d[0], d[1], d[2]] as Draw) : d;
      },
    });
    const ticks = (random: MarketRandom) => {
      const feed = new SimulatedFeed([BTC], random, new Map());
      const prices: string[] = [];
      for (let dt = 0; dt < 60_000; dt += 2000) prices.push(feed.poll(T0 + dt)[0]?.price ?? '');
      return prices;
    };
    const plain = ticks(keyed(5));
    const changed = ticks(altered(keyed(5)));
    expect(changed.slice(0, 20)).toEqual(plain.slice(0, 20));
    expect(changed.at(-1)).not.toBe(plain.at(-1));
  });

  it('gives each instrument at most one tick per slot', () => {
    const feed = new SimulatedFeed(INSTRUMENTS, keyed(1), new Map());
    const first = feed.poll(T0);
    expect(feed.poll(T0 + 500)).toEqual([]);
    expect(new Set(first.map((t) => t.instrumentId)).size).toBe(first.length);
  });

  it('keeps its prices positive and near the reference over a simulated year', () => {
    const random = keyed(3);
    let x = Math.log(Number(BTC.reference));
    for (let m = 0; m < 365 * 24 * 60; m += 1) x = step(x, BTC, random.draw(BTC.id, 'minute', m));
    const price = Number(priceString(x, BTC));
    expect(price).toBeGreaterThan(Number(BTC.reference) / 10);
    expect(price).toBeLessThan(Number(BTC.reference) * 10);
  });
});

describe('trading hours (UTC)', () => {
  it('never close for crypto', () => {
    expect(isTrading('crypto', Date.UTC(2026, 10, 22, 3))).toBe(true); // Sunday night
  });
  it('open US stocks 14:30–21:00 on weekdays only', () => {
    expect(isTrading('stock', Date.UTC(2026, 10, 23, 14, 29))).toBe(false);
    expect(isTrading('stock', Date.UTC(2026, 10, 23, 14, 30))).toBe(true);
    expect(isTrading('stock', Date.UTC(2026, 10, 23, 20, 59))).toBe(true);
    expect(isTrading('stock', Date.UTC(2026, 10, 23, 21, 0))).toBe(false);
    expect(isTrading('stock', Date.UTC(2026, 10, 21, 15))).toBe(false); // Saturday
  });
  it('run forex from Sunday 22:00 to Friday 22:00', () => {
    expect(isTrading('forex', Date.UTC(2026, 10, 22, 21, 59))).toBe(false);
    expect(isTrading('forex', Date.UTC(2026, 10, 22, 22, 0))).toBe(true);
    expect(isTrading('forex', Date.UTC(2026, 10, 27, 21, 59))).toBe(true);
    expect(isTrading('forex', Date.UTC(2026, 10, 27, 22, 0))).toBe(false);
  });
  it('pause oil, metals, indices and futures 22:00–23:00', () => {
    expect(isTrading('metal', Date.UTC(2026, 10, 24, 22, 30))).toBe(false);
    expect(isTrading('metal', Date.UTC(2026, 10, 24, 23, 0))).toBe(true);
  });
  it('leave a closed market with no ticks', () => {
    const feed = new SimulatedFeed([AAPL], keyed(1), new Map());
    expect(feed.poll(Date.UTC(2026, 10, 21, 15))).toEqual([]);
  });
});

describe('candles', () => {
  it('bucket times by period: minutes, hours, Monday weeks, calendar months', () => {
    const t = Date.UTC(2026, 10, 26, 13, 47, 12); // Thursday
    expect(bucketStart(t, '1m')).toBe(Date.UTC(2026, 10, 26, 13, 47));
    expect(bucketStart(t, '15m')).toBe(Date.UTC(2026, 10, 26, 13, 45));
    expect(bucketStart(t, '4h')).toBe(Date.UTC(2026, 10, 26, 12));
    expect(bucketStart(t, '1d')).toBe(Date.UTC(2026, 10, 26));
    expect(bucketStart(t, '1w')).toBe(Date.UTC(2026, 10, 23));
    expect(bucketStart(t, '1M')).toBe(Date.UTC(2026, 10, 1));
    expect(nextBucket(Date.UTC(2026, 11, 1), '1M')).toBe(Date.UTC(2027, 0, 1));
  });

  it('take open, high, low, close and summed volume from ticks', () => {
    let c = applyTick(undefined, '100.00', '1.5', T0, '1h');
    c = applyTick(c, '101.50', '0.25', T0 + 1000, '1h');
    c = applyTick(c, '99.10', '2', T0 + 2000, '1h');
    c = applyTick(c, '100.20', '0.1', T0 + 3000, '1h');
    expect(c).toEqual({ time: T0, open: '100.00', high: '101.50', low: '99.10', close: '100.20', volume: '3.85' });
    const next = applyTick(c, '100.30', '1', T0 + 3_600_000, '1h');
    expect(next.time).toBe(T0 + 3_600_000);
    expect(next.open).toBe('100.30');
  });

  it('show change in percent with two decimals', () => {
    expect(changePercent('101', '100')).toBe('1.00');
    expect(changePercent('99.5', '100')).toBe('-0.50');
    expect(changePercent('5', '0')).toBe('0.00');
  });

  it('are backfilled consistently: each hour holds its minutes and follows the walk', () => {
    const to = Date.UTC(2026, 10, 23, 12);
    const { rows, walk } = backfill(BTC, keyed(9), to - 2 * 3_600_000, to, undefined, PERIODS);
    const minutes = rows.filter((r) => r.period === '1m' && r.time >= to - 3_600_000);
    const hour = rows.find((r) => r.period === '1h' && r.time === to - 3_600_000);
    expect(minutes).toHaveLength(60);
    expect(hour?.open).toBe(minutes[0]?.open);
    expect(hour?.close).toBe(minutes.at(-1)?.close);
    expect(Number(hour?.high)).toBe(Math.max(...minutes.map((m) => Number(m.high))));
    expect(priceString(walk.x, BTC)).toBe(minutes.at(-1)?.close);
    expect(backfill(BTC, keyed(9), to - 2 * 3_600_000, to, undefined, PERIODS).rows).toEqual(rows);
  });
});
