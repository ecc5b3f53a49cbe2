// Fixed-window counters kept in the database, so limits hold across restarts and API nodes. Each
// hit is one atomic upsert, so concurrent requests cannot slip past a limit together.
import { sql } from 'kysely';
import type { Clock } from './clock';
import type { Db } from './db';

export type Limit = { windowMs: number; max: number };
export type LimitResult = { allowed: boolean; retryAfterMs: number };

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
      return { allowed, retryAfterMs: allowed ? 0 : Number(row.window_start) + limit.windowMs - now };
    },

    /** Whether another event would be allowed, without counting one. */
    async check(key: string, limit: Limit): Promise<LimitResult> {
      const now = clock.now();
      const row = await db.selectFrom('rate_limit').selectAll().where('key', '=', key).executeTakeFirst();
      if (!row || now - row.window_start >= limit.windowMs || row.count < limit.max) {
        return { allowed: true, retryAfterMs: 0 };
      }
      return { allowed: false, retryAfterMs: row.window_start + limit.windowMs - now };
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
