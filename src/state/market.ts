// Starts the market data the screens read: a quote snapshot, then the socket's ticker batches.
// After a reconnect the snapshot is loaded again, since ticks sent while away were missed. When
// the network does not answer, the newest copy at hand — the service worker's or the one kept in
// IndexedDB — is shown marked with its age (status 'stale').
import type { Quotation, TickerEvent } from '../../contract/market';
import type { ReplyOrigin } from '../api/client';
import { getQuotations } from '../api/market';
import { onRealtime } from '../realtime/socket';
import { applyTicker, currentQuotes, quotesStatus, setQuotes, setQuotesFailed } from './quotes';

/** The last quotes are kept in IndexedDB (settings 'quotes') so an offline start still shows them. */
const KEPT = 'quotes';
const KEEP_EVERY_MS = 30_000;
const KEEP_FIRST_AFTER_MS = 1_500;

type Kept = { at: number; quotes: Quotation[] };

export async function loadQuotes(): Promise<void> {
  let cachedAt: number | undefined;
  try {
    const origin: ReplyOrigin = {};
    const snapshot = await getQuotations({ background: true, quiet: true, origin });
    if (origin.cachedAt === undefined) {
      setQuotes(snapshot);
      // Kept a few seconds later: loading Dexie (~100 KB) must not hold up the screen still loading.
      setTimeout(() => void keepQuotes(), KEEP_FIRST_AFTER_MS);
      return;
    }
    // The network did not answer and the service worker gave its copy: shown at once, with its age.
    cachedAt = origin.cachedAt;
    setQuotes(snapshot, cachedAt, false);
  } catch {
    // Offline with nothing in the worker's cache, or refused.
  }
  // The copy kept on this device follows the ticks (every 30 s): shown instead when it is newer.
  // Dexie is loaded only now, off the start-up path of a normal (online) launch.
  const kept = await readKept();
  if (kept?.quotes?.length && kept.at > (cachedAt ?? 0)) setQuotes(kept.quotes, kept.at, false);
  else if (cachedAt === undefined) setQuotesFailed();
}

async function readKept(): Promise<Kept | undefined> {
  const { db } = await import('../db/db');
  return (await db.settings.get(KEPT).catch(() => undefined))?.value as Kept | undefined;
}

async function keepQuotes(): Promise<void> {
  const { db } = await import('../db/db');
  const value: Kept = { at: Date.now(), quotes: currentQuotes() };
  await db.settings.put({ key: KEPT, value }).catch(() => undefined);
}

let started = false;

/** Asks for the quote snapshot: first thing at launch, since the rows wait for nothing else. */
export function startMarket(): void {
  if (started) return;
  started = true;
  void loadQuotes();
}

/** Follows the socket's ticker batches and reconnections, and keeps the quotes for offline use. */
export function followMarket(): void {
  onRealtime<TickerEvent>('ticker', applyTicker);
  setInterval(() => {
    if (navigator.onLine && quotesStatus() === 'ready') void keepQuotes();
  }, KEEP_EVERY_MS);
  // The first connection follows the start's own snapshot, unless that was not a live one.
  let first = true;
  onRealtime('connect', () => {
    const skip = first && quotesStatus() === 'ready';
    first = false;
    if (!skip) void loadQuotes();
  });
}
