// Lock mining's rules (server/earn/rules.ts): the spec's worked example of early redemption, a
// day's interest rounded down, dividend instants (an order of n days is paid exactly n times,
// whatever its start), and the terms an operator may publish.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY,
  dividendsBetween,
  estimateOf,
  interestOf,
  nextDividend,
  penaltyOf,
  termsProblem,
} from '../../server/earn/rules';

describe('lock mining rules', () => {
  it('returns 988 of 1,000 redeemed with 3 days left at 0.4 % (spec §9)', () => {
    expect(penaltyOf('1000', '0.004', 3)).toBe('12');
    expect(penaltyOf('1000', '0.004', 0)).toBe('0');
    // Never more than the amount.
    expect(penaltyOf('1000', '0.5', 3)).toBe('1000');
  });

  it("pays a day's interest rounded down, and estimates days × that", () => {
    expect(interestOf('1000', '0.003')).toBe('3');
    expect(interestOf('0.00000333', '0.003')).toBe('0');
    expect(estimateOf('100000', '0.003', 5)).toBe('1500');
  });

  it('pays an order of n days on exactly n dividend instants, whatever its start and dividend time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 143 }).map((n) => n * 10),
        (start, days, minute) => {
          expect(dividendsBetween(start, start + days * DAY, minute)).toBe(days);
          const next = nextDividend(start, minute);
          expect(next).toBeGreaterThan(start);
          expect(next - start).toBeLessThanOrEqual(DAY);
          expect((next % DAY) / 60_000).toBe(minute);
        },
      ),
    );
  });

  it('refuses terms an operator may not publish', () => {
    const ok = { daily_rate: '0.003', penalty_rate: '0.004', min_amount: '100', user_cap: '1000', total_cap: '10000' };
    expect(termsProblem(ok)).toBeNull();
    expect(termsProblem({ ...ok, daily_rate: '0' })).toBe('rate');
    expect(termsProblem({ ...ok, penalty_rate: '1.5' })).toBe('rate');
    expect(termsProblem({ ...ok, min_amount: 'x' })).toBe('amount');
    expect(termsProblem({ ...ok, user_cap: '50' })).toBe('caps');
    expect(termsProblem({ ...ok, total_cap: '500' })).toBe('caps');
  });
});
