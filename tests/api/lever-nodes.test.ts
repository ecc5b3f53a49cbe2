// Contracts on two API nodes sharing one PostgreSQL database and one Redis: a position opened on
// the node without the market feed is closed by the trigger engine of the node with it, at the
// recorded tick that crossed its take-profit, and the user's socket on the first node hears of it
// through Redis; when the feed's node stops, the other takes the feed and the triggers over.
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeverListReply, LeverPosition } from '../../contract/lever';
import type { OpenedDb } from '../../server/core/db';
import {
  type ApiClient,
  makeStorage,
  NO_MARKET_HISTORY,
  openSocket,
  openStorageDb,
  pricesRecorded,
  serverNow,
  signUp,
  TestServer,
  type User,
  until,
} from './harness';

const BTC = 1;
const PAIR = { currency_id: '4', legal_id: '1' };

describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)('contracts on two API nodes', () => {
  let storage: Awaited<ReturnType<typeof makeStorage>>;
  let a: TestServer;
  let b: TestServer;
  let db: OpenedDb;

  beforeAll(async () => {
    storage = await makeStorage('postgres');
    const env = { ...storage.env, ...NO_MARKET_HISTORY, REDIS_URL: process.env.REDIS_URL };
    a = await TestServer.start(env);
    await pricesRecorded(a);
    b = await TestServer.start(env);
    db = await openStorageDb(env);
  }, 90_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await db?.db.destroy();
    await storage?.drop();
  });

  async function trader(node: ApiClient) {
    const user = await signUp(node);
    for (const [path, fields] of [
      ['demo/faucet', { currency: 'USDT', amount: '1000' }],
      ['wallet/change', { currency_id: 'USDT', number: '1000', from_field: '2', to_field: '3' }],
    ] as const) {
      expect((await node.call('POST', path, fields, user.auth)).body.type).toBe('ok');
    }
    return user;
  }
  /** The latest BTC tick; `fed: false` only the feed's own (on whole seconds, unlike the test's). */
  const latest = async (fed = true) => {
    let q = db.db.selectFrom('market_tick').selectAll().where('instrument_id', '=', BTC);
    if (!fed) q = q.where(sql<boolean>`time % 1000 = 0`);
    const t = await q.orderBy('time', 'desc').limit(1).executeTakeFirstOrThrow();
    return { price: t.price, time: Number(t.time) };
  };
  /** Records a BTC tick at `price`, as the feed would. */
  async function record(node: ApiClient, price: string) {
    let time = Math.max(await serverNow(node), (await latest()).time + 1);
    if (time % 1000 === 0) time += 1;
    await db.db
      .insertInto('market_tick')
      .values({ id: time * 1000 + BTC, instrument_id: BTC, price, volume: '0', time })
      .execute();
    return time * 1000 + BTC;
  }
  const open = (node: ApiClient, user: User, fields: Record<string, string>) =>
    node.call<LeverPosition>(
      'POST',
      'lever/submit',
      { ...PAIR, share: '10', multiple: '10', type: '1', status: '1', ...fields },
      user.auth,
    );
  const closed = (node: ApiClient, user: User, id: string) =>
    until(`position ${id} closed`, async () => {
      const { body } = await node.call<LeverListReply>('POST', 'lever/my_trade', { status: '3' }, user.auth);
      return body.type === 'ok' ? (body.message.data.find((p) => p.id === id) ?? null) : null;
    });

  it("closes on the feed's node a position opened on the other, and tells the user's socket there", async () => {
    const user = await trader(b);
    const socket = openSocket(b.url, { token: user.token });
    const heard: unknown[] = [];
    socket.on('lever_closed', (e) => heard.push(e));
    try {
      await until('the connection', async () => (socket.connected ? true : null));
      const price = new Decimal((await latest(false)).price);
      const tp = price.times(1.05).toDecimalPlaces(2).toFixed();
      const placed = await open(b, user, { target_profit_price: tp });
      expect(placed.body.type).toBe('ok');
      const tick = await record(b, price.times(1.06).toDecimalPlaces(2).toFixed());
      const done = await closed(b, user, placed.body.message.id);
      expect(done).toMatchObject({ close_reason: 'take_profit' });
      expect(done.close_tick?.id).toBe(tick);
      await until('the socket event', async () => (heard.length ? true : null));
      expect(heard[0]).toEqual({ id: [placed.body.message.id], reason: 'take_profit' });
    } finally {
      socket.close();
    }
  });

  it('when the feed node stops, the other takes the triggers over', async () => {
    const user = await trader(b);
    const price = new Decimal((await latest(false)).price);
    const placed = await open(b, user, { stop_loss_price: price.times(0.95).toDecimalPlaces(2).toFixed() });
    expect(placed.body.type).toBe('ok');
    await a.stop();
    // The other node records ticks of its own once it holds the feed.
    const before = (await latest()).time;
    await until('the feed on the other node', async () => ((await latest()).time > before ? true : null), 60_000);
    const tick = await record(b, price.times(0.9).toDecimalPlaces(2).toFixed());
    const done = await closed(b, user, placed.body.message.id);
    expect(done).toMatchObject({ close_reason: 'stop_loss' });
    expect(done.close_tick?.id).toBe(tick);
  }, 90_000);
});
