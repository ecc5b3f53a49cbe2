// When the contract and options screens offer funds in place (issue 40): an account short of the
// smallest order, and what that smallest order needs on each screen, worked by hand.
import { describe, expect, it } from 'vitest';
import type { OptionDuration } from '../../contract/options';
import { shortOfLeast } from '../../src/lib/accountFunds';
import { leastOpenCost } from '../../src/lib/lever';
import { leastStake } from '../../src/lib/options';

describe('shortOfLeast', () => {
  it('never judges a balance not known yet', () => {
    expect(shortOfLeast(null, '10')).toBe(false);
    expect(shortOfLeast(null, null)).toBe(false);
  });
  it('is short at nothing, whatever the least', () => {
    expect(shortOfLeast('0', null)).toBe(true);
    expect(shortOfLeast('0.00000000', '0')).toBe(true);
    expect(shortOfLeast('', null)).toBe(true);
  });
  it('compares exactly with the least', () => {
    expect(shortOfLeast('9.99999999', '10')).toBe(true);
    expect(shortOfLeast('10', '10')).toBe(false);
    expect(shortOfLeast('10.00000001', '10')).toBe(false);
    expect(shortOfLeast('0.1', null)).toBe(false);
  });
});

describe('leastStake', () => {
  const d = (seconds: number, min: string): OptionDuration => ({ seconds, profit_ratio: '80', min, max: '5000' });
  it('is the least minimum of the durations offered, compared as decimals', () => {
    expect(leastStake([d(30, '100'), d(60, '20'), d(120, '9.5')])).toBe('9.5');
    expect(leastStake([d(30, '10')])).toBe('10');
  });
  it('is unknown when nothing is offered', () => {
    expect(leastStake([])).toBeNull();
  });
});

describe('leastOpenCost', () => {
  const product = { lot_size: '0.01', fee_rate: '0.0005', precision: 2 };
  it('is the margin and fee of the least lots at the largest multiple', () => {
    // 1 lot × 0.01 × 50,000 = 500 notional; at 100×: 5 margin; fee 500 × 0.0005 = 0.25.
    expect(leastOpenCost(product, 1, [10, 100, 50], '50000')).toBe('5.25');
    // 3 lots at 10×: notional 1,500 → margin 150, fee 0.75.
    expect(leastOpenCost(product, 3, [10], '50000')).toBe('150.75');
  });
  it('is unknown without a price or a multiple', () => {
    expect(leastOpenCost(product, 1, [10], null)).toBeNull();
    expect(leastOpenCost(product, 1, [], '50000')).toBeNull();
  });
});
