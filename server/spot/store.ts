// Spot's tables: open orders to rebuild the books, a batch's order and trade rows written with its
// ledger entries, the idempotency keys it used, and the reads the endpoints answer from.

import type SQLite from 'better-sqlite3';
import { type SqlBool, sql } from 'kysely';
import type { SpotOrder } from '../../contract/spot';
import type { Db, OpenedDb } from '../core/db';
import { storeAnswers, storedAnswers } from '../core/idempotency';
import type { Trx } from '../ledger/ledger';
import type { PairSettings } from './pairs';
import type { SpotOrderTable, SpotTradeTable } from './tables';

/** Rows per insert: well under SQLite's 32,766 bound parameters at 25 columns a row. */
const CHUNK = 500;

const OPEN = ['open', 'partial'] as const;

const ORDER_COLUMNS = [
  'id',
  'user_id',
  'instrument_id',
  'side',
  'order_type',
  'time_in_force',
  'post_only',
  'price',
  'amount',
  'filled',
  'total',
  'fee',
  'frozen',
  'price_decimals',
  'amount_decimals',
  'maker_fee',
  'taker_fee',
  'state',
  'cancel_reason',
  'seq',
  'request_id',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof SpotOrderTable)[];
const ORDER_CHANGES = ['filled', 'total', 'fee', 'frozen', 'state', 'cancel_reason', 'updated_at'] as const;
const TRADE_COLUMNS = [
  'id',
  'instrument_id',
  'price',
  'amount',
  'total',
  'taker_side',
  'taker_order_id',
  'maker_order_id',
  'taker_user_id',
  'maker_user_id',
  'taker_fee',
  'maker_fee',
  'tick_id',
  'tick_price',
  'tick_time',
  'entry_id',
  'created_at',
] as const satisfies readonly (keyof SpotTradeTable)[];

/**
 * On SQLite a batch's rows go through statements prepared once (as the ledger's batch writer does,
 * ADR 11): building a Kysely query of a thousand rows costs more than writing them. They run on the
 * connection under Kysely, inside the engine's write transaction.
 */
function sqliteWriter(sqlite: SQLite.Database) {
  let s: {
    order: SQLite.Statement;
    trade: SQLite.Statement;
    key: SQLite.Statement;
    replay: SQLite.Statement<[string, string], { request_hash: string; response: string }>;
  } | null = null;
  const prepared = () => {
    if (!sqlite.inTransaction) throw new Error("spot rows are written inside the engine's transaction");
    s ??= {
      order: sqlite.prepare(
        `insert into spot_order (${ORDER_COLUMNS.join(', ')}) values (${ORDER_COLUMNS.map(() => '?').join(', ')})
         on conflict (id) do update set ${ORDER_CHANGES.map((c) => `${c} = excluded.${c}`).join(', ')}`,
      ),
      trade: sqlite.prepare(
        `insert into spot_trade (${TRADE_COLUMNS.join(', ')}) values (${TRADE_COLUMNS.map(() => '?').join(', ')})`,
      ),
      key: sqlite.prepare(
        'insert into idempotency (user_id, key, request_hash, response, created_at) values (?, ?, ?, ?, ?)',
      ),
      replay: sqlite.prepare('select request_hash, response from idempotency where user_id = ? and key = ?'),
    };
    return s;
  };
  return {
    replay: (user: string, key: string) => prepared().replay.get(user, key),
    orders(rows: SpotOrderTable[]) {
      const st = prepared().order;
      for (const r of rows) st.run(ORDER_COLUMNS.map((c) => r[c]));
    },
    trades(rows: SpotTradeTable[]) {
      const st = prepared().trade;
      for (const r of rows) st.run(TRADE_COLUMNS.map((c) => r[c]));
    },
    keys(rows: { user: string; key: string; hash: string; answer: SpotOrder }[], now: number) {
      const st = prepared().key;
      for (const k of rows) st.run(k.user, k.key, k.hash, JSON.stringify(k.answer), now);
    },
  };
}

export function makeSpotStore(opened: OpenedDb) {
  const db: Db = opened.db;
  const fast = opened.kind === 'sqlite' ? sqliteWriter(opened.sqlite) : null;
  return {
    async pairSettings(): Promise<PairSettings[]> {
      return db.selectFrom('spot_pair').selectAll().execute();
    },

    /** Adds the settings of pairs that have none yet (new instruments); edits are kept. */
    async seedPairs(defaults: PairSettings[], now: number): Promise<void> {
      if (defaults.length === 0) return;
      await db
        .insertInto('spot_pair')
        .values(defaults.map((d) => ({ ...d, updated_at: now })))
        .onConflict((oc) => oc.column('instrument_id').doNothing())
        .execute();
    },

    /** Every resting order, in time priority. */
    async openOrders(): Promise<SpotOrderTable[]> {
      // The condition as a literal, as the partial index states it: SQLite uses a partial index
      // only for a query that repeats its condition, not for bound parameters (ADR 12).
      return db
        .selectFrom('spot_order')
        .selectAll()
        .where(sql<SqlBool>`state in ('open', 'partial')`)
        .orderBy('seq')
        .execute();
    },

    async maxSeq(): Promise<number> {
      const row = await db
        .selectFrom('spot_order')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirst();
      return Number(row?.seq ?? 0);
    },

    /** The stored answers of these (user, key) pairs, by `user|key`. */
    async replays(trx: Trx, keys: { user: string; key: string }[]) {
      if (fast) {
        const found = new Map<string, { request_hash: string; response: string }>();
        for (const k of keys) {
          const row = fast.replay(k.user, k.key);
          if (row) found.set(`${k.user}|${k.key}`, row);
        }
        return found;
      }
      return storedAnswers(trx, keys);
    },

    async remember(
      trx: Trx,
      keyed: { user: string; key: string; hash: string; answer: SpotOrder }[],
      now: number,
    ): Promise<void> {
      if (fast) return fast.keys(keyed, now);
      // The batch read these keys unused; one stored since (by another endpoint's transaction) fails
      // the batch, as a duplicate key fails the SQLite insert.
      if (!(await storeAnswers(trx, keyed, now))) throw new Error('spot: an Idempotency-Key was stored meanwhile');
    },

    /** New orders and changed ones, as the batch leaves them. */
    async writeOrders(trx: Trx, rows: SpotOrderTable[]): Promise<void> {
      if (fast) return fast.orders(rows);
      for (let i = 0; i < rows.length; i += CHUNK) {
        await trx
          .insertInto('spot_order')
          .values(rows.slice(i, i + CHUNK))
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              filled: eb.ref('excluded.filled'),
              total: eb.ref('excluded.total'),
              fee: eb.ref('excluded.fee'),
              frozen: eb.ref('excluded.frozen'),
              state: eb.ref('excluded.state'),
              cancel_reason: eb.ref('excluded.cancel_reason'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
    },

    async writeTrades(trx: Trx, rows: SpotTradeTable[]): Promise<void> {
      if (fast) return fast.trades(rows);
      for (let i = 0; i < rows.length; i += CHUNK) {
        await trx
          .insertInto('spot_trade')
          .values(rows.slice(i, i + CHUNK))
          .execute();
      }
    },

    async order(userId: string, id: string): Promise<SpotOrderTable | undefined> {
      return db
        .selectFrom('spot_order')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async fillsOf(orderId: string): Promise<SpotTradeTable[]> {
      return db
        .selectFrom('spot_trade')
        .selectAll()
        .where((eb) => eb.or([eb('taker_order_id', '=', orderId), eb('maker_order_id', '=', orderId)]))
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** A user's orders, newest first: status 1 open or partly filled, 2 filled or cancelled. */
    async list(userId: string, filter: { instrumentId?: number; status: 1 | 2; page: number; limit: number }) {
      let q = db
        .selectFrom('spot_order')
        .where('user_id', '=', userId)
        .where('state', filter.status === 1 ? 'in' : 'not in', OPEN);
      if (filter.instrumentId) q = q.where('instrument_id', '=', filter.instrumentId);
      const [rows, count] = await Promise.all([
        q
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit)
          .execute(),
        q.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },

    async recentTrades(instrumentId: number, limit: number): Promise<SpotTradeTable[]> {
      return db
        .selectFrom('spot_trade')
        .selectAll()
        .where('instrument_id', '=', instrumentId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type SpotStore = ReturnType<typeof makeSpotStore>;
