// Judging a batch of entries, pure: each entry in the order given, against the balances as the
// entries before it left them, with the same rules ledger.post applies one entry at a time
// (./rules). A refused entry is refused alone and changes nothing. What comes out is what to
// write: the accepted entries and each changed balance once, as the whole batch leaves it.
import { Refusal } from '../core/errors';
import type { EntryInput } from './ledger';
import { ledgerMessages } from './messages';
import {
  applyUnits,
  type BalanceKey,
  type Posting,
  readPostings,
  sumsToZero,
  type UnitPosting,
  type Units,
} from './rules';

export type BatchOutcome = { ok: true; entryId: string } | { ok: false; error: Error };

export type BalanceRef = Pick<Posting, 'holder' | 'account' | 'currency'>;

export type BatchPlan = {
  /** One per entry, in the order given. */
  outcomes: BatchOutcome[];
  /** The accepted entries in id order (ids grow with time, so rows append in key order). */
  accepted: { id: string; entry: EntryInput }[];
  /** Every balance the accepted entries change, once, as the batch leaves it. */
  balances: { key: BalanceKey; ref: BalanceRef; units: Units; stored: boolean }[];
};

/** Each entry's postings read into units, or null when the entry is malformed or does not balance. */
export function readEntries(entries: readonly EntryInput[]): (UnitPosting[] | null)[] {
  return entries.map((e) => {
    const read = readPostings(e.postings);
    return read && sumsToZero(read) ? read : null;
  });
}

/** The balances the readable entries touch, each once, in the order they first appear. */
export function touchedBalances(read: readonly (UnitPosting[] | null)[]): Map<BalanceKey, BalanceRef> {
  const refs = new Map<BalanceKey, BalanceRef>();
  for (const postings of read) {
    for (const p of postings ?? []) {
      if (!refs.has(p.key)) refs.set(p.key, { holder: p.holder, account: p.account, currency: p.currency });
    }
  }
  return refs;
}

/**
 * Judges `entries` (with their postings `read` by readEntries) against the stored balances
 * `before` (missing ones are zero). `newId` names each accepted entry.
 */
export function planBatch(
  entries: readonly EntryInput[],
  read: readonly (UnitPosting[] | null)[],
  refs: ReadonlyMap<BalanceKey, BalanceRef>,
  before: ReadonlyMap<BalanceKey, Units>,
  newId: () => string,
): BatchPlan {
  // The balances as the entries judged so far leave them. applyUnits makes a new object for every
  // balance it changes, so a balance whose object is not the one loaded has changed.
  const state = new Map(before);
  const outcomes: BatchOutcome[] = [];
  const accepted: BatchPlan['accepted'] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i] as EntryInput;
    const postings = read[i];
    if (!postings) {
      // A bug in the caller, as ledger.post throws it; the other entries go on.
      outcomes.push({ ok: false, error: new Error(`unbalanced ledger entry: ${entry.kind}`) });
      continue;
    }
    const result = applyUnits(state, postings);
    if (!result.ok) {
      outcomes.push({ ok: false, error: new Refusal(ledgerMessages.insufficientBalance) });
      continue;
    }
    for (const [key, units] of result.balances) state.set(key, units);
    const id = newId();
    accepted.push({ id, entry });
    outcomes.push({ ok: true, entryId: id });
  }
  accepted.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const balances: BatchPlan['balances'] = [];
  for (const [key, ref] of refs) {
    const units = state.get(key);
    const stored = before.get(key);
    if (units && units !== stored) balances.push({ key, ref, units, stored: stored !== undefined });
  }
  return { outcomes, accepted, balances };
}
