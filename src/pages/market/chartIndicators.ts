// The chart page's indicators on a lightweight-charts chart: MA 7/25/99, EMA 7/25/99 and BOLL
// (20, 2) over the candles; MACD (12, 26, 9), RSI (14, with guides at 30 and 70) and KDJ (9, 3, 3)
// each in a pane of its own under the volume pane, in the order they were switched on. The maths
// is src/lib/indicators.ts; this file turns it into series points lined up with the candles (a
// whitespace point where an indicator is not yet defined, so the chart window's slice of the
// candles is the same slice of every indicator) and owns the series.
import {
  type HistogramData,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type LineData,
  LineSeries,
  LineStyle,
  type SeriesType,
  type UTCTimestamp,
  type WhitespaceData,
} from 'lightweight-charts';
import type { Candle } from '../../../contract/market';
import { type Band, bollinger, ema, type KdjPoint, kdj, type MacdPoint, macd, rsi, sma } from '../../lib/indicators';
import type { Span } from './chartWindow';

/** Over the candles. */
export const OVERLAYS = ['ma', 'ema', 'boll'] as const;
/** Each in a pane of its own. */
export const PANE_INDICATORS = ['macd', 'rsi', 'kdj'] as const;
export type Overlay = (typeof OVERLAYS)[number];
export type PaneIndicator = (typeof PANE_INDICATORS)[number];
export type IndicatorKey = Overlay | PaneIndicator;

/** Which indicators the user has switched on; the volume pane is always shown. */
export type IndicatorChoice = Record<IndicatorKey, boolean>;

export const MA_PERIODS = [7, 25, 99] as const;
export const EMA_PERIODS = [7, 25, 99] as const;
export const RSI_PERIOD = 14;
/** RSI's overbought and oversold guides. */
export const RSI_GUIDES = [30, 70] as const;
export const KDJ_PARAMS = [9, 3, 3] as const;

/** Each indicator's line colours, in the order of its lines (the legend uses them too). */
export const COLOURS: Record<IndicatorKey, readonly string[]> = {
  ma: ['#d4ba83', '#c77dff', '#3b82f6'],
  ema: ['#f5d547', '#22c3e6', '#ff7ab6'],
  boll: ['#8a94a3', '#d4ba83', '#8a94a3'],
  macd: ['#8a94a3', '#3b82f6', '#d4ba83'],
  rsi: ['#c77dff'],
  kdj: ['#d4ba83', '#3b82f6', '#c77dff'],
};
const UP = 'rgba(40,186,152,0.7)';
const DOWN = 'rgba(240,74,90,0.7)';

/**
 * A live candle is worked out from this many of the newest candles only (not every one held, which
 * may be 10,000 on each tick): plenty for MA 99 and BOLL 20, and the exponential averages forget a
 * start this far back — EMA 99, the slowest (0.98 a candle), weighs it under 10⁻¹⁸ here; MACD's,
 * RSI's and KDJ's far less.
 */
const LIVE_TAIL = 2_100;

/** Panes: the candles (0), the volume (1), then one per pane indicator switched on. */
export const PANE = { candles: 0, volume: 1 } as const;
const STRETCH = { candles: 1, volume: 0.22, indicator: 0.32 } as const;

type Line = (LineData | WhitespaceData)[];
type Bars = (HistogramData | WhitespaceData)[];
/** What the indicator series have in common: a line's and a histogram's points are both time and value. */
type Feed = { setData(points: Line): void; update(point: LineData | WhitespaceData): void };
export type IndicatorPoints = {
  ma: Line[];
  ema: Line[];
  boll: { upper: Line; middle: Line; lower: Line };
  macd: { macd: Line; signal: Line; histogram: Bars };
  rsi: Line;
  kdj: { k: Line; d: Line; j: Line };
};

/** Each indicator's lines, in the order of its series and colours. */
function linesOf(points: IndicatorPoints, key: IndicatorKey): Line[] {
  switch (key) {
    case 'ma':
      return points.ma;
    case 'ema':
      return points.ema;
    case 'boll':
      return [points.boll.upper, points.boll.middle, points.boll.lower];
    case 'macd':
      return [points.macd.histogram, points.macd.macd, points.macd.signal];
    case 'rsi':
      return [points.rsi];
    case 'kdj':
      return [points.kdj.k, points.kdj.d, points.kdj.j];
  }
}

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
  const [n, m1, m2] = KDJ_PARAMS;
  const stochastic = kdj(
    candles.map((c) => Number(c.high)),
    candles.map((c) => Number(c.low)),
    closes,
    n,
    m1,
    m2,
  );
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
  const kdjLine = (pick: (p: KdjPoint) => number) =>
    line(
      candles,
      stochastic.map((p) => p && pick(p)),
    );
  return {
    ma: MA_PERIODS.map((n) => line(candles, sma(closes, n))),
    ema: EMA_PERIODS.map((n) => line(candles, ema(closes, n))),
    boll: { upper: band((b) => b.upper), middle: band((b) => b.middle), lower: band((b) => b.lower) },
    macd: {
      macd: macdLine((p) => p.macd),
      signal: macdLine((p) => p.signal),
      histogram: candles.map((c, i) => {
        const h = m[i]?.histogram;
        return h == null ? { time: at(c) } : { time: at(c), value: h, color: h >= 0 ? UP : DOWN };
      }),
    },
    rsi: line(candles, rsi(closes, RSI_PERIOD)),
    kdj: { k: kdjLine((p) => p.k), d: kdjLine((p) => p.d), j: kdjLine((p) => p.j) },
  };
}

/** The newest value of each of an indicator's lines (null where not yet defined), for the legend. */
export type Newest = Partial<Record<IndicatorKey, (number | null)[]>>;

const overlayLine = (color: string) =>
  ({
    color,
    lineWidth: 1,
    priceLineVisible: false,
    lastValueVisible: false,
    crosshairMarkerVisible: false,
  }) as const;

type PriceFormat = { type: 'price'; precision: number; minMove: number };
/** RSI, K, D and J are read to two decimals on a scale of their own. */
const indexFormat: PriceFormat = { type: 'price', precision: 2, minMove: 0.01 };

/** The indicator series of one chart: fed the held candles, shown for the chart's window. */
export class ChartIndicators {
  private points: IndicatorPoints = indicatorPoints([]);
  private win: Span = { start: 0, end: 0 };
  private readonly overlays: Record<Overlay, ISeriesApi<'Line'>[]>;
  private readonly panes: Partial<Record<PaneIndicator, ISeriesApi<SeriesType>[]>> = {};

  constructor(
    private readonly chart: IChartApi,
    private choice: IndicatorChoice,
    /** The instrument's price decimals, which MACD (a difference of prices) is shown with too. */
    private readonly precision: number,
  ) {
    const make = (key: Overlay) =>
      COLOURS[key].map((color) =>
        chart.addSeries(LineSeries, { ...overlayLine(color), visible: choice[key] }, PANE.candles),
      );
    this.overlays = { ma: make('ma'), ema: make('ema'), boll: make('boll') };
    for (const key of PANE_INDICATORS) if (choice[key]) this.addPane(key);
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
    for (const key of [...OVERLAYS, ...PANE_INDICATORS]) {
      const from = linesOf(tail, key);
      linesOf(this.points, key).forEach((line, i) => {
        const source = from[i] ?? [];
        line[at] = source[source.length - 1] as LineData | WhitespaceData;
      });
    }
  }

  /** The newest value of each line of the indicators switched on. */
  newest(): Newest {
    const out: Newest = {};
    for (const key of [...OVERLAYS, ...PANE_INDICATORS])
      if (this.choice[key])
        out[key] = linesOf(this.points, key).map((l) => {
          const last = l.at(-1);
          return last && 'value' in last ? last.value : null;
        });
    return out;
  }

  /**
   * Each series shown now with the points it draws. Hidden ones are left out: they are given their
   * points when switched on, so a window move or a live candle costs only what is on screen.
   */
  private fed(): [Feed, Line][] {
    const fed: [Feed, Line][] = [];
    const add = (series: readonly ISeriesApi<SeriesType>[], lines: Line[]) =>
      series.forEach((s, i) => {
        fed.push([s as unknown as Feed, lines[i] ?? []]);
      });
    for (const key of OVERLAYS) if (this.choice[key]) add(this.overlays[key], linesOf(this.points, key));
    for (const key of PANE_INDICATORS) {
      const series = this.panes[key];
      if (series) add(series, linesOf(this.points, key));
    }
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

  /** Switches indicators on or off; a pane indicator's pane comes and goes with it. */
  choose(choice: IndicatorChoice) {
    const was = this.choice;
    this.choice = choice;
    for (const key of OVERLAYS) for (const s of this.overlays[key]) s.applyOptions({ visible: choice[key] });
    for (const key of PANE_INDICATORS) {
      const series = this.panes[key];
      if (choice[key] && !series) this.addPane(key);
      else if (!choice[key] && series) {
        // Removing a pane's last series removes the pane (the ones below move up).
        for (const s of series) this.chart.removeSeries(s);
        delete this.panes[key];
      }
    }
    // What was switched on has had no points since it was hidden (or made).
    if ([...OVERLAYS, ...PANE_INDICATORS].some((key) => choice[key] && !was[key])) this.show(this.win);
  }

  /** Adds a pane indicator's series in a new pane under the others. */
  private addPane(key: PaneIndicator) {
    const chart = this.chart;
    const pane = chart.panes().length;
    const colours = COLOURS[key];
    const lineOf = (i: number, priceFormat: PriceFormat) =>
      chart.addSeries(LineSeries, { ...overlayLine(colours[i] ?? ''), priceFormat }, pane);
    let series: ISeriesApi<SeriesType>[];
    if (key === 'macd') {
      const priceFormat = this.priceFormat();
      const histogram = chart.addSeries(
        HistogramSeries,
        { priceLineVisible: false, lastValueVisible: false, priceFormat },
        pane,
      );
      series = [histogram, lineOf(1, priceFormat), lineOf(2, priceFormat)];
    } else if (key === 'rsi') {
      const line = chart.addSeries(
        LineSeries,
        {
          ...overlayLine(colours[0] ?? ''),
          priceFormat: indexFormat,
          // The whole 0–100 range, so 30 and 70 sit where they are read.
          autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 100 } }),
        },
        pane,
      );
      for (const price of RSI_GUIDES)
        line.createPriceLine({
          price,
          color: '#8a94a3',
          lineWidth: 1,
          lineStyle: LineStyle.Dashed,
          axisLabelVisible: true,
          title: '',
        });
      series = [line];
    } else {
      series = [0, 1, 2].map((i) => lineOf(i, indexFormat));
    }
    this.panes[key] = series;
    series[0]?.getPane().setStretchFactor(STRETCH.indicator);
  }

  private priceFormat(): PriceFormat {
    return { type: 'price', precision: this.precision, minMove: 10 ** -this.precision };
  }
}

/** Sets the heights of the candles' and the volume's panes (an indicator's is set when it is added). */
export function stretchPanes(chart: IChartApi) {
  const panes = chart.panes();
  panes[PANE.candles]?.setStretchFactor(STRETCH.candles);
  panes[PANE.volume]?.setStretchFactor(STRETCH.volume);
}
