// Live quotes. They change many times a second, so they live outside React and valtio: the
// socket's ticker batches are applied once per animation frame, and each row subscribes to its
// own instrument, so only rows whose price changed render again.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Quotation, TickerEvent } from '../../contract/market';

const quotes = new Map<number, Quotation>();
const rowListeners = new Map<number, Set<() => void>>();
const listListeners = new Set<() => void>();
let list: Quotation[] = [];
let pending: TickerEvent = [];
let frame = 0;
let loadedAt = 0;
/** ready: live; stale: the last quotes kept on this device, shown while offline. */
type Status = 'loading' | 'ready' | 'stale' | 'failed';
let status: Status = 'loading';
let view: { quotes: Quotation[]; loadedAt: number; status: Status } = { quotes: list, loadedAt, status };

function notifyRow(id: number) {
  for (const fn of rowListeners.get(id) ?? []) fn();
}

/**
 * Replaces everything with a snapshot: fresh from the server, or one kept for offline (never in
 * place of a fresh one).
 */
export function setQuotes(snapshot: Quotation[], at = Date.now(), fresh = true): void {
  if (!fresh && status === 'ready') return;
  for (const q of snapshot) {
    quotes.set(q.id, q);
    notifyRow(q.id);
  }
  list = snapshot.map((q) => quotes.get(q.id) as Quotation);
  loadedAt = at;
  status = fresh ? 'ready' : 'stale';
  publishList();
}

/** The snapshot could not be loaded (offline with nothing cached, or refused). */
export function setQuotesFailed(): void {
  if (status === 'ready' || status === 'stale') return;
  status = 'failed';
  publishList();
}

export function quotesStatus(): Status {
  return status;
}

function publishList() {
  view = { quotes: list, loadedAt, status };
  for (const fn of listListeners) fn();
}

function flush() {
  frame = 0;
  const batch = pending;
  pending = [];
  for (const u of batch) {
    const q = quotes.get(u.id);
    if (!q) continue;
    quotes.set(u.id, { ...q, ...u });
    notifyRow(u.id);
  }
}

/** Queues a ticker batch from the socket; applied at the next frame. */
export function applyTicker(event: TickerEvent): void {
  pending.push(...event);
  if (!frame)
    frame =
      typeof requestAnimationFrame === 'function'
        ? requestAnimationFrame(flush)
        : (setTimeout(flush, 16) as unknown as number);
}

/** Every quote as it is now (with the ticks applied), e.g. to keep for offline use. */
export function currentQuotes(): Quotation[] {
  return list.map((q) => quotes.get(q.id) ?? q);
}

export function getQuote(id: number): Quotation | undefined {
  return quotes.get(id);
}

function subscribeRow(id: number, fn: () => void): () => void {
  let set = rowListeners.get(id);
  if (!set) {
    set = new Set();
    rowListeners.set(id, set);
  }
  set.add(fn);
  return () => set.delete(fn);
}

const noSubscription = () => () => undefined;

/**
 * One instrument's live quote; the component renders again only when it changes. With `live`
 * false it does not follow ticks (e.g. a row far off screen) and shows the latest on turning live.
 */
export function useQuote(id: number, live = true): Quotation | undefined {
  const subscribe = useCallback((fn: () => void) => (live ? subscribeRow(id, fn) : noSubscription()), [id, live]);
  return useSyncExternalStore(subscribe, () => quotes.get(id));
}

/** One instrument's symbol: for the parts of a row that must not render again on every tick. */
export function useQuoteSymbol(id: number): string | undefined {
  const subscribe = useCallback((fn: () => void) => subscribeRow(id, fn), [id]);
  return useSyncExternalStore(subscribe, () => quotes.get(id)?.symbol);
}

/** The instrument list as of the last snapshot (changes rarely: prices are read per row). */
export function useQuoteList(): { quotes: Quotation[]; loadedAt: number; status: Status } {
  return useSyncExternalStore(
    (fn) => {
      listListeners.add(fn);
      return () => listListeners.delete(fn);
    },
    () => view,
  );
}

/**
 * The live prices of several instruments (e.g. those of the open positions, to value the account
 * as a whole); renders again when any of them changes. Missing quotes are left out.
 */
export function useQuotePrices(ids: readonly number[]): ReadonlyMap<number, string> {
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
  const subscribe = useCallback(
    (fn: () => void) => {
      const offs = key === '' ? [] : key.split(',').map((id) => subscribeRow(Number(id), fn));
      return () => {
        for (const off of offs) off();
      };
    },
    [key],
  );
  // A string snapshot: equal while no price changed, so React skips the render.
  const snapshot = useSyncExternalStore(subscribe, () =>
    key === ''
      ? ''
      : key
          .split(',')
          .map((id) => `${id}=${quotes.get(Number(id))?.price ?? ''}`)
          .join(';'),
  );
  return useMemo(() => {
    const prices = new Map<number, string>();
    for (const part of snapshot === '' ? [] : snapshot.split(';')) {
      const [id = '', price = ''] = part.split('=');
      if (price !== '') prices.set(Number(id), price);
    }
    return prices;
  }, [snapshot]);
}
