// Price alerts' pure rules (contract/alert-rules.ts): what may be set, where each kind fires, and
// the crossing rule against exact decimals (reaching the level counts; a float would not do).
import { describe, expect, it } from 'vitest';
import { alertLevels, alertMessages, checkAlert, crosses } from '../../contract/alert-rules';

describe('setting an alert', () => {
  it('takes a positive price not crossed already, or a percentage in (0, 100]', () => {
    expect(checkAlert('above', '101', '100')).toBeNull();
    expect(checkAlert('below', '99.5', '100')).toBeNull();
    expect(checkAlert('move', '0.01', '100')).toBeNull();
    expect(checkAlert('move', '100', '100')).toBeNull();
  });

  it('refuses a price that is not positive or not a number', () => {
    for (const bad of ['0', '0.000', '', '-1', 'abc', '1e3', '.5'])
      expect(checkAlert('above', bad, '100')?.message).toBe(alertMessages.pricePositive);
  });

  it('refuses an above or below alert the price has already reached, naming the price now', () => {
    expect(checkAlert('above', '100', '100')).toEqual({
      message: alertMessages.alreadyAbove,
      values: { price: '100' },
    });
    expect(checkAlert('above', '99', '100')?.message).toBe(alertMessages.alreadyAbove);
    expect(checkAlert('below', '100.00', '100')).toEqual({
      message: alertMessages.alreadyBelow,
      values: { price: '100' },
    });
  });

  it('refuses a percentage of 0, over 100 or with more than 2 decimals', () => {
    for (const bad of ['0', '100.01', '0.001', '', 'x'])
      expect(checkAlert('move', bad, '100')?.message).toBe(alertMessages.percentRange);
  });
});

describe('where an alert fires', () => {
  it('above and below fire at their price, on one side', () => {
    expect(alertLevels('above', '105.50', '100')).toEqual({ up: '105.5', down: null });
    expect(alertLevels('below', '95', '100')).toEqual({ up: null, down: '95' });
  });

  it('a move fires the percentage either way from the price it was set at, exactly', () => {
    expect(alertLevels('move', '5', '0.3')).toEqual({ up: '0.315', down: '0.285' });
    expect(alertLevels('move', '2.5', '91234.56')).toEqual({ up: '93515.424', down: '88953.696' });
    // 100 % down would be a price of 0, which no tick reaches: only the rise is watched.
    expect(alertLevels('move', '100', '10')).toEqual({ up: '20', down: null });
  });

  it('a tick crosses when it reaches the level or goes beyond it', () => {
    const above = alertLevels('above', '105', '100');
    expect(crosses(above, '104.99')).toBe(false);
    expect(crosses(above, '105')).toBe(true);
    expect(crosses(above, '105.000')).toBe(true);
    expect(crosses(above, '200')).toBe(true);
    const below = alertLevels('below', '95', '100');
    expect(crosses(below, '95.01')).toBe(false);
    expect(crosses(below, '95')).toBe(true);
    const move = alertLevels('move', '10', '0.3');
    // 0.3 × 1.1 is 0.33000000000000004 in floats: the exact level is reached by 0.33.
    expect(crosses(move, '0.33')).toBe(true);
    expect(crosses(move, '0.32999')).toBe(false);
    expect(crosses(move, '0.27')).toBe(true);
    expect(crosses(move, '0.2701')).toBe(false);
  });
});
