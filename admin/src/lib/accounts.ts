// The four ledger accounts a customer holds balances in (contract/wallet: 1 fiat, 2 spot,
// 3 contract, 4 options), as the adjustment screens name them.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const ACCOUNTS = [1, 2, 3, 4] as const;

export const ACCOUNT_NAMES: Record<number, MessageDescriptor> = {
  1: msg`Fiat`,
  2: msg`Spot`,
  3: msg`Contract`,
  4: msg`Options`,
};

/** "2 · Spot": the account's number and name in the operator's language. */
export const accountLabel = (i18n: I18n, account: number) => {
  const name = ACCOUNT_NAMES[account];
  return name ? `${account} · ${i18n._(name)}` : String(account);
};
