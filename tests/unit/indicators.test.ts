// The chart page's indicators (src/lib/indicators.ts): each lines up with the candles, is null
// until it has enough values, and matches values worked out by hand.
import { describe, expect, it } from 'vitest';
import { bollinger, ema, macd, sma } from '../../src/lib/indicators';

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
