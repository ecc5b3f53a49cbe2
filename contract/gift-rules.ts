// Crypto gifts' rules, pure (issue 39): which coins, how an amount is checked and how it is split
// among its recipients. The server refuses by these rules and splits with them at send time; the
// send screen checks with them and shows what an equal part is, so both say the same thing.
//
// Amounts are counted in whole *gift units* (bigint): 0.01 USDT, 0.00000001 BTC or ETH. Every part
// is at least one unit and the parts always add up to the amount exactly.
// - Equal: each part is ⌊amount ÷ N⌋ units; the r units left over (r < N) go one each to the first
//   r parts, so parts differ by at most one unit and the earliest claims get the extra unit.
// - Random ("broken stick"): N − 1 distinct cut points are drawn uniformly among the amount's
//   inner unit steps (1 … units − 1) from a cryptographic random source (Floyd's sampling: exactly
//   N − 1 draws), and the parts are the pieces between consecutive cuts. Every way of writing the
//   amount as N parts of at least one unit is equally likely, so every claim — first or last — has
//   the same chances. The parts are drawn when the gift is sent and stored; a claim takes the next
//   stored part, so nothing is drawn (or can be retried) at claim time.
import type { MessageDescriptor } from '@lingui/core';
import type { Problem } from './validators';

/** The coins a gift may be sent in, and the decimals of each one's gift unit. */
export const GIFT_COINS: Readonly<Record<string, { decimals: number }>> = {
  USDT: { decimals: 2 },
  BTC: { decimals: 8 },
  ETH: { decimals: 8 },
};
export const GIFT_CURRENCIES = Object.keys(GIFT_COINS);

/** At most this many recipients a gift. */
export const GIFT_MAX_PARTS = 100;
/** The message's longest length (characters, after trimming). */
export const GIFT_MESSAGE_MAX = 60;
/** An unclaimed remainder goes back to the sender this long after sending. */
export const GIFT_HOURS = 24;

export type GiftMode = 'equal' | 'random';

export const giftRuleMessages = {
  /** values: { currencies } */
  currency: /*i18n*/ { id: 'gift.currency', message: 'Gifts can be sent in {currencies}' },
  /** values: { decimals, currency } */
  amount: /*i18n*/ {
    id: 'gift.amount',
    message: 'Enter an amount above 0 with at most {decimals} decimals for {currency}',
  },
  /** values: { max } */
  parts: /*i18n*/ { id: 'gift.parts', message: 'Enter a whole number of recipients from 1 to {max}' },
  /** values: { min, currency } */
  tooSmall: /*i18n*/ {
    id: 'gift.too_small',
    message: 'Send at least {min} {currency}: each recipient gets at least the smallest unit',
  },
  /** values: { max } */
  message: /*i18n*/ { id: 'gift.message_long', message: 'The message can be at most {max} characters' },
} satisfies Record<string, MessageDescriptor>;

const AMOUNT = /^(0|[1-9]\d{0,14})(?:\.(\d+))?$/;
const WHOLE = /^[1-9]\d{0,2}$/;

/** The amount in gift units of `currency`; null when it is not a plain positive amount within its decimals. */
export function toGiftUnits(amount: string, currency: string): bigint | null {
  const coin = GIFT_COINS[currency];
  const m = AMOUNT.exec(amount.trim());
  if (!coin || !m) return null;
  const fraction = m[2] ?? '';
  if (fraction.length > coin.decimals) return null;
  const units = BigInt((m[1] as string) + fraction.padEnd(coin.decimals, '0'));
  return units > 0n ? units : null;
}

/** Gift units of `currency` as a canonical decimal string ('1.5', '0.01'). */
export function fromGiftUnits(units: bigint, currency: string): string {
  const decimals = GIFT_COINS[currency]?.decimals ?? 8;
  const digits = units.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** The smallest part of `currency` ('0.01' for USDT). */
export const giftUnit = (currency: string) => fromGiftUnits(1n, currency);

export type GiftInput = { currency: string; amount: string; parts: string | number; message: string };

/** Why a gift cannot be sent as typed (in the rules' words), or null. */
export function giftProblem(g: GiftInput): (Problem & { field: 'currency' | 'amount' | 'parts' | 'message' }) | null {
  const coin = GIFT_COINS[g.currency];
  if (!coin) {
    return {
      field: 'currency',
      message: giftRuleMessages.currency,
      values: { currencies: GIFT_CURRENCIES.join(', ') },
    };
  }
  const units = toGiftUnits(g.amount, g.currency);
  if (units === null) {
    return {
      field: 'amount',
      message: giftRuleMessages.amount,
      values: { decimals: coin.decimals, currency: g.currency },
    };
  }
  const parts = String(g.parts).trim();
  if (!WHOLE.test(parts) || Number(parts) > GIFT_MAX_PARTS) {
    return { field: 'parts', message: giftRuleMessages.parts, values: { max: GIFT_MAX_PARTS } };
  }
  if (units < BigInt(parts)) {
    return {
      field: 'amount',
      message: giftRuleMessages.tooSmall,
      values: { min: fromGiftUnits(BigInt(parts), g.currency), currency: g.currency },
    };
  }
  if ([...g.message.trim()].length > GIFT_MESSAGE_MAX) {
    return { field: 'message', message: giftRuleMessages.message, values: { max: GIFT_MESSAGE_MAX } };
  }
  return null;
}

/** Equal parts of `total` units: ⌊total ÷ n⌋ each, one more unit to each of the first (total mod n). */
export function equalSplit(total: bigint, n: number): bigint[] {
  const count = BigInt(n);
  const base = total / count;
  const extra = Number(total % count);
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1n : 0n));
}

/**
 * A uniformly random split of `total` units into `n` parts of at least one unit (see the file's
 * comment). `draw(max)` is a uniform integer in [1, max] from a cryptographic source.
 */
export function randomSplit(total: bigint, n: number, draw: (max: bigint) => bigint): bigint[] {
  if (n < 1 || total < BigInt(n)) throw new Error('randomSplit: fewer units than parts');
  // Floyd's algorithm: k distinct cut points among 1 … m with exactly k draws, every k-subset equally likely.
  const m = total - 1n;
  const k = BigInt(n - 1);
  const cuts = new Set<bigint>();
  for (let j = m - k + 1n; j <= m; j++) {
    const t = draw(j);
    cuts.add(cuts.has(t) ? j : t);
  }
  const points = [0n, ...[...cuts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), total];
  return points.slice(1).map((p, i) => p - (points[i] as bigint));
}

/** The gift's parts as amounts of `currency`, in claim order. */
export function splitGift(
  g: { amount: string; currency: string; parts: number; mode: GiftMode },
  draw: (max: bigint) => bigint,
): string[] {
  const total = toGiftUnits(g.amount, g.currency);
  if (total === null) throw new Error('splitGift: not an amount');
  const parts = g.mode === 'equal' ? equalSplit(total, g.parts) : randomSplit(total, g.parts, draw);
  return parts.map((u) => fromGiftUnits(u, g.currency));
}

/** What an equal part comes to (the larger part when they differ by a unit), for the send screen. */
export function equalPart(amount: string, currency: string, parts: number): string | null {
  const total = toGiftUnits(amount, currency);
  if (total === null || parts < 1 || total < BigInt(parts)) return null;
  return fromGiftUnits(equalSplit(total, parts)[0] as bigint, currency);
}

/** A claim code: 12 characters of Crockford's base 32 (no I, L, O or U), 60 random bits. */
export const GIFT_CODE = /^[0-9A-HJKMNP-TV-Z]{12}$/;
export const GIFT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A typed code as the server keeps it: upper case, without spaces or dashes. */
export const normalGiftCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** The app's hash route that claims a gift (the link and its QR code open it). */
export const giftClaimPath = (code: string) => `/pages/gift/claim?code=${encodeURIComponent(code)}`;
