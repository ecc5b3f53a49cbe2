// Crypto loans on the wire (issue 38; spec §1 borrowing: the loan entry and the repayment entry).
// A user borrows USDT against a coin frozen as collateral in their spot (change) account; the
// lending desk (`system:lending`) pays the loan out through the ledger. Interest is charged per
// hour, at the hour's start (the first hour when borrowing), on the principal then owed:
// principal × daily rate ÷ 24, rounded up to 10⁻⁸. LTV = (principal + unpaid interest) ÷
// (collateral × its recorded price). On every recorded tick of the collateral the loan is judged:
// at the margin-call LTV the user is told once; at the liquidation LTV enough collateral is sold to
// the desk at that tick's price to pay the debt and the liquidation fee, and the rest is returned.
// A fixed-term loan still open GRACE_HOURS after its due time is settled the same way. Amounts and
// ratios are decimal strings ('0.65' = 65 %); times epoch milliseconds.
import { z } from 'zod';
import { wireDecimal, wireInt } from './numbers';
import type { CitedTick } from './options';

/** Hours after a fixed term's due time before an open loan is settled from its collateral. */
export const GRACE_HOURS = 24;
/** The terms a product may offer, in days; 0 is flexible (no due date). */
export const LOAN_TERMS = [0, 7, 30, 90] as const;

/** GET /loan/products → what may be borrowed against what, on which terms. */
export type LoanProduct = {
  id: number;
  /** The coin frozen as collateral (e.g. BTC) and the coin lent (USDT). */
  collateral: string;
  borrow: string;
  initial_ltv: string;
  call_ltv: string;
  liquidation_ltv: string;
  /** Interest per day as a fraction of the principal ('0.0002' = 0.02 % a day). */
  daily_rate: string;
  /** The liquidation fee as a fraction of the debt paid from the collateral. */
  liquidation_fee: string;
  terms: number[];
  /** Least one loan borrows, most one user owes on this product, and what is left to lend in all. */
  min_borrow: string;
  user_limit: string;
  total_left: string;
  /** The collateral's recorded price now (null before the market has one). */
  price: CitedTick | null;
};

/** POST /loan/borrow {product_id, amount (borrowed), collateral (frozen), term (days, 0 flexible)} → Loan */
export const borrowRequest = z.object({
  product_id: wireInt({ min: 1 }),
  amount: wireDecimal(),
  collateral: wireDecimal(),
  term: wireInt({ min: 0, max: 3650 }),
});

/** POST /loan/repay {id, amount | all: 1} — interest first, then principal; `all` repays the whole debt as it is then. */
export const repayRequest = z.object({
  id: z.string().trim().min(1).max(40),
  amount: wireDecimal({ orEmpty: true }).default(''),
  all: z
    .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()])
    .transform((v) => v === true || v === '1' || v === 'true')
    .default(false),
});

/** POST /loan/collateral {id, action, amount} — add collateral, or take some back while the LTV stays under the initial line. */
export const collateralRequest = z.object({
  id: z.string().trim().min(1).max(40),
  action: z.enum(['add', 'reduce']),
  amount: wireDecimal(),
});

export type LoanState = 'open' | 'repaid' | 'liquidated';

/** A loan as its borrower sees it (borrow, repay, collateral, list, detail, and the `loan` socket event). */
export type Loan = {
  id: string;
  product_id: number;
  collateral_currency: string;
  borrow_currency: string;
  /** The terms it was taken on (a product's later edit does not change them). */
  initial_ltv: string;
  call_ltv: string;
  liquidation_ltv: string;
  daily_rate: string;
  liquidation_fee: string;
  term: number;
  /** Principal still owed, unpaid interest, interest paid so far, and the collateral frozen. */
  principal: string;
  interest: string;
  interest_paid: string;
  collateral: string;
  /** Interest charged each coming hour on the principal now owed. */
  hourly_interest: string;
  /** Due time of a fixed term (null: flexible), and when it will be settled if still open. */
  due_at: number | null;
  settle_at: number | null;
  state: LoanState;
  /** Told of a margin call since the last add or repayment. */
  margin_called: boolean;
  /** The recorded price at borrowing. */
  borrowed_tick: CitedTick;
  /** LTV and the collateral's prices for the lines, at the latest recorded price (`price`). */
  price: CitedTick | null;
  ltv: string | null;
  call_price: string;
  liquidation_price: string;
  /** How it ended: the tick a liquidation or expiry sold at, and any debt the collateral did not cover. */
  closed_tick: CitedTick | null;
  shortfall: string | null;
  created_at: number;
  closed_at: number | null;
};

export type LoanEventKind =
  | 'borrow'
  | 'interest'
  | 'repay'
  | 'add_collateral'
  | 'reduce_collateral'
  | 'margin_call'
  | 'liquidation'
  | 'expiry';

/** One thing that happened to a loan, with what it changed; judged events cite their tick. */
export type LoanEvent = {
  id: string;
  kind: LoanEventKind;
  /** Changes (signed): principal, interest owed, collateral frozen. */
  principal: string;
  interest: string;
  collateral: string;
  /** Hours of interest charged (interest events). */
  hours: number | null;
  /** A settlement's collateral sold, its fee and the collateral returned. */
  sold: string | null;
  fee: string | null;
  returned: string | null;
  tick: CitedTick | null;
  /** LTV after the event, at its price. */
  ltv: string | null;
  time: number;
};

/** GET /loan/list {state, page, limit}: open = open loans, closed = repaid or liquidated; newest first. */
export const loanListRequest = z.object({
  state: z.enum(['open', 'closed']).default('open'),
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(10),
});
export type LoanPage = { list: Loan[]; total: number; page: number; limit: number };

/** GET /loan/detail {id} → the loan and its events, newest first (the latest 100). */
export const loanDetailRequest = z.object({ id: z.string().trim().min(1).max(40) });
export type LoanDetail = { loan: Loan; events: LoanEvent[] };

/** Back office: a product's terms (edits apply to new loans only). */
export type AdminLoanProduct = Omit<LoanProduct, 'price' | 'total_left'> & {
  total_limit: string;
  lent: string;
  enabled: boolean;
  open_loans: number;
  updated_at: number;
};

const ratio = z.string().trim().max(20);
const amount = z.string().trim().max(40);
/** Back office: POST /admin/loan/product — add (no id) or edit a product. */
export const adminLoanProductRequest = z.object({
  id: wireInt({ min: 1 }).optional(),
  collateral: z.string().trim().min(1).max(16),
  initial_ltv: ratio,
  call_ltv: ratio,
  liquidation_ltv: ratio,
  daily_rate: ratio,
  liquidation_fee: ratio,
  terms: z.string().trim().max(40),
  min_borrow: amount,
  user_limit: amount,
  total_limit: amount,
  enabled: z
    .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()])
    .transform((v) => v === true || v === '1' || v === 'true'),
});

/** Back office: GET /admin/loan/loans {state, page, limit} — every user's loans. */
export const adminLoansRequest = loanListRequest.extend({ limit: wireInt({ min: 1, max: 100 }).default(20) });
export type AdminLoan = Loan & { user_id: string };
