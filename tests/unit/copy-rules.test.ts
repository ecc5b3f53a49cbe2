// Copy trading's rules (issue 36): the follow's number (spec §9), a copy's lots, copy stops, the
// profit share above a high-water mark, and a trader's statistics.
import { describe, expect, it } from 'vitest';
import { copyLots, profitShare, readNumber, readPercent, statsOf, stopReached } from '../../contract/copy-rules';

describe('copy trading rules', () => {
  it('keeps 2 decimals of a multiple (at least 1) and whole lots', () => {
    expect(readNumber(1, '1.256')).toEqual({ number: '1.26' });
    expect(readNumber(1, '0.99')).toEqual({ problem: 'multiple_low' });
    expect(readNumber(1, '100.01')).toEqual({ problem: 'multiple_high' });
    expect(readNumber(2, '3')).toEqual({ number: '3' });
    expect(readNumber(2, '2.5')).toEqual({ problem: 'lots_whole' });
    expect(readNumber(2, '0.001')).toEqual({ problem: 'lots_low' });
  });

  it('sizes a copy: the trader’s lots × the multiple rounded down, or the fixed lots', () => {
    expect(copyLots(1, '1.5', 5)).toBe(7);
    expect(copyLots(1, '1', 1)).toBe(1);
    expect(copyLots(1, '2.33', 3)).toBe(6);
    expect(copyLots(2, '4', 100)).toBe(4);
  });

  it('reaches a copy stop at −stop % or +take % of the open copies’ margin', () => {
    const stops = { stop_loss: '20', take_profit: '50' };
    expect(stopReached('-19.99', '100', stops)).toBeNull();
    expect(stopReached('-20', '100', stops)).toBe('stop_loss');
    expect(stopReached('50', '100', stops)).toBe('take_profit');
    expect(stopReached('-500', '0', stops)).toBeNull();
    expect(readPercent('')).toBeNull();
    expect(readPercent('0')).toBe('bad');
    expect(readPercent('12.345')).toBe('bad');
  });

  it('shares only profit above the high-water mark, once', () => {
    expect(profitShare('100', '0', '0.1')).toEqual({ amount: '10', mark: '100' });
    // A later loss: nothing owed, the mark stays; earning it back owes nothing either.
    expect(profitShare('60', '100', '0.1')).toEqual({ amount: '0', mark: '100' });
    expect(profitShare('100', '100', '0.1')).toEqual({ amount: '0', mark: '100' });
    expect(profitShare('130.123456789', '100', '0.15')).toEqual({ amount: '4.51851851', mark: '130.123456789' });
  });

  it('computes win rate, ROI and the largest fall from a peak from closed positions', () => {
    const s = statsOf(30, [
      { net: '10', margin: '100', closed_at: 1 },
      { net: '-15', margin: '100', closed_at: 2 },
      { net: '20', margin: '100', closed_at: 3 },
      { net: '-5', margin: '100', closed_at: 4 },
    ]);
    expect(s).toMatchObject({ total_profits: '10', closed_count: 4, profit_count: 2, correct_rate: '0.5' });
    expect(s.roi).toBe('0.025');
    // Cumulative 10, −5, 15, 10: the deepest fall is from 10 to −5.
    expect(s.max_drawdown).toBe('15');
    expect(s.max_drawdown_rate).toBe('0.0375');
    expect(statsOf(7, [])).toMatchObject({ closed_count: 0, correct_rate: null, roi: null, max_drawdown: '0' });
  });
});
