// Many entries in one write transaction. ledger.post costs several queries per entry and one
// commit per request; here each touched balance is read once per batch, every entry is judged in
// memory with the same rules in the order given (./plan; a refused entry is refused alone, the
// others commit), and the entries, postings and changed balances are written together, each
// balance once. The journal is the one posting the same entries one by one, in the same order,
// would write. Storage is per database (./batch-sqlite, ./batch-postgres).
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import type { Ids } from '../core/ids';
import { postgresBatchStore } from './batch-postgres';
import { sqliteBatchStore } from './batch-sqlite';
import type { EntryInput, Trx } from './ledger';
import { type BatchOutcome, planBatch, readEntries, touchedBalances } from './plan';

export type { BatchOutcome } from './plan';

export function makeBatchLedger(opened: OpenedDb, ids: Ids, clock: Clock) {
  const store = opened.kind === 'sqlite' ? sqliteBatchStore(opened.sqlite) : postgresBatchStore();

  /**
   * Posts `entries` in order inside `trx` (which must hold the write lock: run it in
   * ledger.write). Each outcome says whether its entry was written or why not: "insufficient
   * balance" (a Refusal, as ledger.post throws) or an unbalanced entry (an Error: a bug in the
   * caller, as ledger.post throws too). Only the written entries' changes reach the database.
   */
  async function postMany(trx: Trx, entries: EntryInput[]): Promise<BatchOutcome[]> {
    const now = clock.now();
    const read = readEntries(entries);
    const refs = touchedBalances(read);
    const before = await store.load(trx, refs, now);
    const plan = planBatch(entries, read, refs, before, () => ids.sortable(now));
    if (plan.accepted.length > 0) await store.write(trx, plan, now);
    return plan.outcomes;
  }

  return { postMany };
}

export type BatchLedger = ReturnType<typeof makeBatchLedger>;
