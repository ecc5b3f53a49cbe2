// The journal's invariants, pure: folding postings into the balances they imply, finding entries
// that do not balance, user balances below zero, and where a stored projection differs from the
// journal. No I/O here (server/ledger/rebuild.ts reads the database); Decimal only, never floats.
import Decimal from 'decimal.js';
import { type Balance, type BalanceKey, balanceKey, type Field, isSystem, type Posting, statementLeads } from './rules';

// Exact sums however long: decimal.js rounds results to 20 significant digits by default, and a
// journal's sums (a system account's, or an amount of 15 whole digits and 8 decimals) can have more.
const D = Decimal.clone({ precision: 1000 });

const FIELDS: readonly Field[] = ['available', 'frozen'];
const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** A journal entry whose postings break a rule. */
export type EntryFault =
  | { entryId: string; fault: 'unbalanced'; currency: string; sum: string }
  | { entryId: string; fault: 'empty' }
  | { entryId: string; fault: 'malformed'; seq: number; reason: string }
  /** Its statement leads are not statementLeads': bills would miss it, or show it twice. */
  | { entryId: string; fault: 'statement'; seq: number };

export type NegativeBalance = { key: BalanceKey; field: Field; amount: string };

export type BalanceDifference = { key: BalanceKey; journal: Balance; projection: Balance | null };

/**
 * Running balances per holder × account × currency, summed with Decimal (kept as Decimal while
 * folding: converting every step to a string would cost more than the sum itself).
 */
export class BalanceFold {
  private readonly sums = new Map<BalanceKey, { available: Decimal; frozen: Decimal }>();

  /** Adds one entry's postings; returns what is wrong with the entry (nothing: an empty list). */
  addEntry(entryId: string, postings: (Posting & { seq: number; lead: number })[]): EntryFault[] {
    if (postings.length === 0) return [{ entryId, fault: 'empty' }];
    const faults: EntryFault[] = [];
    const leads = statementLeads(postings);
    postings.forEach((p, i) => {
      if (Boolean(p.lead) !== leads[i]) faults.push({ entryId, fault: 'statement', seq: p.seq });
    });
    const perCurrency = new Map<string, Decimal>();
    for (const p of postings) {
      // A malformed posting cannot be summed; it is reported and left out of every balance.
      const reason = malformed(p);
      if (reason) {
        faults.push({ entryId, fault: 'malformed', seq: p.seq, reason });
        continue;
      }
      const key = balanceKey(p);
      let b = this.sums.get(key);
      if (!b) {
        b = { available: new D(0), frozen: new D(0) };
        this.sums.set(key, b);
      }
      b[p.field] = b[p.field].plus(p.amount);
      perCurrency.set(p.currency, (perCurrency.get(p.currency) ?? new D(0)).plus(p.amount));
    }
    for (const [currency, sum] of perCurrency) {
      if (!sum.isZero()) faults.push({ entryId, fault: 'unbalanced', currency, sum: sum.toFixed() });
    }
    return faults;
  }

  /** The balances the journal implies, as canonical decimal strings. */
  balances(): Map<BalanceKey, Balance> {
    const out = new Map<BalanceKey, Balance>();
    for (const [key, b] of this.sums) out.set(key, { available: b.available.toFixed(), frozen: b.frozen.toFixed() });
    return out;
  }
}

function malformed(p: Posting): string | null {
  if (!FIELDS.includes(p.field)) return `unknown field ${JSON.stringify(p.field)}`;
  if (typeof p.amount !== 'string' || !DECIMAL.test(p.amount))
    return `amount ${JSON.stringify(p.amount)} is not a decimal`;
  return null;
}

/** User balances below zero (system holders may go negative: they stand for money outside). */
export function negativeBalances(balances: Map<BalanceKey, Balance>): NegativeBalance[] {
  const out: NegativeBalance[] = [];
  for (const [key, b] of balances) {
    if (isSystem(key)) continue;
    for (const field of FIELDS) {
      if (new D(b[field]).isNegative()) out.push({ key, field, amount: b[field] });
    }
  }
  return out;
}

/**
 * Where the projection differs from the journal, by value (so '1.50' equals '1.5'). A balance
 * missing on either side counts as zero: a row of zeros and no row mean the same money.
 */
export function compareBalances(
  journal: Map<BalanceKey, Balance>,
  projection: Map<BalanceKey, Balance>,
): BalanceDifference[] {
  const zero: Balance = { available: '0', frozen: '0' };
  const out: BalanceDifference[] = [];
  for (const key of new Set([...journal.keys(), ...projection.keys()])) {
    const j = journal.get(key) ?? zero;
    const p = projection.get(key);
    const q = p ?? zero;
    if (!FIELDS.every((f) => isDecimal(q[f]) && new D(j[f]).eq(q[f]))) {
      out.push({ key, journal: j, projection: p ?? null });
    }
  }
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const isDecimal = (s: string) => typeof s === 'string' && DECIMAL.test(s);

/** Each holder's total (available + frozen, over all accounts) per currency: `holder|currency` → amount. */
export function totalsByHolder(balances: Map<BalanceKey, Balance>): Map<string, string> {
  const sums = new Map<string, Decimal>();
  for (const [key, b] of balances) {
    const [holder = '', , currency = ''] = key.split('|');
    const k = `${holder}|${currency}`;
    sums.set(k, (sums.get(k) ?? new D(0)).plus(b.available).plus(b.frozen));
  }
  return new Map([...sums].map(([k, v]) => [k, v.toFixed()]));
}
