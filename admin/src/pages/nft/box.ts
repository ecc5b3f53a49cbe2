// The "List a blind box series" form's checks and request, pure (the server checks the same and
// refuses). Chances are typed in per cent and sent as whole basis points; a rarity with no chance is
// left out of the odds, so a series may draw from fewer than four rarities.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NftBoxInput } from '../../api/calls';
import type { RefusalsAt } from '../../lib/refusals';

export const RARITIES = ['N', 'R', 'SR', 'SSR'] as const;
export type Rarity = (typeof RARITIES)[number];

/** One rarity's tier: its chance in per cent as typed, and the designs of that rarity it draws among. */
export type BoxTier = { percent: string; codes: string[] };
export type BoxForm = {
  name: string;
  cover: string;
  price: string;
  boxes: string;
  days: string;
  tiers: Record<Rarity, BoxTier>;
};
/** A field of the form, a rarity's tier, or the chances' total. */
export type BoxField = Exclude<keyof BoxForm, 'tiers'> | Rarity | 'total';

/**
 * The field of each refusal of the series (server/nft/admin.ts listBox) about one field; the odds'
 * refusal (the chances with the designs drawn) stays in the form's error note.
 */
export const BOX_REFUSALS_AT: RefusalsAt<BoxField> = {
  'nft.bad_box': 'cover',
  'nft.bad_price': 'price',
  'nft.bad_times': 'days',
};

const DAY = 86_400_000;
/** All the odds together, in basis points: 100 %. */
export const FULL_BPS = 10_000;
const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;
// At most two decimals: a chance must be a whole number of basis points.
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** A chance typed in per cent → whole basis points, exactly (0 when empty; null when not one). */
export function chanceBps(percent: string): number | null {
  const v = percent.trim();
  if (v === '') return 0;
  if (!PERCENT.test(v)) return null;
  const [whole = '0', fraction = ''] = v.split('.');
  const bps = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bps <= FULL_BPS ? bps : null;
}

/** The chances typed so far, together, in basis points (those not a chance left out). */
export const totalBps = (f: BoxForm) => RARITIES.reduce((s, r) => s + (chanceBps(f.tiers[r].percent) ?? 0), 0);

/** Basis points shown as per cent: 250 → "2.5". */
export const percentOf = (bps: number) => String(bps / 100);

/** Each field's problem (none: the form may be sent). */
export function boxProblems(f: BoxForm): Partial<Record<BoxField, MessageDescriptor>> {
  const p: Partial<Record<BoxField, MessageDescriptor>> = {};
  if (!f.name.trim()) p.name = msg`Enter a name`;
  if (!f.cover) p.cover = msg`Upload the cover picture first`;
  if (!AMOUNT.test(f.price.trim()) || Number(f.price) <= 0)
    p.price = msg`Enter a price above zero, with at most 8 decimals`;
  const boxes = Number(f.boxes);
  if (!/^\d{1,5}$/.test(f.boxes.trim()) || boxes < 1 || boxes > 10_000) p.boxes = msg`Between 1 and 10,000 boxes`;
  if (!/^\d{1,2}$/.test(f.days) || Number(f.days) < 1 || Number(f.days) > 30) p.days = msg`Between 1 and 30 days`;
  for (const r of RARITIES) {
    const bps = chanceBps(f.tiers[r].percent);
    if (bps === null) p[r] = msg`A chance from 0 to 100 %, with at most 2 decimals`;
    else if (bps > 0 && f.tiers[r].codes.length === 0) p[r] = msg`Choose at least one design of this rarity`;
  }
  if (totalBps(f) !== FULL_BPS) p.total = msg`The chances must add up to exactly 100 %`;
  return p;
}

/** The odds sent: the rarities with a chance, in order from N to SSR. */
export const boxOdds = (f: BoxForm) =>
  RARITIES.map((rarity) => ({
    rarity,
    bps: chanceBps(f.tiers[rarity].percent) ?? 0,
    codes: f.tiers[rarity].codes,
  })).filter((o) => o.bps > 0);

export const boxRequest = (f: BoxForm, now: number): NftBoxInput => ({
  name: f.name.trim(),
  cover: f.cover,
  price: f.price.trim(),
  boxes: Number(f.boxes),
  start_time: now,
  end_time: now + Number(f.days) * DAY,
  odds: JSON.stringify(boxOdds(f)),
});
