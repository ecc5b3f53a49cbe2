// The three kinds of earn product as the screens name and describe them (issue 16: one engine,
// each kind with its own plain description).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EarnKind } from '../../../contract/earn';

export const KIND_LABELS: Record<EarnKind, MessageDescriptor> = {
  lock: msg`Lock mining`,
  defi: msg`DeFi mining`,
  cloud: msg`Cloud mining`,
};

export const KIND_BLURBS: Record<EarnKind, MessageDescriptor> = {
  lock: msg`Lock an amount for a fixed number of days and earn interest on it every day.`,
  defi: msg`Fixed-term DeFi mining products: the amount is locked and earns a daily yield.`,
  cloud: msg`Fixed-term cloud mining products: the amount is locked and earns a daily yield.`,
};

export const isEarnKind = (v: string | null): v is EarnKind => v === 'lock' || v === 'defi' || v === 'cloud';

export const EARN_LIST = '/pages/lockming/lockming';
export const EARN_ORDERS = '/pages/lockming/order';
export const EARN_HOW = '/pages/lockming/welcome';
export const buyPath = (id: number) => `/pages/lockming/buy?id=${id}`;
