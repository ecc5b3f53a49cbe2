// The chart's dates and times follow the user's language (src/pages/market/chartTime.ts): Japanese
// reads 19:14 and 11月24日, not "07:14 PM" and "24 Nov '26"; a day candle's date is its UTC day.
import { describe, expect, it } from 'vitest';
import { chartTimeFormat, TICK } from '../../src/pages/market/chartTime';

const AT = Date.UTC(2026, 10, 24, 19, 14, 20) / 1000;

describe('chart time labels', () => {
  it('write times and dates the way the language does', () => {
    const jp = chartTimeFormat('ja', '15m', 'UTC');
    expect(jp.tick(AT, TICK.time)).toBe('19:14');
    expect(jp.tick(AT, TICK.timeWithSeconds)).toBe('19:14:20');
    expect(jp.tick(AT, TICK.dayOfMonth)).toBe('11月24日');
    expect(jp.tick(AT, TICK.year)).toBe('2026年');
    expect(jp.time(AT)).toBe('2026年11月24日 19:14');

    const en = chartTimeFormat('en', '15m', 'UTC');
    expect(en.tick(AT, TICK.time)).toBe('07:14 PM');
    expect(en.tick(AT, TICK.dayOfMonth)).toBe('Nov 24');
    expect(en.tick(AT, TICK.month)).toBe('Nov');

    expect(chartTimeFormat('fr', '1h', 'UTC').tick(AT, TICK.dayOfMonth)).toBe('24 nov.');
  });

  it('show intraday candles in the given time zone', () => {
    expect(chartTimeFormat('ja', '1m', 'Asia/Tokyo').tick(AT, TICK.time)).toBe('04:14');
  });

  it('read a day, week or month candle as its UTC day wherever the phone is', () => {
    const midnight = Date.UTC(2026, 10, 24) / 1000;
    for (const period of ['1d', '1w', '1M'] as const) {
      const f = chartTimeFormat('en', period, 'America/New_York');
      expect(f.tick(midnight, TICK.dayOfMonth)).toBe('Nov 24');
      expect(f.time(midnight)).toBe('Tue, Nov 24, 2026');
    }
  });
});
