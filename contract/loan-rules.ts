// Crypto loans' arithmetic, pure and exact (issue 38; contract/loans.ts says the terms). The
// server decides with it and the phone's calculator shows it, so both say the same. Amounts are
// kept to 10⁻⁸ (the ledger's scale); what the borrower owes is rounded up, what they are paid or
// may take back is rounded down.
import Decimal from 'decimal.js';

const SCALE = 8;
export const HOUR = 3_600_000;

const up = (d: Decimal) => d.toDecimalPlaces(SCALE, Decimal.ROUND_UP);
const down = (d: Decimal) => d.toDecimalPlaces(SCALE, Decimal.ROUND_DOWN);
const str = (d: Decimal) => d.toFixed();

/** The terms a loan's arithmetic needs. */
export type LoanTerms = { initial_ltv: string; call_ltv: string; liquidation_ltv: string; daily_rate: string };

/** Interest charged for one hour on `principal`: principal × daily rate ÷ 24, rounded up. */
export const hourlyInterest = (principal: Decimal.Value, dailyRate: Decimal.Value): string =>
  str(up(new Decimal(principal).times(dailyRate).div(24)));

/** The hour (since the epoch) that holds `t`. */
export const hourOf = (t: number) => Math.floor(t / HOUR);

/**
 * Hours of interest owed at `t` by a loan charged up to (not including) hour `accruedTo`: each
 * hour is charged at its start, so the hour holding `t` is owed too.
 */
export const hoursDue = (accruedTo: number, t: number) => Math.max(0, hourOf(t) + 1 - accruedTo);

/** Principal plus unpaid interest. */
export const debtOf = (principal: Decimal.Value, interest: Decimal.Value) => new Decimal(principal).plus(interest);

/** LTV at `price`, to 4 decimals for showing (decisions use `reaches`). */
export const ltvOf = (debt: Decimal.Value, collateral: Decimal.Value, price: Decimal.Value): string => {
  const value = new Decimal(collateral).times(price);
  return value.isZero() ? '0' : new Decimal(debt).div(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
};

/** Whether the LTV at `price` is at or above `line`: debt ≥ line × collateral × price, exactly. */
export const reaches = (debt: Decimal.Value, collateral: Decimal.Value, price: Decimal.Value, line: Decimal.Value) =>
  new Decimal(debt).gte(new Decimal(line).times(collateral).times(price));

/** The collateral price at or below which the LTV reaches `line` (rounded down to 10⁻⁸). */
export const linePrice = (debt: Decimal.Value, collateral: Decimal.Value, line: Decimal.Value): string => {
  const c = new Decimal(collateral).times(line);
  return c.isZero() ? '0' : str(down(new Decimal(debt).div(c)));
};

/** The least collateral that keeps `debt` within `line` at `price` (rounded up). */
export const collateralFor = (debt: Decimal.Value, price: Decimal.Value, line: Decimal.Value): string =>
  str(up(new Decimal(debt).div(new Decimal(price).times(line))));

/** The most collateral that may be taken back while the LTV stays at or under the initial line. */
export const reducible = (
  debt: Decimal.Value,
  collateral: Decimal.Value,
  price: Decimal.Value,
  initialLtv: Decimal.Value,
): string => Decimal.max(0, new Decimal(collateral).minus(collateralFor(debt, price, initialLtv))).toFixed();

/** A repayment split: interest first, then principal. */
export function splitRepayment(amount: Decimal.Value, interest: Decimal.Value) {
  const toInterest = Decimal.min(amount, interest);
  return { interest: str(toInterest), principal: str(new Decimal(amount).minus(toInterest)) };
}

/** What a borrow needs judged: every problem, first one wins. */
export type BorrowProblem =
  | { kind: 'below_min'; min: string }
  | { kind: 'above_user_limit'; left: string }
  | { kind: 'above_total'; left: string }
  | { kind: 'ltv'; needed: string };

/** Why a borrow of `amount` against `collateral` at `price` is refused, or null. */
export function borrowProblem(
  f: { amount: string; collateral: string },
  p: { min_borrow: string; initial_ltv: string; daily_rate: string },
  price: string,
  limits: { userLeft: Decimal.Value; totalLeft: Decimal.Value },
): BorrowProblem | null {
  if (new Decimal(f.amount).lt(p.min_borrow)) return { kind: 'below_min', min: p.min_borrow };
  if (new Decimal(f.amount).gt(limits.userLeft))
    return { kind: 'above_user_limit', left: str(Decimal.max(0, limits.userLeft)) };
  if (new Decimal(f.amount).gt(limits.totalLeft))
    return { kind: 'above_total', left: str(Decimal.max(0, limits.totalLeft)) };
  // The first hour's interest is charged at once, so the LTV at borrowing counts it.
  const debt = debtOf(f.amount, hourlyInterest(f.amount, p.daily_rate));
  if (
    new Decimal(f.collateral).isZero() ||
    !new Decimal(debt).lte(new Decimal(p.initial_ltv).times(f.collateral).times(price))
  )
    return { kind: 'ltv', needed: collateralFor(debt, price, p.initial_ltv) };
  return null;
}

/** What a loan costs, as the calculator shows it before borrowing. */
export function quote(amount: string, collateral: string, price: string, terms: LoanTerms, termDays: number) {
  const hourly = hourlyInterest(amount, terms.daily_rate);
  const debt = debtOf(amount, hourly);
  return {
    ltv: ltvOf(debt, collateral, price),
    hourly_interest: hourly,
    daily_interest: str(new Decimal(hourly).times(24)),
    /** Interest for the whole term if nothing is repaid early (null when flexible). */
    term_interest: termDays > 0 ? str(new Decimal(hourly).times(24 * termDays)) : null,
    call_price: linePrice(debt, collateral, terms.call_ltv),
    liquidation_price: linePrice(debt, collateral, terms.liquidation_ltv),
    min_collateral: collateralFor(debt, price, terms.initial_ltv),
  };
}

/**
 * Settling a loan from its collateral at a recorded `price` (liquidation or expiry): enough
 * collateral is sold to the lending desk to pay the debt and the fee (fee = debt × rate, rounded
 * up); the proceeds pay interest, then principal, then the fee; any proceeds over that (from
 * rounding the coins sold up) and the unsold collateral go back to the user. If all the collateral
 * does not cover the debt, the rest is a shortfall the desk bears.
 */
export function settlement(
  loan: { principal: string; interest: string; collateral: string },
  feeRate: string,
  price: string,
) {
  const debt = debtOf(loan.principal, loan.interest);
  const fee = up(debt.times(feeRate));
  const due = debt.plus(fee);
  const sold = Decimal.min(loan.collateral, up(due.div(price)));
  const proceeds = down(sold.times(price));
  const paidDebt = Decimal.min(debt, proceeds);
  const paidFee = Decimal.min(fee, proceeds.minus(paidDebt));
  const paidInterest = Decimal.min(loan.interest, paidDebt);
  return {
    sold: str(sold),
    proceeds: str(proceeds),
    interest: str(paidInterest),
    principal: str(paidDebt.minus(paidInterest)),
    fee: str(paidFee),
    /** Proceeds left after the debt and the fee, paid to the user in the borrowed coin. */
    change: str(proceeds.minus(paidDebt).minus(paidFee)),
    returned: str(new Decimal(loan.collateral).minus(sold)),
    shortfall: str(debt.minus(paidDebt)),
  };
}

/** Why an operator's terms are refused, or null: 0 < initial < call < liquidation < 1, rate and fee under 1. */
export function termsProblem(t: LoanTerms & { liquidation_fee: string }): string | null {
  const [i, c, l] = [new Decimal(t.initial_ltv), new Decimal(t.call_ltv), new Decimal(t.liquidation_ltv)];
  if (!(i.gt(0) && i.lt(c) && c.lt(l) && l.lt(1))) return 'lines';
  if (!new Decimal(t.daily_rate).gte(0) || !new Decimal(t.daily_rate).lt(1)) return 'rate';
  if (!new Decimal(t.liquidation_fee).gte(0) || !new Decimal(t.liquidation_fee).lt(1)) return 'fee';
  return null;
}

/** Interest owed on a loan at `t`: the hours not yet charged (at the loan's hourly interest) added. */
export function interestAt(loan: { accrued_to: number; hourly_interest: string; interest: string }, t: number) {
  const hours = hoursDue(Number(loan.accrued_to), t);
  const charged = new Decimal(loan.hourly_interest).times(hours);
  return {
    hours,
    charged: str(charged),
    interest: str(charged.plus(loan.interest)),
    accrued_to: Number(loan.accrued_to) + hours,
  };
}

/** An amount of money a user typed: above 0, at most 8 decimals. */
export const isLoanAmount = (text: string) => /^\d{1,15}(\.\d{1,8})?$/.test(text) && new Decimal(text).gt(0);
