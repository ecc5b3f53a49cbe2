// Loans as the wire shows them (contract/loans.ts), from their rows and the collateral's latest
// recorded price.
import type { Selectable } from 'kysely';
import { debtOf, HOUR, linePrice, ltvOf } from '../../contract/loan-rules';
import { type AdminLoanProduct, GRACE_HOURS, type Loan, type LoanEvent, type LoanProduct } from '../../contract/loans';
import type { CitedTick as MarketTick } from '../market/service';
import type { LoanEventTable, LoanProductTable, LoanTable } from './tables';

export type LoanRow = Selectable<LoanTable>;
export type ProductRow = Selectable<LoanProductTable>;

const cited = (id: number | null, price: string | null, time: number | null) =>
  id === null || price === null || time === null ? null : { id: Number(id), price, time: Number(time) };

export const tickOf = (t: MarketTick | null) => (t ? { id: t.tick_id, price: t.price, time: t.time } : null);

/** The instrument whose recorded ticks price a collateral coin. */
export const collateralSymbol = (coin: string) => `${coin}/USDT`;

export const termsOf = (p: Pick<ProductRow, 'terms'>): number[] => JSON.parse(p.terms) as number[];

export function productView(p: ProductRow, price: MarketTick | null, totalLeft: string): LoanProduct {
  return {
    id: p.id,
    collateral: p.collateral,
    borrow: p.borrow,
    initial_ltv: p.initial_ltv,
    call_ltv: p.call_ltv,
    liquidation_ltv: p.liquidation_ltv,
    daily_rate: p.daily_rate,
    liquidation_fee: p.liquidation_fee,
    terms: termsOf(p),
    min_borrow: p.min_borrow,
    user_limit: p.user_limit,
    total_left: totalLeft,
    price: tickOf(price),
  };
}

export function adminProductView(p: ProductRow, openLoans: number): AdminLoanProduct {
  const { price: _price, total_left: _left, ...terms } = productView(p, null, '0');
  return {
    ...terms,
    total_limit: p.total_limit,
    lent: p.lent,
    enabled: p.enabled === 1,
    open_loans: openLoans,
    updated_at: Number(p.updated_at),
  };
}

export function loanView(r: LoanRow, price: MarketTick | null): Loan {
  const debt = debtOf(r.principal, r.interest);
  const open = r.state === 'open';
  const due = r.due_at === null ? null : Number(r.due_at);
  return {
    id: r.id,
    product_id: r.product_id,
    collateral_currency: r.collateral_currency,
    borrow_currency: r.borrow_currency,
    initial_ltv: r.initial_ltv,
    call_ltv: r.call_ltv,
    liquidation_ltv: r.liquidation_ltv,
    daily_rate: r.daily_rate,
    liquidation_fee: r.liquidation_fee,
    term: r.term,
    principal: r.principal,
    interest: r.interest,
    interest_paid: r.interest_paid,
    collateral: r.collateral,
    hourly_interest: r.hourly_interest,
    due_at: due,
    settle_at: due === null ? null : due + GRACE_MS,
    state: r.state,
    margin_called: r.margin_called === 1,
    borrowed_tick: { id: Number(r.borrowed_tick_id), price: r.borrowed_price, time: Number(r.borrowed_time) },
    price: open ? tickOf(price) : null,
    ltv: open && price ? ltvOf(debt, r.collateral, price.price) : null,
    call_price: open ? linePrice(debt, r.collateral, r.call_ltv) : '0',
    liquidation_price: open ? linePrice(debt, r.collateral, r.liquidation_ltv) : '0',
    closed_tick: cited(r.closed_tick_id, r.closed_price, r.closed_time),
    shortfall: r.shortfall,
    created_at: Number(r.created_at),
    closed_at: r.closed_at === null ? null : Number(r.closed_at),
  };
}

export function eventView(e: Selectable<LoanEventTable>): LoanEvent {
  return {
    id: e.id,
    kind: e.kind,
    principal: e.principal,
    interest: e.interest,
    collateral: e.collateral,
    hours: e.hours,
    sold: e.sold,
    fee: e.fee,
    returned: e.returned,
    tick: cited(e.tick_id, e.price, e.tick_time),
    ltv: e.ltv,
    time: Number(e.created_at),
  };
}

/** When an open fixed-term loan is settled from its collateral: its due time and the grace period after it. */
export const GRACE_MS = GRACE_HOURS * HOUR;
