// Opens the database: a SQLite file under DATA_DIR by default (WAL, one process), PostgreSQL when
// DATABASE_URL is set. Both speak through Kysely with one schema, so areas never know which it is.
import { mkdirSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { startCheckpointer } from './checkpointer';
import type { Database } from './tables';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';
/**
 * What openDb opened. On SQLite also the better-sqlite3 handle under `db`: the same single
 * connection, so its statements run inside a transaction begun through `db` (the ledger's batch
 * writer runs prepared statements on it, a fraction of the cost of building queries per row).
 */
export type OpenedDb = { db: Db; kind: 'postgres' } | { db: Db; kind: 'sqlite'; sqlite: SQLite.Database };

// int8 (bigint) columns hold epoch milliseconds and counts, all far below 2^53: read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Prepared statements kept per SQLite connection. */
const PREPARED = 500;

export function openDb(opts: { databaseUrl?: string; sqliteFile: string; dataDir: string }): OpenedDb {
  if (opts.databaseUrl) {
    // A transaction left open by a frozen process (a stalled VM, SIGSTOP) is ended by the database
    // after 5 s, so the locks it holds (the market lease's row among them) do not stop another
    // node taking over (issue 33). No transaction of ours waits that long between statements.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      idle_in_transaction_session_timeout: 5_000,
    });
    // An idle connection the database ends (a restart, a failover, an administrator) is dropped by
    // the pool, which opens a new one for the next query; unheard, the error would end the process.
    pool.on('error', () => undefined);
    // The pool listens for errors only on idle connections. One that the database ends while it is
    // checked out between two statements (the transaction timeout above, a restart) would emit an
    // unheard 'error' and end the process; heard here, the transaction's next statement fails
    // instead and the pool drops the connection when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(opts.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before it is acknowledged, so an answered request survives a power
  // cut too, not only a killed process (NORMAL may lose the last commits then). The ledger's
  // acknowledged money movements are worth the extra fsync.
  sqlite.pragma('synchronous = FULL');
  // Checkpoint (copy the WAL into the database file, with its fsyncs) every ~40 MB of WAL rather
  // than SQLite's default ~4 MB: a page rewritten by many commits is copied once, and a burst of
  // ledger batches (thousands of pages each) no longer checkpoints after every commit. Halved the
  // commit time of 2,048-transfer batches (BENCHMARKS.md). Durability is the same: it rests on
  // the WAL, and a restart replays what was not yet copied. The checkpointer thread below normally
  // keeps the WAL far shorter: this is what happens if it falls behind.
  sqlite.pragma('wal_autocheckpoint = 10000');
  // A 64 MiB page cache (taken as used) instead of SQLite's 2 MiB: a ledger batch touches the last
  // page of every active user's entries in the statement index, more than 2 MiB once the journal
  // has grown, and without it each batch read them back from the OS (about 2 µs of system time
  // per transfer, 5–10 % of the batched throughput in BENCHMARKS.md).
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Checkpoints run on a second core (./checkpointer), for as long as the connection is open.
  const checkpointer = startCheckpointer(opts.sqliteFile);
  // Kysely prepares every query it runs; the same query text is prepared once and kept (at most
  // PREPARED of them, the oldest dropped), which saves SQLite's parse and plan on each call. Safe
  // because the single connection runs one statement at a time, each to its end.
  const prepared = new Map<string, SQLite.Statement>();
  const database = {
    prepare: (text: string) => {
      // Kysely begins its transactions deferred: one that reads and then writes fails at once
      // (SQLITE_BUSY_SNAPSHOT, which busy_timeout does not wait out) if another process — the
      // operator command line, a second tool — wrote in between. Every transaction here takes
      // the write lock when it begins instead, as ledger.write does, and waits for it.
      const query = text === 'begin' ? 'begin immediate' : text;
      let statement = prepared.get(query);
      if (!statement) {
        statement = sqlite.prepare(query);
        if (prepared.size >= PREPARED) prepared.delete(prepared.keys().next().value as string);
        prepared.set(query, statement);
      }
      return statement;
    },
    close: () => {
      checkpointer.stop();
      sqlite.close();
    },
  };
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), kind: 'sqlite', sqlite };
}
