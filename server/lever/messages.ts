// Leverage contracts' refusals (translated from the catalogs like every server message).
import type { MessageDescriptor } from '@lingui/core';

export const leverMessages = {
  productUnknown: /*i18n*/ { id: 'lever.product_unknown', message: 'Contracts are not offered on this market' },
  marketClosed: /*i18n*/ {
    id: 'lever.market_closed',
    message: 'This market is closed now. Orders and closes are accepted when it opens',
  },
  multipleNotAllowed: /*i18n*/ {
    id: 'lever.multiple_not_allowed',
    message: 'Choose one of the multiples offered: {multiples}',
  },
  shareOutOfRange: /*i18n*/ {
    id: 'lever.share_out_of_range',
    message: 'Lots must be a whole number from {min} to {max}',
  },
  badPrice: /*i18n*/ { id: 'lever.bad_price', message: 'Please enter a valid price' },
  limitSide: /*i18n*/ {
    id: 'lever.limit_side',
    message:
      'A limit to buy long must be below the current price, a limit to sell short above it. Use a market order to trade now',
  },
  takeProfitSide: /*i18n*/ {
    id: 'lever.take_profit_side',
    message: 'Take-profit must be above the price for a long and below it for a short',
  },
  stopLossSide: /*i18n*/ {
    id: 'lever.stop_loss_side',
    message: 'Stop-loss must be below the price for a long and above it for a short',
  },
  priceUnavailable: /*i18n*/ {
    id: 'lever.price_unavailable',
    message: 'No price has been recorded for this market yet. Please try again in a moment',
  },
  positionUnknown: /*i18n*/ { id: 'lever.position_unknown', message: 'This position was not found' },
  notOpen: /*i18n*/ { id: 'lever.not_open', message: 'This position is already closed' },
  notEntrust: /*i18n*/ { id: 'lever.not_entrust', message: 'This order has already been filled or cancelled' },
  nothingToClose: /*i18n*/ { id: 'lever.nothing_to_close', message: 'You have no open positions to close' },
  badTerms: /*i18n*/ {
    id: 'lever.bad_terms',
    message: 'Please enter a valid lot size, multiples (whole numbers, comma-separated), lot limits and rates',
  },
  badLine: /*i18n*/ { id: 'lever.bad_line', message: 'The liquidation line must be more than 0 and less than 1' },
} satisfies Record<string, MessageDescriptor>;
