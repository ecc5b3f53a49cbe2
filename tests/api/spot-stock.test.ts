// Stocks on the spot books: during US market hours a user buys shares with USDT (1 USDT per dollar
// of the price) from the market maker, holds them in the spot account, valued at the recorded
// price; when the market closes, orders are refused and the maker's quotes leave the book.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpotDepth, SpotOrder, SpotPair } from '../../contract/spot';
import type { BalanceRow, UserCurrency } from '../../contract/wallet';
import type { App } from '../../server/app';
import {
  type ApiClient,
  advanceClock,
  pricesRecorded,
  SQLITE_ONLY,
  serverNow,
  signUp,
  startInProcess,
  until,
} from './harness';

const DAY = 86_400_000;
const OPEN = (14 * 60 + 30) * 60_000;
const CLOSE = 21 * 60 * 60_000;

/** The first moment at or after `ms` that falls in a weekday's 14:30–21:00 UTC session, plus `into`. */
function inSession(ms: number, into: number): number {
  for (let day = Math.floor(ms / DAY); ; day++) {
    const weekday = (day + 4) % 7; // 1 January 1970 was a Thursday
    if (weekday === 0 || weekday === 6) continue;
    const open = day * DAY + OPEN;
    if (ms < open) return open + into;
    if (ms < day * DAY + CLOSE - into) return ms;
  }
}

describe.each(SQLITE_ONLY)('stocks on the spot books on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target));
    await pricesRecorded(api);
  }, 60_000);
  afterAll(async () => {
    await stop?.();
  });

  const aapl = async () =>
    (await api.call<SpotPair[]>('GET', 'coin/pairs')).body.message.find((p) => p.symbol === 'AAPL/USD') as SpotPair;
  const depth = async () => (await api.call<SpotDepth>('GET', 'coin/depth', { symbol: 'AAPL/USD' })).body.message;

  it('buys shares with USDT in market hours, values them at the recorded price, and closes with the market', async () => {
    const now = await serverNow(api);
    const target = inSession(now, 10 * 60_000);
    if (target > now) await advanceClock(api, target - now);
    // The feed's next ticks open the stock and the maker quotes it.
    await until('AAPL/USD to trade with quotes', async () =>
      (await aapl()).trading && (await depth()).asks.length > 0 ? true : null,
    );
    const pair = await aapl();
    expect(pair).toMatchObject({ class: 'stock', base: 'AAPL', quote: 'USDT', currency_id: 75, legal_id: 31 });

    const user = await signUp(api);
    await api.call('POST', 'demo/faucet', { currency: 'USDT', amount: '10000' }, user.auth);
    const bestAsk = (await depth()).asks[0]?.[0] as string;
    const bought = await api.call<SpotOrder>(
      'POST',
      'coin/trade',
      { currency_id: '75', legal_id: '31', type: '1', order_type: 'market', amount: '2' },
      user.auth,
    );
    expect(bought.body.message).toMatchObject({ state: 'filled', trade_amount: '2', symbol: 'AAPL/USD' });
    const total = new Decimal(bestAsk).times(2);
    expect(new Decimal(bought.body.message.total).eq(total)).toBe(true);

    const rows = (await api.call<BalanceRow[]>('POST', 'wallet/list', {}, user.auth)).body.message;
    expect(rows.find((r) => r.account === 2 && r.currency === 'AAPL')).toMatchObject({ available: '2', frozen: '0' });
    const usdt = rows.find((r) => r.account === 2 && r.currency === 'USDT');
    expect(new Decimal(usdt?.available ?? 0).eq(new Decimal(10000).minus(total).minus(bought.body.message.fee))).toBe(
      true,
    );
    const held = (await api.call<UserCurrency[]>('GET', 'currency/user_currency_list', {}, user.auth)).body.message;
    const shares = held.find((c) => c.currency === 'AAPL');
    const recorded = await app.services.market.recordedPrice('AAPL/USD');
    expect(shares?.usdt_price).toBe(recorded?.price);
    expect(new Decimal(shares?.usdt_value ?? 0).eq(new Decimal(recorded?.price ?? 0).times(2))).toBe(true);

    // After the close: refused, and the maker's quotes leave the book.
    const afterClose = Math.floor((await serverNow(api)) / DAY) * DAY + CLOSE + 60_000;
    await advanceClock(api, afterClose - (await serverNow(api)));
    expect((await aapl()).trading).toBe(false);
    // Hours have passed: a session signed in now.
    const later = await signUp(api);
    const refused = await api.call(
      'POST',
      'coin/trade',
      { currency_id: '75', legal_id: '31', type: '1', order_type: 'market', amount: '1' },
      later.auth,
    );
    expect(refused.body).toEqual({ type: 'error', message: 'This market is closed now', code: 'spot.market_closed' });
    await until(
      'the maker to leave the closed book',
      async () => ((await depth()).asks.length === 0 ? true : null),
      30_000,
    );
  }, 90_000);
});
