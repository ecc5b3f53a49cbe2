// Idempotency-Key (DESIGN §4): a client's request id for a mutation, so a request sent again after
// a lost answer (the offline upload queue does) has one effect. Keys live per user in the
// `idempotency` table with a hash of the request and the first answer: a replay with the same body
// gets that answer again, the same key with another body is refused.
import { hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from './db';
import { Refusal } from './errors';
import { messages } from './messages';
import type { Database } from './tables';

type Trx = Transaction<Database> | Db;

/** The request id of a mutation (header Idempotency-Key, as Stripe names it); null when none was sent. */
export function idempotencyKey(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return key ? key.slice(0, 100) : null;
}

/** What identifies a request's body under its key. */
export const requestHash = (value: unknown) => hash('sha256', JSON.stringify(value));

/**
 * The first answer to this key when the request was already carried out (`{ answer }`), or null.
 * For calls that check the user's state before their transaction (e.g. "already under review"):
 * a replay must get its answer before those checks refuse it.
 */
export async function replayOf<T>(
  db: Trx,
  userId: string,
  key: string | null,
  hash: string,
): Promise<{ answer: T } | null> {
  if (!key) return null;
  const row = await db
    .selectFrom('idempotency')
    .select(['request_hash', 'response'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row?.response) return null;
  if (row.request_hash !== hash) throw new Refusal(messages.idempotencyConflict);
  return { answer: JSON.parse(row.response) as T };
}

/**
 * Runs a mutation once per (user, key) inside `trx`: a replay with the same body answers what the
 * first answered and changes nothing; the same key with another body is refused. No key: just runs.
 */
export async function runOnce<T>(
  trx: Trx,
  now: number,
  userId: string,
  key: string | null,
  hash: string,
  run: () => Promise<T>,
): Promise<T> {
  if (!key) return run();
  const inserted = await trx
    .insertInto('idempotency')
    .values({ user_id: userId, key, request_hash: hash, response: '', created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!inserted) {
    const row = await trx
      .selectFrom('idempotency')
      .select(['request_hash', 'response'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (row.request_hash !== hash) throw new Refusal(messages.idempotencyConflict);
    return JSON.parse(row.response) as T;
  }
  const result = await run();
  await trx
    .updateTable('idempotency')
    .set({ response: JSON.stringify(result ?? null) })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
  return result;
}

/** Rows per statement of the batch functions below (well under either database's parameter limit). */
const CHUNK = 500;

/** The answers already stored under these (user, key) pairs, by `${user}|${key}`: one statement per chunk. */
export async function storedAnswers(trx: Trx, keys: { user: string; key: string }[]) {
  const found = new Map<string, { request_hash: string; response: string }>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const part = keys.slice(i, i + CHUNK);
    const rows = await trx
      .selectFrom('idempotency')
      .select(['user_id', 'key', 'request_hash', 'response'])
      .where((eb) => eb.or(part.map((k) => eb.and([eb('user_id', '=', k.user), eb('key', '=', k.key)]))))
      .execute();
    for (const r of rows) found.set(`${r.user_id}|${r.key}`, r);
  }
  return found;
}

/**
 * Stores first answers under their keys, one statement per chunk. False when a key was stored
 * meanwhile by another transaction (another node): the caller's batch must not commit as it is.
 */
export async function storeAnswers(
  trx: Trx,
  answers: { user: string; key: string; hash: string; answer: unknown }[],
  now: number,
): Promise<boolean> {
  for (let i = 0; i < answers.length; i += CHUNK) {
    const part = answers.slice(i, i + CHUNK);
    const inserted = await trx
      .insertInto('idempotency')
      .values(
        part.map((a) => ({
          user_id: a.user,
          key: a.key,
          request_hash: a.hash,
          response: JSON.stringify(a.answer ?? null),
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .execute();
    if (inserted.length < part.length) return false;
  }
  return true;
}
