// Earn's refusals (translated from the catalogs like every server message).
import type { MessageDescriptor } from '@lingui/core';

export const earnMessages = {
  productUnknown: /*i18n*/ { id: 'earn.product_unknown', message: 'This product is not offered' },
  badAmount: /*i18n*/ { id: 'earn.bad_amount', message: 'Please enter a valid amount' },
  belowMinimum: /*i18n*/ { id: 'earn.below_minimum', message: 'The least amount of one order is {min} {currency}' },
  aboveUserCap: /*i18n*/ {
    id: 'earn.above_user_cap',
    message: 'You can hold at most {cap} {currency} in this product ({left} more)',
  },
  soldOut: /*i18n*/ { id: 'earn.sold_out', message: 'Only {left} {currency} of this product is left' },
  orderUnknown: /*i18n*/ { id: 'earn.order_unknown', message: 'This order was not found' },
  notRunning: /*i18n*/ { id: 'earn.not_running', message: 'This order has already been redeemed' },
  badRates: /*i18n*/ {
    id: 'earn.bad_rates',
    message: 'Rates must be fractions from 0 to 1 (0.003 is 0.3 %), the daily rate more than 0',
  },
  badAmounts: /*i18n*/ { id: 'earn.bad_amounts', message: 'Please enter valid minimum and caps' },
  badCaps: /*i18n*/ {
    id: 'earn.bad_caps',
    message: 'The minimum cannot be above the per-user cap, nor the per-user cap above the total',
  },
  badCurrency: /*i18n*/ { id: 'earn.bad_currency', message: 'This currency is not kept in the wallet' },
  badMinute: /*i18n*/ { id: 'earn.bad_minute', message: 'The dividend time must be on a 10-minute mark' },
} satisfies Record<string, MessageDescriptor>;
