// Buying, the auction margin, paying and reselling (issue 17, ADR 21). Every call is one write
// transaction that locks the listing (or order) it changes, judges it as it is there, and writes the
// business rows with their ledger entry; so of many buyers of one artwork exactly one gets it.
// Buying, the margin and paying are money desk requests (ADR 25): each one's check locks and judges
// the listing (or order) in the batch, one request on it per batch.
// Every call honours Idempotency-Key. Bids are ./bids.ts (group commit).
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { buyRequest, MyNft, marginRequest, NftOrder, payOrderRequest, resellRequest } from '../../contract/nft';
import { marginOf, resaleProblem } from '../../contract/nft-rules';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import { replayOf, requestHash } from '../core/idempotency';
import type { Ids } from '../core/ids';
import type { Ledger } from '../ledger/ledger';
import type { MoneyDesk } from '../ledger/money-desk';
import { walletMessages } from '../wallet/messages';
import type { PaymentCheck } from '../wallet/payment-check';
import type { BoxRow, NftBoxes } from './boxes';
import { auctionRefusal, saleRefusal } from './checks';
import { nftMessages } from './messages';
import { boxEntry, holderOf, marginHoldEntry, payEntry, userOf } from './money';
import type { NftStore } from './store';
import { type ItemRow, type ListingRow, type OrderRow, orderView } from './view';

type Deps = {
  db: Db;
  ledger: Ledger;
  desk: MoneyDesk;
  ids: Ids;
  clock: Clock;
  store: NftStore;
  boxes: NftBoxes;
  payment: PaymentCheck;
};
/** What a purchase's check found in its batch: the listing locked, and the box or the order it sells. */
type Sale = { l: ListingRow; box: BoxRow } | { l: ListingRow; order: OrderRow; item: ItemRow | undefined };
type Proof = { pay_password?: string | undefined; totp_code?: string | undefined };

/** A payment to this seller goes to another user at a price they chose: it needs the payer's proof. */
const peer = (seller: string) => userOf(seller) !== null;

export function makeNftTrade({ db, ledger, desk, ids, clock, store, boxes, payment }: Deps) {
  /**
   * Proves a payment to `seller` when it is a user (payment-check.ts); true when proved. Judged
   * before the write transaction, which refuses a peer payment that was not proved (the listing
   * under a code may have changed hands in between).
   */
  async function proveFor(userId: string, seller: string | undefined, f: Proof): Promise<boolean> {
    if (seller === undefined || !peer(seller)) return false;
    await payment.allowed(userId);
    await payment.proved(userId, { payPassword: f.pay_password ?? '', totpCode: f.totp_code });
    return true;
  }
  const unproved = () => new Refusal(walletMessages.payPasswordNeeded);

  return {
    /** buyNFT: a fixed-price artwork (paid into escrow for review) or one blind box. */
    async buy(userId: string, f: z.output<typeof buyRequest>, key: string | null) {
      const hash = requestHash(['nft.buy', { code: f.code, price: f.price, seed: f.seed }]);
      // A replay answers first: its proof was judged the first time.
      const replay = await replayOf<NftOrder>(db, userId, key, hash);
      if (replay) return replay.answer;
      const listed = await store.listing(db, { code: f.code });
      const proved = listed?.seller !== holderOf(userId) && (await proveFor(userId, listed?.seller, f));
      const buyer = holderOf(userId);
      return desk.submitChecked<NftOrder | MyNft, Sale>({
        userId,
        key,
        hash,
        check: {
          // One purchase of a code's listing per batch: of many buyers of one artwork, one gets it,
          // and each box of a series has its own number.
          scope: `nft:${f.code}`,
          run: async (trx) => {
            const now = clock.now();
            const l = await store.listing(trx, { code: f.code }, true);
            const refused = saleRefusal(l, now);
            if (refused || !l) throw refused;
            if (l.pay_type === 3) return { l, box: boxes.sale(userId, l, f, key) };
            if (l.pay_type !== 1) throw new Refusal(nftMessages.notOnSale);
            if (l.seller === buyer) throw new Refusal(nftMessages.ownItem);
            if (peer(l.seller) && !proved) throw unproved();
            if (f.price !== undefined && !(/^\d+(\.\d+)?$/.test(f.price) && new Decimal(f.price).eq(l.price)))
              throw new Refusal(nftMessages.priceChanged, { price: l.price, currency: l.currency });
            const order: OrderRow = {
              id: ids.sortable(now),
              listing_id: l.id,
              item_id: l.item_id as number,
              buyer,
              seller: l.seller,
              kind: 'buy',
              currency: l.currency,
              price: l.price,
              margin: '0',
              fee: '0',
              royalty: '0',
              state: 'review',
              due_at: null,
              paid_at: now,
              reviewed_at: null,
              reviewer: null,
              reason: null,
              created_at: now,
            };
            const item = await trx
              .selectFrom('nft_item')
              .selectAll()
              .where('id', '=', order.item_id)
              .executeTakeFirst();
            return { l, order, item };
          },
        },
        entry: (s) => ('box' in s ? boxEntry(s.box.id, buyer, s.l.currency, s.l.price, key) : payEntry(s.order, key)),
        answer: (_, s) => ('box' in s ? boxes.boxView(s.l, s.box) : orderView(s.order, s.item, s.l, buyer)),
        rows: async (trx, _, s) => {
          if ('box' in s) return boxes.writeSale(trx, s.box);
          await trx.insertInto('nft_order').values(s.order).execute();
          await trx.updateTable('nft_listing').set({ state: 'sold' }).where('id', '=', s.l.id).execute();
          await store.tell(trx, userId, {
            kind: 'paid',
            listing: s.l.id,
            order: s.order.id,
            amount: s.l.price,
            currency: s.l.currency,
          });
        },
      });
    },

    /** marginNFT: freezes the auction's margin, once (a first bid does it too). */
    async margin(userId: string, f: z.output<typeof marginRequest>, key: string | null) {
      const { code } = f;
      const hash = requestHash(['nft.margin', code]);
      if (await replayOf(db, userId, key, hash)) return;
      const listed = await store.listing(db, { code });
      const proved = listed?.seller !== holderOf(userId) && (await proveFor(userId, listed?.seller, f));
      await desk.submitChecked({
        userId,
        key,
        hash,
        check: {
          // With the code's purchases: one request on a listing per batch.
          scope: `nft:${code}`,
          run: async (trx) => {
            const l = await store.listing(trx, { code }, true);
            const refused = auctionRefusal(l, userId, clock.now());
            if (refused || !l) throw refused;
            if (peer(l.seller) && !proved) throw unproved();
            const held = await trx
              .selectFrom('nft_margin')
              .select('state')
              .where('listing_id', '=', l.id)
              .where('user_id', '=', userId)
              .executeTakeFirst();
            return { l, held: held !== undefined };
          },
        },
        // Held already (by a first bid, or an earlier call): nothing more moves.
        entry: ({ l, held }) =>
          held
            ? null
            : marginHoldEntry({ listing: l.id, holder: holderOf(userId), currency: l.currency, amount: l.margin }, key),
        answer: () => null,
        rows: async (trx, _, { l, held }) => {
          if (held) return;
          await trx
            .insertInto('nft_margin')
            .values({
              listing_id: l.id,
              user_id: userId,
              amount: l.margin,
              currency: l.currency,
              state: 'held',
              created_at: clock.now(),
            })
            .execute();
        },
      });
    },

    /** payNFTOrder: the auction's winner pays (into escrow for review); the margin is freed with it. */
    async pay(userId: string, f: z.output<typeof payOrderRequest>, key: string | null): Promise<NftOrder> {
      const { id } = f;
      const hash = requestHash(['nft.pay', id]);
      const replay = await replayOf<NftOrder>(db, userId, key, hash);
      if (replay) return replay.answer;
      // Only the payer's own order asks for their proof: anyone else's is unknown to them (below),
      // with no pay-password try spent on it.
      const due = await db
        .selectFrom('nft_order')
        .select('seller')
        .where('id', '=', id)
        .where('buyer', '=', holderOf(userId))
        .executeTakeFirst();
      // An order's seller never changes: proved (or not needed) here holds in the transaction.
      await proveFor(userId, due?.seller, f);
      const buyer = holderOf(userId);
      return desk.submitChecked({
        userId,
        key,
        hash,
        check: {
          // One payment of an order per batch: paid once however many ask at once.
          scope: `nft-order:${id}`,
          run: async (trx) => {
            let q = trx.selectFrom('nft_order').selectAll().where('id', '=', id).where('buyer', '=', buyer);
            if (store.kind === 'postgres') q = q.forUpdate();
            const o = await q.executeTakeFirst();
            if (!o) throw new Refusal(nftMessages.orderUnknown);
            if (o.state === 'expired') throw new Refusal(nftMessages.orderExpired);
            if (o.state !== 'unpaid') throw new Refusal(nftMessages.orderNotDue);
            const now = clock.now();
            if (o.due_at !== null && now >= Number(o.due_at)) throw new Refusal(nftMessages.orderExpired);
            const [item, l] = await Promise.all([
              trx.selectFrom('nft_item').selectAll().where('id', '=', o.item_id).executeTakeFirst(),
              store.listing(trx, { id: o.listing_id }),
            ]);
            return { o, now, item, l };
          },
        },
        entry: ({ o }) => payEntry(o, key),
        answer: (_, { o, now, item, l }) => orderView({ ...o, state: 'review', paid_at: now }, item, l, buyer),
        rows: async (trx, _, { o, now }) => {
          await trx.updateTable('nft_order').set({ state: 'review', paid_at: now }).where('id', '=', o.id).execute();
          await trx
            .updateTable('nft_margin')
            .set({ state: 'released' })
            .where('listing_id', '=', o.listing_id)
            .where('user_id', '=', userId)
            .execute();
          await store.tell(trx, userId, {
            kind: 'paid',
            listing: o.listing_id,
            order: o.id,
            amount: o.price,
            currency: o.currency,
          });
        },
      });
    },

    /** resellNFT: the owner lists an artwork; once listed it cannot be withdrawn (spec §4). */
    async resell(userId: string, f: z.output<typeof resellRequest>, key: string | null): Promise<{ id: number }> {
      const hash = requestHash(['nft.resell', f]);
      return ledger.write((trx) =>
        ledger.once(trx, userId, key, hash, async () => {
          const now = clock.now();
          const seller = holderOf(userId);
          let q = trx.selectFrom('nft_item').selectAll().where('code', '=', f.code);
          if (store.kind === 'postgres') q = q.forUpdate();
          const item = await q.executeTakeFirst();
          if (!item || item.owner !== seller || item.template === 1) throw new Refusal(nftMessages.notYours);
          const last = await store.listing(trx, { code: f.code });
          // Its own sale still running (listed, won and unpaid, or in review); a sale that made it theirs is over.
          if (last && last.state !== 'ended' && last.seller === seller) throw new Refusal(nftMessages.notResellable);
          const per = f.per_increase.trim();
          const payType = (f.pay_type ?? (per !== '' && !/^0*(\.0*)?$/.test(per) ? 2 : 1)) as 1 | 2;
          const problem = resaleProblem(
            { price: f.price, per_increase: per, start_time: f.start_time, end_time: f.end_time, pay_type: payType },
            now,
          );
          if (problem) {
            const refusal = {
              price: nftMessages.badPrice,
              increase: nftMessages.badIncrease,
              times: nftMessages.badTimes,
              start: nftMessages.startPassed,
              length: nftMessages.tooLong,
            }[problem];
            throw new Refusal(refusal);
          }
          const terms = await store.terms(trx);
          const id = await store.list(
            trx,
            {
              code: item.code,
              pay_type: payType,
              seller,
              resale: 1,
              name: item.name,
              cover: item.cover,
              currency: last?.currency ?? 'USDT',
              price: new Decimal(f.price).toFixed(),
              per_increase: payType === 2 ? new Decimal(per).toFixed() : '0',
              margin: payType === 2 ? marginOf(f.price, terms.resale_margin_bps) : '0',
              start_at: Math.max(f.start_time, now),
              end_at: f.end_time,
            },
            item,
          );
          return { id };
        }),
      );
    },
  };
}

export type NftTrade = ReturnType<typeof makeNftTrade>;
