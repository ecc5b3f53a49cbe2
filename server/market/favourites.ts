// A user's favourite instruments (spec §7 /optional/*): the market tab's first list.
import type { Quotation } from '../../contract/market';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import { instrumentById } from './instruments';
import { marketMessages } from './messages';
import type { Market } from './service';

const MAX_FAVOURITES = 100;

export function makeFavourites(db: Db, clock: Clock, market: Market) {
  return {
    /** The favourites with their live quotes, in the order they were added. */
    async list(userId: string): Promise<Quotation[]> {
      const rows = await db
        .selectFrom('favourite')
        .select('instrument_id')
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      return rows.map((r) => market.quote(r.instrument_id)).filter((q): q is Quotation => q !== null);
    },

    /** Adds an instrument; adding one twice is not an error (an offline client may resend). */
    async add(userId: string, instrumentId: number): Promise<void> {
      if (!instrumentById(instrumentId)) throw new Refusal(marketMessages.symbolUnknown);
      const count = await db
        .selectFrom('favourite')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_FAVOURITES) throw new Refusal(marketMessages.favouriteLimit, { max: MAX_FAVOURITES });
      await db
        .insertInto('favourite')
        .values({ user_id: userId, instrument_id: instrumentId, created_at: clock.now() })
        .onConflict((oc) => oc.columns(['user_id', 'instrument_id']).doNothing())
        .execute();
    },

    /** Removes an instrument; removing one that is not there is not an error either. */
    async remove(userId: string, instrumentId: number): Promise<void> {
      await db
        .deleteFrom('favourite')
        .where('user_id', '=', userId)
        .where('instrument_id', '=', instrumentId)
        .execute();
    },
  };
}

export type Favourites = ReturnType<typeof makeFavourites>;
