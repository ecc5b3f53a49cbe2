// The chart page's Buy and Sell open the trade screen that trades the instrument, with it chosen
// and the side picked (src/pages/market/tradeRoute.ts).
import { describe, expect, it } from 'vitest';
import { sideParam, tradeRoute } from '../../src/pages/market/tradeRoute';

describe('trade route', () => {
  it('opens spot for coins in USDT and for stocks', () => {
    expect(tradeRoute({ id: 1, symbol: 'BTC/USDT', class: 'crypto', quote: 'USDT' }, 'buy')).toBe(
      '/pages/transaction/currency?symbol=BTC%2FUSDT&side=buy',
    );
    expect(tradeRoute({ id: 70, symbol: 'AAPL/USD', class: 'stock', quote: 'USD' }, 'sell')).toBe(
      '/pages/transaction/currency?symbol=AAPL%2FUSD&side=sell',
    );
  });

  it('opens the contract screen for forex, metals and the other markets', () => {
    expect(tradeRoute({ id: 40, symbol: 'XAU/USD', class: 'metal', quote: 'USD' }, 'buy')).toBe(
      '/pages/transaction/contract?contract=40&side=buy',
    );
    expect(tradeRoute({ id: 30, symbol: 'EUR/USD', class: 'forex', quote: 'USD' }, 'sell')).toBe(
      '/pages/transaction/contract?contract=30&side=sell',
    );
  });

  it('reads the side from the query, buying unless told to sell', () => {
    expect(sideParam('sell')).toBe('sell');
    expect(sideParam('buy')).toBe('buy');
    expect(sideParam(null)).toBe('buy');
    expect(sideParam('short')).toBe('buy');
  });
});
