// MARKET_FEED=exchange: live coin prices from a local server speaking the exchange's combined
// stream format; everything the exchange does not list stays simulated and says so.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import type { Quotation } from '../../contract/market';
import { parseExchangeMessage } from '../../server/market/exchangeFeed';
import { INSTRUMENTS } from '../../server/market/instruments';
import { makeStorage, TestServer } from './harness';

const bySymbol = new Map(INSTRUMENTS.map((i) => [`${i.base}${i.quote}`, i]));
const ticker = (s: string, c: string, E: number) =>
  JSON.stringify({ stream: `${s.toLowerCase()}@ticker`, data: { e: '24hrTicker', E, s, c, Q: '0.015' } });

describe('the exchange message format', () => {
  it('turns ticker and kline messages of listed symbols into ticks, and ignores the rest', () => {
    expect(parseExchangeMessage(ticker('BTCUSDT', '64123.456', 1000), bySymbol)).toEqual({
      instrumentId: 1,
      price: '64123.46',
      volume: '0.015',
      time: 1000,
    });
    const kline = JSON.stringify({
      stream: 'ethusdt@kline_1m',
      data: { e: 'kline', E: 5, s: 'ETHUSDT', k: { c: '3100.5' } },
    });
    expect(parseExchangeMessage(kline, bySymbol)).toMatchObject({ instrumentId: 2, price: '3100.50', time: 5 });
    expect(parseExchangeMessage(ticker('NOPEUSDT', '1', 1), bySymbol)).toBeNull();
    expect(parseExchangeMessage(ticker('BTCUSDT', '-5', 1), bySymbol)).toBeNull();
    expect(parseExchangeMessage('not json', bySymbol)).toBeNull();
    expect(parseExchangeMessage('{"result":null,"id":1}', bySymbol)).toBeNull();
  });
});

describe('a server on MARKET_FEED=exchange', () => {
  let wss: WebSocketServer;
  let server: TestServer;
  let storage: Awaited<ReturnType<typeof makeStorage>>;
  const requested: string[] = [];

  beforeAll(async () => {
    wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
    wss.on('connection', (socket, req) => {
      requested.push(req.url ?? '');
      const timer = setInterval(() => socket.send(ticker('BTCUSDT', '12345.67', Date.now())), 200);
      socket.on('close', () => clearInterval(timer));
    });
    const { port } = wss.address() as AddressInfo;
    storage = await makeStorage('sqlite');
    server = await TestServer.start({
      ...storage.env,
      MARKET_FEED: 'exchange',
      MARKET_FEED_URL: `ws://127.0.0.1:${port}/stream`,
    });
  });

  afterAll(async () => {
    await server?.stop();
    await storage?.drop();
    wss?.close();
  });

  it('subscribes to the listed coins and quotes their live price, labelled live', async () => {
    let btc: Quotation | undefined;
    for (let i = 0; i < 40 && btc?.price !== '12345.67'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      btc = (await server.call<Quotation[]>('GET', 'currency/quotation_new')).body.message.find(
        (q) => q.symbol === 'BTC/USDT',
      );
    }
    expect(btc).toMatchObject({ price: '12345.67', source: 'live' });
    expect(requested[0]).toContain('streams=btcusdt@ticker/ethusdt@ticker');
    const quotes = (await server.call<Quotation[]>('GET', 'currency/quotation_new')).body.message;
    expect(quotes.find((q) => q.symbol === 'AAPL/USD')?.source).toBe('demo');
    expect(quotes.find((q) => q.symbol === 'XAU/USD')?.source).toBe('demo');
  });
});
