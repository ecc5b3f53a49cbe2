// Dual investment's rules, pure and exact (issue 16, spec §9, ADR 19): the payout of each outcome,
// which one a settlement price picks, the linked price a plan lists at, and what a purchase is.
// The server settles by these and the purchase and help screens show their worked examples.
import Decimal from 'decimal.js';
import type { DualType } from './dual';

const SCALE = 8;
const down = (d: Decimal) => d.toDecimalPlaces(SCALE, Decimal.ROUND_DOWN).toFixed();

/** 1 + days × APR ÷ 365 (exact). */
export const factorOf = (rate: Decimal.Value, days: number) => new Decimal(rate).times(days).div(365).plus(1);

/** The invested amount of `num` shares. */
export const amountOf = (num: number, shareSize: Decimal.Value) => new Decimal(shareSize).times(num).toFixed();

/**
 * What maturity pays in each case, rounded down to 8 decimals:
 * a call (coin in) pays amount × factor in the coin, or amount × linked price × factor in USDT;
 * a put (USDT in) pays amount ÷ linked price × factor in the coin, or amount × factor in USDT.
 */
export function payoutsOf(
  type: DualType,
  amount: Decimal.Value,
  strike: Decimal.Value,
  rate: Decimal.Value,
  days: number,
) {
  const f = factorOf(rate, days);
  const a = new Decimal(amount);
  return type === 'call'
    ? { coin: down(a.times(f)), usdt: down(a.times(strike).times(f)) }
    : { coin: down(a.div(strike).times(f)), usdt: down(a.times(f)) };
}

/**
 * Which payout a settlement price picks: a call is paid in the coin when the price is below the
 * linked price (else converted to USDT at it); a put is paid in the coin when the price is at or
 * below the linked price (else it stays USDT).
 */
export const paidInCoin = (type: DualType, price: Decimal.Value, strike: Decimal.Value) =>
  type === 'call' ? new Decimal(price).lt(strike) : new Decimal(price).lte(strike);

/** The settlement: what is paid, in which currency ('USDT' or the coin). */
export function settleDual(
  o: { type: DualType; coin: string; amount: Decimal.Value; strike: Decimal.Value; rate: Decimal.Value; days: number },
  price: Decimal.Value,
): { currency: string; payout: string } {
  const p = payoutsOf(o.type, o.amount, o.strike, o.rate, o.days);
  return paidInCoin(o.type, price, o.strike)
    ? { currency: o.coin, payout: p.coin }
    : { currency: 'USDT', payout: p.usdt };
}

/**
 * The linked price a plan lists at: the recorded price × (1 + offset) for a call, × (1 − offset) for
 * a put, rounded to a multiple of `step` away from the price (up for a call, down for a put).
 */
export function strikeOf(type: DualType, price: Decimal.Value, offset: Decimal.Value, step: Decimal.Value): string {
  const s = new Decimal(step);
  const raw = new Decimal(price).times(type === 'call' ? new Decimal(1).plus(offset) : new Decimal(1).minus(offset));
  const steps = raw.div(s);
  return (type === 'call' ? steps.ceil() : steps.floor()).times(s).toFixed();
}

/** Why a share count is refused: not a whole number above zero ('integer'). */
export const sharesProblem = (num: string): 'integer' | null => (/^[1-9]\d{0,8}$/.test(num.trim()) ? null : 'integer');
