// Balance rows locked ahead of an entry, in the ledger's own order (by balance key, as ledger.post
// and the batch writer lock them), for writers that must read a balance before they know their
// entries: taking those rows first and in that order means no two writers wait on each other
// (issue 32: a contract close locked the user's balance before the system ones and deadlocked with
// opens on PostgreSQL). On SQLite the write lock is held already: this is a read.
import type { DbKind } from '../core/db';
import type { Trx } from './ledger';
import { type BalanceKey, balanceKey } from './rules';

export type BalanceRef = { holder: string; account: number; currency: string };

/** Locks the rows of `refs` in key order (creating missing ones at zero); returns each one's balance. */
export async function lockBalances(
  trx: Trx,
  kind: DbKind,
  refs: BalanceRef[],
  now: number,
): Promise<Map<BalanceKey, { available: string; frozen: string }>> {
  const byKey = new Map(refs.map((r) => [balanceKey(r), r]));
  const out = new Map<BalanceKey, { available: string; frozen: string }>();
  for (const key of [...byKey.keys()].sort()) {
    const ref = byKey.get(key) as BalanceRef;
    await trx
      .insertInto('balance')
      .values({ ...ref, available: '0', frozen: '0', updated_at: now })
      .onConflict((oc) => oc.columns(['holder', 'account', 'currency']).doNothing())
      .execute();
    let q = trx
      .selectFrom('balance')
      .select(['available', 'frozen'])
      .where('holder', '=', ref.holder)
      .where('account', '=', ref.account)
      .where('currency', '=', ref.currency);
    if (kind === 'postgres') q = q.forUpdate();
    out.set(key, await q.executeTakeFirstOrThrow());
  }
  return out;
}
