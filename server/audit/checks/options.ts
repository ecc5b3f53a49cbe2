// Seconds options (issue 15): each settled option's opening and settlement ticks are in the tick
// log at the prices it stored, the settlement tick is the first of its instrument at or after the
// expiry, the result and payout follow from them by the options rules, and the ledger paid that
// payout once to the owner's micro account.
import { SCALE } from '../../ledger/amounts';
import { outcomeOf, payoutOf } from '../../options/rules';
import { type Checker, checkTick, makeExpected } from '../checker';
import { same } from '../report';
import { amountTo, PAGE, pages } from '../source';

const KIND = 'option';

export function optionsChecker(): Checker {
  const paid = makeExpected(KIND);
  return {
    entryKinds: ['option_settle'],
    async rows(ctx) {
      const { db, findings } = ctx;
      for await (const all of pages((after) => {
        // By id alone (the primary key): a filter on state would walk the state index and sort every page.
        let q = db.selectFrom('option_order').selectAll();
        if (after !== null) q = q.where('id', '>', String(after));
        return q.orderBy('id').limit(PAGE).execute();
      })) {
        const page = all.filter((r) => r.state === 'settled');
        for (const r of page) {
          findings.count(KIND);
          const opened = await ctx.ticks.cited(r.instrument_id, r.open_tick_id, r.open_time);
          checkTick(
            ctx,
            KIND,
            r.id,
            'opening tick',
            { tickId: r.open_tick_id, instrumentId: r.instrument_id, price: r.open_price },
            opened,
          );
          const settled = await ctx.ticks.cited(r.instrument_id, r.settle_tick_id, r.settle_time);
          if (
            !checkTick(
              ctx,
              KIND,
              r.id,
              'settlement tick',
              { tickId: r.settle_tick_id, instrumentId: r.instrument_id, price: r.settle_price },
              settled,
            )
          )
            continue;
          const first = await ctx.ticks.firstAtOrAfter(r.instrument_id, Number(r.expires_at), settled.time);
          if (first !== settled.id)
            findings.differ(
              KIND,
              r.id,
              'settlement tick',
              `the first at or after expiry (tick ${first})`,
              `tick ${settled.id}`,
            );
          const result = outcomeOf(r.direction, opened?.price ?? r.open_price, settled.price);
          if (result !== Number(r.result)) findings.differ(KIND, r.id, 'result', result, r.result);
          const payout = payoutOf(result, r.stake, r.profit_ratio, SCALE[r.currency] ?? 8);
          if (!same(payout, r.payout)) findings.differ(KIND, r.id, 'payout', payout, r.payout);
          paid.set(r.id, `user:${r.user_id}`, r.currency, payout);
        }
      }
    },
    entry(e, ctx) {
      paid.heard(String(e.memo.option), e.id, (holder, currency) => amountTo(e.postings, holder, currency), ctx);
    },
    finish: (ctx) => paid.finish(ctx),
  };
}
