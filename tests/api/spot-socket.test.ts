// Spot on the socket: a client that emits `spot:sub` gets the book at once and then `depth`
// events with seq rising by one, `trades` for that symbol only, and the spec client's
// `market_depth`; a signed-in client gets `order` events for its own orders only.
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepthEvent, OrderEvent, TradesEvent } from '../../contract/spot';
import { type ApiClient, openSocket, pricesRecorded, signUp, startInProcess, until } from './harness';

const collect = <T>(socket: Socket, event: string) => {
  const got: T[] = [];
  socket.on(event, (payload: T) => got.push(payload));
  return got;
};

describe('spot events on the socket', () => {
  let api: ApiClient;
  let stop: () => Promise<void>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ({ api, stop } = await startInProcess('sqlite'));
    await pricesRecorded(api);
  }, 60_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await stop?.();
  });

  const open = (token?: string) => {
    const s = openSocket(api.url, { token });
    sockets.push(s);
    return s;
  };

  it('sends the book, its changes in sequence, its trades, and each user their own orders', async () => {
    const watcher = open();
    const depth = collect<DepthEvent>(watcher, 'depth');
    const trades = collect<TradesEvent>(watcher, 'trades');
    const legacy = collect<{ currency_name: string; legal_name: string; bids: unknown[]; asks: unknown[] }>(
      watcher,
      'market_depth',
    );
    await until('the connection', async () => (watcher.connected ? true : null));
    watcher.emit('spot:sub', { symbol: 'BTC/USDT' });
    await until('the book', async () => (depth.some((d) => d.asks.length > 0) ? true : null));

    const buyer = await signUp(api);
    const other = await signUp(api);
    const mine = collect<OrderEvent>(open(buyer.token), 'order');
    const theirs = collect<OrderEvent>(open(other.token), 'order');
    await new Promise((r) => setTimeout(r, 300));
    await api.call('POST', 'demo/faucet', { currency: 'USDT', amount: '10000' }, buyer.auth);
    const placed = await api.call<OrderEvent>(
      'POST',
      'coin/trade',
      { currency_id: '4', legal_id: '1', type: '1', order_type: 'market', amount: '0.001' },
      buyer.auth,
    );
    expect(placed.body.type).toBe('ok');

    await until('the order event', async () => (mine.some((o) => o.id === placed.body.message.id) ? true : null));
    expect(mine.find((o) => o.id === placed.body.message.id)).toMatchObject({ state: 'filled', trade_amount: '0.001' });
    expect(theirs).toEqual([]);
    await until('the trade', async () =>
      trades.some((t) => t.trades.some((x) => x.amount === '0.001' && x.side === 'buy')) ? true : null,
    );
    expect(trades.every((t) => t.symbol === 'BTC/USDT')).toBe(true);
    // Every depth event after the first snapshot carries the next seq.
    const seqs = depth.slice(1).map((d) => d.seq);
    expect(seqs.every((s, i) => i === 0 || s === (seqs[i - 1] ?? 0) + 1)).toBe(true);
    await until('the book as the spec client reads it', async () => (legacy.length > 0 ? true : null));
    expect(legacy.at(-1)).toMatchObject({ currency_name: 'BTC', legal_name: 'USDT' });

    // Unsubscribed, the book's events stop.
    watcher.emit('spot:unsub');
    await new Promise((r) => setTimeout(r, 300));
    const seen = depth.length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(depth.length).toBe(seen);
  }, 60_000);
});
