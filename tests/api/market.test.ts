// Market data on a real server: live quotes from the simulated feed, candle history with its
// limits, favourites, the socket's ticker and kline streams, and history kept across a restart.
import Decimal from 'decimal.js';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KlineEvent, Quotation, TickerEvent, TimesharReply } from '../../contract/market';
import { MAX_CANDLES } from '../../contract/market';
import { buildApp } from '../../server/app';
import { OffsetClock } from '../../server/core/clock';
import { loadConfig } from '../../server/core/config';
import type { FiatRateRow } from '../../server/wallet/prices';
import { fiatRate } from '../../server/wallet/rules';
import {
  ApiClient,
  makeStorage,
  openSocket,
  openStorageDb,
  SQLITE_ONLY,
  signUp,
  startInProcess,
  TestServer,
} from './harness';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function nextEvent<T>(socket: Socket, event: string, ms = 8000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

const HOUR = 3_600_000;

/**
 * An instrument's quote_volume and what its hourly candles say it should be: the current hour and
 * the 23 before it, each at volume × (high + low + close) / 3. Asked until no tick fell between the
 * quote and the candles, so both describe the same moment.
 */
async function quoteVolumeAndCandles(server: TestServer, symbol: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const quote = async () =>
      (await server.call<Quotation[]>('GET', 'currency/quotation_new')).body.message.find((q) => q.symbol === symbol);
    const before = await quote();
    if (!before) throw new Error(`no quote for ${symbol}`);
    const { candles } = (
      await server.call<TimesharReply>('GET', 'currency/new_timeshar', {
        symbol,
        period: '1h',
        from: String(before.time - 25 * HOUR),
        to: String(before.time + HOUR),
      })
    ).body.message;
    const after = await quote();
    if (after?.time !== before.time || after.quote_volume !== before.quote_volume) continue;
    const since = Math.floor(before.time / HOUR) * HOUR - 23 * HOUR;
    const expected = candles
      .filter((c) => c.time >= since)
      .reduce(
        (sum, c) => sum.plus(new Decimal(c.high).plus(c.low).plus(c.close).div(3).times(c.volume)),
        new Decimal(0),
      )
      .toFixed(2, Decimal.ROUND_DOWN);
    return { actual: before.quote_volume, expected, hours: candles.filter((c) => c.time >= since).length };
  }
  throw new Error(`${symbol} kept ticking between the quote and its candles`);
}

// SQLite only: the market's queries are the same on both databases, and every PostgreSQL run of the
// other files records ticks and candles through them.
describe.each(SQLITE_ONLY)('market on %s', (target) => {
  let server: TestServer;
  let storage: Awaited<ReturnType<typeof makeStorage>>;

  beforeAll(async () => {
    storage = await makeStorage(target);
    server = await TestServer.start(storage.env);
  });
  afterAll(async () => {
    await server?.stop();
    await storage?.drop();
  });

  it('GET /currency/quotation_new lists every instrument with a live, labelled demo quote', async () => {
    const { body } = await server.call<Quotation[]>('GET', 'currency/quotation_new');
    expect(body.type).toBe('ok');
    const quotes = body.message;
    expect(quotes.length).toBeGreaterThanOrEqual(70);
    const btc = quotes.find((q) => q.symbol === 'BTC/USDT');
    expect(btc).toMatchObject({
      class: 'crypto',
      en_name: 'Bitcoin',
      option_name: '比特币',
      tw_name: '比特幣',
      source: 'demo',
    });
    expect(btc?.price).toMatch(/^\d+\.\d{2}$/);
    expect(btc?.change).toMatch(/^-?\d+\.\d{2}$/);
    expect(Number(btc?.high)).toBeGreaterThanOrEqual(Number(btc?.low));
    for (const cls of ['crypto', 'oil', 'forex', 'index', 'futures', 'metal', 'stock']) {
      expect(quotes.some((q) => q.class === cls)).toBe(true);
    }
  });

  it('quotes carry the 24 h volume in the quote currency, from the last 24 hourly candles', async () => {
    for (const symbol of ['BTC/USDT', 'ETH/USDT']) {
      const { actual, expected, hours } = await quoteVolumeAndCandles(server, symbol);
      expect(actual).toMatch(/^\d+\.\d{2}$/);
      expect(hours).toBe(24); // two days backfilled in tests: the whole window has candles
      expect(Number(actual)).toBeGreaterThan(0);
      expect(actual).toBe(expected);
    }
  });

  it('moves crypto prices every couple of seconds', async () => {
    const first = (await server.call<Quotation[]>('GET', 'currency/quotation_new')).body.message;
    await wait(4500);
    const later = (await server.call<Quotation[]>('GET', 'currency/quotation_new')).body.message;
    const crypto = first.filter((q) => q.class === 'crypto');
    const moved = crypto.filter((q) => later.find((l) => l.id === q.id)?.time !== q.time);
    expect(moved.length).toBe(crypto.length);
  });

  it('GET /currency/new_timeshar answers candles oldest first, with months of daily history', async () => {
    const { body } = await server.call<TimesharReply>('GET', 'currency/new_timeshar', {
      symbol: 'ETH/USDT',
      period: '1h',
    });
    expect(body.type).toBe('ok');
    const { candles } = body.message;
    expect(candles.length).toBeGreaterThan(40); // two days backfilled in tests
    const times = candles.map((c) => c.time);
    expect(times.slice(1).map((t, i) => t - (times[i] ?? 0))).toEqual(times.slice(1).map(() => 3_600_000));
    const last = candles.at(-1);
    if (!last) throw new Error('no candles');
    expect(Number(last.high)).toBeGreaterThanOrEqual(Number(last.low));
    expect(Number(last.high)).toBeGreaterThanOrEqual(Number(last.close));
    const minutes = await server.call<TimesharReply>('GET', 'currency/new_timeshar', {
      symbol: 'BTCUSDT',
      period: '1m',
    });
    expect(minutes.body.message.candles.length).toBeGreaterThan(100);
  });

  it("GET /currency/new_timeshar also takes the spec client's period names and times in epoch seconds", async () => {
    const now = Date.now();
    const inMs = await server.call<TimesharReply>('GET', 'currency/new_timeshar', {
      symbol: 'BTC/USDT',
      period: '1h',
      from: String(now - 6 * 3_600_000),
      to: String(now),
    });
    const inSeconds = await server.call<TimesharReply>('GET', 'currency/new_timeshar', {
      symbol: 'BTC/USDT',
      period: '60min',
      from: String(Math.floor((now - 6 * 3_600_000) / 1000)),
      to: String(Math.floor(now / 1000)),
    });
    expect(inSeconds.body.type).toBe('ok');
    expect(inSeconds.body.message.period).toBe('1h');
    expect(inSeconds.body.message.candles.map((c) => c.time)).toEqual(inMs.body.message.candles.map((c) => c.time));
    for (const [alias, period] of [
      ['1min', '1m'],
      ['5min', '5m'],
      ['15min', '15m'],
      ['30min', '30m'],
      ['4hour', '4h'],
      ['1day', '1d'],
      ['1week', '1w'],
      ['1mon', '1M'],
    ] as const) {
      const { body } = await server.call<TimesharReply>('GET', 'currency/new_timeshar', {
        symbol: 'BTCUSDT',
        period: alias,
      });
      expect(body.message.period, alias).toBe(period);
    }
  });

  it('GET /currency/new_timeshar refuses a bad symbol, period or range and bounds the reply', async () => {
    expect((await server.call('GET', 'currency/new_timeshar', { symbol: 'NOPE/USDT', period: '1m' })).body).toEqual({
      type: 'error',
      message: 'No such trading pair',
      code: expect.any(String),
    });
    expect((await server.call('GET', 'currency/new_timeshar', { symbol: 'BTC/USDT', period: '2m' })).body).toEqual({
      type: 'error',
      message: 'Parameter error',
      code: expect.any(String),
    });
    expect(
      (
        await server.call('GET', 'currency/new_timeshar', {
          symbol: 'BTC/USDT',
          period: '1m',
          from: '2000',
          to: '1000',
        })
      ).body,
    ).toEqual({ type: 'error', message: 'The start time must be before the end time', code: 'market.range_invalid' });
    const huge = await server.call<TimesharReply>('GET', 'currency/new_timeshar', {
      symbol: 'BTC/USDT',
      period: '1m',
      from: '0',
      to: String(Date.now()),
    });
    expect(huge.body.type).toBe('ok');
    expect(huge.body.message.candles.length).toBeLessThanOrEqual(MAX_CANDLES);
    expect(huge.body.message.candles.length).toBeGreaterThan(1000);
  });

  it('keeps favourites per user: add (twice is fine), list with quotes, delete', async () => {
    const { auth } = await signUp(server);
    expect((await server.call('GET', 'optional/list')).body.type).toBe(999);
    expect((await server.call('POST', 'optional/add', { currency_id: '2' }, auth)).body.type).toBe('ok');
    expect((await server.call('POST', 'optional/add', { currency_id: '2' }, auth)).body.type).toBe('ok');
    expect((await server.call('POST', 'optional/add', { currency_id: '601' }, auth)).body.type).toBe('ok');
    expect((await server.call('POST', 'optional/add', { currency_id: '99999' }, auth)).body).toEqual({
      type: 'error',
      message: 'No such trading pair',
      code: expect.any(String),
    });
    const list = await server.call<Quotation[]>('GET', 'optional/list', {}, auth);
    expect(list.body.message.map((q) => q.symbol)).toEqual(['ETH/USDT', 'AAPL/USD']);
    expect((await server.call('POST', 'optional/del', { id: '2' }, auth)).body.type).toBe('ok');
    const after = await server.call<Quotation[]>('GET', 'optional/list', {}, auth);
    expect(after.body.message.map((q) => q.symbol)).toEqual(['AAPL/USD']);
    const other = await signUp(server);
    expect((await server.call<Quotation[]>('GET', 'optional/list', {}, other.auth)).body.message).toEqual([]);
  });

  it('sends every client the ticker without a subscription, and klines to subscribers in sequence', async () => {
    const socket = openSocket(server.url);
    try {
      const ticker = await nextEvent<TickerEvent>(socket, 'ticker');
      expect(ticker.length).toBeGreaterThan(0);
      expect(ticker[0]).toHaveProperty('price');
      expect(ticker[0]?.quote_volume).toMatch(/^\d+\.\d{2}$/);
      socket.emit('kline:sub', { symbol: 'BTC/USDT', period: '1m' });
      const a = await nextEvent<KlineEvent>(socket, 'kline');
      const b = await nextEvent<KlineEvent>(socket, 'kline');
      expect(a.symbol).toBe('BTC/USDT');
      expect(a.period).toBe('1m');
      expect(b.seq).toBe(a.seq + 1);
      socket.emit('kline:sub', { symbol: 'ETH/USDT', period: '5m' });
      await wait(300);
      const c = await nextEvent<KlineEvent>(socket, 'kline');
      const d = await nextEvent<KlineEvent>(socket, 'kline');
      expect([c.symbol, d.symbol]).toContain('ETH/USDT');
      expect(d.symbol).toBe('ETH/USDT');
    } finally {
      socket.close();
    }
  });
});

describe('market history across a restart', () => {
  it('continues the day candle instead of starting over', async () => {
    const storage = await makeStorage('sqlite');
    try {
      const first = await TestServer.start(storage.env);
      await wait(2500);
      const before = (
        await first.call<TimesharReply>('GET', 'currency/new_timeshar', { symbol: 'BTC/USDT', period: '1d' })
      ).body.message.candles;
      expect(await first.stop()).toBe(0);
      const second = await TestServer.start(storage.env);
      await wait(2500);
      const after = (
        await second.call<TimesharReply>('GET', 'currency/new_timeshar', { symbol: 'BTC/USDT', period: '1d' })
      ).body.message.candles;
      expect(after.at(-1)?.time).toBe(before.at(-1)?.time);
      expect(after.at(-1)?.open).toBe(before.at(-1)?.open);
      expect(after.length).toBe(before.length);
      // The hours before the restart count in the 24 h quote volume, read back from the stored candles.
      const volume = await quoteVolumeAndCandles(second, 'BTC/USDT');
      expect(volume.hours).toBe(24);
      expect(volume.actual).toBe(volume.expected);
      expect(await second.stop()).toBe(0);
    } finally {
      await storage.drop();
    }
    // Two servers start one after the other, each with its market backfill: a loaded machine needs more than 30 s.
  }, 60_000);
});

describe("the simulated market's key", () => {
  it('is random per deployment, kept in the database and never answered or logged', async () => {
    // The audit predicted closes from the code and its public default seed. Unset, the key is made
    // at first start: two fresh deployments walk different histories, and nobody reads the key.
    const storage = await makeStorage('sqlite');
    const other = await startInProcess('sqlite', () => undefined, { MARKET_BACKFILL_DAYS: '0.2', MARKET_SECRET: '' });
    try {
      const server = await TestServer.start({ ...storage.env, MARKET_SECRET: '', MARKET_BACKFILL_DAYS: '0.2' });
      const hours = async (api: ApiClient) =>
        (
          await api.call<TimesharReply>('GET', 'currency/new_timeshar', { symbol: 'BTC/USDT', period: '1h' })
        ).body.message.candles
          .slice(0, -1)
          .map((c) => [c.time, c.close]);
      const mine = await hours(server);
      const theirs = await hours(other.api);
      expect(mine.length).toBeGreaterThan(2);
      expect(mine.map(([t]) => t)).toEqual(theirs.map(([t]) => t));
      expect(mine).not.toEqual(theirs);

      const db = await openStorageDb(storage.env);
      const row = await db.db
        .selectFrom('setting')
        .select(['value', 'public'])
        .where('keyword', '=', 'market_secret')
        .executeTakeFirstOrThrow();
      await db.db.destroy();
      expect(Buffer.from(row.value, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(row.public).toBe(0);
      const asked = await server.call('GET', 'getSetting', { keyword: 'market_secret' });
      expect(asked.body.type).toBe('error');
      expect(JSON.stringify(asked.body)).not.toContain(row.value);
      expect(await server.stop()).toBe(0);
      expect(server.logs).not.toContain(row.value);
      expect(server.logs).not.toContain(Buffer.from(row.value, 'base64url').toString('hex'));
    } finally {
      await other.stop();
      await storage.drop();
    }
  }, 120_000);
});

describe('a market closed when the server starts', () => {
  it('cites its last close, so fiat rates (and every valuation) are there at the weekend', async () => {
    const storage = await makeStorage('sqlite');
    // A fresh server on a Saturday noon (UTC): forex closed since Friday 22:00, stocks since 21:00.
    const clock = new OffsetClock();
    const saturday = nextSaturdayNoon(Date.now());
    clock.advance(saturday - Date.now());
    const app = await buildApp({
      config: loadConfig({ ...storage.env, MARKET_BACKFILL_DAYS: '2', LOG_LEVEL: 'warn' }),
      clock,
    });
    try {
      const api = new ApiClient(await app.http.listen({ port: 0, host: '127.0.0.1' }));
      const rates = (await api.call<FiatRateRow[]>('GET', 'wallet/getRateCurrency')).body;
      expect(rates.type).toBe('ok');
      const eur = rates.message.find((r) => r.currency_code === 'EUR');
      // Friday's last forex minute, and the price its chart shows for that minute.
      const fridayClose = saturday - 14 * HOUR;
      expect(eur?.time).toBe(fridayClose - 1000);
      const { candles } = (
        await api.call<TimesharReply>('GET', 'currency/new_timeshar', {
          symbol: 'EUR/USD',
          period: '1m',
          from: String(fridayClose - 60_000),
          to: String(fridayClose),
        })
      ).body.message;
      expect(candles.at(-1)?.time).toBe(fridayClose - 60_000);
      expect(eur?.rate).toBe(fiatRate({ base: 'EUR', quote: 'USD', price: candles.at(-1)?.close ?? '' }));
    } finally {
      await app.http.close();
      await storage.drop();
    }
  }, 60_000);
});

function nextSaturdayNoon(now: number): number {
  const day = Math.floor(now / 86_400_000);
  const weekday = (day + 4) % 7;
  return (day + ((6 - weekday + 7) % 7 || 7)) * 86_400_000 + 12 * HOUR;
}
