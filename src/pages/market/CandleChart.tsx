// A candlestick chart with volume (lightweight-charts, loaded with this screen only). It shows the
// recorded history, follows the live candle over the socket, notices a gap in the stream's
// sequence (after a reconnect) and reloads, and loads older candles when scrolled to the left;
// the series shows a window of the candles held (chartWindow.ts), so scrolling far back stays smooth.
import { Trans } from '@lingui/react/macro';
import {
  type CandlestickData,
  CandlestickSeries,
  createChart,
  type HistogramData,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import type { Candle, KlineEvent, Period } from '../../../contract/market';
import { getCandles } from '../../api/market';
import { onRealtime, startRealtime } from '../../realtime/socket';
import { newestWindow, nextWindow, type Span, shiftVisible, type Visible, wantsOlder } from './chartWindow';

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

type Props = { symbol: string; period: Period; precision: number };
type State = 'loading' | 'ready' | 'failed';

export function CandleChart(props: Props) {
  const [state, setState] = useState<State>('loading');
  const [attempt, setAttempt] = useState(0);
  return (
    <div className="chart-wrap">
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

function ChartCanvas({ symbol, period, precision, onState }: Props & { onState: (s: State) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');
  useEffect(() => onState(state), [state, onState]);

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

    const loadOlder = async () => {
      const first = candles[0];
      if (loadingOlder || noOlder || !first) return;
      loadingOlder = true;
      try {
        // From the start of time: the server answers the newest MAX_CANDLES (2,000) before `to`,
        // where `to` alone would get its default 300 — a fifth as many round trips.
        const reply = await getCandles(
          symbol,
          period,
          { from: 0, to: first.time - 1 },
          { quiet: true, background: true },
        );
        if (disposed) return;
        const older = reply.candles;
        if (older.length === 0) noOlder = true;
        candles = [...older, ...candles];
        barData = [...older.map(toBar), ...barData];
        volumeData = [...older.map(toVolume), ...volumeData];
        // The same candles stay on screen; the window moves over the older ones as the view does,
        // in a task of its own (not on top of reading the reply).
        win = { start: win.start + older.length, end: win.end + older.length };
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
        void load().catch(() => undefined);
        return;
      }
      lastSeq = e.seq;
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
      void load().catch(() => undefined);
    });

    subscribe();
    load().catch(() => {
      if (!disposed) setState('failed');
    });

    return () => {
      disposed = true;
      offKline();
      offConnect();
      void startRealtime().then((s) => s.emit('kline:unsub'));
      chart.remove();
    };
  }, [symbol, period, precision]);

  return <div ref={box} className="chart" data-state={state} />;
}
