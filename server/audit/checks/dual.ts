// Dual investment (issue 16): each completed order's settlement tick is in the tick log at the
// price it stored, is the first of its coin at or after the settlement instant, the payout and its
// currency follow by contract/dual-rules.ts, and the ledger paid it once to the owner.
import { settleDual } from '../../../contract/dual-rules';
import { instrumentBySymbol } from '../../market/instruments';
import { type Checker, checkTick, makeExpected } from '../checker';
import { same } from '../report';
import { amountTo, PAGE, pages, ticksById } from '../source';

const KIND = 'dual';

export function dualChecker(): Checker {
  const paid = makeExpected(KIND);
  return {
    entryKinds: ['dual_settle'],
    async rows(ctx) {
      const { db, findings } = ctx;
      for await (const all of pages((after) => {
        // By id alone (the primary key): a filter on state would walk the state index and sort every page.
        let q = db.selectFrom('dual_order').selectAll();
        if (after !== null) q = q.where('id', '>', String(after));
        return q.orderBy('id').limit(PAGE).execute();
      })) {
        const page = all.filter((r) => r.state === 'completed');
        const ticks = await ticksById(
          db,
          page.map((r) => r.settle_tick_id),
        );
        for (const o of page) {
          findings.count(KIND);
          const instrumentId = instrumentBySymbol(`${o.coin}/USDT`)?.id ?? -1;
          const tick = ticks.get(Number(o.settle_tick_id));
          if (
            !checkTick(
              ctx,
              KIND,
              o.id,
              'settlement tick',
              { tickId: o.settle_tick_id, instrumentId, price: o.settle_price },
              tick,
            )
          )
            continue;
          const first = await ctx.ticks.firstAtOrAfter(instrumentId, Number(o.settle_at), tick.time);
          if (first !== tick.id)
            findings.differ(
              KIND,
              o.id,
              'settlement tick',
              `the first at or after the settlement instant (tick ${first})`,
              `tick ${tick.id}`,
            );
          const due = settleDual(o, tick.price);
          if (due.currency !== o.payout_currency)
            findings.differ(KIND, o.id, 'payout currency', due.currency, o.payout_currency);
          if (!same(due.payout, o.payout)) findings.differ(KIND, o.id, 'payout', due.payout, o.payout);
          paid.set(o.id, `user:${o.user_id}`, due.currency, due.payout);
        }
      }
    },
    entry(e, ctx) {
      paid.heard(String(e.memo.order), e.id, (holder, currency) => amountTo(e.postings, holder, currency), ctx);
    },
    finish: (ctx) => paid.finish(ctx),
  };
}
