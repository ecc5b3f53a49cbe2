// A withdrawal's fee and what arrives, computed exactly as the server's withdrawalFee() does
// (server/wallet/rules.ts) from the terms GET wallet/get_info sends, so the form shows the same
// numbers the request will be charged. Decimal strings in and out; never a float for money.
import Decimal from 'decimal.js';
import type { WithdrawInfo, WithdrawMethod } from '../../contract/wallet';

/** Enough digits that no product of two amounts loses a digit before it is rounded. */
const D = Decimal.clone({ precision: 60 });

/** Decimals every wallet currency is kept to (the ledger's scale, server/ledger/amounts.ts). */
export const WITHDRAW_SCALE = 8;

/** The least amount the method accepts: the coin's for an address, the bank terms' for a card. */
export function withdrawMinimum(info: WithdrawInfo, method: WithdrawMethod): string {
  return method === 'address' || !info.bank ? info.min : info.bank.min;
}

/**
 * The fee and what arrives for `amount` (a valid positive decimal string), or the minimum it
 * missed. A bank fee is the rate times the amount rounded up, at least the fixed fee.
 */
export function withdrawQuote(
  info: WithdrawInfo,
  method: WithdrawMethod,
  amount: string,
): { ok: true; fee: string; received: string } | { ok: false; min: string } {
  const min = withdrawMinimum(info, method);
  const fee =
    method === 'address' || !info.bank
      ? info.fee
      : D.max(
          new D(amount).times(info.bank.rate).toDecimalPlaces(WITHDRAW_SCALE, Decimal.ROUND_UP),
          info.bank.min_fee,
        ).toFixed();
  if (new D(amount).lt(min)) return { ok: false, min };
  return { ok: true, fee, received: new D(amount).minus(fee).toFixed() };
}

/** True when the amount has more decimals than the ledger keeps (the server refuses, never rounds). */
export const tooManyDecimals = (amount: string) => new D(amount).decimalPlaces() > WITHDRAW_SCALE;

/** a > b for decimal strings. */
export const isMore = (a: string, b: string) => new D(a).gt(b);

/** A rate such as 0.005 as a percentage string: "0.5". */
export const percentOf = (rate: string) => new D(rate).times(100).toFixed();
