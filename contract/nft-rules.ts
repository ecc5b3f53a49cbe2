// The NFT marketplace's rules, pure and exact (issue 17, ADR 21): the sale status of spec §4, what a
// bid must reach, the anti-sniping extension, what a resale may ask, how a sale's money is split,
// and the provable blind-box draw. The server decides by these and the screens explain with them
// (the artwork page recomputes an opened box's draw in the browser), so both say the same.
import Decimal from 'decimal.js';

/** Basis points: 10,000 = 100 %. */
export const BPS = 10_000;

/**
 * Spec §4's sale-status helper: 2 before the start, 0 after the end or when sold out, 1 inside the
 * window while `onSale` is non-zero (0 otherwise).
 */
export function saleStatus(onSale: number, start: number, end: number, now: number): 0 | 1 | 2 {
  if (now < start) return 2;
  if (now >= end || onSale === 0) return 0;
  return 1;
}

/** How many of the latest bids a listing's page shows. */
export const RECENT_BIDS = 10;

/** The least the next bid may be: the start price when nobody has bid, else the current bid plus the step. */
export const minimumBid = (l: { price: string; per_increase: string; current_bid: string | null }): string =>
  l.current_bid === null ? new Decimal(l.price).toFixed() : new Decimal(l.current_bid).plus(l.per_increase).toFixed();

/**
 * A bid as that protocol sends it (spec §7 auctionNFT, wire notes): `raise` is added to the current
 * price (the start price before the first bid). 'step' when the raise is not a number above zero
 * with at most 8 decimals or is below the listing's step (the first bid may raise by 0: it takes
 * the start price); else the bid.
 */
export function bidOf(
  l: { price: string; per_increase: string; current_bid: string | null },
  raise: string,
): { ok: true; bid: string } | { ok: false; reason: 'step'; minimum: string } {
  const minimum = minimumBid(l);
  if (!/^\d{1,12}(\.\d{1,8})?$/.test(raise)) return { ok: false, reason: 'step', minimum };
  const r = new Decimal(raise);
  if (l.current_bid === null) return { ok: true, bid: new Decimal(l.price).plus(r).toFixed() };
  if (r.lt(l.per_increase)) return { ok: false, reason: 'step', minimum };
  return { ok: true, bid: new Decimal(l.current_bid).plus(r).toFixed() };
}

/**
 * Anti-sniping (disclosed on every auction): a bid in the last `window` ms moves the end to
 * `extend` ms after the bid, so nobody wins by bidding when others cannot answer.
 */
export const endAfterBid = (end: number, at: number, t: { snipe_window_ms: number; snipe_extend_ms: number }) =>
  end - at <= t.snipe_window_ms ? Math.max(end, at + t.snipe_extend_ms) : end;

export type ResaleTerms = {
  price: string;
  per_increase: string;
  start_time: number;
  end_time: number;
  /** 1 fixed price, 2 auction. */
  pay_type: 1 | 2;
};

/** The longest a resale may run. */
export const MAX_RESALE_MS = 30 * 86_400_000;
/** How far in the past a start may be (the form's clock and the request's travel). */
export const START_SLACK_MS = 5 * 60_000;

const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;

/** What is wrong with a resale's terms, first problem only (the spec §5 messages), or null. */
export function resaleProblem(t: ResaleTerms, now: number): 'price' | 'increase' | 'times' | 'start' | 'length' | null {
  if (!AMOUNT.test(t.price) || new Decimal(t.price).lte(0)) return 'price';
  if (t.pay_type === 2 && (!AMOUNT.test(t.per_increase) || new Decimal(t.per_increase).lte(0))) return 'increase';
  if (!(t.end_time > t.start_time)) return 'times';
  if (t.start_time < now - START_SLACK_MS) return 'start';
  if (t.end_time - t.start_time > MAX_RESALE_MS) return 'length';
  return null;
}

/** A resale auction's margin: `bps` of its start price, rounded up to 8 decimals. */
export const marginOf = (price: string, bps: number) =>
  new Decimal(price).times(bps).div(BPS).toDecimalPlaces(8, Decimal.ROUND_UP).toFixed();

/**
 * How a sale's price is paid out: the platform's fee and the creator's royalty (resales only),
 * each rounded down to 8 decimals, and the rest to the seller; the three always add up to the price.
 */
export function splitOf(price: string, feeBps: number, royaltyBps: number) {
  const p = new Decimal(price);
  const fee = p.times(feeBps).div(BPS).toDecimalPlaces(8, Decimal.ROUND_DOWN);
  const royalty = p.times(royaltyBps).div(BPS).toDecimalPlaces(8, Decimal.ROUND_DOWN);
  return { fee: fee.toFixed(), royalty: royalty.toFixed(), seller: p.minus(fee).minus(royalty).toFixed() };
}

// --- The provable blind-box draw -------------------------------------------------------------
//
// Before a box sale starts the server makes a chain of seeds: a random s_N, then s_(k-1) = SHA-256(s_k)
// down to s_0, and publishes s_0 (the commitment). The k-th box sold draws with s_k: HMAC-SHA256 with
// key s_k over "<box number>:<buyer's seed>" (the buyer's seed is made on the device and sent with the
// purchase). The first six bytes give a roll in [0, 10,000) that picks the rarity by the published
// odds; the next four pick the artwork among that rarity's. When the box is opened s_k is shown, and
// anyone can check that hashing it k times gives s_0 and recompute the draw. Because s_0 was
// published first, the server could not pick the seeds after seeing who bought which box; because
// the buyer's seed is mixed in, it could not pick the chain to suit a buyer either.

/** One rarity of a box: its odds in basis points and the artworks (codes) it draws among. */
export type BoxOdds = { rarity: string; bps: number; codes: string[] }[];

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const unhex = (s: string) => new Uint8Array((s.match(/../g) ?? []).map((h) => Number.parseInt(h, 16)));

export async function sha256Hex(hexBytes: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', unhex(hexBytes)));
}

export async function hmacHex(keyHex: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', unhex(keyHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)));
}

/** s_0 … s_n from the top seed s_n (hex): index k is the k-th box's seed. */
export async function seedChain(top: string, n: number): Promise<string[]> {
  const chain = [top];
  for (let i = 0; i < n; i++) chain.unshift(await sha256Hex(chain[0] as string));
  return chain;
}

/** True when hashing `seed` `k` times gives the published commitment. */
export async function seedMatches(seed: string, k: number, commitment: string): Promise<boolean> {
  let s = seed;
  for (let i = 0; i < k; i++) s = await sha256Hex(s);
  return s === commitment;
}

/** True when the odds are whole basis points adding up to 100 %, each rarity with an artwork. */
export const oddsValid = (odds: BoxOdds) =>
  odds.length > 0 &&
  odds.every((o) => Number.isInteger(o.bps) && o.bps > 0 && o.codes.length > 0) &&
  odds.reduce((s, o) => s + o.bps, 0) === BPS;

export type Draw = { digest: string; roll: number; rarity: string; pick: number; code: string };

/** The k-th box's draw from its seed and the buyer's seed (see above). */
export async function drawBox(seed: string, k: number, buyerSeed: string, odds: BoxOdds): Promise<Draw> {
  const digest = await hmacHex(seed, `${k}:${buyerSeed}`);
  // 48 bits fit a double exactly, so the roll is exact integer arithmetic.
  const roll = Math.floor((Number.parseInt(digest.slice(0, 12), 16) * BPS) / 2 ** 48);
  let tier = odds[odds.length - 1] as BoxOdds[number];
  let below = 0;
  for (const o of odds) {
    below += o.bps;
    if (roll < below) {
      tier = o;
      break;
    }
  }
  const pick = Number.parseInt(digest.slice(12, 20), 16) % tier.codes.length;
  return { digest, roll, rarity: tier.rarity, pick, code: tier.codes[pick] as string };
}
