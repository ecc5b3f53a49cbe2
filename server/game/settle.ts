// Settling mini-game guesses (issue 39): the 'game.settle' sweep of the job runner, kicked by each
// batch of recorded ticks (on the node holding the market feed) and every few seconds besides. A
// guess settles on the first recorded BTC tick at or after its settlement instant — never on a
// price chosen here — citing it beside the tick it was made at; after downtime it settles what
// fell due meanwhile on the ticks recorded for those instants. Guesses are taken in the order of
// their settlement instants (the order a player's streak counts them in); each settles once: its
// state changes from open to settled, with the player's totals, in one transaction under the
// player's row lock, and only a guess still open is taken.
import { resultOf, scoreOf } from '../../contract/game-rules';
import type { Clock } from '../core/clock';
import type { Db, DbKind } from '../core/db';
import type { SweepJob } from '../core/jobs';
import { lockRows } from '../core/row-lock';
import type { Market } from '../market/service';
import { playerLock } from './service';

/** Guesses looked at per run (the next run takes the rest). */
const BATCH = 1000;

type Deps = { db: Db; kind: DbKind; clock: Clock; market: Market };

export function makeGameSettlement({ db, kind, clock, market }: Deps): SweepJob {
  return {
    kind: 'sweep',
    name: 'game.settle',
    every: 5000,
    async run(now) {
      const due = await db
        .selectFrom('game_guess')
        .selectAll()
        .where('state', '=', 'open')
        .where('settle_at', '<=', now)
        .orderBy('settle_at')
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const g of due) {
        const tick = await market.settlementPrice(g.symbol, Number(g.settle_at));
        // Ticks are recorded in time order: no tick for this instant yet, none for the later ones.
        if (!tick) break;
        await db.transaction().execute(async (trx) => {
          await lockRows(trx, kind, [playerLock(g.user_id)]);
          const still = await trx.selectFrom('game_guess').select('state').where('id', '=', g.id).executeTakeFirst();
          if (still?.state !== 'open') return;
          const t = clock.now();
          await trx
            .insertInto('game_player')
            .values({
              user_id: g.user_id,
              points: 0,
              streak: 0,
              best_streak: 0,
              right_count: 0,
              wrong_count: 0,
              tie_count: 0,
              updated_at: t,
            })
            .onConflict((oc) => oc.column('user_id').doNothing())
            .execute();
          const p = await trx
            .selectFrom('game_player')
            .selectAll()
            .where('user_id', '=', g.user_id)
            .executeTakeFirstOrThrow();
          const result = resultOf(g.direction, g.open_price, tick.price);
          const score = scoreOf(result, p.streak);
          await trx
            .updateTable('game_guess')
            .set({
              state: 'settled',
              settle_tick_id: tick.tick_id,
              settle_price: tick.price,
              settle_time: tick.time,
              result,
              points: score.points,
              streak: score.streak,
              settled_at: t,
            })
            .where('id', '=', g.id)
            .execute();
          await trx
            .updateTable('game_player')
            .set({
              points: p.points + score.points,
              streak: score.streak,
              best_streak: Math.max(p.best_streak, score.streak),
              right_count: p.right_count + (result === 'right' ? 1 : 0),
              wrong_count: p.wrong_count + (result === 'wrong' ? 1 : 0),
              tie_count: p.tie_count + (result === 'tie' ? 1 : 0),
              updated_at: t,
            })
            .where('user_id', '=', g.user_id)
            .execute();
        });
      }
    },
  };
}
