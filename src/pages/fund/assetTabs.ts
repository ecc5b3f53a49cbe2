import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountId } from '../../../contract/wallet';

/**
 * Spec §1 fund overview tabs, in its order. A tab with an account shows that account's balances;
 * the others hold products that are not built yet and say so.
 */
export const ASSET_TABS: { key: string; label: MessageDescriptor; account?: AccountId }[] = [
  { key: 'balance', label: msg`Balance`, account: 2 },
  { key: 'futures', label: msg`Futures`, account: 3 },
  { key: 'deposit', label: msg`Deposit` },
  { key: 'mining', label: msg`Mining` },
  { key: 'stock', label: msg`Stock` },
  { key: 'margin', label: msg`Margin` },
  { key: 'seconds', label: msg`Seconds`, account: 4 },
  { key: 'fiat', label: msg`Fiat`, account: 1 },
];
