// The platform listing form's checks and request, pure (the server checks the same and refuses).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NftListingInput } from '../../api/calls';
import type { RefusalsAt } from '../../lib/refusals';

export type ListingForm = {
  code: string;
  pay_type: '1' | '2';
  price: string;
  per_increase: string;
  margin: string;
  days: string;
};

/** The field of each refusal of the listing (server/nft/admin.ts list): an artwork no longer free to list, the terms. */
export const LISTING_REFUSALS_AT: RefusalsAt<keyof ListingForm> = {
  'nft.item_not_held': 'code',
  'nft.bad_price': 'price',
  'nft.bad_increase': 'per_increase',
  'nft.bad_margin': 'margin',
  'nft.bad_times': 'days',
};

const DAY = 86_400_000;
const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;
const positive = (v: string) => AMOUNT.test(v.trim()) && Number(v) > 0;

/** Each field's problem (none: the form may be sent). */
export function listingProblems(f: ListingForm): Partial<Record<keyof ListingForm, MessageDescriptor>> {
  const p: Partial<Record<keyof ListingForm, MessageDescriptor>> = {};
  if (!f.code) p.code = msg`Choose an artwork`;
  if (!positive(f.price)) p.price = msg`Enter a price above zero, with at most 8 decimals`;
  if (f.pay_type === '2' && !positive(f.per_increase)) p.per_increase = msg`Enter the correct increase price`;
  if (f.pay_type === '2' && !positive(f.margin)) p.margin = msg`An auction needs a margin above zero`;
  if (!/^\d{1,2}$/.test(f.days) || Number(f.days) < 1 || Number(f.days) > 30) p.days = msg`Between 1 and 30 days`;
  return p;
}

export const listingRequest = (f: ListingForm, now: number): NftListingInput => ({
  code: f.code,
  pay_type: f.pay_type === '2' ? 2 : 1,
  price: f.price.trim(),
  per_increase: f.pay_type === '2' ? f.per_increase.trim() : '',
  margin: f.pay_type === '2' ? f.margin.trim() : '',
  start_time: now,
  end_time: now + Number(f.days) * DAY,
});
