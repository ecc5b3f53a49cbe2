// A spot pair settings edit, pure: the server's rules (server/spot/admin-rules.ts) keep every
// value within its bounds and write it canonically, and the back office's form check
// (admin/src/lib/spotPair.ts) agrees with them on what is acceptable.
import { describe, expect, it } from 'vitest';
import { changesOf, formOf, problemsOf } from '../../admin/src/lib/spotPair';
import type { AdminSpotPair, SpotPairChanges } from '../../contract/admin';
import { Refusal } from '../../server/core/errors';
import { instrumentBySymbol } from '../../server/market/instruments';
import { editPair } from '../../server/spot/admin-rules';
import { defaultSettings, pairOf } from '../../server/spot/pairs';

const btc = instrumentBySymbol('BTC/USDT');
if (!btc) throw new Error('no BTC/USDT');
const settings = defaultSettings(btc);
const pair: AdminSpotPair = {
  ...settings,
  symbol: btc.symbol,
  base: btc.base,
  quote: btc.quote,
  price_decimals: btc.precision,
  max_amount_decimals: 8 - btc.precision,
  open_orders: 0,
  updated_at: 0,
};

const serverAccepts = (changes: SpotPairChanges) => {
  try {
    pairOf(btc, editPair(settings, changes, btc.precision));
    return true;
  } catch (err) {
    if (err instanceof Refusal) return false;
    throw err;
  }
};
const formAccepts = (changes: SpotPairChanges) =>
  Object.keys(problemsOf(pair, { ...formOf(pair), ...changes })).length === 0;

describe('spot pair settings edits', () => {
  it('changes only the fields given, written canonically', () => {
    const next = editPair(settings, { taker_fee: '0.0020', maker_level_value: '2500.50', enabled: '0' }, 2);
    expect(next).toEqual({ ...settings, taker_fee: '0.002', maker_level_value: '2500.5', enabled: 0 });
    expect(editPair(settings, {}, 2)).toEqual(settings);
  });

  it('keeps the least amount within the amount decimals, also when only those change', () => {
    expect(() => editPair(settings, { amount_decimals: '4' }, 2)).toThrow(Refusal);
    expect(editPair(settings, { amount_decimals: '4', min_amount: '0.0010' }, 2)).toMatchObject({
      amount_decimals: 4,
      min_amount: '0.001',
    });
    expect(() => editPair(settings, { amount_decimals: '7' }, 2)).toThrow(Refusal);
  });

  const cases: [SpotPairChanges, boolean][] = [
    [{ maker_fee: '0' }, true],
    [{ taker_fee: '0.01' }, true],
    [{ taker_fee: '0.010000001' }, false],
    [{ taker_fee: '0.0100000001' }, false],
    [{ taker_fee: '-0.001' }, false],
    [{ taker_fee: '1e-3' }, false],
    [{ taker_fee: '' }, false],
    [{ market_protection: '0.2' }, true],
    [{ market_protection: '0.20000001' }, false],
    [{ market_protection: '0' }, false],
    [{ max_open_orders: '1' }, true],
    [{ max_open_orders: '500' }, true],
    [{ max_open_orders: '501' }, false],
    [{ max_open_orders: '1.5' }, false],
    [{ enabled: '1' }, true],
    [{ enabled: '2' }, false],
    [{ maker_levels: '0' }, true],
    [{ maker_levels: '50' }, true],
    [{ maker_levels: '51' }, false],
    [{ maker_step: '0.05' }, true],
    [{ maker_step: '0.00000001' }, true],
    [{ maker_step: '0' }, false],
    [{ maker_step: '0.051' }, false],
    [{ maker_level_value: '0.00000001' }, true],
    [{ maker_level_value: '0' }, false],
    [{ maker_level_value: '1.000000001' }, false],
    [{ min_total: '0.00000001' }, true],
    [{ min_total: '0' }, false],
    [{ min_amount: '0.000001' }, true],
    [{ min_amount: '0.0000001' }, false],
    [{ amount_decimals: '0', min_amount: '1' }, true],
    [{ amount_decimals: '6' }, true],
    [{ amount_decimals: '-1' }, false],
  ];
  it.each(cases)('%j: accepted %s, by the server and the form alike', (changes, ok) => {
    expect(serverAccepts(changes)).toBe(ok);
    expect(formAccepts(changes)).toBe(ok);
  });

  it('sends only what changed', () => {
    expect(changesOf(pair, { ...formOf(pair), taker_fee: ' 0.002 ', maker_fee: settings.maker_fee })).toEqual({
      taker_fee: '0.002',
    });
  });

  it('tells the form amount decimals cannot change under open orders', () => {
    const busy = { ...pair, open_orders: 2 };
    expect(problemsOf(busy, { ...formOf(busy), amount_decimals: '5', min_amount: '0.00001' })).toHaveProperty(
      'amount_decimals',
    );
    expect(problemsOf(busy, formOf(busy))).toEqual({});
  });
});
