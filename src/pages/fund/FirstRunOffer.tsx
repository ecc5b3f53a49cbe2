// Where a new user starts (issue 20): on home and on a balance screen, above the fold, the
// demo-funds offer — only when the server offers demo funds (DemoFundsOffer checks) and the
// balances, once known, hold nothing in any account. It goes as soon as funds arrive.
import type { BalanceRow } from '../../../contract/wallet';
import { DemoFundsOffer } from './DemoFundsOffer';
import { holdsNothing } from './firstRun';

type Props = {
  /** Every account's balances; null while loading or after a failure (then nothing shows). */
  rows: readonly BalanceRow[] | null;
  onAdded: () => void;
};

export function FirstRunOffer({ rows, onAdded }: Props) {
  return holdsNothing(rows) ? <DemoFundsOffer firstRun onAdded={onAdded} /> : null;
}
