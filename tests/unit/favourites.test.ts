// @vitest-environment happy-dom
// Favourites live in IndexedDB first and sync with /optional/* when there is a session.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quotation } from '../../contract/market';

const server = new Set<number>();
/** While true, every call fails as it would with no network. */
let unreachable = false;
const reach = () => {
  if (unreachable) throw new TypeError('Failed to fetch');
};
vi.mock('../../src/api/market', () => ({
  addFavourite: vi.fn(async (id: number) => {
    reach();
    server.add(id);
    return null;
  }),
  removeFavourite: vi.fn(async (id: number) => {
    reach();
    server.delete(id);
    return null;
  }),
  getFavourites: vi.fn(async () => [...server].map((id) => ({ id, symbol: `S${id}` }) as Quotation)),
}));

const { db } = await import('../../src/db/db');
const { syncFavourites, toggleFavourite } = await import('../../src/state/favourites');
const { session } = await import('../../src/state/session');

const local = async () =>
  (await db.favourites.toArray()).map((r) => ({ id: r.currencyId, synced: r.synced, deleted: r.deleted }));

beforeEach(async () => {
  unreachable = false;
  server.clear();
  await db.favourites.clear();
  session.token = null;
});

describe('favourites', () => {
  it('are kept on the device for a guest, unsynced', async () => {
    expect(await toggleFavourite(1, 'BTC/USDT')).toBe(true);
    await syncFavourites();
    expect(await local()).toEqual([{ id: '1', synced: 0, deleted: 0 }]);
    expect(server.size).toBe(0);
  });

  it('go to the server once there is a session, and a removal follows', async () => {
    await toggleFavourite(1, 'BTC/USDT');
    await toggleFavourite(2, 'ETH/USDT');
    session.token = 'tok';
    await syncFavourites();
    expect([...server].sort()).toEqual([1, 2]);
    expect(await local()).toEqual([
      { id: '1', synced: 1, deleted: 0 },
      { id: '2', synced: 1, deleted: 0 },
    ]);
    expect(await toggleFavourite(1, 'BTC/USDT')).toBe(false);
    await syncFavourites();
    expect([...server]).toEqual([2]);
    expect(await local()).toEqual([{ id: '2', synced: 1, deleted: 0 }]);
  });

  it('starred while the server is out of reach, are kept and sent with the next sync', async () => {
    session.token = 'tok';
    unreachable = true;
    await toggleFavourite(3, 'SOL/USDT');
    await syncFavourites();
    expect(await local()).toEqual([{ id: '3', synced: 0, deleted: 0 }]);
    unreachable = false;
    await syncFavourites(); // as the 'online' event does (main.tsx)
    expect([...server]).toEqual([3]);
    expect(await local()).toEqual([{ id: '3', synced: 1, deleted: 0 }]);
  });

  it("take the server's list for what was already synced", async () => {
    session.token = 'tok';
    server.add(5);
    await db.favourites.put({ currencyId: '9', symbol: 'X', addedAt: 1, synced: 1, deleted: 0 });
    await syncFavourites();
    expect(await local()).toEqual([{ id: '5', synced: 1, deleted: 0 }]);
  });
});
