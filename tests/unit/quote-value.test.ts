// What a quote row shows beside its price (src/lib/quoteValue.ts): the price in the user's fiat
// currency and the 24 h volume in the quote currency.
import { describe, expect, it } from 'vitest';
import { fiatPrice, quoteVolumeText, usdPerUnit, usdVolume } from '../../src/lib/quoteValue';

const pair = (cls: 'forex' | 'index', base: string, quote: string, price: string) => ({
  class: cls,
  base,
  quote,
  price,
});

describe('usdPerUnit', () => {
  const usd = usdPerUnit([
    pair('forex', 'EUR', 'USD', '1.08'),
    pair('forex', 'USD', 'JPY', '160'),
    pair('index', 'SPX500', 'USD', '5900'),
    pair('forex', 'USD', 'XXX', '0'),
  ]);

  it('counts USD and USDT as a dollar', () => {
    expect(usd('USD')).toBe(1);
    expect(usd('USDT')).toBe(1);
  });

  it('reads other quote currencies from the forex pairs, either way round', () => {
    expect(usd('EUR')).toBe(1.08);
    expect(usd('JPY')).toBe(1 / 160);
  });

  it('knows nothing from other classes or from a zero price', () => {
    expect(usd('SPX500')).toBeNull();
    expect(usd('XXX')).toBeNull();
    expect(usd('GBP')).toBeNull();
  });
});

describe('fiatPrice', () => {
  it('keeps the instrument’s decimals, at least two, grouped', () => {
    expect(fiatPrice('95000.00', 1, 2)).toBe('95,000.00');
    expect(fiatPrice('0.3200', 0.92, 4)).toBe('0.2944');
    expect(fiatPrice('230.5', 1, 0)).toBe('230.50');
  });

  it('shows fewer decimals in a fiat worth far less than the quote currency', () => {
    // DOGE in Vietnamese dong: 8,128 dong, not "8,128.0000".
    expect(fiatPrice('0.3200', 25400, 4)).toBe('8,128.00');
    expect(fiatPrice('0.3200', 150, 4)).toBe('48.00');
  });

  it('says nothing for a price or rate that gives no value', () => {
    expect(fiatPrice('0', 1, 2)).toBeNull();
    expect(fiatPrice('abc', 1, 2)).toBeNull();
    expect(fiatPrice('1', 0, 2)).toBeNull();
  });
});

describe('quoteVolumeText', () => {
  it('uses the K/M format of spec §9 with the quote currency', () => {
    expect(quoteVolumeText('1234567.89', 'USDT')).toBe('1.23M USDT');
    expect(quoteVolumeText('45678.00', 'USD')).toBe('45.68K USD');
    expect(quoteVolumeText('12.50', 'JPY')).toBe('12.50 JPY');
  });

  it('shows nothing for a quote kept from before the server sent the figure', () => {
    expect(quoteVolumeText(undefined, 'USDT')).toBeNull();
  });
});

describe('usdVolume', () => {
  const usd = usdPerUnit([pair('forex', 'USD', 'JPY', '150')]);
  it('values the volume in dollars, zero when the currency has no rate', () => {
    expect(usdVolume({ quote: 'JPY', quote_volume: '1500' }, usd)).toBe(10);
    expect(usdVolume({ quote: 'USDT', quote_volume: '7.5' }, usd)).toBe(7.5);
    expect(usdVolume({ quote: 'EUR', quote_volume: '100' }, usd)).toBe(0);
  });
});
