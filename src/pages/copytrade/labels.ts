// The names the copy-trading screens give to sorts, windows, modes, states and reasons, and the
// screens' paths.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CopySkip, FollowMode, FollowState, StatWindow, TraderApplicationState } from '../../../contract/copy';
import type { TraderSort } from '../../api/copy';

export const TRADERS_PATH = '/pages/copytrade/copy';
export const MY_COPY_PATH = '/pages/copytrade/my';
export const TRADER_CENTRE_PATH = '/pages/copytrade/trader';
export const traderPath = (id: string) => `/pages/follow/trader?trader_user_id=${encodeURIComponent(id)}`;
export const followPath = (id: string) => `/pages/follow/follow?trader_user_id=${encodeURIComponent(id)}`;
/** The agreement (its text is in every language; the route names the spec's two). */
export const AGREEMENT_PATH = '/pages/follow/agreement_en';

export const SORT_LABELS: Record<TraderSort, MessageDescriptor> = {
  roi: msg`ROI`,
  correct_rate: msg`Win rate`,
  follow_num: msg`Followers`,
  max_drawdown: msg`Drawdown`,
};

export const WINDOW_LABELS: Record<StatWindow, MessageDescriptor> = {
  7: msg`7 days`,
  30: msg`30 days`,
  90: msg`90 days`,
  0: msg({ message: 'All', context: 'all time' }),
};

export const MODE_LABELS: Record<FollowMode, MessageDescriptor> = {
  1: msg`Fixed multiple`,
  2: msg`Fixed lots`,
};

export const FOLLOW_STATE_LABELS: Record<FollowState, MessageDescriptor> = {
  active: msg({ message: 'Following', context: 'follow state' }),
  cancelled: msg({ message: 'Cancelled', context: 'follow state' }),
  stopped: msg({ message: 'Stopped', context: 'follow state' }),
};

export const STOPPED_LABELS: Record<'stop_loss' | 'take_profit', MessageDescriptor> = {
  stop_loss: msg`Copy stop-loss reached`,
  take_profit: msg`Copy take-profit reached`,
};

export const SKIP_LABELS: Record<CopySkip['reason'], MessageDescriptor> = {
  margin: msg`Not enough margin in your contract account`,
  max_margin: msg`Above your maximum margin per copy`,
  max_total: msg`Above your maximum total margin`,
  late: msg`Too late: the trader's opening price was too old to copy`,
};

export const APPLICATION_LABELS: Record<TraderApplicationState, MessageDescriptor> = {
  pending: msg`Under review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};
