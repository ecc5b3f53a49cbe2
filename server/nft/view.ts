// Marketplace rows as the wire shows them (contract/nft.ts).
import Decimal from 'decimal.js';
import type { Selectable } from 'kysely';
import type { Locale } from '../../contract/locales';
import type { MyNft, NftBid, NftListing, NftMediaType, NftOrder, NftPage, NftPayType } from '../../contract/nft';
import { saleStatus, splitOf } from '../../contract/nft-rules';
import type { NftArtistTable, NftItemTable, NftListingTable, NftOrderTable } from './tables';

export type ListingRow = Selectable<NftListingTable>;
export type ItemRow = Selectable<NftItemTable>;
export type ArtistRow = Selectable<NftArtistTable>;
export type OrderRow = Selectable<NftOrderTable>;

/** Times and counters as numbers: PostgreSQL's bigint arrives as a string. */
export const listingTimes = (l: ListingRow) => ({ start: Number(l.start_at), end: Number(l.end_at) });

export const textIn = (json: string, lang: Locale): string => {
  try {
    const all = JSON.parse(json) as Record<string, string>;
    return all[lang] ?? all.en ?? '';
  } catch {
    return '';
  }
};

export const pageOf = <T>(data: T[], total: number, page: number, limit: number): NftPage<T> => ({
  current_page: page,
  data,
  total,
  per_page: limit,
});

/** On sale: open, and for a box with boxes left. */
const onSale = (l: ListingRow) => (l.state === 'open' && (l.pay_type !== 3 || l.boxes_sold < l.boxes_total) ? 1 : 0);

export function listingView(
  l: ListingRow,
  item: ItemRow | undefined,
  artist: ArtistRow | undefined,
  collected: boolean,
  now: number,
): NftListing {
  const { start, end } = listingTimes(l);
  return {
    id: l.id,
    code: l.code,
    name: l.name,
    image: l.cover,
    type: (item?.media_type ?? 1) as NftMediaType,
    pay_type: l.pay_type as NftPayType,
    price: new Decimal(l.current_bid ?? l.price).toFixed(),
    currency: l.currency,
    author_name: artist?.name ?? '',
    artist_uid: artist?.uid ?? '',
    collection: item?.collection ?? '',
    rarity: l.pay_type === 3 ? '' : (item?.rarity ?? ''),
    collect: collected ? 1 : 0,
    status: saleStatus(onSale(l), start, end, now),
    start_time: start,
    end_time: end,
    resale: l.resale === 1,
  };
}

export function orderView(
  o: OrderRow,
  item: ItemRow | undefined,
  listing: ListingRow | undefined,
  holder: string,
): NftOrder {
  const reviewed = o.state === 'done';
  const split = splitOf(o.price, listing?.fee_bps ?? 0, listing?.resale ? listing.royalty_bps : 0);
  return {
    id: o.id,
    code: item?.code ?? '',
    name: item?.name ?? '',
    image: item?.cover ?? '',
    currency: o.currency,
    price: o.price,
    kind: o.kind,
    state: o.state,
    due_at: o.due_at === null ? null : Number(o.due_at),
    margin: o.margin,
    side: o.buyer === holder ? 'buyer' : 'seller',
    resale: o.seller.startsWith('user:'),
    fee: reviewed ? o.fee : split.fee,
    royalty: reviewed ? o.royalty : split.royalty,
    proceeds: split.seller,
    created_at: Number(o.created_at),
    paid_at: o.paid_at === null ? null : Number(o.paid_at),
    reviewed_at: o.reviewed_at === null ? null : Number(o.reviewed_at),
  };
}

export function itemView(
  i: ItemRow,
  artist: ArtistRow | undefined,
  state: MyNft['state'],
  proof: MyNft['proof'],
): MyNft {
  return {
    kind: 'artwork',
    code: i.code,
    box_id: null,
    name: i.name,
    image: i.cover,
    type: i.media_type as NftMediaType,
    rarity: i.rarity,
    author_name: artist?.name ?? '',
    state,
    proof,
    acquired_at: Number(i.acquired_at),
  };
}

/** Bidders are shown masked: the first and last character of their id. */
const masked = (userId: string) => `${userId.slice(0, 2)}***${userId.slice(-2)}`;

/** A bid as its reader sees it. */
export function bidView(
  b: { id: string; user_id: string; price: string; raise: string; created_at: number },
  userId: string | null,
): NftBid {
  return {
    id: b.id,
    price: b.price,
    raise: b.raise,
    bidder: masked(b.user_id),
    mine: userId !== null && b.user_id === userId,
    created_at: Number(b.created_at),
  };
}
