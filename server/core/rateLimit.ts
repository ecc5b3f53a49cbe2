// Fixed-window counters kept in the database, so limits hold across restarts and API nodes. Each
// hit is one atomic upsert, so concurrent requests cannot slip past a limit together.
import { sql } from 'kysely';
import type { Clock } from './clock';
import type { Db } from './db';

export type Limit = { windowMs: number; max: number };
/** `until`: when the current window ends (the same instant for every hit of one window). */
export type LimitResult = { allowed: boolean; retryAfterMs: number; until: number };

export function makeRateLimiter(db: Db, clock: Clock) {
  return {
    /** Counts one event; refuses once `max` events happened in the current window. */
    async hit(key: string, limit: Limit): Promise<LimitResult> {
      const now = clock.now();
      const expired = sql<boolean>`${now} - rate_limit.window_start >= ${limit.windowMs}`;
      const row = await db
        .insertInto('rate_limit')
        .values({ key, window_start: now, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            window_start: sql<number>`CASE WHEN ${expired} THEN ${now} ELSE rate_limit.window_start END`,
            count: sql<number>`CASE WHEN ${expired} THEN 1 ELSE rate_limit.count + 1 END`,
          }),
        )
        .returning(['window_start', 'count'])
        .executeTakeFirstOrThrow();
      const allowed = Number(row.count) <= limit.max;
      const until = Number(row.window_start) + limit.windowMs;
      return { allowed, retryAfterMs: allowed ? 0 : until - now, until };
    },

    /**
     * Takes back one counted event (a try that turned out right): a limit on wrong tries counts each
     * try atomically BEFORE it is verified — so parallel tries cannot all pass an uncounted check —
     * and forgives the ones that succeed.
     */
    async forgive(key: string): Promise<void> {
      await db
        .updateTable('rate_limit')
        .set({ count: sql<number>`count - 1` })
        .where('key', '=', key)
        .where('count', '>', 0)
        .execute();
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('rate_limit').where('key', '=', key).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof makeRateLimiter>;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
