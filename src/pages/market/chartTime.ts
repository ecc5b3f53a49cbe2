// The chart's dates and times in the user's language (lightweight-charts would write "24 Nov '26"
// and "07:14 PM" in every language). Pure: the caller passes the BCP 47 tag. Intraday candles are
// shown in the device's time zone, like every other time in the app; a day, week or month candle
// is a UTC day (the server cuts them there), so its date is read in UTC, or it would show the day
// before west of Greenwich.
import type { Period } from '../../../contract/market';

/** The kinds of tick mark lightweight-charts asks a label for (its TickMarkType, by value). */
export const TICK = { year: 0, month: 1, dayOfMonth: 2, time: 3, timeWithSeconds: 4 } as const;

const DAILY: ReadonlySet<Period> = new Set(['1d', '1w', '1M']);
export const isDaily = (period: Period) => DAILY.has(period);

/** Formatters for one chart: its language, its period, and (for tests) the intraday time zone. */
export function chartTimeFormat(tag: string, period: Period, timeZone?: string) {
  const zone = isDaily(period) ? 'UTC' : timeZone;
  const make = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { ...o, timeZone: zone });
  const year = make({ year: 'numeric' });
  const month = make({ month: 'short' });
  const day = make({ month: 'short', day: 'numeric' });
  const time = make({ hour: '2-digit', minute: '2-digit' });
  const seconds = make({ hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const crosshair = isDaily(period)
    ? make({ year: 'numeric', month: 'short', day: 'numeric', weekday: 'short' })
    : make({ year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  return {
    /** The crosshair's label of a candle (epoch seconds, as the chart holds times). */
    time: (seconds: number) => crosshair.format(seconds * 1000),
    /** A label on the time axis for a tick mark of that kind. */
    tick: (secs: number, kind: number): string => {
      const at = secs * 1000;
      switch (kind) {
        case TICK.year:
          return year.format(at);
        case TICK.month:
          return month.format(at);
        case TICK.dayOfMonth:
          return day.format(at);
        case TICK.timeWithSeconds:
          return seconds.format(at);
        default:
          return time.format(at);
      }
    },
  };
}
