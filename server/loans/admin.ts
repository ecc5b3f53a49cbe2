// The back office's crypto loans: the products (added or edited with the audit record in one
// transaction; loans already taken keep the terms they were taken on) and every user's loans. No
// route sets a price, a loan's debt or its collateral.
import Decimal from 'decimal.js';
import type { z } from 'zod';
import { isLoanAmount, termsProblem } from '../../contract/loan-rules';
import {
  type AdminLoan,
  type AdminLoanProduct,
  type adminLoanProductRequest,
  type adminLoansRequest,
  LOAN_TERMS,
} from '../../contract/loans';
import type { Audit } from '../admin/audit';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Ledger } from '../ledger/ledger';
import { instrumentBySymbol } from '../market/instruments';
import type { Market } from '../market/service';
import { loanMessages } from './messages';
import { collateralPrices, loanPage } from './store';
import { adminProductView, collateralSymbol, loanView, type ProductRow } from './view';

type Deps = { db: Db; ledger: Ledger; audit: Audit; clock: Clock; market: Market };
type Input = z.output<typeof adminLoanProductRequest>;

const RATIO = /^0(\.\d{1,8})?$/;

/** The offered terms as typed ("0, 7, 30"), or null when any is not one of LOAN_TERMS. */
export function parseTerms(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const terms = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  const known: readonly number[] = LOAN_TERMS;
  return parts.length > 0 && parts.every((p) => /^\d+$/.test(p)) && terms.every((t) => known.includes(t))
    ? terms
    : null;
}

/** Why a product is refused, or null when an operator may save it. */
export function productProblem(p: Input): 'badTerms' | 'collateralUnknown' | null {
  if (!instrumentBySymbol(collateralSymbol(p.collateral))) return 'collateralUnknown';
  const ratios = [p.initial_ltv, p.call_ltv, p.liquidation_ltv, p.daily_rate, p.liquidation_fee];
  if (!ratios.every((r) => RATIO.test(r)) || termsProblem(p)) return 'badTerms';
  if (!parseTerms(p.terms) || ![p.min_borrow, p.user_limit, p.total_limit].every(isLoanAmount)) return 'badTerms';
  if (new Decimal(p.min_borrow).gt(p.user_limit) || new Decimal(p.user_limit).gt(p.total_limit)) return 'badTerms';
  return null;
}

export function makeLoanAdmin({ db, ledger, audit, clock, market }: Deps) {
  async function openCounts(): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('loan')
      .select(['product_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('state', '=', 'open')
      .groupBy('product_id')
      .execute();
    return new Map(rows.map((r) => [r.product_id, Number(r.n)]));
  }

  return {
    async products(): Promise<AdminLoanProduct[]> {
      const [rows, open] = await Promise.all([
        db.selectFrom('loan_product').selectAll().orderBy('id').execute(),
        openCounts(),
      ]);
      return rows.map((p) => adminProductView(p, open.get(p.id) ?? 0));
    },

    /** Adds (no id) or edits a product, audited as `loan.product.save`. */
    async saveProduct(input: Input, operator: { id: string }, ip: string): Promise<AdminLoanProduct> {
      const problem = productProblem(input);
      if (problem) throw new Refusal(loanMessages[problem]);
      const saved = await ledger.write(async (trx) => {
        const before = input.id
          ? await trx.selectFrom('loan_product').selectAll().where('id', '=', input.id).executeTakeFirst()
          : undefined;
        if (input.id && !before) throw new Refusal(loanMessages.productUnknown);
        const last = await trx
          .selectFrom('loan_product')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst();
        const fixed = (v: string) => new Decimal(v).toFixed();
        const after: ProductRow = {
          id: before?.id ?? Number(last?.id ?? 0) + 1,
          collateral: input.collateral,
          borrow: 'USDT',
          initial_ltv: fixed(input.initial_ltv),
          call_ltv: fixed(input.call_ltv),
          liquidation_ltv: fixed(input.liquidation_ltv),
          daily_rate: fixed(input.daily_rate),
          liquidation_fee: fixed(input.liquidation_fee),
          terms: JSON.stringify(parseTerms(input.terms)),
          min_borrow: fixed(input.min_borrow),
          user_limit: fixed(input.user_limit),
          total_limit: fixed(input.total_limit),
          lent: before?.lent ?? '0',
          enabled: input.enabled ? 1 : 0,
          updated_at: Math.max(clock.now(), Number(before?.updated_at ?? 0) + 1),
        };
        if (before) {
          const { id, ...changes } = after;
          await trx.updateTable('loan_product').set(changes).where('id', '=', id).execute();
        } else {
          await trx.insertInto('loan_product').values(after).execute();
        }
        await audit.record(trx, {
          operatorId: operator.id,
          action: 'loan.product.save',
          targetType: 'loan_product',
          targetId: String(after.id),
          before: before ?? null,
          after,
          ip,
        });
        return after;
      });
      return adminProductView(saved, (await openCounts()).get(saved.id) ?? 0);
    },

    async loans(f: z.output<typeof adminLoansRequest>) {
      const { rows, total } = await loanPage(db, f);
      const prices = await collateralPrices(market, rows);
      const list: AdminLoan[] = rows.map((r) => ({
        ...loanView(r, prices.get(r.collateral_currency) ?? null),
        user_id: r.user_id,
      }));
      return { list, total, page: f.page, limit: f.limit };
    },
  };
}

export type LoanAdmin = ReturnType<typeof makeLoanAdmin>;
