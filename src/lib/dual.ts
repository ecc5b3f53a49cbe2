// Dual investment ("invest") for the screens, on decimal strings: the APR as a percentage, how much
// of a product is sold, the checks a share count gets before it is confirmed (the server makes them
// again), the most shares one may buy, and the two outcomes of a purchase with the price that
// decides between them — computed by the rules the server settles with (contract/dual-rules.ts).
import Decimal from 'decimal.js';
import type { DualOrder, DualOrderState, DualProduct, DualType } from '../../contract/dual';
import { amountOf, factorOf, payoutsOf, sharesProblem } from '../../contract/dual-rules';
import type { CitedTick } from '../../contract/options';

const D = Decimal.clone({ precision: 60 });

/** An annualised rate as a percentage string: '0.365' → '36.5'. */
export const aprPercent = (rate: string) => new D(rate).times(100).toFixed();

/** The factor of a term as shown, to at most 8 decimals: 1 + days × APR ÷ 365 ('0.365', 7 → '1.007'). */
export const factorText = (rate: string, days: number) =>
  factorOf(rate, days).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed();

/** The share of a product sold, as a whole percentage 0…100 for its bar (rounded down, so a product is 100 % only when sold out). */
export function soldPercent(p: Pick<DualProduct, 'total_number' | 'remaining_number'>): number {
  if (p.total_number <= 0) return 100;
  const sold = Math.max(0, Math.min(p.total_number, p.total_number - p.remaining_number));
  return Math.floor((sold * 100) / p.total_number);
}

/**
 * On sale: the server's status (judged on its clock when it answered, so a phone whose clock is off
 * does not decide) and shares left.
 */
export const onSale = (p: Pick<DualProduct, 'status' | 'remaining_number'>) => p.status === 1 && p.remaining_number > 0;

export type SharesProblem =
  | { kind: 'required' }
  | { kind: 'integer' }
  | { kind: 'remaining'; limit: number }
  | { kind: 'userLimit'; limit: number; left: number }
  | { kind: 'balance' };

/**
 * Why a share count cannot be bought, checked as the server checks it: required, a whole number
 * above zero (spec §5), at most the shares left, at most what the user may still hold (`mine` already
 * held; unknown for a guest), and an amount within the available balance (once known).
 */
export function checkShares(
  num: string,
  p: Pick<DualProduct, 'remaining_number' | 'user_limit' | 'share_size'>,
  mine: number | null,
  available: string | null,
): SharesProblem | null {
  const text = num.trim();
  if (text === '') return { kind: 'required' };
  if (sharesProblem(text)) return { kind: 'integer' };
  const n = Number(text);
  if (n > p.remaining_number) return { kind: 'remaining', limit: p.remaining_number };
  if (mine !== null && n + mine > p.user_limit)
    return { kind: 'userLimit', limit: p.user_limit, left: Math.max(0, p.user_limit - mine) };
  if (available !== null && new D(amountOf(n, p.share_size)).gt(available)) return { kind: 'balance' };
  return null;
}

/**
 * The whole shares an amount typed in the invested currency buys (rounded down: a share is not
 * split); null while the amount is not a number.
 */
export function sharesForAmount(amount: string, shareSize: string): number | null {
  const text = amount.trim();
  if (!/^\d+(\.\d+)?$/.test(text) || !new D(shareSize).gt(0)) return null;
  return new D(text).div(shareSize).floor().toNumber();
}

/** The most whole shares one may buy now: the shares left, the user's room under the limit, the balance. */
export function maxShares(
  p: Pick<DualProduct, 'remaining_number' | 'user_limit' | 'share_size'>,
  mine: number | null,
  available: string | null,
): number {
  let most = Math.min(p.remaining_number, p.user_limit - (mine ?? 0));
  if (available !== null && new D(p.share_size).gt(0)) {
    const affordable = new D(available).div(p.share_size).floor();
    if (affordable.lt(most)) most = affordable.toNumber();
  }
  return Math.max(0, most);
}

export type Outcomes = {
  /** What is invested: num × share size, in the invested currency. */
  amount: string;
  investCurrency: string;
  /** Paid in the coin: when the settlement price is below (call) or at or below (put) the linked price. */
  coin: string;
  /** Paid in USDT otherwise. */
  usdt: string;
  /** Whether the linked price itself pays in the coin (a put) or in USDT (a call). */
  strikePaysCoin: boolean;
};

type Terms = { type: DualType; exercise_price: string; rate: string; days: number };

/** Both outcomes of investing `amount` (in the invested currency) under a product's terms. */
export function outcomesOfAmount(t: Terms, amount: string, investCurrency: string): Outcomes {
  const p = payoutsOf(t.type, amount, t.exercise_price, t.rate, t.days);
  return { amount, investCurrency, coin: p.coin, usdt: p.usdt, strikePaysCoin: t.type === 'put' };
}

/** Both outcomes of buying `num` shares, or null while the count is not a whole number above zero. */
export function outcomesOf(
  p: Terms & Pick<DualProduct, 'share_size' | 'invest_currency'>,
  num: string,
): Outcomes | null {
  const text = num.trim();
  if (sharesProblem(text)) return null;
  return outcomesOfAmount(p, amountOf(Number(text), p.share_size), p.invest_currency);
}

/** The currency a type takes in: the coin for a call ("sell high"), USDT for a put ("buy low"). */
export const investCurrencyOf = (type: DualType, coin: string) => (type === 'call' ? coin : 'USDT');

/** The order states that are still open (the "open" tab). */
export const isOpenState = (s: DualOrderState) => s !== 'completed';

/** The pair whose recorded ticks settle an order of `coin` (server/dual/jobs.ts): the Check link's chart. */
export const dualSymbol = (coin: string) => `${coin}/USDT`;

/** The tick a completed order settled on, as the other settlements cite theirs; null before. */
export const settleTickOf = (
  o: Pick<DualOrder, 'settle_tick_id' | 'settle_price' | 'settle_time'>,
): CitedTick | null =>
  o.settle_tick_id === null || o.settle_price === null || o.settle_time === null
    ? null
    : { id: o.settle_tick_id, price: o.settle_price, time: o.settle_time };
