// Reading gift rows, shared by the sender's and claimer's calls, the expiry job and the back office.
import { randomBytes } from 'node:crypto';
import { GIFT_CODE_ALPHABET } from '../../contract/gift-rules';
import type { DbKind } from '../core/db';
import type { Trx } from '../ledger/ledger';
import type { GiftRow } from './view';

/** A gift; locked for the transaction when `lock` names PostgreSQL (SQLite's writer is alone anyway). */
export async function giftRow(trx: Trx, id: string, lock?: DbKind): Promise<GiftRow | undefined> {
  let q = trx.selectFrom('gift').selectAll().where('id', '=', id);
  if (lock === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

export const giftByCode = (trx: Trx, code: string): Promise<GiftRow | undefined> =>
  trx.selectFrom('gift').selectAll().where('code', '=', code).executeTakeFirst();

/** The users' nicknames by id (a gift's sender and claimers as others see them). */
export async function namesOf(trx: Trx, userIds: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await trx.selectFrom('users').select(['id', 'nickname']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.nickname]));
}

/**
 * A uniform integer in [1, max] from the operating system's CSPRNG: random bytes masked to max's
 * bit length, drawn again when above it (no modulo bias).
 */
export function drawUniform(max: bigint): bigint {
  if (max < 1n) throw new Error('drawUniform: max below 1');
  const range = max; // values 0 … max − 1, then + 1
  const bits = range.toString(2).length;
  const bytes = Math.ceil(bits / 8);
  const mask = (1n << BigInt(bits)) - 1n;
  for (;;) {
    const v = BigInt(`0x${randomBytes(bytes).toString('hex')}`) & mask;
    if (v < range) return v + 1n;
  }
}

/** A fresh claim code (contract/gift-rules.ts GIFT_CODE): 12 × 5 random bits. */
export function newGiftCode(): string {
  const bytes = randomBytes(12);
  return [...bytes].map((b) => GIFT_CODE_ALPHABET[b & 31]).join('');
}
