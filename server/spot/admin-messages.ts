// Refusals of a spot pair settings edit in the back office (translated from the catalogs like
// every server message).
import type { MessageDescriptor } from '@lingui/core';

export const spotAdminMessages = {
  fee: /*i18n*/ {
    id: 'spot_admin.fee',
    message: 'Fee rates must be decimals from 0 to 0.01 (1 %)',
  },
  minAmount: /*i18n*/ {
    id: 'spot_admin.min_amount',
    message:
      'The least amount must be a positive number with at most {decimals, plural, one {# decimal place} other {# decimal places}} (the amount decimals)',
  },
  minTotal: /*i18n*/ {
    id: 'spot_admin.min_total',
    message: 'The least order value must be a positive number with at most 8 decimal places',
  },
  marketProtection: /*i18n*/ {
    id: 'spot_admin.market_protection',
    message: 'The market protection must be more than 0 and at most 0.2 (20 %)',
  },
  priceBand: /*i18n*/ {
    id: 'spot_admin.price_band',
    message: 'The price band must be more than 0 and at most 0.9 (90 %)',
  },
  maxOpenOrders: /*i18n*/ {
    id: 'spot_admin.max_open_orders',
    message: 'Open orders per user must be a whole number from 1 to 500',
  },
  enabled: /*i18n*/ { id: 'spot_admin.enabled', message: 'Trading must be switched on (1) or off (0)' },
  makerLevels: /*i18n*/ {
    id: 'spot_admin.maker_levels',
    message: 'The market maker’s levels must be a whole number from 0 to 50',
  },
  makerStep: /*i18n*/ {
    id: 'spot_admin.maker_step',
    message: 'The market maker’s step must be more than 0 and at most 0.05 (5 %)',
  },
  makerLevelValue: /*i18n*/ {
    id: 'spot_admin.maker_level_value',
    message: 'The value of a market maker level must be a positive number with at most 8 decimal places',
  },
  amountDecimals: /*i18n*/ {
    id: 'spot_admin.amount_decimals',
    message:
      'The amount decimals must be a whole number from 0 to {max} (price and amount decimals add up to 8 at most)',
  },
  openOrders: /*i18n*/ {
    id: 'spot_admin.open_orders',
    message:
      'The amount decimals cannot change while the pair has open orders ({count, plural, one {# order} other {# orders}})',
  },
} satisfies Record<string, MessageDescriptor>;
