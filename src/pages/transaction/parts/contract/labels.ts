// The names the contract screens give to a direction, an order's kind, a close's reason and a
// batch close.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CloseReason, LeverDirection } from '../../../../../contract/lever';
import type { BatchKind } from '../../../../api/lever';

export const DIRECTION_LABELS: Record<LeverDirection, MessageDescriptor> = {
  1: msg({ message: 'Long', context: 'contract direction' }),
  2: msg({ message: 'Short', context: 'contract direction' }),
};

/** What opening each direction is called on its button. */
export const OPEN_LABELS: Record<LeverDirection, MessageDescriptor> = {
  1: msg`Open long`,
  2: msg`Open short`,
};

export const DIRECTION_TREND: Record<LeverDirection, 'up' | 'down'> = { 1: 'up', 2: 'down' };

export const CLOSE_REASON_LABELS: Record<CloseReason, MessageDescriptor> = {
  user: msg`Closed by you`,
  take_profit: msg`Take-profit`,
  stop_loss: msg`Stop-loss`,
  liquidation: msg`Liquidation`,
  copy: msg`Closed by copy trading`,
};

export const BATCH_LABELS: Record<BatchKind, MessageDescriptor> = {
  0: msg`Close all`,
  1: msg`Close longs`,
  2: msg`Close shorts`,
};

export const BATCH_QUESTIONS: Record<BatchKind, MessageDescriptor> = {
  0: msg`Close all your open positions at the market price?`,
  1: msg`Close all your long positions at the market price?`,
  2: msg`Close all your short positions at the market price?`,
};
