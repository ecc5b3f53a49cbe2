// An earn product's form, pure: what is wrong with it before anything is sent — the same checks the
// server makes (server/earn/rules.ts termsProblem, server/earn/admin.ts save; it decides and refuses
// anyway) — rates typed in per cent and sent as fractions, the dividend time typed as HH:MM UTC and
// sent as minutes after midnight, every figure moved in the string, never through a floating-point
// number.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { STOCKS, TRADED_COINS } from '../../../../contract/currencies';
import type { AdminEarnProduct, EarnKind } from '../../../../contract/earn';
import { LOCALES, type Locale } from '../../../../contract/locales';
import type { EarnTerms } from '../../api/calls';
import { fractionOf, percentOf } from '../../lib/percent';
import type { RefusalsAt } from '../../lib/refusals';
import { type Problems, plain, termChanges, trimmedForm, units } from '../../lib/terms';

/** The languages besides English, whose names are optional (readers of one left empty get English). */
export const NAME_LOCALES = LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en');
export type NameField = `name_${(typeof NAME_LOCALES)[number]}`;
export const NAME_FIELDS: NameField[] = NAME_LOCALES.map((l) => `name_${l}` as const);

/** The names in other languages as form fields (a language without one: empty). */
const nameFieldsOf = (names: Record<string, string>) =>
  Object.fromEntries(NAME_LOCALES.map((l) => [`name_${l}`, names[l] ?? ''])) as Record<NameField, string>;

export type EarnField =
  | NameField
  | 'kind'
  | 'currency'
  | 'days'
  | 'daily_rate'
  | 'min_amount'
  | 'user_cap'
  | 'total_cap'
  | 'penalty_rate'
  | 'dividend_time'
  | 'name'
  | 'intro'
  | 'yield_source';
/** The form as typed: rates in per cent, the dividend time as HH:MM (UTC). */
export type EarnForm = Record<EarnField, string> & { enabled: boolean };

export const EARN_FIELDS: EarnField[] = [
  'name',
  ...NAME_FIELDS,
  'kind',
  'currency',
  'days',
  'daily_rate',
  'min_amount',
  'user_cap',
  'total_cap',
  'penalty_rate',
  'dividend_time',
  'intro',
  'yield_source',
];

/**
 * The field of each refusal of the save (server/earn/admin.ts) that is about one field; those about
 * several (the rates, the amounts, the caps) stay in the form's error note.
 */
export const EARN_REFUSALS_AT: RefusalsAt<EarnField> = {
  'earn.bad_currency': 'currency',
  'earn.bad_minute': 'dividend_time',
};

/** The currencies the ledger keeps (server/ledger/amounts.ts SCALE): the wallet's coins first. */
export const EARN_CURRENCIES: string[] = ['USDT', 'BTC', 'ETH', ...TRADED_COINS, ...STOCKS];

/** The kinds' names, for the filter, the table and the form. */
export const KIND_LABELS: Record<EarnKind, MessageDescriptor> = {
  lock: msg`Lock mining`,
  defi: msg`DeFi mining`,
  cloud: msg`Cloud mining`,
};

/** The server's pattern for an amount: up to 15 whole digits and 8 decimals (and more than 0). */
const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;
/** A per cent as typed: less than 100, at most 6 decimals (so at most 8 as a fraction). */
const DAYS = /^\d{1,4}$/;
const TIME = /^(\d{1,2}):(\d{2})$/;
const LIMITS = { name: 80, intro: 2000, yield_source: 500 } as const;

export { fractionOf };

/** A non-negative decimal times a whole number, exactly ('0.3' × 365 → '109.5'). */
export function timesWhole(v: string, n: number): string | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(v.trim());
  if (!m) return null;
  const [, int = '0', frac = ''] = m;
  const product = (BigInt(int + frac) * BigInt(n)).toString().padStart(frac.length + 1, '0');
  const whole = product.slice(0, product.length - frac.length);
  return plain(frac ? `${whole}.${product.slice(product.length - frac.length)}` : whole);
}

/** A daily rate (a fraction) as a simple yearly per cent: daily % × 365 ('0.003' → '109.5'). */
export const yearlyPercentOf = (dailyRate: string): string | null => {
  const pct = percentOf(dailyRate);
  return pct === null ? null : timesWhole(pct, 365);
};

/** Minutes after 00:00 UTC as HH:MM (510 → '08:30'). */
export const timeOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** HH:MM as minutes after 00:00, or null unless a time of the day. */
export function minuteOf(time: string): number | null {
  const m = TIME.exec(time.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}

const amountOk = (v: string) => AMOUNT.test(v) && units(v) > 0n;

export const formOf = (p: AdminEarnProduct | undefined): EarnForm =>
  p
    ? {
        kind: p.kind,
        currency: p.currency_name,
        days: String(p.day),
        daily_rate: percentOf(p.interest_rate) ?? p.interest_rate,
        min_amount: p.save_min,
        user_cap: p.user_cap,
        total_cap: p.total_cap,
        penalty_rate: percentOf(p.penalty_rate) ?? p.penalty_rate,
        dividend_time: timeOf(p.dividend_minute),
        name: p.name,
        ...nameFieldsOf(p.names),
        intro: p.intro,
        yield_source: p.yield_source,
        enabled: p.enabled,
      }
    : {
        kind: 'lock',
        currency: 'USDT',
        days: '',
        daily_rate: '',
        min_amount: '',
        user_cap: '',
        total_cap: '',
        penalty_rate: '',
        dividend_time: '00:00',
        name: '',
        ...nameFieldsOf({}),
        intro: '',
        yield_source: '',
        enabled: true,
      };

const trimmed = (form: EarnForm): EarnForm => trimmedForm(form, EARN_FIELDS);

/** What is wrong with each field, if anything. */
export function problemsOf(form: EarnForm): Problems<EarnField> {
  const f = trimmed(form);
  const out: Problems<EarnField> = {};
  if (!(f.kind in KIND_LABELS)) out.kind = msg`Choose a kind`;
  if (!EARN_CURRENCIES.includes(f.currency)) out.currency = msg`This currency is not kept in the wallet`;
  if (!DAYS.test(f.days) || Number(f.days) < 1 || Number(f.days) > 3650) {
    out.days = msg`A whole number of days from 1 to 3650`;
  }
  const daily = fractionOf(f.daily_rate);
  if (daily === null || daily === '0') {
    out.daily_rate = msg`More than 0 and less than 100 (per cent a day), at most 6 decimals`;
  }
  if (fractionOf(f.penalty_rate) === null) {
    out.penalty_rate = msg`From 0 up to 100 (per cent of the amount a day), at most 6 decimals`;
  }
  const amount = msg`A positive number with at most 8 decimals`;
  const [min, user, total] = [amountOk(f.min_amount), amountOk(f.user_cap), amountOk(f.total_cap)];
  if (!min) out.min_amount = amount;
  if (!user) out.user_cap = amount;
  else if (min && units(f.user_cap) < units(f.min_amount)) out.user_cap = msg`At least the least amount`;
  if (!total) out.total_cap = amount;
  else if (user && units(f.total_cap) < units(f.user_cap)) out.total_cap = msg`At least the per-user cap`;
  const minute = minuteOf(f.dividend_time);
  if (minute === null) out.dividend_time = msg`A time of the day as HH:MM (UTC), from 00:00 to 23:50`;
  else if (minute % 10 !== 0) out.dividend_time = msg`On a 10-minute mark (00:00, 00:10 … 23:50)`;
  for (const k of NAME_FIELDS) {
    const most = LIMITS.name;
    if (f[k].length > most) out[k] = msg`At most ${most} characters`;
  }
  for (const k of ['name', 'intro', 'yield_source'] as const) {
    const most = LIMITS[k];
    if (!f[k]) out[k] = msg`Required`;
    else if (f[k].length > most) out[k] = msg`At most ${most} characters`;
  }
  return out;
}

/** The request to send for a form (the form must have no problem); no id adds a product. */
export function requestOf(form: EarnForm, id?: number): EarnTerms {
  const f = trimmed(form);
  return {
    id,
    kind: f.kind as EarnKind,
    currency: f.currency,
    days: Number(f.days),
    daily_rate: fractionOf(f.daily_rate) ?? f.daily_rate,
    min_amount: f.min_amount,
    user_cap: f.user_cap,
    total_cap: f.total_cap,
    penalty_rate: fractionOf(f.penalty_rate) ?? f.penalty_rate,
    dividend_minute: minuteOf(f.dividend_time) ?? 0,
    name: f.name,
    // Every language is sent, an empty one too: the server keeps those given, so one emptied is removed.
    names: Object.fromEntries(NAME_LOCALES.map((l) => [l, f[`name_${l}`]])),
    intro: f.intro,
    yield_source: f.yield_source,
    enabled: f.enabled,
  };
}

/** A field's value as the confirmation shows it (the form must have no problem). */
function shownOf(f: EarnForm, k: EarnField): string {
  switch (k) {
    case 'days':
      return String(Number(f.days));
    case 'daily_rate':
    case 'penalty_rate':
      return fractionOf(f[k]) ?? f[k];
    case 'min_amount':
    case 'user_cap':
    case 'total_cap':
      return plain(f[k]);
    case 'dividend_time':
      return timeOf(minuteOf(f.dividend_time) ?? 0);
    default:
      return f[k];
  }
}

/**
 * Each field the save would change, with its stored and new value (rates as fractions, the time as
 * HH:MM); for a new product (none stored) every field, from null.
 */
export const changesOf = (p: AdminEarnProduct | undefined, form: EarnForm) =>
  termChanges(EARN_FIELDS, p ? formOf(p) : undefined, trimmed(form), shownOf).filter(
    // A new product's names left empty are no change worth listing.
    (c) => !(isNameField(c.field) && c.from === null && c.to === ''),
  );

const isNameField = (f: string): f is NameField => (NAME_FIELDS as string[]).includes(f);
