// Spot's tables: open orders to rebuild the books, a batch's order and trade rows written with its
// ledger entries, the idempotency keys it used, and the reads the endpoints answer from.
import { sql } from 'kysely';
import type { SpotOrder } from '../../contract/spot';
import type { Db } from '../core/db';
import type { Trx } from '../ledger/ledger';
import type { PairSettings } from './pairs';
import type { SpotOrderTable, SpotTradeTable } from './tables';

/** Rows per insert: well under SQLite's 32,766 bound parameters at 25 columns a row. */
const CHUNK = 500;

const OPEN = ['open', 'partial'] as const;

export function makeSpotStore(db: Db) {
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
      return db.selectFrom('spot_order').selectAll().where('state', 'in', OPEN).orderBy('seq').execute();
    },

    async maxSeq(): Promise<number> {
      const row = await db
        .selectFrom('spot_order')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirst();
      return Number(row?.seq ?? 0);
    },

    async replay(trx: Trx, userId: string, key: string) {
      return trx
        .selectFrom('idempotency')
        .select(['request_hash', 'response'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
    },

    async remember(
      trx: Trx,
      keyed: { user: string; key: string; hash: string; answer: SpotOrder }[],
      now: number,
    ): Promise<void> {
      for (let i = 0; i < keyed.length; i += CHUNK) {
        await trx
          .insertInto('idempotency')
          .values(
            keyed.slice(i, i + CHUNK).map((k) => ({
              user_id: k.user,
              key: k.key,
              request_hash: k.hash,
              response: JSON.stringify(k.answer),
              created_at: now,
            })),
          )
          .execute();
      }
    },

    /** New orders and changed ones, as the batch leaves them. */
    async writeOrders(trx: Trx, rows: SpotOrderTable[]): Promise<void> {
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
