// Price bands (issue 32, ADR 22): a limit order's price must lie within a fraction of the last
// recorded price, as exchanges hold it, so a stolen session cannot sell into an accomplice's bid
// far from the market. Spot pairs and contracts each carry their band (`price_band`, a fraction:
// '0.2' is 20 %), edited in the back office. Pure: the server judges with it, the order forms show it.
import Decimal from 'decimal.js';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

/** The band a new pair or contract gets, and the bounds an operator may set it within. */
export const DEFAULT_PRICE_BAND = '0.2';
export const PRICE_BAND_LIMITS = { above: '0', max: '0.9' } as const;

export type PriceRange = { min: string; max: string; percent: string };

/**
 * The prices allowed around `last` (a decimal string) with `band`, in the price's `decimals`:
 * rounded inwards, so every price shown as allowed is one.
 */
export function priceBand(last: string, band: string, decimals: number): PriceRange {
  const ref = new D(last);
  const b = new D(band);
  const step = new D(1).div(new D(10).pow(decimals));
  const min = D.max(ref.times(new D(1).minus(b)).toDecimalPlaces(decimals, Decimal.ROUND_UP), step);
  const max = ref.times(new D(1).plus(b)).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  return { min: min.toFixed(decimals), max: max.toFixed(decimals), percent: b.times(100).toFixed() };
}

/** Whether `price` lies in `range` (ends included). */
export const inPriceBand = (price: string, range: PriceRange) =>
  new D(price).gte(range.min) && new D(price).lte(range.max);

/** Whether an operator may set `band`: a fraction above 0 and at most 0.9, with up to 4 decimals. */
export const isPriceBand = (band: string) =>
  /^0\.\d{1,4}$/.test(band) && new D(band).gt(PRICE_BAND_LIMITS.above) && new D(band).lte(PRICE_BAND_LIMITS.max);
