// Lock mining for its customers (issue 16, ADR 18): the products, locking an amount (frozen in the
// coin account in the transaction that writes the order and adds it to the product's total, both
// caps checked there: through the money desk, ADR 25), the orders, and early redemption at the
// penalty the screen showed. Daily interest and maturity are ./accrual.ts.
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { EarnKind, EarnOrder, EarnOrderPage, EarnProduct, orderRequest } from '../../contract/earn';
import type { Locale } from '../../contract/locales';
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import { Refusal } from '../core/errors';
import { replayOf, requestHash } from '../core/idempotency';
import type { Ids } from '../core/ids';
import { parseAmount } from '../ledger/amounts';
import type { Trx } from '../ledger/ledger';
import type { MoneyDesk } from '../ledger/money-desk';
import { earnMessages } from './messages';
import { lockEntry, redeemEntry } from './money';
import { DAY, penaltyOf } from './rules';
import { nameIn, type OrderRow, orderView, type ProductRow, productView } from './view';

type Deps = { opened: OpenedDb; desk: MoneyDesk; ids: Ids; clock: Clock };

/** The money desk's scope for a product: its orders and redemptions change its total one per batch. */
const scopeOf = (productId: number) => `earn:${productId}`;

export function makeEarn({ opened, desk, ids, clock }: Deps) {
  const { db, kind } = opened;

  async function product(trx: Trx, id: number, lock = false): Promise<ProductRow | undefined> {
    let q = trx.selectFrom('earn_product').selectAll().where('id', '=', id);
    if (lock && kind === 'postgres') q = q.forUpdate();
    return q.executeTakeFirst();
  }

  /** Each product's name in `lang`, by id. */
  const names = async (lang: Locale) =>
    new Map(
      (await db.selectFrom('earn_product').select(['id', 'name', 'names']).execute()).map((p) => [
        p.id,
        nameIn(p, lang),
      ]),
    );

  /** What the user holds in a product now (running orders). */
  async function held(trx: Trx, userId: string, productId: number): Promise<Decimal> {
    const rows = await trx
      .selectFrom('earn_order')
      .select('amount')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .where('state', '=', 'running')
      .execute();
    return rows.reduce((s, r) => s.plus(r.amount), new Decimal(0));
  }

  /** Refuses an amount the product's terms do not allow now. */
  async function checkCaps(trx: Trx, userId: string, p: ProductRow, amount: string) {
    const values = { currency: p.currency };
    if (new Decimal(amount).lt(p.min_amount))
      throw new Refusal(earnMessages.belowMinimum, { ...values, min: p.min_amount });
    const mine = await held(trx, userId, p.id);
    if (mine.plus(amount).gt(p.user_cap))
      throw new Refusal(earnMessages.aboveUserCap, {
        ...values,
        cap: p.user_cap,
        left: Decimal.max(0, new Decimal(p.user_cap).minus(mine)).toFixed(),
      });
    const left = Decimal.max(0, new Decimal(p.total_cap).minus(p.locked));
    if (left.lt(amount)) throw new Refusal(earnMessages.soldOut, { ...values, left: left.toFixed() });
  }

  return {
    async products(k: EarnKind | undefined, lang: Locale = 'en'): Promise<EarnProduct[]> {
      let q = db.selectFrom('earn_product').selectAll().where('enabled', '=', 1).orderBy('id');
      if (k) q = q.where('kind', '=', k);
      return (await q.execute()).map((p) => productView(p, lang));
    },

    async deposit(
      userId: string,
      f: { config_id: number; amount: string },
      key: string | null,
      lang: Locale = 'en',
    ): Promise<EarnOrder> {
      const hash = requestHash(['earn.deposit', f]);
      const replay = await replayOf<{ id: string }>(db, userId, key, hash);
      let id = replay?.answer.id;
      if (!id) {
        const p = await product(db, f.config_id);
        if (!p?.enabled) throw new Refusal(earnMessages.productUnknown);
        const amount = parseAmount(f.amount, p.currency);
        if (!amount) throw new Refusal(earnMessages.badAmount);
        await checkCaps(db, userId, p, amount);
        ({ id } = await desk.submitChecked({
          userId,
          key,
          hash,
          check: {
            // One order of a product per batch, so each is judged on the totals of those before it.
            scope: scopeOf(f.config_id),
            run: async (trx) => {
              // Judged again on the product as it is inside the transaction: the caps hold under races.
              const locked = (await product(trx, f.config_id, true)) as ProductRow;
              if (!locked.enabled) throw new Refusal(earnMessages.productUnknown);
              await checkCaps(trx, userId, locked, amount);
              const now = clock.now();
              return { locked, now, order: ids.sortable(now) };
            },
          },
          entry: ({ locked, order }) => lockEntry(userId, order, locked.currency, amount, key),
          answer: (_, { order }) => ({ id: order }),
          rows: async (trx, _, { locked, now, order }) => {
            await trx
              .insertInto('earn_order')
              .values({
                id: order,
                user_id: userId,
                product_id: locked.id,
                kind: locked.kind,
                currency: locked.currency,
                amount,
                days: locked.days,
                daily_rate: locked.daily_rate,
                penalty_rate: locked.penalty_rate,
                dividend_minute: locked.dividend_minute,
                start_at: now,
                end_at: now + locked.days * DAY,
                state: 'running',
                days_paid: 0,
                interest_paid: '0',
                redeem_reason: null,
                penalty: null,
                redeemed_at: null,
                request_id: key,
                created_at: now,
              })
              .execute();
            await trx
              .updateTable('earn_product')
              .set({ locked: new Decimal(locked.locked).plus(amount).toFixed() })
              .where('id', '=', locked.id)
              .execute();
          },
        }));
      }
      return this.order(userId, id, lang);
    },

    async order(userId: string, id: string, lang: Locale = 'en'): Promise<EarnOrder> {
      const row = await db
        .selectFrom('earn_order')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw new Refusal(earnMessages.orderUnknown);
      return orderView(row, (await names(lang)).get(row.product_id) ?? '', clock.now());
    },

    async orders(userId: string, f: z.output<typeof orderRequest>, lang: Locale = 'en'): Promise<EarnOrderPage> {
      const q = db
        .selectFrom('earn_order')
        .where('user_id', '=', userId)
        .where('state', '=', f.status === 1 ? 'running' : 'redeemed');
      const [rows, count, byId] = await Promise.all([
        q
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(f.limit)
          .offset((f.page - 1) * f.limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        names(lang),
      ]);
      const now = clock.now();
      return {
        order_list: rows.map((r) => orderView(r, byId.get(r.product_id) ?? '', now)),
        total: Number(count.n),
        page: f.page,
        limit: f.limit,
      };
    },

    /** Early redemption: amount − penalty back now; the interest already paid is kept. */
    async redeem(userId: string, id: string, key: string | null, lang: Locale = 'en'): Promise<EarnOrder> {
      const hash = requestHash(['earn.redeem', id]);
      const replay = await replayOf<{ id: string }>(db, userId, key, hash);
      if (!replay) {
        // An order's product never changes: read here, it names the scope the product's total is
        // changed under, so an order is redeemed once however many ask at once.
        const known = await db
          .selectFrom('earn_order')
          .select('product_id')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!known) throw new Refusal(earnMessages.orderUnknown);
        await desk.submitChecked({
          userId,
          key,
          hash,
          check: {
            scope: scopeOf(known.product_id),
            run: async (trx) => {
              let q = trx.selectFrom('earn_order').selectAll().where('id', '=', id).where('user_id', '=', userId);
              if (kind === 'postgres') q = q.forUpdate();
              const o: OrderRow | undefined = await q.executeTakeFirst();
              if (!o) throw new Refusal(earnMessages.orderUnknown);
              if (o.state !== 'running') throw new Refusal(earnMessages.notRunning);
              const penalty = penaltyOf(o.amount, o.penalty_rate, o.days - o.days_paid);
              const p = (await product(trx, o.product_id, true)) as ProductRow;
              return { o, p, penalty };
            },
          },
          entry: ({ o, penalty }) => redeemEntry(userId, o.id, o.currency, o.amount, penalty),
          answer: (_, { o }) => ({ id: o.id }),
          rows: async (trx, _, { o, p, penalty }) => {
            await trx
              .updateTable('earn_order')
              .set({ state: 'redeemed', redeem_reason: 'early', penalty, redeemed_at: clock.now() })
              .where('id', '=', o.id)
              .execute();
            await trx
              .updateTable('earn_product')
              .set({ locked: Decimal.max(0, new Decimal(p.locked).minus(o.amount)).toFixed() })
              .where('id', '=', p.id)
              .execute();
          },
        });
      }
      return this.order(userId, id, lang);
    },
  };
}

export type Earn = ReturnType<typeof makeEarn>;
