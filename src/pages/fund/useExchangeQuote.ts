// The coin exchange's live quote: fetched when the pair changes, every few seconds while the screen
// is open and visible, and on demand. An answer for a pair no longer chosen is dropped.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExchangeQuote } from '../../../contract/wallet';
import { getExchangeQuote } from '../../api/wallet';

export const QUOTE_REFRESH_MS = 5_000;

export type QuoteState = {
  quote: ExchangeQuote | null;
  /** When this device received the quote (ms). */
  fetchedAt: number;
  failed: boolean;
  loading: boolean;
};

export function useExchangeQuote(from: string, to: string) {
  const [state, setState] = useState<QuoteState>({ quote: null, fetchedAt: 0, failed: false, loading: true });
  const pair = useRef(`${from}/${to}`);
  pair.current = `${from}/${to}`;

  /** Fetches the quote now; resolves with it (null when it failed or the pair changed meanwhile). */
  const refresh = useCallback(async (): Promise<ExchangeQuote | null> => {
    const asked = `${from}/${to}`;
    if (from === to) {
      setState({ quote: null, fetchedAt: 0, failed: false, loading: false });
      return null;
    }
    setState((s) => ({ ...s, loading: true }));
    try {
      const quote = await getExchangeQuote(from, to, { quiet: true, background: true });
      if (pair.current !== asked) return null;
      setState({ quote, fetchedAt: Date.now(), failed: false, loading: false });
      return quote;
    } catch {
      if (pair.current === asked) setState((s) => ({ ...s, failed: true, loading: false }));
      return null;
    }
  }, [from, to]);

  useEffect(() => {
    setState({ quote: null, fetchedAt: 0, failed: false, loading: true });
    void refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, QUOTE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  return { ...state, refresh };
}

/** Re-renders every second, for "quoted 3 s ago". */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
