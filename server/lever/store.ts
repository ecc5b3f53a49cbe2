// Leverage contracts' reads and writes outside the ledger: terms, the liquidation line, positions.
import type { Selectable } from 'kysely';
import type { Db } from '../core/db';
import type { Trx } from '../ledger/ledger';
import type { LeverPositionTable, LeverProductTable, LeverState } from './tables';

export type PositionRow = Selectable<LeverPositionTable>;
export type ProductRow = Selectable<LeverProductTable>;

/** The setting that holds the liquidation line, a fraction ('0.1' = 10 %). */
export const LINE_SETTING = 'lever_liquidation_line';
const DEFAULT_LINE = '0.1';

export function makeLeverStore(db: Db) {
  return {
    products: (): Promise<ProductRow[]> =>
      db.selectFrom('lever_product').selectAll().orderBy('instrument_id').execute(),

    product: (instrumentId: number): Promise<ProductRow | undefined> =>
      db.selectFrom('lever_product').selectAll().where('instrument_id', '=', instrumentId).executeTakeFirst(),

    async line(trx: Trx = db): Promise<string> {
      const row = await trx
        .selectFrom('setting')
        .select('value')
        .where('keyword', '=', LINE_SETTING)
        .executeTakeFirst();
      return row?.value ?? DEFAULT_LINE;
    },

    insert: (trx: Trx, row: LeverPositionTable) => trx.insertInto('lever_position').values(row).execute(),

    get: (userId: string, id: string): Promise<PositionRow | undefined> =>
      db.selectFrom('lever_position').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

    /** The user's open positions and entrusts (what the account's risk is made of). */
    live: (userId: string, trx: Trx = db): Promise<PositionRow[]> =>
      trx
        .selectFrom('lever_position')
        .selectAll()
        .where('user_id', '=', userId)
        .where('state', 'in', ['open', 'entrust'])
        .orderBy('created_at', 'desc')
        .execute(),

    async list(userId: string, f: { instrumentId: number; states: LeverState[]; page: number; limit: number }) {
      let q = db.selectFrom('lever_position').where('user_id', '=', userId).where('state', 'in', f.states);
      if (f.instrumentId) q = q.where('instrument_id', '=', f.instrumentId);
      const [rows, count] = await Promise.all([
        q
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(f.limit)
          .offset((f.page - 1) * f.limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}

export type LeverStore = ReturnType<typeof makeLeverStore>;
