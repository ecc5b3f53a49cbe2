// The back office's marketplace (issue 17, ADR 21): the sales waiting for review (spec §6: funds
// reach the seller only after customer service approves), adding artists and artworks, listing an
// artwork the platform holds, and listing a blind box series over box designs it holds, with the
// series' seed chain made here.
// Each decision is one transaction with its ledger entry and its audit record. No route sets a
// price that was bid, an outcome or a balance.
import Decimal from 'decimal.js';
import type { z } from 'zod';
import { LOCALES } from '../../contract/locales';
import type {
  AdminNftArtist,
  AdminNftBox,
  AdminNftItem,
  AdminNftOrder,
  adminArtistRequest,
  adminArtworkRequest,
  adminBoxRequest,
  adminListRequest,
  NftOrderState,
  NftPage,
} from '../../contract/nft';
import { type BoxOdds, oddsValid, seedChain, splitOf } from '../../contract/nft-rules';
import type { Audit } from '../admin/audit';
import type { Operator } from '../admin/operators';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Ids } from '../core/ids';
import type { Ledger } from '../ledger/ledger';
import { MIME_OF_EXT } from './media';
import { nftMessages } from './messages';
import { approveEntry, PLATFORM, refundEntry, userOf } from './money';
import type { NftStore } from './store';
import { orderView, pageOf } from './view';

type Deps = { db: Db; ledger: Ledger; audit: Audit; clock: Clock; ids: Ids; store: NftStore };
type Actor = { operator: Operator; ip: string };

const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;
const RARITIES = ['N', 'R', 'SR', 'SSR'];
/** An uploaded file's extension, when `url` is one of /upload/nft/. */
const uploadedExt = (url: string) => /^\/upload\/nft\/[\w-]+\.(\w+)$/.exec(url)?.[1] ?? '';

export function makeNftAdmin({ db, ledger, audit, clock, ids, store }: Deps) {
  return {
    async orders(state: NftOrderState | undefined, page: number, limit: number): Promise<NftPage<AdminNftOrder>> {
      let q = db.selectFrom('nft_order');
      if (state) q = q.where('state', '=', state);
      const [rows, count] = await Promise.all([
        q
          .selectAll()
          .orderBy('created_at', state === 'review' ? 'asc' : 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const ids = [...new Set(rows.map((o) => o.listing_id))];
      const listings = ids.length
        ? await db.selectFrom('nft_listing').selectAll().where('id', 'in', ids).execute()
        : [];
      const items = rows.length
        ? await db
            .selectFrom('nft_item')
            .selectAll()
            .where(
              'id',
              'in',
              rows.map((o) => o.item_id),
            )
            .execute()
        : [];
      const listing = new Map(listings.map((l) => [l.id, l]));
      const item = new Map(items.map((i) => [i.id, i]));
      const userIds = [...new Set(rows.flatMap((o) => [userOf(o.buyer), userOf(o.seller)]).filter((u) => u !== null))];
      const users = userIds.length
        ? await db.selectFrom('users').select(['id', 'email', 'mobile']).where('id', 'in', userIds).execute()
        : [];
      const user = new Map(users.map((u) => [u.id, { user_id: u.id, email: u.email, mobile: u.mobile }]));
      const party = (holder: string) => user.get(userOf(holder) ?? '') ?? null;
      return pageOf(
        rows.map((o) => ({
          ...orderView(o, item.get(o.item_id), listing.get(o.listing_id), o.seller),
          buyer: party(o.buyer),
          seller: party(o.seller),
          listing_id: o.listing_id,
          resale: listing.get(o.listing_id)?.resale === 1,
        })),
        Number(count.n),
        page,
        limit,
      );
    },

    /** Approves (the seller is paid, less fee and royalty; the artwork changes hands) or rejects (refund). */
    async review(actor: Actor, id: string, approve: boolean, reason: string) {
      await ledger.write(async (trx) => {
        let q = trx.selectFrom('nft_order').selectAll().where('id', '=', id);
        if (store.kind === 'postgres') q = q.forUpdate();
        const o = await q.executeTakeFirst();
        if (!o) throw new Refusal(nftMessages.orderUnknown);
        if (o.state !== 'review') throw new Refusal(nftMessages.orderNotInReview);
        const l = await store.listing(trx, { id: o.listing_id });
        const item = await trx.selectFrom('nft_item').selectAll().where('id', '=', o.item_id).executeTakeFirstOrThrow();
        const now = clock.now();
        let after: object;
        if (approve) {
          const split = splitOf(o.price, l?.fee_bps ?? 0, l?.resale ? l.royalty_bps : 0);
          const artist = await trx
            .selectFrom('nft_artist')
            .select('holder')
            .where('id', '=', item.artist_id)
            .executeTakeFirstOrThrow();
          await ledger.post(trx, approveEntry(o, split, artist.holder));
          await trx
            .updateTable('nft_item')
            .set({ owner: o.buyer, acquired_at: now })
            .where('id', '=', item.id)
            .execute();
          after = {
            state: 'done',
            fee: split.fee,
            royalty: split.royalty,
            reviewed_at: now,
            reviewer: actor.operator.id,
          };
          await store.tell(trx, userOf(o.buyer), {
            kind: 'approved',
            listing: o.listing_id,
            order: o.id,
            amount: o.price,
            currency: o.currency,
          });
          await store.tell(trx, userOf(o.seller), {
            kind: 'sold',
            listing: o.listing_id,
            order: o.id,
            amount: split.seller,
            currency: o.currency,
          });
        } else {
          await ledger.post(trx, refundEntry(o));
          await trx.updateTable('nft_listing').set({ state: 'ended' }).where('id', '=', o.listing_id).execute();
          after = { state: 'rejected', reason, reviewed_at: now, reviewer: actor.operator.id };
          await store.tell(trx, userOf(o.buyer), {
            kind: 'rejected',
            listing: o.listing_id,
            order: o.id,
            amount: o.price,
            currency: o.currency,
          });
        }
        await trx.updateTable('nft_order').set(after).where('id', '=', o.id).execute();
        await audit.record(trx, {
          operatorId: actor.operator.id,
          action: approve ? 'nft.sale.approve' : 'nft.sale.reject',
          targetType: 'nft_order',
          targetId: o.id,
          before: o,
          after: { ...o, ...after },
          ip: actor.ip,
        });
      });
    },

    /** Adds an artwork the platform holds, from media uploaded to /upload/nft/, audited. */
    async addArtwork(actor: Actor, f: z.output<typeof adminArtworkRequest>): Promise<AdminNftItem> {
      const mime = MIME_OF_EXT[uploadedExt(f.media)];
      if (!mime) throw new Refusal(nftMessages.badMedia);
      const picture = mime.startsWith('image/');
      if (!picture && !MIME_OF_EXT[uploadedExt(f.cover)]?.startsWith('image/')) throw new Refusal(nftMessages.badMedia);
      if (!f.descriptions.en?.trim()) throw new Refusal(nftMessages.badArtwork);
      return ledger.write(async (trx) => {
        const artist = await trx.selectFrom('nft_artist').selectAll().where('uid', '=', f.artist).executeTakeFirst();
        if (!artist) throw new Refusal(nftMessages.artistUnknown);
        const id = await store.nextId(trx, 'next_item');
        const now = clock.now();
        const row = {
          id,
          code: `ART-${String(id).padStart(5, '0')}`,
          name: f.name,
          artist_id: artist.id,
          collection: f.collection,
          media_type: mime === 'image/gif' ? 2 : picture ? 1 : mime.startsWith('audio/') ? 3 : 4,
          media: f.media,
          media_mime: mime,
          cover: picture ? f.media : f.cover,
          rarity: f.rarity,
          royalty_bps: f.royalty_bps,
          descriptions: JSON.stringify(
            Object.fromEntries(
              LOCALES.flatMap((l) => (f.descriptions[l]?.trim() ? [[l, f.descriptions[l]?.trim()]] : [])),
            ),
          ),
          owner: PLATFORM,
          template: f.design ? 1 : 0,
          edition_of: null,
          edition: null,
          acquired_at: now,
          created_at: now,
        };
        await trx.insertInto('nft_item').values(row).execute();
        await audit.record(trx, {
          operatorId: actor.operator.id,
          action: 'nft.artwork.create',
          targetType: 'nft_item',
          targetId: row.code,
          before: null,
          after: row,
          ip: actor.ip,
        });
        return {
          code: row.code,
          name: row.name,
          image: row.cover,
          rarity: row.rarity,
          author_name: artist.name,
          listed: false,
          design: f.design,
        };
      });
    },

    /** Adds an artist, with a ledger holder of their own for the royalties their resales earn, audited. */
    async addArtist(actor: Actor, f: z.output<typeof adminArtistRequest>): Promise<AdminNftArtist> {
      if (!MIME_OF_EXT[uploadedExt(f.avatar)]?.startsWith('image/') || !f.intros.en?.trim())
        throw new Refusal(nftMessages.badArtist);
      return ledger.write(async (trx) => {
        // Artists are few and added by hand: the marketplace's terms row, written first, keeps two
        // additions at once (on PostgreSQL) from taking the same next id.
        await trx
          .updateTable('nft_terms')
          .set((eb) => ({ updated_at: eb.ref('updated_at') }))
          .where('id', '=', 1)
          .execute();
        const last = await trx
          .selectFrom('nft_artist')
          .select((eb) => eb.fn.max('id').as('n'))
          .executeTakeFirst();
        const slug = f.name
          .normalize('NFKD')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 24);
        let uid = slug || 'artist';
        while (await trx.selectFrom('nft_artist').select('id').where('uid', '=', uid).executeTakeFirst())
          uid = `${slug || 'artist'}-${ids.pick('abcdefghijkmnpqrstuvwxyz23456789', 4)}`;
        const row = {
          id: Number(last?.n ?? 0) + 1,
          uid,
          name: f.name,
          avatar: f.avatar,
          intro: JSON.stringify(
            Object.fromEntries(LOCALES.flatMap((l) => (f.intros[l]?.trim() ? [[l, f.intros[l]?.trim()]] : []))),
          ),
          holder: `system:nft-artist:${uid}`,
          created_at: clock.now(),
        };
        await trx.insertInto('nft_artist').values(row).execute();
        await audit.record(trx, {
          operatorId: actor.operator.id,
          action: 'nft.artist.create',
          targetType: 'nft_artist',
          targetId: uid,
          before: null,
          after: row,
          ip: actor.ip,
        });
        return { uid, name: row.name };
      });
    },

    async artists(): Promise<AdminNftArtist[]> {
      return db.selectFrom('nft_artist').select(['uid', 'name']).orderBy('name').execute();
    },

    async items(): Promise<AdminNftItem[]> {
      const [items, artists] = await Promise.all([
        db
          .selectFrom('nft_item')
          .selectAll()
          .where('owner', '=', PLATFORM)
          .where('edition_of', 'is', null)
          .orderBy('code')
          .execute(),
        db.selectFrom('nft_artist').select(['id', 'name']).execute(),
      ]);
      const artist = new Map(artists.map((a) => [a.id, a.name]));
      return Promise.all(
        items.map(async (i) => {
          const last = await store.listing(db, { code: i.code });
          return {
            code: i.code,
            name: i.name,
            image: i.cover,
            rarity: i.rarity,
            author_name: artist.get(i.artist_id) ?? '',
            listed: last !== undefined && last.state !== 'ended',
            design: i.template === 1,
          };
        }),
      );
    },

    /** Lists an artwork the platform holds (not a box design) for a fixed price or by auction. */
    async list(actor: Actor, f: z.output<typeof adminListRequest>): Promise<{ id: number }> {
      return ledger.write(async (trx) => {
        const now = clock.now();
        const item = await trx.selectFrom('nft_item').selectAll().where('code', '=', f.code).executeTakeFirst();
        const last = await store.listing(trx, { code: f.code });
        if (!item || item.owner !== PLATFORM || item.template === 1 || (last && last.state !== 'ended'))
          throw new Refusal(nftMessages.itemNotHeld);
        if (!AMOUNT.test(f.price) || new Decimal(f.price).lte(0)) throw new Refusal(nftMessages.badPrice);
        const auction = f.pay_type === 2;
        if (auction && (!AMOUNT.test(f.per_increase) || new Decimal(f.per_increase).lte(0)))
          throw new Refusal(nftMessages.badIncrease);
        if (auction && (!AMOUNT.test(f.margin) || new Decimal(f.margin).lte(0)))
          throw new Refusal(nftMessages.badMargin);
        if (f.end_time <= f.start_time) throw new Refusal(nftMessages.badTimes);
        const sale = {
          code: item.code,
          pay_type: f.pay_type,
          seller: PLATFORM,
          resale: 0,
          name: item.name,
          cover: item.cover,
          currency: 'USDT',
          price: new Decimal(f.price).toFixed(),
          per_increase: auction ? new Decimal(f.per_increase).toFixed() : '0',
          margin: auction ? new Decimal(f.margin).toFixed() : '0',
          start_at: Math.max(f.start_time, now),
          end_at: f.end_time,
        };
        const id = await store.list(trx, sale, item);
        await audit.record(trx, {
          operatorId: actor.operator.id,
          action: 'nft.listing.create',
          targetType: 'nft_listing',
          targetId: String(id),
          before: null,
          after: sale,
          ip: actor.ip,
        });
        return { id };
      });
    },

    /**
     * Lists a blind box series over box designs the platform holds: each rarity's share in basis
     * points (together 10,000) among designs of that rarity. The series' secret seed chain is made
     * here and only its end, the commitment, is published (and audited); the chain's top stays in
     * the listing row until boxes are opened one by one (contract/nft-rules.ts).
     */
    async listBox(actor: Actor, f: z.output<typeof adminBoxRequest>): Promise<AdminNftBox> {
      if (!MIME_OF_EXT[uploadedExt(f.cover)]?.startsWith('image/')) throw new Refusal(nftMessages.badBox);
      if (!AMOUNT.test(f.price) || new Decimal(f.price).lte(0)) throw new Refusal(nftMessages.badPrice);
      const start = Math.max(f.start_time, clock.now());
      if (f.end_time <= start) throw new Refusal(nftMessages.badTimes);
      const odds: BoxOdds = [...f.odds].sort((a, b) => RARITIES.indexOf(a.rarity) - RARITIES.indexOf(b.rarity));
      const codes = odds.flatMap((o) => o.codes);
      const once = new Set(odds.map((o) => o.rarity)).size === odds.length && new Set(codes).size === codes.length;
      if (!once || !oddsValid(odds)) throw new Refusal(nftMessages.badOdds);
      // Made before the transaction: up to 10,000 hashes, and nothing in it depends on the database.
      const top = ids.pick('0123456789abcdef', 64);
      const commitment = (await seedChain(top, f.boxes))[0] as string;
      return ledger.write(async (trx) => {
        const designs = await trx.selectFrom('nft_item').selectAll().where('code', 'in', codes).execute();
        const rarityOf = new Map(
          designs.filter((d) => d.template === 1 && d.owner === PLATFORM).map((d) => [d.code, d.rarity]),
        );
        if (!odds.every((o) => o.codes.every((c) => rarityOf.get(c) === o.rarity)))
          throw new Refusal(nftMessages.badOdds);
        let code = '';
        while (!code || (await store.listing(trx, { code })))
          code = `BOX-${ids.pick('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)}`;
        const series = {
          code,
          pay_type: 3,
          seller: PLATFORM,
          resale: 0,
          name: f.name,
          cover: f.cover,
          currency: 'USDT',
          price: new Decimal(f.price).toFixed(),
          start_at: start,
          end_at: f.end_time,
          boxes_total: f.boxes,
          odds: JSON.stringify(odds),
          commitment,
        };
        const id = await store.list(trx, { ...series, chain_top: top }, null);
        await audit.record(trx, {
          operatorId: actor.operator.id,
          action: 'nft.box.create',
          targetType: 'nft_listing',
          targetId: String(id),
          before: null,
          after: series,
          ip: actor.ip,
        });
        return { code, commitment };
      });
    },
  };
}

export type NftAdmin = ReturnType<typeof makeNftAdmin>;
