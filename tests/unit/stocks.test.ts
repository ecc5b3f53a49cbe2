// The client's stock rules: coin and stock pairs told apart and searched, the spot account's
// stock holdings (and the coins without them), what a holding is worth, and the US session the
// screens and the browser test rely on — checked against the server's simulation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SpotPair } from '../../contract/spot';
import type { BalanceRow } from '../../contract/wallet';
import { isTrading } from '../../server/market/sim';
import {
  classOf,
  holdingValue,
  isStockSession,
  matchPairs,
  nextStockOpen,
  pairsOfClass,
  stockCurrencies,
  stockHoldings,
  TRADE_STOCKS_PATH,
  tradePairPath,
  withoutStocks,
} from '../../src/lib/stocks';

type P = Pick<SpotPair, 'id' | 'symbol' | 'base' | 'class'>;
const pairs: P[] = [
  { id: 1, symbol: 'BTC/USDT', base: 'BTC', class: 'crypto' },
  { id: 2, symbol: 'ETH/USDT', base: 'ETH', class: 'crypto' },
  { id: 3, symbol: 'AAPL/USD', base: 'AAPL', class: 'stock' },
  { id: 4, symbol: 'TSLA/USD', base: 'TSLA', class: 'stock' },
];
const names: Record<number, string> = { 1: 'Bitcoin', 2: 'Ethereum', 3: 'Apple', 4: 'Tesla' };
const row = (currency: string, available: string, frozen = '0', account: 1 | 2 | 3 | 4 = 2): BalanceRow => ({
  account,
  currency,
  available,
  frozen,
});

describe('pair classes', () => {
  it('tells coins from stocks; a pair without a class is a coin', () => {
    expect(pairsOfClass(pairs, 'crypto').map((p) => p.symbol)).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(pairsOfClass(pairs, 'stock').map((p) => p.symbol)).toEqual(['AAPL/USD', 'TSLA/USD']);
    expect(classOf({} as Pick<SpotPair, 'class'>)).toBe('crypto');
    expect([...stockCurrencies(pairs)]).toEqual(['AAPL', 'TSLA']);
  });

  it('finds pairs by symbol, however it is typed, or by name', () => {
    const find = (q: string) => matchPairs(pairs, q, (p) => names[p.id]).map((p) => p.symbol);
    expect(find('')).toEqual(pairs.map((p) => p.symbol));
    expect(find('  ')).toHaveLength(4);
    expect(find('aapl')).toEqual(['AAPL/USD']);
    expect(find('btcusdt')).toEqual(['BTC/USDT']);
    expect(find('eth/')).toEqual(['ETH/USDT']);
    expect(find('apple')).toEqual(['AAPL/USD']);
    expect(find('USD')).toEqual(pairs.map((p) => p.symbol));
    expect(find('nothing')).toEqual([]);
    // Without names, only symbols.
    expect(matchPairs(pairs, 'tesla')).toEqual([]);
  });
});

describe('stock holdings', () => {
  const rows = [
    row('USDT', '500'),
    row('TSLA', '0', '2'),
    row('AAPL', '1.5'),
    row('BTC', '0.1'),
    row('AAPL', '9', '0', 3),
    row('MSFT', '0', '0'),
  ];

  it('are the spot rows of stock currencies with anything in them, in the pairs’ order', () => {
    const held = stockHoldings(rows, [...pairs, { id: 5, symbol: 'MSFT/USD', base: 'MSFT', class: 'stock' }]);
    expect(held.map((h) => [h.currency, h.available, h.frozen, h.total, h.pair.symbol])).toEqual([
      ['AAPL', '1.5', '0', '1.5', 'AAPL/USD'],
      ['TSLA', '0', '2', '2', 'TSLA/USD'],
    ]);
    expect(stockHoldings(rows, pairsOfClass(pairs, 'crypto'))).toEqual([]);
    expect(stockHoldings([], pairs)).toEqual([]);
  });

  it('leave the coins to the Balance tab', () => {
    expect(withoutStocks(rows, stockCurrencies(pairs)).map((r) => r.currency)).toEqual(['USDT', 'BTC', 'MSFT']);
  });

  it('are worth quantity × price, in the fiat currency when its rate is known, else in USDT', () => {
    expect(holdingValue('1.5', '190.25', { code: 'USD', rate: '1' })).toEqual({ amount: '285.37', currency: 'USD' });
    expect(holdingValue('2', '100', { code: 'EUR', rate: '0.9' })).toEqual({ amount: '180.00', currency: 'EUR' });
    expect(holdingValue('0.333', '3', { code: 'JPY', rate: null })).toEqual({ amount: '0.99', currency: 'USDT' });
    expect(holdingValue('1', null, { code: 'USD', rate: '1' })).toBeNull();
    expect(holdingValue('1', undefined, { code: 'USD', rate: '1' })).toBeNull();
  });

  it('are traded on the Trade tab', () => {
    expect(tradePairPath('AAPL/USD')).toBe('/pages/transaction/index?symbol=AAPL%2FUSD');
    expect(TRADE_STOCKS_PATH).toBe('/pages/transaction/index?pick=stock');
  });
});

describe('the US session', () => {
  const at = (iso: string) => Date.parse(iso);

  it('runs 14:30–21:00 UTC on weekdays', () => {
    expect(isStockSession(at('2026-11-24T14:29:59Z'))).toBe(false); // a Tuesday
    expect(isStockSession(at('2026-11-24T14:30:00Z'))).toBe(true);
    expect(isStockSession(at('2026-11-24T20:59:59Z'))).toBe(true);
    expect(isStockSession(at('2026-11-24T21:00:00Z'))).toBe(false);
    expect(isStockSession(at('2026-11-28T15:00:00Z'))).toBe(false); // Saturday
    expect(isStockSession(at('2026-11-29T15:00:00Z'))).toBe(false); // Sunday
  });

  it('opens next on the next weekday at 14:30', () => {
    expect(nextStockOpen(at('2026-11-24T21:00:00Z'))).toBe(at('2026-11-25T14:30:00Z'));
    expect(nextStockOpen(at('2026-11-24T09:00:00Z'))).toBe(at('2026-11-24T14:30:00Z'));
    expect(nextStockOpen(at('2026-11-24T14:30:00Z'))).toBe(at('2026-11-25T14:30:00Z'));
    expect(nextStockOpen(at('2026-11-27T22:00:00Z'))).toBe(at('2026-11-30T14:30:00Z')); // Friday night → Monday
    expect(nextStockOpen(at('2026-11-29T23:59:00Z'))).toBe(at('2026-11-30T14:30:00Z'));
  });

  it('agrees with the server’s simulation at every moment', () => {
    const ms = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });
    fc.assert(
      fc.property(ms, (t) => {
        expect(isStockSession(t)).toBe(isTrading('stock', t));
        const open = nextStockOpen(t);
        expect(open).toBeGreaterThan(t);
        expect(isTrading('stock', open)).toBe(true);
        expect(isTrading('stock', open - 1)).toBe(false);
        expect(open - t).toBeLessThanOrEqual(4 * 86_400_000);
      }),
      { numRuns: 2000 },
    );
  });
});
