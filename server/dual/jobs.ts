// Dual investment's scheduled work (issue 16, ADR 19), two sweeps of the job runner on the node
// that holds the market feed.
// 'dual.list': each day, every enabled plan lists one product (unique per plan and day), its
// linked price set from the coin's latest recorded tick (cited on the product) — never listed on a
// stale price: a plan waits for a tick from the last minute. Once all are listed, the plans are
// looked at again only every minute.
// 'dual.settle': a product past its settlement instant settles once the first tick of its coin at
// or after that instant is recorded: every order is paid by contract/dual-rules.ts in one
// transaction that marks the product settled, so it happens once; after downtime it catches up.
import { settleDual, strikeOf } from '../../contract/dual-rules';
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import type { SweepJob } from '../core/jobs';
import type { BatchLedger } from '../ledger/batch';
import type { EntryInput, Ledger } from '../ledger/ledger';
import type { Market } from '../market/service';
import { settleEntry } from './money';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Products settle at 08:00 UTC of their last day. */
const SETTLE_HOUR = 8;
/** The freshest a listing price must be. */
const FRESH_MS = 60_000;
/** Once a day's listing is complete, how often plans are looked at again (an operator may add one). */
const RECHECK_MS = 60_000;

type Deps = { opened: OpenedDb; ledger: Ledger; batch: BatchLedger; clock: Clock; market: Market };

export function makeDualJobs({ opened, ledger, batch, clock, market }: Deps): { list: SweepJob; settle: SweepJob } {
  const { db, kind } = opened;

  /** The day every enabled plan was last seen listed, and when: until a minute later, a run does nothing. */
  let listedDay = -1;
  let listedAt = 0;

  async function list(now: number) {
    const day = Math.floor(now / DAY);
    if (day === listedDay && now - listedAt < RECHECK_MS) return;
    const plans = await db.selectFrom('dual_plan').selectAll().where('enabled', '=', 1).orderBy('id').execute();
    const listed = new Set(
      (await db.selectFrom('dual_product').select('plan_id').where('day', '=', day).execute()).map((r) => r.plan_id),
    );
    let missing = 0;
    for (const plan of plans.filter((p) => !listed.has(p.id))) {
      const tick = await market.recordedPrice(`${plan.coin}/USDT`, now);
      if (!tick || tick.time < now - FRESH_MS) {
        missing++;
        continue;
      }
      await ledger.write(async (trx) => {
        const last = await trx
          .selectFrom('dual_product')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst();
        await trx
          .insertInto('dual_product')
          .values({
            id: Number(last?.id ?? 0) + 1,
            plan_id: plan.id,
            day,
            coin: plan.coin,
            type: plan.type,
            strike: strikeOf(plan.type, tick.price, plan.strike_offset, plan.step),
            rate: plan.rate,
            days: plan.days,
            share_size: plan.share_size,
            total_number: plan.total_number,
            user_limit: plan.user_limit,
            sold: 0,
            start_time: now,
            end_time: (day + 1) * DAY,
            settle_at: (day + plan.days) * DAY + SETTLE_HOUR * HOUR,
            listed_tick_id: tick.tick_id,
            listed_price: tick.price,
            state: 'open',
            settle_tick_id: null,
            settle_price: null,
            settle_time: null,
          })
          .onConflict((oc) => oc.columns(['plan_id', 'day']).doNothing())
          .execute();
      });
    }
    if (missing === 0) [listedDay, listedAt] = [day, now];
  }

  async function settle(now: number) {
    const due = await db
      .selectFrom('dual_product')
      .selectAll()
      .where('state', '=', 'open')
      .where('settle_at', '<=', now)
      .orderBy('settle_at')
      .execute();
    for (const p of due) {
      const tick = await market.settlementPrice(`${p.coin}/USDT`, Number(p.settle_at));
      if (!tick) continue;
      await ledger.write(async (trx) => {
        let q = trx.selectFrom('dual_product').select('state').where('id', '=', p.id);
        if (kind === 'postgres') q = q.forUpdate();
        if ((await q.executeTakeFirst())?.state !== 'open') return;
        const orders = await trx
          .selectFrom('dual_order')
          .selectAll()
          .where('product_id', '=', p.id)
          .where('state', '=', 'purchased')
          .orderBy('id')
          .execute();
        const at = clock.now();
        const entries: EntryInput[] = [];
        for (const o of orders) {
          const paid = settleDual(o, tick.price);
          entries.push(settleEntry(o, paid, tick.tick_id));
          await trx
            .updateTable('dual_order')
            .set({
              state: 'completed',
              payout: paid.payout,
              payout_currency: paid.currency,
              settle_tick_id: tick.tick_id,
              settle_price: tick.price,
              settle_time: tick.time,
              settled_at: at,
            })
            .where('id', '=', o.id)
            .execute();
        }
        if (entries.length)
          for (const outcome of await batch.postMany(trx, entries)) if (!outcome.ok) throw outcome.error;
        await trx
          .updateTable('dual_product')
          .set({ state: 'settled', settle_tick_id: tick.tick_id, settle_price: tick.price, settle_time: tick.time })
          .where('id', '=', p.id)
          .execute();
      });
    }
  }

  return {
    // Every 5 s until the day's listing is complete (the first fresh tick after a start lists at once).
    list: { kind: 'sweep', name: 'dual.list', every: 5_000, run: list },
    settle: { kind: 'sweep', name: 'dual.settle', every: 5_000, run: settle },
  };
}
