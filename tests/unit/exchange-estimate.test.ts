import { describe, expect, it } from 'vitest';
import { conversion, EXCHANGE_FEE_RATE, movedAgainst as serverMovedAgainst } from '../../server/wallet/rules';
import {
  displayPrice,
  estimateExchange,
  isLess,
  movedAgainst,
  parseExchangeAmount,
  percentOf,
  readablePrice,
} from '../../src/lib/exchange';

describe('estimateExchange', () => {
  it('gives what the server credits: 1,000 USDT to BTC', () => {
    expect(estimateExchange('1000', '0.0000105198', EXCHANGE_FEE_RATE, 'BTC')).toEqual({
      gross: '0.0105198',
      fee: '0.00001052',
      received: '0.01050928',
    });
  });

  it('rounds the gross down and the fee up to the scale', () => {
    const r = estimateExchange('0.123456789', '95058.8', '0.001', 'USDT');
    expect(r).toEqual({ gross: '11735.65421419', fee: '11.73565422', received: '11723.91855997' });
  });

  it('matches the server conversion() for many amounts and prices', () => {
    const amounts = ['1', '0.00000001', '2500.5', '12345.6789', '0.1', '99999999.99999999', '3.14159265'];
    const prices = ['95058.8', '0.0000105198', '0.0361234567891', '27.6543210987', '1'];
    for (const a of amounts)
      for (const p of prices)
        for (const to of ['USDT', 'BTC', 'ETH'])
          expect(estimateExchange(a, p, EXCHANGE_FEE_RATE, to)).toEqual(conversion(a, p, to));
  });

  it('never shows more than the gross minus the fee', () => {
    const r = estimateExchange('0.00000001', '0.5', '0.001', 'BTC');
    expect(r).toEqual({ gross: '0', fee: '0', received: '0' });
  });
});

describe('parseExchangeAmount', () => {
  it('accepts positive amounts within the scale', () => {
    expect(parseExchangeAmount('1000', 'USDT')).toBe('1000');
    expect(parseExchangeAmount('0.50', 'BTC')).toBe('0.5');
  });
  it('refuses zero, junk and too many decimals', () => {
    for (const v of ['', '0', '0.0', 'abc', '1.', '.5', '-1', '1e3', '0.000000001'])
      expect(parseExchangeAmount(v, 'BTC')).toBeNull();
  });
});

describe('helpers', () => {
  it('compares, shows percentages and prices', () => {
    expect(isLess('0.00001', '0.0000106')).toBe(true);
    expect(isLess('1', '1')).toBe(false);
    expect(percentOf('0.001')).toBe('0.1');
    expect(displayPrice('95058.8')).toBe('95058.80');
    expect(displayPrice('1')).toBe('1.00');
    expect(displayPrice('0.0000105198123')).toBe('0.00001052');
  });
});

describe('readablePrice and movedAgainst', () => {
  it('reads the price from the side worth more', () => {
    expect(readablePrice('BTC', 'USDT', '95058.8')).toEqual({ base: 'BTC', quote: 'USDT', value: '95058.80' });
    expect(readablePrice('USDT', 'BTC', '0.0000105198')).toEqual({ base: 'BTC', quote: 'USDT', value: '95058.84' });
    expect(readablePrice('BTC', 'ETH', '27.65432')).toEqual({ base: 'BTC', quote: 'ETH', value: '27.6543' });
  });

  it('agrees with the server on when a price moved too far', () => {
    const cases: [string, string][] = [
      ['100', '99.5'],
      ['100', '99.49'],
      ['100', '101'],
      ['0.0000105198', '0.0000104600'],
      ['0.0000105198', '0.0000104672'],
    ];
    for (const [shown, now] of cases) expect(movedAgainst(shown, now)).toBe(serverMovedAgainst(shown, now));
  });
});
