// The NFT screens' pure logic: the market's filters as the address keeps them and as getBoxList
// takes them, the sale status shown as the clock moves (spec §4's helper, contract/nft-rules.ts),
// percentages of basis points, a duration in its largest whole unit, where a listing opens, the
// buyer's seed for a blind box, what is wrong with a raise, the resale form's times and fields, and
// an auction's page as announcements of new bids and the answers to the reader's own arrive.
// The server decides; these only tell.
import Decimal from 'decimal.js';
import type {
  NftBidReceipt,
  NftDetail,
  NftListing,
  NftLive,
  NftMediaType,
  NftPayType,
  NftSaleStatus,
} from '../../contract/nft';
import { BPS, bidOf, minimumBid, RECENT_BIDS, type resaleProblem, saleStatus } from '../../contract/nft-rules';
import type { NftListFilters } from '../api/nft';

/** Input is sent this long after the last key (DESIGN §5). */
export const SEARCH_DEBOUNCE_MS = 500;

export type NftMarketTab = 'artworks' | 'artists';
/** 0 is "all". */
export type NftModeFilter = 0 | NftPayType;
export type NftMediaFilter = 0 | NftMediaType;

export type NftMarketFilters = { tab: NftMarketTab; mode: NftModeFilter; media: NftMediaFilter; keyword: string };

const oneOf = <T extends number>(value: string | null, allowed: readonly T[]): T | 0 => {
  const n = Number(value);
  return allowed.find((a) => a === n) ?? 0;
};

/** The market's filters from its address (`?tab=artists&mode=2&media=4&q=moon`); anything else is "all". */
export function filtersOf(params: URLSearchParams): NftMarketFilters {
  return {
    tab: params.get('tab') === 'artists' ? 'artists' : 'artworks',
    mode: oneOf(params.get('mode'), [1, 2, 3] as const),
    media: oneOf(params.get('media'), [1, 2, 3, 4] as const),
    keyword: (params.get('q') ?? '').slice(0, 40),
  };
}

/** The address of the filters: only what differs from "all", so the plain market stays `/pages/nft/nft`. */
export function paramsOf(f: NftMarketFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.tab !== 'artworks') out.tab = f.tab;
  if (f.mode) out.mode = String(f.mode);
  if (f.media) out.media = String(f.media);
  if (f.keyword) out.q = f.keyword;
  return out;
}

/** getBoxList's fields for the filters: "all" sends nothing, a blank search sends nothing. */
export function listRequest(f: Pick<NftMarketFilters, 'mode' | 'media' | 'keyword'>): NftListFilters {
  const out: NftListFilters = {};
  if (f.mode) out.pay_type = f.mode;
  if (f.media) out.type = f.media;
  const keyword = f.keyword.trim();
  if (keyword) out.keyword = keyword;
  return out;
}

/**
 * The sale status shown now: the server's, moved on by this device's clock as the start and the end
 * pass (a countdown that reaches zero turns the badge over without a reload). Never moved back: a
 * sale the server has ended or sold stays ended, and one it says is on sale does not return to
 * "not started" on a device whose clock is behind.
 */
export function statusNow(l: Pick<NftListing, 'status' | 'start_time' | 'end_time'>, now: number): NftSaleStatus {
  if (l.status === 0) return 0;
  const computed = saleStatus(1, l.start_time, l.end_time, now);
  return l.status === 1 && computed === 2 ? 1 : computed;
}

/** When the status shown changes next: the start before it, the end during the sale, none after. */
export const nextChangeAt = (status: NftSaleStatus, l: Pick<NftListing, 'start_time' | 'end_time'>) =>
  status === 2 ? l.start_time : status === 1 ? l.end_time : null;

/** Basis points as a percentage without trailing zeros: 250 → '2.5', 1000 → '10'. */
export const bpsPercent = (bps: number) => new Decimal(bps).times(100).div(BPS).toFixed();

export type DurationUnit = 'day' | 'hour' | 'minute' | 'second';

/** A span in the largest unit it is a whole number of (5 min, 24 h → 1 day, 90 s); seconds rounded up. */
export function durationOf(ms: number): { value: number; unit: DurationUnit } {
  const units: [DurationUnit, number][] = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
  ];
  for (const [unit, size] of units) if (ms >= size && ms % size === 0) return { value: ms / size, unit };
  return { value: Math.max(0, Math.ceil(ms / 1000)), unit: 'second' };
}

export const NFT_DETAIL = '/pages/nft/artworkDetail';
export const NFT_DETAIL_VIDEO = '/pages/nft/artworkDetail_video';

/** A listing's page: videos open the video route (a <video> player), the rest the artwork one. */
export const detailPath = (l: { id: number | string; type: NftMediaType }) =>
  `${l.type === 4 ? NFT_DETAIL_VIDEO : NFT_DETAIL}?id=${encodeURIComponent(String(l.id))}`;

/** 32 random bytes from the device, in hex: mixed into a blind box's draw so the server cannot pick it alone. */
export function newBuyerSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether `available` covers `amount`; null while the balance is not known. */
export const covers = (available: string | null, amount: string): boolean | null =>
  available === null ? null : new Decimal(available).gte(amount);

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input holds it, in this device's zone, to the minute. */
export function localInputOf(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A datetime-local input's value as an instant (this device's zone); NaN when blank or not a time. */
export function msOfLocalInput(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const at = new Date(y, mo - 1, d, h, mi);
  // new Date rolls 31 February over into March: such a date was not a date.
  return at.getMonth() === mo - 1 && at.getDate() === d ? at.getTime() : Number.NaN;
}

/** A typed amount as sent: spaces gone, a decimal comma made a point. */
export const cleanAmount = (value: string) => value.replace(/\s/g, '').replace(',', '.');

const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;

/**
 * A bid as typed on the bid page, as the raise the protocol sends (bidOf's rule in
 * contract/nft-rules.ts adds the raise to the current bid, or to the start price before the first
 * bid): the raise, or why it cannot be sent — not an amount ('invalid'), or below the least bid
 * ('step', naming it).
 */
export function raiseForBid(
  l: { price: string; per_increase: string; current_bid: string | null },
  bid: string,
):
  | { ok: true; raise: string; bid: string }
  | { ok: false; kind: 'invalid' }
  | { ok: false; kind: 'step'; minimum: string } {
  if (!AMOUNT.test(bid)) return { ok: false, kind: 'invalid' };
  const raise = new Decimal(bid).minus(l.current_bid ?? l.price);
  const checked = raise.gte(0) ? bidOf(l, raise.toFixed()) : null;
  if (!checked?.ok) return { ok: false, kind: 'step', minimum: minimumBid(l) };
  return { ok: true, raise: raise.toFixed(), bid: checked.bid };
}

/** The resale form's field each of resaleProblem's answers belongs to. */
export const RESALE_FIELD = {
  price: 'price',
  increase: 'increase',
  times: 'end',
  start: 'start',
  length: 'end',
} as const satisfies Record<NonNullable<ReturnType<typeof resaleProblem>>, string>;

/**
 * A listing's page after an `nft:auction` announcement (contract/nft.ts NftLive). Older news than
 * the page (fewer bids) changes nothing. A newer one takes where the auction stands; the reader
 * no longer leads after a bid they did not see answered, since a leader cannot bid (their own bid's
 * receipt says when they lead: mergeReceipt); their own bids stay marked as theirs.
 */
export function mergeLive(d: NftDetail, e: NftLive): NftDetail {
  if (e.code !== d.code || e.bid_count < d.bid_count) return d;
  const mine = new Set(d.bids.filter((b) => b.mine).map((b) => b.id));
  return {
    ...d,
    price: e.price,
    current_bid: e.current_bid,
    bid_count: e.bid_count,
    end_time: e.end_time,
    status: e.status,
    minimum_bid: e.minimum_bid,
    minimum_raise: e.minimum_raise,
    leader_is_me: e.bid_count > d.bid_count ? false : d.leader_is_me,
    bids: e.bids.map((b) => ({ ...b, mine: mine.has(b.id) })),
  };
}

/**
 * A bid's answer (contract/nft.ts NftBidReceipt, over HTTP and the socket alike) on the page,
 * merged with it whichever came first, the answer or the room's announcement: a page that has not
 * seen the bid takes it as the current one, with the end it moved to; a page that has seen it
 * marks it as the reader's, and the reader leads while it is the last bid.
 */
export function afterBid(d: NftDetail, answer: NftBidReceipt): NftDetail {
  const { code, seq, end_time, ...bid } = answer;
  if (code !== d.code) return d;
  if (seq <= d.bid_count)
    return {
      ...d,
      margin_paid: true,
      leader_is_me: seq === d.bid_count ? true : d.leader_is_me,
      bids: d.bids.map((b) => (b.id === bid.id ? { ...b, mine: true } : b)),
    };
  const minimum = minimumBid({ price: d.price, per_increase: d.per_increase, current_bid: bid.price });
  return {
    ...d,
    price: bid.price,
    current_bid: bid.price,
    bid_count: seq,
    end_time: Math.max(d.end_time, end_time),
    minimum_bid: minimum,
    minimum_raise: new Decimal(minimum).minus(bid.price).toFixed(),
    margin_paid: true,
    leader_is_me: true,
    bids: [bid, ...d.bids.filter((b) => b.id !== bid.id)].slice(0, RECENT_BIDS),
  };
}
