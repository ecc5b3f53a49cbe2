// The copy-trading forms (src/lib/copy.ts) as the server reads them (contract/copy-rules.ts): the
// number rounded to 2 decimals (spec §9), at least 1 as a multiple and whole lots in fixed-lots
// mode, stops as per cent, caps as positive amounts with the total not below the per-copy cap, the
// agreement, the pay password only when the trader takes a share; the application's limits and
// the share typed in per cent sent as a fraction.
import { describe, expect, it } from 'vitest';
import {
  checkApply,
  checkFollow,
  type FollowForm,
  lotsExamples,
  numberAsKept,
  ratePercent,
  roundsNumber,
  shareFraction,
  sharePercent,
} from '../../src/lib/copy';

const FORM: FollowForm = {
  mode: 1,
  number: '1',
  stopLoss: '',
  takeProfit: '',
  maxMargin: '',
  maxTotal: '',
  agree: true,
  payPassword: '',
};

const problems = (f: Partial<FollowForm>, pay = false) => {
  const r = checkFollow({ ...FORM, ...f }, pay);
  return r.ok ? {} : r.problems;
};

describe('the follow number', () => {
  it('rounds a multiple to 2 decimals, half up, and keeps it at least 1', () => {
    expect(numberAsKept(1, '1.255')).toEqual({ number: '1.26' });
    expect(numberAsKept(1, '1.5')).toEqual({ number: '1.5' });
    expect(numberAsKept(1, '0.999')).toEqual({ number: '1' });
    expect(numberAsKept(1, '0.99')).toEqual({ problem: 'multiple_low' });
    expect(numberAsKept(1, '101')).toEqual({ problem: 'multiple_high' });
    expect(roundsNumber('1.255')).toBe(true);
    expect(roundsNumber('1.25')).toBe(false);
  });

  it('takes whole lots in fixed-lots mode', () => {
    expect(numberAsKept(2, '3')).toEqual({ number: '3' });
    expect(numberAsKept(2, '2.5')).toEqual({ problem: 'lots_whole' });
    expect(numberAsKept(2, '0')).toEqual({ problem: 'lots_low' });
    // Rounded first (2 decimals), then judged: 2.001 is kept as 2.
    expect(numberAsKept(2, '2.001')).toEqual({ number: '2' });
  });

  it('refuses what is not a plain decimal', () => {
    for (const bad of ['', ' ', '1e2', '.5', '1,5', '-1', '0x1', '01'])
      expect(numberAsKept(1, bad)).toEqual({ problem: 'number_format' });
  });

  it('shows by example that a multiple rounds lots down to whole lots', () => {
    expect(lotsExamples(1, '1.5')).toEqual([
      { trader: 1, copy: 1 },
      { trader: 2, copy: 3 },
      { trader: 5, copy: 7 },
    ]);
    expect(lotsExamples(2, '4')).toEqual([
      { trader: 1, copy: 4 },
      { trader: 2, copy: 4 },
      { trader: 5, copy: 4 },
    ]);
  });
});

describe('the follow form', () => {
  it('sends the number as kept, empty stops and caps as none', () => {
    expect(checkFollow({ ...FORM, number: '2.349' }, false)).toEqual({
      ok: true,
      values: { number: '2.35', stopLoss: '', takeProfit: '', maxMargin: '', maxTotal: '' },
    });
  });

  it('reads stops as per cent: positive, at most 1000, 2 decimals', () => {
    expect(problems({ stopLoss: '20', takeProfit: '50.25' })).toEqual({});
    expect(problems({ stopLoss: '0' })).toEqual({ stopLoss: 'percent' });
    expect(problems({ stopLoss: '1000.01' })).toEqual({ stopLoss: 'percent' });
    expect(problems({ takeProfit: '10.125' })).toEqual({ takeProfit: 'percent' });
    expect(problems({ takeProfit: 'abc' })).toEqual({ takeProfit: 'percent' });
  });

  it('reads caps as positive amounts, the total not below the per-copy cap', () => {
    expect(problems({ maxMargin: '50', maxTotal: '500' })).toEqual({});
    expect(problems({ maxMargin: '0' })).toEqual({ maxMargin: 'amount' });
    expect(problems({ maxTotal: '1.123456789' })).toEqual({ maxTotal: 'amount' });
    expect(problems({ maxMargin: '100', maxTotal: '99.99' })).toEqual({ maxTotal: 'total_below_each' });
    const ok = checkFollow({ ...FORM, maxMargin: '10.50', maxTotal: '100' }, false);
    expect(ok.ok && ok.values).toMatchObject({ maxMargin: '10.5', maxTotal: '100' });
  });

  it('needs the agreement, and the pay password only when the trader takes a share', () => {
    expect(problems({ agree: false })).toEqual({ agree: 'agree' });
    expect(problems({}, true)).toEqual({ payPassword: 'pay_password' });
    expect(problems({ payPassword: '12345' }, true)).toEqual({ payPassword: 'pay_password' });
    expect(problems({ payPassword: '123456' }, true)).toEqual({});
    expect(problems({ payPassword: '' }, false)).toEqual({});
  });

  it('reports every field at once', () => {
    expect(problems({ mode: 2, number: '1.5', stopLoss: '-1', maxMargin: 'x', agree: false }, true)).toEqual({
      number: 'lots_whole',
      stopLoss: 'percent',
      maxMargin: 'amount',
      agree: 'agree',
      payPassword: 'pay_password',
    });
  });
});

describe('the profit share and the application', () => {
  it('sends a share typed in per cent as a fraction, 0 to 30 % with 2 decimals', () => {
    expect(shareFraction('10')).toBe('0.1');
    expect(shareFraction('0')).toBe('0');
    expect(shareFraction('12.5')).toBe('0.125');
    expect(shareFraction('30')).toBe('0.3');
    expect(shareFraction('30.01')).toBeNull();
    expect(shareFraction('12.345')).toBeNull();
    expect(shareFraction('')).toBeNull();
    expect(sharePercent('0.125')).toBe('12.5');
  });

  it('shows a rate in per cent, rounded down to 2 decimals', () => {
    expect(ratePercent('0.123456')).toBe('12.34');
    expect(ratePercent('-0.05')).toBe('-5');
    expect(ratePercent(null)).toBeNull();
  });

  it('checks the application as the server does', () => {
    expect(checkApply({ nickname: ' Ann ', bio: '', sharePercent: '10', agree: true })).toEqual({
      ok: true,
      values: { nickname: 'Ann', bio: '', profitShare: '0.1' },
    });
    const bad = checkApply({ nickname: 'A', bio: 'x'.repeat(281), sharePercent: '31', agree: false });
    expect(bad).toEqual({ ok: false, problems: { nickname: 'nickname', bio: 'bio', share: 'share', agree: 'agree' } });
    expect(checkApply({ nickname: 'x'.repeat(25), bio: '', sharePercent: '0', agree: true }).ok).toBe(false);
  });
});
