// The market's tables: recorded ticks, candles and the feed lease. Writes are batched: one
// transaction a second holds that second's ticks and every candle they changed.
import { sql } from 'kysely';
import type { Candle, Period } from '../../contract/market';
import type { Db, DbKind } from '../core/db';
import type { CandleRow } from './backfill';
import type { Tick } from './feed';

const BATCH = 400;

export type TickRow = Tick & { id: number };

/**
 * An instrument's recorded ticks after `after` up to `upTo`, oldest first, at most `limit`: what a
 * sweep that follows the tick stream (contract triggers, price alerts) reads each run.
 */
export async function ticksBetween(db: Db, instrumentId: number, after: number, upTo: number, limit: number) {
  const rows = await db
    .selectFrom('market_tick')
    .select(['id', 'price', 'time'])
    .where('instrument_id', '=', instrumentId)
    .where('time', '>', after)
    .where('time', '<=', upTo)
    .orderBy('time')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), price: r.price, time: Number(r.time) }));
}

export function makeMarketStore(db: Db, kind: DbKind) {
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
    /**
     * One second of market activity, atomically: its ticks and the candles they changed. False,
     * with nothing written, when `fence` says this node no longer holds the feed.
     */
    async write(ticks: TickRow[], candles: CandleRow[], fence?: (trx: Db) => Promise<boolean>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (fence && !(await fence(trx))) return false;
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
        return true;
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

    /** The time of each instrument's newest tick recorded after `since` (ids are time × 1000 + instrument). */
    async tickTimesSince(since: number): Promise<{ instrumentId: number; time: number }[]> {
      const rows = await db
        .selectFrom('market_tick')
        .select(['instrument_id', (eb) => eb.fn.max('time').as('time')])
        .where('id', '>', since * 1000)
        .groupBy('instrument_id')
        .execute();
      return rows.map((r) => ({ instrumentId: r.instrument_id, time: Number(r.time) }));
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

    /**
     * Takes or renews the named lease for `holder` when it is free, expired or already its own.
     * Answers who holds it afterwards and the lease's generation, which counts up with each new holder.
     */
    async lease(name: string, holder: string, now: number, ttl: number): Promise<Lease | null> {
      await db
        .insertInto('lease')
        .values({ name, holder, expires_at: now + ttl, generation: 1 })
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet({
              holder,
              expires_at: now + ttl,
              generation: sql<number>`CASE WHEN lease.holder = ${holder} THEN lease.generation ELSE lease.generation + 1 END`,
            })
            .where((eb) => eb.or([eb('lease.expires_at', '<', now), eb('lease.holder', '=', holder)])),
        )
        .execute();
      const row = await db
        .selectFrom('lease')
        .select(['holder', 'generation', 'expires_at'])
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? { holder: row.holder, generation: Number(row.generation), expiresAt: Number(row.expires_at) } : null;
    },

    /**
     * Inside a writer's transaction: true while `holder` still has the lease at `generation`. On
     * PostgreSQL the row is share-locked until the transaction ends: the holder's writers do not wait
     * for each other, and a new holder cannot take over in between. (SQLite has one writer at a time.)
     */
    async fence(trx: Db, name: string, holder: string, generation: number): Promise<boolean> {
      const q = trx
        .selectFrom('lease')
        .select('generation')
        .where('name', '=', name)
        .where('holder', '=', holder)
        .where('generation', '=', generation);
      return (await (kind === 'postgres' ? q.forShare() : q).executeTakeFirst()) !== undefined;
    },

    /** Gives the named lease up when `holder` has it (the row stays, so the generation keeps counting). */
    async releaseLease(name: string, holder: string): Promise<void> {
      await db
        .updateTable('lease')
        .set({ expires_at: 0 })
        .where('name', '=', name)
        .where('holder', '=', holder)
        .execute();
    },

    upsertCandles: (rows: CandleRow[]) => db.transaction().execute((trx) => upsertCandles(trx, rows)),
  };
}

function toCandle(r: { time: number; open: string; high: string; low: string; close: string; volume: string }): Candle {
  return { time: Number(r.time), open: r.open, high: r.high, low: r.low, close: r.close, volume: r.volume };
}

export type MarketStore = ReturnType<typeof makeMarketStore>;
export type Lease = { holder: string; generation: number; expiresAt: number };
