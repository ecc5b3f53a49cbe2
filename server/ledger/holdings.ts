// What the ledger holds as of one instant, for the proof of liabilities (issue 41, ADR 27): every
// balance row, and the journal's own sums per currency over the user holders, read in one
// consistent snapshot (./snapshot.ts) so that the two can be compared: the balances are the
// journal's projection (ADR 7), so they must agree to the last unit.
import type { Clock } from '../core/clock';
import type { Db, DbKind } from '../core/db';
import { consistently, postingPages } from './snapshot';
import { toUnits } from './units';

export type HoldingRow = { holder: string; account: number; currency: string; available: string; frozen: string };

export type Holdings = {
  /** The instant read (the clock inside the snapshot). */
  at: number;
  balances: HoldingRow[];
  /** Per currency, the sum of every posting to a user holder (available and frozen alike), in units of 10⁻⁸. */
  journalUserSums: Map<string, bigint>;
  /** Postings to user holders whose amounts cannot be read (left out of the sums). */
  journalFaults: string[];
};

export const isUserHolder = (holder: string) => holder.startsWith('user:');

/**
 * Reads the holdings in one snapshot. On SQLite the server's one connection is held meanwhile (as
 * by the journal check): the journal is read whole, so this takes time in proportion to it.
 */
export async function readHoldings(db: Db, kind: DbKind, clock: Clock): Promise<Holdings> {
  return consistently(db, kind, false, async (trx) => {
    const balances = (
      await trx
        .selectFrom('balance')
        .select(['holder', 'account', 'currency', 'available', 'frozen'])
        .orderBy('holder')
        .orderBy('account')
        .orderBy('currency')
        .execute()
    ).map((r) => ({ ...r, account: Number(r.account) }));
    const at = clock.now();
    const sums = new Map<string, bigint>();
    const faults: string[] = [];
    // User holders only (LIKE rather than a range: text order depends on the collation).
    for await (const rows of postingPages(trx, { holderLike: 'user:%' })) {
      for (const r of rows) {
        const units = toUnits(r.amount);
        if (units === null) faults.push(`posting ${r.entry_id}/${r.seq}: amount ${JSON.stringify(r.amount)}`);
        else sums.set(r.currency, (sums.get(r.currency) ?? 0n) + units);
      }
    }
    return { at, balances, journalUserSums: sums, journalFaults: faults };
  });
}
