// Spot money, pure: prices as integer ticks and amounts as integer lots of a pair, converted from
// and to decimal strings exactly; what an order freezes; the ledger postings of a fill and of a
// release. Ledger amounts are BigInt units of 10⁻⁸ (../ledger/units). A pair's price and amount
// decimals add up to at most 8, so price × amount is a whole number of units: no rounding but
// the fee's, which is rounded down (in the customer's favour, so it never exceeds what was
// frozen for it). ADR 13.
import type { Posting } from '../ledger/rules';
import { fromUnits } from '../ledger/units';

export const SPOT_ACCOUNT = 2;
export const MAKER_HOLDER = 'system:market-maker';
export const FEES_HOLDER = 'system:fees';
/** The owner the book knows the market maker by. */
export const MAKER_OWNER = 'mm';

export type Scale = { priceDecimals: number; amountDecimals: number };

/** A fee rate as a fraction num/den, from a decimal string such as '0.001'. */
export type Rate = { num: bigint; den: bigint };

const PLAIN = /^(0|[1-9]\d{0,15})(?:\.(\d+))?$/;

/**
 * A positive decimal with at most `decimals` decimals as an integer count of 10^-decimals; 'bad'
 * when it is not a plain positive number, 'decimals' when it has too many decimals.
 */
export function toSteps(value: string, decimals: number): number | 'bad' | 'decimals' {
  const m = PLAIN.exec(value.trim());
  if (!m) return 'bad';
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return 'decimals';
  const steps = Number((m[1] as string) + fraction.padEnd(decimals, '0'));
  if (!Number.isSafeInteger(steps)) return 'bad';
  return steps > 0 ? steps : 'bad';
}

/** A recorded price in ticks, any decimals beyond the pair's cut off; null when it is not a price. */
export function priceTicks(price: string, decimals: number): number | null {
  const [whole = '', fraction = ''] = price.split('.');
  const ticks = toSteps(fraction ? `${whole}.${fraction.slice(0, decimals)}` : whole, decimals);
  return typeof ticks === 'number' ? ticks : null;
}

/** Steps of 10^-decimals as a decimal string (no trailing zeros). */
export function stepsText(steps: number | bigint, decimals: number): string {
  const digits = BigInt(steps)
    .toString()
    .padStart(decimals + 1, '0');
  if (decimals === 0) return digits;
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${digits.slice(0, -decimals)}.${fraction}` : digits.slice(0, -decimals);
}

export function parseRate(rate: string): Rate {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!m) throw new Error(`not a rate: ${rate}`);
  const fraction = m[2] ?? '';
  return { num: BigInt((m[1] as string) + fraction), den: 10n ** BigInt(fraction.length) };
}

/** The quote value of `lots` at `ticks`, in ledger units. */
export const costUnits = (s: Scale, ticks: number, lots: number): bigint =>
  BigInt(ticks) * BigInt(lots) * 10n ** BigInt(8 - s.priceDecimals - s.amountDecimals);

/** `lots` of the base currency in ledger units. */
export const baseUnits = (s: Scale, lots: number): bigint => BigInt(lots) * 10n ** BigInt(8 - s.amountDecimals);

/** The fee on `cost` units at `rate`, rounded down to a unit. */
export const feeUnits = (cost: bigint, rate: Rate): bigint => (cost * rate.num) / rate.den;

/**
 * What placing an order freezes, in units: a buy freezes the most it can cost (its limit price ×
 * amount) plus the fee at the higher of the two rates; a sell freezes its amount (its fee is taken
 * from the quote it receives).
 */
export function freezeUnits(s: Scale, side: 'buy' | 'sell', ticks: number, lots: number, maxFee: Rate): bigint {
  if (side === 'sell') return baseUnits(s, lots);
  const cost = costUnits(s, ticks, lots);
  return cost + feeUnits(cost, maxFee);
}

/** One side of a fill: a user's order (paid from its frozen funds) or the market maker's quote. */
export type FillParty = { owner: string; role: 'maker' | 'taker'; fee: Rate };

export type FillMoney = {
  cost: bigint;
  base: bigint;
  buyerFee: bigint;
  sellerFee: bigint;
  postings: Posting[];
};

const holderOf = (owner: string) => (owner === MAKER_OWNER ? MAKER_HOLDER : `user:${owner}`);
const accountOf = (owner: string) => (owner === MAKER_OWNER ? 0 : SPOT_ACCOUNT);

/**
 * The postings of one fill of `lots` at `ticks` between a buyer and a seller: the buyer's frozen
 * quote pays cost + fee and its base comes in; the seller's frozen base goes out and cost − fee
 * comes in; both fees go to the fee account. The market maker holds no frozen funds (its quotes
 * are bounded by its inventory when made) and pays no fee.
 */
export function fillPostings(
  s: Scale,
  pair: { base: string; quote: string },
  ticks: number,
  lots: number,
  buyer: FillParty,
  seller: FillParty,
): FillMoney {
  const cost = costUnits(s, ticks, lots);
  const base = baseUnits(s, lots);
  const buyerFee = buyer.owner === MAKER_OWNER ? 0n : feeUnits(cost, buyer.fee);
  const sellerFee = seller.owner === MAKER_OWNER ? 0n : feeUnits(cost, seller.fee);
  const spend = (owner: string): Posting['field'] => (owner === MAKER_OWNER ? 'available' : 'frozen');
  const p = (owner: string, currency: string, field: Posting['field'], units: bigint): Posting => ({
    holder: holderOf(owner),
    account: accountOf(owner),
    currency,
    field,
    amount: fromUnits(units),
  });
  const postings: Posting[] = [
    p(buyer.owner, pair.quote, spend(buyer.owner), -(cost + buyerFee)),
    p(buyer.owner, pair.base, 'available', base),
    p(seller.owner, pair.base, spend(seller.owner), -base),
    p(seller.owner, pair.quote, 'available', cost - sellerFee),
  ];
  if (buyerFee + sellerFee > 0n) {
    postings.push({
      holder: FEES_HOLDER,
      account: 0,
      currency: pair.quote,
      field: 'available',
      amount: fromUnits(buyerFee + sellerFee),
    });
  }
  return { cost, base, buyerFee, sellerFee, postings };
}

/** Moves `units` of a user's spot `currency` between available and frozen (freeze > 0, release < 0). */
export function freezePostings(userId: string, currency: string, units: bigint): Posting[] {
  return [
    { holder: `user:${userId}`, account: SPOT_ACCOUNT, currency, field: 'available', amount: fromUnits(-units) },
    { holder: `user:${userId}`, account: SPOT_ACCOUNT, currency, field: 'frozen', amount: fromUnits(units) },
  ];
}

/** The average price of a fill total, to the pair's price decimals (rounded down), as text. */
export function averagePrice(s: Scale, cost: bigint, lots: number): string {
  if (lots === 0) return '0';
  // cost = ticks × lots × 10^(8 − pd − ad) for one price; over many fills this gives their mean.
  const ticks = cost / (BigInt(lots) * 10n ** BigInt(8 - s.priceDecimals - s.amountDecimals));
  return stepsText(ticks, s.priceDecimals);
}
