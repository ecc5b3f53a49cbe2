// The names the spot screens give to an order's side, type, time in force, state and cancel reason.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CancelReason, OrderState, OrderType, SideCode, TimeInForce } from '../../../../contract/spot';

export const SIDE_LABELS: Record<SideCode, MessageDescriptor> = { 1: msg`Buy`, 2: msg`Sell` };

export const ORDER_TYPE_LABELS: Record<OrderType, MessageDescriptor> = {
  limit: msg`Limit`,
  market: msg({ message: 'Market', context: 'order type' }),
};

export const TIF_LABELS: Record<TimeInForce, MessageDescriptor> = {
  GTC: msg`Good till cancelled (GTC)`,
  IOC: msg`Immediate or cancel (IOC)`,
  FOK: msg`Fill or kill (FOK)`,
};

export const STATE_LABELS: Record<OrderState, MessageDescriptor> = {
  open: msg`Open`,
  partial: msg`Partly filled`,
  filled: msg`Filled`,
  cancelled: msg`Cancelled`,
};

export const CANCEL_REASON_LABELS: Record<CancelReason, MessageDescriptor> = {
  user: msg`Cancelled by you`,
  ioc: msg`The rest was cancelled (IOC)`,
  fok: msg`Could not fill whole (FOK)`,
  post_only: msg`Would have taken liquidity (post-only)`,
  self_trade: msg`Would have traded with your own order`,
  market: msg`The rest was beyond the price protection`,
};

/** A limit price outside the band: the server's own message (one catalog entry for both). */
const PRICE_OUT_OF_BAND: MessageDescriptor = msg({
  id: 'server.price_out_of_band',
  message: 'The price must be from {min} to {max} now (within {percent} % of the last price)',
});

export const priceOutOfBand = (values: { min: string; max: string; percent: string }): MessageDescriptor => ({
  ...PRICE_OUT_OF_BAND,
  values,
});
