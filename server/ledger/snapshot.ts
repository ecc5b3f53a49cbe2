// One consistent read of the ledger (ADR 7): the journal check (./rebuild.ts) and the proof of
// liabilities (./holdings.ts) read the balances and the journal as of one instant, the journal a
// page of postings at a time.
import { sql, type Transaction } from 'kysely';
import type { Db, DbKind } from '../core/db';
import type { Database } from '../core/tables';

export type Reader = Transaction<Database> | Db;

/** Postings read per query: bounded memory however long the journal is. */
const PAGE = 5000;

/**
 * Every posting in (entry_id, seq) order, a page at a time; `holderLike` (a LIKE pattern such as
 * 'user:%') keeps only the postings of matching holders.
 */
export async function* postingPages(trx: Reader, { holderLike }: { holderLike?: string } = {}) {
  let after: { entry: string; seq: number } | null = null;
  for (;;) {
    let q = trx
      .selectFrom('ledger_posting')
      .select(['entry_id', 'seq', 'holder', 'account', 'currency', 'field', 'amount', 'lead'])
      .orderBy('entry_id')
      .orderBy('seq')
      .limit(PAGE);
    if (holderLike) q = q.where('holder', 'like', holderLike);
    if (after) {
      const { entry, seq } = after;
      q = q.where((eb) =>
        eb.or([eb('entry_id', '>', entry), eb.and([eb('entry_id', '=', entry), eb('seq', '>', seq)])]),
      );
    }
    const rows = await q.execute();
    if (rows.length) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = { entry: last.entry_id, seq: Number(last.seq) };
  }
}

/**
 * Runs `fn` on one snapshot of the database. `exclusive` also keeps every ledger write out until
 * it ends: BEGIN IMMEDIATE on SQLite (the write lock ledger.write takes); on PostgreSQL a lock on
 * `balance` that conflicts with any writer's row locks (ledger.post writes `balance` first), taken
 * before the repeatable-read snapshot so the snapshot already includes every committed entry.
 */
export async function consistently<T>(
  db: Db,
  kind: DbKind,
  exclusive: boolean,
  fn: (trx: Reader) => Promise<T>,
): Promise<T> {
  if (kind === 'postgres') {
    return db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        if (exclusive) await sql`lock table balance in exclusive mode`.execute(trx);
        return fn(trx);
      });
  }
  return db.connection().execute(async (conn) => {
    // A deferred transaction on SQLite reads one snapshot (WAL) from its first read on.
    await sql.raw(exclusive ? 'begin immediate' : 'begin').execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (err) {
      await sql`rollback`.execute(conn);
      throw err;
    }
  });
}
