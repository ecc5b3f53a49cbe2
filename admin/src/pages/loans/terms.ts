// A crypto-loan product's form, pure: the LTV lines, the daily rate and the liquidation fee typed in
// per cent and sent as fractions (moved in the string, never through a floating-point number);
// what is wrong with it before anything is sent — the server's own checks (server/loans/admin.ts
// productProblem, contract/loan-rules termsProblem; it decides and refuses anyway); what a save
// would change; and the terms offered typed as "0, 7, 30, 90".
import { msg } from '@lingui/core/macro';
import { TRADED_COINS } from '../../../../contract/currencies';
import { type AdminLoanProduct, LOAN_TERMS } from '../../../../contract/loans';
import type { LoanTerms } from '../../api/calls';
import { fractionOf, percentOf } from '../../lib/percent';
import type { RefusalsAt } from '../../lib/refusals';
import { type Problems, plain, termChanges, trimmedForm, units } from '../../lib/terms';

export type LoanField =
  | 'collateral'
  | 'initial_ltv'
  | 'call_ltv'
  | 'liquidation_ltv'
  | 'daily_rate'
  | 'liquidation_fee'
  | 'terms'
  | 'min_borrow'
  | 'user_limit'
  | 'total_limit';
/** The form as typed: the lines, the rate and the fee in per cent. */
export type LoanForm = Record<LoanField, string> & { enabled: boolean };

export const LOAN_FIELDS: LoanField[] = [
  'collateral',
  'initial_ltv',
  'call_ltv',
  'liquidation_ltv',
  'daily_rate',
  'liquidation_fee',
  'terms',
  'min_borrow',
  'user_limit',
  'total_limit',
];

/** The coins a loan may be taken against: those with a recorded price against USDT. */
export const LOAN_COLLATERALS: string[] = ['BTC', 'ETH', ...TRADED_COINS];

/** The refusals of the save (server/loans/messages.ts) about one field; `loan.bad_terms` stays in the note. */
export const LOAN_REFUSALS_AT: RefusalsAt<LoanField> = { 'loan.collateral_unknown': 'collateral' };

const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;
const positive = (v: string) => AMOUNT.test(v) && units(v) > 0n;
/** A fraction as a comparable whole number of 10⁻⁸ (fractions here have at most 8 decimals). */
const scaled = (fraction: string) => units(fraction);

/** The terms offered as typed ('0, 7, 30'), sorted and without repeats; null unless each is one of LOAN_TERMS. */
export function termsOf(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const known: readonly number[] = LOAN_TERMS;
  if (parts.length === 0 || !parts.every((p) => /^\d{1,4}$/.test(p) && known.includes(Number(p)))) return null;
  return [...new Set(parts.map(Number))].sort((a, b) => a - b);
}

export const formOf = (p: AdminLoanProduct | undefined): LoanForm =>
  p
    ? {
        collateral: p.collateral,
        initial_ltv: percentOf(p.initial_ltv) ?? p.initial_ltv,
        call_ltv: percentOf(p.call_ltv) ?? p.call_ltv,
        liquidation_ltv: percentOf(p.liquidation_ltv) ?? p.liquidation_ltv,
        daily_rate: percentOf(p.daily_rate) ?? p.daily_rate,
        liquidation_fee: percentOf(p.liquidation_fee) ?? p.liquidation_fee,
        terms: p.terms.join(', '),
        min_borrow: p.min_borrow,
        user_limit: p.user_limit,
        total_limit: p.total_limit,
        enabled: p.enabled,
      }
    : {
        collateral: 'BTC',
        initial_ltv: '',
        call_ltv: '',
        liquidation_ltv: '',
        daily_rate: '',
        liquidation_fee: '',
        terms: LOAN_TERMS.join(', '),
        min_borrow: '',
        user_limit: '',
        total_limit: '',
        enabled: true,
      };

const trimmed = (form: LoanForm): LoanForm => trimmedForm(form, LOAN_FIELDS);

/** What is wrong with each field, if anything. */
export function problemsOf(form: LoanForm): Problems<LoanField> {
  const f = trimmed(form);
  const out: Problems<LoanField> = {};
  if (!LOAN_COLLATERALS.includes(f.collateral)) out.collateral = msg`Choose a coin with a price against USDT`;
  const [initial, call, liquidation] = [
    fractionOf(f.initial_ltv),
    fractionOf(f.call_ltv),
    fractionOf(f.liquidation_ltv),
  ];
  const line = msg`More than 0 and less than 100 (per cent), at most 6 decimals`;
  if (initial === null || initial === '0') out.initial_ltv = line;
  if (call === null) out.call_ltv = line;
  else if (initial !== null && scaled(call) <= scaled(initial)) out.call_ltv = msg`Above the initial LTV`;
  if (liquidation === null) out.liquidation_ltv = line;
  else if (call !== null && scaled(liquidation) <= scaled(call)) out.liquidation_ltv = msg`Above the margin-call LTV`;
  const rate = msg`From 0 up to 100 (per cent), at most 6 decimals`;
  if (fractionOf(f.daily_rate) === null) out.daily_rate = rate;
  if (fractionOf(f.liquidation_fee) === null) out.liquidation_fee = rate;
  if (termsOf(f.terms) === null) out.terms = msg`Any of 0 (flexible), 7, 30 and 90 days, separated by commas`;
  const amount = msg`A positive number with at most 8 decimals`;
  const [min, user, total] = [positive(f.min_borrow), positive(f.user_limit), positive(f.total_limit)];
  if (!min) out.min_borrow = amount;
  if (!user) out.user_limit = amount;
  else if (min && units(f.user_limit) < units(f.min_borrow)) out.user_limit = msg`At least the least amount`;
  if (!total) out.total_limit = amount;
  else if (user && units(f.total_limit) < units(f.user_limit)) out.total_limit = msg`At least the per-user limit`;
  return out;
}

/** The request to send for a form (the form must have no problem); no id adds a product. */
export function requestOf(form: LoanForm, id?: number): LoanTerms {
  const f = trimmed(form);
  const fraction = (v: string) => fractionOf(v) ?? v;
  return {
    id,
    collateral: f.collateral,
    initial_ltv: fraction(f.initial_ltv),
    call_ltv: fraction(f.call_ltv),
    liquidation_ltv: fraction(f.liquidation_ltv),
    daily_rate: fraction(f.daily_rate),
    liquidation_fee: fraction(f.liquidation_fee),
    terms: (termsOf(f.terms) ?? []).join(', '),
    min_borrow: plain(f.min_borrow),
    user_limit: plain(f.user_limit),
    total_limit: plain(f.total_limit),
    enabled: f.enabled,
  };
}

/** A field's value as the confirmation shows it (the form must have no problem): per cents as fractions. */
function shownOf(f: LoanForm, k: LoanField): string {
  switch (k) {
    case 'initial_ltv':
    case 'call_ltv':
    case 'liquidation_ltv':
    case 'daily_rate':
    case 'liquidation_fee':
      return fractionOf(f[k]) ?? f[k];
    case 'terms':
      return (termsOf(f.terms) ?? []).join(', ');
    case 'min_borrow':
    case 'user_limit':
    case 'total_limit':
      return plain(f[k]);
    default:
      return f[k];
  }
}

/** Each field the save would change, stored and new; for a new product every field, from null. */
export const changesOf = (p: AdminLoanProduct | undefined, form: LoanForm) =>
  termChanges(LOAN_FIELDS, p ? formOf(p) : undefined, trimmed(form), shownOf);
