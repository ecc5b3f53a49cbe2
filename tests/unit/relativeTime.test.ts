// Relative time (spec §9): just now under 5 minutes, then minutes, hours, days up to 30 days, then the date.
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, relativeTime } from '../../src/lib/relativeTime';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const ago = (ms: number) => relativeTime(NOW - ms, NOW);

describe('relativeTime', () => {
  it('is "just now" from 0 up to (not including) 5 minutes', () => {
    expect(ago(0)).toEqual({ kind: 'justNow' });
    expect(ago(1)).toEqual({ kind: 'justNow' });
    expect(ago(4 * MINUTE_MS + 59_999)).toEqual({ kind: 'justNow' });
  });

  it('counts whole minutes from 5 minutes to under an hour', () => {
    expect(ago(5 * MINUTE_MS)).toEqual({ kind: 'minutes', n: 5 });
    expect(ago(5 * MINUTE_MS + 59_999)).toEqual({ kind: 'minutes', n: 5 });
    expect(ago(59 * MINUTE_MS + 59_999)).toEqual({ kind: 'minutes', n: 59 });
  });

  it('counts whole hours from 1 hour to under a day', () => {
    expect(ago(HOUR_MS)).toEqual({ kind: 'hours', n: 1 });
    expect(ago(2 * HOUR_MS - 1)).toEqual({ kind: 'hours', n: 1 });
    expect(ago(23 * HOUR_MS + 59 * MINUTE_MS)).toEqual({ kind: 'hours', n: 23 });
  });

  it('counts whole days from 1 day to under 30 days', () => {
    expect(ago(DAY_MS)).toEqual({ kind: 'days', n: 1 });
    expect(ago(2 * DAY_MS - 1)).toEqual({ kind: 'days', n: 1 });
    expect(ago(29 * DAY_MS + 23 * HOUR_MS)).toEqual({ kind: 'days', n: 29 });
  });

  it('gives the date from 30 days on', () => {
    const then = NOW - 30 * DAY_MS;
    expect(relativeTime(then, NOW)).toEqual({ kind: 'date', date: new Date(then) });
    const older = NOW - 400 * DAY_MS;
    expect(relativeTime(older, NOW)).toEqual({ kind: 'date', date: new Date(older) });
  });

  it('reads a time a little in the future (clock skew) as just now, one far ahead as its date', () => {
    expect(relativeTime(NOW + 30_000, NOW)).toEqual({ kind: 'justNow' });
    expect(relativeTime(NOW + 5 * MINUTE_MS, NOW)).toEqual({ kind: 'justNow' });
    const ahead = NOW + 5 * MINUTE_MS + 1;
    expect(relativeTime(ahead, NOW)).toEqual({ kind: 'date', date: new Date(ahead) });
  });

  it('gives an invalid instant as a date rather than a count', () => {
    const r = relativeTime(Number.NaN, NOW);
    expect(r.kind).toBe('date');
  });
});
