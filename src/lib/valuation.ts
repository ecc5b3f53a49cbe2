// What holdings are worth (spec §2 assets: total, hide small coins, crypto vs fiat): sums and
// conversions of decimal strings, never floats. Fiat values are for display, rounded to cents.
import Decimal from 'decimal.js';

const D = Decimal.clone({ precision: 60 });

/** Below this USDT value a coin is "small" and hidden when the user asks. */
export const SMALL_COIN_USDT = '1';

/** The sum of decimal strings. */
export const sumDecimals = (values: readonly string[]) => values.reduce((a, v) => a.plus(v || '0'), new D(0)).toFixed();

/** `usdt` in a fiat currency at `rate` units per US dollar (USDT counts as 1 USD), 2 decimals rounded down. */
export function toFiat(usdt: string, rate: string): string {
  const v = new D(usdt || '0').times(rate || '0').toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return (v.isZero() ? new D(0) : v).toFixed(2);
}

/** The USDT value of `amount` at `usdtPrice`, 8 decimals rounded down (as the server shows it). */
export const usdtValueOf = (amount: string, usdtPrice: string) =>
  new D(amount || '0')
    .times(usdtPrice || '0')
    .toDecimalPlaces(8, Decimal.ROUND_DOWN)
    .toFixed();

/** A USDT value for display: two decimals, rounded down. */
export const usdtDisplay = (usdt: string) => new D(usdt || '0').toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);

/** True when a holding worth `usdt` is below SMALL_COIN_USDT. */
export const isSmallCoin = (usdt: string) => new D(usdt || '0').lt(SMALL_COIN_USDT);

/** available + frozen. */
export const plus = (a: string, b: string) => new D(a || '0').plus(b || '0').toFixed();

/** "+12.5" for a positive decimal string, "-3" and "0" as they are. */
export const signed = (value: string) => (new D(value || '0').gt(0) ? `+${value}` : value);
