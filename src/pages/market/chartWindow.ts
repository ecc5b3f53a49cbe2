// Which of the held candles the chart's series shows. lightweight-charts can only add older data
// by setting the whole series again (setData), whose cost grows with the series: at 10,000
// candles one call blocked a throttled phone for ~300 ms. So the client keeps every candle it
// has loaded, and the series shows a window of them around what is on screen, moved when the
// view nears one of its ends: each setData costs the same however far back the user scrolls.
import type { Candle, Period } from '../../../contract/market';

/**
 * Candles in the series at most (live candles may add a few at the newest end): more than fit on
 * a wide screen zoomed fully out (CandleChart's minBarSpacing) with an EDGE to spare on each side.
 */
export const WINDOW = 2000;
/** Within this many bars of a window end that is not the end of the held candles, move it. */
export const EDGE = 400;
/** Within this many bars of the oldest held candle, ask the server for older ones. */
export const LOAD_OLDER_EDGE = 20;

/** Held candles [start, end) shown by the series; index 0 is the oldest held candle. */
export type Span = { start: number; end: number };
/** What is on screen, in the series' logical indices (0 = the window's first candle). */
export type Visible = { from: number; to: number };

/** The window of the newest candles, as shown after a (re)load. */
export function newestWindow(held: number, size = WINDOW): Span {
  return { start: Math.max(0, held - size), end: held };
}

/**
 * The window to show for what is on screen, or null to keep the current one: centred on the
 * view when the view is within `edge` bars of a window end that has more candles beyond it.
 */
export function nextWindow(held: number, win: Span, visible: Visible, size = WINDOW, edge = EDGE): Span | null {
  const shown = win.end - win.start;
  const nearOlder = win.start > 0 && visible.from < edge;
  const nearNewer = win.end < held && visible.to > shown - edge;
  if (!nearOlder && !nearNewer) return null;
  const centre = win.start + (visible.from + visible.to) / 2;
  const start = Math.min(Math.max(0, Math.round(centre - size / 2)), Math.max(0, held - size));
  const next = { start, end: Math.min(held, start + size) };
  return next.start === win.start && next.end === win.end ? null : next;
}

/** The same view in the logical indices of another window (so moving the window does not move the view). */
export function shiftVisible(visible: Visible, from: Span, to: Span): Visible {
  const by = from.start - to.start;
  return { from: visible.from + by, to: visible.to + by };
}

/** Whether to fetch older candles: the view is at the oldest held candle. */
export const wantsOlder = (win: Span, visible: Visible) => win.start === 0 && visible.from < LOAD_OLDER_EDGE;

/** The window to show a held candle in: the current one when it holds it, else one centred on it. */
export function windowAround(held: number, index: number, win: Span, size = WINDOW): Span {
  if (index >= win.start && index < win.end) return win;
  const start = Math.min(Math.max(0, index - Math.floor(size / 2)), Math.max(0, held - size));
  return { start, end: Math.min(held, start + size) };
}

/** How long each period's candle lasts (a month at its longest), to tell whether one holds an instant. */
const PERIOD_MS: Record<Period, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
  '1w': 604_800_000,
  '1M': 31 * 86_400_000,
};

/** The index of the candle (oldest first) that holds the instant `at`, or null when none held does. */
export function candleAt(candles: readonly Pick<Candle, 'time'>[], at: number, period: Period): number | null {
  let lo = 0;
  let hi = candles.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((candles[mid]?.time ?? Number.POSITIVE_INFINITY) <= at) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const candle = candles[found];
  if (!candle) return null;
  const next = candles[found + 1];
  return at < candle.time + PERIOD_MS[period] && (!next || at < next.time) ? found : null;
}
