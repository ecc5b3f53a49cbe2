import { afterEach, describe, expect, it } from 'vitest';
import { KestrelDb } from '../../src/db/db';

let n = 0;
const open = () => new KestrelDb(`kestrel-test-${++n}`);
const dbs: KestrelDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

describe('the IndexedDB schema', () => {
  it('keeps favourites, recent views and settings by their keys', async () => {
    const db = open();
    dbs.push(db);
    await db.favourites.put({ currencyId: '1', symbol: 'BTC/USDT', addedAt: 1, synced: 0, deleted: 0 });
    await db.recentViews.put({ symbol: 'ETH/USDT', currencyId: '2', viewedAt: 5 });
    await db.recentViews.put({ symbol: 'ETH/USDT', currencyId: '2', viewedAt: 9 });
    await db.settings.put({ key: 'fiat', value: 'EUR' });
    expect(await db.favourites.where('synced').equals(0).count()).toBe(1);
    expect(await db.recentViews.count()).toBe(1);
    expect((await db.recentViews.get('ETH/USDT'))?.viewedAt).toBe(9);
    expect((await db.settings.get('fiat'))?.value).toBe('EUR');
  });

  it('refuses a second queued upload with the same request id (sent once)', async () => {
    const db = open();
    dbs.push(db);
    const item = {
      requestId: 'r1',
      purpose: 'voucher',
      file: new Blob(['x']),
      fileName: 'v.png',
      fields: {},
      state: 'waiting' as const,
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 0,
    };
    await db.uploadQueue.add(item);
    await expect(db.uploadQueue.add({ ...item })).rejects.toThrow();
    expect(await db.uploadQueue.where('state').equals('waiting').count()).toBe(1);
  });
});
