// Every transaction on the embedded database takes the write lock when it begins (server/core/db.ts):
// a transaction that reads and then writes must not fail because another process — the operator
// command line, say — wrote in between (SQLITE_BUSY_SNAPSHOT, which waiting does not cure). Here a
// second connection cannot write while such a transaction is open, and the transaction's own write
// after its read goes through.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { openDb } from '../../server/core/db';

it('begins each SQLite transaction with the write lock, so a read-then-write cannot be overtaken', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kestrel-lock-'));
  const sqliteFile = path.join(dataDir, 'lock.sqlite');
  const { db } = openDb({ sqliteFile, dataDir });
  const other = new SQLite(sqliteFile);
  other.pragma('busy_timeout = 0');
  try {
    await sql`create table t (v integer)`.execute(db);
    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from t`.execute(trx);
      expect(() => other.prepare('insert into t values (1)').run()).toThrow(/locked|busy/i);
      await sql`insert into t values (2)`.execute(trx);
    });
    other.prepare('insert into t values (3)').run();
    expect(other.prepare('select group_concat(v) as v from t').get()).toEqual({ v: '2,3' });
  } finally {
    other.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
