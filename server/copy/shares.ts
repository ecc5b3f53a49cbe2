// The daily profit share (issue 36): for each follow whose trader takes a share, the follower's net
// copy profit to date (closed copies, after every fee) above the follow's high-water mark is shared
// at the rate shown when following began (contract/copy-rules profitShare), paid from the
// follower's contract account to the trader's through the batched ledger, and recorded with the
// figures it came from. A follower who cannot pay today is asked again the next day (the mark does
// not move). Once per follow and day: the day's claim and the (follow, day) key, in one transaction.
import Decimal from 'decimal.js';
import { profitShare } from '../../contract/copy-rules';
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import { Refusal } from '../core/errors';
import type { Ids } from '../core/ids';
import type { PeriodJob } from '../core/jobs';
import type { BatchLedger } from '../ledger/batch';
import type { EntryInput, Ledger } from '../ledger/ledger';
import { LEVER, LEVER_CURRENCY } from '../lever/money';
import { netOf } from './view';

const DAY = 86_400_000;
/** Shares are settled at 00:20 UTC for the day before. */
const OFFSET = 20 * 60_000;

export function shareEntry(
  followId: string,
  follower: string,
  trader: string,
  amount: string,
  day: string,
): EntryInput {
  const post = (holder: string, sign: 1 | -1) => ({
    holder,
    account: LEVER,
    currency: LEVER_CURRENCY,
    field: 'available' as const,
    amount: new Decimal(amount).times(sign).toFixed(),
  });
  return {
    kind: 'copy_profit_share',
    actor: 'system:copy',
    memo: { follow: followId, day },
    postings: [post(`user:${follower}`, -1), post(`user:${trader}`, 1)],
  };
}

export function makeProfitShares({
  opened,
  ledger,
  batch,
  ids,
  clock,
}: {
  opened: OpenedDb;
  ledger: Ledger;
  batch: BatchLedger;
  ids: Ids;
  clock: Clock;
}): PeriodJob {
  const { kind } = opened;
  return {
    kind: 'period',
    name: 'copy.shares',
    every: DAY,
    offset: OFFSET,
    async run(period) {
      const day = new Date(period.start - OFFSET).toISOString().slice(0, 10);
      await ledger.write(async (trx) => {
        if (!(await period.claim(trx))) return;
        const now = clock.now();
        let q = trx.selectFrom('copy_follow').selectAll().where('profit_share', '!=', '0').orderBy('id');
        if (kind === 'postgres') q = q.forUpdate();
        const follows = (await q.execute()).filter((f) => new Decimal(f.profit_share).gt(0));
        const due = [];
        for (const f of follows) {
          const closed = await trx
            .selectFrom('copy_position')
            .innerJoin('lever_position', 'lever_position.id', 'copy_position.position_id')
            .selectAll('lever_position')
            .where('copy_position.follow_id', '=', f.id)
            // A copy the follower took over is theirs: its outcome is not shared.
            .where('copy_position.self_held_at', 'is', null)
            .where('lever_position.state', '=', 'closed')
            .where('lever_position.closed_at', '<', period.end)
            .execute();
          const net = closed.reduce((s, r) => s.plus(netOf(r)), new Decimal(0)).toFixed();
          const share = profitShare(net, f.high_water_mark, f.profit_share);
          if (new Decimal(share.amount).gt(0)) due.push({ f, net, share });
        }
        const outcomes = await batch.postMany(
          trx,
          due.map(({ f, share }) => shareEntry(f.id, f.follower_id, f.trader_id, share.amount, day)),
        );
        for (const [i, { f, net, share }] of due.entries()) {
          const outcome = outcomes[i];
          if (!outcome?.ok) {
            if (outcome && !(outcome.error instanceof Refusal)) throw outcome.error;
            continue; // not enough in the account today: asked again tomorrow
          }
          await trx
            .insertInto('copy_share')
            .values({
              id: ids.sortable(now),
              follow_id: f.id,
              follower_id: f.follower_id,
              trader_id: f.trader_id,
              day,
              net_profit: net,
              high_water_mark: f.high_water_mark,
              rate: f.profit_share,
              amount: share.amount,
              created_at: now,
            })
            .execute();
          await trx
            .updateTable('copy_follow')
            .set({
              high_water_mark: share.mark,
              shares_paid: new Decimal(f.shares_paid).plus(share.amount).toFixed(),
              updated_at: now,
            })
            .where('id', '=', f.id)
            .execute();
        }
      });
    },
  };
}
