// Starts the market data the screens read: a quote snapshot, then the socket's ticker batches.
// After a reconnect the snapshot is loaded again, since ticks sent while away were missed.
import type { Quotation, TickerEvent } from '../../contract/market';
import { getQuotations } from '../api/market';
import { onRealtime } from '../realtime/socket';
import { applyTicker, currentQuotes, setQuotes, setQuotesFailed } from './quotes';

/** The last quotes are kept in IndexedDB (settings 'quotes') so an offline start still shows them. */
const KEPT = 'quotes';
const KEEP_EVERY_MS = 30_000;

type Kept = { at: number; quotes: Quotation[] };

export async function loadQuotes(): Promise<void> {
  try {
    setQuotes(await getQuotations({ background: true, quiet: true }));
    void keepQuotes();
  } catch {
    // Dexie is loaded only now, off the start-up path of a normal (online) launch.
    const { db } = await import('../db/db');
    const kept = (await db.settings.get(KEPT).catch(() => undefined))?.value as Kept | undefined;
    if (kept?.quotes?.length) setQuotes(kept.quotes, kept.at, false);
    else setQuotesFailed();
  }
}

async function keepQuotes(): Promise<void> {
  const { db } = await import('../db/db');
  const value: Kept = { at: Date.now(), quotes: currentQuotes() };
  await db.settings.put({ key: KEPT, value }).catch(() => undefined);
}

let started = false;

export function startMarket(): void {
  if (started) return;
  started = true;
  void loadQuotes();
  onRealtime<TickerEvent>('ticker', applyTicker);
  setInterval(() => {
    if (navigator.onLine) void keepQuotes();
  }, KEEP_EVERY_MS);
  let first = true;
  onRealtime('connect', () => {
    if (first) {
      first = false;
      return;
    }
    void loadQuotes();
  });
}
