// The double-entry rules, pure: an entry's postings sum to zero in each currency, and applying
// them to balances may not leave any user balance below zero (system accounts may go negative:
// they stand for money outside Kestrel, such as demo funds or external deposits).
import Decimal from 'decimal.js';

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

export const balanceKey = (p: Pick<Posting, 'holder' | 'account' | 'currency'>): BalanceKey =>
  `${p.holder}|${p.account}|${p.currency}`;

export const isSystem = (holder: string) => holder.startsWith('system:');

/** A posting amount as the ledger stores it: a signed plain decimal, at most 8 decimals (ADR 7). */
const POSTING_AMOUNT = /^-?(0|[1-9]\d*)(\.\d{1,8})?$/;

/** True when every posting is well formed and each currency's postings sum to exactly zero. */
export function isBalanced(postings: Posting[]): boolean {
  if (!postings.every((p) => POSTING_AMOUNT.test(p.amount) && (p.field === 'available' || p.field === 'frozen'))) {
    return false;
  }
  const sums = new Map<string, Decimal>();
  for (const p of postings) sums.set(p.currency, (sums.get(p.currency) ?? new Decimal(0)).plus(p.amount));
  return postings.length > 0 && [...sums.values()].every((s) => s.isZero());
}

/**
 * The balances after the postings, or the key of the first user balance that would go below
 * zero. `current` holds the balances the postings touch (missing ones count as zero).
 */
export function applyPostings(
  current: Map<BalanceKey, Balance>,
  postings: Posting[],
): { ok: true; balances: Map<BalanceKey, Balance> } | { ok: false; negative: BalanceKey } {
  const next = new Map<BalanceKey, Balance>();
  for (const p of postings) {
    const key = balanceKey(p);
    const b = next.get(key) ?? current.get(key) ?? { available: '0', frozen: '0' };
    next.set(key, { ...b, [p.field]: new Decimal(b[p.field]).plus(p.amount).toFixed() });
  }
  for (const [key, b] of next) {
    if (isSystem(key)) continue;
    if (new Decimal(b.available).isNegative() || new Decimal(b.frozen).isNegative())
      return { ok: false, negative: key };
  }
  return { ok: true, balances: next };
}
