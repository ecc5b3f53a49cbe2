import type { MessageDescriptor } from '@lingui/core';

export const walletMessages = {
  /** Spec §8's text. */
  badAmount: /*i18n*/ { id: 'wallet.bad_amount', message: 'Please enter the correct quantity, price or amount' },
  currencyUnknown: /*i18n*/ { id: 'wallet.currency_unknown', message: 'This currency is not supported' },
  sameAccount: /*i18n*/ { id: 'wallet.same_account', message: 'Choose two different accounts' },
  faucetLimit: /*i18n*/ { id: 'wallet.faucet_limit', message: 'Demo funds are limited to {max} {currency} at a time' },
  faucetDaily: /*i18n*/ { id: 'wallet.faucet_daily', message: 'You have taken enough demo funds today' },
  faucetAccount: /*i18n*/ {
    id: 'wallet.faucet_account',
    message: 'Choose one of your accounts: spot, contract, options or fiat',
  },
  voucherRequired: /*i18n*/ { id: 'wallet.voucher_required', message: 'Please upload the payment voucher' },
  reasonRequired: /*i18n*/ { id: 'wallet.reason_required', message: 'Please give the reason for the rejection' },
  alreadyDecided: /*i18n*/ { id: 'wallet.already_decided', message: 'This request has already been decided' },
  priceUnavailable: /*i18n*/ {
    id: 'wallet.price_unavailable',
    message: 'Prices are not available yet. Please try again in a moment',
  },
  belowMinimum: /*i18n*/ { id: 'wallet.below_minimum', message: 'The minimum amount is {min} {currency}' },
  payPasswordNotSet: /*i18n*/ { id: 'wallet.pay_password_not_set', message: 'Please set a pay password first' },
  payPasswordWrong: /*i18n*/ { id: 'wallet.pay_password_wrong', message: 'The pay password is incorrect' },
  payPasswordNeeded: /*i18n*/ {
    id: 'wallet.pay_password_needed',
    message: 'This payment goes to another user: confirm it with your pay password',
  },
  payPasswordLocked: /*i18n*/ {
    id: 'wallet.pay_password_locked',
    message: 'Too many wrong pay passwords. Try again in {minutes, plural, one {# minute} other {# minutes}}',
  },
  addressUnknown: /*i18n*/ { id: 'wallet.address_unknown', message: 'Choose one of your saved withdrawal addresses' },
  addressCoinMismatch: /*i18n*/ {
    id: 'wallet.address_coin_mismatch',
    message: 'This address is for another coin or network',
  },
  bankCardMissing: /*i18n*/ { id: 'wallet.bank_card_missing', message: 'Please add your bank card first' },
  bankUsdtOnly: /*i18n*/ { id: 'wallet.bank_usdt_only', message: 'Bank payouts are made from USDT only' },
  withdrawLimit: /*i18n*/ {
    id: 'wallet.withdraw_limit',
    message: 'This exceeds your 24-hour withdrawal limit. You can still withdraw {remaining} BTC in value',
  },
  withdrawSubmitted: /*i18n*/ {
    id: 'wallet.withdraw_submitted',
    message: 'Submitted. The amount is frozen until the withdrawal is reviewed',
  },
  samePair: /*i18n*/ { id: 'wallet.same_pair', message: 'Choose two different currencies' },
  exchangeMinimum: /*i18n*/ { id: 'wallet.exchange_minimum', message: 'The least you can exchange is worth 1 USDT' },
  priceMoved: /*i18n*/ {
    id: 'wallet.price_moved',
    message: 'The price has changed. Check the new price and confirm again',
  },
  rechargeSubmitted: /*i18n*/ {
    id: 'wallet.recharge_submitted',
    message: 'Submitted. The amount is credited once the payment is confirmed',
  },
} satisfies Record<string, MessageDescriptor>;
