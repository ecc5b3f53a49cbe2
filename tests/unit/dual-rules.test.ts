// Dual investment's settlement (issue 16, spec §9), both directions and their boundaries, with the
// worked examples the help screen shows; and the linked price a plan lists at.
import { describe, expect, it } from 'vitest';
import { amountOf, factorOf, payoutsOf, settleDual, sharesProblem, strikeOf } from '../../contract/dual-rules';

describe('dual investment rules', () => {
  it('grows the amount by 1 + days × APR ÷ 365', () => {
    expect(factorOf('0.365', 7).toFixed()).toBe('1.007');
    expect(amountOf(3, '0.001')).toBe('0.003');
  });

  it('pays a call in the coin below the linked price, in USDT at the linked price at or above it (spec §9)', () => {
    const call = { type: 'call' as const, coin: 'BTC', amount: '1', strike: '100000', rate: '0.365', days: 7 };
    expect(settleDual(call, '99999.99')).toEqual({ currency: 'BTC', payout: '1.007' });
    expect(settleDual(call, '100000')).toEqual({ currency: 'USDT', payout: '100700' });
    expect(settleDual(call, '120000')).toEqual({ currency: 'USDT', payout: '100700' });
  });

  it('pays a put in the coin at or below the linked price, in USDT above it', () => {
    const put = { type: 'put' as const, coin: 'BTC', amount: '10000', strike: '90000', rate: '0.365', days: 7 };
    expect(settleDual(put, '90000')).toEqual({ currency: 'BTC', payout: '0.11188888' });
    expect(settleDual(put, '80000')).toEqual({ currency: 'BTC', payout: '0.11188888' });
    expect(settleDual(put, '90000.01')).toEqual({ currency: 'USDT', payout: '10070' });
  });

  it('knows both payouts at purchase, rounded down to 8 decimals', () => {
    expect(payoutsOf('put', '100', '3333', '0.25', 3)).toEqual({ coin: '0.03006465', usdt: '100.20547945' });
  });

  it('lists a call above the price and a put below it, on a multiple of the step', () => {
    expect(strikeOf('call', '95123.4', '0.03', '500')).toBe('98000');
    expect(strikeOf('put', '95123.4', '0.03', '500')).toBe('92000');
    expect(strikeOf('put', '3012.5', '0.04', '25')).toBe('2875');
  });

  it('takes whole shares only', () => {
    expect(['1', '25', '1.5', '0', '-2', 'x', ''].map(sharesProblem)).toEqual([
      null,
      null,
      'integer',
      'integer',
      'integer',
      'integer',
      'integer',
    ]);
  });
});
