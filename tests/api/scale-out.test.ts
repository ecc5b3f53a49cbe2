// Scale-out that survives (issue 33): three API nodes on one PostgreSQL database and a Redis of the
// test's own, under a small steady load of spot orders, lose Redis, a node, and the books' holder
// (paused, then stopped). After each fault: every node still serves; no order answered "refused"
// was carried out; every order answered placed is stored; an order whose outcome was unknown is
// placed exactly once when asked again with its key; the books equal the stored open orders and the
// ledger balances. The long rounds and the takeover times are in `npm run bench` (tests/bench/failover.ts).
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpotDepth, SpotOrder } from '../../contract/spot';
import { rebuildBalances } from '../../server/ledger/rebuild';
import {
  type ApiClient,
  type Envelope,
  hasRedisServer,
  makeStorage,
  NO_MARKET_HISTORY,
  OwnRedis,
  openSocket,
  openStorageDb,
  pricesRecorded,
  signInOperatorOn,
  signUp,
  TestServer,
  type User,
  until,
} from './harness';

const BTC = { currency_id: '4', legal_id: '1' };

type Outcome = { key: string; status: number; body: Envelope<SpotOrder> };

describe.skipIf(!process.env.DATABASE_URL || !hasRedisServer)('scale-out: losing Redis or a node', () => {
  let storage: Awaited<ReturnType<typeof makeStorage>>;
  let redis: OwnRedis;
  let a: TestServer;
  let b: TestServer;
  let c: TestServer;
  let late: TestServer | undefined;
  let env: NodeJS.ProcessEnv;
  let user: User;
  let price: Decimal;
  let serial = 0;
  const outcomes: Outcome[] = [];

  beforeAll(async () => {
    storage = await makeStorage('postgres');
    redis = await OwnRedis.start();
    env = { ...storage.env, ...NO_MARKET_HISTORY, REDIS_URL: redis.url };
    a = await TestServer.start(env);
    await pricesRecorded(a);
    [b, c] = await Promise.all([TestServer.start(env), TestServer.start(env)]);
    user = await signUp(b);
    expect((await b.call('POST', 'demo/faucet', { currency: 'USDT', amount: '10000' }, user.auth)).body.type).toBe(
      'ok',
    );
    const depth = await until('the book on the holder', async () => {
      const { body } = await a.call<SpotDepth>('GET', 'coin/depth', { symbol: 'BTC/USDT' });
      return body.type === 'ok' && body.message.reference ? body.message : null;
    });
    price = new Decimal(depth.reference?.price ?? '0');
  }, 120_000);

  afterAll(async () => {
    for (const s of [a, b, c]) {
      s?.resume();
      await s?.stop();
    }
    await redis?.stop();
    await storage?.drop();
  });

  /** A resting buy well under the market (inside the price band), with a key of its own. */
  async function order(node: ApiClient, key = `scale-${++serial}`): Promise<Outcome> {
    const fields = {
      ...BTC,
      type: '1',
      order_type: 'limit',
      amount: '0.001',
      target_price: price.times(0.9).toFixed(2),
    };
    const res = await node.call<SpotOrder>('POST', 'coin/trade', fields, { ...user.auth, 'Idempotency-Key': key });
    const outcome = { key, status: res.status, body: res.body };
    outcomes.push(outcome);
    return outcome;
  }

  const health = async (node: TestServer) =>
    (await (await node.fetch('/health')).json()) as { status: string; realtime: string; role: string };

  /** The stored orders of this test by the Idempotency-Key they were placed with. */
  async function storedByKey(): Promise<Map<string, number>> {
    const opened = await openStorageDb(storage.env);
    try {
      const rows = await opened.db
        .selectFrom('spot_order')
        .select(['request_id'])
        .where('request_id', 'like', 'scale-%')
        .execute();
      const counts = new Map<string, number>();
      for (const r of rows) if (r.request_id) counts.set(r.request_id, (counts.get(r.request_id) ?? 0) + 1);
      return counts;
    } finally {
      await opened.db.destroy();
    }
  }

  it('keeps serving through a Redis outage, says it is degraded, and delivers across nodes again once Redis is back', async () => {
    const socket = openSocket(b.url, { reconnection: true });
    const tickers: number[] = [];
    socket.on('ticker', () => tickers.push(Date.now()));
    try {
      // The holder's ticker reaches a client of another node through Redis.
      await until('a ticker on the other node', async () => (tickers.length > 0 ? true : null), 15_000);
      await redis.stop();
      for (const node of [a, b, c]) {
        await until('degraded health', async () => ((await health(node)).status === 'degraded' ? true : null), 10_000);
      }
      // The holder still takes orders; another node cannot reach it and says so, having done nothing.
      expect((await order(a)).body.type).toBe('ok');
      const refused = await order(b);
      expect(refused.body).toMatchObject({ type: 'error', code: 'spot.engine_unavailable' });
      // A node started while Redis is away serves too, and joins the others once it is back.
      late = await TestServer.start(env);
      expect(await health(late)).toMatchObject({ status: 'degraded', realtime: 'degraded', role: 'follower' });
      expect([a.alive, b.alive, c.alive]).toEqual([true, true, true]);

      await redis.restart();
      for (const node of [a, b, c, late]) {
        await until('healthy again', async () => ((await health(node)).status === 'ok' ? true : null), 10_000);
      }
      const back = Date.now();
      await until('a ticker after Redis returned', async () => (tickers.some((t) => t > back) ? true : null), 10_000);
      expect((await order(b)).body.type).toBe('ok');
      expect((await order(late)).body.type).toBe('ok');
      expect([a.alive, b.alive, c.alive, late.alive]).toEqual([true, true, true, true]);
    } finally {
      socket.close();
      await late?.stop();
    }
  });

  it('answers orders passed through a node at once and truly when another node has died', async () => {
    await c.kill();
    const placed = await Promise.all(Array.from({ length: 10 }, () => order(b)));
    for (const p of placed) expect(p.body).toMatchObject({ type: 'ok', message: { state: 'open' } });
    // A client of a node without the books gets the holder's book as its first snapshot.
    const socket = openSocket(b.url, { reconnection: true });
    try {
      const first = new Promise<SpotDepth>((resolve) => socket.once('depth', resolve));
      socket.emit('spot:sub', { symbol: 'BTC/USDT' });
      const depth = await first;
      expect(depth.bids.length).toBeGreaterThan(0);
      expect(depth.epoch).toBeGreaterThan(0);
    } finally {
      socket.close();
    }
  });

  it('when the holder freezes, never calls refused what was done, hands the books over with a new epoch, and fences the old holder', async () => {
    const before = (await b.call<SpotDepth>('GET', 'coin/depth', { symbol: 'BTC/USDT' })).body.message;
    a.pause();
    const during: Outcome[] = [];
    try {
      // Orders keep coming to the other node until it holds the books itself.
      const taken = await until(
        'another node holding the books',
        async () => {
          const o = await order(b);
          during.push(o);
          return o.body.type === 'ok' ? o : null;
        },
        30_000,
      );
      expect(taken.body.type).toBe('ok');
    } finally {
      a.resume();
    }
    // Each answer during the handover is placed, a refusal that did nothing, or "unknown" (503).
    for (const o of during) {
      if (o.body.type === 'ok') continue;
      if (o.status === 503) expect(o.body).toMatchObject({ type: 'error', code: 'spot.outcome_unknown' });
      else expect(o.body).toMatchObject({ type: 'error', code: 'spot.engine_unavailable' });
    }
    const after = (await b.call<SpotDepth>('GET', 'coin/depth', { symbol: 'BTC/USDT' })).body.message;
    expect(after.epoch).toBeGreaterThan(before.epoch);
    // The woken old holder finds the lease gone; what it still had queued is not written.
    await until(
      'the old holder giving the books up',
      async () => (a.logs.includes('lease lost') ? true : null),
      15_000,
    );
  });

  it('hands the books over within moments when the holder stops, and loses nothing on the way', async () => {
    const holder = (await health(b)).role === 'holder' ? b : a;
    const other = holder === b ? a : b;
    expect(await holder.stop()).toBe(0);
    await until(
      'the other node taking orders',
      async () => ((await order(other)).body.type === 'ok' ? true : null),
      15_000,
    );

    // An unknown outcome asked again with its key is placed once.
    for (const o of outcomes.filter((x) => x.status === 503)) {
      const again = await order(other, o.key);
      expect(again.body.type).toBe('ok');
    }
    const stored = await storedByKey();
    for (const o of outcomes) {
      if (o.body.type === 'ok') expect(stored.get(o.key), `placed ${o.key}`).toBe(1);
      else if (o.status !== 503) expect(stored.get(o.key), `refused ${o.key}`).toBeUndefined();
      else expect(stored.get(o.key), `unknown ${o.key}, asked again`).toBe(1);
    }

    const auth = await signInOperatorOn(other, 'admin');
    const check = await other.call<{ orders: number; differences: string[] }>('GET', 'admin/spot/book-check', {}, auth);
    expect(check.body).toMatchObject({ type: 'ok', message: { differences: [] } });
    expect(check.body.message.orders).toBeGreaterThanOrEqual(stored.size);

    const opened = await openStorageDb(storage.env);
    try {
      expect((await rebuildBalances(opened.db, opened.kind)).faults).toEqual([]);
    } finally {
      await opened.db.destroy();
    }
  });
});
