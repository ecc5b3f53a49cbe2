// The market's tables: recorded ticks, candles and the feed lease. Writes are batched: one
// transaction a second holds that second's ticks and every candle they changed.
import type { Candle, Period } from '../../contract/market';
import type { Db } from '../core/db';
import type { CandleRow } from './backfill';
import type { Tick } from './feed';

const BATCH = 400;

export type TickRow = Tick & { id: number };

export function makeMarketStore(db: Db) {
  async function upsertCandles(trx: Db, rows: CandleRow[]) {
    for (let i = 0; i < rows.length; i += BATCH) {
      await trx
        .insertInto('market_candle')
        .values(
          rows.slice(i, i + BATCH).map((r) => ({
            instrument_id: r.instrumentId,
            period: r.period,
            time: r.time,
            open: r.open,
            high: r.high,
            low: r.low,
            close: r.close,
            volume: r.volume,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['instrument_id', 'period', 'time']).doUpdateSet((eb) => ({
            open: eb.ref('excluded.open'),
            high: eb.ref('excluded.high'),
            low: eb.ref('excluded.low'),
            close: eb.ref('excluded.close'),
            volume: eb.ref('excluded.volume'),
          })),
        )
        .execute();
    }
  }

  return {
    /** One second of market activity, atomically: its ticks and the candles they changed. */
    async write(ticks: TickRow[], candles: CandleRow[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < ticks.length; i += BATCH) {
          await trx
            .insertInto('market_tick')
            .values(
              ticks.slice(i, i + BATCH).map((t) => ({
                id: t.id,
                instrument_id: t.instrumentId,
                price: t.price,
                volume: t.volume,
                time: t.time,
              })),
            )
            // A restart inside a tick's time slot produces the same tick again: keep the first.
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
        }
        await upsertCandles(trx, candles);
      });
    },

    /** The newest candle of every instrument for each period (the ones still being built). */
    async latestCandles(): Promise<CandleRow[]> {
      const rows = await db
        .selectFrom('market_candle as c')
        .selectAll('c')
        .where(({ eb, selectFrom }) =>
          eb(
            'c.time',
            '=',
            selectFrom('market_candle as d')
              .select((e) => e.fn.max('d.time').as('t'))
              .whereRef('d.instrument_id', '=', 'c.instrument_id')
              .whereRef('d.period', '=', 'c.period'),
          ),
        )
        .execute();
      return rows.map((r) => ({ ...toCandle(r), instrumentId: r.instrument_id, period: r.period as Period }));
    },

    async candles(instrumentId: number, period: Period, from: number, to: number, limit: number): Promise<Candle[]> {
      const rows = await db
        .selectFrom('market_candle')
        .selectAll()
        .where('instrument_id', '=', instrumentId)
        .where('period', '=', period)
        .where('time', '>=', from)
        .where('time', '<=', to)
        .orderBy('time', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse().map(toCandle);
    },

    /** The newest recorded tick of an instrument at or before `at`. */
    async latestTick(instrumentId: number, at: number) {
      return db
        .selectFrom('market_tick')
        .selectAll()
        .where('instrument_id', '=', instrumentId)
        .where('time', '<=', at)
        .orderBy('time', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The first recorded tick of an instrument at or after `at`: the tick a settlement at `at` cites. */
    async firstTick(instrumentId: number, at: number) {
      return db
        .selectFrom('market_tick')
        .selectAll()
        .where('instrument_id', '=', instrumentId)
        .where('time', '>=', at)
        .orderBy('time')
        .limit(1)
        .executeTakeFirst();
    },

    async tick(id: number) {
      return db.selectFrom('market_tick').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async pruneTicks(before: number): Promise<number> {
      const res = await db.deleteFrom('market_tick').where('time', '<', before).executeTakeFirst();
      return Number(res.numDeletedRows);
    },

    /** Takes or renews the named lease for `holder`; true when `holder` has it afterwards. */
    async lease(name: string, holder: string, now: number, ttl: number): Promise<boolean> {
      await db
        .insertInto('lease')
        .values({ name, holder, expires_at: now + ttl })
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet({ holder, expires_at: now + ttl })
            .where((eb) => eb.or([eb('lease.expires_at', '<', now), eb('lease.holder', '=', holder)])),
        )
        .execute();
      const row = await db.selectFrom('lease').select('holder').where('name', '=', name).executeTakeFirst();
      return row?.holder === holder;
    },

    /** Gives the named lease up when `holder` has it. */
    async releaseLease(name: string, holder: string): Promise<void> {
      await db.deleteFrom('lease').where('name', '=', name).where('holder', '=', holder).execute();
    },

    upsertCandles: (rows: CandleRow[]) => db.transaction().execute((trx) => upsertCandles(trx, rows)),
  };
}

function toCandle(r: { time: number; open: string; high: string; low: string; close: string; volume: string }): Candle {
  return { time: Number(r.time), open: r.open, high: r.high, low: r.low, close: r.close, volume: r.volume };
}

export type MarketStore = ReturnType<typeof makeMarketStore>;
