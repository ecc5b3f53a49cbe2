import type { LoanEventKind, LoanState } from '../../contract/loans';

/** A loan product: what is lent against what, on which terms (contract/loans.ts). */
export interface LoanProductTable {
  id: number;
  collateral: string;
  borrow: string;
  initial_ltv: string;
  call_ltv: string;
  liquidation_ltv: string;
  daily_rate: string;
  liquidation_fee: string;
  /** JSON list of the terms offered, in days (0 flexible). */
  terms: string;
  min_borrow: string;
  user_limit: string;
  total_limit: string;
  /** Principal owed on the product's open loans. */
  lent: string;
  enabled: number;
  updated_at: number;
}

/**
 * A loan, with its product's terms as they were at borrowing. `accrued_to` is the hour (since the
 * epoch) before which every hour's interest is charged; charging moves it on in the transaction
 * that adds the interest, so an hour is charged once whoever charges it.
 */
export interface LoanTable {
  id: string;
  user_id: string;
  product_id: number;
  collateral_currency: string;
  borrow_currency: string;
  initial_ltv: string;
  call_ltv: string;
  liquidation_ltv: string;
  daily_rate: string;
  liquidation_fee: string;
  term: number;
  principal: string;
  interest: string;
  interest_paid: string;
  collateral: string;
  hourly_interest: string;
  accrued_to: number;
  due_at: number | null;
  state: LoanState;
  margin_called: number;
  borrowed_tick_id: number;
  borrowed_price: string;
  borrowed_time: number;
  closed_tick_id: number | null;
  closed_price: string | null;
  closed_time: number | null;
  shortfall: string | null;
  created_at: number;
  updated_at: number;
  closed_at: number | null;
}

/** One event of a loan: its signed changes and, for a judged one, the tick it was judged at. */
export interface LoanEventTable {
  id: string;
  loan_id: string;
  kind: LoanEventKind;
  principal: string;
  interest: string;
  collateral: string;
  hours: number | null;
  sold: string | null;
  fee: string | null;
  returned: string | null;
  tick_id: number | null;
  price: string | null;
  tick_time: number | null;
  ltv: string | null;
  entry_id: string | null;
  created_at: number;
}
