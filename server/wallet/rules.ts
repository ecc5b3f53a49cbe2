// The wallet's money rules, pure: withdrawal fees, minimums and the 24 h limit, the coin exchange's
// price and fee, and values in BTC, USDT and fiat. Inputs and outputs are decimal strings.
//
// Rounding (written down once, here): an amount the user receives is rounded down to the
// currency's scale; a fee is rounded up; a value compared with a limit is rounded up. So every
// rounding favours the ledger staying whole, never the user being shown more than arrives.
import Decimal from 'decimal.js';
import { SCALE } from '../ledger/amounts';

/** Enough digits that no product or quotient of two amounts loses a digit before it is rounded. */
const D = Decimal.clone({ precision: 60 });

const down = (x: Decimal.Value, scale: number) => new D(x).toDecimalPlaces(scale, Decimal.ROUND_DOWN).toFixed();
const up = (x: Decimal.Value, scale: number) => new D(x).toDecimalPlaces(scale, Decimal.ROUND_UP).toFixed();

export const scaleOf = (currency: string) => SCALE[currency] ?? 8;

// ── Withdrawals ────────────────────────────────────────────────────────────────────────────────

export type WithdrawMethod = 'address' | 'bank' | 'bank_international';

/**
 * Network fees and minimums per coin (coin id of GET /currency/list), and for bank payouts, which
 * pay USDT out as fiat. Fixed here: a real deployment changes them with the network's costs.
 */
export const WITHDRAW_TERMS: Record<number, { fee: string; min: string }> = {
  1: { fee: '5', min: '20' }, // USDT on ERC20: Ethereum gas
  2: { fee: '1', min: '10' }, // USDT on TRC20
  3: { fee: '0.003', min: '0.01' }, // ETH
  4: { fee: '0.0002', min: '0.001' }, // BTC
};
/** Bank payouts (USDT only): a percentage of the amount, at least a fixed fee. */
export const BANK_TERMS = { rate: '0.005', minFee: '2', min: '50' } as const;

/** The fee and what arrives for a withdrawal of `amount` of a coin with withdrawal terms; or the minimum it missed. */
export function withdrawalFee(
  coinId: number,
  currency: string,
  method: WithdrawMethod,
  amount: string,
): { ok: true; fee: string; received: string } | { ok: false; min: string } {
  const terms = WITHDRAW_TERMS[coinId] ?? { fee: '0', min: '0' };
  const min = method === 'address' ? terms.min : BANK_TERMS.min;
  const fee =
    method === 'address'
      ? terms.fee
      : D.max(up(new D(amount).times(BANK_TERMS.rate), scaleOf(currency)), BANK_TERMS.minFee).toFixed();
  // Every minimum is above its fee, so an amount at or above the minimum always leaves something to arrive.
  if (new D(amount).lt(min)) return { ok: false, min };
  return { ok: true, fee, received: new D(amount).minus(fee).toFixed() };
}

/** Spec §6: BTC that may leave in 24 h, by verification level (level 0 is refused earlier: 998). */
export const WITHDRAW_LIMIT_BTC: Record<1 | 2, string> = { 1: '200', 2: '500' };

/** Whether `value` BTC more fits the level's 24 h limit after `used`; and what would remain. */
export function withinLimit(level: 1 | 2, used: string, value: string): { ok: boolean; remaining: string } {
  const remaining = D.max(new D(WITHDRAW_LIMIT_BTC[level]).minus(used), 0);
  return { ok: new D(value).lte(remaining), remaining: remaining.toFixed() };
}

// ── Values ─────────────────────────────────────────────────────────────────────────────────────

/** The value of `amount` in BTC from both USDT prices, rounded up to 8 decimals. */
export const btcValue = (amount: string, usdtPrice: string, btcUsdtPrice: string) =>
  up(new D(amount).times(usdtPrice).div(btcUsdtPrice), 8);

/** The value of `amount` in USDT, rounded down to 8 decimals (what is shown, never a charge). */
export const usdtValue = (amount: string, usdtPrice: string) => down(new D(amount).times(usdtPrice), 8);

export const isBelow = (a: string, b: string) => new D(a).lt(b);

export const sum = (values: string[]) => values.reduce((a, b) => a.plus(b), new D(0)).toFixed();

/**
 * Units of `code` per US dollar from the recorded price of its forex pair: `USD/XXX` as it is,
 * `XXX/USD` inverted. Six significant digits: rates only value assets for display.
 */
export function fiatRate(pair: { base: string; quote: string; price: string }): string {
  const rate = pair.base === 'USD' ? new D(pair.price) : new D(1).div(pair.price);
  return rate.toSignificantDigits(6).toFixed();
}

// ── Coin exchange ──────────────────────────────────────────────────────────────────────────────

/** The exchange's fee, taken from what the user receives. */
export const EXCHANGE_FEE_RATE = '0.001';
/** How far the price may move against the user between the quote shown and the order: 0.5 %. */
export const EXCHANGE_MAX_SLIPPAGE = '0.005';
/** The least one exchange may convert, valued in USDT. */
export const EXCHANGE_MIN_USDT = '1';

/** `to` per one `from`, from both USDT prices (the cross rate for coin pairs), 12 significant digits. */
export const crossPrice = (fromUsdt: string, toUsdt: string) =>
  new D(fromUsdt).div(toUsdt).toSignificantDigits(12).toFixed();

/** What converting `amount` at `price` gives: gross, the fee (rounded up) and what arrives. */
export function conversion(amount: string, price: string, toCurrency: string) {
  const scale = scaleOf(toCurrency);
  const gross = down(new D(amount).times(price), scale);
  const fee = up(new D(gross).times(EXCHANGE_FEE_RATE), scale);
  return { gross, fee, received: new D(gross).minus(fee).toFixed() };
}

/** The least amount of `currency` worth EXCHANGE_MIN_USDT at `usdtPrice`, rounded up to its scale. */
export const exchangeMinimum = (currency: string, usdtPrice: string) =>
  up(new D(EXCHANGE_MIN_USDT).div(usdtPrice), scaleOf(currency));

/** A positive price as sent back by a client (a quote it was shown); null when it is not one. */
export function parsePrice(value: string): string | null {
  if (!/^(0|[1-9]\d{0,14})(\.\d{1,20})?$/.test(value)) return null;
  const d = new D(value);
  return d.gt(0) ? d.toFixed() : null;
}

/** True when `current` is worse for the user than the `shown` price by more than the slippage allowed. */
export const movedAgainst = (shown: string, current: string) =>
  new D(current).lt(new D(shown).times(new D(1).minus(EXCHANGE_MAX_SLIPPAGE)));
