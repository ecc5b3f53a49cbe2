// The NFT area as its screens name it: the paths, the sale modes and media types, the sale
// statuses, what an owned item is doing, the order states and the messages, and times and
// durations in the reader's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { LOCALE_TAGS } from '../../../contract/locales';
import type {
  MyNft,
  NftMediaType,
  NftMessageKind,
  NftOrderState,
  NftPayType,
  NftSaleStatus,
} from '../../../contract/nft';
import { durationOf } from '../../lib/nft';
import { session } from '../../state/session';

export const NFT_MARKET = '/pages/nft/nft';
export const NFT_MINE = '/pages/nft/mine';
export const NFT_MY = '/pages/nft/myNft';
export const artistPath = (uid: string) => `/pages/nft/artistDetail?uid=${encodeURIComponent(uid)}`;
export const bidPath = (id: number) => `/pages/nft/purchase?id=${id}`;
export const buyPath = (id: number) => `/pages/nft/purchase_one?id=${id}`;
export const resellPath = (code: string) => `/pages/nft/resell?code=${encodeURIComponent(code)}`;
export const minePath = (tab: string) => `${NFT_MINE}?tab=${tab}`;

export const MODE_LABELS: Record<NftPayType, MessageDescriptor> = {
  1: msg`Buy now`,
  2: msg`Auction`,
  3: msg`Blind box`,
};

export const MEDIA_LABELS: Record<NftMediaType, MessageDescriptor> = {
  1: msg`Image`,
  2: msg`GIF`,
  3: msg`Audio`,
  4: msg`Video`,
};

export const STATUS_LABELS: Record<NftSaleStatus, MessageDescriptor> = {
  2: msg`Not started`,
  1: msg`On sale`,
  0: msg`Ended`,
};

export const HOLDING_LABELS: Record<MyNft['state'], MessageDescriptor> = {
  held: msg`Held`,
  reselling: msg`Reselling`,
  review: msg`In review`,
  unopened: msg`Unopened box`,
};

export const ORDER_STATE_LABELS: Record<NftOrderState, MessageDescriptor> = {
  unpaid: msg`Waiting for payment`,
  review: msg`Paid, in review`,
  done: msg`Done`,
  rejected: msg`Rejected, refunded`,
  expired: msg`Expired, margin forfeited`,
};

/** A message's sentence; `{name}` the artwork, `{amount}` with its currency. */
export function messageText(kind: NftMessageKind, name: string, amount: string): MessageDescriptor {
  switch (kind) {
    case 'won':
      return msg`You won ${name} at ${amount}. Pay before the deadline or the margin is forfeited.`;
    case 'outbid':
      return msg`You were outbid on ${name}: the bid is now ${amount}.`;
    case 'margin_released':
      return msg`Your margin of ${amount} for ${name} was released.`;
    case 'margin_forfeited':
      return msg`Your margin of ${amount} for ${name} was forfeited: the order was not paid in time.`;
    case 'paid':
      return msg`You paid ${amount} for ${name}. It waits for review.`;
    case 'approved':
      return msg`The sale of ${name} for ${amount} was approved.`;
    case 'rejected':
      return msg`The sale of ${name} was rejected: ${amount} was refunded.`;
    case 'sold':
      return msg`You sold ${name} for ${amount}.`;
    case 'not_sold':
      return msg`${name} was not sold and is back in your NFTs.`;
  }
}

/** Dates and times in the reader's language: 'Nov 25, 2026, 9:00 AM'. */
export function useNftTime() {
  const { lang } = useSnapshot(session);
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' });
    return (ms: number) => f.format(ms);
  }, [lang]);
}

/** A span in words in the reader's language ('5 minutes', '1 day'), by the browser's own units. */
export function useDuration() {
  const { lang } = useSnapshot(session);
  return useMemo(
    () => (ms: number) => {
      const { value, unit } = durationOf(ms);
      return new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'unit', unit, unitDisplay: 'long' }).format(value);
    },
    [lang],
  );
}
