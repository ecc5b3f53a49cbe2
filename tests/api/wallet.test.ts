// The wallet on the ledger, on a real server and database: demo funds, transfers between
// accounts, refusals, idempotent replays, and 200 simultaneous full-balance transfers from two
// server processes of which exactly one goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountTransferRow, BalanceRow } from '../../contract/wallet';
import { DB_TARGETS, makeStorage, signUp, TestServer } from './harness';

type User = Awaited<ReturnType<typeof signUp>>;

const balanceOf = (rows: BalanceRow[], account: number, currency: string) =>
  rows.find((r) => r.account === account && r.currency === currency)?.available;

describe.each(DB_TARGETS)('wallet on %s', (target) => {
  let server: TestServer;
  let second: TestServer;
  let storage: Awaited<ReturnType<typeof makeStorage>>;

  beforeAll(async () => {
    storage = await makeStorage(target);
    server = await TestServer.start(storage.env);
    // A second API node on the same database (and, for SQLite, the same file).
    second = await TestServer.start(storage.env);
  });
  afterAll(async () => {
    await second?.stop();
    await server?.stop();
    await storage?.drop();
  });

  const balances = async (user: User) => (await server.call<BalanceRow[]>('POST', 'wallet/list', {}, user.auth)).body;
  const fund = (user: User, currency: string, amount: string, headers: Record<string, string> = {}) =>
    server.call('POST', 'demo/faucet', { currency, amount }, { ...user.auth, ...headers });
  const move = (user: User, fields: Record<string, string>, headers: Record<string, string> = {}, via = server) =>
    via.call('POST', 'wallet/change', fields, { ...user.auth, ...headers });

  it('lists every account and currency, zeros included, and needs a session', async () => {
    const user = await signUp(server);
    const { type, message } = await balances(user);
    expect(type).toBe('ok');
    expect(message).toHaveLength(12);
    expect(message.every((r) => r.available === '0' && r.frozen === '0')).toBe(true);
    expect((await server.call('POST', 'wallet/list')).body.type).toBe(999);
  });

  it('adds bounded demo funds to the change account through the ledger', async () => {
    const user = await signUp(server);
    expect((await fund(user, 'USDT', '1000.5')).body).toEqual({
      type: 'ok',
      message: { currency: 'USDT', amount: '1000.5', account: 2 },
    });
    expect(balanceOf((await balances(user)).message, 2, 'USDT')).toBe('1000.5');
    expect((await fund(user, 'BTC', '2')).body).toEqual({
      type: 'error',
      message: 'Demo funds are limited to 1 BTC at a time',
      code: expect.any(String),
    });
    expect((await fund(user, 'DOGE', '2')).body).toEqual({
      type: 'error',
      message: 'This currency is not supported',
      code: 'wallet.currency_unknown',
    });
    for (const bad of ['0', '-5', 'abc', '1.123456789', '1e3']) {
      expect((await fund(user, 'USDT', bad)).body).toEqual({
        type: 'error',
        message: 'Please enter the correct quantity, price or amount',
        code: expect.any(String),
      });
    }
  });

  it('moves funds between accounts, keeps the history and refuses what it cannot do', async () => {
    const user = await signUp(server);
    await fund(user, 'ETH', '5');
    const reply = await move(user, { currency_id: '3', number: '1.25', from_field: '2', to_field: 'lever' });
    expect(reply.body).toMatchObject({
      type: 'ok',
      message: { currency: 'ETH', amount: '1.25', from_field: 2, to_field: 3 },
    });
    const rows = (await balances(user)).message;
    expect(balanceOf(rows, 2, 'ETH')).toBe('3.75');
    expect(balanceOf(rows, 3, 'ETH')).toBe('1.25');
    const history = await server.call<AccountTransferRow[]>('GET', 'wallet/hzhistory', { page: '1' }, user.auth);
    expect(history.body.message).toMatchObject([{ currency: 'ETH', amount: '1.25', from_field: 2, to_field: 3 }]);

    expect((await move(user, { currency_id: 'ETH', number: '10', from_field: '2', to_field: '3' })).body).toEqual({
      type: 'error',
      message: 'Insufficient balance',
      code: expect.any(String),
    });
    expect((await move(user, { currency_id: 'ETH', number: '1', from_field: '2', to_field: '2' })).body).toEqual({
      type: 'error',
      message: 'Choose two different accounts',
      code: expect.any(String),
    });
    expect((await move(user, { currency_id: 'ETH', number: '1', from_field: '9', to_field: '2' })).body).toEqual({
      type: 'error',
      message: 'Parameter error',
      code: expect.any(String),
    });
    expect(balanceOf((await balances(user)).message, 2, 'ETH')).toBe('3.75');
  });

  it('answers a replayed request as the first time, with one effect, and refuses a reused key', async () => {
    const user = await signUp(server);
    await fund(user, 'USDT', '100');
    const key = { 'Idempotency-Key': `k-${Date.now()}` };
    const fields = { currency_id: 'USDT', number: '40', from_field: '2', to_field: '4' };
    const first = await move(user, fields, key);
    const again = await move(user, fields, key, second);
    expect(first.body.type).toBe('ok');
    expect(again.body).toEqual(first.body);
    expect(balanceOf((await balances(user)).message, 4, 'USDT')).toBe('40');
    expect((await move(user, { ...fields, number: '41' }, key)).body).toEqual({
      type: 'error',
      message: 'This request was already sent with different details',
      code: expect.any(String),
    });
    const fundKey = { 'Idempotency-Key': `f-${Date.now()}` };
    await fund(user, 'USDT', '5', fundKey);
    await fund(user, 'USDT', '5', fundKey);
    expect(balanceOf((await balances(user)).message, 2, 'USDT')).toBe('65');
  });

  it('carries out a key sent 51 times at once on two nodes once, answering its body alike and refusing the other', async () => {
    const user = await signUp(server);
    await fund(user, 'USDT', '100');
    const key = { 'Idempotency-Key': `burst-${Date.now()}` };
    const fields = { currency_id: 'USDT', number: '30', from_field: '2', to_field: '3' };
    const replies = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) => move(user, fields, key, i % 2 ? second : server)),
      move(user, { ...fields, number: '31' }, key),
    ]);
    // Whichever body arrived first is carried out; every request with it gets the same answer.
    const moved = balanceOf((await balances(user)).message, 3, 'USDT');
    expect(['30', '31']).toContain(moved);
    const won = replies.filter((_, i) => (i < 50 ? '30' : '31') === moved);
    const lost = replies.filter((_, i) => (i < 50 ? '30' : '31') !== moved);
    expect(won[0]?.body.type).toBe('ok');
    expect(won.every((r) => JSON.stringify(r.body) === JSON.stringify(won[0]?.body))).toBe(true);
    expect(lost.every((r) => r.body.message === 'This request was already sent with different details')).toBe(true);
    expect(balanceOf((await balances(user)).message, 2, 'USDT')).toBe(String(100 - Number(moved)));
  });

  it('lets exactly one of 200 simultaneous full-balance transfers through, across two server processes', async () => {
    const user = await signUp(server);
    await fund(user, 'USDT', '100');
    const fields = { currency_id: 'USDT', number: '100', from_field: '2', to_field: '3' };
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        move(user, fields, { 'Idempotency-Key': `race-${i}` }, i % 2 ? second : server),
      ),
    );
    const ok = replies.filter((r) => r.body.type === 'ok');
    const refused = replies.filter((r) => r.body.type === 'error');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(199);
    expect(refused.every((r) => r.body.message === 'Insufficient balance')).toBe(true);
    const rows = (await balances(user)).message;
    expect(balanceOf(rows, 2, 'USDT')).toBe('0');
    expect(balanceOf(rows, 3, 'USDT')).toBe('100');
  }, 60_000);
});
