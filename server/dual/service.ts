// Dual investment for its customers (issue 16, ADR 19): the products on sale, buying whole shares
// (the amount frozen in the transaction that writes the order and adds the shares to the product's
// count, the shares left and the per-user limit judged there: through the money desk, ADR 25) and
// the customer's orders. Listing and settlement are ./jobs.ts.
import Decimal from 'decimal.js';
import type { z } from 'zod';
import {
  DUAL_COIN_IDS,
  DUAL_COINS,
  type DualDetail,
  type DualIndex,
  type DualOrder,
  type DualOrderPage,
  type dualIndexRequest,
  type dualListRequest,
} from '../../contract/dual';
import { amountOf, sharesProblem } from '../../contract/dual-rules';
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import { Refusal } from '../core/errors';
import { replayOf, requestHash } from '../core/idempotency';
import type { Ids } from '../core/ids';
import type { Trx } from '../ledger/ledger';
import type { MoneyDesk } from '../ledger/money-desk';
import type { Market } from '../market/service';
import { dualMessages } from './messages';
import { buyEntry } from './money';
import { investCurrency, orderView, type ProductRow, productView, statusAt } from './view';

type Deps = { opened: OpenedDb; desk: MoneyDesk; ids: Ids; clock: Clock; market: Market };

export function makeDual({ opened, desk, ids, clock, market }: Deps) {
  const { db, kind } = opened;

  async function product(trx: Trx, id: number, lock = false): Promise<ProductRow | undefined> {
    let q = trx.selectFrom('dual_product').selectAll().where('id', '=', id);
    if (lock && kind === 'postgres') q = q.forUpdate();
    return q.executeTakeFirst();
  }

  /** Shares the user holds in a product. */
  async function mine(trx: Trx, userId: string, productId: number): Promise<number> {
    const row = await trx
      .selectFrom('dual_order')
      .select((eb) => eb.fn.sum<number>('num').as('n'))
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Refuses a purchase the product does not take now, as it is inside `trx`. */
  async function check(trx: Trx, userId: string, p: ProductRow, n: number, now: number) {
    if (statusAt(p, now) !== 1) throw new Refusal(dualMessages.notOnSale);
    const left = p.total_number - p.sold;
    if (n > left) throw new Refusal(dualMessages.soldOut, { left });
    const held = await mine(trx, userId, p.id);
    if (held + n > p.user_limit)
      throw new Refusal(dualMessages.aboveLimit, { limit: p.user_limit, left: Math.max(0, p.user_limit - held) });
  }

  return {
    async index(f: z.output<typeof dualIndexRequest>): Promise<DualIndex> {
      const now = clock.now();
      let q = db
        .selectFrom('dual_product')
        .selectAll()
        .where('state', '=', 'open')
        .where('start_time', '<=', now)
        .where('end_time', '>', now);
      const coin = DUAL_COINS.find((c) => DUAL_COIN_IDS[c] === f.currency_id) ?? 'BTC';
      q = q.where('coin', '=', coin).where('type', '=', f.type);
      const rows = await q.execute();
      const prices = await Promise.all(DUAL_COINS.map((c) => market.recordedPrice(`${c}/USDT`, now)));
      return {
        // Strikes are decimal strings: sorted as numbers here, not as text by the database.
        dual_currencys: rows
          .sort((a, b) => Number(a.settle_at) - Number(b.settle_at) || new Decimal(a.strike).cmp(b.strike))
          .map((p) => productView(p, now)),
        last_price: Object.fromEntries(DUAL_COINS.map((c, i) => [c, prices[i]?.price ?? null])),
      };
    },

    async detail(id: number, userId: string | null): Promise<DualDetail> {
      const p = await product(db, id);
      if (!p) throw new Refusal(dualMessages.productUnknown);
      return { product: productView(p, clock.now()), mine: userId ? await mine(db, userId, p.id) : 0 };
    },

    async buy(userId: string, f: { id: number; num: string }, key: string | null): Promise<DualOrder> {
      const hash = requestHash(['dual.buy', f]);
      const replay = await replayOf<{ id: string }>(db, userId, key, hash);
      let id = replay?.answer.id;
      if (!id) {
        const p = await product(db, f.id);
        if (!p) throw new Refusal(dualMessages.productUnknown);
        if (sharesProblem(f.num)) throw new Refusal(dualMessages.integer);
        const n = Number(f.num.trim());
        await check(db, userId, p, n, clock.now());
        ({ id } = await desk.submitChecked({
          userId,
          key,
          hash,
          check: {
            // One purchase of a product per batch, so each is judged on the shares those before it took.
            scope: `dual:${f.id}`,
            run: async (trx) => {
              // Judged again on the product as it is inside the transaction: shares and limit hold under races.
              const now = clock.now();
              const locked = (await product(trx, f.id, true)) as ProductRow;
              await check(trx, userId, locked, n, now);
              return { locked, now, order: ids.sortable(now), amount: amountOf(n, locked.share_size) };
            },
          },
          entry: ({ locked, order, amount }) => buyEntry(userId, order, investCurrency(locked), amount, key),
          answer: (_, { order }) => ({ id: order }),
          rows: async (trx, _, { locked, now, order, amount }) => {
            await trx
              .insertInto('dual_order')
              .values({
                id: order,
                user_id: userId,
                product_id: locked.id,
                coin: locked.coin,
                type: locked.type,
                strike: locked.strike,
                rate: locked.rate,
                days: locked.days,
                num: n,
                amount,
                invest_currency: investCurrency(locked),
                settle_at: locked.settle_at,
                state: 'purchased',
                payout: null,
                payout_currency: null,
                settle_tick_id: null,
                settle_price: null,
                settle_time: null,
                request_id: key,
                created_at: now,
                settled_at: null,
              })
              .execute();
            await trx
              .updateTable('dual_product')
              .set({ sold: locked.sold + n })
              .where('id', '=', locked.id)
              .execute();
          },
        }));
      }
      const row = await db.selectFrom('dual_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return orderView(row, clock.now());
    },

    async orders(userId: string, f: z.output<typeof dualListRequest>): Promise<DualOrderPage> {
      const q = db
        .selectFrom('dual_order')
        .where('user_id', '=', userId)
        .where('state', f.state === 'completed' ? '=' : '!=', 'completed');
      const [rows, count] = await Promise.all([
        q
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(f.limit)
          .offset((f.page - 1) * f.limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const now = clock.now();
      return { list: rows.map((r) => orderView(r, now)), total: Number(count.n), page: f.page, limit: f.limit };
    },
  };
}

export type Dual = ReturnType<typeof makeDual>;
