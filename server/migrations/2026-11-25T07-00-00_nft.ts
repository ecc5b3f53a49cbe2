import type { Kysely } from 'kysely';

// The NFT marketplace (issue 17, ADR 21): artists, artworks (an artwork drawn from a blind box is a
// new edition of one of the box's designs), listings (fixed price, auction, blind box; the terms
// copied onto each), bids, auction margins, orders with their review, boxes sold with their draw,
// favourites, messages, and the marketplace's terms. The demo catalogue (three made-up artists and
// their works, every one saying it is a demo) is written here; its listings are made at start by
// server/nft/demo.ts so that their times are current.

const ARTISTS = [
  { uid: 'lumen', name: 'Lumen Atelier', hue: 200 },
  { uid: 'kiln', name: 'Kiln & Pixel', hue: 20 },
  { uid: 'echo', name: 'Echo Loom', hue: 280 },
];

/** [code, name, artist, collection, media type (1 image, 2 GIF, 3 audio), rarity, royalty bps, template]. */
const WORKS: [string, string, string, string, number, string, number, number][] = [
  ['KST-AUR-01', 'Aurora Over Glass', 'lumen', 'Northern Lights', 1, 'SR', 500, 0],
  ['KST-AUR-02', 'Polar Drift', 'lumen', 'Northern Lights', 2, 'R', 500, 0],
  ['KST-AUR-03', 'Midnight Sun', 'lumen', 'Northern Lights', 1, 'SSR', 500, 0],
  ['KST-KLN-01', 'Glaze No. 7', 'kiln', 'Fired Shapes', 1, 'R', 300, 0],
  ['KST-KLN-02', 'Terracotta Orbit', 'kiln', 'Fired Shapes', 2, 'SR', 300, 0],
  ['KST-ECH-01', 'Harbour Bells', 'echo', 'Sound Postcards', 3, 'SR', 800, 0],
  ['KST-ECH-02', 'Rain on Tin', 'echo', 'Sound Postcards', 3, 'R', 800, 0],
  // The designs of the demo blind box (templates: never sold themselves, drawn as editions).
  ['BOX-GEM-N', 'Pebble', 'kiln', 'Gem Box', 1, 'N', 300, 1],
  ['BOX-GEM-R', 'Quartz', 'kiln', 'Gem Box', 1, 'R', 300, 1],
  ['BOX-GEM-SR', 'Sapphire', 'lumen', 'Gem Box', 2, 'SR', 300, 1],
  ['BOX-GEM-SSR', 'Star Ruby', 'lumen', 'Gem Box', 2, 'SSR', 300, 1],
];

const DEMO = {
  en: 'A demo artwork of the Kestrel demo marketplace: it exists only inside Kestrel and has no value outside it.',
  zh: 'Kestrel 演示市场的演示作品：仅存在于 Kestrel 内，在外部没有任何价值。',
  hk: 'Kestrel 示範市場的示範作品：只存在於 Kestrel 內，在外部沒有任何價值。',
  fra: 'Une œuvre de démonstration du marché de démonstration Kestrel : elle n’existe que dans Kestrel et n’a aucune valeur ailleurs.',
  spa: 'Una obra de demostración del mercado de demostración de Kestrel: solo existe dentro de Kestrel y no tiene valor fuera.',
  th: 'ผลงานสาธิตของตลาดสาธิต Kestrel: มีอยู่ใน Kestrel เท่านั้นและไม่มีมูลค่านอก Kestrel',
  jp: 'Kestrel デモマーケットのデモ作品です。Kestrel の中にだけ存在し、外では価値がありません。',
  kor: 'Kestrel 데모 마켓의 데모 작품입니다. Kestrel 안에서만 존재하며 밖에서는 가치가 없습니다.',
  vi: 'Tác phẩm demo của chợ demo Kestrel: chỉ tồn tại trong Kestrel và không có giá trị bên ngoài.',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('nft_terms')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('fee_bps', 'integer', (c) => c.notNull())
    .addColumn('resale_margin_bps', 'integer', (c) => c.notNull())
    .addColumn('snipe_window_ms', 'bigint', (c) => c.notNull())
    .addColumn('snipe_extend_ms', 'bigint', (c) => c.notNull())
    .addColumn('pay_window_ms', 'bigint', (c) => c.notNull())
    .addColumn('currencies', 'text', (c) => c.notNull())
    /** The next listing and artwork ids, taken with UPDATE … RETURNING (one counter for both databases). */
    .addColumn('next_listing', 'integer', (c) => c.notNull())
    .addColumn('next_item', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('nft_artist')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    /** Who the royalties are paid to: the artist's user (`user:…`) or a holder of the platform's. */
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('nft_item')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('nft_artist.id'))
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('media_type', 'integer', (c) => c.notNull())
    .addColumn('media', 'text', (c) => c.notNull())
    .addColumn('media_mime', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('rarity', 'text', (c) => c.notNull())
    .addColumn('royalty_bps', 'integer', (c) => c.notNull())
    .addColumn('descriptions', 'text', (c) => c.notNull())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('template', 'integer', (c) => c.notNull())
    .addColumn('edition_of', 'integer')
    .addColumn('edition', 'integer')
    .addColumn('acquired_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nft_item_owner').on('nft_item').columns(['owner', 'acquired_at']).execute();

  await db.schema
    .createTable('nft_listing')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.references('nft_item.id'))
    .addColumn('pay_type', 'integer', (c) => c.notNull())
    .addColumn('seller', 'text', (c) => c.notNull())
    .addColumn('resale', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('per_increase', 'text', (c) => c.notNull())
    .addColumn('margin', 'text', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    /** 'open' (on sale or not yet started), 'sold' (an order holds it), 'ended'. */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('current_bid', 'text')
    .addColumn('leader', 'text')
    .addColumn('bid_count', 'integer', (c) => c.notNull())
    .addColumn('boxes_total', 'integer', (c) => c.notNull())
    .addColumn('boxes_sold', 'integer', (c) => c.notNull())
    /** Box: the draw's odds (JSON), the published s_0 and the secret top of the seed chain. */
    .addColumn('odds', 'text')
    .addColumn('commitment', 'text')
    .addColumn('chain_top', 'text')
    .addColumn('fee_bps', 'integer', (c) => c.notNull())
    .addColumn('royalty_bps', 'integer', (c) => c.notNull())
    .addColumn('snipe_window_ms', 'bigint', (c) => c.notNull())
    .addColumn('snipe_extend_ms', 'bigint', (c) => c.notNull())
    .addColumn('pay_window_ms', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nft_listing_code').on('nft_listing').columns(['code', 'state']).execute();
  await db.schema.createIndex('nft_listing_due').on('nft_listing').columns(['state', 'end_at']).execute();

  await db.schema
    .createTable('nft_bid')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('nft_listing.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('raise', 'text', (c) => c.notNull())
    /** The bid's number in its auction (1, 2, …): the order bids were judged in. */
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('nft_bid_seq', ['listing_id', 'seq'])
    .execute();
  await db.schema.createIndex('nft_bid_user').on('nft_bid').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('nft_margin')
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('nft_listing.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    /** 'held' (frozen), 'released', 'forfeited'. */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('nft_margin_pk', ['listing_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('nft_order')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('nft_listing.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('nft_item.id'))
    .addColumn('buyer', 'text', (c) => c.notNull())
    .addColumn('seller', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('margin', 'text', (c) => c.notNull())
    .addColumn('fee', 'text', (c) => c.notNull())
    .addColumn('royalty', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('due_at', 'bigint')
    .addColumn('paid_at', 'bigint')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewer', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nft_order_buyer').on('nft_order').columns(['buyer', 'created_at']).execute();
  await db.schema.createIndex('nft_order_seller').on('nft_order').columns(['seller', 'created_at']).execute();
  await db.schema.createIndex('nft_order_state').on('nft_order').columns(['state', 'due_at']).execute();

  await db.schema
    .createTable('nft_box')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('nft_listing.id'))
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('buyer_seed', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.references('nft_item.id'))
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('opened_at', 'bigint')
    .addUniqueConstraint('nft_box_number', ['listing_id', 'number'])
    .execute();
  await db.schema.createIndex('nft_box_owner').on('nft_box').columns(['owner', 'created_at']).execute();

  await db.schema
    .createTable('nft_collect')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('nft_collect_pk', ['user_id', 'code'])
    .execute();

  await db.schema
    .createTable('nft_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nft_message_user').on('nft_message').columns(['user_id', 'created_at']).execute();

  const now = Date.now();
  const seed = db as Kysely<Record<string, Record<string, unknown>>>;
  await seed
    .insertInto('nft_terms')
    .values({
      id: 1,
      fee_bps: 250,
      resale_margin_bps: 1000,
      snipe_window_ms: 5 * 60_000,
      snipe_extend_ms: 5 * 60_000,
      pay_window_ms: 86_400_000,
      currencies: JSON.stringify(['USDT', 'ETH']),
      next_listing: 1,
      next_item: WORKS.length + 1,
      updated_at: now,
    })
    .execute();
  await seed
    .insertInto('nft_artist')
    .values(
      ARTISTS.map((a, i) => ({
        id: i + 1,
        uid: a.uid,
        name: a.name,
        avatar: `/upload/nft-demo/artist-${a.uid}.png`,
        intro: JSON.stringify(DEMO),
        holder: `system:nft-artist:${a.uid}`,
        created_at: now,
      })),
    )
    .execute();
  await seed
    .insertInto('nft_item')
    .values(
      WORKS.map(([code, name, artist, collection, type, rarity, royalty, template], i) => {
        const file = `/upload/nft-demo/${code.toLowerCase()}`;
        const media = type === 3 ? `${file}.wav` : type === 2 ? `${file}.gif` : `${file}.png`;
        return {
          id: i + 1,
          code,
          name,
          artist_id: ARTISTS.findIndex((a) => a.uid === artist) + 1,
          collection,
          media_type: type,
          media,
          media_mime: type === 3 ? 'audio/wav' : type === 2 ? 'image/gif' : 'image/png',
          cover: type === 3 ? `${file}-cover.png` : media,
          rarity,
          royalty_bps: royalty,
          descriptions: JSON.stringify(DEMO),
          owner: 'system:nft',
          template,
          edition_of: null,
          edition: null,
          acquired_at: now,
          created_at: now,
        };
      }),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'nft_message',
    'nft_collect',
    'nft_box',
    'nft_order',
    'nft_margin',
    'nft_bid',
    'nft_listing',
    'nft_item',
    'nft_artist',
    'nft_terms',
  ])
    await db.schema.dropTable(t).execute();
}
