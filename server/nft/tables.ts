// The NFT marketplace's tables (issue 17, ADR 21; migration 2026-11-25T07-00-00_nft). Amounts are
// decimal strings, times epoch milliseconds (PostgreSQL's bigint arrives as a string: read with Number).
import type { Generated } from 'kysely';

/** The marketplace's terms (one row), copied onto every listing when it is made. */
export interface NftTermsTable {
  id: number;
  fee_bps: number;
  resale_margin_bps: number;
  snipe_window_ms: number;
  snipe_extend_ms: number;
  pay_window_ms: number;
  /** JSON array of the currencies artworks may be sold in. */
  currencies: string;
  next_listing: number;
  next_item: number;
  updated_at: number;
}

export interface NftArtistTable {
  id: number;
  uid: string;
  name: string;
  avatar: string;
  /** JSON keyed by language code. */
  intro: string;
  holder: string;
  created_at: number;
}

/** An artwork; `owner` is a ledger holder (`system:nft` for the platform, `user:…`). */
export interface NftItemTable {
  id: number;
  code: string;
  name: string;
  artist_id: number;
  collection: string;
  media_type: number;
  media: string;
  media_mime: string;
  cover: string;
  rarity: string;
  royalty_bps: number;
  descriptions: string;
  owner: string;
  /** 1 for a blind box's design (drawn as editions, never sold itself). */
  template: number;
  edition_of: number | null;
  edition: number | null;
  acquired_at: number;
  created_at: number;
}

export interface NftListingTable {
  id: number;
  code: string;
  item_id: number | null;
  pay_type: number;
  seller: string;
  resale: number;
  name: string;
  cover: string;
  currency: string;
  price: string;
  per_increase: string;
  margin: string;
  start_at: number;
  end_at: number;
  state: 'open' | 'sold' | 'ended';
  current_bid: string | null;
  leader: string | null;
  bid_count: number;
  boxes_total: number;
  boxes_sold: number;
  odds: string | null;
  commitment: string | null;
  chain_top: string | null;
  fee_bps: number;
  royalty_bps: number;
  snipe_window_ms: number;
  snipe_extend_ms: number;
  pay_window_ms: number;
  settled_at: number | null;
  created_at: number;
}

export interface NftBidTable {
  id: string;
  listing_id: number;
  user_id: string;
  price: string;
  raise: string;
  seq: number;
  created_at: number;
}

export interface NftMarginTable {
  listing_id: number;
  user_id: string;
  amount: string;
  currency: string;
  state: 'held' | 'released' | 'forfeited';
  created_at: number;
}

export interface NftOrderTable {
  id: string;
  listing_id: number;
  item_id: number;
  /** Ledger holders. */
  buyer: string;
  seller: string;
  kind: 'buy' | 'auction';
  currency: string;
  price: string;
  margin: string;
  fee: string;
  royalty: string;
  state: 'unpaid' | 'review' | 'done' | 'rejected' | 'expired';
  due_at: number | null;
  paid_at: number | null;
  reviewed_at: number | null;
  reviewer: string | null;
  reason: string | null;
  created_at: number;
}

/** A blind box sold: the k-th of its listing, drawn with the buyer's seed; `item_id` once opened. */
export interface NftBoxTable {
  id: string;
  listing_id: number;
  owner: string;
  number: number;
  buyer_seed: string;
  price: string;
  item_id: number | null;
  request_id: string | null;
  created_at: number;
  opened_at: number | null;
}

export interface NftCollectTable {
  user_id: string;
  code: string;
  created_at: number;
}

export interface NftMessageTable {
  id: string;
  user_id: string;
  kind: string;
  listing_id: number;
  order_id: string | null;
  amount: string;
  currency: string;
  is_read: Generated<number>;
  created_at: number;
}
/** A message as written. */
export type NftMessageRow = Omit<NftMessageTable, 'is_read'> & { is_read: number };
