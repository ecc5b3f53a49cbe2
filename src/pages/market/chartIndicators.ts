// The chart page's indicators on a lightweight-charts chart: MA 7/25/99 and BOLL (20, 2) over the
// candles, MACD (12, 26, 9) in a pane of its own under the volume pane. The maths is
// src/lib/indicators.ts; this file turns it into series points lined up with the candles (a
// whitespace point where an indicator is not yet defined, so the chart window's slice of the
// candles is the same slice of every indicator) and owns the series.
import {
  type HistogramData,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type LineData,
  LineSeries,
  type UTCTimestamp,
  type WhitespaceData,
} from 'lightweight-charts';
import type { Candle } from '../../../contract/market';
import { type Band, bollinger, type MacdPoint, macd, sma } from '../../lib/indicators';
import type { Span } from './chartWindow';

/** Which indicators the user has switched on; the volume pane is always shown. */
export type IndicatorChoice = { ma: boolean; boll: boolean; macd: boolean };

export const MA_PERIODS = [7, 25, 99] as const;
export const MA_COLOURS = ['#d4ba83', '#c77dff', '#3b82f6'] as const;
const BOLL_COLOURS = { middle: '#d4ba83', band: '#8a94a3' } as const;
const MACD_COLOURS = { macd: '#3b82f6', signal: '#d4ba83' } as const;
const UP = 'rgba(40,186,152,0.7)';
const DOWN = 'rgba(240,74,90,0.7)';

/**
 * A live candle is worked out from this many of the newest candles only (not every one held, which
 * may be 10,000 on each tick): plenty for MA 99 and BOLL 20, and MACD's averages forget a start
 * this far back (its weight is under 10⁻¹⁸ here).
 */
const LIVE_TAIL = 600;

/** Panes: the candles (0), the volume (1), MACD (2); heights relative to the candles' pane. */
export const PANE = { candles: 0, volume: 1, macd: 2 } as const;
const STRETCH = { candles: 1, volume: 0.22, macd: 0.32 } as const;

type Line = (LineData | WhitespaceData)[];
type Bars = (HistogramData | WhitespaceData)[];
/** What the indicator series have in common: a line's and a histogram's points are both time and value. */
type Feed = { setData(points: Line): void; update(point: LineData | WhitespaceData): void };
export type IndicatorPoints = {
  ma: Line[];
  boll: { upper: Line; middle: Line; lower: Line };
  macd: { macd: Line; signal: Line; histogram: Bars };
};

const at = (c: Candle) => (c.time / 1000) as UTCTimestamp;
const line = (candles: readonly Candle[], values: readonly (number | null | undefined)[]): Line =>
  candles.map((c, i) => {
    const value = values[i];
    return value == null ? { time: at(c) } : { time: at(c), value };
  });

/** Every indicator's points for the candles held, index for index. */
export function indicatorPoints(candles: readonly Candle[]): IndicatorPoints {
  const closes = candles.map((c) => Number(c.close));
  const bands = bollinger(closes, 20, 2);
  const m = macd(closes, 12, 26, 9);
  const band = (pick: (b: Band) => number) =>
    line(
      candles,
      bands.map((b) => b && pick(b)),
    );
  const macdLine = (pick: (p: MacdPoint) => number | null) =>
    line(
      candles,
      m.map((p) => p && pick(p)),
    );
  return {
    ma: MA_PERIODS.map((n) => line(candles, sma(closes, n))),
    boll: { upper: band((b) => b.upper), middle: band((b) => b.middle), lower: band((b) => b.lower) },
    macd: {
      macd: macdLine((p) => p.macd),
      signal: macdLine((p) => p.signal),
      histogram: candles.map((c, i) => {
        const h = m[i]?.histogram;
        return h == null ? { time: at(c) } : { time: at(c), value: h, color: h >= 0 ? UP : DOWN };
      }),
    },
  };
}

const overlayLine = (color: string) =>
  ({
    color,
    lineWidth: 1,
    priceLineVisible: false,
    lastValueVisible: false,
    crosshairMarkerVisible: false,
  }) as const;

type MacdSeries = { histogram: ISeriesApi<'Histogram'>; macd: ISeriesApi<'Line'>; signal: ISeriesApi<'Line'> };

/** The indicator series of one chart: fed the held candles, shown for the chart's window. */
export class ChartIndicators {
  private points: IndicatorPoints = indicatorPoints([]);
  private win: Span = { start: 0, end: 0 };
  private readonly ma: ISeriesApi<'Line'>[];
  private readonly boll: ISeriesApi<'Line'>[];
  private macdSeries: MacdSeries | null = null;

  constructor(
    private readonly chart: IChartApi,
    private choice: IndicatorChoice,
    /** The instrument's price decimals, which MACD (a difference of prices) is shown with too. */
    private readonly precision: number,
  ) {
    this.ma = MA_COLOURS.map((color) =>
      chart.addSeries(LineSeries, { ...overlayLine(color), visible: choice.ma }, PANE.candles),
    );
    this.boll = [BOLL_COLOURS.band, BOLL_COLOURS.middle, BOLL_COLOURS.band].map((color) =>
      chart.addSeries(LineSeries, { ...overlayLine(color), visible: choice.boll }, PANE.candles),
    );
    if (choice.macd) this.addMacd();
  }

  /** The candles held changed (a load, older ones, a live candle): works every indicator out again. */
  setCandles(candles: readonly Candle[]) {
    this.points = indicatorPoints(candles);
  }

  /** The newest candle changed or was added (the others did not): works out its points only. */
  setNewest(candles: readonly Candle[]) {
    const at = candles.length - 1;
    const held = this.points.ma[0]?.length ?? 0;
    if (candles.length <= LIVE_TAIL || held < at) {
      this.setCandles(candles);
      return;
    }
    const tail = indicatorPoints(candles.slice(-LIVE_TAIL));
    const put = <T>(line: T[], from: T[]) => {
      line[at] = from[from.length - 1] as T;
    };
    this.points.ma.forEach((line, i) => {
      put(line, tail.ma[i] ?? []);
    });
    put(this.points.boll.upper, tail.boll.upper);
    put(this.points.boll.middle, tail.boll.middle);
    put(this.points.boll.lower, tail.boll.lower);
    put(this.points.macd.macd, tail.macd.macd);
    put(this.points.macd.signal, tail.macd.signal);
    put(this.points.macd.histogram, tail.macd.histogram);
  }

  /**
   * Each series shown now with the points it draws. Hidden ones are left out: they are given their
   * points when switched on, so a window move or a live candle costs only what is on screen.
   */
  private fed(): [Feed, Line][] {
    const { ma, boll, macd: m } = this.points;
    const fed: [Feed, Line][] = [];
    if (this.choice.ma) fed.push(...this.ma.map((s, i): [Feed, Line] => [s, ma[i] ?? []]));
    if (this.choice.boll)
      fed.push(
        ...[boll.upper, boll.middle, boll.lower].map((points, i): [Feed, Line] => [this.boll[i] as Feed, points]),
      );
    if (this.macdSeries)
      fed.push(
        [this.macdSeries.histogram, m.histogram],
        [this.macdSeries.macd, m.macd],
        [this.macdSeries.signal, m.signal],
      );
    return fed;
  }

  /** Shows the window `win` of the held candles. */
  show(win: Span) {
    this.win = win;
    for (const [series, points] of this.fed()) series.setData(points.slice(win.start, win.end));
  }

  /** The newest candle changed or was added, and the window shows it: updates the newest points. */
  updateNewest(win: Span) {
    this.win = win;
    for (const [series, points] of this.fed()) {
      const last = points.at(-1);
      if (last) series.update(last);
    }
  }

  /** Switches indicators on or off; MACD's pane comes and goes with it. */
  choose(choice: IndicatorChoice) {
    const was = this.choice;
    this.choice = choice;
    for (const s of this.ma) s.applyOptions({ visible: choice.ma });
    for (const s of this.boll) s.applyOptions({ visible: choice.boll });
    if (choice.macd && !this.macdSeries) this.addMacd();
    else if (!choice.macd && this.macdSeries) {
      // Removing a pane's last series removes the pane.
      for (const s of Object.values(this.macdSeries)) this.chart.removeSeries(s);
      this.macdSeries = null;
    }
    // What was switched on has had no points since it was hidden (or made).
    if ((choice.ma && !was.ma) || (choice.boll && !was.boll) || (choice.macd && !was.macd)) this.show(this.win);
  }

  private addMacd() {
    const chart = this.chart;
    const priceFormat = { type: 'price', precision: this.precision, minMove: 10 ** -this.precision } as const;
    const histogram = chart.addSeries(
      HistogramSeries,
      { priceLineVisible: false, lastValueVisible: false, priceFormat },
      PANE.macd,
    );
    const macdLine = chart.addSeries(LineSeries, { ...overlayLine(MACD_COLOURS.macd), priceFormat }, PANE.macd);
    const signal = chart.addSeries(LineSeries, { ...overlayLine(MACD_COLOURS.signal), priceFormat }, PANE.macd);
    this.macdSeries = { histogram, macd: macdLine, signal };
    chart.panes()[PANE.macd]?.setStretchFactor(STRETCH.macd);
  }
}

/** Sets the heights of the candles' and the volume's panes (MACD's is set when it is added). */
export function stretchPanes(chart: IChartApi) {
  const panes = chart.panes();
  panes[PANE.candles]?.setStretchFactor(STRETCH.candles);
  panes[PANE.volume]?.setStretchFactor(STRETCH.volume);
}
