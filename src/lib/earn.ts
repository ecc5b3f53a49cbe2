// Earn (lock mining, DeFi and cloud mining) arithmetic for the screens, on decimal strings (never a
// float for money): the income an amount would earn under a product's daily rate, the simple
// yearly figure, the early-redemption penalty and what comes back, and the checks the server also
// makes before it locks an amount. The server pays and redeems; these only tell the user beforehand.
import Decimal from 'decimal.js';
import type { EarnProduct } from '../../contract/earn';
import { parseDecimal } from './spot';

const D = Decimal.clone({ precision: 60 });

/** Amounts and interest are kept to the ledger's 8 decimals; income is rounded down to them. */
export const EARN_SCALE = 8;

const down = (d: Decimal) => d.toDecimalPlaces(EARN_SCALE, Decimal.ROUND_DOWN);

/** A fraction as a percentage string: '0.003' → '0.3', '0.0125' → '1.25'. */
export const percentOf = (fraction: string) => new D(fraction).times(100).toFixed();

/** The simple (not compounded) yearly figure of a daily rate, as a percentage: daily × 365. */
export const yearlySimplePercent = (dailyRate: string) => new D(dailyRate).times(365).times(100).toFixed();

export type IncomeEstimate = {
  /** One day's interest: amount × daily rate. */
  daily: string;
  /** The whole period's: a day's interest × days (each day is paid rounded down on its own). */
  total: string;
};

/** What `amount` earns under `product` (daily and over its days), or null for no valid amount. */
export function estimateIncome(
  amount: string,
  product: Pick<EarnProduct, 'interest_rate' | 'day'>,
): IncomeEstimate | null {
  const a = parseDecimal(amount.trim());
  if (!a) return null;
  const daily = down(a.times(product.interest_rate));
  return { daily: daily.toFixed(), total: daily.times(product.day).toFixed() };
}

/** Early redemption: penalty = penalty rate × days still to run × amount, never more than the amount. */
export function penaltyOf(amount: string, penaltyRate: string, daysLeft: number): string {
  return down(D.min(new D(amount).times(penaltyRate).times(Math.max(0, daysLeft)), amount)).toFixed();
}

/** What an early redemption returns: the amount less the penalty, never below zero. */
export function redemptionReturn(amount: string, penalty: string): string {
  return D.max(new D(amount).minus(penalty), 0).toFixed();
}

export type AmountProblem =
  | { kind: 'required' | 'invalid' | 'balance' }
  | { kind: 'decimals'; decimals: number }
  | { kind: 'min' | 'userCap' | 'remaining'; limit: string };

/**
 * What the server would refuse, checked before confirming: a positive number with at most 8
 * decimals, at least the product's minimum, within the per-user cap and what remains of the total,
 * and within the balance when it is known (null while it loads or after a failure: the server
 * checks it anyway, as it checks what the user already holds in the product against the cap).
 */
export function checkAmount(
  amount: string,
  product: Pick<EarnProduct, 'save_min' | 'user_cap' | 'remaining'>,
  available: string | null,
): AmountProblem | null {
  const value = amount.trim();
  if (value === '') return { kind: 'required' };
  const a = parseDecimal(value);
  if (!a) return { kind: 'invalid' };
  if (a.decimalPlaces() > EARN_SCALE) return { kind: 'decimals', decimals: EARN_SCALE };
  if (a.lt(product.save_min)) return { kind: 'min', limit: product.save_min };
  if (a.gt(product.user_cap)) return { kind: 'userCap', limit: product.user_cap };
  if (a.gt(product.remaining)) return { kind: 'remaining', limit: product.remaining };
  if (available !== null && a.gt(available)) return { kind: 'balance' };
  return null;
}

/** Whether a product can take any order at all (something remains, at least its minimum). */
export const isSoldOut = (product: Pick<EarnProduct, 'save_min' | 'remaining'>) =>
  new D(product.remaining).lt(product.save_min);

/** The most one order could be now: the least of the per-user cap, what remains and the balance. */
export function maxAmount(product: Pick<EarnProduct, 'user_cap' | 'remaining'>, available: string | null): string {
  let m = D.min(product.user_cap, product.remaining);
  if (available !== null) m = D.min(m, available);
  return down(D.max(m, 0)).toFixed();
}

/** The dividend time, 'HH:MM' UTC, from minutes after 00:00 UTC. */
export const dividendTimeUtc = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
