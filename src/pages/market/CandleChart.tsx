// A candlestick chart with volume (lightweight-charts, loaded with this screen only). It shows the
// recorded history, follows the live candle over the socket, notices a gap in the stream's
// sequence (after a reconnect) and reloads, and loads older candles when scrolled to the left;
// the series shows a window of the candles held (chartWindow.ts), so scrolling far back stays smooth.
// Optional horizontal lines (an option's entry price, a settlement price) are drawn over the
// candles; `focus` (epoch ms) opens the chart on the candle holding that instant, marks it and
// reports it, so a screen can say what that candle's range was.
// The volume has a pane of its own under the candles (an overlay hid the lowest candles), and the
// chart page adds its indicators (chartIndicators.ts). Until the first history arrives the chart
// says it is loading and draws nothing (a live candle alone would be drawn stretched over the
// whole width); when the history cannot be fetched it draws the candles kept on the device
// (keptCandles.ts) with their age. Dates and times are in the user's language (chartTime.ts).
import { Trans } from '@lingui/react/macro';
import {
  type CandlestickData,
  CandlestickSeries,
  CrosshairMode,
  createChart,
  createSeriesMarkers,
  type HistogramData,
  HistogramSeries,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  LineStyle,
  type TickMarkType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LOCALE_TAGS } from '../../../contract/locales';
import type { Candle, KlineEvent, Period } from '../../../contract/market';
import { getCandles } from '../../api/market';
import { onRealtime, startRealtime } from '../../realtime/socket';
import { session } from '../../state/session';
import { RelativeTime } from '../../ui/RelativeTime';
import { DelayedSpinner } from '../../ui/Spinner';
import {
  ChartIndicators,
  type IndicatorChoice,
  type Newest,
  OVERLAYS,
  PANE,
  PANE_INDICATORS,
  stretchPanes,
} from './chartIndicators';
import { chartTimeFormat, isDaily } from './chartTime';
import {
  candleAt,
  newestWindow,
  nextWindow,
  type Span,
  shiftVisible,
  type Visible,
  WINDOW,
  wantsOlder,
  windowAround,
} from './chartWindow';
import { keepCandles, keptCandles } from './keptCandles';

const UP = '#28ba98';
const DOWN = '#F04A5A';

const ALL_INDICATORS = [...OVERLAYS, ...PANE_INDICATORS];

const toBar = (c: Candle): CandlestickData => ({
  time: (c.time / 1000) as UTCTimestamp,
  open: Number(c.open),
  high: Number(c.high),
  low: Number(c.low),
  close: Number(c.close),
});
const toVolume = (c: Candle): HistogramData => ({
  time: (c.time / 1000) as UTCTimestamp,
  value: Number(c.volume),
  color: Number(c.close) >= Number(c.open) ? 'rgba(40,186,152,0.45)' : 'rgba(240,74,90,0.45)',
});

/** A horizontal line over the candles; `id` keeps it the same line while its title changes. */
export type ChartLine = { id: string; price: string; title: string; color: string };

/** Older pages fetched at most to reach a focus instant (2,000 candles each). */
const FOCUS_PAGES = 5;
/** While live candles arrive, the kept copy on the device is renewed at most this often. */
const KEEP_EVERY_MS = 30_000;

type Props = {
  symbol: string;
  period: Period;
  precision: number;
  lines?: readonly ChartLine[];
  /** Open on the candle that holds this instant (epoch ms), marked. */
  focus?: number;
  /** Told that candle (null when the history has none there), and again as it changes live. */
  onFocusCandle?: (candle: Candle | null) => void;
  /** The chart page's indicators (MA, EMA, BOLL, MACD, RSI, KDJ); without them only candles and volume. */
  indicators?: IndicatorChoice;
  /** Told the newest value of each indicator line shown, as the candles or the choice change. */
  onLegend?: (newest: Newest) => void;
  /** Shown still: no pan, zoom or crosshair (a chart turned by CSS, whose touches would be misread). */
  still?: boolean;
  className?: string;
};
/** 'kept': the history could not be fetched and the candles kept on the device are shown. */
type State = { kind: 'loading' | 'ready' | 'failed' } | { kind: 'kept'; keptAt: number };

export function CandleChart(props: Props) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  return (
    <div className={`chart-wrap${props.className ? ` ${props.className}` : ''}`}>
      <ChartCanvas key={attempt} {...props} onState={setState} />
      {state.kind === 'loading' && (
        <div className="chart-loading">
          <DelayedSpinner delay={200} />
        </div>
      )}
      {state.kind === 'kept' && (
        <p className="chart-kept" role="status">
          <Trans>
            Candles from <RelativeTime ms={state.keptAt} />
          </Trans>
        </p>
      )}
      {state.kind === 'failed' && (
        <div className="chart-overlay" role="alert">
          <p>
            <Trans>The chart could not be loaded.</Trans>
          </p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Retry</Trans>
          </button>
        </div>
      )}
    </div>
  );
}

function ChartCanvas({
  symbol,
  period,
  precision,
  lines,
  focus,
  onFocusCandle,
  indicators,
  onLegend,
  still = false,
  onState,
}: Props & { onState: (s: State) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => onState(state), [state, onState]);
  const [panes, setPanes] = useState(0);
  const { lang } = useSnapshot(session);
  const tag = LOCALE_TAGS[lang];
  /** The chart now shown, for the language and the indicator switches. */
  const chartRef = useRef<IChartApi | null>(null);
  /** The candle series of the chart now shown, for the lines. */
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const overlays = useRef<ChartIndicators | null>(null);
  const drawn = useRef(new Map<string, IPriceLine>());
  const focusTold = useRef(onFocusCandle);
  focusTold.current = onFocusCandle;
  const legendTold = useRef(onLegend);
  legendTold.current = onLegend;
  /** The indicators as chosen now, read when a new chart is made (not a reason to make one). */
  const chosen = useRef(indicators);
  chosen.current = indicators;
  const tagNow = useRef(tag);
  tagNow.current = tag;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let disposed = false;
    // Every candle loaded, oldest first, with its bar and volume for the chart made once; the
    // series shows the window `win` of them (see chartWindow.ts).
    let candles: Candle[] = [];
    let barData: CandlestickData[] = [];
    let volumeData: HistogramData[] = [];
    let win: Span = { start: 0, end: 0 };
    /** Set while the window is being replaced, whose range changes are not the user's. */
    let moving = false;
    let lastSeq = 0;
    let loadingOlder = false;
    let noOlder = false;
    /** Whether a history is drawn (from the network or the device). */
    let loaded = false;
    /**
     * Whether the history drawn came from the network: live candles are added only to that one
     * (alone they would be drawn stretched, see the header; after kept ones they would leave a gap).
     */
    let fresh = false;
    /** When the candles held were last current from the network (0: they never were). */
    let currentAt = 0;
    let keptAt = 0;
    setState({ kind: 'loading' });

    const chart: IChartApi = createChart(el, {
      autoSize: true,
      layout: {
        background: { color: '#0f1318' },
        textColor: '#8a94a3',
        attributionLogo: false,
        panes: { separatorColor: '#262e39' },
      },
      grid: { vertLines: { color: '#1c222b' }, horzLines: { color: '#1c222b' } },
      rightPriceScale: { borderColor: '#262e39' },
      timeScale: {
        borderColor: '#262e39',
        timeVisible: !isDaily(period),
        // Zoomed out fully, even a wide screen shows fewer bars than the window holds.
        minBarSpacing: 2,
      },
      crosshair: { mode: CrosshairMode.Magnet },
    });
    // Merged into the options above (applyOptions merges deeply; a spread would replace timeScale).
    chart.applyOptions(timeOptions(tagNow.current, period));
    chartRef.current = chart;
    const bars: ISeriesApi<'Candlestick'> = chart.addSeries(CandlestickSeries, {
      upColor: UP,
      downColor: DOWN,
      borderUpColor: UP,
      borderDownColor: DOWN,
      wickUpColor: UP,
      wickDownColor: DOWN,
      priceFormat: { type: 'price', precision, minMove: 10 ** -precision },
    });
    const volume: ISeriesApi<'Histogram'> = chart.addSeries(
      HistogramSeries,
      { priceFormat: { type: 'volume' }, priceLineVisible: false },
      PANE.volume,
    );
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.15, bottom: 0 } });
    const overlay = chosen.current ? new ChartIndicators(chart, chosen.current, precision) : null;
    overlays.current = overlay;
    stretchPanes(chart);
    setPanes(chart.panes().length);
    series.current = bars;
    /** The legend is told the newest values (the held candles' newest changed). */
    const tellLegend = () => {
      if (overlay) legendTold.current?.(overlay.newest());
    };
    const focusMark = focus === undefined ? null : createSeriesMarkers(bars, []);
    /** The time of the candle holding `focus`, once found. */
    let focusTime: number | null = null;

    const draw = () => {
      moving = true;
      bars.setData(barData.slice(win.start, win.end));
      volume.setData(volumeData.slice(win.start, win.end));
      overlay?.show(win);
      moving = false;
    };

    /** Holds these candles (oldest first) and shows the newest of them. */
    const hold = (held: Candle[]) => {
      candles = held;
      barData = candles.map(toBar);
      volumeData = candles.map(toVolume);
      overlay?.setCandles(candles);
      tellLegend();
      win = newestWindow(candles.length);
      lastSeq = 0;
      loaded = true;
      fresh = false;
      draw();
    };

    /** Keeps the candles held on the device, when they came from the network (not from there). */
    const keep = () => {
      if (currentAt === 0 || currentAt === keptAt) return;
      keptAt = currentAt;
      void keepCandles(symbol, period, candles, currentAt).catch(() => undefined);
    };

    const load = async () => {
      let reply: Awaited<ReturnType<typeof getCandles>>;
      try {
        reply = await getCandles(symbol, period, {}, { quiet: true, background: true });
      } catch (error) {
        // Offline (or the server failed): the candles kept on the device, said as such, if any.
        const kept = disposed || loaded ? undefined : await keptCandles(symbol, period);
        if (disposed) return;
        if (!kept) throw error;
        hold(kept.candles);
        setState({ kind: 'kept', keptAt: kept.keptAt });
        return;
      }
      if (disposed) return;
      hold(reply.candles);
      fresh = true;
      currentAt = Date.now();
      keep();
      setState({ kind: 'ready' });
    };

    /** Moves the window when the view nears one of its ends, keeping the view where it is. */
    const follow = (visible: Visible) => {
      if (wantsOlder(win, visible)) void loadOlder();
      const next = nextWindow(candles.length, win, visible);
      if (!next) return;
      const view = shiftVisible(visible, win, next);
      win = next;
      draw();
      moving = true;
      chart.timeScale().setVisibleLogicalRange(view);
      moving = false;
    };

    /** Adds the 2,000 candles before the oldest held; false when there were none (or it failed). */
    const fetchOlder = async (): Promise<boolean> => {
      const first = candles[0];
      if (noOlder || !first) return false;
      // From the start of time: the server answers the newest MAX_CANDLES (2,000) before `to`,
      // where `to` alone would get its default 300 — a fifth as many round trips.
      const reply = await getCandles(
        symbol,
        period,
        { from: 0, to: first.time - 1 },
        { quiet: true, background: true },
      );
      if (disposed) return false;
      const older = reply.candles;
      if (older.length === 0) noOlder = true;
      candles = [...older, ...candles];
      barData = [...older.map(toBar), ...barData];
      volumeData = [...older.map(toVolume), ...volumeData];
      overlay?.setCandles(candles);
      // The same candles stay on screen: the window keeps its place among them.
      win = { start: win.start + older.length, end: win.end + older.length };
      return older.length > 0;
    };

    const loadOlder = async () => {
      if (loadingOlder) return;
      loadingOlder = true;
      try {
        if (!(await fetchOlder())) return;
        // The window moves over the older ones as the view does, in a task of its own (not on
        // top of reading the reply).
        setTimeout(() => {
          const visible = chart.timeScale().getVisibleLogicalRange();
          if (visible && !disposed) follow(visible);
        });
      } catch {
        // Older history is optional; scrolling left again retries.
      } finally {
        loadingOlder = false;
      }
    };

    chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
      if (range && !moving) follow(range);
    });

    const subscribe = () => void startRealtime().then((s) => s.emit('kline:sub', { symbol, period }));
    const offKline = onRealtime<KlineEvent>('kline', (e) => {
      if (disposed || !fresh || e.symbol !== symbol || e.period !== period) return;
      // A skipped sequence number means events were lost (e.g. while reconnecting): reload.
      if (lastSeq !== 0 && e.seq !== lastSeq + 1) {
        void loadAll().catch(() => undefined);
        return;
      }
      lastSeq = e.seq;
      if (focusTime !== null && e.candle.time === focusTime) focusTold.current?.(e.candle);
      const last = candles.at(-1);
      if (last && e.candle.time < last.time) return;
      const live = win.end === candles.length;
      const bar = toBar(e.candle);
      const vol = toVolume(e.candle);
      if (last && e.candle.time === last.time) {
        candles[candles.length - 1] = e.candle;
        barData[barData.length - 1] = bar;
        volumeData[volumeData.length - 1] = vol;
      } else {
        candles.push(e.candle);
        barData.push(bar);
        volumeData.push(vol);
        if (live) win = { ...win, end: candles.length };
      }
      overlay?.setNewest(candles);
      tellLegend();
      currentAt = Date.now();
      if (currentAt - keptAt >= KEEP_EVERY_MS) keep();
      // A window of older candles leaves the new one to the held data until the view comes back.
      if (!live) return;
      bars.update(bar);
      volume.update(vol);
      overlay?.updateNewest(win);
    });
    const offConnect = onRealtime('connect', () => {
      subscribe();
      void loadAll().catch(() => undefined);
    });

    /** Opens the view on the candle holding `focus`, fetching older history to reach it. */
    const reveal = async (at: number) => {
      loadingOlder = true;
      try {
        for (let page = 0; page < FOCUS_PAGES && candles[0] && at < candles[0].time; page++)
          if (!(await fetchOlder())) break;
      } catch {
        // What is held is shown; the candle may be missing.
      } finally {
        loadingOlder = false;
      }
      if (disposed) return;
      const index = candleAt(candles, at, period);
      const candle = index === null ? null : (candles[index] ?? null);
      focusTime = candle?.time ?? null;
      focusTold.current?.(candle);
      if (index === null || !candle) return;
      win = windowAround(candles.length, index, win, WINDOW);
      draw();
      focusMark?.setMarkers([
        { time: (candle.time / 1000) as UTCTimestamp, position: 'aboveBar', color: '#d4ba83', shape: 'arrowDown' },
      ]);
      const at0 = index - win.start;
      chart.timeScale().setVisibleLogicalRange({ from: at0 - 40, to: at0 + 20 });
    };

    /** Loads the newest candles, then (given an instant) opens the view on it again. */
    const loadAll = () => load().then(() => (focus === undefined || disposed ? undefined : reveal(focus)));

    subscribe();
    loadAll().catch(() => {
      if (!disposed) setState({ kind: 'failed' });
    });

    return () => {
      disposed = true;
      // What was shown last is what a later offline visit draws.
      keep();
      offKline();
      offConnect();
      void startRealtime().then((s) => s.emit('kline:unsub'));
      series.current = null;
      overlays.current = null;
      chartRef.current = null;
      drawn.current.clear();
      chart.remove();
    };
  }, [symbol, period, precision, focus]);

  // The language changed: the same chart writes its dates and times in the new one.
  useEffect(() => {
    chartRef.current?.applyOptions(timeOptions(tag, period));
  }, [tag, period]);

  // Still or not: the same chart, its touch handling switched.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new chart (symbol, period…) starts moving, and is told again
  useEffect(() => {
    chartRef.current?.applyOptions({
      handleScroll: !still,
      handleScale: !still,
      crosshair: { mode: still ? CrosshairMode.Hidden : CrosshairMode.Magnet },
    });
  }, [still, symbol, period, precision, focus]);

  // Indicators switched on or off: the same chart, their panes added or removed.
  const choiceKey = indicators ? ALL_INDICATORS.filter((k) => indicators[k]).join(' ') : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new chart (symbol, period…) is made with the current choice
  useEffect(() => {
    const chart = chartRef.current;
    const overlay = overlays.current;
    if (!chart || !overlay) return;
    const on = new Set(choiceKey.split(' '));
    overlay.choose(Object.fromEntries(ALL_INDICATORS.map((k) => [k, on.has(k)])) as IndicatorChoice);
    stretchPanes(chart);
    setPanes(chart.panes().length);
    legendTold.current?.(overlay.newest());
  }, [choiceKey, symbol, period, precision, focus]);

  // The lines: added, retitled or removed as they change, on the chart now shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new chart (symbol, period…) draws them again
  useEffect(() => {
    const bars = series.current;
    if (!bars) return;
    const want = new Map((lines ?? []).map((l) => [l.id, l]));
    for (const [id, line] of drawn.current)
      if (!want.has(id)) {
        bars.removePriceLine(line);
        drawn.current.delete(id);
      }
    for (const l of want.values()) {
      const options = { price: Number(l.price), title: l.title, color: l.color };
      const line = drawn.current.get(l.id);
      if (line) line.applyOptions(options);
      else
        drawn.current.set(
          l.id,
          bars.createPriceLine({ ...options, lineWidth: 1, lineStyle: LineStyle.Dashed, axisLabelVisible: true }),
        );
    }
  }, [lines, symbol, period, precision, focus]);

  return (
    <div
      ref={box}
      className="chart"
      data-state={state.kind}
      data-panes={panes}
      data-overlays={OVERLAYS.filter((k) => indicators?.[k]).join(' ')}
      data-still={still || undefined}
    />
  );
}

/** The chart's localisation and time-axis labels for a language (a BCP 47 tag) and period. */
function timeOptions(tag: string, period: Period) {
  const format = chartTimeFormat(tag, period);
  return {
    localization: { locale: tag, timeFormatter: (time: Time) => format.time(time as number) },
    timeScale: { tickMarkFormatter: (time: Time, kind: TickMarkType) => format.tick(time as number, kind) },
  };
}
