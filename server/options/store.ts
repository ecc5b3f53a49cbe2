// Seconds options' reads and writes outside settlement: terms, disclosure, the user's options.
import type { Db } from '../core/db';
import type { Trx } from '../ledger/ledger';
import type { OptionOrderTable } from './tables';
import type { OptionRow } from './view';

/** The site switch of the product (ADR 14). */
const SWITCH = 'xstype1';

export function makeOptionStore(db: Db) {
  return {
    async enabled(): Promise<boolean> {
      const row = await db.selectFrom('setting').select('value').where('keyword', '=', SWITCH).executeTakeFirst();
      return row?.value === '1';
    },

    async accepted(userId: string, version: number): Promise<boolean> {
      const row = await db
        .selectFrom('option_disclosure')
        .select('accepted_at')
        .where('user_id', '=', userId)
        .where('version', '=', version)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records the acceptance once; a second acceptance keeps the first's time. */
    async accept(userId: string, version: number, now: number): Promise<void> {
      await db
        .insertInto('option_disclosure')
        .values({ user_id: userId, version, accepted_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'version']).doNothing())
        .execute();
    },

    async durations(onlyEnabled: boolean) {
      let q = db.selectFrom('option_duration').selectAll().orderBy('seconds');
      if (onlyEnabled) q = q.where('enabled', '=', 1);
      return q.execute();
    },

    duration: (seconds: number) =>
      db.selectFrom('option_duration').selectAll().where('seconds', '=', seconds).executeTakeFirst(),

    insert: (trx: Trx, row: OptionOrderTable) => trx.insertInto('option_order').values(row).execute(),

    get: (userId: string, id: string): Promise<OptionRow | undefined> =>
      db.selectFrom('option_order').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

    async list(userId: string, f: { instrumentId: number; state: 'open' | 'settled'; page: number; limit: number }) {
      let q = db.selectFrom('option_order').where('user_id', '=', userId).where('state', '=', f.state);
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

export type OptionStore = ReturnType<typeof makeOptionStore>;
