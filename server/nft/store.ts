// Reads and writes the marketplace's services share: a listing locked for a change (SQLite's write
// transaction already holds the database; PostgreSQL locks the row), the id counters, the terms and
// the messages that tell users what happened.
import type { NftMessageKind } from '../../contract/nft';
import type { Clock } from '../core/clock';
import type { DbKind } from '../core/db';
import type { Ids } from '../core/ids';
import type { Trx } from '../ledger/ledger';
import type { NftMessageRow } from './tables';
import type { ItemRow, ListingRow } from './view';

/** What a message tells a user. */
export type NftNews = {
  userId: string;
  kind: NftMessageKind;
  listing: number;
  order?: string | null;
  amount: string;
  currency: string;
};

/** A message's row, unread. */
export const messageRow = (m: NftNews, id: string, at: number): NftMessageRow => ({
  id,
  user_id: m.userId,
  kind: m.kind,
  listing_id: m.listing,
  order_id: m.order ?? null,
  amount: m.amount,
  currency: m.currency,
  is_read: 0,
  created_at: at,
});

export function makeNftStore(kind: DbKind, ids: Ids, clock: Clock) {
  return {
    kind,

    async listing(trx: Trx, by: { id?: number; code?: string }, lock = false): Promise<ListingRow | undefined> {
      let q = trx.selectFrom('nft_listing').selectAll();
      q = by.id !== undefined ? q.where('id', '=', by.id) : q.where('code', '=', by.code ?? '');
      // A code names its latest listing (an artwork resold is listed again under its code).
      q = q.orderBy('id', 'desc').limit(1);
      if (lock && kind === 'postgres') q = q.forUpdate();
      return q.executeTakeFirst();
    },

    async terms(trx: Trx) {
      const t = await trx.selectFrom('nft_terms').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
      return {
        ...t,
        snipe_window_ms: Number(t.snipe_window_ms),
        snipe_extend_ms: Number(t.snipe_extend_ms),
        pay_window_ms: Number(t.pay_window_ms),
        currencies: JSON.parse(t.currencies) as string[],
      };
    },

    /**
     * Lists something for sale with the marketplace's terms as they are now (copied onto the
     * listing: a later change of terms never touches it). `item` is the artwork, or null for a box series.
     */
    async list(
      trx: Trx,
      sale: Pick<ListingRow, 'code' | 'pay_type' | 'seller' | 'resale' | 'name' | 'cover' | 'currency' | 'price'> &
        Partial<Pick<ListingRow, 'per_increase' | 'margin' | 'boxes_total' | 'odds' | 'commitment' | 'chain_top'>> & {
          start_at: number;
          end_at: number;
        },
      item: ItemRow | null,
    ): Promise<number> {
      const terms = await this.terms(trx);
      const id = await this.nextId(trx, 'next_listing');
      await trx
        .insertInto('nft_listing')
        .values({
          per_increase: '0',
          margin: '0',
          boxes_total: 0,
          odds: null,
          commitment: null,
          chain_top: null,
          ...sale,
          id,
          item_id: item?.id ?? null,
          state: 'open',
          current_bid: null,
          leader: null,
          bid_count: 0,
          boxes_sold: 0,
          fee_bps: terms.fee_bps,
          royalty_bps: item?.royalty_bps ?? 0,
          snipe_window_ms: terms.snipe_window_ms,
          snipe_extend_ms: terms.snipe_extend_ms,
          pay_window_ms: terms.pay_window_ms,
          settled_at: null,
          created_at: clock.now(),
        })
        .execute();
      return id;
    },

    /** The next listing or artwork id (the counter row serializes writers on both databases). */
    async nextId(trx: Trx, which: 'next_listing' | 'next_item'): Promise<number> {
      const row = await trx
        .updateTable('nft_terms')
        .set((eb) => ({ [which]: eb(which, '+', 1) }))
        .where('id', '=', 1)
        .returning(which)
        .executeTakeFirstOrThrow();
      return Number(row[which]) - 1;
    },

    async tell(trx: Trx, userId: string | null, m: Omit<NftNews, 'userId'>) {
      if (!userId) return;
      const at = clock.now();
      await trx
        .insertInto('nft_message')
        .values(messageRow({ ...m, userId }, ids.sortable(at), at))
        .execute();
    },
  };
}

export type NftStore = ReturnType<typeof makeNftStore>;
