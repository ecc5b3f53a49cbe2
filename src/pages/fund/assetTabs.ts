import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EarnKind } from '../../../contract/earn';
import type { AccountId } from '../../../contract/wallet';
import { ACCOUNT_LABELS } from '../../lib/accounts';

/**
 * Spec §1 fund overview tabs, in its order (balance, futures, deposit, mining, stock, margin,
 * seconds, fiat). A tab with an account shows that account's balances and is called by the
 * account's one name (src/lib/accounts.ts), as the transfer screen and the bills call it; the
 * others hold products that are not built yet and say so. The spot account holds coins and stocks:
 * its tab lists its coins, "Stock" its stocks (`holds`). The contract account's tab also sums up
 * the open contracts, the options account's the open options (`part`). "Deposit" and "Mining" sum
 * up running lock-mining orders and the DeFi and cloud ones (`earn`).
 */
export type AssetTab = {
  key: string;
  label: MessageDescriptor;
  account?: AccountId;
  holds?: 'coins' | 'stocks';
  /** A product part shown under the balances: the contract account's positions, the options account's options. */
  part?: 'contracts' | 'options';
  /** Earn orders of these kinds (a tab without an account of its own: the amounts are the spot account's). */
  earn?: EarnKind[];
};

export const ASSET_TABS: AssetTab[] = [
  { key: 'spot', label: ACCOUNT_LABELS[2], account: 2, holds: 'coins' },
  { key: 'contract', label: ACCOUNT_LABELS[3], account: 3, part: 'contracts' },
  { key: 'deposit', label: msg`Deposit`, earn: ['lock'] },
  { key: 'mining', label: msg`Mining`, earn: ['defi', 'cloud'] },
  { key: 'stock', label: msg`Stock`, account: 2, holds: 'stocks' },
  { key: 'margin', label: msg`Margin` },
  { key: 'options', label: ACCOUNT_LABELS[4], account: 4, part: 'options' },
  { key: 'fiat', label: ACCOUNT_LABELS[1], account: 1 },
];
