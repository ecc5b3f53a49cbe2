// The chart page's indicator points (src/pages/market/chartIndicators.ts): one per candle, blank
// until an indicator is defined, and a live candle worked out from the newest 2,100 candles comes
// out as from all of them.
import { describe, expect, it } from 'vitest';
import type { Candle } from '../../contract/market';
import { indicatorPoints } from '../../src/pages/market/chartIndicators';

const walk = (count: number): Candle[] => {
  let price = 100;
  return Array.from({ length: count }, (_, i) => {
    // A deterministic wiggle, so the test needs no random seed.
    price += Math.sin(i * 0.7) * 1.3 + Math.cos(i * 0.13) * 0.4;
    const close = price.toFixed(4);
    return { time: i * 60_000, open: close, high: close, low: close, close, volume: '1' };
  });
};

const value = (p: { value?: number } | undefined) => p?.value;

describe('indicator points', () => {
  it('line up with the candles, blank until each indicator is defined', () => {
    const candles = walk(120);
    const points = indicatorPoints(candles);
    for (const line of [...points.ma, points.boll.middle, points.macd.macd, points.macd.histogram])
      expect(line.map((p) => p.time)).toEqual(candles.map((c) => c.time / 1000));
    expect(points.ma.map((line) => line.findIndex((p) => 'value' in p))).toEqual([6, 24, 98]);
    expect(points.boll.upper.findIndex((p) => 'value' in p)).toBe(19);
    expect(points.macd.macd.findIndex((p) => 'value' in p)).toBe(25);
    expect(points.macd.histogram.findIndex((p) => 'value' in p)).toBe(33);
    for (const line of [...points.ema, points.rsi, points.kdj.k, points.kdj.j])
      expect(line.map((p) => p.time)).toEqual(candles.map((c) => c.time / 1000));
    expect(points.ema.map((line) => line.findIndex((p) => 'value' in p))).toEqual([6, 24, 98]);
    // RSI 14 needs 14 changes; KDJ 9 needs 9 candles.
    expect(points.rsi.findIndex((p) => 'value' in p)).toBe(14);
    expect(points.kdj.d.findIndex((p) => 'value' in p)).toBe(8);
  });

  it('colours the MACD histogram by its sign', () => {
    const bars = indicatorPoints(walk(200)).macd.histogram.filter((p) => 'value' in p);
    for (const bar of bars)
      expect((bar as { color: string }).color).toMatch(
        (bar as { value: number }).value >= 0 ? /^rgba\(40/ : /^rgba\(240/,
      );
  });

  it('give the newest candle the same values from the newest 2,100 candles as from 5,000', () => {
    const candles = walk(5_000);
    const full = indicatorPoints(candles);
    const tail = indicatorPoints(candles.slice(-2_100));
    const pairs = [
      ...full.ma.map((line, i) => [line, tail.ma[i] ?? []] as const),
      [full.boll.upper, tail.boll.upper] as const,
      [full.macd.macd, tail.macd.macd] as const,
      [full.macd.signal, tail.macd.signal] as const,
      ...full.ema.map((line, i) => [line, tail.ema[i] ?? []] as const),
      [full.rsi, tail.rsi] as const,
      [full.kdj.k, tail.kdj.k] as const,
      [full.kdj.j, tail.kdj.j] as const,
    ];
    for (const [a, b] of pairs)
      expect(value(b.at(-1) as { value?: number })).toBeCloseTo(value(a.at(-1) as { value?: number }) ?? NaN, 9);
  });
});
