// Spot fills (issue 13): each trade was made at the resting (maker) order's price, within the
// taker's limit; its total is price × amount; each side's fee is the order's rate on the total,
// rounded down; it cites a recorded tick at the price it stored; and every order's filled amount is
// the sum of its trades.
import Decimal from 'decimal.js';
import { type Checker, checkTick } from '../checker';
import { same } from '../report';
import { chunks, PAGE, pages, ticksById } from '../source';

const KIND = 'spot fill';
const feeOn = (total: string, rate: string) =>
  new Decimal(total).times(rate).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed();

export function spotChecker(): Checker {
  const filled = new Map<string, Decimal>();
  const add = (id: string | null, amount: string) => {
    if (id) filled.set(id, (filled.get(id) ?? new Decimal(0)).plus(amount));
  };
  return {
    entryKinds: [],
    async rows(ctx) {
      const { db, findings } = ctx;
      for await (const page of pages((after) => {
        let q = db.selectFrom('spot_trade').selectAll();
        if (after !== null) q = q.where('id', '>', String(after));
        return q.orderBy('id').limit(PAGE).execute();
      })) {
        const ticks = await ticksById(
          db,
          page.map((t) => t.tick_id),
        );
        const ids = [...new Set(page.flatMap((t) => [t.taker_order_id, t.maker_order_id]).filter((id) => id !== null))];
        const orders = new Map<
          string,
          { price: string; order_type: string; side: string; maker_fee: string; taker_fee: string }
        >();
        for (const part of chunks(ids as string[]))
          for (const o of await db
            .selectFrom('spot_order')
            .select(['id', 'price', 'order_type', 'side', 'maker_fee', 'taker_fee'])
            .where('id', 'in', part)
            .execute())
            orders.set(o.id, o);
        for (const t of page) {
          findings.count(KIND);
          checkTick(
            ctx,
            KIND,
            t.id,
            'cited tick',
            { tickId: t.tick_id, instrumentId: t.instrument_id, price: t.tick_price },
            ticks.get(Number(t.tick_id)),
          );
          const total = new Decimal(t.price).times(t.amount).toFixed();
          if (!same(total, t.total)) findings.differ(KIND, t.id, 'total', total, t.total);
          const maker = t.maker_order_id ? orders.get(t.maker_order_id) : undefined;
          if (maker) {
            if (!same(maker.price, t.price))
              findings.differ(KIND, t.id, 'price (the resting order’s)', maker.price, t.price);
            if (t.maker_user_id && !same(feeOn(t.total, maker.maker_fee), t.maker_fee))
              findings.differ(KIND, t.id, 'maker fee', feeOn(t.total, maker.maker_fee), t.maker_fee);
          }
          const taker = t.taker_order_id ? orders.get(t.taker_order_id) : undefined;
          if (taker?.order_type === 'limit') {
            const within =
              t.taker_side === 'buy' ? new Decimal(taker.price).gte(t.price) : new Decimal(taker.price).lte(t.price);
            if (!within) findings.differ(KIND, t.id, 'taker’s limit', `${t.taker_side} within ${taker.price}`, t.price);
          }
          if (taker && t.taker_user_id && !same(feeOn(t.total, taker.taker_fee), t.taker_fee))
            findings.differ(KIND, t.id, 'taker fee', feeOn(t.total, taker.taker_fee), t.taker_fee);
          add(t.taker_order_id, t.amount);
          add(t.maker_order_id, t.amount);
        }
      }
      // Every order's filled amount is its trades' sum.
      for await (const page of pages((after) => {
        let q = db.selectFrom('spot_order').select(['id', 'filled']);
        if (after !== null) q = q.where('id', '>', String(after));
        return q.orderBy('id').limit(PAGE).execute();
      })) {
        for (const o of page) {
          const sum = filled.get(o.id) ?? new Decimal(0);
          if (!sum.eq(o.filled)) findings.differ(KIND, o.id, 'order filled', sum.toFixed(), o.filled);
        }
      }
    },
    entry() {},
    finish() {},
  };
}
