// Dual investment as the screens name it: the two directions (a put is "buy low", a call "sell
// high"), the order states, the screens' paths, and the settlement time written with its zone.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DUAL_COINS, type DualCoin, type DualOrderState, type DualType } from '../../../contract/dual';
import { useInstantText } from '../../app/useInstantText';

export const TYPE_LABELS: Record<DualType, MessageDescriptor> = {
  put: msg`Buy low`,
  call: msg`Sell high`,
};

export const TYPE_BLURBS: Record<DualType, MessageDescriptor> = {
  put: msg`Invest USDT. If the price settles at or below the linked price you get the coin, bought at the linked price; otherwise your USDT back. Either way with the yield.`,
  call: msg`Invest the coin. If the price settles below the linked price you get the coin back; otherwise USDT, sold at the linked price. Either way with the yield.`,
};

export const STATE_LABELS: Record<DualOrderState, MessageDescriptor> = {
  purchased: msg`Purchased`,
  settling: msg`Waiting for the settlement price`,
  completed: msg`Completed`,
};

export const isDualCoin = (v: string | null): v is DualCoin => DUAL_COINS.some((c) => c === v);
export const isDualType = (v: string | null): v is DualType => v === 'put' || v === 'call';

export const INVEST_LIST = '/pages/invest/invest';
export const INVEST_MINE = '/pages/invest/mine';
export const INVEST_HELP = '/pages/invest/help';
export const purchasePath = (id: number) => `/pages/invest/purchase?id=${id}`;

/** Date and time in the reader's language, with the time zone named (a settlement is an instant). */
export const useDualTime = useInstantText;
