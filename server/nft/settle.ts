// The marketplace's sweep, 'nft.settle' on the job runner (issue 17, ADR 21). An auction whose end
// (after any anti-sniping extension) has passed is closed in one transaction: the leader gets a
// payment order due `pay_window_ms` after the end and keeps the margin frozen, every other margin
// is released; with no bid the listing just ends. A payment order past its due time expires: the
// winner's margin goes to the seller and the artwork stays with its owner. A fixed sale or a box
// series past its end is closed. Each change is the state change of the rows it handles, in the
// transaction of its entries, so it happens once whichever node runs it and however late.
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import type { SweepJob } from '../core/jobs';
import type { Ledger, Trx } from '../ledger/ledger';
import { holderOf, marginForfeitEntry, marginReleaseEntry, userOf } from './money';
import type { NftStore } from './store';

type Deps = { opened: OpenedDb; ledger: Ledger; clock: Clock; store: NftStore };

export function makeNftSettlement({ opened, ledger, clock, store }: Deps): SweepJob {
  const { db } = opened;

  async function releaseMargins(trx: Trx, listing: number, currency: string, keep: string | null) {
    const held = await trx
      .selectFrom('nft_margin')
      .selectAll()
      .where('listing_id', '=', listing)
      .where('state', '=', 'held')
      .execute();
    for (const m of held) {
      if (m.user_id === keep) continue;
      await ledger.post(trx, marginReleaseEntry({ listing, holder: holderOf(m.user_id), currency, amount: m.amount }));
      await trx
        .updateTable('nft_margin')
        .set({ state: 'released' })
        .where('listing_id', '=', listing)
        .where('user_id', '=', m.user_id)
        .execute();
      await store.tell(trx, m.user_id, { kind: 'margin_released', listing, amount: m.amount, currency });
    }
  }

  async function close(id: number) {
    await ledger.write(async (trx) => {
      const l = await store.listing(trx, { id }, true);
      const now = clock.now();
      if (l?.state !== 'open' || Number(l.end_at) > now) return;
      const seller = userOf(l.seller);
      if (l.pay_type === 2 && l.leader && l.current_bid) {
        const orderId = `${l.id}-${l.bid_count}`;
        await trx
          .insertInto('nft_order')
          .values({
            id: orderId,
            listing_id: l.id,
            item_id: l.item_id as number,
            buyer: holderOf(l.leader),
            seller: l.seller,
            kind: 'auction',
            currency: l.currency,
            price: l.current_bid,
            margin: l.margin,
            fee: '0',
            royalty: '0',
            state: 'unpaid',
            due_at: Number(l.end_at) + Number(l.pay_window_ms),
            paid_at: null,
            reviewed_at: null,
            reviewer: null,
            reason: null,
            created_at: now,
          })
          .execute();
        await releaseMargins(trx, l.id, l.currency, l.leader);
        await trx.updateTable('nft_listing').set({ state: 'sold', settled_at: now }).where('id', '=', l.id).execute();
        await store.tell(trx, l.leader, {
          kind: 'won',
          listing: l.id,
          order: orderId,
          amount: l.current_bid,
          currency: l.currency,
        });
        return;
      }
      await releaseMargins(trx, l.id, l.currency, null);
      await trx.updateTable('nft_listing').set({ state: 'ended', settled_at: now }).where('id', '=', l.id).execute();
      if (l.pay_type !== 3)
        await store.tell(trx, seller, { kind: 'not_sold', listing: l.id, amount: l.price, currency: l.currency });
    });
  }

  async function expire(id: string) {
    await ledger.write(async (trx) => {
      let q = trx.selectFrom('nft_order').selectAll().where('id', '=', id);
      if (opened.kind === 'postgres') q = q.forUpdate();
      const o = await q.executeTakeFirst();
      if (o?.state !== 'unpaid' || Number(o.due_at) > clock.now()) return;
      const winner = userOf(o.buyer) as string;
      await ledger.post(
        trx,
        marginForfeitEntry(
          { listing: o.listing_id, holder: o.buyer, currency: o.currency, amount: o.margin },
          o.seller,
          o.id,
        ),
      );
      await trx.updateTable('nft_order').set({ state: 'expired' }).where('id', '=', o.id).execute();
      await trx
        .updateTable('nft_margin')
        .set({ state: 'forfeited' })
        .where('listing_id', '=', o.listing_id)
        .where('user_id', '=', winner)
        .execute();
      await trx.updateTable('nft_listing').set({ state: 'ended' }).where('id', '=', o.listing_id).execute();
      await store.tell(trx, winner, {
        kind: 'margin_forfeited',
        listing: o.listing_id,
        order: o.id,
        amount: o.margin,
        currency: o.currency,
      });
      await store.tell(trx, userOf(o.seller), {
        kind: 'not_sold',
        listing: o.listing_id,
        order: o.id,
        amount: o.margin,
        currency: o.currency,
      });
    });
  }

  return {
    kind: 'sweep',
    name: 'nft.settle',
    every: 1_000,
    async run(now) {
      const ended = await db
        .selectFrom('nft_listing')
        .select('id')
        .where('state', '=', 'open')
        .where('end_at', '<=', now)
        .orderBy('end_at')
        .execute();
      for (const { id } of ended) await close(id);
      const overdue = await db
        .selectFrom('nft_order')
        .select('id')
        .where('state', '=', 'unpaid')
        .where('due_at', '<=', now)
        .execute();
      for (const { id } of overdue) await expire(id);
    },
  };
}
