// A contract's terms form and the liquidation line, pure: what is wrong with them before anything
// is sent — the same checks the server makes (server/lever/admin.ts productProblem and saveLine;
// it decides and refuses anyway) — and the line moved between per cent and a fraction in the
// string, never through a floating-point number.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminLeverProduct } from '../../../../contract/lever';
import type { MarketClass } from '../../../../contract/market';
import { isPriceBand } from '../../../../contract/price-band';
import type { LeverTerms } from '../../api/calls';
import type { RefusalsAt } from '../../lib/refusals';
import { type Problems, plain, termChanges, trimmedForm } from '../../lib/terms';

export type TermsField =
  | 'lot_size'
  | 'multiples'
  | 'min_share'
  | 'max_share'
  | 'fee_rate'
  | 'overnight_rate'
  | 'price_band';
export type TermsForm = Record<TermsField, string> & { enabled: boolean };

export const TERMS_FIELDS: TermsField[] = [
  'lot_size',
  'multiples',
  'min_share',
  'max_share',
  'fee_rate',
  'overnight_rate',
  'price_band',
];

/** The server's patterns: a rate is 0 up to (not including) 1 with at most 8 decimals. */
const RATE = /^0(\.\d{1,8})?$/;
const LOT = /^\d{1,9}(\.\d{1,8})?$/;
const MULTIPLE = /^[1-9]\d{0,3}$/;
const LOTS = /^[1-9]\d{0,6}$/;
const MAX_LOTS = 1_000_000;

export const termsOf = (p: AdminLeverProduct): TermsForm => ({
  lot_size: p.lot_size,
  multiples: p.multiples.join(','),
  min_share: String(p.min_share),
  max_share: String(p.max_share),
  fee_rate: p.fee_rate,
  overnight_rate: p.overnight_rate,
  price_band: p.price_band,
  enabled: p.enabled,
});

const trimmed = (form: TermsForm): TermsForm => trimmedForm(form, TERMS_FIELDS);

/** The multiples as the server will store them: distinct, ascending. */
export const multiplesOf = (v: string): number[] =>
  [...new Set(v.split(',').map((m) => Number(m.trim())))].sort((a, b) => a - b);

const lots = (v: string) => LOTS.test(v) && Number(v) <= MAX_LOTS;

/** What is wrong with each field, if anything. */
export function problemsOf(form: TermsForm): Problems<TermsField> {
  const f = trimmed(form);
  const out: Problems<TermsField> = {};
  if (!LOT.test(f.lot_size) || /^[0.]+$/.test(f.lot_size)) {
    out.lot_size = msg`A positive number with at most 8 decimals`;
  }
  if (f.multiples.length > 200 || !f.multiples.split(',').every((m) => MULTIPLE.test(m.trim()))) {
    out.multiples = msg`Whole numbers from 1 to 9999, separated by commas`;
  }
  if (!lots(f.min_share)) out.min_share = msg`A whole number from 1 to 1000000`;
  if (!lots(f.max_share)) out.max_share = msg`A whole number from 1 to 1000000`;
  else if (lots(f.min_share) && Number(f.max_share) < Number(f.min_share)) {
    out.max_share = msg`At least the least lots`;
  }
  if (!RATE.test(f.fee_rate)) out.fee_rate = msg`A fraction from 0 up to 1 (0.0005 = 0.05 %), at most 8 decimals`;
  if (!RATE.test(f.overnight_rate)) {
    out.overnight_rate = msg`A fraction from 0 up to 1 (0.0005 = 0.05 %), at most 8 decimals`;
  }
  if (!isPriceBand(f.price_band))
    out.price_band = msg`A fraction above 0 and at most 0.9 (0.2 = 20 %), at most 4 decimals`;
  return out;
}

/** The request to send for a product's form (the form must have no problem). */
export const requestOf = (p: AdminLeverProduct, form: TermsForm): LeverTerms => {
  const f = trimmed(form);
  return {
    match_id: p.match_id,
    lot_size: f.lot_size,
    multiples: f.multiples,
    min_share: Number(f.min_share),
    max_share: Number(f.max_share),
    fee_rate: f.fee_rate,
    overnight_rate: f.overnight_rate,
    price_band: f.price_band,
    enabled: f.enabled,
  };
};

/** A field's value as the confirmation shows it. */
const shownOf = (f: TermsForm, k: TermsField) =>
  k === 'multiples'
    ? multiplesOf(f[k]).join(', ')
    : k === 'min_share' || k === 'max_share'
      ? String(Number(f[k]))
      : plain(f[k]);

/** Each field whose value the save would change, with its stored and new value (as shown). */
export const changesOf = (p: AdminLeverProduct, form: TermsForm) =>
  termChanges(TERMS_FIELDS, termsOf(p), trimmed(form), shownOf);

/**
 * The field of each refusal of the liquidation line's save (server/lever/admin.ts saveLine). A
 * contract's terms are refused with one code for all of them (lever.bad_terms): that stays in the
 * form's error note.
 */
export const LINE_REFUSALS_AT: RefusalsAt<'line'> = { 'lever.bad_line': 'line' };

/** What is wrong with a liquidation line that lineFraction refuses. */
export const LINE_PROBLEM = msg`More than 0 and less than 100, at most 6 decimals`;

/** A per-cent figure as a fraction ('12.5' → '0.125'), or null unless 0 < it < 100 with at most 6 decimals. */
export function lineFraction(percent: string): string | null {
  const m = /^(\d{1,2})(?:\.(\d{1,6}))?$/.exec(percent.trim());
  if (!m) return null;
  const [, int = '0', frac = ''] = m;
  const digits = (int.padStart(2, '0') + frac).replace(/0+$/, '');
  return digits ? `0.${digits}` : null;
}

/** The classes' names, for the filter and the table. */
export const CLASS_LABELS: Record<MarketClass, MessageDescriptor> = {
  crypto: msg`Crypto`,
  oil: msg`Oil`,
  forex: msg`Forex`,
  index: msg`Indices`,
  futures: msg`Futures`,
  metal: msg`Metals`,
  stock: msg`Stocks`,
};
