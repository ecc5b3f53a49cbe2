// Price alerts (issue 40): setting one against the recorded price now (checked by the pure rules
// of contract/alert-rules.ts, at most MAX_ACTIVE_ALERTS active per user), listing and deleting
// them. Firing is ./watch.ts, on the node that holds the market feed.
import type { z } from 'zod';
import { alertLevels, alertMessages, checkAlert } from '../../contract/alert-rules';
import { type AlertList, type addAlertRequest, MAX_ACTIVE_ALERTS, type PriceAlert } from '../../contract/alerts';
import type { Clock } from '../core/clock';
import type { Db, DbKind } from '../core/db';
import { Refusal } from '../core/errors';
import { replayOf, requestHash, runOnce } from '../core/idempotency';
import type { Ids } from '../core/ids';
import { lockRows } from '../core/row-lock';
import { instrumentById } from '../market/instruments';
import type { Market } from '../market/service';
import { alertView } from './view';

/** Fired alerts listed after the active ones. */
const FIRED_LISTED = 50;

type Deps = { db: Db; kind: DbKind; ids: Ids; clock: Clock; market: Market };

export function makeAlerts({ db, kind, ids, clock, market }: Deps) {
  return {
    async add(userId: string, f: z.output<typeof addAlertRequest>, key: string | null): Promise<PriceAlert> {
      const hash = requestHash(['alert', f]);
      const replay = await replayOf<PriceAlert>(db, userId, key, hash);
      if (replay) return replay.answer;
      const inst = instrumentById(f.match_id);
      if (!inst) throw new Refusal(alertMessages.instrumentUnknown);
      const tick = await market.recordedPrice(inst.symbol);
      if (!tick) throw new Refusal(alertMessages.noPrice);
      const value = f.kind === 'move' ? f.percent : f.price;
      const problem = checkAlert(f.kind, value, tick.price);
      if (problem) throw new Refusal(problem.message, problem.values);
      const levels = alertLevels(f.kind, value, tick.price);
      return db.transaction().execute((trx) =>
        runOnce(trx, clock.now(), userId, key, hash, async () => {
          // The count and the insert it allows are one step (row-lock.ts).
          await lockRows(trx, kind, [`alerts:${userId}`]);
          const active = await trx
            .selectFrom('price_alert')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', userId)
            .where('state', '=', 'active')
            .executeTakeFirstOrThrow();
          if (Number(active.n) >= MAX_ACTIVE_ALERTS)
            throw new Refusal(alertMessages.tooMany, { max: MAX_ACTIVE_ALERTS });
          const now = clock.now();
          const row = {
            id: ids.sortable(now),
            user_id: userId,
            instrument_id: inst.id,
            kind: f.kind,
            price: f.kind === 'move' ? null : (levels.up ?? levels.down),
            percent: f.kind === 'move' ? f.percent : null,
            set_tick_id: tick.tick_id,
            set_price: tick.price,
            set_time: tick.time,
            up: levels.up,
            down: levels.down,
            state: 'active' as const,
            fired_tick_id: null,
            fired_price: null,
            fired_time: null,
            created_at: now,
            updated_at: now,
          };
          await trx.insertInto('price_alert').values(row).execute();
          return alertView(row);
        }),
      );
    },

    async list(userId: string): Promise<AlertList> {
      const mine = db.selectFrom('price_alert').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc');
      const [active, fired] = await Promise.all([
        mine.where('state', '=', 'active').execute(),
        mine.where('state', '=', 'fired').limit(FIRED_LISTED).execute(),
      ]);
      return [...active, ...fired].map(alertView);
    },

    async remove(userId: string, id: string): Promise<null> {
      const done = await db
        .updateTable('price_alert')
        .set({ state: 'deleted', updated_at: clock.now() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('state', '!=', 'deleted')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw new Refusal(alertMessages.unknown);
      return null;
    },
  };
}

export type Alerts = ReturnType<typeof makeAlerts>;
