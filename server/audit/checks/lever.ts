// Leverage contracts (issue 14): each closed position's opening and closing ticks are in the tick
// log at the prices it stored; its profit or loss follows from them by contract/lever-rules.ts; its
// close fee is at most the rule's (a fee the account could not pay is waived); a stop closed at a
// price that triggers it; and the ledger moved that profit or loss with the contracts desk once.
import Decimal from 'decimal.js';
import { feeOf, notionalOf, pnlOf, triggered } from '../../../contract/lever-rules';
import { LEVER_CURRENCY, DESK as LEVER_DESK } from '../../lever/money';
import { type Checker, checkTick, makeExpected } from '../checker';
import { same } from '../report';
import { amountTo, PAGE, pages, ticksById } from '../source';

const KIND = 'contract';
const num = (v: string | null) => (v === null ? null : Number(v));

export function leverChecker(): Checker {
  const settled = makeExpected(KIND);
  return {
    entryKinds: ['lever_close'],
    async rows(ctx) {
      const { db, findings } = ctx;
      for await (const all of pages((after) => {
        // By id alone (the primary key): a filter on state would walk the state index and sort every page.
        let q = db.selectFrom('lever_position').selectAll();
        if (after !== null) q = q.where('id', '>', String(after));
        return q.orderBy('id').limit(PAGE).execute();
      })) {
        const page = all.filter((r) => r.state === 'closed');
        const ticks = await ticksById(
          db,
          page.flatMap((r) => [r.open_tick_id, r.close_tick_id]),
        );
        for (const r of page) {
          findings.count(KIND);
          const opened = ticks.get(Number(r.open_tick_id));
          checkTick(
            ctx,
            KIND,
            r.id,
            'opening tick',
            { tickId: r.open_tick_id, instrumentId: r.instrument_id, price: r.open_price },
            opened,
          );
          const closed = ticks.get(Number(r.close_tick_id));
          if (
            !checkTick(
              ctx,
              KIND,
              r.id,
              'closing tick',
              { tickId: r.close_tick_id, instrumentId: r.instrument_id, price: r.close_price },
              closed,
            )
          )
            continue;
          const open = opened?.price ?? r.open_price ?? '0';
          const pnl = pnlOf(r.side, r.share, r.lot_size, open, closed.price);
          if (!same(pnl, r.profit)) findings.differ(KIND, r.id, 'profit', pnl, r.profit);
          const fee = feeOf(notionalOf(r.share, r.lot_size, closed.price), r.fee_rate);
          if (new Decimal(r.close_fee ?? '0').gt(fee))
            findings.differ(KIND, r.id, 'close fee', `≤ ${fee}`, r.close_fee);
          if (r.close_reason === 'take_profit' || r.close_reason === 'stop_loss') {
            const hit = triggered(r.side, Number(closed.price), num(r.take_profit), num(r.stop_loss));
            if (hit !== r.close_reason) findings.differ(KIND, r.id, 'stop triggered', r.close_reason, hit ?? 'none');
          }
          settled.set(r.id, LEVER_DESK, LEVER_CURRENCY, new Decimal(pnl).neg().toFixed());
        }
      }
    },
    entry(e, ctx) {
      settled.heard(String(e.memo.position), e.id, (holder, currency) => amountTo(e.postings, holder, currency), ctx);
    },
    finish: (ctx) => settled.finish(ctx),
  };
}
