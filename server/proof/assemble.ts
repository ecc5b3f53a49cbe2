// From the ledger's holdings to what a publication is made of, pure (issue 41, ADR 27): each
// user's balances over every account (available + frozen) per currency, the system accounts apart,
// the tree's totals, and where they differ from the journal's own sums for user holders. Any
// difference, or a balance that cannot go in a tree (unreadable, a user's below zero, a currency
// that cannot be hashed), stops the publication: it is an alert instead.

import type { ProofDifference, ProofSystemBalance } from '../../contract/proof';
import { isProofCurrency, unitsText } from '../../contract/proof-rules';
import { type Holdings, isUserHolder } from '../ledger/holdings';
import { toUnits } from '../ledger/units';

export type Assembled = {
  /** The tree's currencies (those any user holds), sorted. */
  currencies: string[];
  /** Per user id, their sums in `currencies` order. */
  users: Map<string, bigint[]>;
  totals: bigint[];
  /** The journal's sums for user holders, in the order of `reported` (every currency either side has). */
  ledgerTotals: bigint[];
  /** The currencies the comparison covers: the tree's and the journal's. */
  reported: string[];
  system: ProofSystemBalance[];
  differences: ProofDifference[];
  faults: string[];
};

const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort();

export function assemble(holdings: Holdings): Assembled {
  const faults = [...holdings.journalFaults];
  const perUser = new Map<string, Map<string, bigint>>();
  const perSystem = new Map<string, bigint>();
  const treeSums = new Map<string, bigint>();
  for (const row of holdings.balances) {
    const name = `${row.holder}/${row.account}/${row.currency}`;
    const available = toUnits(row.available);
    const frozen = toUnits(row.frozen);
    if (available === null || frozen === null) {
      faults.push(`balance ${name}: not a ledger amount`);
      continue;
    }
    if (!isUserHolder(row.holder)) {
      const key = `${row.holder}|${row.currency}`;
      perSystem.set(key, (perSystem.get(key) ?? 0n) + available + frozen);
      continue;
    }
    if (available < 0n || frozen < 0n) faults.push(`balance ${name}: below zero`);
    if (!isProofCurrency(row.currency)) faults.push(`balance ${name}: the currency cannot be hashed`);
    const user = row.holder.slice('user:'.length);
    if (user.includes('|')) faults.push(`balance ${name}: the holder cannot be hashed`);
    const sums = perUser.get(user) ?? new Map<string, bigint>();
    perUser.set(user, sums);
    sums.set(row.currency, (sums.get(row.currency) ?? 0n) + available + frozen);
    treeSums.set(row.currency, (treeSums.get(row.currency) ?? 0n) + available + frozen);
  }
  // A currency nobody holds any of adds only zeros: left out.
  const currencies = sorted([...treeSums].filter(([, sum]) => sum !== 0n).map(([c]) => c));
  const users = new Map<string, bigint[]>();
  for (const [user, sums] of perUser)
    users.set(
      user,
      currencies.map((c) => sums.get(c) ?? 0n),
    );

  const reported = sorted([
    ...currencies,
    ...[...holdings.journalUserSums].filter(([, s]) => s !== 0n).map(([c]) => c),
  ]);
  const differences: ProofDifference[] = [];
  for (const c of reported) {
    const tree = treeSums.get(c) ?? 0n;
    const ledger = holdings.journalUserSums.get(c) ?? 0n;
    if (tree !== ledger) differences.push({ currency: c, tree: unitsText(tree), ledger: unitsText(ledger) });
  }
  const system = [...perSystem]
    .filter(([, sum]) => sum !== 0n)
    .map(([key, sum]) => {
      const [holder = '', currency = ''] = key.split('|');
      return { holder, currency, balance: unitsText(sum) };
    })
    .sort((a, b) => (a.holder === b.holder ? cmp(a.currency, b.currency) : cmp(a.holder, b.holder)));
  return {
    currencies,
    users,
    totals: currencies.map((c) => treeSums.get(c) ?? 0n),
    ledgerTotals: reported.map((c) => holdings.journalUserSums.get(c) ?? 0n),
    reported,
    system,
    differences,
    faults,
  };
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
