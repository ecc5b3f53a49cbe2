// The back office's crypto-loan product form (admin/src/pages/loans/terms.ts): the LTV lines, the
// daily rate and the fee typed in per cent and sent as fractions exactly, the terms typed as
// "0, 7, 30, 90", the checks made before sending (the server's: 0 < initial < call < liquidation,
// min ≤ per-user ≤ total) and what a save changes.
import { describe, expect, it } from 'vitest';
import { fractionOf } from '../../admin/src/lib/percent';
import { changesOf, formOf, type LoanForm, problemsOf, requestOf, termsOf } from '../../admin/src/pages/loans/terms';
import { termsProblem } from '../../contract/loan-rules';
import type { AdminLoanProduct } from '../../contract/loans';

const product: AdminLoanProduct = {
  id: 1,
  collateral: 'BTC',
  borrow: 'USDT',
  initial_ltv: '0.65',
  call_ltv: '0.8',
  liquidation_ltv: '0.9',
  daily_rate: '0.0002',
  liquidation_fee: '0.02',
  terms: [0, 7, 30, 90],
  min_borrow: '50',
  user_limit: '200000',
  total_limit: '10000000',
  lent: '5000',
  enabled: true,
  open_loans: 2,
  updated_at: 1,
};

describe('the loan product form', () => {
  it('opens with the stored terms in per cent', () => {
    expect(formOf(product)).toMatchObject({
      initial_ltv: '65',
      call_ltv: '80',
      liquidation_ltv: '90',
      daily_rate: '0.02',
      liquidation_fee: '2',
      terms: '0, 7, 30, 90',
    });
    expect(problemsOf(formOf(product))).toEqual({});
    expect(changesOf(product, formOf(product))).toEqual([]);
  });

  it('sends fractions the server accepts, and lists only what changed', () => {
    const form: LoanForm = { ...formOf(product), daily_rate: '0.03', terms: '30, 7, 7, 0' };
    const request = requestOf(form, 1);
    expect(request).toMatchObject({ id: 1, daily_rate: '0.0003', initial_ltv: '0.65', terms: '0, 7, 30' });
    expect(termsProblem(request)).toBeNull();
    expect(changesOf(product, form)).toEqual([
      { field: 'daily_rate', from: '0.0002', to: '0.0003' },
      { field: 'terms', from: '0, 7, 30, 90', to: '0, 7, 30' },
    ]);
  });

  it('keeps the lines in order, the terms known and the limits rising', () => {
    const f = formOf(product);
    expect(Object.keys(problemsOf({ ...f, call_ltv: '60' }))).toEqual(['call_ltv']);
    expect(Object.keys(problemsOf({ ...f, liquidation_ltv: '80' }))).toEqual(['liquidation_ltv']);
    expect(Object.keys(problemsOf({ ...f, initial_ltv: '0' }))).toEqual(['initial_ltv']);
    expect(Object.keys(problemsOf({ ...f, liquidation_ltv: '100' }))).toEqual(['liquidation_ltv']);
    expect(Object.keys(problemsOf({ ...f, daily_rate: '0.0000001' }))).toEqual(['daily_rate']);
    expect(Object.keys(problemsOf({ ...f, terms: '0, 14' }))).toEqual(['terms']);
    expect(Object.keys(problemsOf({ ...f, terms: '' }))).toEqual(['terms']);
    expect(Object.keys(problemsOf({ ...f, user_limit: '10' }))).toEqual(['user_limit']);
    expect(Object.keys(problemsOf({ ...f, total_limit: '100' }))).toEqual(['total_limit']);
    expect(Object.keys(problemsOf({ ...f, collateral: 'EUR' }))).toEqual(['collateral']);
  });

  it('reads the terms as typed', () => {
    expect(termsOf('90 30,7')).toEqual([7, 30, 90]);
    expect(termsOf('0')).toEqual([0]);
    expect(termsOf('7, x')).toBeNull();
    expect(fractionOf('0.02')).toBe('0.0002');
  });

  it('adds a product from a blank form once every field is filled', () => {
    const blank = formOf(undefined);
    expect(Object.keys(problemsOf(blank)).sort()).toEqual(
      [
        'call_ltv',
        'daily_rate',
        'initial_ltv',
        'liquidation_fee',
        'liquidation_ltv',
        'min_borrow',
        'total_limit',
        'user_limit',
      ].sort(),
    );
    const filled = { ...blank, collateral: 'ETH', initial_ltv: '60', call_ltv: '75', liquidation_ltv: '85' };
    const full = {
      ...filled,
      daily_rate: '0.025',
      liquidation_fee: '2',
      min_borrow: '50',
      user_limit: '1000',
      total_limit: '5000',
    };
    expect(problemsOf(full)).toEqual({});
    expect(requestOf(full)).toMatchObject({
      id: undefined,
      collateral: 'ETH',
      daily_rate: '0.00025',
      terms: '0, 7, 30, 90',
    });
    expect(changesOf(undefined, full).every((c) => c.from === null)).toBe(true);
  });
});
