// The back office's dual-investment plan form (admin/src/pages/dual/terms.ts): the APR and the
// strike offset typed in per cent and sent as fractions exactly (no floating point), the checks
// made before sending, what a save changes, and the linked-price preview (contract strikeOf).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf } from '../../admin/src/lib/percent';
import {
  changesOf,
  type DualForm,
  formOf,
  fractionOf,
  previewOf,
  problemsOf,
  rateOf,
  requestOf,
} from '../../admin/src/pages/dual/terms';
import type { DualPlan } from '../../contract/dual';

const plan: DualPlan = {
  id: 3,
  coin: 'BTC',
  type: 'call',
  days: 7,
  rate: '0.25',
  offset: '0.05',
  step: '500',
  share_size: '0.01',
  total_number: 1000,
  user_limit: 50,
  enabled: true,
  updated_at: 1,
};
const filled: DualForm = {
  coin: 'ETH',
  type: 'put',
  days: '3',
  rate: '36.5',
  offset: '2.5',
  step: '10',
  share_size: '100',
  total_number: '500',
  user_limit: '20',
  enabled: false,
};

describe('dual plan terms', () => {
  it('moves per cent to a fraction in the string', () => {
    expect(fractionOf('25')).toBe('0.25');
    expect(fractionOf('150')).toBe('1.5');
    expect(fractionOf('0.5')).toBe('0.005');
    expect(fractionOf('12.345678')).toBe('0.12345678');
    expect(fractionOf('0')).toBe('0');
    expect(fractionOf('007.10')).toBe('0.071');
    expect(fractionOf('1.2345678')).toBeNull();
    expect(fractionOf('-1')).toBeNull();
    expect(fractionOf('1e2')).toBeNull();
  });

  it('round-trips every per cent with up to 6 decimals through the fraction exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 999_999 }), (int, frac) => {
        const typed = `${int}.${String(frac).padStart(6, '0')}`;
        const fraction = fractionOf(typed);
        expect(fraction).not.toBeNull();
        const back = percentOf(fraction ?? '') ?? '';
        // The same number, written without insignificant zeros.
        expect(back).toBe(typed.replace(/0+$/, '').replace(/\.$/, ''));
      }),
    );
  });

  it('takes an APR above 0 and below 1000 %', () => {
    expect(rateOf('0')).toBeNull();
    expect(rateOf('999.999999')).toBe('9.99999999');
    expect(rateOf('1000')).toBeNull();
    expect(rateOf('0.000001')).toBe('0.00000001');
  });

  it('shows a stored plan in per cent and sends exactly what was typed', () => {
    const form = formOf(plan);
    expect(form.rate).toBe('25');
    expect(form.offset).toBe('5');
    expect(problemsOf(form)).toEqual({});
    expect(requestOf(filled)).toEqual({
      id: undefined,
      coin: 'ETH',
      type: 'put',
      days: 3,
      rate: '0.365',
      offset: '0.025',
      step: '10',
      share_size: '100',
      total_number: 500,
      user_limit: 20,
      enabled: false,
    });
    expect(requestOf({ ...form, rate: ' 26.5 ' }, 3).rate).toBe('0.265');
  });

  it('explains bad terms before anything is sent', () => {
    const p = problemsOf({
      ...filled,
      days: '0',
      rate: '1000',
      offset: '100',
      step: '0',
      share_size: '1.123456789',
      total_number: '10',
      user_limit: '11',
    });
    expect(Object.keys(p).sort()).toEqual(['days', 'offset', 'rate', 'share_size', 'step', 'user_limit']);
    expect(problemsOf({ ...filled, total_number: '10000001' }).total_number).toBeDefined();
  });

  it('lists what a save changes, rates as fractions', () => {
    expect(changesOf(plan, formOf(plan))).toEqual([]);
    expect(changesOf(plan, { ...formOf(plan), rate: '30.00', step: '500.0' })).toEqual([
      { field: 'rate', from: '0.25', to: '0.3' },
    ]);
    const added = changesOf(undefined, filled);
    expect(added.map((c) => c.field)).toEqual([
      'coin',
      'type',
      'days',
      'rate',
      'offset',
      'step',
      'share_size',
      'total_number',
      'user_limit',
      'enabled',
    ]);
    expect(added.every((c) => c.from === null)).toBe(true);
  });

  it('previews the linked price: up to the step for a call, down for a put', () => {
    // 96,123 × 1.05 = 100,929.15 → 101,000 (step 500, up).
    expect(previewOf(formOf(plan), '96123')).toBe('101000');
    expect(previewOf(formOf(plan), '96,123')).toBe('101000');
    // 3,001 × 0.975 = 2,925.975 and 3,000 × 0.975 = 2,925 → 2,920 (step 10, down); on a step it stays.
    expect(previewOf(filled, '3001')).toBe('2920');
    expect(previewOf(filled, '3000')).toBe('2920');
    expect(previewOf({ ...filled, offset: '2' }, '3000')).toBe('2940');
    expect(previewOf(filled, '')).toBeNull();
    expect(previewOf({ ...filled, step: '0' }, '3000')).toBeNull();
  });
});
