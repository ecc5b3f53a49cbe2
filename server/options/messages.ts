// Seconds options' refusals (translated from the catalogs like every server message).
import type { MessageDescriptor } from '@lingui/core';

export const optionMessages = {
  productOff: /*i18n*/ { id: 'options.product_off', message: 'Seconds options are not offered on this site' },
  disclosureNeeded: /*i18n*/ {
    id: 'options.disclosure_needed',
    message: 'Please read and accept the risk disclosure before your first option',
  },
  disclosureVersion: /*i18n*/ {
    id: 'options.disclosure_version',
    message: 'The risk disclosure has changed. Please read it again',
  },
  instrumentUnknown: /*i18n*/ { id: 'options.instrument_unknown', message: 'This market is not available' },
  marketClosed: /*i18n*/ { id: 'options.market_closed', message: 'This market is closed now' },
  closesBeforeExpiry: /*i18n*/ {
    id: 'options.closes_before_expiry',
    message: 'This market closes before the option would expire. Choose a shorter duration',
  },
  durationUnknown: /*i18n*/ { id: 'options.duration_unknown', message: 'This duration is not offered' },
  currencyUnknown: /*i18n*/ { id: 'options.currency_unknown', message: 'Options cannot be paid in this currency' },
  badStake: /*i18n*/ { id: 'options.bad_stake', message: 'Please enter a valid amount' },
  stakeBelow: /*i18n*/ { id: 'options.stake_below', message: 'The least stake is {min} {currency}' },
  stakeAbove: /*i18n*/ { id: 'options.stake_above', message: 'The most you can stake is {max} {currency}' },
  priceUnavailable: /*i18n*/ {
    id: 'options.price_unavailable',
    message: 'No price has been recorded for this market yet. Please try again in a moment',
  },
  orderUnknown: /*i18n*/ { id: 'options.order_unknown', message: 'This option was not found' },
  badRatio: /*i18n*/ { id: 'options.bad_ratio', message: 'The payout must be more than 0 and at most 1 (100 %)' },
  badStakeBounds: /*i18n*/ { id: 'options.bad_stake_bounds', message: 'Please enter valid least and most stakes' },
  stakeRange: /*i18n*/ { id: 'options.stake_range', message: 'The most stake cannot be less than the least' },
} satisfies Record<string, MessageDescriptor>;
