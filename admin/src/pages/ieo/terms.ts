// An IEO project's form, pure: its times typed and shown in UTC (a datetime-local input's value read
// as UTC, never as the operator's own zone), what is wrong with it before anything is sent (the
// same checks as server/ieo/admin.ts projectProblem, which decides and refuses anyway), which terms
// are fixed once the project has opened,
// and what a save would change. Amounts are compared as whole numbers of 10⁻⁸ (BigInt), never as
// floating-point numbers.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LAUNCHPAD_TOKENS } from '../../../../contract/currencies';
import type { AdminIeoProject, IeoTimeStatus } from '../../../../contract/ieo';
import { DAY } from '../../../../contract/ieo-rules';
import { LOCALES, type Locale } from '../../../../contract/locales';
import type { IeoTerms } from '../../api/calls';
import type { RefusalsAt } from '../../lib/refusals';
import { plain, type TermChange, trimmedForm, units } from '../../lib/terms';

export type IeoField =
  | 'title'
  | 'token'
  | 'pay_currency'
  | 'price'
  | 'supply'
  | 'min_amount'
  | 'user_cap'
  | 'show_at'
  | 'start_at'
  | 'end_at'
  | 'lock_days'
  | 'release_days'
  | 'release_parts'
  | 'link'
  | 'white_paper';
/** The form as typed: times as 'YYYY-MM-DDTHH:MM' in UTC, a description per language. */
export type IeoForm = Record<IeoField, string> & { descriptions: Record<Locale, string>; enabled: boolean };

export const IEO_FIELDS: IeoField[] = [
  'title',
  'token',
  'pay_currency',
  'price',
  'supply',
  'min_amount',
  'user_cap',
  'show_at',
  'start_at',
  'end_at',
  'lock_days',
  'release_days',
  'release_parts',
  'link',
  'white_paper',
];

/**
 * The field of each refusal of the save (server/ieo/admin.ts projectProblem) that is about one field:
 * the times' refusal at the end, the one time the server alone judges (an opened project's new end
 * already past). The others name several fields (or the descriptions) and stay in the error note.
 */
export const IEO_REFUSALS_AT: RefusalsAt<IeoField> = { 'ieo.bad_times': 'end_at' };

/** The terms the server refuses to change once the project has opened (its start has passed). */
export const FROZEN_FIELDS: readonly IeoField[] = [
  'token',
  'pay_currency',
  'price',
  'supply',
  'min_amount',
  'user_cap',
  'start_at',
  'lock_days',
  'release_days',
  'release_parts',
];
const TIME_FIELDS = ['show_at', 'start_at', 'end_at'] as const;

/** What a subscription may be paid in: the wallet's coins. */
export const PAY_CURRENCIES: string[] = ['USDT', 'BTC', 'ETH'];
/** The tokens a project may sell: those the wallet keeps for the launchpad (contract/currencies). */
export const TOKENS: string[] = [...LAUNCHPAD_TOKENS];

export const STAGE_LABELS: Record<IeoTimeStatus, MessageDescriptor> = {
  0: msg`Warm-up`,
  1: msg`In progress`,
  2: msg`Ended`,
};

/** Whether a project's terms are fixed: it has opened (in progress or ended). */
export const termsFrozen = (p: Pick<AdminIeoProject, 'time_status'> | undefined) =>
  p !== undefined && p.time_status !== 0;

/** Whether a field can no longer change: a term once opened, the end too once allocated. */
export const fieldFrozen = (p: Pick<AdminIeoProject, 'time_status' | 'ratio'> | undefined, k: IeoField) =>
  termsFrozen(p) && (FROZEN_FIELDS.includes(k) || (k === 'end_at' && p?.ratio !== null));

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as a datetime-local input's value in UTC ('2026-12-01T08:00'), to the minute. */
export function utcInputOf(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A datetime-local input's value read as UTC, in epoch ms; null unless a real date and time. */
export function msOfUtcInput(v: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(v.trim());
  if (!m) return null;
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = m.slice(1).map((x) => Number(x ?? 0));
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  // Date.UTC rolls 2026-02-30 over into March: such a date is not one.
  return utcInputOf(ms) === v.trim().slice(0, 16) ? ms : null;
}

/** An instant as operators read it here: '2026-12-01 08:00 UTC'. */
export const utcText = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '—' : `${utcInputOf(ms).replace('T', ' ')} UTC`;

/** A price: up to 15 whole digits and 8 decimals, more than 0. */
const PRICE = /^\d{1,15}(\.\d{1,8})?$/;
/** A whole token count, more than 0. */
const WHOLE_TOKENS = /^\d{1,15}$/;
const DAYS = /^\d{1,4}$/;
const LINK = /^https:\/\/[^\s"'<>]+$/;
const LIMITS = { title: 80, link: 300, white_paper: 300, description: 4000 } as const;

const priceOk = (v: string) => PRICE.test(v) && units(v) > 0n;
const tokensOk = (v: string) => WHOLE_TOKENS.test(v) && BigInt(v) > 0n;
const daysOk = (v: string, min: number, max: number) => DAYS.test(v) && Number(v) >= min && Number(v) <= max;

const emptyTexts = (): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<Locale, string>;

export const formOf = (p: AdminIeoProject | undefined): IeoForm =>
  p
    ? {
        title: p.title,
        token: p.currency_name,
        pay_currency: p.pay_currency,
        price: p.price,
        supply: p.amount,
        min_amount: p.min_amount,
        user_cap: p.user_cap,
        show_at: utcInputOf(p.show_at),
        start_at: utcInputOf(p.start_at),
        end_at: utcInputOf(p.end_at),
        lock_days: String(p.lock_days),
        release_days: String(p.release_days),
        release_parts: String(p.release_parts),
        link: p.link,
        white_paper: p.white_paper,
        descriptions: { ...emptyTexts(), ...p.descriptions },
        enabled: p.enabled,
      }
    : {
        title: '',
        token: TOKENS[0] ?? '',
        pay_currency: 'USDT',
        price: '',
        supply: '',
        min_amount: '',
        user_cap: '',
        show_at: '',
        start_at: '',
        end_at: '',
        lock_days: '0',
        release_days: '30',
        release_parts: '1',
        link: '',
        white_paper: '',
        descriptions: emptyTexts(),
        enabled: true,
      };

const trimmed = (form: IeoForm): IeoForm => ({
  ...trimmedForm(form, IEO_FIELDS),
  descriptions: Object.fromEntries(LOCALES.map((l) => [l, (form.descriptions[l] ?? '').trim()])) as Record<
    Locale,
    string
  >,
});

export type IeoProblems = Partial<Record<IeoField | 'description_en' | 'descriptions', MessageDescriptor>>;

/** What is wrong with each field, if anything. */
export function problemsOf(form: IeoForm): IeoProblems {
  const f = trimmed(form);
  const out: IeoProblems = {};
  if (!f.title) out.title = msg`Required`;
  else if (f.title.length > LIMITS.title) out.title = msg`At most 80 characters`;
  if (!TOKENS.includes(f.token)) out.token = msg`Choose a launchpad token`;
  if (!f.pay_currency) out.pay_currency = msg`Choose a currency`;
  else if (f.pay_currency === f.token) out.pay_currency = msg`Not the token itself`;
  if (!priceOk(f.price)) out.price = msg`A positive number with at most 8 decimals`;
  const whole = msg`A whole number of tokens, more than 0`;
  const [supply, min, cap] = [tokensOk(f.supply), tokensOk(f.min_amount), tokensOk(f.user_cap)];
  if (!supply) out.supply = whole;
  if (!min) out.min_amount = whole;
  else if (supply && BigInt(f.min_amount) > BigInt(f.supply)) out.min_amount = msg`At most the supply`;
  if (!cap) out.user_cap = whole;
  else if (min && BigInt(f.user_cap) < BigInt(f.min_amount)) out.user_cap = msg`At least the least order`;
  else if (supply && BigInt(f.user_cap) > BigInt(f.supply)) out.user_cap = msg`At most the supply`;
  const [show, start, end] = TIME_FIELDS.map((k) => msOfUtcInput(f[k]));
  const when = msg`A date and time (UTC)`;
  if (show === null || show === undefined) out.show_at = when;
  if (start === null || start === undefined) out.start_at = when;
  else if (show != null && show > start) out.show_at = msg`Not after the start`;
  if (end === null || end === undefined) out.end_at = when;
  else if (start != null && end <= start) out.end_at = msg`After the start`;
  if (!daysOk(f.lock_days, 0, 3650)) out.lock_days = msg`A whole number of days from 0 to 3650`;
  if (!daysOk(f.release_days, 0, 3650)) out.release_days = msg`A whole number of days from 0 to 3650`;
  if (!daysOk(f.release_parts, 1, 120)) out.release_parts = msg`A whole number from 1 to 120`;
  for (const k of ['link', 'white_paper'] as const) {
    if (f[k] && !LINK.test(f[k])) out[k] = msg`An https:// address, or nothing`;
    else if (f[k].length > LIMITS[k]) out[k] = msg`At most 300 characters`;
  }
  if (!f.descriptions.en) out.description_en = msg`The English description is required`;
  if (LOCALES.some((l) => f.descriptions[l].length > LIMITS.description)) {
    out.descriptions = msg`At most 4000 characters in each language`;
  }
  return out;
}

/**
 * The request to send for a form (the form must have no problem); no project adds one. A time left
 * as shown keeps the stored instant to the millisecond (the form shows minutes), so an untouched
 * start is not a change of terms. Languages left empty are not sent (readers get English).
 */
export function requestOf(form: IeoForm, p?: AdminIeoProject): IeoTerms {
  const f = trimmed(form);
  const time = (k: (typeof TIME_FIELDS)[number]) => (p && f[k] === utcInputOf(p[k]) ? p[k] : (msOfUtcInput(f[k]) ?? 0));
  return {
    id: p?.id,
    title: f.title,
    token: f.token,
    pay_currency: f.pay_currency,
    price: plain(f.price),
    supply: plain(f.supply),
    min_amount: plain(f.min_amount),
    user_cap: plain(f.user_cap),
    show_at: time('show_at'),
    start_at: time('start_at'),
    end_at: time('end_at'),
    lock_days: Number(f.lock_days),
    release_days: Number(f.release_days),
    release_parts: Number(f.release_parts),
    link: f.link,
    white_paper: f.white_paper,
    descriptions: Object.fromEntries(LOCALES.filter((l) => f.descriptions[l]).map((l) => [l, f.descriptions[l]])),
    enabled: f.enabled,
  };
}

export type Change =
  | TermChange<IeoField | 'enabled'>
  | { field: 'description'; lang: Locale; how: 'added' | 'edited' | 'removed' };

/** A field's value as the confirmation shows it (the form must have no problem). */
function shownOf(f: IeoForm, k: IeoField): string {
  switch (k) {
    case 'price':
    case 'supply':
    case 'min_amount':
    case 'user_cap':
      return plain(f[k]);
    case 'lock_days':
    case 'release_days':
    case 'release_parts':
      return String(Number(f[k]));
    default:
      return f[k];
  }
}

/**
 * Each field the save would change, with its stored and new value (times as UTC date-times); each
 * language whose description is added, edited or removed; for a new project (none stored) every
 * field, from null.
 */
export function changesOf(p: AdminIeoProject | undefined, form: IeoForm): Change[] {
  const after = trimmed(form);
  const before = p ? trimmed(formOf(p)) : undefined;
  const out: Change[] = [];
  for (const k of IEO_FIELDS) {
    const to = shownOf(after, k);
    const from = before ? shownOf(before, k) : null;
    if (from !== to && !(from === null && to === '')) out.push({ field: k, from, to });
  }
  for (const lang of LOCALES) {
    const was = before?.descriptions[lang] ?? '';
    const now = after.descriptions[lang];
    if (was === now) continue;
    out.push({ field: 'description', lang, how: !was ? 'added' : !now ? 'removed' : 'edited' });
  }
  if (before?.enabled !== after.enabled) {
    out.push({ field: 'enabled', from: before ? String(before.enabled) : null, to: String(after.enabled) });
  }
  return out;
}

/**
 * When the first and the last part of an allocation are released (contract/ieo-rules releasesOf):
 * end + lock days, then every `release_days` for `release_parts` parts; null unless those fields are valid.
 */
export function releaseWindowOf(form: IeoForm): { first: number; last: number; parts: number } | null {
  const f = trimmed(form);
  const end = msOfUtcInput(f.end_at);
  if (end === null || !daysOk(f.lock_days, 0, 3650) || !daysOk(f.release_days, 0, 3650)) return null;
  if (!daysOk(f.release_parts, 1, 120)) return null;
  const parts = Number(f.release_parts);
  const first = end + Number(f.lock_days) * DAY;
  return { first, last: first + (parts - 1) * Number(f.release_days) * DAY, parts };
}
