// Spot trading's refusals (translated from the catalogs like every server message).
import type { MessageDescriptor } from '@lingui/core';

export const spotMessages = {
  pairUnknown: /*i18n*/ { id: 'spot.pair_unknown', message: 'This trading pair is not available' },
  badPrice: /*i18n*/ { id: 'spot.bad_price', message: 'Please enter a valid price' },
  badAmount: /*i18n*/ { id: 'spot.bad_amount', message: 'Please enter a valid amount' },
  priceDecimals: /*i18n*/ {
    id: 'spot.price_decimals',
    message: 'The price may have at most {decimals, plural, one {# decimal place} other {# decimal places}}',
  },
  amountDecimals: /*i18n*/ {
    id: 'spot.amount_decimals',
    message: 'The amount may have at most {decimals, plural, one {# decimal place} other {# decimal places}}',
  },
  belowMinAmount: /*i18n*/ { id: 'spot.below_min_amount', message: 'The least amount is {min} {currency}' },
  belowMinTotal: /*i18n*/ { id: 'spot.below_min_total', message: 'The order must be worth at least {min} {currency}' },
  marketClosed: /*i18n*/ { id: 'spot.market_closed', message: 'This market is closed now' },
  tooManyOrders: /*i18n*/ {
    id: 'spot.too_many_orders',
    message: 'You have {max} open orders on this pair. Cancel one to place another',
  },
  orderUnknown: /*i18n*/ { id: 'spot.order_unknown', message: 'This order was not found' },
  orderClosed: /*i18n*/ { id: 'spot.order_closed', message: 'This order is already filled or cancelled' },
  priceUnavailable: /*i18n*/ {
    id: 'spot.price_unavailable',
    message: 'No price has been recorded for this pair yet. Please try again in a moment',
  },
  engineUnavailable: /*i18n*/ {
    id: 'spot.engine_unavailable',
    message: 'Trading is starting up. Please try again in a moment',
  },
  outcomeUnknown: /*i18n*/ {
    id: 'spot.outcome_unknown',
    message:
      'We could not confirm this. If it was carried out, it will show in your orders; trying again will not do it twice',
  },
  badTotal: /*i18n*/ { id: 'spot.bad_total', message: 'Please enter a valid total, with at most 8 decimal places' },
  totalMarketBuyOnly: /*i18n*/ {
    id: 'spot.total_market_buy_only',
    message: 'A total to spend can be given for a market buy only; give the amount instead',
  },
  postOnlyMarket: /*i18n*/ { id: 'spot.post_only_market', message: 'A market order cannot be post-only' },
} satisfies Record<string, MessageDescriptor>;
