// The rules of a seconds option (issue 15): who wins, what is paid, at the currency's scale.
import { describe, expect, it } from 'vitest';
import { outcomeOf, payoutOf, profitOf, ratioPercent, stakeWithin, termsProblem } from '../../server/options/rules';

describe('a seconds option', () => {
  it('wins up when the settlement price is higher, down when lower, and ties when equal', () => {
    expect(outcomeOf('up', '100.5', '100.51')).toBe(1);
    expect(outcomeOf('up', '100.5', '100.49')).toBe(-1);
    expect(outcomeOf('down', '100.5', '100.49')).toBe(1);
    expect(outcomeOf('down', '100.5', '100.51')).toBe(-1);
    // Equal however written.
    expect(outcomeOf('up', '100.5', '100.50')).toBe(0);
    expect(outcomeOf('down', '100.50', '100.5')).toBe(0);
  });

  it('pays stake × (1 + ratio) on a win, the stake on a tie, nothing on a loss', () => {
    expect(payoutOf(1, '10', '0.8', 8)).toBe('18');
    expect(payoutOf(0, '10', '0.8', 8)).toBe('10');
    expect(payoutOf(-1, '10', '0.8', 8)).toBe('0');
    expect(profitOf('10', '18')).toBe('8');
    expect(profitOf('10', '0')).toBe('-10');
    expect(profitOf('10', '10')).toBe('0');
  });

  it('rounds a payout down at the currency scale, never up', () => {
    expect(payoutOf(1, '10.00000001', '0.85', 8)).toBe('18.50000001');
    expect(payoutOf(1, '0.00000003', '0.85', 8)).toBe('0.00000005');
    expect(payoutOf(1, '12.34567891', '0.8765', 8)).toBe('23.16666647');
    expect(payoutOf(1, '1', '0.3333', 2)).toBe('1.33');
  });

  it('publishes the ratio in per cent and keeps stakes within the bounds, inclusive', () => {
    expect(ratioPercent('0.8')).toBe('80');
    expect(ratioPercent('0.855')).toBe('85.5');
    expect(stakeWithin('10', '10', '100')).toBe('ok');
    expect(stakeWithin('100', '10', '100')).toBe('ok');
    expect(stakeWithin('9.99999999', '10', '100')).toBe('below');
    expect(stakeWithin('100.00000001', '10', '100')).toBe('above');
  });

  it('lets an operator publish only payouts above 0 and at most 100 %, with sensible stake bounds', () => {
    const ok = { profit_ratio: '0.8', min_stake: '10', max_stake: '1000' };
    expect(termsProblem(ok, 8)).toBeNull();
    expect(termsProblem({ ...ok, profit_ratio: '1' }, 8)).toBeNull();
    for (const r of ['0', '1.01', '-0.5', '80', 'x', '0.12345'])
      expect(termsProblem({ ...ok, profit_ratio: r }, 8)).toBe('ratio');
    expect(termsProblem({ ...ok, min_stake: '0' }, 8)).toBe('stake');
    expect(termsProblem({ ...ok, max_stake: '1e5' }, 8)).toBe('stake');
    expect(termsProblem({ ...ok, max_stake: '5' }, 8)).toBe('range');
  });
});
