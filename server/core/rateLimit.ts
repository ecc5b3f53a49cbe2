// Fixed-window counters kept in the database, so limits hold across restarts and API nodes. Each
// hit is one atomic upsert, so concurrent requests cannot slip past a limit together.
//
// Try limits on a secret (`attempt`, issue 32 §3) keep two numbers per key: the wrong tries of the
// window, and the tries being verified right now. A try takes a place atomically BEFORE it is
// verified — only while failures and tries in progress together stay under the limit, so
// parallel guesses cannot all be judged — and gives it back when it is done: a right one leaves
// nothing behind, a wrong one turns its place into a failure in the same statement. A try that
// finds every place taken by tries in progress (not by failures) waits for one instead of being
// refused, so many right tries at once (replays, a burst of withdrawals) are never locked out.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Clock } from './clock';
import type { Db } from './db';

export type Limit = { windowMs: number; max: number };
/** `until`: when the current window ends (the same instant for every hit of one window). */
export type LimitResult = { allowed: boolean; retryAfterMs: number; until: number };
/**
 * What a counted try came to: `right` (nothing counted), `wrong` (one failure counted), `locked`
 * (the window's failures reached the limit: not verified), `busy` (no place freed up in time:
 * not verified, nothing counted).
 */
export type TryResult =
  | { outcome: 'right' | 'wrong' | 'busy' }
  | { outcome: 'locked'; retryAfterMs: number; until: number };

/** A place taken longer ago than this (its process died while verifying) no longer counts. */
const STALE_TRY_MS = 60_000;
/** How long a try waits for a place before it is answered `busy`. */
const TRY_WAIT_MS = 20_000;

export function makeRateLimiter(db: Db, clock: Clock) {
  /**
   * Per key, the tries of this process that may ask the database for a place at once (the limit):
   * the others wait here in order, instead of polling the database.
   */
  const gates = new Map<string, { active: number; queue: (() => void)[] }>();

  function enter(key: string, max: number, deadline: number): Promise<boolean> {
    let gate = gates.get(key);
    if (!gate) {
      gate = { active: 0, queue: [] };
      gates.set(key, gate);
    }
    if (gate.active < max) {
      gate.active++;
      return Promise.resolve(true);
    }
    const waiting = gate;
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(true); // the place is handed over: `active` stays
      };
      const timer = setTimeout(
        () => {
          const at = waiting.queue.indexOf(wake);
          if (at >= 0) waiting.queue.splice(at, 1);
          resolve(false);
        },
        Math.max(0, deadline - Date.now()),
      );
      waiting.queue.push(wake);
    });
  }

  function leave(key: string) {
    const gate = gates.get(key);
    if (!gate) return;
    const next = gate.queue.shift();
    if (next) next();
    else if (--gate.active === 0) gates.delete(key);
  }

  /** Takes a place for a try to be verified; false when the failures and the tries in progress fill the limit. */
  async function reserve(key: string, limit: Limit): Promise<boolean> {
    const now = clock.now();
    const expired = sql<boolean>`${now} - try_limit.window_start >= ${limit.windowMs}`;
    const stale = sql<boolean>`${now} - try_limit.pending_at >= ${STALE_TRY_MS}`;
    const failures = sql<number>`CASE WHEN ${expired} THEN 0 ELSE try_limit.failures END`;
    const pending = sql<number>`CASE WHEN ${stale} THEN 0 ELSE try_limit.pending END`;
    const row = await db
      .insertInto('try_limit')
      .values({ key, window_start: now, failures: 0, pending: 1, pending_at: now })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            window_start: sql<number>`CASE WHEN ${expired} THEN ${now} ELSE try_limit.window_start END`,
            failures,
            pending: sql<number>`${pending} + 1`,
            pending_at: now,
          })
          .where(sql<number>`${failures} + ${pending}`, '<', limit.max),
      )
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Gives a place back; a wrong try leaves a failure in its stead, in the same statement. */
  async function release(key: string, wrong: boolean) {
    await db
      .updateTable('try_limit')
      .set({
        pending: sql<number>`CASE WHEN pending > 0 THEN pending - 1 ELSE 0 END`,
        ...(wrong ? { failures: sql<number>`failures + 1` } : {}),
      })
      .where('key', '=', key)
      .execute();
  }

  /** The window's lock when its failures reached the limit, else null (the places are taken by tries in progress). */
  async function lockOf(key: string, limit: Limit): Promise<TryResult | null> {
    const row = await db.selectFrom('try_limit').selectAll().where('key', '=', key).executeTakeFirst();
    const now = clock.now();
    if (!row || now - Number(row.window_start) >= limit.windowMs || Number(row.failures) < limit.max) return null;
    const until = Number(row.window_start) + limit.windowMs;
    return { outcome: 'locked', retryAfterMs: until - now, until };
  }

  return {
    /**
     * Judges a try at a secret (`verify` says whether it is right) under a limit of wrong tries per
     * window: counted before it is verified, never left counted when right (see the top of file).
     */
    async attempt(key: string, limit: Limit, verify: () => Promise<boolean>): Promise<TryResult> {
      const deadline = Date.now() + TRY_WAIT_MS;
      if (!(await enter(key, limit.max, deadline))) return { outcome: 'busy' };
      try {
        for (;;) {
          if (await reserve(key, limit)) break;
          const locked = await lockOf(key, limit);
          if (locked) return locked;
          // Another node's tries (or one whose process died) hold the places: wait for one.
          if (Date.now() > deadline) return { outcome: 'busy' };
          await sleep(10 + Math.random() * 20);
        }
        let right = false;
        try {
          right = await verify();
        } catch (err) {
          await release(key, false);
          throw err;
        }
        await release(key, !right);
        return { outcome: right ? 'right' : 'wrong' };
      } finally {
        leave(key);
      }
    },

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
