import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EarnKind } from '../../../contract/earn';
import type { AccountId } from '../../../contract/wallet';

/**
 * Spec §1 fund overview tabs, in its order. A tab with an account shows that account's balances;
 * the others hold products that are not built yet and say so. The spot account holds coins and
 * stocks: "Balance" lists its coins, "Stock" its stocks (`holds`). "Futures" also sums up the open
 * contracts, "Seconds" the open options (`part`). "Deposit" and "Mining" sum up running lock-mining
 * orders and the DeFi and cloud ones (`earn`).
 */
export type AssetTab = {
  key: string;
  label: MessageDescriptor;
  account?: AccountId;
  holds?: 'coins' | 'stocks';
  /** A product part shown under the balances: the lever account's positions, the options account's options. */
  part?: 'contracts' | 'options';
  /** Earn orders of these kinds (a tab without an account of its own: the amounts are the coin account's). */
  earn?: EarnKind[];
};

export const ASSET_TABS: AssetTab[] = [
  { key: 'balance', label: msg`Balance`, account: 2, holds: 'coins' },
  { key: 'futures', label: msg`Futures`, account: 3, part: 'contracts' },
  { key: 'deposit', label: msg`Deposit`, earn: ['lock'] },
  { key: 'mining', label: msg`Mining`, earn: ['defi', 'cloud'] },
  { key: 'stock', label: msg`Stock`, account: 2, holds: 'stocks' },
  { key: 'margin', label: msg`Margin` },
  { key: 'seconds', label: msg`Seconds`, account: 4, part: 'options' },
  { key: 'fiat', label: msg`Fiat`, account: 1 },
];
