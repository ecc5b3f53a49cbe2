// The spot order form's arithmetic, on decimal strings (never a float for money): price ticks and
// amount lots, the estimate shown before confirming (total, fee, what a buy reserves and what a
// sell brings), the amount a percentage of the balance buys, and the checks the server also makes.
// Fees follow the server: the rate (taker, or maker for a post-only order) of the quote value,
// rounded down to 1e-8; a buy reserves price × amount plus that fee, a sell pays it from the proceeds.
// A market buy is sized at last price × (1 + market protection), the worst price it may fill at.
import Decimal from 'decimal.js';
import { inPriceBand, type PriceRange, priceBand } from '../../contract/price-band';
import type { OrderType, SpotPair } from '../../contract/spot';

const D = Decimal.clone({ precision: 60 });

/** Quote amounts are kept to 8 decimals (the ledger's scale). */
export const QUOTE_SCALE = 8;

type Rules = Pick<
  SpotPair,
  | 'price_decimals'
  | 'amount_decimals'
  | 'min_amount'
  | 'min_total'
  | 'maker_fee'
  | 'taker_fee'
  | 'market_protection'
  | 'price_band'
>;

/** One price tick, e.g. '0.01' for 2 decimals. */
export const tickOf = (decimals: number) => new D(10).pow(-decimals).toFixed(decimals);

/** A positive decimal as typed: digits with at most one point; null when it is not one. */
export function parseDecimal(value: string): Decimal | null {
  if (!/^\d{1,15}(\.\d*)?$|^\.\d+$/.test(value)) return null;
  const d = new D(value);
  return d.gt(0) ? d : null;
}

/**
 * The value one unit of 10^-decimals up (steps 1) or down (steps -1): a value off that grid moves
 * to the nearest grid point in that direction; never below one unit. An empty field starts from
 * `from` (e.g. the last price), else one unit.
 */
export function stepValue(value: string, decimals: number, steps: 1 | -1, from?: string): string {
  const unit = new D(10).pow(-decimals);
  const start = parseDecimal(value) ?? (from ? parseDecimal(from) : null);
  if (!start) return steps > 0 ? unit.toFixed(decimals) : '';
  const units = start.div(unit);
  const next = units.isInteger()
    ? units.plus(steps)
    : units.toDecimalPlaces(0, steps > 0 ? Decimal.ROUND_CEIL : Decimal.ROUND_FLOOR);
  return D.max(next.times(unit), unit).toFixed(decimals);
}

/** Keeps only digits and one decimal point (what an amount field accepts as typed). */
export function cleanDecimalInput(value: string): string {
  const digits = value.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = digits.indexOf('.');
  return dot < 0 ? digits : `${digits.slice(0, dot + 1)}${digits.slice(dot + 1).replace(/\./g, '')}`;
}

const decimalsOf = (d: Decimal) => d.decimalPlaces();

/** The price a market order is sized at: last × (1 ± protection), the worst it may fill at. */
export function marketPrice(last: string, protection: string, side: 'buy' | 'sell', decimals: number): string {
  const factor = side === 'buy' ? new D(1).plus(protection) : new D(1).minus(protection);
  return new D(last)
    .times(factor)
    .toDecimalPlaces(decimals, side === 'buy' ? Decimal.ROUND_UP : Decimal.ROUND_DOWN)
    .toFixed();
}

export type Estimate = {
  /** price × amount in the quote currency, at the price shown (the limit, or the last price). */
  total: string;
  /** The fee at the price shown: the taker rate (maker for a post-only order) of the total. */
  fee: string;
  /** Buy: quote reserved (price × amount plus the fee at the higher rate, at the limit or the protection price). */
  cost: string;
  /** Sell: quote received at the price shown, less the fee. */
  receive: string;
  /** What the balance must hold: quote for a buy, base for a sell. */
  need: string;
  /** A market buy by total: about how much of the base it buys at the last price (the book decides). */
  approxAmount?: string;
};

export type EstimateInput = {
  side: 'buy' | 'sell';
  orderType: OrderType;
  /** The limit price (limit orders). */
  price: string;
  /** The last recorded price (market orders). */
  last: string | null;
  /** The amount typed: of the base, or (a market buy by total) the quote to spend. */
  amount: string;
  postOnly: boolean;
  /** A market buy may be typed as the total to spend rather than the amount to buy. */
  by?: 'amount' | 'total';
};

/** Whether an order is a market buy typed as the total to spend. */
export const byTotal = (input: Pick<EstimateInput, 'side' | 'orderType' | 'by'>) =>
  input.by === 'total' && input.side === 'buy' && input.orderType === 'market';

const feeOf = (value: Decimal, rate: string) => value.times(rate).toDecimalPlaces(QUOTE_SCALE, Decimal.ROUND_DOWN);

export const feeRateOf = (pair: Rules, orderType: OrderType, postOnly: boolean) =>
  orderType === 'limit' && postOnly ? pair.maker_fee : pair.taker_fee;

/** What a buy reserves for its fee: the higher of the two rates (it cannot know its role yet). */
export const reserveFeeRate = (pair: Rules) =>
  new D(pair.maker_fee).gte(pair.taker_fee) ? pair.maker_fee : pair.taker_fee;

/** The estimate of an order, or null while its price or amount is not a positive number. */
export function estimateOrder(pair: Rules, input: EstimateInput): Estimate | null {
  const amount = parseDecimal(input.amount);
  if (!amount) return null;
  if (byTotal(input)) {
    // The total is spent in the book up to itself; the fee comes on top (reserved at the higher rate).
    const last = input.last ? parseDecimal(input.last) : null;
    if (!last) return null;
    const cost = amount.plus(feeOf(amount, reserveFeeRate(pair)));
    return {
      total: amount.toFixed(),
      fee: feeOf(amount, pair.taker_fee).toFixed(),
      cost: cost.toFixed(),
      receive: '0',
      need: cost.toFixed(),
      approxAmount: amount.div(last).toDecimalPlaces(pair.amount_decimals, Decimal.ROUND_DOWN).toFixed(),
    };
  }
  const shown = input.orderType === 'limit' ? parseDecimal(input.price) : input.last ? parseDecimal(input.last) : null;
  if (!shown) return null;
  const rate = feeRateOf(pair, input.orderType, input.postOnly);
  const total = shown.times(amount).toDecimalPlaces(QUOTE_SCALE, Decimal.ROUND_DOWN);
  const fee = feeOf(total, rate);
  if (input.side === 'buy') {
    const reservePrice =
      input.orderType === 'limit'
        ? shown
        : new D(marketPrice(shown.toFixed(), pair.market_protection, 'buy', pair.price_decimals));
    const reserved = reservePrice.times(amount).toDecimalPlaces(QUOTE_SCALE, Decimal.ROUND_UP);
    const cost = reserved.plus(feeOf(reserved, reserveFeeRate(pair)));
    return { total: total.toFixed(), fee: fee.toFixed(), cost: cost.toFixed(), receive: '0', need: cost.toFixed() };
  }
  return {
    total: total.toFixed(),
    fee: fee.toFixed(),
    cost: '0',
    receive: total.minus(fee).toFixed(),
    need: amount.toFixed(),
  };
}

/** The total to spend that `percent` of the quote balance pays, the fee on top at `feeRate`: '' when nothing. */
export function totalForPercent(available: string, percent: number, feeRate: string): string {
  const total = new D(available)
    .times(percent)
    .div(100)
    .div(new D(1).plus(feeRate))
    .toDecimalPlaces(QUOTE_SCALE, Decimal.ROUND_DOWN);
  return total.gt(0) ? total.toFixed() : '';
}

/**
 * The amount `percent` of the balance buys or sells, rounded down to the pair's lots: a sell
 * spends the base balance; a buy the quote balance at `price` (the limit, or the market sizing
 * price) with the fee on top. '' when nothing fits.
 */
export function amountForPercent(
  pair: Rules,
  side: 'buy' | 'sell',
  available: string,
  percent: number,
  price: string | null,
  feeRate: string,
): string {
  const share = new D(available).times(percent).div(100);
  let amount: Decimal;
  if (side === 'sell') amount = share;
  else {
    const p = price ? parseDecimal(price) : null;
    if (!p) return '';
    amount = share.div(p.times(new D(1).plus(feeRate)));
  }
  const lots = amount.toDecimalPlaces(pair.amount_decimals, Decimal.ROUND_DOWN);
  return lots.gt(0) ? lots.toFixed() : '';
}

export type OrderProblem =
  | { field: 'price'; kind: 'required' | 'invalid' }
  | { field: 'price'; kind: 'decimals'; decimals: number }
  | ({ field: 'price'; kind: 'band' } & PriceRange)
  | { field: 'amount'; kind: 'required' | 'invalid' }
  | { field: 'amount'; kind: 'decimals'; decimals: number }
  | { field: 'amount'; kind: 'minAmount'; min: string }
  | { field: 'amount'; kind: 'minTotal'; min: string }
  | { field: 'amount'; kind: 'balance' }
  | { field: 'price'; kind: 'noPrice' };

/**
 * What the server would refuse, checked before confirming: the price (limit orders: its decimals
 * and the pair's price band around the last price, when it is known), the amount
 * and its decimals, the minimum amount and total, and the balance when it is known (null while
 * it loads or could not load: the server checks it anyway).
 */
export function checkOrder(pair: Rules, input: EstimateInput, available: string | null): OrderProblem | null {
  if (input.orderType === 'limit') {
    if (input.price.trim() === '') return { field: 'price', kind: 'required' };
    const p = parseDecimal(input.price);
    if (!p) return { field: 'price', kind: 'invalid' };
    if (decimalsOf(p) > pair.price_decimals) return { field: 'price', kind: 'decimals', decimals: pair.price_decimals };
    // The pair's band around the last price (the server judges it on its own latest tick).
    if (input.last) {
      const band = priceBand(input.last, pair.price_band, pair.price_decimals);
      if (!inPriceBand(p.toFixed(), band)) return { field: 'price', kind: 'band', ...band };
    }
  } else if (!input.last) return { field: 'price', kind: 'noPrice' };
  if (input.amount.trim() === '') return { field: 'amount', kind: 'required' };
  const a = parseDecimal(input.amount);
  if (!a) return { field: 'amount', kind: 'invalid' };
  if (byTotal(input)) {
    if (decimalsOf(a) > QUOTE_SCALE) return { field: 'amount', kind: 'decimals', decimals: QUOTE_SCALE };
    if (a.lt(pair.min_total)) return { field: 'amount', kind: 'minTotal', min: pair.min_total };
    const cost = estimateOrder(pair, input)?.need;
    if (cost && available !== null && new D(available).lt(cost)) return { field: 'amount', kind: 'balance' };
    return null;
  }
  if (decimalsOf(a) > pair.amount_decimals)
    return { field: 'amount', kind: 'decimals', decimals: pair.amount_decimals };
  if (a.lt(pair.min_amount)) return { field: 'amount', kind: 'minAmount', min: pair.min_amount };
  const estimate = estimateOrder(pair, input);
  if (estimate && new D(estimate.total).lt(pair.min_total))
    return { field: 'amount', kind: 'minTotal', min: pair.min_total };
  if (estimate && available !== null && new D(available).lt(estimate.need)) return { field: 'amount', kind: 'balance' };
  return null;
}

/** A rate such as '0.001' as a percentage: '0.1'. */
export const ratePercent = (rate: string) => new D(rate).times(100).toFixed();

/** A decimal string shown with at most `max` decimals (rounded down), trailing zeros trimmed. */
export const trimDecimals = (value: string, max: number) =>
  new D(value).toDecimalPlaces(max, Decimal.ROUND_DOWN).toFixed();

/** a < b, a = b, a > b for decimal strings: -1, 0, 1. */
export const compareDecimals = (a: string, b: string) => new D(a).cmp(b);

/** The share (0…1) `part` is of `whole`, as a number for drawing depth bars only. */
export const shareOf = (part: string, whole: string) => {
  const w = new D(whole);
  return w.lte(0) ? 0 : Math.min(1, new D(part).div(w).toNumber());
};

/** The sum of decimal strings. */
export const sumOf = (values: string[]) => values.reduce((s, v) => s.plus(v), new D(0)).toFixed();

/** A decimal string shown with exactly `decimals` decimals by padding zeros (never rounding). */
export function padDecimals(value: string, decimals: number): string {
  const [int = '0', frac = ''] = value.split('.');
  if (frac.length >= decimals) return value;
  return decimals === 0 ? int : `${int}.${frac.padEnd(decimals, '0')}`;
}
