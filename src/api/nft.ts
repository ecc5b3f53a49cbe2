// NFT marketplace calls (spec §7 /bind_box/*; contract/nft.ts). Everything that moves money (buy,
// margin, bid, resale, paying an order) carries an Idempotency-Key, so a retry after a dropped
// connection has one effect; collecting does too, so a replayed tap cannot toggle twice. A payment
// to another user (an owner's resale, the margin of and payment for an owner's auction) carries the
// payer's proof (issue 32): sent with that one request, never kept, and not part of what the key names.
import type {
  MyNft,
  NftArtist,
  NftBid,
  NftBidReceipt,
  NftDetail,
  NftListing,
  NftMyBid,
  NftOrder,
  NftOrders,
  NftPage,
} from '../../contract/nft';
import type { Fields } from './client';
import { api, type CallOptions } from './client';
import { type PaymentProof, proofFields } from './paymentProof';

export const NFT_PAGE_SIZE = 10;

/** getBoxList's filters (wire notes): every one optional. */
export type NftListFilters = {
  pay_type?: 1 | 2 | 3;
  type?: 1 | 2 | 3 | 4;
  status?: 0 | 1 | 2;
  currency?: string;
  keyword?: string;
  artist?: string;
};

/** The listings, by the filters given; open to guests. */
export const getNftListings = (filters: NftListFilters, page: number, opts?: CallOptions, limit = NFT_PAGE_SIZE) =>
  api.get<NftPage<NftListing>>('bind_box/getBoxList', { ...(filters as Fields), page, limit }, opts);

/** One listing with its terms, bids, odds and commitment, by its id or code; open to guests. */
export const getNftDetail = (id: string | number, opts?: CallOptions) =>
  api.get<NftDetail>('bind_box/getBoxDetail', { id }, opts);

export const getNftArtists = (page: number, opts?: CallOptions, limit = NFT_PAGE_SIZE) =>
  api.get<NftPage<NftArtist>>('bind_box/getArtist', { page, limit }, opts);

export const getNftArtist = (uid: string, opts?: CallOptions) =>
  api.get<{ artist: NftArtist; works: NftListing[] }>('bind_box/getArtistDetail', { uid }, opts);

/** Collects the listing, or lets it go when collected already (the reader's favourites). */
export const collectNft = (code: string, requestId: string, opts?: CallOptions) =>
  api.post<{ collect: 0 | 1 }>('bind_box/collect', { code }, { ...opts, idempotencyKey: requestId });

/**
 * Buys at `price` (the price the screen showed: a changed one is refused, never charged). A fixed
 * sale answers with the order (paid, waiting for review); a blind box with the unopened box, drawn
 * with the device's `seed` mixed in. An owner's resale needs the buyer's `proof`.
 */
export const buyNft = (
  f: { code: string; price: string; seed?: string; proof?: PaymentProof },
  requestId: string,
  opts?: CallOptions,
) =>
  api.post<NftOrder | MyNft>(
    'bind_box/buyNFT',
    { code: f.code, price: f.price, seed: f.seed, ...proofFields(f.proof) },
    { ...opts, idempotencyKey: requestId },
  );

/**
 * Freezes the auction's margin before a first bid: the house's first bid also does it; an owner's
 * auction takes bids only once it is frozen this way, with the bidder's `proof`. → the auction.
 */
export const freezeNftMargin = (f: { code: string; proof?: PaymentProof }, requestId: string, opts?: CallOptions) =>
  api.post<NftDetail>(
    'bind_box/marginNFT',
    { code: f.code, ...proofFields(f.proof) },
    { ...opts, idempotencyKey: requestId },
  );

/**
 * Bids: `raise` is added to `current` (the bid the screen showed, '' before the first). Over the
 * socket while it is connected (`nft:bid`), else POST auctionNFT; either answers with the bid's
 * receipt, which src/lib/nft.ts `afterBid` puts on the page.
 */
export const bidNft = (f: { code: string; raise: string; current: string }, requestId: string, opts?: CallOptions) =>
  api.emitOrPost<NftBidReceipt>(
    'nft:bid',
    'bind_box/auctionNFT',
    { code: f.code, price: f.raise, current: f.current },
    { ...opts, idempotencyKey: requestId },
  );

export const getNftBids = (code: string, page: number, opts?: CallOptions) =>
  api.post<NftPage<NftBid>>('bind_box/getBindBoxQuotationLog', { code, page }, opts);

export const getMyNftBids = (page: number, opts?: CallOptions) =>
  api.post<NftPage<NftMyBid>>('bind_box/getMyBindBoxQuotationLog', { page }, opts);

export const getMyNfts = (page: number, opts?: CallOptions) =>
  api.post<NftPage<MyNft>>('bind_box/getMyNFTs', { page }, opts);

/** Opens an unopened box: → what it drew, with the proof to recompute the draw. */
export const openNftBox = (boxId: string, requestId: string, opts?: CallOptions) =>
  api.post<MyNft>('bind_box/openBlindBox', { id: boxId }, { ...opts, idempotencyKey: requestId });

/** Lists an owned artwork again: fixed price (1) or auction (2); it cannot be withdrawn once listed. */
export const resellNft = (
  f: { code: string; price: string; per_increase: string; start_time: number; end_time: number; pay_type: 1 | 2 },
  requestId: string,
  opts?: CallOptions,
) => api.post<NftListing>('bind_box/resellNFT', f, { ...opts, idempotencyKey: requestId });

/** Orders waiting for the reader's payment, every order, the messages and how many are unread. */
export const getNftOrders = (opts?: CallOptions) => api.post<NftOrders>('bind_box/getNeedPayNFTOrder', {}, opts);

/** Pays a won auction (into escrow for review); one sold by a user (`resale`) needs the payer's `proof`. */
export const payNftOrder = (f: { id: string; proof?: PaymentProof }, requestId: string, opts?: CallOptions) =>
  api.post<NftOrder>(
    'bind_box/payNFTOrder',
    { id: f.id, ...proofFields(f.proof) },
    { ...opts, idempotencyKey: requestId },
  );

/** Marks one message read, or every one ('all'). */
export const readNftMessage = (id: string, opts?: CallOptions) =>
  api.post<unknown>('bind_box/readNFTOrderMessage', { id }, opts);

export const getNftCurrencies = (opts?: CallOptions) => api.get<string[]>('bind_box/getNftCurrency', {}, opts);

/** What the reader has collected. */
export const getNftCollection = (page: number, opts?: CallOptions) =>
  api.get<NftPage<NftListing>>('bind_box/getCollection', { page }, opts);
