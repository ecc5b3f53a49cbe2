import type { MessageDescriptor } from '@lingui/core';

export const walletMessages = {
  /** Spec §8's text. */
  badAmount: /*i18n*/ { id: 'wallet.bad_amount', message: 'Please enter the correct quantity, price or amount' },
  currencyUnknown: /*i18n*/ { id: 'wallet.currency_unknown', message: 'This currency is not supported' },
  sameAccount: /*i18n*/ { id: 'wallet.same_account', message: 'Choose two different accounts' },
  faucetLimit: /*i18n*/ { id: 'wallet.faucet_limit', message: 'Demo funds are limited to {max} {currency} at a time' },
  faucetDaily: /*i18n*/ { id: 'wallet.faucet_daily', message: 'You have taken enough demo funds today' },
  voucherRequired: /*i18n*/ { id: 'wallet.voucher_required', message: 'Please upload the payment voucher' },
  reasonRequired: /*i18n*/ { id: 'wallet.reason_required', message: 'Please give the reason for the rejection' },
  alreadyDecided: /*i18n*/ { id: 'wallet.already_decided', message: 'This request has already been decided' },
  rechargeSubmitted: /*i18n*/ {
    id: 'wallet.recharge_submitted',
    message: 'Submitted. The amount is credited once the payment is confirmed',
  },
} satisfies Record<string, MessageDescriptor>;
