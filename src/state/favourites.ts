// Favourite instruments live in IndexedDB first, so the list works offline and for guests; a
// change is marked unsynced and sent to /optional/* when there is a session and a network, and
// the server's list is merged back (spec §7, issue: favourites sync).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { addFavourite, getFavourites, removeFavourite } from '../api/market';
import { db } from '../db/db';
import { session } from './session';

/** The favourite instrument ids, oldest first; undefined while loading. */
export function useFavouriteIds(): number[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.favourites
      .orderBy('addedAt')
      .filter((r) => r.deleted === 0)
      .toArray();
    return rows.map((r) => Number(r.currencyId));
  });
}

export async function toggleFavourite(id: number, symbol: string): Promise<boolean> {
  const key = String(id);
  const row = await db.favourites.get(key);
  const on = !row || row.deleted === 1;
  await db.favourites.put({
    currencyId: key,
    symbol,
    addedAt: row?.addedAt ?? Date.now(),
    synced: 0,
    deleted: on ? 0 : 1,
  });
  void syncFavourites();
  return on;
}

let syncing: Promise<void> | null = null;

/** Sends local changes, then takes the server's list as the truth for what was already synced. */
export function syncFavourites(): Promise<void> {
  if (!session.token || !navigator.onLine) return Promise.resolve();
  syncing ??= (async () => {
    try {
      const quiet = { quiet: true, background: true };
      for (const row of await db.favourites.where('synced').equals(0).toArray()) {
        if (row.deleted) {
          await removeFavourite(Number(row.currencyId), quiet);
          await db.favourites.delete(row.currencyId);
        } else {
          await addFavourite(Number(row.currencyId), quiet);
          await db.favourites.update(row.currencyId, { synced: 1 });
        }
      }
      const server = await getFavourites(quiet);
      const serverIds = new Set(server.map((q) => String(q.id)));
      await db.transaction('rw', db.favourites, async () => {
        for (const q of server) {
          const local = await db.favourites.get(String(q.id));
          if (!local)
            await db.favourites.put({
              currencyId: String(q.id),
              symbol: q.symbol,
              addedAt: Date.now(),
              synced: 1,
              deleted: 0,
            });
        }
        for (const local of await db.favourites.where('synced').equals(1).toArray()) {
          if (!serverIds.has(local.currencyId)) await db.favourites.delete(local.currencyId);
        }
      });
    } catch {
      // Offline or refused: unsynced changes stay marked and go with the next sync.
    } finally {
      syncing = null;
    }
  })();
  return syncing;
}

/**
 * The recent views: the last 20 instruments opened (an instrument's page or a trading screen),
 * newest first; market search and the trade screens' pickers show them.
 */
export function useRecentViews() {
  return useLiveQuery(() => db.recentViews.orderBy('viewedAt').reverse().limit(20).toArray());
}

export async function recordView(id: number, symbol: string): Promise<void> {
  const currencyId = String(id);
  // One row per instrument, whichever spelling of its symbol opened it (BTC/USDT, btcusdt).
  await db.recentViews.filter((r) => r.currencyId === currencyId && r.symbol !== symbol).delete();
  await db.recentViews.put({ symbol, currencyId, viewedAt: Date.now() });
  const stale = await db.recentViews.orderBy('viewedAt').reverse().offset(20).primaryKeys();
  if (stale.length) await db.recentViews.bulkDelete(stale);
}

/** Records the instrument shown as opened, once it is known and each time it changes. */
export function useRecordView(id: number | undefined, symbol: string): void {
  useEffect(() => {
    if (id !== undefined) void recordView(id, symbol);
  }, [id, symbol]);
}

export async function clearRecentViews(): Promise<void> {
  await db.recentViews.clear();
}
