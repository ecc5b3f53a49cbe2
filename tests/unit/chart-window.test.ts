// The chart's window over the held candles (src/pages/market/chartWindow.ts): the series never
// holds more than a window, the view stays on the same candles when the window moves, and older
// candles are asked for only at the oldest one held. A chart opened on an instant finds the candle
// that holds it and a window that shows it.
import { describe, expect, it } from 'vitest';
import {
  candleAt,
  EDGE,
  newestWindow,
  nextWindow,
  shiftVisible,
  WINDOW,
  wantsOlder,
  windowAround,
} from '../../src/pages/market/chartWindow';

describe('chart window', () => {
  it('starts on the newest candles, all of them when fewer than a window', () => {
    expect(newestWindow(300)).toEqual({ start: 0, end: 300 });
    expect(newestWindow(10_000)).toEqual({ start: 10_000 - WINDOW, end: 10_000 });
  });

  it('stays put while the view is away from both ends', () => {
    const win = { start: 2000, end: 2000 + WINDOW };
    expect(nextWindow(10_000, win, { from: 1000, to: 1065 })).toBeNull();
  });

  it('moves back over older held candles near its older end, centred on the view', () => {
    const win = { start: 7000, end: 10_000 };
    const visible = { from: EDGE - 100, to: EDGE - 35 };
    const next = nextWindow(10_000, win, visible);
    expect(next).not.toBeNull();
    if (!next) return;
    expect(next.end - next.start).toBe(WINDOW);
    const view = shiftVisible(visible, win, next);
    // The same candles on screen: global index = window start + logical index.
    expect(next.start + view.from).toBe(win.start + visible.from);
    expect(next.start + view.to).toBe(win.start + visible.to);
    expect(Math.round((view.from + view.to) / 2)).toBe(WINDOW / 2);
  });

  it('moves forward near its newer end when newer candles are held, never past the newest', () => {
    const win = { start: 0, end: WINDOW };
    const next = nextWindow(WINDOW + 200, win, { from: WINDOW - 100, to: WINDOW - 35 });
    expect(next).toEqual({ start: 200, end: WINDOW + 200 });
  });

  it('does not move at the ends of what is held', () => {
    expect(nextWindow(10_000, { start: 0, end: WINDOW }, { from: 3, to: 70 })).toBeNull();
    expect(nextWindow(10_000, { start: 7000, end: 10_000 }, { from: 2950, to: 3010 })).toBeNull();
  });

  it('asks for older candles only at the oldest held one', () => {
    expect(wantsOlder({ start: 0, end: WINDOW }, { from: 5, to: 70 })).toBe(true);
    expect(wantsOlder({ start: 100, end: 100 + WINDOW }, { from: 5, to: 70 })).toBe(false);
    expect(wantsOlder({ start: 0, end: WINDOW }, { from: 400, to: 465 })).toBe(false);
  });
});

describe('a chart opened on an instant', () => {
  const minute = 60_000;
  const t0 = 1_700_000_040_000;
  const candles = [0, 1, 2, 4, 5].map((i) => ({ time: t0 + i * minute }));

  it('finds the candle that holds the instant', () => {
    expect(candleAt(candles, t0, '1m')).toBe(0);
    expect(candleAt(candles, t0 + 59_999, '1m')).toBe(0);
    expect(candleAt(candles, t0 + 2 * minute + 30_000, '1m')).toBe(2);
    expect(candleAt(candles, t0 + 5 * minute + 1, '1m')).toBe(4);
  });

  it('finds none before the first, in a gap, or past the last candle’s period', () => {
    expect(candleAt(candles, t0 - 1, '1m')).toBeNull();
    expect(candleAt(candles, t0 + 3 * minute + 5, '1m')).toBeNull();
    expect(candleAt(candles, t0 + 6 * minute, '1m')).toBeNull();
    expect(candleAt([], t0, '1m')).toBeNull();
    expect(candleAt(candles, t0 + 3 * minute + 5, '5m')).toBe(2);
  });

  it('keeps a window that shows the candle, else centres one on it', () => {
    const win = { start: 8000, end: 10_000 };
    expect(windowAround(10_000, 9_500, win)).toBe(win);
    expect(windowAround(10_000, 3_000, win)).toEqual({ start: 3_000 - WINDOW / 2, end: 3_000 + WINDOW / 2 });
    expect(windowAround(10_000, 100, win)).toEqual({ start: 0, end: WINDOW });
  });
});
