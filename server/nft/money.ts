// The marketplace's ledger entries, pure (issue 17, ADR 21). Users pay from their coin account (2).
// An auction's margin is frozen there. A sale's payment waits in `system:nft-escrow` until an
// operator reviews it (spec §6); approved, it goes to the seller less the platform's fee
// (`system:fees`) and, on a resale, the creator's royalty; rejected, it goes back to the buyer.
// Blind boxes are the platform's own sale: paid to `system:nft` at once.
import Decimal from 'decimal.js';
import type { EntryInput } from '../ledger/ledger';
import type { Posting } from '../ledger/rules';

export const COIN = 2;
export const PLATFORM = 'system:nft';
export const ESCROW = 'system:nft-escrow';
export const FEES = 'system:fees';

export const holderOf = (userId: string) => `user:${userId}`;
export const userOf = (holder: string) => (holder.startsWith('user:') ? holder.slice(5) : null);

const post = (holder: string, currency: string, field: Posting['field'], amount: Decimal.Value): Posting => ({
  holder,
  account: holder.startsWith('user:') ? COIN : 0,
  currency,
  field,
  amount: new Decimal(amount).toFixed(),
});

const entry = (kind: string, actor: string, memo: object, postings: Posting[], requestId?: string | null) => ({
  kind,
  actor,
  memo,
  requestId,
  postings: postings.filter((p) => !new Decimal(p.amount).isZero()),
});

type Margin = { listing: number; holder: string; currency: string; amount: string };

export const marginHoldEntry = (m: Margin, requestId: string | null): EntryInput =>
  entry(
    'nft_margin',
    m.holder,
    { listing: m.listing },
    [
      post(m.holder, m.currency, 'available', new Decimal(m.amount).neg()),
      post(m.holder, m.currency, 'frozen', m.amount),
    ],
    requestId,
  );

export const marginReleaseEntry = (m: Margin): EntryInput =>
  entry('nft_margin_release', PLATFORM, { listing: m.listing }, [
    post(m.holder, m.currency, 'frozen', new Decimal(m.amount).neg()),
    post(m.holder, m.currency, 'available', m.amount),
  ]);

/** The winner who did not pay in time: the margin goes to the seller (disclosed on every auction). */
export const marginForfeitEntry = (m: Margin, seller: string, order: string): EntryInput =>
  entry('nft_margin_forfeit', PLATFORM, { listing: m.listing, order }, [
    post(m.holder, m.currency, 'frozen', new Decimal(m.amount).neg()),
    post(seller, m.currency, 'available', m.amount),
  ]);

type Sale = { id: string; buyer: string; seller: string; currency: string; price: string; margin: string };

/** The buyer pays into escrow; an auction's margin is freed in the same entry. */
export const payEntry = (o: Sale, requestId: string | null): EntryInput =>
  entry(
    'nft_pay',
    o.buyer,
    { order: o.id },
    [
      post(o.buyer, o.currency, 'available', new Decimal(o.margin).minus(o.price)),
      post(o.buyer, o.currency, 'frozen', new Decimal(o.margin).neg()),
      post(ESCROW, o.currency, 'available', o.price),
    ],
    requestId,
  );

export const approveEntry = (o: Sale, split: { fee: string; royalty: string; seller: string }, artist: string) =>
  entry('nft_sale', PLATFORM, { order: o.id }, [
    post(ESCROW, o.currency, 'available', new Decimal(o.price).neg()),
    post(o.seller, o.currency, 'available', split.seller),
    post(FEES, o.currency, 'available', split.fee),
    post(artist, o.currency, 'available', split.royalty),
  ]);

export const refundEntry = (o: Sale) =>
  entry('nft_refund', PLATFORM, { order: o.id }, [
    post(ESCROW, o.currency, 'available', new Decimal(o.price).neg()),
    post(o.buyer, o.currency, 'available', o.price),
  ]);

export const boxEntry = (box: string, buyer: string, currency: string, price: string, requestId: string | null) =>
  entry(
    'nft_box',
    buyer,
    { box },
    [post(buyer, currency, 'available', new Decimal(price).neg()), post(PLATFORM, currency, 'available', price)],
    requestId,
  );
