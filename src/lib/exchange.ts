// The coin exchange's estimate, computed exactly as the server's conversion() does
// (server/wallet/rules.ts): the gross amount rounded down to the target currency's scale, the fee
// rounded up, and what arrives. Decimal strings in and out; never a float for money.
import Decimal from 'decimal.js';

/** Enough digits that no product of two amounts loses a digit before it is rounded. */
const D = Decimal.clone({ precision: 60 });

/** Decimals each wallet currency is kept to (the ledger's scale). */
export const CURRENCY_SCALE: Record<string, number> = { USDT: 8, BTC: 8, ETH: 8 };

export const scaleOf = (currency: string) => CURRENCY_SCALE[currency] ?? 8;

/** A positive decimal string with at most the currency's decimals; the canonical form, or null. */
export function parseExchangeAmount(value: string, currency: string): string | null {
  if (!/^(0|[1-9]\d{0,14})(\.\d+)?$/.test(value)) return null;
  const d = new D(value);
  if (d.lte(0) || d.decimalPlaces() > scaleOf(currency)) return null;
  return d.toFixed();
}

/** What converting `amount` at `price` (`to` per one `from`) gives: gross, the fee and what arrives. */
export function estimateExchange(amount: string, price: string, feeRate: string, toCurrency: string) {
  const scale = scaleOf(toCurrency);
  const gross = new D(amount).times(price).toDecimalPlaces(scale, Decimal.ROUND_DOWN);
  const fee = gross.times(feeRate).toDecimalPlaces(scale, Decimal.ROUND_UP);
  return { gross: gross.toFixed(), fee: fee.toFixed(), received: gross.minus(fee).toFixed() };
}

/** a < b for decimal strings. */
export const isLess = (a: string, b: string) => new D(a).lt(b);

/** A rate such as 0.001 as a percentage string: "0.1". */
export const percentOf = (rate: string) => new D(rate).times(100).toFixed();

/** A price for display: at least two decimals, at most `max` (rounded half up), trailing zeros trimmed beyond two. */
export function displayPrice(price: string, max = 8): string {
  const d = new D(price).toDecimalPlaces(max, Decimal.ROUND_HALF_UP);
  return d.decimalPlaces() < 2 ? d.toFixed(2) : d.toFixed();
}

/** How far the price may move against the user before the server refuses: 0.5 % (server rules). */
export const MAX_SLIPPAGE = '0.005';

/** True when `current` is worse for the user than the `shown` price by more than the slippage allowed. */
export const movedAgainst = (shown: string, current: string) =>
  new D(current).lt(new D(shown).times(new D(1).minus(MAX_SLIPPAGE)));

/**
 * The price as people read it: one unit of whichever side is worth more, in the other ("1 BTC ≈
 * 95,058.80 USDT" for USDT → BTC too). Two decimals from 100 up, else four significant decimals.
 */
export function readablePrice(from: string, to: string, price: string): { base: string; quote: string; value: string } {
  const p = new D(price);
  const flip = p.lt(1);
  const value = flip ? new D(1).div(p) : p;
  const places = value.gte(100) ? 2 : value.gte(1) ? 4 : 8;
  return {
    base: flip ? to : from,
    quote: flip ? from : to,
    value: value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places),
  };
}
