import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountId } from '../../../contract/wallet';

/**
 * Spec §1 fund overview tabs, in its order. A tab with an account shows that account's balances;
 * the others hold products that are not built yet and say so. The spot account holds coins and
 * stocks: "Balance" lists its coins, "Stock" its stocks (`holds`). "Futures" also sums up the open
 * contracts, "Seconds" the open options (`part`).
 */
export type AssetTab = {
  key: string;
  label: MessageDescriptor;
  account?: AccountId;
  holds?: 'coins' | 'stocks';
  /** A product part shown under the balances: the lever account's positions, the options account's options. */
  part?: 'contracts' | 'options';
};

export const ASSET_TABS: AssetTab[] = [
  { key: 'balance', label: msg`Balance`, account: 2, holds: 'coins' },
  { key: 'futures', label: msg`Futures`, account: 3, part: 'contracts' },
  { key: 'deposit', label: msg`Deposit` },
  { key: 'mining', label: msg`Mining` },
  { key: 'stock', label: msg`Stock`, account: 2, holds: 'stocks' },
  { key: 'margin', label: msg`Margin` },
  { key: 'seconds', label: msg`Seconds`, account: 4, part: 'options' },
  { key: 'fiat', label: msg`Fiat`, account: 1 },
];
