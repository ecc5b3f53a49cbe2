// Lock mining's rules, pure and exact (issue 16, spec §9): a day's interest, the early-redemption
// penalty, the dividend instants of an order, and which terms an operator may publish.
import Decimal from 'decimal.js';

export const DAY = 86_400_000;
const MINUTE = 60_000;
const SCALE = 8;

/** A day's interest: amount × daily rate, rounded down. */
export const interestOf = (amount: string, dailyRate: string) =>
  new Decimal(amount).times(dailyRate).toDecimalPlaces(SCALE, Decimal.ROUND_DOWN).toFixed();

/** The whole period's interest: a day's interest × days (what the screens estimate). */
export const estimateOf = (amount: string, dailyRate: string, days: number) =>
  new Decimal(interestOf(amount, dailyRate)).times(days).toFixed();

/**
 * Early redemption's penalty (spec §9): penalty rate × days still to run × amount, rounded down and
 * never more than the amount. 1,000 locked, 3 days left, 0.4 % → 12, so 988 comes back.
 */
export function penaltyOf(amount: string, penaltyRate: string, daysLeft: number): string {
  const p = new Decimal(amount).times(penaltyRate).times(Math.max(0, daysLeft));
  return Decimal.min(p, amount).toDecimalPlaces(SCALE, Decimal.ROUND_DOWN).toFixed();
}

/** The first dividend instant (the day's `minute` after 00:00 UTC) after `t`. */
export function nextDividend(t: number, minute: number): number {
  const today = Math.floor(t / DAY) * DAY + minute * MINUTE;
  return today > t ? today : today + DAY;
}

/** How many dividend instants lie in (start, end]: an order of n days has exactly n. */
export function dividendsBetween(start: number, end: number, minute: number): number {
  let n = 0;
  for (let t = nextDividend(start, minute); t <= end; t += DAY) n++;
  return n;
}

const RATE = /^0(\.\d{1,8})?$/;
const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;

/** Why a product's terms are refused, or null when an operator may publish them. */
export function termsProblem(t: {
  daily_rate: string;
  penalty_rate: string;
  min_amount: string;
  user_cap: string;
  total_cap: string;
}): 'rate' | 'amount' | 'caps' | null {
  if (!RATE.test(t.daily_rate) || !RATE.test(t.penalty_rate) || new Decimal(t.daily_rate).lte(0)) return 'rate';
  if (![t.min_amount, t.user_cap, t.total_cap].every((a) => AMOUNT.test(a) && new Decimal(a).gt(0))) return 'amount';
  if (new Decimal(t.user_cap).lt(t.min_amount) || new Decimal(t.total_cap).lt(t.user_cap)) return 'caps';
  return null;
}
