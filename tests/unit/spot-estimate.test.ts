// The spot order form's arithmetic (src/lib/spot.ts) against the server's own money rules
// (server/spot/money.ts): what a buy reserves, the fee, the percentage buttons and the checks.
import { describe, expect, it } from 'vitest';
import { fromUnits } from '../../server/ledger/units';
import { costUnits, feeUnits, freezeUnits, parseRate, toSteps } from '../../server/spot/money';
import {
  amountForPercent,
  checkOrder,
  cleanDecimalInput,
  type EstimateInput,
  estimateOrder,
  marketPrice,
  reserveFeeRate,
  stepValue,
  totalForPercent,
} from '../../src/lib/spot';

const BTC = {
  price_decimals: 2,
  amount_decimals: 5,
  min_amount: '0.00001',
  min_total: '1',
  maker_fee: '0.0008',
  taker_fee: '0.001',
  market_protection: '0.05',
  price_band: '0.2',
};
const scale = { priceDecimals: 2, amountDecimals: 5 };
const limit = (over: Partial<EstimateInput>): EstimateInput => ({
  side: 'buy',
  orderType: 'limit',
  price: '67123.45',
  last: '67000.00',
  amount: '0.01234',
  postOnly: false,
  ...over,
});

describe('estimateOrder', () => {
  it('reserves for a limit buy what the server freezes', () => {
    const e = estimateOrder(BTC, limit({}));
    const ticks = toSteps('67123.45', 2) as number;
    const lots = toSteps('0.01234', 5) as number;
    expect(e?.cost).toBe(fromUnits(freezeUnits(scale, 'buy', ticks, lots, parseRate('0.001'))).replace(/\.?0+$/, ''));
    expect(e?.total).toBe('828.303373');
    expect(e?.fee).toBe(fromUnits(feeUnits(costUnits(scale, ticks, lots), parseRate('0.001'))).replace(/\.?0+$/, ''));
  });

  it('takes a sell fee from the proceeds and needs the base amount', () => {
    const e = estimateOrder(BTC, limit({ side: 'sell', postOnly: true }));
    expect(e).toMatchObject({ need: '0.01234', fee: '0.66264269', receive: '827.64073031' });
  });

  it('sizes a market buy at the protection price', () => {
    expect(marketPrice('67000', '0.05', 'buy', 2)).toBe('70350');
    const e = estimateOrder(BTC, limit({ orderType: 'market', price: '', amount: '0.01' }));
    expect(e?.total).toBe('670');
    expect(e?.cost).toBe('704.2035');
  });

  it('is null until price and amount are numbers', () => {
    expect(estimateOrder(BTC, limit({ amount: '' }))).toBeNull();
    expect(estimateOrder(BTC, limit({ price: 'x' }))).toBeNull();
    expect(estimateOrder(BTC, limit({ orderType: 'market', last: null }))).toBeNull();
  });
});

describe('amountForPercent', () => {
  it('buys what the balance covers with the fee, in whole lots', () => {
    const amount = amountForPercent(BTC, 'buy', '1000', 100, '67123.45', reserveFeeRate(BTC));
    expect(amount).toBe('0.01488');
    const e = estimateOrder(BTC, limit({ amount }));
    expect(Number(e?.cost)).toBeLessThanOrEqual(1000);
  });

  it('sells a share of the base balance', () => {
    expect(amountForPercent(BTC, 'sell', '0.0123456', 50, null, '0.001')).toBe('0.00617');
    expect(amountForPercent(BTC, 'sell', '0.00001', 25, null, '0.001')).toBe('');
  });
});

describe('checkOrder', () => {
  it('finds what the server would refuse', () => {
    expect(checkOrder(BTC, limit({ price: '' }), null)).toEqual({ field: 'price', kind: 'required' });
    expect(checkOrder(BTC, limit({ price: '1.234' }), null)).toEqual({ field: 'price', kind: 'decimals', decimals: 2 });
    expect(checkOrder(BTC, limit({ amount: '0.000001' }), null)).toMatchObject({ kind: 'decimals' });
    expect(checkOrder(BTC, limit({ amount: '0.00001', price: '100', last: null }), null)).toMatchObject({
      kind: 'minTotal',
    });
    // Outside the pair's band around the last price (20 %): the range allowed, ends included.
    expect(checkOrder(BTC, limit({ price: '53599.99' }), null)).toEqual({
      field: 'price',
      kind: 'band',
      min: '53600.00',
      max: '80400.00',
      percent: '20',
    });
    expect(checkOrder(BTC, limit({ price: '80400.01' }), null)).toMatchObject({ kind: 'band' });
    expect(checkOrder(BTC, limit({ price: '53600' }), '1000')).toBeNull();
    expect(checkOrder(BTC, limit({}), '100')).toEqual({ field: 'amount', kind: 'balance' });
    expect(checkOrder(BTC, limit({}), '1000')).toBeNull();
    // Unknown balance: the server decides.
    expect(checkOrder(BTC, limit({}), null)).toBeNull();
    expect(checkOrder(BTC, limit({ orderType: 'market', last: null }), null)).toEqual({
      field: 'price',
      kind: 'noPrice',
    });
  });
});

describe('inputs', () => {
  it('steps by one unit, snapping off-grid values', () => {
    expect(stepValue('67123.45', 2, 1)).toBe('67123.46');
    expect(stepValue('67123.455', 2, 1)).toBe('67123.46');
    expect(stepValue('67123.455', 2, -1)).toBe('67123.45');
    expect(stepValue('', 2, 1, '67000')).toBe('67000.01');
    expect(stepValue('', 5, 1)).toBe('0.00001');
    expect(stepValue('0.00001', 5, -1)).toBe('0.00001');
  });

  it('keeps digits and one point', () => {
    expect(cleanDecimalInput('1,5')).toBe('1.5');
    expect(cleanDecimalInput('1.2.3a')).toBe('1.23');
  });
});

describe('a market buy by the total to spend', () => {
  const byTotal = (over: Partial<EstimateInput> = {}) =>
    limit({ orderType: 'market', by: 'total', amount: '500', last: '50000.00', ...over });

  it('reserves the total and the fee at the higher rate, as the server freezes it, and says about what it buys', () => {
    const e = estimateOrder(BTC, byTotal());
    // The server: budget + feeUnits(budget, maxFee).
    const budget = 50_000_000_000n;
    expect(e?.need).toBe(fromUnits(budget + feeUnits(budget, parseRate('0.001'))));
    expect(e).toMatchObject({ total: '500', fee: '0.5', approxAmount: '0.01' });
  });

  it('checks the total, not an amount: decimals, the least total and the balance', () => {
    expect(checkOrder(BTC, byTotal({ amount: '' }), '1000')).toEqual({ field: 'amount', kind: 'required' });
    expect(checkOrder(BTC, byTotal({ amount: '1.000000001' }), '1000')).toEqual({
      field: 'amount',
      kind: 'decimals',
      decimals: 8,
    });
    expect(checkOrder(BTC, byTotal({ amount: '0.5' }), '1000')).toEqual({
      field: 'amount',
      kind: 'minTotal',
      min: '1',
    });
    expect(checkOrder(BTC, byTotal({ amount: '1000' }), '1000')).toEqual({ field: 'amount', kind: 'balance' });
    expect(checkOrder(BTC, byTotal(), '1000')).toBeNull();
    // A sell or a limit order is never by total, whatever was chosen before.
    expect(estimateOrder(BTC, byTotal({ side: 'sell', amount: '0.01' }))?.approxAmount).toBeUndefined();
  });

  it('a percentage of the balance leaves room for the fee', () => {
    const total = totalForPercent('1001', 100, reserveFeeRate(BTC));
    expect(total).toBe('1000');
    expect(checkOrder(BTC, byTotal({ amount: total }), '1001')).toBeNull();
  });
});
