// Each user's salt for a publication (issue 41, ADR 27): HMAC-SHA256 of the publication's id under
// the user's own secret (kept in proof_salt, created the first time they are in a tree). A salt is
// shown to its user alone; it differs per publication, so a leaf's hash changes every day even when
// the balances do not, and neighbours in one day's tree are not the next day's.
import { createHmac } from 'node:crypto';
import type { Db } from '../core/db';
import type { Ids } from '../core/ids';

export const saltOf = (secret: string, publicationId: string) =>
  createHmac('sha256', secret).update(`kestrel-pol-salt|${publicationId}`).digest('hex');

const CHUNK = 500;

/** The secrets of `users`, made for those who have none yet. */
export async function secretsOf(db: Db, ids: Ids, users: readonly string[], now: number): Promise<Map<string, string>> {
  const secrets = new Map<string, string>();
  for (let i = 0; i < users.length; i += CHUNK) {
    const chunk = users.slice(i, i + CHUNK);
    const rows = await db
      .selectFrom('proof_salt')
      .select(['user_id', 'secret'])
      .where('user_id', 'in', chunk)
      .execute();
    for (const r of rows) secrets.set(r.user_id, r.secret);
    const missing = chunk
      .filter((u) => !secrets.has(u))
      .map((u) => ({ user_id: u, secret: ids.secret(32), created_at: now }));
    if (missing.length === 0) continue;
    // Another node may have made one meanwhile: its secret stands, and is read back.
    await db
      .insertInto('proof_salt')
      .values(missing)
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const made = missing.map((m) => m.user_id);
    for (const r of await db
      .selectFrom('proof_salt')
      .select(['user_id', 'secret'])
      .where('user_id', 'in', made)
      .execute())
      secrets.set(r.user_id, r.secret);
  }
  return secrets;
}
