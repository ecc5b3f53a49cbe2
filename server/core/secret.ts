// The deployment's secrets: the server key (HMAC of verification codes, signed file URLs, login
// tickets) and the simulated market's key. Made once on first start and kept in the settings table
// (never public), so every node shares them and a restart keeps them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from './db';
import type { Ids } from './ids';

export type Signer = {
  /** HMAC-SHA256 of `parts`, base64url. */
  sign(...parts: (string | number)[]): string;
  /** Constant-time check of a signature made by `sign`. */
  verify(signature: string, ...parts: (string | number)[]): boolean;
};

/**
 * A deployment's secret named `keyword`: 32 random bytes made by the first node that starts (a
 * CSPRNG, `ids.secret`), kept in the settings table as a private row, read by every later start.
 */
export async function storedSecret(db: Db, ids: Ids, keyword: string, now: number): Promise<Buffer> {
  await db
    .insertInto('setting')
    .values({ keyword, value: ids.secret(32), public: 0, updated_at: now })
    .onConflict((oc) => oc.column('keyword').doNothing())
    .execute();
  const row = await db.selectFrom('setting').select('value').where('keyword', '=', keyword).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

export async function loadSigner(db: Db, ids: Ids, now: number): Promise<Signer> {
  const key = await storedSecret(db, ids, 'server_secret', now);
  const sign = (...parts: (string | number)[]) =>
    createHmac('sha256', key).update(parts.join('\u0000')).digest('base64url');
  return {
    sign,
    verify(signature, ...parts) {
      const expected = Buffer.from(sign(...parts));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
