// The back office's earn products: the terms of lock mining and its DeFi and cloud kinds, added or
// edited with the audit record in one transaction. An order copies its terms when placed, so an
// edit applies to new orders only; no route reaches an order, an interest or a balance.
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { AdminEarnProduct, adminEarnProductRequest } from '../../contract/earn';
import { LOCALES } from '../../contract/locales';
import type { Audit } from '../admin/audit';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import { SCALE } from '../ledger/amounts';
import type { Ledger } from '../ledger/ledger';
import { ACCRUAL_PERIOD } from './accrual';
import { earnMessages } from './messages';
import { termsProblem } from './rules';
import { namesOf, type ProductRow, productView } from './view';

type Deps = { db: Db; ledger: Ledger; audit: Audit; clock: Clock };

const PROBLEMS = { rate: earnMessages.badRates, amount: earnMessages.badAmounts, caps: earnMessages.badCaps } as const;

export function makeEarnAdmin({ db, ledger, audit, clock }: Deps) {
  async function products(): Promise<AdminEarnProduct[]> {
    const [rows, stats] = await Promise.all([
      db.selectFrom('earn_product').selectAll().orderBy('id').execute(),
      db.selectFrom('earn_order').select(['product_id', 'state', 'interest_paid']).execute(),
    ]);
    return rows.map((p) => {
      const mine = stats.filter((s) => s.product_id === p.id);
      return {
        ...productView(p, 'en'),
        names: namesOf(p),
        enabled: p.enabled === 1,
        locked: p.locked,
        running_orders: mine.filter((s) => s.state === 'running').length,
        interest_paid: mine.reduce((s, o) => s.plus(o.interest_paid), new Decimal(0)).toFixed(),
        updated_at: Number(p.updated_at),
      };
    });
  }

  return {
    products,

    /** Adds (no id) or edits a product, audited as `earn.product.save`. */
    async save(input: z.output<typeof adminEarnProductRequest>, operator: { id: string }, ip: string) {
      const problem = termsProblem(input);
      if (problem) throw new Refusal(PROBLEMS[problem]);
      if (SCALE[input.currency] === undefined) throw new Refusal(earnMessages.badCurrency);
      if ((input.dividend_minute * 60_000) % ACCRUAL_PERIOD !== 0) throw new Refusal(earnMessages.badMinute);
      await ledger.write(async (trx) => {
        const before = input.id
          ? await trx.selectFrom('earn_product').selectAll().where('id', '=', input.id).executeTakeFirst()
          : undefined;
        if (input.id && !before) throw new Refusal(earnMessages.productUnknown);
        const last = await trx
          .selectFrom('earn_product')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst();
        const after: ProductRow = {
          id: before?.id ?? Number(last?.id ?? 0) + 1,
          kind: input.kind,
          currency: input.currency,
          days: input.days,
          daily_rate: new Decimal(input.daily_rate).toFixed(),
          penalty_rate: new Decimal(input.penalty_rate).toFixed(),
          min_amount: new Decimal(input.min_amount).toFixed(),
          user_cap: new Decimal(input.user_cap).toFixed(),
          total_cap: new Decimal(input.total_cap).toFixed(),
          dividend_minute: input.dividend_minute,
          name: input.name,
          // Only the languages the app has, and only those given; left out, the names already set stay.
          names:
            input.names === undefined
              ? (before?.names ?? '{}')
              : JSON.stringify(
                  Object.fromEntries(
                    LOCALES.flatMap((l) =>
                      l !== 'en' && input.names?.[l]?.trim() ? [[l, input.names[l].trim()]] : [],
                    ),
                  ),
                ),
          intro: input.intro,
          yield_source: input.yield_source,
          enabled: input.enabled ? 1 : 0,
          locked: before?.locked ?? '0',
          updated_at: clock.now(),
        };
        if (before) {
          const { id, ...changes } = after;
          await trx.updateTable('earn_product').set(changes).where('id', '=', id).execute();
        } else {
          await trx.insertInto('earn_product').values(after).execute();
        }
        await audit.record(trx, {
          operatorId: operator.id,
          action: 'earn.product.save',
          targetType: 'earn_product',
          targetId: String(after.id),
          before: before ?? null,
          after,
          ip,
        });
      });
      return products();
    },
  };
}

export type EarnAdmin = ReturnType<typeof makeEarnAdmin>;
