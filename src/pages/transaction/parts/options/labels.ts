// The names the options screens give to a direction and an outcome.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OptionDirection, OptionResult } from '../../../../../contract/options';

export const DIRECTION_LABELS: Record<OptionDirection, MessageDescriptor> = {
  1: msg({ message: 'Up', context: 'option direction' }),
  2: msg({ message: 'Down', context: 'option direction' }),
};

/** The class a direction or a result is coloured with. */
export const DIRECTION_TREND: Record<OptionDirection, 'up' | 'down'> = { 1: 'up', 2: 'down' };

export const RESULT_LABELS: Record<`${OptionResult}`, MessageDescriptor> = {
  '1': msg`Won`,
  '0': msg`Tie, stake returned`,
  '-1': msg`Lost`,
};

export const RESULT_TREND: Record<`${OptionResult}`, 'up' | 'flat' | 'down'> = { '1': 'up', '0': 'flat', '-1': 'down' };
