// Whether a user is at the very start (issue 20, first run): balances known, and nothing held in
// any account. Pure, so every screen that shows the first-run offer decides it the same way.
import type { BalanceRow } from '../../../contract/wallet';

const isZero = (amount: string) => Number(amount || '0') === 0;

/** True once balances are known (not null) and every account holds nothing, available or frozen. */
export const holdsNothing = (rows: readonly BalanceRow[] | null): boolean =>
  rows?.every((r) => isZero(r.available) && isZero(r.frozen)) === true;
