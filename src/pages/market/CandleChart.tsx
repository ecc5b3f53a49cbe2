// A candlestick chart with volume (lightweight-charts, loaded with this screen only). It shows the
// recorded history, follows the live candle over the socket, notices a gap in the stream's
// sequence (after a reconnect) and reloads, and loads older candles when scrolled to the left;
// the series shows a window of the candles held (chartWindow.ts), so scrolling far back stays smooth.
// Optional horizontal lines (an option's entry price, a settlement price) are drawn over the
// candles; `focus` (epoch ms) opens the chart on the candle holding that instant, marks it and
// reports it, so a screen can say what that candle's range was.
import { Trans } from '@lingui/react/macro';
import {
  type CandlestickData,
  CandlestickSeries,
  createChart,
  createSeriesMarkers,
  type HistogramData,
  HistogramSeries,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  LineStyle,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import type { Candle, KlineEvent, Period } from '../../../contract/market';
import { getCandles } from '../../api/market';
import { onRealtime, startRealtime } from '../../realtime/socket';
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

const UP = '#28ba98';
const DOWN = '#F04A5A';

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

type Props = {
  symbol: string;
  period: Period;
  precision: number;
  lines?: readonly ChartLine[];
  /** Open on the candle that holds this instant (epoch ms), marked. */
  focus?: number;
  /** Told that candle (null when the history has none there), and again as it changes live. */
  onFocusCandle?: (candle: Candle | null) => void;
  className?: string;
};
type State = 'loading' | 'ready' | 'failed';

export function CandleChart(props: Props) {
  const [state, setState] = useState<State>('loading');
  const [attempt, setAttempt] = useState(0);
  return (
    <div className={`chart-wrap${props.className ? ` ${props.className}` : ''}`}>
      <ChartCanvas key={attempt} {...props} onState={setState} />
      {state === 'failed' && (
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
  onState,
}: Props & { onState: (s: State) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');
  useEffect(() => onState(state), [state, onState]);
  /** The candle series of the chart now shown, for the lines. */
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const drawn = useRef(new Map<string, IPriceLine>());
  const focusTold = useRef(onFocusCandle);
  focusTold.current = onFocusCandle;

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
    setState('loading');

    const chart: IChartApi = createChart(el, {
      autoSize: true,
      layout: { background: { color: '#0f1318' }, textColor: '#8a94a3', attributionLogo: false },
      grid: { vertLines: { color: '#1c222b' }, horzLines: { color: '#1c222b' } },
      rightPriceScale: { borderColor: '#262e39' },
      timeScale: {
        borderColor: '#262e39',
        timeVisible: period !== '1d' && period !== '1w' && period !== '1M',
        // Zoomed out fully, even a wide screen shows fewer bars than the window holds.
        minBarSpacing: 2,
      },
      crosshair: { mode: 1 },
    });
    const bars: ISeriesApi<'Candlestick'> = chart.addSeries(CandlestickSeries, {
      upColor: UP,
      downColor: DOWN,
      borderUpColor: UP,
      borderDownColor: DOWN,
      wickUpColor: UP,
      wickDownColor: DOWN,
      priceFormat: { type: 'price', precision, minMove: 10 ** -precision },
    });
    const volume: ISeriesApi<'Histogram'> = chart.addSeries(HistogramSeries, {
      priceScaleId: '',
      priceFormat: { type: 'volume' },
    });
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    series.current = bars;
    const focusMark = focus === undefined ? null : createSeriesMarkers(bars, []);
    /** The time of the candle holding `focus`, once found. */
    let focusTime: number | null = null;

    const draw = () => {
      moving = true;
      bars.setData(barData.slice(win.start, win.end));
      volume.setData(volumeData.slice(win.start, win.end));
      moving = false;
    };

    const load = async () => {
      const reply = await getCandles(symbol, period, {}, { quiet: true, background: true });
      if (disposed) return;
      candles = reply.candles;
      barData = candles.map(toBar);
      volumeData = candles.map(toVolume);
      win = newestWindow(candles.length);
      lastSeq = 0;
      draw();
      setState('ready');
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
      if (disposed || e.symbol !== symbol || e.period !== period) return;
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
      // A window of older candles leaves the new one to the held data until the view comes back.
      if (!live) return;
      bars.update(bar);
      volume.update(vol);
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
      if (!disposed) setState('failed');
    });

    return () => {
      disposed = true;
      offKline();
      offConnect();
      void startRealtime().then((s) => s.emit('kline:unsub'));
      series.current = null;
      drawn.current.clear();
      chart.remove();
    };
  }, [symbol, period, precision, focus]);

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

  return <div ref={box} className="chart" data-state={state} />;
}
