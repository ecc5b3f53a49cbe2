// The invest screens' logic (src/lib/dual.ts): the APR and factor as shown, the sold bar, the share
// count checks (spec §5 "invest quantity required and integer"), the most one may buy, and both
// outcomes of a purchase, including the help screen's worked examples (1 BTC call at 100,000 and a
// 10,000 USDT put at 90,000, both 36.5 % for 7 days), and the tick a completed order cites.
import { describe, expect, it } from 'vitest';
import type { DualProduct } from '../../contract/dual';
import { settleDual } from '../../contract/dual-rules';
import {
  aprPercent,
  checkShares,
  dualSymbol,
  factorText,
  investCurrencyOf,
  isOpenState,
  maxShares,
  onSale,
  outcomesOf,
  outcomesOfAmount,
  settleTickOf,
  sharesForAmount,
  soldPercent,
} from '../../src/lib/dual';

const PUT: Pick<
  DualProduct,
  | 'type'
  | 'exercise_price'
  | 'rate'
  | 'days'
  | 'share_size'
  | 'invest_currency'
  | 'remaining_number'
  | 'user_limit'
  | 'total_number'
> = {
  type: 'put',
  exercise_price: '90000',
  rate: '0.365',
  days: 7,
  share_size: '100',
  invest_currency: 'USDT',
  remaining_number: 50,
  user_limit: 20,
  total_number: 200,
};

const CALL = { ...PUT, type: 'call' as const, exercise_price: '100000', share_size: '0.01', invest_currency: 'BTC' };

describe('aprPercent and factorText', () => {
  it('shows the rate as a percentage and the factor 1 + days × APR ÷ 365 (to 8 decimals)', () => {
    expect(aprPercent('0.365')).toBe('36.5');
    expect(aprPercent('0.1')).toBe('10');
    expect(factorText('0.365', 7)).toBe('1.007');
    expect(factorText('0.1', 3)).toBe('1.00082191');
  });
});

describe('soldPercent and onSale', () => {
  it('fills the bar with the share sold, rounded down', () => {
    expect(soldPercent({ total_number: 200, remaining_number: 50 })).toBe(75);
    expect(soldPercent({ total_number: 3, remaining_number: 1 })).toBe(66);
    expect(soldPercent({ total_number: 3, remaining_number: 0 })).toBe(100);
    expect(soldPercent({ total_number: 0, remaining_number: 0 })).toBe(100);
  });

  it('is on sale while the server says so and shares remain', () => {
    expect(onSale({ status: 1, remaining_number: 1 })).toBe(true);
    expect(onSale({ status: 1, remaining_number: 0 })).toBe(false);
    expect(onSale({ status: 2, remaining_number: 5 })).toBe(false);
    expect(onSale({ status: 3, remaining_number: 5 })).toBe(false);
  });
});

describe('checkShares', () => {
  it('requires a quantity, and a whole one', () => {
    expect(checkShares('', PUT, 0, '10000')).toEqual({ kind: 'required' });
    expect(checkShares('  ', PUT, 0, '10000')).toEqual({ kind: 'required' });
    for (const bad of ['1.5', '0', '-1', '01', '1e2', 'abc', '2.0']) {
      expect(checkShares(bad, PUT, 0, '10000')).toEqual({ kind: 'integer' });
    }
    expect(checkShares('2', PUT, 0, '10000')).toBeNull();
    expect(checkShares(' 2 ', PUT, 0, '10000')).toBeNull();
  });

  it('keeps within the shares left and what the user may still hold', () => {
    expect(checkShares('51', { ...PUT, user_limit: 100 }, 0, null)).toEqual({ kind: 'remaining', limit: 50 });
    expect(checkShares('21', PUT, 0, null)).toEqual({ kind: 'userLimit', limit: 20, left: 20 });
    expect(checkShares('6', PUT, 15, null)).toEqual({ kind: 'userLimit', limit: 20, left: 5 });
    expect(checkShares('5', PUT, 15, null)).toBeNull();
    // A guest's holding is unknown: the server checks it.
    expect(checkShares('20', PUT, null, null)).toBeNull();
  });

  it('needs the amount (shares × share size) within the balance, once known', () => {
    expect(checkShares('2', PUT, 0, '199.99999999')).toEqual({ kind: 'balance' });
    expect(checkShares('2', PUT, 0, '200')).toBeNull();
    expect(checkShares('3', CALL, 0, '0.03')).toBeNull();
    expect(checkShares('4', CALL, 0, '0.03')).toEqual({ kind: 'balance' });
  });
});

describe('maxShares', () => {
  it('is the least of the shares left, the room under the limit and the balance', () => {
    expect(maxShares(PUT, 0, null)).toBe(20);
    expect(maxShares(PUT, 18, null)).toBe(2);
    expect(maxShares(PUT, 0, '750')).toBe(7);
    expect(maxShares({ ...PUT, remaining_number: 3 }, 0, '10000')).toBe(3);
    expect(maxShares(PUT, 25, '10000')).toBe(0);
    expect(maxShares(CALL, 0, '0.0299')).toBe(2);
  });
});

describe('outcomes', () => {
  it('a put of 10,000 USDT at 90,000, 36.5 % for 7 days: 0.11188888 BTC at or below, 10,070 USDT above', () => {
    const o = outcomesOfAmount(PUT, '10000', 'USDT');
    expect(o).toEqual({
      amount: '10000',
      investCurrency: 'USDT',
      coin: '0.11188888',
      usdt: '10070',
      strikePaysCoin: true,
    });
  });

  it('a call of 1 BTC at 100,000, 36.5 % for 7 days: 1.007 BTC below, 100,700 USDT at or above', () => {
    const o = outcomesOfAmount(CALL, '1', 'BTC');
    expect(o).toEqual({ amount: '1', investCurrency: 'BTC', coin: '1.007', usdt: '100700', strikePaysCoin: false });
  });

  it('buys num × share size, and agrees with the settlement on either side of the linked price', () => {
    const o = outcomesOf(PUT, '2');
    expect(o).toMatchObject({ amount: '200', coin: '0.00223777', usdt: '201.4' });
    const order = { type: 'put' as const, coin: 'BTC', amount: '200', strike: '90000', rate: '0.365', days: 7 };
    expect(settleDual(order, '90000')).toEqual({ currency: 'BTC', payout: o?.coin });
    expect(settleDual(order, '90000.01')).toEqual({ currency: 'USDT', payout: o?.usdt });
    const c = outcomesOf(CALL, '3');
    expect(c).toMatchObject({ amount: '0.03', investCurrency: 'BTC', coin: '0.03021', usdt: '3021' });
    expect(outcomesOf(PUT, '1.5')).toBeNull();
    expect(outcomesOf(PUT, '')).toBeNull();
  });

  it('names what each type takes in, and which states are open', () => {
    expect(investCurrencyOf('call', 'ETH')).toBe('ETH');
    expect(investCurrencyOf('put', 'ETH')).toBe('USDT');
    expect(isOpenState('purchased')).toBe(true);
    expect(isOpenState('settling')).toBe(true);
    expect(isOpenState('completed')).toBe(false);
  });
});

describe('sharesForAmount', () => {
  it('buys the whole shares an amount covers, never a part of one', () => {
    expect(sharesForAmount('250', '100')).toBe(2);
    expect(sharesForAmount('200', '100')).toBe(2);
    expect(sharesForAmount('99.99', '100')).toBe(0);
    expect(sharesForAmount(' 0.3 ', '0.1')).toBe(3);
    expect(sharesForAmount('', '100')).toBeNull();
    expect(sharesForAmount('1e3', '100')).toBeNull();
    expect(sharesForAmount('10', '0')).toBeNull();
  });
});

describe('settleTickOf', () => {
  it('cites the tick a completed order settled on, on its coin’s pair, as other settlements do; none before', () => {
    const settled = { settle_tick_id: 48213, settle_price: '100250.5', settle_time: 1_795_000_001_000 };
    expect(settleTickOf(settled)).toEqual({ id: 48213, price: '100250.5', time: 1_795_000_001_000 });
    expect(settleTickOf({ settle_tick_id: null, settle_price: null, settle_time: null })).toBeNull();
    expect(dualSymbol('ETH')).toBe('ETH/USDT');
  });
});
