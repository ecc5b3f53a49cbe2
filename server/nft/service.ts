// What the marketplace shows (issue 17, ADR 21): the market with its filters, a listing's page,
// artists, the reader's NFTs, bids, collection, orders and messages. Writes are ./trade.ts and
// ./boxes.ts; the auction's end and the payment deadline are ./settle.ts.
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Locale } from '../../contract/locales';
import type {
  boxListRequest,
  MyNft,
  NftArtist,
  NftDetail,
  NftListing,
  NftMessage,
  NftOrders,
  NftPage,
} from '../../contract/nft';
import { type BoxOdds, minimumBid, RECENT_BIDS } from '../../contract/nft-rules';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { NftBoxes } from './boxes';
import { nftMessages } from './messages';
import { holderOf } from './money';
import type { NftStore } from './store';
import {
  type ArtistRow,
  bidView,
  type ItemRow,
  itemView,
  type ListingRow,
  listingView,
  orderView,
  pageOf,
  textIn,
} from './view';

type Deps = { db: Db; clock: Clock; store: NftStore; boxes: NftBoxes };

export function makeNft({ db, clock, store, boxes }: Deps) {
  async function catalogue(listings: ListingRow[]) {
    const itemIds = [...new Set(listings.flatMap((l) => (l.item_id === null ? [] : [l.item_id])))];
    const items = itemIds.length
      ? await db.selectFrom('nft_item').selectAll().where('id', 'in', itemIds).execute()
      : [];
    const artists = await db.selectFrom('nft_artist').selectAll().execute();
    return {
      item: new Map(items.map((i) => [i.id, i])),
      artist: new Map(artists.map((a) => [a.id, a])),
    };
  }

  async function collectedBy(userId: string | null, codes: string[]) {
    if (!userId || codes.length === 0) return new Set<string>();
    const rows = await db
      .selectFrom('nft_collect')
      .select('code')
      .where('user_id', '=', userId)
      .where('code', 'in', codes)
      .execute();
    return new Set(rows.map((r) => r.code));
  }

  /** Box listings have no artwork of their own: their artist is the first design's. */
  async function views(listings: ListingRow[], userId: string | null): Promise<NftListing[]> {
    const { item, artist } = await catalogue(listings);
    const collected = await collectedBy(
      userId,
      listings.map((l) => l.code),
    );
    const now = clock.now();
    const designs = await boxDesigns(listings.filter((l) => l.pay_type === 3));
    return listings.map((l) => {
      const i = l.item_id === null ? designs.get(l.id) : item.get(l.item_id);
      return listingView(l, i, i ? artist.get(i.artist_id) : undefined, collected.has(l.code), now);
    });
  }

  /** Each box listing's first design (for its media type and artist). */
  async function boxDesigns(listings: ListingRow[]) {
    const firsts = new Map<number, string>();
    for (const l of listings) {
      const code = (JSON.parse(l.odds ?? '[]') as BoxOdds)[0]?.codes[0];
      if (code) firsts.set(l.id, code);
    }
    if (firsts.size === 0) return new Map<number, ItemRow>();
    const rows = await db
      .selectFrom('nft_item')
      .selectAll()
      .where('code', 'in', [...firsts.values()])
      .execute();
    const byCode = new Map(rows.map((r) => [r.code, r]));
    return new Map([...firsts].flatMap(([id, code]) => (byCode.has(code) ? [[id, byCode.get(code) as ItemRow]] : [])));
  }

  /** A listing's page as `userId` (null: a guest) sees it, its description in `lang`. */
  async function detail(by: number | string, userId: string | null, lang: Locale): Promise<NftDetail> {
    const l = await store.listing(db, typeof by === 'number' ? { id: by } : { code: by });
    if (!l) throw new Refusal(nftMessages.notOnSale);
    const [{ item, artist }, designs, bids, margin, collected, odds] = await Promise.all([
      catalogue([l]),
      boxDesigns(l.pay_type === 3 ? [l] : []),
      db
        .selectFrom('nft_bid')
        .selectAll()
        .where('listing_id', '=', l.id)
        // By number, not time: the bids of one batch share their moment.
        .orderBy('seq', 'desc')
        .limit(RECENT_BIDS)
        .execute(),
      userId
        ? db
            .selectFrom('nft_margin')
            .select('user_id')
            .where('listing_id', '=', l.id)
            .where('state', '=', 'held')
            .where('user_id', '=', userId)
            .executeTakeFirst()
        : undefined,
      collectedBy(userId, [l.code]),
      l.pay_type === 3 ? oddsWithArtworks(l) : null,
    ]);
    // The artwork on sale; a box listing has none of its own and shows its first design.
    const i = l.item_id === null ? undefined : item.get(l.item_id);
    const shown = i ?? designs.get(l.id);
    const minimum = minimumBid(l);
    return {
      ...listingView(l, shown, shown ? artist.get(shown.artist_id) : undefined, collected.has(l.code), clock.now()),
      media: i?.media ?? l.cover,
      media_mime: i?.media_mime ?? 'image/png',
      fee_bps: l.fee_bps,
      royalty_bps: l.resale ? l.royalty_bps : 0,
      snipe_window_ms: Number(l.snipe_window_ms),
      snipe_extend_ms: Number(l.snipe_extend_ms),
      pay_window_ms: Number(l.pay_window_ms),
      per_increase: l.per_increase,
      margin: l.margin,
      current_bid: l.current_bid,
      minimum_bid: minimum,
      minimum_raise: new Decimal(minimum).minus(l.current_bid ?? l.price).toFixed(),
      bid_count: l.bid_count,
      odds,
      commitment: l.commitment,
      boxes_total: l.boxes_total,
      boxes_left: l.boxes_total - l.boxes_sold,
      description: textIn(shown?.descriptions ?? '{}', lang),
      margin_paid: margin !== undefined,
      leader_is_me: userId !== null && l.leader === userId,
      bids: bids.map((b) => bidView(b, userId)),
      own: userId !== null && (i?.owner === holderOf(userId) || l.seller === holderOf(userId)),
    };
  }

  return {
    async list(f: z.output<typeof boxListRequest>, userId: string | null): Promise<NftPage<NftListing>> {
      const now = clock.now();
      let q = db
        .selectFrom('nft_listing as l')
        .leftJoin('nft_item as i', 'i.id', 'l.item_id')
        .leftJoin('nft_artist as a', 'a.id', 'i.artist_id')
        // A code's latest listing only: an artwork resold shows once, as it is sold now.
        .where('l.id', 'in', (eb) =>
          eb
            .selectFrom('nft_listing')
            .select((e) => e.fn.max('id').as('id'))
            .groupBy('code'),
        );
      if (f.currency) q = q.where('l.currency', '=', f.currency);
      if (f.pay_type) q = q.where('l.pay_type', '=', f.pay_type);
      // By the artwork's own media: blind boxes (no artwork of their own yet) are not among them.
      if (f.type) q = q.where('i.media_type', '=', f.type);
      if (f.artist) q = q.where('a.uid', '=', f.artist);
      if (f.keyword) {
        const like = `%${f.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        q = q.where((eb) =>
          eb.or([
            eb(sql`lower(l.name)`, 'like', sql`lower(${like}) escape '\\'`),
            eb(sql`lower(l.code)`, 'like', sql`lower(${like}) escape '\\'`),
            eb(sql`lower(a.name)`, 'like', sql`lower(${like}) escape '\\'`),
          ]),
        );
      }
      const live = sql<boolean>`l.state = 'open' and l.start_at <= ${now} and l.end_at > ${now} and (l.pay_type <> 3 or l.boxes_sold < l.boxes_total)`;
      const soon = sql<boolean>`l.state = 'open' and l.start_at > ${now}`;
      if (f.status === 1) q = q.where(live);
      if (f.status === 2) q = q.where(soon);
      if (f.status === 0) q = q.where((eb) => eb.not(eb.or([live, soon])));
      const [rows, count] = await Promise.all([
        q
          .selectAll('l')
          .orderBy(sql`case when ${live} then 0 when ${soon} then 1 else 2 end`)
          .orderBy('l.id', 'desc')
          .limit(f.limit)
          .offset((f.page - 1) * f.limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return pageOf(await views(rows as ListingRow[], userId), Number(count.n), f.page, f.limit);
    },

    detail,

    async artists(page: number, limit: number, lang: Locale): Promise<NftPage<NftArtist>> {
      const rows = await db.selectFrom('nft_artist').selectAll().orderBy('id').execute();
      const works = await worksByArtist();
      return pageOf(
        rows.slice((page - 1) * limit, page * limit).map((a) => artistView(a, works.get(a.id) ?? 0, lang)),
        rows.length,
        page,
        limit,
      );
    },

    async artist(uid: string, userId: string | null, lang: Locale) {
      const a = await db.selectFrom('nft_artist').selectAll().where('uid', '=', uid).executeTakeFirst();
      if (!a) throw new Refusal(nftMessages.artistUnknown);
      const works = await this.list({ page: 1, limit: 50, artist: uid }, userId);
      return { artist: artistView(a, (await worksByArtist()).get(a.id) ?? 0, lang), works: works.data };
    },

    /** collect: toggles the reader's favourite. */
    async collect(userId: string, code: string): Promise<{ collect: 0 | 1 }> {
      const l = await store.listing(db, { code });
      if (!l) throw new Refusal(nftMessages.notOnSale);
      const gone = await db
        .deleteFrom('nft_collect')
        .where('user_id', '=', userId)
        .where('code', '=', code)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) > 0) return { collect: 0 };
      await db
        .insertInto('nft_collect')
        .values({ user_id: userId, code, created_at: clock.now() })
        .onConflict((oc) => oc.columns(['user_id', 'code']).doNothing())
        .execute();
      return { collect: 1 };
    },

    async collection(userId: string, page: number, limit: number): Promise<NftPage<NftListing>> {
      const codes = await db
        .selectFrom('nft_collect')
        .select('code')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
      const slice = codes.slice((page - 1) * limit, page * limit).map((c) => c.code);
      const listings = await Promise.all(slice.map((code) => store.listing(db, { code })));
      return pageOf(
        await views(
          listings.filter((l) => l !== undefined),
          userId,
        ),
        codes.length,
        page,
        limit,
      );
    },

    /** The reader's artworks (held, reselling, bought and in review) and unopened boxes, newest first. */
    async mine(userId: string, page: number, limit: number): Promise<NftPage<MyNft>> {
      const holder = holderOf(userId);
      const [owned, reviewing, unopened, artists] = await Promise.all([
        db.selectFrom('nft_item').selectAll().where('owner', '=', holder).execute(),
        db
          .selectFrom('nft_order as o')
          .innerJoin('nft_item as i', 'i.id', 'o.item_id')
          .selectAll('i')
          .select('o.paid_at')
          .where('o.buyer', '=', holder)
          .where('o.state', '=', 'review')
          .execute(),
        db.selectFrom('nft_box').selectAll().where('owner', '=', holder).where('opened_at', 'is', null).execute(),
        db.selectFrom('nft_artist').selectAll().execute(),
      ]);
      const artist = new Map(artists.map((a) => [a.id, a]));
      const listed = new Set(
        (await Promise.all(owned.map((i) => store.listing(db, { code: i.code })))).flatMap((l) =>
          l && l.state !== 'ended' && l.seller === holder ? [l.code] : [],
        ),
      );
      const drawn = await db
        .selectFrom('nft_box')
        .selectAll()
        .where('owner', '=', holder)
        .where('item_id', 'is not', null)
        .execute();
      const boxOf = new Map(drawn.map((b) => [b.item_id as number, b]));
      const boxListings = new Map<number, ListingRow>();
      for (const id of new Set([...drawn, ...unopened].map((b) => b.listing_id)))
        boxListings.set(id, (await store.listing(db, { id })) as ListingRow);
      const rows: MyNft[] = [
        ...(await Promise.all(
          owned.map(async (i) => {
            const box = boxOf.get(i.id);
            const proof = box ? await boxes.proofOf(boxListings.get(box.listing_id) as ListingRow, box) : null;
            return itemView(i, artist.get(i.artist_id), listed.has(i.code) ? 'reselling' : 'held', proof);
          }),
        )),
        ...reviewing.map((i) => ({
          ...itemView(i, artist.get(i.artist_id), 'review', null),
          acquired_at: Number(i.paid_at),
        })),
        ...unopened.map((b) => boxes.boxView(boxListings.get(b.listing_id) as ListingRow, b)),
      ].sort((a, b) => b.acquired_at - a.acquired_at);
      return pageOf(rows.slice((page - 1) * limit, page * limit), rows.length, page, limit);
    },

    async bids(by: { code?: string; id?: number }, userId: string | null, page: number, limit: number) {
      const l = await store.listing(db, by);
      if (!l) throw new Refusal(nftMessages.notOnSale);
      const q = db.selectFrom('nft_bid').where('listing_id', '=', l.id);
      const [rows, count] = await Promise.all([
        q
          .selectAll()
          .orderBy('seq', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return pageOf(
        rows.map((b) => bidView(b, userId)),
        Number(count.n),
        page,
        limit,
      );
    },

    async myBids(userId: string, page: number, limit: number) {
      const q = db
        .selectFrom('nft_bid as b')
        .innerJoin('nft_listing as l', 'l.id', 'b.listing_id')
        .where('b.user_id', '=', userId);
      const [rows, count] = await Promise.all([
        q
          .selectAll('b')
          .select(['l.code', 'l.name', 'l.currency'])
          .orderBy('b.created_at', 'desc')
          .orderBy('b.seq', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return pageOf(
        rows.map((b) => ({ ...bidView(b, userId), code: b.code, name: b.name, currency: b.currency })),
        Number(count.n),
        page,
        limit,
      );
    },

    /** getNeedPayNFTOrder: what waits for payment, the reader's orders (bought and sold), messages. */
    async orders(userId: string): Promise<NftOrders> {
      const holder = holderOf(userId);
      const [orders, messages, unread] = await Promise.all([
        db
          .selectFrom('nft_order')
          .selectAll()
          .where((eb) => eb.or([eb('buyer', '=', holder), eb('seller', '=', holder)]))
          .orderBy('created_at', 'desc')
          .limit(50)
          .execute(),
        db
          .selectFrom('nft_message')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .limit(50)
          .execute(),
        db
          .selectFrom('nft_message')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where('is_read', '=', 0)
          .executeTakeFirstOrThrow(),
      ]);
      const listingIds = [...new Set([...orders.map((o) => o.listing_id), ...messages.map((m) => m.listing_id)])];
      const listings = listingIds.length
        ? await db.selectFrom('nft_listing').selectAll().where('id', 'in', listingIds).execute()
        : [];
      const byId = new Map(listings.map((l) => [l.id, l]));
      const { item } = await catalogue(listings);
      const views = orders.map((o) => orderView(o, item.get(o.item_id), byId.get(o.listing_id), holder));
      return {
        need_pay: views.filter((o) => o.state === 'unpaid' && o.side === 'buyer'),
        orders: views,
        messages: messages.map(
          (m): NftMessage => ({
            id: m.id,
            kind: m.kind as NftMessage['kind'],
            code: byId.get(m.listing_id)?.code ?? '',
            name: byId.get(m.listing_id)?.name ?? '',
            amount: m.amount,
            currency: m.currency,
            order_id: m.order_id,
            is_read: m.is_read ? 1 : 0,
            created_at: Number(m.created_at),
          }),
        ),
        unread: Number(unread.n),
      };
    },

    async read(userId: string, id: string) {
      let q = db.updateTable('nft_message').set({ is_read: 1 }).where('user_id', '=', userId);
      if (id !== 'all') q = q.where('id', '=', id);
      await q.execute();
    },

    async currencies(): Promise<string[]> {
      return (await store.terms(db)).currencies;
    },
  };

  async function worksByArtist() {
    const rows = await db
      .selectFrom('nft_item')
      .select(['artist_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('template', '=', 0)
      .where('edition_of', 'is', null)
      .groupBy('artist_id')
      .execute();
    return new Map(rows.map((r) => [r.artist_id, Number(r.n)]));
  }

  async function oddsWithArtworks(l: ListingRow): Promise<NftDetail['odds']> {
    const odds = JSON.parse(l.odds ?? '[]') as BoxOdds;
    const codes = odds.flatMap((o) => o.codes);
    const rows = codes.length ? await db.selectFrom('nft_item').selectAll().where('code', 'in', codes).execute() : [];
    const byCode = new Map(rows.map((r) => [r.code, r]));
    return odds.map((o) => ({
      rarity: o.rarity,
      bps: o.bps,
      artworks: o.codes.map((c) => ({ code: c, name: byCode.get(c)?.name ?? c, image: byCode.get(c)?.cover ?? '' })),
    }));
  }
}

const artistView = (a: ArtistRow, works: number, lang: Locale): NftArtist => ({
  uid: a.uid,
  name: a.name,
  avatar: a.avatar,
  intro: textIn(a.intro, lang),
  works,
});

export type Nft = ReturnType<typeof makeNft>;
