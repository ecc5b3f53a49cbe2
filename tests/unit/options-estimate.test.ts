// The seconds options screen's arithmetic (src/lib/options.ts): the expected profit and loss of a
// stake (against the server's own settlement rules, server/options/rules.ts), the stake checks,
// the average cost the risk disclosure states, and the countdown.
import { describe, expect, it } from 'vitest';
import type { OptionDuration } from '../../contract/options';
import { payoutOf, profitOf, ratioPercent } from '../../server/options/rules';
import {
  averageLossPercent,
  checkPath,
  checkStake,
  estimateOutcome,
  formatCountdown,
  formatSigned,
  formatStake,
  localExpiry,
  minuteOf,
  ratioText,
  stakePresets,
  timeLeft,
} from '../../src/lib/options';

const THIRTY: OptionDuration = { seconds: 30, profit_ratio: '80', min: '10', max: '5000' };

describe('estimateOutcome', () => {
  it('wins stake × ratio and loses the stake', () => {
    expect(estimateOutcome('10', '80')).toEqual({ win: '8', loss: '-10', payout: '18' });
  });

  it('keeps exact decimals where floats would drift', () => {
    // 0.1 × 0.7 is 0.06999999999999999 in floating point.
    expect(estimateOutcome('0.1', '70')).toEqual({ win: '0.07', loss: '-0.1', payout: '0.17' });
    expect(estimateOutcome('33.33', '85.5')).toEqual({ win: '28.49715', loss: '-33.33', payout: '61.82715' });
  });

  it('rounds a win down at the ledger scale (8 decimals)', () => {
    expect(estimateOutcome('0.00000003', '50')?.win).toBe('0.00000001');
    expect(estimateOutcome('1.23456789', '33')?.win).toBe('0.4074074');
  });

  it('promises what settlement pays: a win, a tie, a loss, at the ledger scale', () => {
    const stakes = ['10', '0.1', '33.33', '1.23456789', '0.00000003', '4999.99999999', '123456.7'];
    const ratios = ['0.8', '0.855', '0.7', '0.33', '1', '0.0001'];
    for (const stake of stakes)
      for (const ratio of ratios) {
        const shown = estimateOutcome(stake, ratioPercent(ratio));
        expect(shown?.win, `${stake} at ${ratio}`).toBe(profitOf(stake, payoutOf(1, stake, ratio, 8)));
        expect(shown?.payout).toBe(payoutOf(1, stake, ratio, 8));
        expect(shown?.loss).toBe(profitOf(stake, payoutOf(-1, stake, ratio, 8)));
        expect(profitOf(stake, payoutOf(0, stake, ratio, 8))).toBe('0');
      }
  });

  it('is null without a positive stake', () => {
    for (const s of ['', ' ', '0', 'abc', '-5', '1e3']) expect(estimateOutcome(s, '80')).toBeNull();
  });
});

describe('averageLossPercent', () => {
  it('is (100 − P) / 2 of each stake', () => {
    expect(averageLossPercent('80')).toBe('10');
    expect(averageLossPercent('85')).toBe('7.5');
    expect(averageLossPercent('100')).toBe('0');
  });
});

describe('checkStake', () => {
  it('asks for a duration, then an amount', () => {
    expect(checkStake('10', null, '100')).toEqual({ kind: 'duration' });
    expect(checkStake('  ', THIRTY, '100')).toEqual({ kind: 'required' });
    expect(checkStake('1.2.3', THIRTY, '100')).toEqual({ kind: 'invalid' });
    expect(checkStake('0', THIRTY, '100')).toEqual({ kind: 'invalid' });
  });

  it('holds a stake within the duration’s least and most, at 8 decimals', () => {
    expect(checkStake('9.99999999', THIRTY, null)).toEqual({ kind: 'min', limit: '10' });
    expect(checkStake('10', THIRTY, null)).toBeNull();
    expect(checkStake('5000', THIRTY, null)).toBeNull();
    expect(checkStake('5000.00000001', THIRTY, null)).toEqual({ kind: 'max', limit: '5000' });
    expect(checkStake('10.000000001', THIRTY, null)).toEqual({ kind: 'decimals', decimals: 8 });
  });

  it('checks the balance only when it is known', () => {
    expect(checkStake('100', THIRTY, '99.99')).toEqual({ kind: 'balance' });
    expect(checkStake('100', THIRTY, '100')).toBeNull();
    expect(checkStake('100', THIRTY, null)).toBeNull();
  });
});

describe('stakePresets', () => {
  it('offers the round sums the duration allows', () => {
    expect(stakePresets(THIRTY)).toEqual(['10', '50', '100', '500']);
    expect(stakePresets({ ...THIRTY, min: '50', max: '200' })).toEqual(['50', '100']);
    expect(stakePresets({ ...THIRTY, min: '1000', max: '2000' })).toEqual(['1000']);
    expect(stakePresets(null)).toEqual([]);
  });
});

describe('formatting', () => {
  it('signs results with a real minus and at least two decimals', () => {
    expect(formatSigned('8')).toBe('+8.00');
    expect(formatSigned('-10')).toBe('−10.00');
    expect(formatSigned('0')).toBe('0.00');
    expect(formatSigned('1234.56789')).toBe('+1,234.56789');
  });

  it('shows stakes with at least two decimals', () => {
    expect(formatStake('10')).toBe('10.00');
    expect(formatStake('1234.5')).toBe('1,234.50');
  });

  it('shows ratios in per cent', () => {
    expect(ratioText('80')).toBe('80%');
    expect(ratioText('85.50')).toBe('85.5%');
  });
});

describe('countdown', () => {
  it('rounds up to whole seconds and stops at zero', () => {
    expect(formatCountdown(27_001)).toBe('0:28');
    expect(formatCountdown(27_000)).toBe('0:27');
    expect(formatCountdown(245_000)).toBe('4:05');
    expect(formatCountdown(3_600_000)).toBe('1:00:00');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it('never shows more than the duration, nor less than nothing', () => {
    expect(timeLeft(31_000, 500, 30)).toBe(30_000);
    expect(timeLeft(31_000, 10_000, 30)).toBe(21_000);
    expect(timeLeft(31_000, 40_000, 30)).toBe(0);
  });

  it('counts from when the reply arrived, not from the device’s idea of the server’s clock', () => {
    expect(localExpiry({ remain_milli_seconds: 30_000 }, 1_000)).toBe(31_000);
    expect(localExpiry({ remain_milli_seconds: -3 }, 1_000)).toBe(1_000);
  });
});

describe('the Check link', () => {
  it('opens the 1-minute chart at the settlement tick', () => {
    expect(minuteOf(1_700_000_059_999)).toBe(1_700_000_040_000);
    expect(checkPath('BTC/USDT', 1_700_000_059_999, '67000.5')).toBe(
      '/pages/market/detail?symbol=BTC%2FUSDT&period=1m&at=1700000059999&price=67000.5',
    );
  });
});
