// One pair's live order book and recent trades: loaded over HTTP, then followed on the socket
// (`spot:sub {symbol}` → `depth` snapshots and `trades` batches). A `depth` whose seq skips one
// means events were missed: the book is loaded again. After a reconnect the subscription is
// renewed and both are loaded again, since whatever happened meanwhile was missed. When another
// server takes the books over, its snapshots carry a higher epoch and their seq starts again.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type DepthEvent,
  depthNewer,
  type PublicTrade,
  type SpotDepth,
  type TradesEvent,
} from '../../../../contract/spot';
import { getSpotDepth, getSpotTrades } from '../../../api/spot';
import { onRealtime, startRealtime } from '../../../realtime/socket';
import { sameSymbol } from './useSpotPairs';

/** Recent trades kept on screen. */
export const TRADES_SHOWN = 30;

type Load<T> = { data: T | null; failed: boolean };

const noop = () => {};

function mergeTrades(newer: PublicTrade[], older: PublicTrade[]): PublicTrade[] {
  const seen = new Set<string>();
  const out: PublicTrade[] = [];
  for (const t of [...newer, ...older]) {
    if (seen.has(t.id)) continue;
    seen.add(t.id);
    out.push(t);
  }
  return out.sort((a, b) => b.time - a.time).slice(0, TRADES_SHOWN);
}

export function useSpotBook(symbol: string | null) {
  const [depth, setDepth] = useState<Load<SpotDepth>>({ data: null, failed: false });
  const [trades, setTrades] = useState<Load<PublicTrade[]>>({ data: null, failed: false });
  const reloads = useRef({ depth: noop, trades: noop });

  useEffect(() => {
    setDepth({ data: null, failed: false });
    setTrades({ data: null, failed: false });
    if (!symbol) return;
    let disposed = false;
    /** The newest snapshot shown: (epoch, seq). */
    let last = { epoch: 0, seq: 0 };
    const opts = { quiet: true, background: true };

    const loadDepth = () => {
      getSpotDepth(symbol, opts).then(
        (d) => {
          // A socket snapshot newer than this reply may have arrived while it was on its way.
          if (disposed || depthNewer(last, d)) return;
          last = { epoch: d.epoch, seq: d.seq };
          setDepth({ data: d, failed: false });
        },
        () => {
          if (!disposed) setDepth((s) => (s.data ? s : { data: null, failed: true }));
        },
      );
    };
    const loadTrades = () => {
      getSpotTrades(symbol, opts).then(
        (r) => {
          if (!disposed) setTrades((s) => ({ data: mergeTrades(r.trades, s.data ?? []), failed: false }));
        },
        () => {
          if (!disposed) setTrades((s) => (s.data ? s : { data: null, failed: true }));
        },
      );
    };
    reloads.current = {
      depth: () => {
        setDepth({ data: null, failed: false });
        loadDepth();
      },
      trades: () => {
        setTrades({ data: null, failed: false });
        loadTrades();
      },
    };

    const subscribe = () => void startRealtime().then((s) => s.emit('spot:sub', { symbol }));
    const offDepth = onRealtime<DepthEvent>('depth', (e) => {
      if (disposed || !sameSymbol(e.symbol, symbol) || !depthNewer(e, last)) return;
      const gap = e.epoch === last.epoch && last.seq !== 0 && e.seq > last.seq + 1;
      last = { epoch: e.epoch, seq: e.seq };
      setDepth({ data: e, failed: false });
      // Each event is a whole snapshot, so it is shown; the gap still means the stream dropped
      // events, and the book is asked for again to be sure nothing is left from before.
      if (gap) loadDepth();
    });
    const offTrades = onRealtime<TradesEvent>('trades', (e) => {
      if (disposed || !sameSymbol(e.symbol, symbol) || e.trades.length === 0) return;
      setTrades((s) => ({ data: mergeTrades(e.trades, s.data ?? []), failed: false }));
    });
    const offConnect = onRealtime('connect', () => {
      // The server may have restarted with a new sequence: the next snapshot starts it again.
      last = { epoch: 0, seq: 0 };
      subscribe();
      loadDepth();
      loadTrades();
    });

    subscribe();
    loadDepth();
    loadTrades();
    return () => {
      disposed = true;
      offDepth();
      offTrades();
      offConnect();
      void startRealtime().then((s) => s.emit('spot:unsub', { symbol }));
    };
  }, [symbol]);

  const retryDepth = useCallback(() => reloads.current.depth(), []);
  const retryTrades = useCallback(() => reloads.current.trades(), []);
  return { depth, trades, retryDepth, retryTrades };
}
