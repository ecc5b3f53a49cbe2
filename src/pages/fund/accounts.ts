import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountId } from '../../../contract/wallet';

/** Spec §1 accounts, with the names the screens use. */
export const ACCOUNT_LABELS: Record<AccountId, MessageDescriptor> = {
  1: msg`Fiat account`,
  2: msg`Spot account`,
  3: msg`Contract account`,
  4: msg`Options account`,
};

export const ACCOUNT_IDS: AccountId[] = [1, 2, 3, 4];

/** The currencies the wallet holds. */
export const WALLET_CURRENCIES = ['USDT', 'BTC', 'ETH'] as const;

/** Demo funds a tap adds (the server's per-request limit). */
export const DEMO_AMOUNTS: Record<(typeof WALLET_CURRENCIES)[number], string> = { USDT: '10000', BTC: '1', ETH: '10' };
