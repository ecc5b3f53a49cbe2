// The server's secret key (HMAC of verification codes, signed file URLs, login tickets). Made once
// on first start and kept in the settings table (never public), so every node shares it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from './db';
import type { Ids } from './ids';

export type Signer = {
  /** HMAC-SHA256 of `parts`, base64url. */
  sign(...parts: (string | number)[]): string;
  /** Constant-time check of a signature made by `sign`. */
  verify(signature: string, ...parts: (string | number)[]): boolean;
};

export async function loadSigner(db: Db, ids: Ids, now: number): Promise<Signer> {
  await db
    .insertInto('setting')
    .values({ keyword: 'server_secret', value: ids.secret(32), public: 0, updated_at: now })
    .onConflict((oc) => oc.column('keyword').doNothing())
    .execute();
  const row = await db
    .selectFrom('setting')
    .select('value')
    .where('keyword', '=', 'server_secret')
    .executeTakeFirstOrThrow();
  const key = Buffer.from(row.value, 'base64url');
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
