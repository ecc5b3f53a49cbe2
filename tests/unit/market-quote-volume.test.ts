// The 24 h quote volume (server/market/quoteVolume.ts): which hourly candles count, and each one's
// turnover at its typical price.
import { describe, expect, it } from 'vitest';
import type { Candle } from '../../contract/market';
import { candleTurnover, keepHour, quoteVolume24h } from '../../server/market/quoteVolume';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 25, 10); // an hour's start
const hour = (n: number, volume = '1', price = '100'): Candle => ({
  time: T0 + n * HOUR,
  open: price,
  high: price,
  low: price,
  close: price,
  volume,
});

describe('candleTurnover', () => {
  it('values the volume at (high + low + close) / 3', () => {
    const c: Candle = { time: T0, open: '95', high: '110', low: '90', close: '100', volume: '2.5' };
    expect(candleTurnover(c).toFixed()).toBe('250');
  });

  it('stays exact with decimal strings', () => {
    const c: Candle = { time: T0, open: '0.1', high: '0.3', low: '0.1', close: '0.2', volume: '0.3' };
    expect(candleTurnover(c).toFixed()).toBe('0.06');
  });
});

describe('quoteVolume24h', () => {
  it('sums the current hour and the 23 before it, not the 24th before', () => {
    const hours = Array.from({ length: 25 }, (_, i) => hour(i - 24, '1', '100'));
    // now is inside hour 0: hours -23…0 count (24 of them), hour -24 does not.
    expect(quoteVolume24h(hours, T0 + 30 * 60_000)).toBe('2400.00');
  });

  it('gives "0.00" without candles and two decimals rounded down', () => {
    expect(quoteVolume24h([], T0)).toBe('0.00');
    expect(quoteVolume24h([hour(0, '0.0001', '99.99')], T0)).toBe('0.00');
    expect(quoteVolume24h([hour(0, '0.333', '10')], T0)).toBe('3.33');
  });

  it('leaves out a candle from the future (a clock moved back)', () => {
    expect(quoteVolume24h([hour(0), hour(1)], T0 + 1000)).toBe('100.00');
  });
});

describe('keepHour', () => {
  it('replaces the candle of the same hour and keeps time order', () => {
    const kept = keepHour([hour(-2), hour(0, '1')], hour(-1));
    expect(kept.map((c) => c.time)).toEqual([T0 - 2 * HOUR, T0 - HOUR, T0]);
    const replaced = keepHour(kept, hour(0, '5'));
    expect(replaced).toHaveLength(3);
    expect(replaced.at(-1)?.volume).toBe('5');
  });

  it('drops the hours that have left the window of the newest one', () => {
    let hours: Candle[] = [];
    for (let i = 0; i < 30; i++) hours = keepHour(hours, hour(i));
    expect(hours).toHaveLength(24);
    expect(hours[0]?.time).toBe(T0 + 6 * HOUR);
  });

  it('keeps the window when an older candle arrives late', () => {
    const hours = keepHour([hour(0)], hour(-30));
    expect(hours.map((c) => c.time)).toEqual([T0]);
  });
});
