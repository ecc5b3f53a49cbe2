// The back office's dual investment: the plans products are listed from (added or edited with the
// audit record in one transaction; a product already listed keeps its terms) and the products
// listed, with what was sold and the tick each settled on. No route sets a linked price, a
// settlement price or a payout.
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { AdminDualProduct, adminDualPlanRequest, DualPlan } from '../../contract/dual';
import type { Audit } from '../admin/audit';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Ledger } from '../ledger/ledger';
import { dualMessages } from './messages';
import { type PlanRow, planView, productView } from './view';

type Deps = { db: Db; ledger: Ledger; audit: Audit; clock: Clock };
type Input = z.output<typeof adminDualPlanRequest>;

const FRACTION = /^0(\.\d{1,8})?$|^[1-9]\d{0,2}(\.\d{1,8})?$/;
const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;

/** Why a plan is refused, or null when an operator may save it. */
export function planProblem(p: Input): 'badPlan' | 'badLimits' | null {
  if (
    !FRACTION.test(p.rate) ||
    new Decimal(p.rate).lte(0) ||
    !FRACTION.test(p.offset) ||
    new Decimal(p.offset).gte(1) ||
    ![p.step, p.share_size].every((a) => AMOUNT.test(a) && new Decimal(a).gt(0))
  )
    return 'badPlan';
  if (p.user_limit > p.total_number) return 'badLimits';
  return null;
}

export function makeDualAdmin({ db, ledger, audit, clock }: Deps) {
  return {
    async plans(): Promise<DualPlan[]> {
      return (await db.selectFrom('dual_plan').selectAll().orderBy('id').execute()).map(planView);
    },

    /** Adds (no id) or edits a plan, audited as `dual.plan.save`. */
    async savePlan(input: Input, operator: { id: string }, ip: string): Promise<DualPlan> {
      const problem = planProblem(input);
      if (problem) throw new Refusal(dualMessages[problem]);
      const saved = await ledger.write(async (trx) => {
        const before = input.id
          ? await trx.selectFrom('dual_plan').selectAll().where('id', '=', input.id).executeTakeFirst()
          : undefined;
        if (input.id && !before) throw new Refusal(dualMessages.planUnknown);
        const last = await trx
          .selectFrom('dual_plan')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst();
        const after: PlanRow = {
          id: before?.id ?? Number(last?.id ?? 0) + 1,
          coin: input.coin,
          type: input.type,
          days: input.days,
          rate: new Decimal(input.rate).toFixed(),
          strike_offset: new Decimal(input.offset).toFixed(),
          step: new Decimal(input.step).toFixed(),
          share_size: new Decimal(input.share_size).toFixed(),
          total_number: input.total_number,
          user_limit: input.user_limit,
          enabled: input.enabled ? 1 : 0,
          updated_at: clock.now(),
        };
        if (before) {
          const { id, ...changes } = after;
          await trx.updateTable('dual_plan').set(changes).where('id', '=', id).execute();
        } else {
          await trx.insertInto('dual_plan').values(after).execute();
        }
        await audit.record(trx, {
          operatorId: operator.id,
          action: 'dual.plan.save',
          targetType: 'dual_plan',
          targetId: String(after.id),
          before: before ?? null,
          after,
          ip,
        });
        return after;
      });
      return planView(saved);
    },

    async products(page: number, limit: number) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('dual_product')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db
          .selectFrom('dual_product')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const ids = rows.map((r) => r.id);
      const counts = ids.length
        ? await db
            .selectFrom('dual_order')
            .select(['product_id', (eb) => eb.fn.countAll<number>().as('n')])
            .where('product_id', 'in', ids)
            .groupBy('product_id')
            .execute()
        : [];
      const orders = new Map(counts.map((c) => [c.product_id, Number(c.n)]));
      const now = clock.now();
      const list: AdminDualProduct[] = rows.map((p) => ({
        ...productView(p, now),
        plan_id: p.plan_id,
        orders: orders.get(p.id) ?? 0,
      }));
      return { list, total: Number(count.n), page, limit };
    },
  };
}

export type DualAdmin = ReturnType<typeof makeDualAdmin>;
