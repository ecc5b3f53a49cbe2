import { describe, expect, it } from 'vitest';
import { FIAT_RATE_TTL_MS, isFiatFresh, parseStoredFiat } from '../../src/lib/fiat';
import { isSmallCoin, plus, signed, sumDecimals, toFiat, usdtDisplay, usdtValueOf } from '../../src/lib/valuation';

describe('valuation', () => {
  it('sums decimal strings exactly', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals([])).toBe('0');
    expect(sumDecimals(['10000', '95058.8', '3300.12345678'])).toBe('108358.92345678');
  });

  it('converts USDT to fiat at the rate, to cents rounded down', () => {
    expect(toFiat('10000', '1')).toBe('10000.00');
    expect(toFiat('1234.5678', '7.1234')).toBe('8794.32');
    expect(toFiat('0', '150.2')).toBe('0.00');
    expect(toFiat('-5.678', '1')).toBe('-5.67');
    expect(toFiat('-0.001', '1')).toBe('0.00');
  });

  it('values amounts in USDT', () => {
    expect(usdtValueOf('0.5', '95058.8')).toBe('47529.4');
    expect(usdtValueOf('0.123456789', '1.000000001')).toBe('0.12345678');
    expect(usdtDisplay('47529.499')).toBe('47529.49');
  });

  it('calls a holding below 1 USDT small', () => {
    expect(isSmallCoin('0')).toBe(true);
    expect(isSmallCoin('0.99999999')).toBe(true);
    expect(isSmallCoin('1')).toBe(false);
  });

  it('signs changes and adds balances', () => {
    expect(signed('12.5')).toBe('+12.5');
    expect(signed('-3')).toBe('-3');
    expect(signed('0')).toBe('0');
    expect(plus('1.5', '0.25')).toBe('1.75');
  });
});

describe('stored fiat', () => {
  const now = 1_800_000_000_000;

  it('reads a well-formed setting and refuses anything else', () => {
    expect(parseStoredFiat('{"currency_code":"EUR","rate":"0.92","saveTime":5}')).toEqual({
      currency_code: 'EUR',
      rate: '0.92',
      saveTime: 5,
    });
    for (const raw of [null, '', 'x', '{}', '{"currency_code":"EUR","rate":0.92,"saveTime":5}'])
      expect(parseStoredFiat(raw)).toBeNull();
  });

  it('is fresh for 24 h and only for its own currency', () => {
    const fiat = { currency_code: 'EUR', rate: '0.92', saveTime: now - FIAT_RATE_TTL_MS + 1 };
    expect(isFiatFresh(fiat, 'EUR', now)).toBe(true);
    expect(isFiatFresh(fiat, 'JPY', now)).toBe(false);
    expect(isFiatFresh({ ...fiat, saveTime: now - FIAT_RATE_TTL_MS }, 'EUR', now)).toBe(false);
    expect(isFiatFresh({ ...fiat, saveTime: 0 }, 'EUR', now)).toBe(false);
  });
});
