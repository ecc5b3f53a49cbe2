// Sessions: a 256-bit random token goes to the client once; only its SHA-256 is stored. A session
// ends when idle too long or at its absolute limit; "stay logged in" lengthens both. Logout and a
// password change revoke sessions.
import { createHash } from 'node:crypto';
import DataLoader from 'dataloader';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import type { Ids } from '../core/ids';
import { DAY, HOUR, MINUTE } from '../core/rateLimit';

export const SESSION_LIFETIME = {
  normal: { idle: 2 * HOUR, absolute: DAY },
  stay: { idle: 30 * DAY, absolute: 180 * DAY },
};

/**
 * last_seen_at is written at most this often, so reads do not each cost a write; a connected socket
 * looks its session up again as often, to slide its idle expiry and see it expire.
 */
export const TOUCH_EVERY = MINUTE;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a request came from: a session records it, and security notices name it. */
export type Client = { ip: string; userAgent: string };

export type SessionRow = { id: string; userId: string };

export type SessionInfo = {
  id: string;
  ip: string;
  user_agent: string;
  created_at: number;
  last_seen_at: number;
  stay: boolean;
  current: boolean;
};

/** Tokens looked up in one query at most. */
const LOOKUP_CHUNK = 500;

/** A session ended by revocation: one, or all of a user's. */
export type SessionsEnded = { session: string } | { user: string };

export function makeSessions(db: Db, ids: Ids, clock: Clock) {
  const listeners: ((ended: SessionsEnded) => void)[] = [];
  const ended = (e: SessionsEnded) => {
    for (const l of listeners) l(e);
  };

  /**
   * The live sessions of several tokens, in their order (null for each unknown, revoked or expired
   * one), read in one query (`resolve` gathers them).
   */
  async function resolveMany(tokens: readonly string[]): Promise<(SessionRow | null)[]> {
    const now = clock.now();
    const hashes = tokens.map(hashToken);
    const distinct = [...new Set(hashes)];
    const found = new Map<
      string,
      { id: string; user_id: string; stay: number; last_seen_at: number; absolute_expires_at: number }
    >();
    for (let i = 0; i < distinct.length; i += LOOKUP_CHUNK) {
      const rows = await db
        .selectFrom('session')
        .select([
          'id',
          'token_hash',
          'user_id',
          'stay',
          'last_seen_at',
          'idle_expires_at',
          'absolute_expires_at',
          'revoked_at',
        ])
        .where('token_hash', 'in', distinct.slice(i, i + LOOKUP_CHUNK))
        .execute();
      for (const row of rows)
        if (row.revoked_at === null && now < row.idle_expires_at && now < row.absolute_expires_at)
          found.set(row.token_hash, row);
    }
    for (const row of found.values()) {
      if (now - row.last_seen_at < TOUCH_EVERY) continue;
      const life = row.stay ? SESSION_LIFETIME.stay : SESSION_LIFETIME.normal;
      await db
        .updateTable('session')
        .set({ last_seen_at: now, idle_expires_at: Math.min(now + life.idle, row.absolute_expires_at) })
        .where('id', '=', row.id)
        .execute();
    }
    return hashes.map((h) => {
      const row = found.get(h);
      return row ? { id: row.id, userId: row.user_id } : null;
    });
  }

  // Every request reads its session: the requests read in one turn of the event loop (a burst of
  // bids arrives that way) share one query, gathered until the turn's I/O callbacks have run.
  const lookups = new DataLoader<string, SessionRow | null>(resolveMany, {
    cache: false,
    batchScheduleFn: (run) => setImmediate(run),
  });

  return {
    async create(userId: string, opts: { stay: boolean } & Client): Promise<string> {
      const token = ids.secret(32);
      const now = clock.now();
      const life = opts.stay ? SESSION_LIFETIME.stay : SESSION_LIFETIME.normal;
      await db
        .insertInto('session')
        .values({
          id: ids.id(),
          token_hash: hashToken(token),
          user_id: userId,
          stay: opts.stay ? 1 : 0,
          ip: opts.ip,
          user_agent: opts.userAgent.slice(0, 300),
          created_at: now,
          last_seen_at: now,
          idle_expires_at: now + life.idle,
          absolute_expires_at: now + life.absolute,
          revoked_at: null,
        })
        .execute();
      return token;
    },

    /** The live session of a token, sliding its idle expiry; null when unknown, revoked or expired. */
    resolve: (token: string): Promise<SessionRow | null> => lookups.load(token),

    async revoke(userId: string, sessionId: string): Promise<boolean> {
      const res = await db
        .updateTable('session')
        .set({ revoked_at: clock.now() })
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      ended({ session: sessionId });
      return true;
    },

    /** "Stay logged in" for the current session: its lifetime becomes the longer (or normal) one. */
    async setStay(sessionId: string, stay: boolean): Promise<void> {
      const row = await db
        .selectFrom('session')
        .select(['created_at'])
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow();
      const now = clock.now();
      const life = stay ? SESSION_LIFETIME.stay : SESSION_LIFETIME.normal;
      await db
        .updateTable('session')
        .set({
          stay: stay ? 1 : 0,
          last_seen_at: now,
          idle_expires_at: now + life.idle,
          absolute_expires_at: row.created_at + life.absolute,
        })
        .where('id', '=', sessionId)
        .execute();
    },

    async revokeAll(userId: string): Promise<void> {
      await db
        .updateTable('session')
        .set({ revoked_at: clock.now() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      ended({ user: userId });
    },

    /** Tells `listener` of every revocation, after it is written (the realtime channel disconnects). */
    onEnd(listener: (ended: SessionsEnded) => void): void {
      listeners.push(listener);
    },

    /** The user's live sessions, newest first: the login/device history they can sign out of. */
    async list(userId: string, currentId: string): Promise<SessionInfo[]> {
      const now = clock.now();
      const rows = await db
        .selectFrom('session')
        .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'stay'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('idle_expires_at', '>', now)
        .where('absolute_expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(50)
        .execute();
      return rows.map((r) => ({ ...r, stay: r.stay === 1, current: r.id === currentId }));
    },
  };
}

export type Sessions = ReturnType<typeof makeSessions>;
