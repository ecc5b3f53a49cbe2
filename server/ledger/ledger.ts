// The one way money moves (DESIGN §4): a journal entry of postings that sum to zero per currency,
// written with the balances it changes in one write transaction. Balances are locked before they
// are read (BEGIN IMMEDIATE on SQLite, SELECT … FOR UPDATE in key order on PostgreSQL), so two
// requests — even from two server processes — can never both spend the same money.
import { sql, type Transaction } from 'kysely';
import type { Clock } from '../core/clock';
import type { Db, DbKind } from '../core/db';
import { Refusal } from '../core/errors';
import { runOnce } from '../core/idempotency';
import type { Ids } from '../core/ids';
import type { Database } from '../core/tables';
import { ledgerMessages } from './messages';
import { applyPostings, type Balance, type BalanceKey, balanceKey, isBalanced, type Posting } from './rules';
import { postingRows } from './tables';

export type Trx = Transaction<Database> | Db;

export type EntryInput = { kind: string; actor: string; requestId?: string | null; memo?: object; postings: Posting[] };

const WRITE_ATTEMPTS = 4;
/** PostgreSQL's deadlock_detected and serialization_failure: the transaction was rolled back whole. */
const isRetryable = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
};

export function makeLedger(db: Db, kind: DbKind, ids: Ids, clock: Clock) {
  /**
   * Runs `fn` in a transaction that holds the database's write lock from its first statement. With
   * `retry`, a PostgreSQL deadlock or serialization failure runs it again (a few times): only for
   * callers whose `fn` does nothing but database work, so running it twice is running it once.
   */
  async function write<T>(fn: (trx: Trx) => Promise<T>, { retry = false }: { retry?: boolean } = {}): Promise<T> {
    if (kind === 'postgres') {
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction().execute(fn);
        } catch (err) {
          if (!retry || attempt >= WRITE_ATTEMPTS || !isRetryable(err)) throw err;
          await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
        }
      }
    }
    return db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
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

  /** Writes an entry inside `trx`; refuses with "insufficient balance" when a user balance would go negative. */
  async function post(trx: Trx, entry: EntryInput): Promise<string> {
    if (!isBalanced(entry.postings)) throw new Error(`unbalanced ledger entry: ${entry.kind}`);
    const now = clock.now();
    const keys = [...new Set(entry.postings.map(balanceKey))].sort();
    const current = new Map<BalanceKey, Balance>();
    for (const key of keys) {
      const [holder = '', account = '0', currency = ''] = key.split('|');
      await trx
        .insertInto('balance')
        .values({ holder, account: Number(account), currency, available: '0', frozen: '0', updated_at: now })
        .onConflict((oc) => oc.columns(['holder', 'account', 'currency']).doNothing())
        .execute();
      let q = trx
        .selectFrom('balance')
        .select(['available', 'frozen'])
        .where('holder', '=', holder)
        .where('account', '=', Number(account))
        .where('currency', '=', currency);
      if (kind === 'postgres') q = q.forUpdate();
      const row = await q.executeTakeFirstOrThrow();
      current.set(key, row);
    }
    const result = applyPostings(current, entry.postings);
    if (!result.ok) throw new Refusal(ledgerMessages.insufficientBalance);

    // Time-first ids: new entries and their postings append at the end of their indexes (ADR 11).
    const entryId = ids.sortable(now);
    await trx
      .insertInto('ledger_entry')
      .values({
        id: entryId,
        kind: entry.kind,
        actor: entry.actor,
        request_id: entry.requestId ?? null,
        memo: JSON.stringify(entry.memo ?? {}),
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('ledger_posting')
      .values(postingRows(entryId, entry.postings, now))
      .execute();
    for (const [key, b] of result.balances) {
      const [holder = '', account = '0', currency = ''] = key.split('|');
      await trx
        .updateTable('balance')
        .set({ available: b.available, frozen: b.frozen, updated_at: now })
        .where('holder', '=', holder)
        .where('account', '=', Number(account))
        .where('currency', '=', currency)
        .execute();
    }
    return entryId;
  }

  /** Runs a mutation once per (user, Idempotency-Key) inside `trx` (see core/idempotency.ts). */
  const once = <T>(trx: Trx, userId: string, key: string | null, requestHash: string, run: () => Promise<T>) =>
    runOnce(trx, clock.now(), userId, key, requestHash, run);

  return {
    write,
    post,
    once,

    async balances(holder: string) {
      return db.selectFrom('balance').selectAll().where('holder', '=', holder).execute();
    },
  };
}

export type Ledger = ReturnType<typeof makeLedger>;
