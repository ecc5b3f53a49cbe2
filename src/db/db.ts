// The app's IndexedDB database (Dexie): what must survive a reload or an offline start. Each table
// is owned by one module; pages read tables through live queries (dexie-react-hooks).
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { Candle, Period } from '../../contract/market';

/** Small key/value settings the app keeps across launches (e.g. the default fiat currency). */
export type Setting = { key: string; value: unknown };

/** A coin or instrument the user marked as favourite; `synced` is false until /optional/* agreed. */
export type Favourite = { currencyId: string; symbol: string; addedAt: number; synced: 0 | 1; deleted: 0 | 1 };

/** An instrument detail the user opened (market search's "recent views"). */
export type RecentView = { symbol: string; currencyId: string; viewedAt: number };

/** A file waiting to be uploaded with its form, sent once under `requestId` when the network allows. */
export type QueuedUpload = {
  id?: number;
  requestId: string;
  purpose: string;
  file: Blob;
  fileName: string;
  fields: Record<string, string>;
  state: 'waiting' | 'sending' | 'failed' | 'done';
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  error?: string;
  resultPath?: string;
  /** Further files of the same form by field name (e.g. a document's back), uploaded after `file`. Not indexed. */
  extraFiles?: Record<string, Blob>;
  /** Where those of `extraFiles` already on the server are, by the same names. */
  extraPaths?: Record<string, string>;
  /** When it was sent (state 'done'), so sent items can be cleared later. Not indexed: no new schema version. */
  finishedAt?: number;
};

/**
 * The last candles of one instrument and period the chart page showed, so it can draw them offline
 * with their age (src/pages/market/keptCandles.ts bounds how many). `keptAt`: when they were current.
 */
export type KeptCandles = { symbol: string; period: Period; candles: Candle[]; keptAt: number };

/**
 * A customer-service message as this device knows it (issue 18): the server's, or one typed here
 * and not yet sent (`state` 'pending', no `seq`). Keyed by the client message id, which the server
 * stores too, so the sent copy replaces the pending one. `owner`: 'account' (the signed-in user's,
 * cleared at sign-out) or 'guest'.
 */
export type KeptSupportMessage = {
  clientId: string;
  owner: 'account' | 'guest';
  id: string;
  seq: number;
  author: 'user' | 'desk';
  authorName: string;
  body: string;
  image: string;
  state: 'pending' | 'sending' | 'sent' | 'failed';
  /** Why the server refused it (state 'failed'). */
  error?: string;
  createdAt: number;
};

export const DB_NAME = 'kestrel';

export class KestrelDb extends Dexie {
  settings!: EntityTable<Setting, 'key'>;
  favourites!: EntityTable<Favourite, 'currencyId'>;
  recentViews!: EntityTable<RecentView, 'symbol'>;
  uploadQueue!: EntityTable<QueuedUpload, 'id'>;
  keptCandles!: Table<KeptCandles, [string, Period]>;
  supportMessages!: EntityTable<KeptSupportMessage, 'clientId'>;

  constructor(name = DB_NAME) {
    super(name);
    // Version history: never edit a landed version, add the next one (with .upgrade() for data).
    this.version(1).stores({
      settings: 'key',
      favourites: 'currencyId, addedAt, synced',
      recentViews: 'symbol, viewedAt',
      uploadQueue: '++id, &requestId, state, nextAttemptAt',
    });
    // 2: the chart page's kept candles, one row per instrument and period (issue 20).
    this.version(2).stores({ keptCandles: '[symbol+period], keptAt' });
    // 3: customer service's messages, read offline and sent from here when the network returns (issue 18).
    this.version(3).stores({ supportMessages: 'clientId, [owner+seq], [owner+state], [owner+createdAt]' });
  }
}

export const db = new KestrelDb();

// Another tab opened a newer schema: this tab's copy is stale, so reload into the new version.
db.on('versionchange', () => {
  db.close();
  window.location.reload();
  return false;
});

/** Spec §9: when the web version flag rises, stored data goes too. */
export async function clearDatabase(): Promise<void> {
  db.close();
  await Dexie.delete(DB_NAME);
  await db.open();
}
