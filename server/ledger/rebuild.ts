// Rebuilding balances from the journal (ADR 7): every balance is recomputed from ledger_posting
// alone and compared with the `balance` projection; optionally the projection is rewritten to
// match. The rules live in ./journal (pure); this file only reads and writes the database.
import type { Db, DbKind } from '../core/db';
import {
  type BalanceDifference,
  BalanceFold,
  compareBalances,
  type EntryFault,
  type NegativeBalance,
  negativeBalances,
} from './journal';
import type { Balance, BalanceKey, Field, Posting } from './rules';
import { consistently, postingPages } from './snapshot';

export type JournalReport = {
  entries: number;
  postings: number;
  /** The balances the journal implies (holder|account|currency → available, frozen). */
  balances: Map<BalanceKey, Balance>;
  /** Entries whose postings do not sum to zero per currency, have none, or cannot be read. */
  faults: EntryFault[];
  /** User balances the journal leaves below zero. */
  negative: NegativeBalance[];
  /** Where the `balance` table differed from the journal (before any rewrite). */
  differences: BalanceDifference[];
  /** Balance rows rewritten to the journal's figures (only with `rewrite`). */
  rewritten: number;
  /** True when the journal is sound and the projection equals it. */
  ok: boolean;
};

/**
 * Recomputes every balance from the journal and reports what differs. Reads one consistent
 * snapshot (an entry, its postings and its balances are written in one transaction, so a
 * snapshot never sees half an entry). With `rewrite`, it holds the ledger's write lock instead,
 * so no entry lands between reading and rewriting, and sets every differing row to the journal's
 * figures — but only when the journal itself is sound: a projection rebuilt from a broken
 * journal would hide the fault, so that is left for a person to look at.
 *
 * On SQLite the server's Db is one connection: a check run on it holds every other query until it
 * ends (tens of thousands of postings a second). For a long journal, pass a Db opened separately
 * on the same file (WAL lets it read while the server writes), as the crash test does.
 */
export async function rebuildBalances(
  db: Db,
  kind: DbKind,
  opts: { rewrite?: boolean; now?: number } = {},
): Promise<JournalReport> {
  return consistently(db, kind, Boolean(opts.rewrite), async (trx) => {
    const fold = new BalanceFold();
    const faults: EntryFault[] = [];
    let postings = 0;
    let entries = 0;
    // Postings in (entry_id, seq) order: an entry's postings arrive together, possibly across a
    // page boundary, so an entry is checked once the next entry's first posting shows up.
    let current = null as { id: string; postings: (Posting & { seq: number; lead: number })[] } | null;
    for await (const rows of postingPages(trx)) {
      for (const r of rows) {
        if (current?.id !== r.entry_id) {
          if (current) faults.push(...fold.addEntry(current.id, current.postings));
          current = { id: r.entry_id, postings: [] };
          entries++;
        }
        current.postings.push({ ...r, account: Number(r.account), lead: Number(r.lead), field: r.field as Field });
      }
      postings += rows.length;
    }
    if (current) faults.push(...fold.addEntry(current.id, current.postings));

    // Entries without any posting never appear above.
    const empty = await trx
      .selectFrom('ledger_entry as e')
      .leftJoin('ledger_posting as p', 'p.entry_id', 'e.id')
      .select('e.id')
      .where('p.entry_id', 'is', null)
      .execute();
    for (const e of empty) faults.push({ entryId: e.id, fault: 'empty' });
    entries += empty.length;

    const balances = fold.balances();
    const stored = await trx
      .selectFrom('balance')
      .select(['holder', 'account', 'currency', 'available', 'frozen'])
      .execute();
    const projection = new Map<BalanceKey, Balance>(
      stored.map((r) => [`${r.holder}|${r.account}|${r.currency}`, { available: r.available, frozen: r.frozen }]),
    );
    const negative = negativeBalances(balances);
    const differences = compareBalances(balances, projection);

    let rewritten = 0;
    if (opts.rewrite && faults.length === 0 && negative.length === 0 && differences.length > 0) {
      const now = opts.now ?? Date.now();
      const rows = differences.map((d) => {
        const [holder = '', account = '0', currency = ''] = d.key.split('|');
        return { holder, account: Number(account), currency, ...d.journal, updated_at: now };
      });
      for (let i = 0; i < rows.length; i += 500) {
        await trx
          .insertInto('balance')
          .values(rows.slice(i, i + 500))
          .onConflict((oc) =>
            oc.columns(['holder', 'account', 'currency']).doUpdateSet((eb) => ({
              available: eb.ref('excluded.available'),
              frozen: eb.ref('excluded.frozen'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
      rewritten = rows.length;
    }
    return {
      entries,
      postings,
      balances,
      faults,
      negative,
      differences,
      rewritten,
      ok: faults.length === 0 && negative.length === 0 && differences.length === 0,
    };
  });
}
