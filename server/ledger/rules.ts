// The double-entry rules, pure: an entry's postings sum to zero in each currency, and applying
// them to balances may not leave any user balance below zero (system accounts may go negative:
// they stand for money outside Kestrel, such as demo funds or external deposits). Amounts are
// computed as integer units of 10⁻⁸ (./units); the string forms are what is stored.
import { fromUnits, toUnits } from './units';

export type Field = 'available' | 'frozen';

export type Posting = {
  /** 'user:<id>' or 'system:<name>' */
  holder: string;
  /** Spec §1 accounts: 1 legal, 2 change, 3 lever, 4 micro; 0 for system holders. */
  account: number;
  currency: string;
  field: Field;
  /** Signed decimal string. */
  amount: string;
};

export type BalanceKey = string;
export type Balance = { available: string; frozen: string };
/** A balance in units of 10⁻⁸. */
export type Units = { available: bigint; frozen: bigint };
/** A posting read once: its balance's key and its amount in units. */
export type UnitPosting = Omit<Posting, 'amount'> & { key: BalanceKey; units: bigint };

export const balanceKey = (p: Pick<Posting, 'holder' | 'account' | 'currency'>): BalanceKey =>
  `${p.holder}|${p.account}|${p.currency}`;

export const isSystem = (holder: string) => holder.startsWith('system:');

const ZERO: Units = { available: 0n, frozen: 0n };

/**
 * The postings with their amounts in units, or null when any is malformed: an amount that is not
 * a signed plain decimal with at most 8 decimals (ADR 7), or an unknown field.
 */
export function readPostings(postings: readonly Posting[]): UnitPosting[] | null {
  const out: UnitPosting[] = [];
  for (const p of postings) {
    const units = toUnits(p.amount);
    if (units === null || (p.field !== 'available' && p.field !== 'frozen')) return null;
    out.push({ holder: p.holder, account: p.account, currency: p.currency, field: p.field, key: balanceKey(p), units });
  }
  return out;
}

/** True when there is at least one posting and each currency's postings sum to exactly zero. */
export function sumsToZero(postings: readonly UnitPosting[]): boolean {
  if (postings.length === 0) return false;
  // Most entries are in one currency: one sum, no map.
  const first = postings[0] as UnitPosting;
  if (postings.every((p) => p.currency === first.currency)) return postings.reduce((s, p) => s + p.units, 0n) === 0n;
  const sums = new Map<string, bigint>();
  for (const p of postings) sums.set(p.currency, (sums.get(p.currency) ?? 0n) + p.units);
  for (const sum of sums.values()) if (sum !== 0n) return false;
  return true;
}

/**
 * Which postings stand for their entry on a holder's statement (bills): the first of each holder
 * and currency. Only these are in the statement index (ADR 12), so a transfer between a user's own
 * accounts is indexed once rather than once per posting.
 */
export function statementLeads(postings: readonly Pick<Posting, 'holder' | 'currency'>[]): boolean[] {
  return postings.map(
    (p, seq) => postings.findIndex((q) => q.holder === p.holder && q.currency === p.currency) === seq,
  );
}

/** True when every posting is well formed and each currency's postings sum to exactly zero. */
export function isBalanced(postings: Posting[]): boolean {
  const read = readPostings(postings);
  return read !== null && sumsToZero(read);
}

/**
 * The balances the postings touch after them (in the order first touched), or the key of the
 * first user balance that would go below zero. `current` holds the balances before (missing ones count as zero); it is not changed.
 */
export function applyUnits(
  current: ReadonlyMap<BalanceKey, Units>,
  postings: readonly UnitPosting[],
): { ok: true; balances: [BalanceKey, Units][] } | { ok: false; negative: BalanceKey } {
  // An entry touches a handful of balances: a short list searched in order costs less than a Map
  // (this runs for every entry of a batch).
  const next: [BalanceKey, Units][] = [];
  for (const p of postings) {
    const found = next.find((n) => n[0] === p.key);
    const b = found?.[1] ?? current.get(p.key) ?? ZERO;
    const after =
      p.field === 'available'
        ? { available: b.available + p.units, frozen: b.frozen }
        : { available: b.available, frozen: b.frozen + p.units };
    if (found) found[1] = after;
    else next.push([p.key, after]);
  }
  for (const [key, b] of next) {
    if (!isSystem(key) && (b.available < 0n || b.frozen < 0n)) return { ok: false, negative: key };
  }
  return { ok: true, balances: next };
}

/** A stored balance in units; a balance the ledger cannot have written is an error, never zero. */
export function balanceUnits(key: BalanceKey, b: Balance): Units {
  const available = toUnits(b.available);
  const frozen = toUnits(b.frozen);
  if (available === null || frozen === null) {
    throw new Error(`balance ${key} is not a ledger amount: ${JSON.stringify(b)}`);
  }
  return { available, frozen };
}

export const balanceOf = (u: Units): Balance => ({ available: fromUnits(u.available), frozen: fromUnits(u.frozen) });

/**
 * applyUnits on the stored (string) forms: the balances after the postings, or the key of the
 * first user balance that would go below zero. The postings must be well formed (isBalanced).
 */
export function applyPostings(
  current: Map<BalanceKey, Balance>,
  postings: Posting[],
): { ok: true; balances: Map<BalanceKey, Balance> } | { ok: false; negative: BalanceKey } {
  const read = readPostings(postings);
  if (!read) throw new Error('malformed ledger posting');
  const before = new Map<BalanceKey, Units>();
  for (const p of read) {
    const b = current.get(p.key);
    if (b && !before.has(p.key)) before.set(p.key, balanceUnits(p.key, b));
  }
  const result = applyUnits(before, read);
  if (!result.ok) return result;
  return { ok: true, balances: new Map(result.balances.map(([key, u]) => [key, balanceOf(u)])) };
}
