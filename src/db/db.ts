// The app's IndexedDB database (Dexie): what must survive a reload or an offline start. Each table
// is owned by one module; pages read tables through live queries (dexie-react-hooks).
import Dexie, { type EntityTable } from 'dexie';

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

export const DB_NAME = 'kestrel';

export class KestrelDb extends Dexie {
  settings!: EntityTable<Setting, 'key'>;
  favourites!: EntityTable<Favourite, 'currencyId'>;
  recentViews!: EntityTable<RecentView, 'symbol'>;
  uploadQueue!: EntityTable<QueuedUpload, 'id'>;

  constructor(name = DB_NAME) {
    super(name);
    // Version history: never edit a landed version, add the next one (with .upgrade() for data).
    this.version(1).stores({
      settings: 'key',
      favourites: 'currencyId, addedAt, synced',
      recentViews: 'symbol, viewedAt',
      uploadQueue: '++id, &requestId, state, nextAttemptAt',
    });
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
