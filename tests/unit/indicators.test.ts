// The chart page's indicators (src/lib/indicators.ts): each lines up with the candles, is null
// until it has enough values, and matches values worked out by hand.
import { describe, expect, it } from 'vitest';
import { bollinger, ema, kdj, macd, rsi, sma } from '../../src/lib/indicators';

describe('moving averages', () => {
  it('averages the last n closes, from the nth candle on', () => {
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    expect(sma([1, 2], 3)).toEqual([null, null]);
    expect(sma([], 7)).toEqual([]);
  });

  it('MA 7, 25 and 99 of a flat price are that price once defined', () => {
    const flat = new Array(120).fill(10);
    for (const n of [7, 25, 99]) {
      const line = sma(flat, n);
      expect(line.filter((v) => v === null)).toHaveLength(n - 1);
      expect(line.at(-1)).toBe(10);
    }
  });

  it('the EMA starts from the simple average and weighs the newest close by 2 / (n + 1)', () => {
    expect(ema([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    expect(ema([1, 2], 3)).toEqual([null, null]);
  });

  it('the EMA 2 (k = 2/3) of 10, 11, 12, 11, 13 by hand: 10.5, 11.5, 67/6, 223/18', () => {
    const line = ema([10, 11, 12, 11, 13], 2);
    expect(line[0]).toBeNull();
    expect(line[1]).toBeCloseTo(10.5, 12);
    expect(line[2]).toBeCloseTo(11.5, 12);
    expect(line[3]).toBeCloseTo(67 / 6, 12);
    expect(line[4]).toBeCloseTo(223 / 18, 12);
  });
});

describe('Bollinger bands', () => {
  it('are the average with two population standard deviations either side', () => {
    const [a, b, c, d, e] = bollinger([1, 2, 3, 4, 5], 5, 2);
    expect([a, b, c, d]).toEqual([null, null, null, null]);
    expect(e?.middle).toBe(3);
    expect(e?.upper).toBeCloseTo(3 + 2 * Math.SQRT2, 12);
    expect(e?.lower).toBeCloseTo(3 - 2 * Math.SQRT2, 12);
  });

  it('close onto the average when the price does not move (20, 2 by default)', () => {
    const bands = bollinger(new Array(25).fill(7));
    expect(bands.findIndex((b) => b !== null)).toBe(19);
    expect(bands.at(-1)).toEqual({ middle: 7, upper: 7, lower: 7 });
  });
});

describe('MACD', () => {
  it('is the fast EMA minus the slow one, with its signal EMA and the histogram between', () => {
    const points = macd([1, 2, 3, 4, 5, 6], 2, 3, 2);
    expect(points.slice(0, 2)).toEqual([null, null]);
    // EMA2 runs 2.5, 3.5, 4.5, 5.5 and EMA3 2, 3, 4, 5 from the third close: MACD 0.5 throughout.
    expect(points[2]).toEqual({ macd: 0.5, signal: null, histogram: null });
    for (const p of points.slice(3)) {
      expect(p?.macd).toBeCloseTo(0.5, 12);
      expect(p?.signal).toBeCloseTo(0.5, 12);
      expect(p?.histogram).toBeCloseTo(0, 12);
    }
  });

  it('(12, 26, 9): the line from the 26th close, the signal from the 34th', () => {
    const closes = Array.from({ length: 60 }, (_, i) => 100 + Math.sin(i / 3) * 5);
    const points = macd(closes);
    expect(points.findIndex((p) => p !== null)).toBe(25);
    expect(points.findIndex((p) => p?.signal != null)).toBe(33);
    const last = points.at(-1);
    expect(last?.histogram).toBeCloseTo((last?.macd ?? 0) - (last?.signal ?? 0), 12);
  });

  it('is positive while prices rise and negative while they fall', () => {
    const up = Array.from({ length: 50 }, (_, i) => 100 + i);
    const down = Array.from({ length: 50 }, (_, i) => 100 - i);
    expect(macd(up).at(-1)?.macd).toBeGreaterThan(0);
    expect(macd(down).at(-1)?.macd).toBeLessThan(0);
  });
});

describe('RSI (Wilder)', () => {
  it('RSI 3 of 10, 11, 10, 12, 13, 12 by hand: 75, 900/11, 1800/31', () => {
    // Changes +1 −1 +2 +1 −1. First averages: gain 3/3 = 1, loss 1/3 → RS 3 → 75.
    // Then gain (1·2 + 1)/3 = 1, loss (1/3·2 + 0)/3 = 2/9 → RS 4.5 → 100 − 100/5.5.
    // Then gain (1·2 + 0)/3 = 2/3, loss (2/9·2 + 1)/3 = 13/27 → RS 18/13 → 1800/31.
    const line = rsi([10, 11, 10, 12, 13, 12], 3);
    expect(line.slice(0, 3)).toEqual([null, null, null]);
    expect(line[3]).toBeCloseTo(75, 12);
    expect(line[4]).toBeCloseTo(900 / 11, 12);
    expect(line[5]).toBeCloseTo(1800 / 31, 12);
  });

  it('is 100 when nothing fell, 50 when nothing moved, and starts at the 15th close for 14', () => {
    const rising = Array.from({ length: 20 }, (_, i) => 100 + i);
    expect(rsi(rising).at(-1)).toBe(100);
    expect(rsi(new Array(20).fill(7)).at(-1)).toBe(50);
    expect(rsi(rising).findIndex((v) => v !== null)).toBe(14);
    expect(rsi(rising.slice(0, 14))).toEqual(new Array(14).fill(null));
  });

  it('stays between 0 and 100', () => {
    const wiggle = Array.from({ length: 200 }, (_, i) => 100 + Math.sin(i) * 5 + i * 0.1);
    for (const v of rsi(wiggle)) if (v !== null) expect(v >= 0 && v <= 100).toBe(true);
  });
});

describe('KDJ', () => {
  it('KDJ (3, 3, 3) by hand: K and D from 50, J = 3K − 2D', () => {
    const highs = [10, 11, 12, 12];
    const lows = [8, 9, 9, 10];
    const closes = [9, 10, 11, 10];
    const line = kdj(highs, lows, closes, 3, 3, 3);
    expect(line.slice(0, 2)).toEqual([null, null]);
    // Range 8–12, close 11: RSV 75; K = (2·50 + 75)/3; D = (2·50 + K)/3.
    expect(line[2]?.k).toBeCloseTo(175 / 3, 12);
    expect(line[2]?.d).toBeCloseTo(475 / 9, 12);
    expect(line[2]?.j).toBeCloseTo(625 / 9, 12);
    // Range 9–12, close 10: RSV 100/3; K = (2·175/3 + 100/3)/3 = 50; D = (2·475/9 + 50)/3.
    expect(line[3]?.k).toBeCloseTo(50, 12);
    expect(line[3]?.d).toBeCloseTo(1400 / 27, 12);
    expect(line[3]?.j).toBeCloseTo(1250 / 27, 12);
  });

  it('(9, 3, 3) starts at the 9th candle; a flat range holds K, D and J at 50', () => {
    const flat = new Array(30).fill(5);
    const line = kdj(flat, flat, flat);
    expect(line.findIndex((p) => p !== null)).toBe(8);
    expect(line.at(-1)).toEqual({ k: 50, d: 50, j: 50 });
  });
});
