// The batch writer's storage on PostgreSQL, through Kysely: balances locked in exactly ledger.post's
// key order, so batches and single posts from any process never deadlock (all at once when they
// exist, else created if missing and locked key by key), rows inserted with one statement per table whose only parameter is a JSON
// array (jsonb_to_recordset: the statement stays small and fixed, no bound-parameter limit).
// Amounts stay strings inside the JSON, so nothing passes through a float.
import { CompiledQuery } from 'kysely';
import type { BatchStore } from './batch-store';
import type { Trx } from './ledger';
import type { BalanceRef } from './plan';
import { type Balance, type BalanceKey, balanceKey, balanceUnits, type Units } from './rules';
import { postingRows } from './tables';
import { fromUnits } from './units';

type Column = readonly [name: string, type: 'text' | 'integer' | 'bigint'];

/**
 * `insert` (… into table (columns)) of `rows` in one statement, `tail` after it (on conflict …,
 * returning …); the rows returned. Also the NFT bid desk's (nft/bid-rows.ts).
 */
export async function insertJson<R = unknown>(
  trx: Trx,
  insert: string,
  columns: Column[],
  rows: object[],
  tail = '',
): Promise<R[]> {
  if (rows.length === 0) return [];
  const names = columns.map(([name]) => name).join(', ');
  const types = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  const result = await trx.executeQuery<R>(
    CompiledQuery.raw(`${insert} select ${names} from jsonb_to_recordset($1::jsonb) as x(${types})${tail}`, [
      JSON.stringify(rows),
    ]),
  );
  return result.rows;
}

/** The stored balances of the keys given as $1 (a JSON array of {holder, account, currency}). */
const OF_KEYS = `from jsonb_to_recordset($1::jsonb) as x(holder text, account integer, currency text)
  join balance b on b.holder = x.holder and b.account = x.account and b.currency = x.currency`;
const EXISTING = `select b.holder ${OF_KEYS}`;
const LOCK_IN_KEY_ORDER = `select b.holder, b.account, b.currency, b.available, b.frozen ${OF_KEYS}
  order by (b.holder || '|' || b.account || '|' || b.currency) collate "C" for update of b`;

async function selectJson<R = unknown>(trx: Trx, query: string, rows: object[]): Promise<R[]> {
  return (await trx.executeQuery<R>(CompiledQuery.raw(query, [JSON.stringify(rows)]))).rows;
}

export function postgresBatchStore(): BatchStore {
  return {
    async load(trx, refs, now) {
      const stored = new Map<BalanceKey, Units>();
      const keys = [...refs.keys()].sort();
      const wanted = keys.map((key) => refs.get(key) as BalanceRef);
      // Usually every row exists (a user's balances are made at their first money): then they
      // are locked by one statement, in ledger.post's key order (the key's text in byte order,
      // which C collation sorts by; rows are locked as the sort hands them over). Which rows
      // exist is read first, unlocked: balances are never deleted, so none found goes missing.
      const existing = await selectJson(trx, EXISTING, wanted);
      if (existing.length === keys.length) {
        const rows = await selectJson<BalanceRef & Balance>(trx, LOCK_IN_KEY_ORDER, wanted);
        for (const row of rows) stored.set(balanceKey(row), balanceUnits(balanceKey(row), row));
        return stored;
      }
      // Some are new: rows are created if missing, then locked, one key at a time in key order (a
      // row created before an older one is locked would hold the keys out of that order).
      for (const key of keys) {
        const ref = refs.get(key) as BalanceRef;
        await trx
          .insertInto('balance')
          .values({ ...ref, available: '0', frozen: '0', updated_at: now })
          .onConflict((oc) => oc.columns(['holder', 'account', 'currency']).doNothing())
          .execute();
        const row = await trx
          .selectFrom('balance')
          .select(['available', 'frozen'])
          .where('holder', '=', ref.holder)
          .where('account', '=', ref.account)
          .where('currency', '=', ref.currency)
          .forUpdate()
          .executeTakeFirstOrThrow();
        stored.set(key, balanceUnits(key, row));
      }
      return stored;
    },

    async write(trx, plan, now) {
      await insertJson(
        trx,
        'insert into ledger_entry (id, kind, actor, request_id, memo, created_at)',
        [
          ['id', 'text'],
          ['kind', 'text'],
          ['actor', 'text'],
          ['request_id', 'text'],
          ['memo', 'text'],
          ['created_at', 'bigint'],
        ],
        plan.accepted.map(({ id, entry }) => ({
          id,
          kind: entry.kind,
          actor: entry.actor,
          request_id: entry.requestId ?? null,
          memo: JSON.stringify(entry.memo ?? {}),
          created_at: now,
        })),
      );
      await insertJson(
        trx,
        'insert into ledger_posting (entry_id, seq, holder, account, currency, field, amount, lead, created_at)',
        [
          ['entry_id', 'text'],
          ['seq', 'integer'],
          ['holder', 'text'],
          ['account', 'integer'],
          ['currency', 'text'],
          ['field', 'text'],
          ['amount', 'text'],
          ['lead', 'integer'],
          ['created_at', 'bigint'],
        ],
        plan.accepted.flatMap(({ id, entry }) => postingRows(id, entry.postings, now)),
      );
      // Every row exists and is locked (load created the missing ones), so this upsert updates.
      await insertJson(
        trx,
        'insert into balance (holder, account, currency, available, frozen, updated_at)',
        [
          ['holder', 'text'],
          ['account', 'integer'],
          ['currency', 'text'],
          ['available', 'text'],
          ['frozen', 'text'],
          ['updated_at', 'bigint'],
        ],
        plan.balances.map(({ ref, units }) => ({
          ...ref,
          available: fromUnits(units.available),
          frozen: fromUnits(units.frozen),
          updated_at: now,
        })),
        ' on conflict (holder, account, currency) do update set available = excluded.available, frozen = excluded.frozen, updated_at = excluded.updated_at',
      );
    },
  };
}
