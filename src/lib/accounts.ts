// The user's four accounts (spec §1) and the one name each has on every screen: Assets, the
// transfer between accounts, bills, transfer history, and the trade screens' balances (issue 20,
// "one vocabulary"). Texts that mention an account in a sentence use the same words, lower-cased.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountId } from '../../contract/wallet';

/**
 * 1 legal: fiat. 2 change: the coin account that spot and stock trading, exchange, earn, IEO and dual
 * investment use. 3 lever: leverage contracts (futures and super leverage). 4 micro: seconds options.
 */
export const ACCOUNT_LABELS: Record<AccountId, MessageDescriptor> = {
  1: msg`Fiat account`,
  2: msg`Spot account`,
  3: msg`Contract account`,
  4: msg`Options account`,
};

/** The accounts in the order the screens list them: spot first, where funds arrive. */
export const ACCOUNT_IDS: AccountId[] = [2, 3, 4, 1];
