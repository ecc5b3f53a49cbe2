// What the batch writer needs from a database: the touched balances read (and locked) once per
// batch, and the judged batch written. One implementation per database kind.
import type { Trx } from './ledger';
import type { BalanceRef, BatchPlan } from './plan';
import type { BalanceKey, Units } from './rules';

export interface BatchStore {
  /**
   * The stored balances among `refs` (missing rows are left out), read inside the caller's write
   * transaction; on PostgreSQL also locked, in key order.
   */
  load(trx: Trx, refs: ReadonlyMap<BalanceKey, BalanceRef>, now: number): Promise<Map<BalanceKey, Units>>;
  /** Writes the accepted entries with their postings, and the balances the batch leaves. */
  write(trx: Trx, plan: BatchPlan, now: number): Promise<void>;
}
