import type { MessageDescriptor } from '@lingui/core';

export const ledgerMessages = {
  /** Spec §8's text. */
  insufficientBalance: /*i18n*/ { id: 'ledger.insufficient_balance', message: 'Insufficient balance' },
  idempotencyConflict: /*i18n*/ {
    id: 'ledger.idempotency_conflict',
    message: 'This request was already sent with different details',
  },
} satisfies Record<string, MessageDescriptor>;
