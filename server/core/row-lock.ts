// Serialising one subject's requests inside a transaction, so a limit read and the write it allows
// are one step (issue 32 §3: a quota or a threshold read before the write let a burst through).
// On SQLite every write transaction already holds the database's write lock from its first
// statement (BEGIN IMMEDIATE: ledger.write, and openDb's begin) and there is one connection, so
// nothing more is needed. On PostgreSQL each key is a row of `row_lock`, made on first use and
// locked FOR UPDATE until the transaction ends.
//
// Order: the keys are locked in sorted order, and a transaction takes its row locks before any
// other lock (before the ledger's balances, which ledger.post locks in key order too), so two
// transactions never wait on each other in a circle.
import type { Transaction } from 'kysely';
import type { Db, DbKind } from './db';
import type { Database } from './tables';

export async function lockRows(trx: Transaction<Database> | Db, kind: DbKind, keys: string[]): Promise<void> {
  if (kind !== 'postgres') return;
  for (const key of [...new Set(keys)].sort()) {
    await trx
      .insertInto('row_lock')
      .values({ key })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    await trx.selectFrom('row_lock').select('key').where('key', '=', key).forUpdate().executeTakeFirstOrThrow();
  }
}
