// Copy trading (issue 36): each copy opened on its trader's opening tick with the lots its follow's
// terms give (contract/copy-rules copyLots); a copy closed by copy trading closed on its trader's
// closing tick, unless its follow was stopped by its copy stops (then on a later recorded tick);
// and each daily profit share is the rule's amount of the figures it cites, paid by the ledger once
// from the follower to the trader.
import { copyLots, profitShare } from '../../../contract/copy-rules';
import { LEVER_CURRENCY } from '../../lever/money';
import { type Checker, makeExpected } from '../checker';
import { same } from '../report';
import { amountTo, PAGE, pages } from '../source';

const KIND = 'copy';
const SHARE = 'copy profit share';

export function copyChecker(): Checker {
  const shares = makeExpected(SHARE);
  return {
    entryKinds: ['copy_profit_share'],
    async rows(ctx) {
      const { db, findings } = ctx;
      for await (const page of pages((after) => {
        let q = db
          .selectFrom('copy_position as c')
          .innerJoin('lever_position as p', 'p.id', 'c.position_id')
          .innerJoin('lever_position as t', 't.id', 'c.trader_position_id')
          .innerJoin('copy_follow as f', 'f.id', 'c.follow_id')
          .select([
            'c.position_id as id',
            'c.mode',
            'c.number',
            'c.trader_share',
            'c.self_held_at',
            'p.share',
            'p.open_tick_id',
            'p.state',
            'p.close_tick_id',
            'p.close_reason',
            't.share as t_share',
            't.open_tick_id as t_open',
            't.close_tick_id as t_close',
            'f.state as follow_state',
          ]);
        if (after !== null) q = q.where('c.position_id', '>', String(after));
        return q.orderBy('c.position_id').limit(PAGE).execute();
      })) {
        for (const c of page) {
          findings.count(KIND);
          const id = String(c.id);
          if (Number(c.open_tick_id) !== Number(c.t_open))
            findings.differ(KIND, id, 'opening tick (the trader’s)', c.t_open, c.open_tick_id);
          if (c.trader_share !== c.t_share) findings.differ(KIND, id, 'trader’s lots', c.t_share, c.trader_share);
          const lots = copyLots(c.mode, c.number, c.t_share);
          if (lots !== c.share) findings.differ(KIND, id, 'lots', lots, c.share);
          if (c.state === 'closed' && c.close_reason === 'copy' && c.follow_state !== 'stopped') {
            if (c.self_held_at !== null) findings.differ(KIND, id, 'closed with the trader', 'self-held', 'closed');
            else if (Number(c.close_tick_id) !== Number(c.t_close))
              findings.differ(KIND, id, 'closing tick (the trader’s)', c.t_close, c.close_tick_id);
          }
        }
      }
      for await (const page of pages((after) => {
        let q = db.selectFrom('copy_share').selectAll();
        if (after !== null) q = q.where('id', '>', String(after));
        return q.orderBy('id').limit(PAGE).execute();
      })) {
        for (const s of page) {
          findings.count(SHARE);
          const rule = profitShare(s.net_profit, s.high_water_mark, s.rate);
          if (!same(rule.amount, s.amount)) findings.differ(SHARE, s.id, 'amount', rule.amount, s.amount);
          shares.set(`${s.follow_id}|${s.day}`, `user:${s.trader_id}`, LEVER_CURRENCY, s.amount);
        }
      }
    },
    entry(e, ctx) {
      shares.heard(
        `${String(e.memo.follow)}|${String(e.memo.day)}`,
        e.id,
        (holder, currency) => amountTo(e.postings, holder, currency),
        ctx,
      );
    },
    finish: (ctx) => shares.finish(ctx),
  };
}
