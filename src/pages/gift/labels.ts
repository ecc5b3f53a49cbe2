// Texts and paths the gift screens share (issue 39).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GiftMode } from '../../../contract/gift-rules';
import type { GiftState } from '../../../contract/gifts';

export const GIFT_SEND = '/pages/gift/gift';
export const GIFT_CLAIM = '/pages/gift/claim';
export const GIFT_MINE = '/pages/gift/mine';
export const giftDetailPath = (id: string) => `/pages/gift/detail?id=${encodeURIComponent(id)}`;

export const STATE_LABELS: Record<GiftState, MessageDescriptor> = {
  open: msg`Open`,
  done: msg`All claimed`,
  expired: msg`Expired`,
};

export const MODE_LABELS: Record<GiftMode, MessageDescriptor> = {
  equal: msg`Equal parts`,
  random: msg`Random parts`,
};

/** A code as shown: in groups of four, easier to read out and type. */
export const codeText = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');
