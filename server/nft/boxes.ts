// Blind boxes (issue 17, ADR 21): selling the k-th box of a series with the buyer's seed, opening
// it (the draw of contract/nft-rules.ts, minted as a new edition of the design drawn) and the
// proof that lets anyone recompute it. The seed chain of a series is derived from its secret top,
// kept per series in memory once computed.
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { buyRequest, MyNft, NftBoxProof } from '../../contract/nft';
import { type BoxOdds, drawBox, seedChain } from '../../contract/nft-rules';
import type { Clock } from '../core/clock';
import { Refusal } from '../core/errors';
import type { Ids } from '../core/ids';
import type { Ledger, Trx } from '../ledger/ledger';
import { nftMessages } from './messages';
import { holderOf } from './money';
import type { NftStore } from './store';
import type { NftBoxTable } from './tables';
import { type ArtistRow, itemView, type ListingRow } from './view';

type Deps = { ledger: Ledger; ids: Ids; clock: Clock; store: NftStore };
export type BoxRow = { [K in keyof NftBoxTable]: NftBoxTable[K] };

export function makeNftBoxes({ ledger, ids, clock, store }: Deps) {
  const chains = new Map<number, string[]>();

  async function chainOf(l: ListingRow): Promise<string[]> {
    let chain = chains.get(l.id);
    if (!chain) {
      chain = await seedChain(l.chain_top as string, l.boxes_total);
      chains.set(l.id, chain);
    }
    return chain;
  }

  /** The proof of a sold box (its seed is shown only once it is opened). */
  async function proofOf(l: ListingRow, box: BoxRow): Promise<NftBoxProof> {
    const odds = JSON.parse(l.odds ?? '[]') as BoxOdds;
    const seed = (await chainOf(l))[box.number] as string;
    const draw = await drawBox(seed, box.number, box.buyer_seed, odds);
    return {
      box_code: l.code,
      number: box.number,
      buyer_seed: box.buyer_seed,
      seed,
      commitment: l.commitment as string,
      odds,
      ...draw,
    };
  }

  const boxView = (l: ListingRow, box: BoxRow): MyNft => ({
    kind: 'box',
    code: l.code,
    box_id: box.id,
    name: l.name,
    image: l.cover,
    type: 1,
    rarity: '',
    author_name: '',
    state: 'unopened',
    proof: null,
    acquired_at: Number(box.created_at),
  });

  return {
    proofOf,
    boxView,

    /**
     * The next box of `l` (read, and locked, by the caller) sold to the user, or its refusal
     * (thrown); paid to the platform at once with `boxEntry`, written with `writeSale`.
     */
    sale(userId: string, l: ListingRow, f: z.output<typeof buyRequest>, key: string | null): BoxRow {
      if (l.boxes_sold >= l.boxes_total) throw new Refusal(nftMessages.soldOut);
      if (!f.seed) throw new Refusal(nftMessages.seedMissing);
      if (f.price !== undefined && !(/^\d+(\.\d+)?$/.test(f.price) && new Decimal(f.price).eq(l.price)))
        throw new Refusal(nftMessages.priceChanged, { price: l.price, currency: l.currency });
      const now = clock.now();
      return {
        id: ids.sortable(now),
        listing_id: l.id,
        owner: holderOf(userId),
        number: l.boxes_sold + 1,
        buyer_seed: f.seed,
        price: l.price,
        item_id: null,
        request_id: key,
        created_at: now,
        opened_at: null,
      };
    },

    /** The sold box's rows: the box, and the series' count. */
    async writeSale(trx: Trx, box: BoxRow) {
      await trx.insertInto('nft_box').values(box).execute();
      await trx.updateTable('nft_listing').set({ boxes_sold: box.number }).where('id', '=', box.listing_id).execute();
    },

    /** openBlindBox: draws the box's artwork, mints it to the owner and shows the proof. */
    async open(userId: string, id: string): Promise<MyNft> {
      return ledger.write(async (trx) => {
        let q = trx.selectFrom('nft_box').selectAll().where('id', '=', id);
        if (store.kind === 'postgres') q = q.forUpdate();
        const box = await q.executeTakeFirst();
        if (!box || box.owner !== holderOf(userId)) throw new Refusal(nftMessages.notYours);
        if (box.opened_at !== null) throw new Refusal(nftMessages.boxOpened);
        const l = (await store.listing(trx, { id: box.listing_id })) as ListingRow;
        const proof = await proofOf(l, box);
        // The design drawn, locked so that two boxes opened at once take different edition numbers.
        let tq = trx.selectFrom('nft_item').selectAll().where('code', '=', proof.code);
        if (store.kind === 'postgres') tq = tq.forUpdate();
        const design = await tq.executeTakeFirstOrThrow();
        const last = await trx
          .selectFrom('nft_item')
          .select((eb) => eb.fn.max('edition').as('n'))
          .where('edition_of', '=', design.id)
          .executeTakeFirst();
        const edition = Number(last?.n ?? 0) + 1;
        const now = clock.now();
        const item = {
          ...design,
          id: await store.nextId(trx, 'next_item'),
          code: `${design.code}-${edition}`,
          owner: box.owner,
          template: 0,
          edition_of: design.id,
          edition,
          acquired_at: now,
          created_at: now,
        };
        await trx.insertInto('nft_item').values(item).execute();
        await trx.updateTable('nft_box').set({ item_id: item.id, opened_at: now }).where('id', '=', box.id).execute();
        const artist = (await trx
          .selectFrom('nft_artist')
          .selectAll()
          .where('id', '=', design.artist_id)
          .executeTakeFirst()) as ArtistRow | undefined;
        return itemView(item, artist, 'held', proof);
      });
    },
  };
}

export type NftBoxes = ReturnType<typeof makeNftBoxes>;
