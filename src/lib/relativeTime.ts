// Relative time (spec §9): under 5 minutes "just now"; then whole minutes, hours, and days up to
// 30 days; after that the date itself. Pure: the caller passes both instants, and the wording is
// left to the view (src/ui/RelativeTime.tsx), which translates it.

export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'minutes' | 'hours' | 'days'; n: number }
  | { kind: 'date'; date: Date };

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Below this age a time reads "just now". */
export const JUST_NOW_MS = 5 * MINUTE_MS;
/** From this age on a time is shown as its date. */
export const DATE_AFTER_MS = 30 * DAY_MS;

/**
 * How long ago `thenMs` was, seen at `nowMs` (both epoch milliseconds). Counts are whole units,
 * rounded down ("59 minutes", never "1 hour" early). A time slightly in the future (clocks of the
 * server and the phone rarely agree) still reads "just now"; one further ahead, or an invalid
 * instant, is shown as a date.
 */
export function relativeTime(thenMs: number, nowMs: number): RelativeTime {
  const age = nowMs - thenMs;
  if (!Number.isFinite(age) || age < -JUST_NOW_MS || age >= DATE_AFTER_MS)
    return { kind: 'date', date: new Date(thenMs) };
  if (age < JUST_NOW_MS) return { kind: 'justNow' };
  if (age < HOUR_MS) return { kind: 'minutes', n: Math.floor(age / MINUTE_MS) };
  if (age < DAY_MS) return { kind: 'hours', n: Math.floor(age / HOUR_MS) };
  return { kind: 'days', n: Math.floor(age / DAY_MS) };
}
