// NFT sales (issue 17): an auction's bids, replayed in their order by contract/nft-rules.ts, each
// raise the one before by the step (the first from the start price), made in the sale's window by
// someone neither the seller nor already leading; its order went to the last bid — the highest
// valid one — at that price and margin. A fixed-price order is at the listing's price. The money
// follows the order's state, each payment once: paid into escrow, then to the seller less the
// platform's fee and the creator's royalty by the rules (or back to the buyer), or an unpaid win's
// margin to the seller.
import { bidOf, splitOf } from '../../../contract/nft-rules';
import { ESCROW, FEES, holderOf } from '../../nft/money';
import type { ListingRow } from '../../nft/view';
import { type AuditContext, type Checker, makeExpected } from '../checker';
import { same } from '../report';
import { amountTo, chunks, PAGE, pages } from '../source';

const KIND = 'nft';

type Bid = { user_id: string; price: string; raise: string; seq: number; created_at: number | string };

/** The winning bid by the rules, naming every bid that breaks them. */
function winnerOf(ctx: AuditContext, order: string, l: ListingRow, bids: Bid[]): Bid | undefined {
  let last: Bid | undefined;
  for (const b of bids) {
    const at = Number(b.created_at);
    const judged = bidOf({ price: l.price, per_increase: l.per_increase, current_bid: last?.price ?? null }, b.raise);
    const what = `bid ${b.seq}`;
    if (b.seq !== (last?.seq ?? 0) + 1)
      ctx.findings.differ(KIND, order, `${what}'s number`, (last?.seq ?? 0) + 1, b.seq);
    if (!judged.ok) ctx.findings.differ(KIND, order, `${what}'s raise`, `≥ ${l.per_increase}`, b.raise);
    else if (!same(judged.bid, b.price)) ctx.findings.differ(KIND, order, `${what}'s price`, judged.bid, b.price);
    if (at < Number(l.start_at) || at >= Number(l.end_at))
      ctx.findings.differ(KIND, order, `${what}'s time`, `in [${l.start_at}, ${l.end_at})`, at);
    if (holderOf(b.user_id) === l.seller || b.user_id === last?.user_id)
      ctx.findings.differ(KIND, order, `${what}'s bidder`, 'neither the seller nor the leader', b.user_id);
    last = b;
  }
  return last;
}

export function nftChecker(): Checker {
  const paid = makeExpected(KIND);
  const sold = makeExpected(KIND);
  const refunded = makeExpected(KIND);
  const forfeited = makeExpected(KIND);
  /** What each approved sale's entry pays besides the seller: the fee and the royalty. */
  const cuts = new Map<string, { currency: string; fee: string; royalty: string; artist: string }>();
  return {
    entryKinds: ['nft_pay', 'nft_sale', 'nft_refund', 'nft_margin_forfeit'],
    async rows(ctx) {
      const { db, findings } = ctx;
      for await (const page of pages((after) => {
        let q = db.selectFrom('nft_order').selectAll();
        if (after !== null) q = q.where('id', '>', String(after));
        return q.orderBy('id').limit(PAGE).execute();
      })) {
        const listings = new Map<number, ListingRow>();
        const bids = new Map<number, Bid[]>();
        const artists = new Map<number, string>();
        for (const part of chunks([...new Set(page.map((o) => o.listing_id))])) {
          for (const l of await db.selectFrom('nft_listing').selectAll().where('id', 'in', part).execute())
            listings.set(l.id, l);
          const rows = await db
            .selectFrom('nft_bid')
            .select(['listing_id', 'user_id', 'price', 'raise', 'seq', 'created_at'])
            .where('listing_id', 'in', part)
            .orderBy('listing_id')
            .orderBy('seq')
            .execute();
          for (const b of rows) bids.set(b.listing_id, [...(bids.get(b.listing_id) ?? []), b]);
        }
        const done = page.filter((o) => o.state === 'done');
        for (const part of chunks([...new Set(done.map((o) => o.item_id))]))
          for (const r of await db
            .selectFrom('nft_item')
            .innerJoin('nft_artist', 'nft_artist.id', 'nft_item.artist_id')
            .select(['nft_item.id', 'nft_artist.holder'])
            .where('nft_item.id', 'in', part)
            .execute())
            artists.set(r.id, r.holder);
        for (const o of page) {
          findings.count(KIND);
          const l = listings.get(o.listing_id);
          if (!l) {
            findings.differ(KIND, o.id, 'listing', o.listing_id, 'missing');
            continue;
          }
          if (o.kind === 'auction') {
            const won = winnerOf(ctx, o.id, l, bids.get(l.id) ?? []);
            const expected = {
              id: `${l.id}-${won?.seq ?? 0}`,
              buyer: won ? holderOf(won.user_id) : 'no bid',
              price: won?.price ?? 'no bid',
              margin: l.margin,
              due_at: String(Number(l.end_at) + Number(l.pay_window_ms)),
            };
            const found = { ...o, due_at: String(o.due_at) };
            for (const field of ['id', 'buyer', 'price', 'margin', 'due_at'] as const)
              if (!same(expected[field], found[field]))
                findings.differ(KIND, o.id, `won ${field}`, expected[field], found[field]);
          } else if (!same(o.price, l.price)) findings.differ(KIND, o.id, 'price (the listing’s)', l.price, o.price);
          if (o.seller !== l.seller) findings.differ(KIND, o.id, 'seller', l.seller, o.seller);
          if (['review', 'done', 'rejected'].includes(o.state)) paid.set(o.id, ESCROW, o.currency, o.price);
          if (o.state === 'rejected') refunded.set(o.id, o.buyer, o.currency, o.price);
          if (o.state === 'expired') forfeited.set(o.id, o.seller, o.currency, o.margin);
          if (o.state === 'done') {
            const split = splitOf(o.price, l.fee_bps, l.resale ? l.royalty_bps : 0);
            if (!same(split.fee, o.fee)) findings.differ(KIND, o.id, 'fee', split.fee, o.fee);
            if (!same(split.royalty, o.royalty)) findings.differ(KIND, o.id, 'royalty', split.royalty, o.royalty);
            sold.set(o.id, o.seller, o.currency, split.seller);
            const artist = artists.get(o.item_id) ?? 'no artist';
            cuts.set(o.id, { currency: o.currency, fee: split.fee, royalty: split.royalty, artist });
          }
        }
      }
    },
    entry(e, ctx) {
      const id = String(e.memo.order);
      const found = (holder: string, currency: string) => amountTo(e.postings, holder, currency);
      if (e.kind === 'nft_pay') return paid.heard(id, e.id, found, ctx);
      if (e.kind === 'nft_refund') return refunded.heard(id, e.id, found, ctx);
      if (e.kind === 'nft_margin_forfeit') return forfeited.heard(id, e.id, found, ctx);
      sold.heard(id, e.id, found, ctx);
      const cut = cuts.get(id);
      if (!cut) return;
      const fee = amountTo(e.postings, FEES, cut.currency);
      if (!same(fee, cut.fee)) ctx.findings.differ(KIND, id, `fee in ${e.id}`, cut.fee, fee);
      const royalty = amountTo(e.postings, cut.artist, cut.currency);
      if (!same(royalty, cut.royalty)) ctx.findings.differ(KIND, id, `royalty in ${e.id}`, cut.royalty, royalty);
    },
    finish(ctx) {
      for (const expected of [paid, sold, refunded, forfeited]) expected.finish(ctx);
    },
  };
}
