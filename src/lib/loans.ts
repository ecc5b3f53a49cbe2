// Crypto loans on the phone, pure: what the screens show beside the server's own arithmetic
// (contract/loan-rules.ts, which decides): the LTV's colour band, per cents, the form's checks
// before a borrow is sent, the most that can be borrowed, a repayment's interest-first split and
// what a collateral change does to the LTV and the lines' prices. Exact decimals throughout.
import Decimal from 'decimal.js';
import {
  borrowProblem,
  debtOf,
  hourlyInterest,
  isLoanAmount,
  linePrice,
  ltvOf,
  quote,
  reducible,
  splitRepayment,
} from '../../contract/loan-rules';
import { GRACE_HOURS, type Loan, type LoanProduct } from '../../contract/loans';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A loan is "near" its margin call from this share of the call line (LTV 72 % of an 80 % line). */
export const NEAR_CALL = '0.9';

/** How close to its margin call a loan is: the colour its LTV is shown in. */
export type LtvBand = 'safe' | 'near' | 'call';

/** The band of an LTV against a loan's call line; a loan already called stays 'call' until the user acts. */
export function ltvBand(ltv: string | null, callLtv: string, called = false): LtvBand | null {
  if (called) return 'call';
  if (ltv === null) return null;
  const v = new Decimal(ltv);
  if (v.gte(callLtv)) return 'call';
  return v.gte(new Decimal(callLtv).times(NEAR_CALL)) ? 'near' : 'safe';
}

/** A fraction as a per cent, as given ('0.65' → '65', '0.0002' → '0.02'). */
export const percentOf = (fraction: string) => new Decimal(fraction).times(100).toFixed();

/** An LTV as a per cent with two decimals ('0.5' → '50.00'). */
export const ltvPercent = (ltv: string) => new Decimal(ltv).times(100).toFixed(2);

/** A daily rate as a simple yearly per cent (× 365). */
export const yearlyPercentOf = (dailyRate: string) => new Decimal(dailyRate).times(36_500).toFixed();

/** Principal plus unpaid interest, as a string. */
export const debtText = (loan: Pick<Loan, 'principal' | 'interest'>) => debtOf(loan.principal, loan.interest).toFixed();

export type BorrowField = 'amount' | 'collateral';

export type BorrowCheck =
  | { field: BorrowField; kind: 'required' | 'invalid' }
  | { field: 'amount'; kind: 'below_min'; min: string }
  | { field: 'amount'; kind: 'above_user_limit' | 'above_total'; left: string }
  | { field: 'collateral'; kind: 'balance' }
  | { field: 'collateral'; kind: 'ltv'; needed: string };

/**
 * What is wrong with a borrow as typed, first problem first, judged as the server judges it
 * (contract/loan-rules borrowProblem) at the product's recorded price; `available` is the
 * collateral coin's balance (null: not known, a guest). What the user already owes on the product
 * is the server's to count: the per-user limit here is the whole limit.
 */
export function checkBorrow(
  f: { amount: string; collateral: string },
  p: LoanProduct,
  available: string | null,
): BorrowCheck | null {
  const amount = f.amount.trim();
  const collateral = f.collateral.trim();
  if (amount === '') return { field: 'amount', kind: 'required' };
  if (!isLoanAmount(amount)) return { field: 'amount', kind: 'invalid' };
  if (collateral === '') return { field: 'collateral', kind: 'required' };
  if (!isLoanAmount(collateral)) return { field: 'collateral', kind: 'invalid' };
  if (available !== null && new Decimal(collateral).gt(available)) return { field: 'collateral', kind: 'balance' };
  if (!p.price) return null;
  const problem = borrowProblem({ amount, collateral }, p, p.price.price, {
    userLeft: p.user_limit,
    totalLeft: p.total_left,
  });
  if (!problem) return null;
  return problem.kind === 'ltv' ? { field: 'collateral', ...problem } : { field: 'amount', ...problem };
}

/**
 * The most that can be borrowed against `collateral` at `price` (to the cent, rounded down): the
 * first hour's interest counts towards the initial line, as the server counts it; and within the
 * product's per-user limit and what is left to lend.
 */
export function maxBorrow(collateral: string, price: string, p: LoanProduct): string | null {
  if (!isLoanAmount(collateral.trim())) return null;
  const cap = new Decimal(p.initial_ltv).times(collateral.trim()).times(price);
  let most = cap.div(new Decimal(p.daily_rate).div(24).plus(1)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  // The hour's interest is rounded up: step down a cent until the debt fits (once or twice at most).
  while (most.gt(0) && debtOf(most, hourlyInterest(most, p.daily_rate)).gt(cap)) most = most.minus('0.01');
  most = Decimal.min(most, p.user_limit, p.total_left);
  return most.gt(0) ? most.toFixed() : null;
}

/**
 * What a loan of `amount` against `collateral` on `term` days would be, at the product's recorded
 * price (contract/loan-rules quote, as the server computes it), borrowed at `now`: with that price,
 * the due time of a fixed term and when it would be settled from the collateral if still open.
 * Null until both amounts are valid and the product has a price.
 */
export function loanQuote(p: LoanProduct, f: { amount: string; collateral: string; term: number }, now: number) {
  const amount = f.amount.trim();
  const collateral = f.collateral.trim();
  if (!p.price || !isLoanAmount(amount) || !isLoanAmount(collateral)) return null;
  const dueAt = f.term > 0 ? now + f.term * DAY_MS : null;
  return {
    ...quote(amount, collateral, p.price.price, p, f.term),
    price: p.price,
    dueAt,
    settleAt: dueAt === null ? null : dueAt + GRACE_HOURS * HOUR_MS,
  };
}

export type LoanQuote = NonNullable<ReturnType<typeof loanQuote>>;

/** The least collateral `amount` needs at the product's recorded price (null: not yet known). */
export function leastCollateral(p: LoanProduct, amount: string): string | null {
  if (!p.price || !isLoanAmount(amount.trim())) return null;
  return quote(amount.trim(), '1', p.price.price, p, 0).min_collateral;
}

/** A repayment of `amount` (or all of it): interest first, then principal, and what remains owed. */
export function repayPreview(loan: Pick<Loan, 'principal' | 'interest'>, amount: string | 'all') {
  const debt = debtOf(loan.principal, loan.interest);
  if (amount !== 'all' && (!isLoanAmount(amount.trim()) || new Decimal(amount.trim()).gt(debt))) return null;
  const paid = splitRepayment(amount === 'all' ? debt : amount.trim(), loan.interest);
  const principal = new Decimal(loan.principal).minus(paid.principal);
  const interest = new Decimal(loan.interest).minus(paid.interest);
  return {
    amount: (amount === 'all' ? debt : new Decimal(amount.trim())).toFixed(),
    toInterest: paid.interest,
    toPrincipal: paid.principal,
    principalLeft: principal.toFixed(),
    interestLeft: interest.toFixed(),
    /** Nothing left owed: the collateral comes back. */
    closes: principal.isZero() && interest.isZero(),
  };
}

/** The most collateral that may be taken back at the loan's recorded price (null: no price yet). */
export const reduceMax = (loan: Loan) =>
  loan.price ? reducible(debtText(loan), loan.collateral, loan.price.price, loan.initial_ltv) : null;

/** The loan with `change` (signed) more collateral: the LTV at its recorded price and the lines' prices. */
export function collateralPreview(loan: Loan, change: string) {
  const collateral = new Decimal(loan.collateral).plus(change);
  if (collateral.lte(0)) return null;
  const debt = debtText(loan);
  return {
    collateral: collateral.toFixed(),
    ltv: loan.price ? ltvOf(debt, collateral, loan.price.price) : null,
    callPrice: linePrice(debt, collateral, loan.call_ltv),
    liquidationPrice: linePrice(debt, collateral, loan.liquidation_ltv),
  };
}

export type AmountCheck =
  | { kind: 'required' | 'invalid' | 'balance' }
  | { kind: 'above'; most: string; reason: 'debt' | 'reducible' };

/**
 * What is wrong with an amount typed to repay or to move collateral: nothing typed, not an amount
 * of at most 8 decimals, more than `most` (the debt, or what may be taken back), or more than the
 * balance it is paid from (`available`, null while not known or not paid from one).
 */
export function checkAmount(
  text: string,
  o: { most: string | null; reason: 'debt' | 'reducible'; available: string | null },
): AmountCheck | null {
  const amount = text.trim();
  if (amount === '') return { kind: 'required' };
  if (!isLoanAmount(amount)) return { kind: 'invalid' };
  if (o.most !== null && new Decimal(amount).gt(o.most)) return { kind: 'above', most: o.most, reason: o.reason };
  if (o.available !== null && new Decimal(amount).gt(o.available)) return { kind: 'balance' };
  return null;
}
