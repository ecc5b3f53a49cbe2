import type { MessageDescriptor } from '@lingui/core';

export const ledgerMessages = {
  /** Spec §8's text. */
  insufficientBalance: /*i18n*/ { id: 'ledger.insufficient_balance', message: 'Insufficient balance' },
} satisfies Record<string, MessageDescriptor>;
