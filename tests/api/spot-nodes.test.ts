// Spot with two API nodes on one PostgreSQL database and one Redis: the first node holds the books
// (it runs the market feed); orders placed on the other are carried out by it, so users of the two
// nodes trade with each other; a pair edit saved on the other node applies to the holder's next
// orders; when the holder stops, the other takes the books over, rebuilt from the stored open orders.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpotDepth, SpotOrder } from '../../contract/spot';
import {
  type ApiClient,
  makeStorage,
  NO_MARKET_HISTORY,
  pricesRecorded,
  signInOperatorOn,
  signUp,
  TestServer,
  type User,
  until,
} from './harness';

const BTC = { currency_id: '4', legal_id: '1' };
const BTC_ID = 1;

const bookOn = (node: ApiClient) =>
  until('the book', async () => {
    const { body } = await node.call<SpotDepth>('GET', 'coin/depth', { symbol: 'BTC/USDT' });
    return body.type === 'ok' && body.message.asks.length > 0 ? body.message : null;
  });

describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)('spot on two API nodes', () => {
  let storage: Awaited<ReturnType<typeof makeStorage>>;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    storage = await makeStorage('postgres');
    const env = { ...storage.env, ...NO_MARKET_HISTORY, REDIS_URL: process.env.REDIS_URL };
    a = await TestServer.start(env);
    await pricesRecorded(a);
    await bookOn(a);
    b = await TestServer.start(env);
  }, 90_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await storage?.drop();
  });

  const trade = async (node: ApiClient, user: User, fields: Record<string, string>) =>
    (await node.call<SpotOrder>('POST', 'coin/trade', { ...BTC, ...fields }, user.auth)).body;
  const funded = async (node: ApiClient) => {
    const user = await signUp(node);
    expect((await node.call('POST', 'demo/faucet', { currency: 'USDT', amount: '10000' }, user.auth)).body.type).toBe(
      'ok',
    );
    return user;
  };

  it('applies an edit saved on one node to orders the other node carries out', async () => {
    const auth = await signInOperatorOn(b, 'admin');
    const saved = await b.call(
      'POST',
      'admin/spot/pairs/save',
      { instrument_id: String(BTC_ID), taker_fee: '0.003' },
      auth,
    );
    expect(saved.body).toMatchObject({ type: 'ok', message: { taker_fee: '0.003' } });
    // The holder knows at once: its pairs, and an order placed on the other node that it carries out.
    const pairsOnA = (await a.call<{ symbol: string; taker_fee: string }[]>('GET', 'coin/pairs')).body.message;
    expect(pairsOnA.find((p) => p.symbol === 'BTC/USDT')?.taker_fee).toBe('0.003');
    const user = await signUp(b);
    expect((await b.call('POST', 'demo/faucet', { currency: 'USDT', amount: '1000' }, user.auth)).body.type).toBe('ok');
    const order = (
      await b.call<SpotOrder>(
        'POST',
        'coin/trade',
        { ...BTC, type: '1', order_type: 'market', amount: '0.001' },
        user.auth,
      )
    ).body.message;
    expect(order.state).toBe('filled');
    expect(order.fee).toBe(new Decimal(order.total).times('0.003').toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());
  }, 120_000);

  it('matches an order placed on one node with one placed on the other, and hands the books over', async () => {
    // The second node answers the book and takes orders through the holder. The market maker
    // requotes on every tick: should a tick move its quotes through the price between the two
    // orders, the pair of orders is tried again at the new middle.
    const seller = await funded(a);
    const buyer = await funded(b);
    expect((await trade(a, seller, { type: '1', order_type: 'market', amount: '0.04' })).type).toBe('ok');
    let mid = '';
    let ask: SpotOrder | undefined;
    let bid: SpotOrder | undefined;
    for (let attempt = 0; attempt < 3 && !bid; attempt++) {
      const book = await bookOn(b);
      mid = new Decimal(book.asks[0]?.[0] as string)
        .plus(book.bids[0]?.[0] as string)
        .div(2)
        .toDecimalPlaces(2)
        .toFixed();
      const placed = (await trade(b, seller, { type: '2', target_price: mid, amount: '0.01' })).message;
      const took = (await trade(a, buyer, { type: '1', target_price: mid, amount: '0.004' })).message;
      if (placed.state === 'open' && took.state === 'filled' && took.fills?.every((f) => f.price === mid)) {
        ask = placed;
        bid = took;
      } else {
        for (const [o, user] of [
          [placed, seller],
          [took, buyer],
        ] as const) {
          if (o.status === 1) await b.call('POST', 'coin/cancel', { id: o.id }, user.auth);
        }
      }
    }
    expect(bid).toMatchObject({ state: 'filled', trade_amount: '0.004' });
    expect(bid?.fills?.[0]).toMatchObject({ price: mid, role: 'taker' });
    const sold = (await b.call<SpotOrder>('GET', 'coin/order', { id: ask?.id ?? '' }, seller.auth)).body.message;
    expect(sold).toMatchObject({ state: 'partial', trade_amount: '0.004' });

    // The holder stops; the other node takes the books over, the open order in them.
    await a.stop();
    const after = await bookOn(b);
    const left = (await b.call<SpotOrder>('GET', 'coin/order', { id: ask?.id ?? '' }, seller.auth)).body.message;
    if (left.state === 'partial') {
      expect(after.asks.find(([p]) => p === mid)?.[1]).toBe('0.006');
      const rest = await trade(b, buyer, { type: '1', target_price: mid, amount: '0.006' });
      expect(rest.message).toMatchObject({ state: 'filled', trade_amount: '0.006' });
    } else {
      // The price rose through it meanwhile: the market maker's new bids filled it at its price.
      expect(left).toMatchObject({ state: 'filled', trade_amount: '0.01' });
      expect(left.fills?.every((f) => f.price === mid)).toBe(true);
    }
  }, 120_000);
});
