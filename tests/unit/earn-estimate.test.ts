// The earn screens' arithmetic (src/lib/earn.ts): the income an amount earns under a product, the
// simple yearly figure, the early-redemption penalty with the spec's worked example (1,000 locked,
// 3 days left, 0.4 % → 988 back), and the amount checks made before confirming.
import { describe, expect, it } from 'vitest';
import type { EarnProduct } from '../../contract/earn';
import { estimateOf, interestOf, penaltyOf as serverPenaltyOf } from '../../server/earn/rules';
import {
  checkAmount,
  dividendTimeUtc,
  estimateIncome,
  isSoldOut,
  maxAmount,
  penaltyOf,
  percentOf,
  redemptionReturn,
  yearlySimplePercent,
} from '../../src/lib/earn';

const FIVE_DAYS: Pick<EarnProduct, 'interest_rate' | 'day' | 'save_min' | 'user_cap' | 'remaining'> = {
  interest_rate: '0.003',
  day: 5,
  save_min: '100',
  user_cap: '100000',
  remaining: '50000',
};

describe('estimateIncome', () => {
  it('earns amount × daily rate a day and × days over the period (spec: 5-day cycle, 100000 U)', () => {
    expect(estimateIncome('100000', FIVE_DAYS)).toEqual({ daily: '300', total: '1500' });
  });

  it('keeps exact decimals where floats would drift', () => {
    // 0.1 × 0.003 × 3 in floating point is 0.0009000000000000001.
    expect(estimateIncome('0.1', { interest_rate: '0.003', day: 3 })).toEqual({ daily: '0.0003', total: '0.0009' });
    expect(estimateIncome('1234.56', { interest_rate: '0.0035', day: 7 })).toEqual({
      daily: '4.32096',
      total: '30.24672',
    });
  });

  it('rounds each day down at the ledger scale (8 decimals), as each day is paid', () => {
    expect(estimateIncome('0.00000001', { interest_rate: '0.003', day: 5 })).toEqual({ daily: '0', total: '0' });
    expect(estimateIncome('1.23456789', { interest_rate: '0.004', day: 3 })).toEqual({
      daily: '0.00493827',
      total: '0.01481481',
    });
  });

  it('promises what the server pays (server/earn/rules.ts)', () => {
    for (const [amount, rate, days] of [
      ['100000', '0.003', 5],
      ['1.23456789', '0.004', 3],
      ['777.77777777', '0.0037', 30],
      ['0.00012345', '0.0031', 7],
    ] as const) {
      expect(estimateIncome(amount, { interest_rate: rate, day: days })).toEqual({
        daily: interestOf(amount, rate),
        total: estimateOf(amount, rate, days),
      });
    }
  });

  it('is null for no amount or not a number', () => {
    expect(estimateIncome('', FIVE_DAYS)).toBeNull();
    expect(estimateIncome('abc', FIVE_DAYS)).toBeNull();
    expect(estimateIncome('0', FIVE_DAYS)).toBeNull();
  });
});

describe('rates as percentages', () => {
  it('shows the daily rate and the simple yearly figure (daily × 365, not compounded)', () => {
    expect(percentOf('0.003')).toBe('0.3');
    expect(percentOf('0.0035')).toBe('0.35');
    expect(yearlySimplePercent('0.003')).toBe('109.5');
    expect(yearlySimplePercent('0.004')).toBe('146');
  });
});

describe('early redemption', () => {
  it("returns 988 of 1,000 locked with 3 days left at 0.4 % (the spec's example)", () => {
    const penalty = penaltyOf('1000', '0.004', 3);
    expect(penalty).toBe('12');
    expect(redemptionReturn('1000', penalty)).toBe('988');
  });

  it('charges what the server charges (server/earn/rules.ts)', () => {
    for (const [amount, rate, left] of [
      ['1000', '0.004', 3],
      ['123.45678901', '0.0035', 17],
      ['50', '0.9', 5],
    ] as const)
      expect(penaltyOf(amount, rate, left)).toBe(serverPenaltyOf(amount, rate, left));
  });

  it('costs nothing at maturity and never more than the amount', () => {
    expect(penaltyOf('1000', '0.004', 0)).toBe('0');
    expect(penaltyOf('1000', '0.004', -2)).toBe('0');
    expect(penaltyOf('100', '0.5', 3)).toBe('100');
    expect(redemptionReturn('100', '150')).toBe('0');
  });
});

describe('checkAmount', () => {
  it('asks for a positive number with at most 8 decimals', () => {
    expect(checkAmount('', FIVE_DAYS, null)).toEqual({ kind: 'required' });
    expect(checkAmount('1e3', FIVE_DAYS, null)).toEqual({ kind: 'invalid' });
    expect(checkAmount('-5', FIVE_DAYS, null)).toEqual({ kind: 'invalid' });
    expect(checkAmount('100.123456789', FIVE_DAYS, null)).toEqual({ kind: 'decimals', decimals: 8 });
  });

  it('holds the minimum, the per-user cap and what remains, in that order', () => {
    expect(checkAmount('99.99', FIVE_DAYS, null)).toEqual({ kind: 'min', limit: '100' });
    expect(checkAmount('100001', FIVE_DAYS, null)).toEqual({ kind: 'userCap', limit: '100000' });
    expect(checkAmount('50000.01', FIVE_DAYS, null)).toEqual({ kind: 'remaining', limit: '50000' });
    expect(checkAmount('100', FIVE_DAYS, null)).toBeNull();
    expect(checkAmount(' 50000 ', FIVE_DAYS, null)).toBeNull();
  });

  it('checks the balance once it is known', () => {
    expect(checkAmount('500', FIVE_DAYS, '499.99')).toEqual({ kind: 'balance' });
    expect(checkAmount('500', FIVE_DAYS, '500')).toBeNull();
  });
});

describe('limits', () => {
  it('offers at most the least of the cap, what remains and the balance', () => {
    expect(maxAmount(FIVE_DAYS, null)).toBe('50000');
    expect(maxAmount(FIVE_DAYS, '1234.5')).toBe('1234.5');
    expect(maxAmount({ user_cap: '10', remaining: '20' }, '30')).toBe('10');
  });

  it('calls a product sold out when less than its minimum remains', () => {
    expect(isSoldOut({ save_min: '100', remaining: '99' })).toBe(true);
    expect(isSoldOut({ save_min: '100', remaining: '100' })).toBe(false);
  });

  it('writes the dividend time as HH:MM UTC', () => {
    expect(dividendTimeUtc(0)).toBe('00:00');
    expect(dividendTimeUtc(545)).toBe('09:05');
    expect(dividendTimeUtc(1439)).toBe('23:59');
  });
});
