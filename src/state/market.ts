// Starts the market data the screens read: a quote snapshot, then the socket's ticker batches.
// After a reconnect the snapshot is loaded again, since ticks sent while away were missed.
import type { TickerEvent } from '../../contract/market';
import { getQuotations } from '../api/market';
import { onRealtime } from '../realtime/socket';
import { applyTicker, setQuotes, setQuotesFailed } from './quotes';

export async function loadQuotes(): Promise<void> {
  try {
    setQuotes(await getQuotations({ background: true, quiet: true }));
  } catch {
    setQuotesFailed();
  }
}

let started = false;

export function startMarket(): void {
  if (started) return;
  started = true;
  void loadQuotes();
  onRealtime<TickerEvent>('ticker', applyTicker);
  let first = true;
  onRealtime('connect', () => {
    if (first) {
      first = false;
      return;
    }
    void loadQuotes();
  });
}
