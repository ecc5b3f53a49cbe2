// A dual-investment plan's form, pure: the APR and the strike offset typed in per cent and sent as
// fractions, moved in the string (never through a floating-point number); what is wrong with it
// before anything is sent (the server checks and refuses anyway, server/dual); what a save would
// change; and the linked price the plan would list at for a price the operator types
// (contract/dual-rules strikeOf, the rule the server lists by).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DUAL_COINS, type DualCoin, type DualPlan, type DualType } from '../../../../contract/dual';
import { strikeOf } from '../../../../contract/dual-rules';
import type { DualTerms } from '../../api/calls';
import { percentOf } from '../../lib/percent';
import type { RefusalsAt } from '../../lib/refusals';
import { type Problems, plain, termChanges, trimmedForm, units } from '../../lib/terms';

export type DualField =
  | 'coin'
  | 'type'
  | 'days'
  | 'rate'
  | 'offset'
  | 'step'
  | 'share_size'
  | 'total_number'
  | 'user_limit';
/** The form as typed: the APR and the offset in per cent. */
export type DualForm = Record<DualField, string> & { enabled: boolean };

export const DUAL_FIELDS: DualField[] = [
  'coin',
  'type',
  'days',
  'rate',
  'offset',
  'step',
  'share_size',
  'total_number',
  'user_limit',
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The field of each refusal of the save (server/dual/admin.ts planProblem) about one field; the
 * plan's terms refused together stay in the form's error note.
 */
export const DUAL_REFUSALS_AT: RefusalsAt<DualField> = { 'dual.bad_limits': 'user_limit' };

/** An instant as operators read it on these screens: '2026-12-01 08:00 UTC'. */
export function utcText(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

export const TYPE_LABELS: Record<DualType, MessageDescriptor> = {
  call: msg`Call · sell high`,
  put: msg`Put · buy low`,
};

/** What one share is an amount of: the coin for a call, USDT for a put. */
export const investCurrencyOf = (type: DualType, coin: string) => (type === 'call' ? coin : 'USDT');

/** A per cent with at most `wholeDigits` whole digits and 6 decimals. */
const percentPattern = (wholeDigits: number) => new RegExp(`^(\\d{1,${wholeDigits}})(?:\\.(\\d{1,6}))?$`);
const APR = percentPattern(4);
const OFFSET = percentPattern(2);
/** The most APR accepted, in per cent (exclusive). */
export const MAX_APR_PERCENT = 1000;
const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;
const WHOLE = /^\d{1,8}$/;
export const MAX_SHARES = 10_000_000;

/**
 * A per-cent figure as a fraction, moved two places in the string ('25' → '0.25', '150' → '1.5',
 * '0.5' → '0.005', '0' → '0'); null unless digits with at most 4 whole digits and 6 decimals.
 */
export function fractionOf(percent: string, pattern: RegExp = APR): string | null {
  const m = pattern.exec(percent.trim());
  if (!m) return null;
  const [, int = '0', frac = ''] = m;
  const digits = int.padStart(3, '0') + frac;
  const whole = digits.slice(0, -2 - frac.length).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(digits.length - 2 - frac.length).replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : whole;
}

const positive = (v: string) => AMOUNT.test(v) && units(v) > 0n;
const whole = (v: string, min: number, max: number) => WHOLE.test(v) && Number(v) >= min && Number(v) <= max;

export const formOf = (p: DualPlan | undefined): DualForm =>
  p
    ? {
        coin: p.coin,
        type: p.type,
        days: String(p.days),
        rate: percentOf(p.rate) ?? p.rate,
        offset: percentOf(p.offset) ?? p.offset,
        step: p.step,
        share_size: p.share_size,
        total_number: String(p.total_number),
        user_limit: String(p.user_limit),
        enabled: p.enabled,
      }
    : {
        coin: 'BTC',
        type: 'call',
        days: '',
        rate: '',
        offset: '',
        step: '',
        share_size: '',
        total_number: '',
        user_limit: '',
        enabled: true,
      };

const trimmed = (form: DualForm): DualForm => trimmedForm(form, DUAL_FIELDS);

/** The APR as a fraction, or null unless more than 0 and less than 1000 %. */
export function rateOf(percent: string): string | null {
  const r = fractionOf(percent, APR);
  return r === null || r === '0' || units(r) >= units(String(MAX_APR_PERCENT / 100)) ? null : r;
}

/** The strike offset as a fraction, or null unless 0 up to (not including) 100 %. */
export const offsetOf = (percent: string): string | null => fractionOf(percent, OFFSET);

/** What is wrong with each field, if anything. */
export function problemsOf(form: DualForm): Problems<DualField> {
  const f = trimmed(form);
  const out: Problems<DualField> = {};
  if (!(DUAL_COINS as readonly string[]).includes(f.coin)) out.coin = msg`Choose BTC or ETH`;
  if (f.type !== 'call' && f.type !== 'put') out.type = msg`Choose call or put`;
  if (!whole(f.days, 1, 365)) out.days = msg`A whole number of days from 1 to 365`;
  if (rateOf(f.rate) === null) out.rate = msg`More than 0 and less than 1000 (per cent a year), at most 6 decimals`;
  if (offsetOf(f.offset) === null) out.offset = msg`From 0 up to 100 (per cent), at most 6 decimals`;
  const amount = msg`A positive number with at most 8 decimals`;
  if (!positive(f.step)) out.step = amount;
  if (!positive(f.share_size)) out.share_size = amount;
  const shares = msg`A whole number from 1 to 10000000`;
  const total = whole(f.total_number, 1, MAX_SHARES);
  if (!total) out.total_number = shares;
  if (!whole(f.user_limit, 1, MAX_SHARES)) out.user_limit = shares;
  else if (total && Number(f.user_limit) > Number(f.total_number)) out.user_limit = msg`At most the total shares`;
  return out;
}

/** The request to send for a form (the form must have no problem); no id adds a plan. */
export function requestOf(form: DualForm, id?: number): DualTerms {
  const f = trimmed(form);
  return {
    id,
    coin: f.coin as DualCoin,
    type: f.type as DualType,
    days: Number(f.days),
    rate: rateOf(f.rate) ?? f.rate,
    offset: offsetOf(f.offset) ?? f.offset,
    step: plain(f.step),
    share_size: plain(f.share_size),
    total_number: Number(f.total_number),
    user_limit: Number(f.user_limit),
    enabled: f.enabled,
  };
}

/** A field's value as the confirmation shows it (the form must have no problem). */
function shownOf(f: DualForm, k: DualField): string {
  switch (k) {
    case 'days':
    case 'total_number':
    case 'user_limit':
      return String(Number(f[k]));
    case 'rate':
      return rateOf(f.rate) ?? f.rate;
    case 'offset':
      return offsetOf(f.offset) ?? f.offset;
    case 'step':
    case 'share_size':
      return plain(f[k]);
    default:
      return f[k];
  }
}

/** Each field the save would change, stored and new (rates as fractions); for a new plan every field, from null. */
export const changesOf = (p: DualPlan | undefined, form: DualForm) =>
  termChanges(DUAL_FIELDS, p ? formOf(p) : undefined, trimmed(form), shownOf);

/**
 * The linked price the plan would list at if the coin's recorded price were `price` (USDT), or null
 * unless the price, the offset and the step are valid.
 */
export function previewOf(form: DualForm, price: string): string | null {
  const f = trimmed(form);
  const p = price.trim().replace(/,/g, '');
  const offset = offsetOf(f.offset);
  if (!positive(p) || offset === null || !positive(f.step) || (f.type !== 'call' && f.type !== 'put')) return null;
  return strikeOf(f.type, p, offset, f.step);
}
