// The NFT marketplace on the wire (spec §1–§9 NFT, §7 /bind_box/*, wire notes; issue 17; ADR 21).
// What is on sale is a *listing*, named by its `code` (an artwork's code, or a blind-box series'
// code): a fixed-price sale (pay_type 1), an auction (2) or a blind box (3), by the platform
// (primary) or by an owner (resale). Amounts are decimal strings in the listing's currency, times
// epoch milliseconds. Lists in this area come back as that protocol's `{current_page, data, total}`.
import { z } from 'zod';
import type { BoxOdds, Draw } from './nft-rules';
import { wireDecimal, wireInt } from './numbers';

export type NftPayType = 1 | 2 | 3;
/** 1 image, 2 GIF, 3 audio, 4 video. */
export type NftMediaType = 1 | 2 | 3 | 4;
/** Spec §4: 2 not started, 1 on sale, 0 ended or sold. */
export type NftSaleStatus = 0 | 1 | 2;

export type NftPage<T> = { current_page: number; data: T[]; total: number; per_page: number };

/** The terms every sale discloses (copied onto the listing when it is made). */
export type NftTerms = {
  /** The platform's fee on every sale, and the creator's royalty on resales (basis points). */
  fee_bps: number;
  royalty_bps: number;
  /** Anti-sniping: a bid in the last `snipe_window_ms` moves the end to `snipe_extend_ms` after it. */
  snipe_window_ms: number;
  snipe_extend_ms: number;
  /** How long an auction's winner has to pay. */
  pay_window_ms: number;
};

/** getBoxList rows (wire-note names first). */
export type NftListing = {
  id: number;
  code: string;
  name: string;
  /** The picture shown in lists: the artwork itself, or the cover of audio, video and boxes. */
  image: string;
  type: NftMediaType;
  pay_type: NftPayType;
  /** Fixed: the price. Auction: the current bid, or the start price before the first. Box: one box. */
  price: string;
  currency: string;
  author_name: string;
  artist_uid: string;
  collection: string;
  rarity: string;
  /** 1 when the reader has collected (favourited) it. */
  collect: 0 | 1;
  status: NftSaleStatus;
  start_time: number;
  end_time: number;
  /** True for an owner's resale. */
  resale: boolean;
};

export type NftBid = { id: string; price: string; raise: string; bidder: string; mine: boolean; created_at: number };
/**
 * The answer to a bid, over HTTP (auctionNFT) and on the socket (`nft:bid`): the bid as made, with
 * its number in the auction (`seq`, the auction's bid_count right after it) and the auction's end
 * as the bid left it (`end_time`, moved by anti-sniping). Where the auction stands after it is
 * announced to the listing's room (NftLive); src/lib/nft.ts `afterBid` puts the two together.
 */
export type NftBidReceipt = NftBid & { code: string; seq: number; end_time: number };
/** getMyBindBoxQuotationLog rows: the reader's bids with the auction they were made on. */
export type NftMyBid = NftBid & { code: string; name: string; currency: string };

/** getBoxDetail: the listing with everything its screen shows. */
export type NftDetail = NftListing &
  NftTerms & {
    description: string;
    /** The artwork's media (image, GIF, audio or video) and its MIME type. */
    media: string;
    media_mime: string;
    per_increase: string;
    /** Auction: the margin frozen before bidding, and whether the reader has it frozen here. */
    margin: string;
    margin_paid: boolean;
    current_bid: string | null;
    /** The least the next bid may be, and the raise that reaches it. */
    minimum_bid: string;
    minimum_raise: string;
    bid_count: number;
    leader_is_me: boolean;
    bids: NftBid[];
    /** Box: the odds with the artworks of each rarity, the seed commitment, boxes left of all. */
    odds: (Omit<BoxOdds[number], 'codes'> & { artworks: { code: string; name: string; image: string }[] })[] | null;
    commitment: string | null;
    boxes_total: number;
    boxes_left: number;
    /** Whether the reader owns the artwork on sale (an owner cannot buy or bid on their own). */
    own: boolean;
  };

/**
 * Socket `nft:auction`, to the room of a listing's watchers (`nft:sub {code}`) when bids on it are
 * committed: where the auction stands for everyone. Only the reader's own flags are not in it;
 * `bids[].mine` is always false here (src/lib/nft.ts `mergeLive` keeps the reader's own).
 */
export type NftLive = Pick<
  NftDetail,
  'code' | 'price' | 'current_bid' | 'bid_count' | 'end_time' | 'status' | 'minimum_bid' | 'minimum_raise' | 'bids'
>;

/** getArtist rows and getArtistDetail's `artist`. */
export type NftArtist = { uid: string; name: string; avatar: string; intro: string; works: number };

/** 'unpaid' (auction won, pay by due_at), 'review' (paid, waiting for the operator), 'done', 'rejected' (refunded), 'expired' (not paid: margin forfeited). */
export type NftOrderState = 'unpaid' | 'review' | 'done' | 'rejected' | 'expired';

export type NftOrder = {
  id: string;
  code: string;
  name: string;
  image: string;
  currency: string;
  price: string;
  kind: 'buy' | 'auction';
  state: NftOrderState;
  /** Unpaid: when payment is due (then the margin is forfeited); the margin held meanwhile. */
  due_at: number | null;
  margin: string;
  /** The reader's side of it. */
  side: 'buyer' | 'seller';
  /** Sold by a user (a resale): paying it asks for the pay password (payNFTOrder's payment proof). */
  resale: boolean;
  /** Seller's view once reviewed: fee, royalty and what the seller got. */
  fee: string;
  royalty: string;
  proceeds: string;
  created_at: number;
  paid_at: number | null;
  reviewed_at: number | null;
};

/** The proof of an opened box: everything needed to recompute its draw. */
export type NftBoxProof = {
  box_code: string;
  number: number;
  buyer_seed: string;
  seed: string;
  commitment: string;
  odds: BoxOdds;
} & Draw;

/** getMyNFTs rows: an artwork owned (or waiting for its sale's review), or an unopened box. */
export type MyNft = {
  kind: 'artwork' | 'box';
  /**
   * The artwork's code; an artwork drawn from a blind box is an edition of the design drawn,
   * coded `<design code>-<edition number>` (its proof's `code` is the design's).
   */
  code: string;
  box_id: string | null;
  name: string;
  image: string;
  type: NftMediaType;
  rarity: string;
  author_name: string;
  /** 'held', 'reselling' (listed: cannot be withdrawn), 'review' (bought, waiting for review), 'unopened'. */
  state: 'held' | 'reselling' | 'review' | 'unopened';
  /** An opened box's proof (artworks drawn from a box). */
  proof: NftBoxProof | null;
  acquired_at: number;
};

export type NftMessageKind =
  | 'won'
  | 'outbid'
  | 'margin_released'
  | 'margin_forfeited'
  | 'paid'
  | 'approved'
  | 'rejected'
  | 'sold'
  | 'not_sold';

/** getNeedPayNFTOrder's messages; readNFTOrderMessage {id} marks one read. */
export type NftMessage = {
  id: string;
  kind: NftMessageKind;
  code: string;
  name: string;
  /** The amount it is about (bid, price, margin), in `currency`. */
  amount: string;
  currency: string;
  order_id: string | null;
  is_read: 0 | 1;
  created_at: number;
};

/** getNeedPayNFTOrder: orders waiting for the reader's payment, every order, messages and unread count. */
export type NftOrders = { need_pay: NftOrder[]; orders: NftOrder[]; messages: NftMessage[]; unread: number };

// --- Requests (that protocol's fields, wire notes) --------------------------------------------

const page = {
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(10),
};
const code = z.string().trim().min(1).max(40);
const amount = z.string().trim().max(40);
/** A customer's price or raise, strictly a decimal (contract/numbers.ts); '' where it means none. */
const price = wireDecimal();
const priceOrNone = wireDecimal({ orEmpty: true });
const time = wireInt({ min: 1 });

/** GET /bind_box/getBoxList: every filter optional; `status` by spec §4's values. */
export const boxListRequest = z.object({
  ...page,
  currency: z.string().trim().max(12).optional(),
  pay_type: wireInt({ min: 1, max: 3 }).optional(),
  status: wireInt({ max: 2 }).optional(),
  type: wireInt({ min: 1, max: 4 }).optional(),
  keyword: z.string().trim().max(40).optional(),
  artist: z.string().trim().max(40).optional(),
});

/** GET /bind_box/getBoxDetail {id}: a listing's id, or its code. */
export const boxDetailRequest = z.object({ id: z.union([wireInt({ min: 1 }), code]) });
export const artistListRequest = z.object(page);
export const artistDetailRequest = z.object({ uid: code });
export const codeRequest = z.object({ code });

/**
 * A payment to another user at a price that user chose (an owner's resale, its auction's margin
 * and payment) is confirmed like a withdrawal (issue 32, ADR 22): the pay password, and the
 * authenticator code when it is on. Not part of the request's Idempotency-Key hash.
 */
const paymentProof = {
  pay_password: z.string().trim().max(20).optional(),
  totp_code: z.string().trim().max(20).optional(),
};

/** POST /bind_box/marginNFT {code} (+ the payment proof on an owner's auction). */
export const marginRequest = z.object({ code, ...paymentProof });

/** POST /bind_box/buyNFT {code}: a fixed-price artwork, or one blind box (with the buyer's seed). */
export const buyRequest = z.object({
  code,
  /** The price the screen showed: a changed price is refused, never charged. */
  price: price.optional(),
  /** Box: 32 random bytes in hex, made on the device (mixed into the draw). */
  seed: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{16,64}$/)
    .optional(),
  ...paymentProof,
});

/** POST /bind_box/auctionNFT {code, price}: `price` is the raise on the current price (wire notes). */
export const auctionRequest = z.object({
  code,
  price,
  /** The current bid the screen showed ('' before the first): when it moved, the bid is refused. */
  current: priceOrNone.optional(),
});

export const bidLogRequest = z.object({
  code: code.optional(),
  id: wireInt({ min: 1 }).optional(),
  ...page,
});
export const myPageRequest = z.object(page);
export const openBoxRequest = z.object({ id: z.string().trim().min(1).max(40) });

/**
 * POST /bind_box/resellNFT {code, price, start_time, end_time, per_increase} → NftDetail of the new
 * listing: an auction when per_increase > 0 (or pay_type 2), else a fixed price.
 */
export const resellRequest = z.object({
  code,
  price,
  start_time: time,
  end_time: time,
  per_increase: priceOrNone.default(''),
  pay_type: wireInt({ min: 1, max: 2 }).optional(),
});

export const orderIdRequest = z.object({ id: z.string().trim().min(1).max(40) });
/** POST /bind_box/payNFTOrder {id} (+ the payment proof when the seller is a user). */
export const payOrderRequest = z.object({ id: orderIdRequest.shape.id, ...paymentProof });
/** POST /bind_box/readNFTOrderMessage {id}: one message, or 'all'. */
export const readMessageRequest = orderIdRequest;

// --- Back office ------------------------------------------------------------------------------

/** GET /admin/nft/orders?state=review — sales waiting for review first. */
export const adminOrderListRequest = z.object({
  ...page,
  state: z.enum(['unpaid', 'review', 'done', 'rejected', 'expired']).optional(),
});
/** A customer as the back office names them (null for the platform itself). */
export type NftParty = { user_id: string; email: string | null; mobile: string | null } | null;
export type AdminNftOrder = NftOrder & { buyer: NftParty; seller: NftParty; listing_id: number; resale: boolean };

/** A yes or no, as JSON or as a form field. */
const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');
/** A JSON value sent as a form field's text. */
const json = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};
const rarity = z.enum(['N', 'R', 'SR', 'SSR']);

/** POST /admin/nft/decide {id, approve, reason} (the shape of every review queue's decision). */
export const adminReviewRequest = z.object({
  id: z.string().trim().min(1).max(40),
  approve: flag,
  reason: z.string().trim().max(300).default(''),
});

/**
 * GET /admin/nft/items: the artworks the platform holds, and whether each is on sale now; `design`:
 * a blind box's design (drawn as editions from a series' boxes, never sold itself).
 */
export type AdminNftItem = {
  code: string;
  name: string;
  image: string;
  rarity: string;
  author_name: string;
  listed: boolean;
  design: boolean;
};

/** POST /admin/nft/listings: the platform lists an artwork it holds (fixed price or auction). */
export const adminListRequest = z.object({
  code,
  pay_type: wireInt({ min: 1, max: 2 }),
  price: amount,
  per_increase: amount.default(''),
  margin: amount.default(''),
  start_time: time,
  end_time: time,
});

/** POST /admin/nft/media?kind= (multipart `file`; `kind` in the query, read before the file) → where it is and what it is. */
export const adminMediaRequest = z.object({ kind: z.enum(['image', 'audio', 'video']) });
export type AdminNftMedia = { url: string; type: NftMediaType };

/**
 * POST /admin/nft/artwork: an artwork the platform holds, made from uploaded media (`media`; `cover`,
 * a picture, for sound and video), by an existing artist, with its rarity, the creator's royalty on
 * resales (basis points, at most 2,000) and its description per language (English required).
 */
export const adminArtworkRequest = z.object({
  name: z.string().trim().min(1).max(80),
  artist: code,
  collection: z.string().trim().max(80).default(''),
  rarity,
  royalty_bps: wireInt({ max: 2000 }),
  media: z.string().trim().max(200),
  cover: z.string().trim().max(200).default(''),
  descriptions: z.preprocess(json, z.record(z.string(), z.string().trim().max(2000))),
  design: flag.default(false),
});

/**
 * POST /admin/nft/box: the platform lists a blind box series — its name and cover picture (uploaded
 * to /upload/nft/), the price of a box, how many boxes, the sale's start and end, and the odds:
 * per rarity, its share in basis points (together 10,000) and the box designs of that rarity it
 * draws among (`odds` as JSON, the shape the buyer's proof shows). The server makes the series'
 * secret seed chain and answers the series' code and the commitment published before the sale.
 */
export const adminBoxRequest = z.object({
  name: z.string().trim().min(1).max(80),
  cover: z.string().trim().max(200),
  price: amount,
  boxes: wireInt({ min: 1, max: 10_000 }),
  start_time: time,
  end_time: time,
  odds: z.preprocess(
    json,
    z
      .array(z.object({ rarity, bps: z.number().int(), codes: z.array(code).min(1).max(50) }))
      .min(1)
      .max(4),
  ),
});
export type AdminNftBox = { code: string; commitment: string };

/**
 * POST /admin/nft/artist: a new artist — a name, a picture (uploaded to /upload/nft/) and an
 * introduction per language (`intros` as JSON, English required). Answers the artist as the
 * artwork form offers it (`uid` made from the name).
 */
export const adminArtistRequest = z.object({
  name: z.string().trim().min(1).max(60),
  avatar: z.string().trim().max(200),
  intros: z.preprocess(json, z.record(z.string(), z.string().trim().max(2000))),
});
export type AdminNftArtist = { uid: string; name: string };
