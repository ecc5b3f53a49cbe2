// Traders' statistics (issue 36), from closed positions only — never an editable figure: every
// hour a period job of the job runner recomputes each approved trader's windows (contract/copy-rules
// statsOf), the daily P&L curve, followers, assets under copy and followers' P&L, and stamps them
// with the time. Hours missed while no node ran are caught up by the runner.
import Decimal from 'decimal.js';
import { type PnlPoint, STAT_WINDOWS } from '../../contract/copy';
import { type ClosedResult, statsOf } from '../../contract/copy-rules';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import type { PeriodJob } from '../core/jobs';
import { netOf } from './view';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Days the profile's P&L curve covers. */
const CURVE_DAYS = 90;

/** Cumulative net P&L at the end of each of the last CURVE_DAYS days. */
export function curveOf(closed: readonly ClosedResult[], now: number): PnlPoint[] {
  const today = Math.floor(now / DAY) * DAY;
  const points: PnlPoint[] = [];
  let total = new Decimal(0);
  let i = 0;
  for (let day = today - (CURVE_DAYS - 1) * DAY; day <= today; day += DAY) {
    const end = day + DAY;
    while (i < closed.length && (closed[i] as ClosedResult).closed_at < end)
      total = total.plus((closed[i++] as ClosedResult).net);
    points.push({ time: day, value: total.toFixed() });
  }
  return points;
}

export function makeTraderStats({ db, clock }: { db: Db; clock: Clock }) {
  async function computeAll(now: number) {
    const traders = await db.selectFrom('copy_trader').select('user_id').where('state', '=', 'approved').execute();
    for (const { user_id: trader } of traders) {
      const own = await db
        .selectFrom('lever_position')
        .selectAll()
        .where('user_id', '=', trader)
        .where('state', '=', 'closed')
        .where('copy_of', 'is', null)
        .orderBy('closed_at')
        .execute();
      const closed: ClosedResult[] = own.map((r) => ({
        net: netOf(r),
        margin: r.margin,
        closed_at: Number(r.closed_at),
      }));
      const stats = STAT_WINDOWS.map((w) =>
        statsOf(w, w === 0 ? closed : closed.filter((c) => c.closed_at >= now - w * DAY)),
      );
      const copies = await db
        .selectFrom('copy_position')
        .innerJoin('lever_position', 'lever_position.id', 'copy_position.position_id')
        .selectAll('lever_position')
        .select('copy_position.self_held_at')
        .where('copy_position.trader_id', '=', trader)
        .where('lever_position.state', 'in', ['open', 'closed'])
        .execute();
      let underCopy = new Decimal(0);
      let followersProfits = new Decimal(0);
      for (const c of copies) {
        if (c.state === 'open' && c.self_held_at === null) underCopy = underCopy.plus(c.margin);
        if (c.state === 'closed') followersProfits = followersProfits.plus(netOf(c));
      }
      const followers = await db
        .selectFrom('copy_follow')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('trader_id', '=', trader)
        .where('state', '=', 'active')
        .executeTakeFirstOrThrow();
      const row = {
        trader_id: trader,
        stats: JSON.stringify(stats),
        curve: JSON.stringify(curveOf(closed, now)),
        follow_num: Number(followers.n),
        assets_under_copy: underCopy.toFixed(),
        followers_profits: followersProfits.toFixed(),
        computed_at: now,
      };
      await db
        .insertInto('copy_stats')
        .values(row)
        .onConflict((oc) => oc.column('trader_id').doUpdateSet(row))
        .execute();
    }
  }

  const job: PeriodJob = {
    kind: 'period',
    name: 'copy.stats',
    every: HOUR,
    async run(period) {
      // Only the latest missed hour is worth computing: each run computes the figures as of now.
      if (period.end < clock.now() - HOUR) {
        await db.transaction().execute((trx) => period.claim(trx));
        return;
      }
      await computeAll(clock.now());
      await db.transaction().execute((trx) => period.claim(trx));
    },
  };

  return { job, computeAll };
}
