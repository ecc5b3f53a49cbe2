// Whether a listing sells now, and whether a user may join its auction: one check for buying,
// the margin and bids (./trade.ts, ./bids.ts). Pure: the refusal, or null.
import { Refusal } from '../core/errors';
import { nftMessages } from './messages';
import { holderOf } from './money';
import { type ListingRow, listingTimes } from './view';

export function saleRefusal(l: ListingRow | undefined, now: number): Refusal | null {
  if (l?.state !== 'open') return new Refusal(nftMessages.notOnSale);
  const { start, end } = listingTimes(l);
  if (now < start) return new Refusal(nftMessages.notStarted, { start: new Date(start) });
  if (now >= end) return new Refusal(nftMessages.notOnSale);
  return null;
}

export function auctionRefusal(l: ListingRow | undefined, userId: string, now: number): Refusal | null {
  const sale = saleRefusal(l, now);
  if (sale || !l) return sale;
  if (l.pay_type !== 2) return new Refusal(nftMessages.notAuction);
  if (l.seller === holderOf(userId)) return new Refusal(nftMessages.ownItem);
  return null;
}
