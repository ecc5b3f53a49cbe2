// Demo funds into the account a screen trades from (issue 40): the faucet takes an optional
// account among the user's own (spot when not given), refuses any other in the user's language
// and never with a fault, keeps one effect per Idempotency-Key, and says which coins the user has
// taken, so home can keep offering the others. SQLite only: nothing here differs between the
// databases (the ledger's races are wallet.test.ts's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeverDeal } from '../../contract/lever';
import type { BalanceRow, DemoCoin } from '../../contract/wallet';
import { makeStorage, signUp, TestServer } from './harness';

type User = Awaited<ReturnType<typeof signUp>>;

describe('demo funds into an account', () => {
  let server: TestServer;
  let storage: Awaited<ReturnType<typeof makeStorage>>;

  beforeAll(async () => {
    storage = await makeStorage('sqlite');
    server = await TestServer.start(storage.env);
  });
  afterAll(async () => {
    await server?.stop();
    await storage?.drop();
  });

  const fund = (user: User, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    server.call('POST', 'demo/faucet', fields, { ...user.auth, ...headers });
  const available = async (user: User) => {
    const rows = (await server.call<BalanceRow[]>('POST', 'wallet/list', {}, user.auth)).body.message;
    return (account: number, currency: string) =>
      rows.find((r) => r.account === account && r.currency === currency)?.available;
  };
  const coins = async (user: User) => (await server.call<DemoCoin[]>('GET', 'demo/faucet', {}, user.auth)).body.message;

  it('lands in the contract account when asked, by id or by name, and in spot when not', async () => {
    const user = await signUp(server);
    expect((await fund(user, { currency: 'USDT', amount: '10000', account: '3' })).body).toEqual({
      type: 'ok',
      message: { currency: 'USDT', amount: '10000', account: 3 },
    });
    expect((await fund(user, { currency: 'USDT', amount: '250.25', account: 'micro' })).body.type).toBe('ok');
    expect((await fund(user, { currency: 'USDT', amount: '0.1' })).body.type).toBe('ok');
    const at = await available(user);
    expect(at(3, 'USDT')).toBe('10000');
    expect(at(4, 'USDT')).toBe('250.25');
    expect(at(2, 'USDT')).toBe('0.1');
    expect(at(1, 'USDT')).toBe('0');
    // The contract screen's own figure agrees with the wallet's.
    const deal = await server.call<LeverDeal>('POST', 'lever/deal', { currency_id: '4', legal_id: '1' }, user.auth);
    expect(deal.body).toMatchObject({ type: 'ok', message: { user_lever: '10000' } });
  });

  it('refuses an account that is not one of the user’s, translated, never with a fault', async () => {
    const user = await signUp(server);
    for (const account of ['0', '5', '9', '-1', '2.5', 'savings', '', 'x'.repeat(500)]) {
      const reply = await fund(user, { currency: 'USDT', amount: '1', account });
      expect(reply.status, account).toBeLessThan(500);
      expect(reply.body, account).toEqual({
        type: 'error',
        message: 'Choose one of your accounts: spot, contract, options or fiat',
        code: 'wallet.faucet_account',
      });
    }
    const zh = await fund(user, { currency: 'USDT', amount: '1', account: '7', lang: 'zh' });
    expect(zh.body.code).toBe('wallet.faucet_account');
    expect(zh.body.message).not.toBe('Choose one of your accounts: spot, contract, options or fiat');
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    const at = await available(user);
    for (const account of [1, 2, 3, 4]) expect(at(account, 'USDT')).toBe('0');
  });

  it('keeps one effect per Idempotency-Key, and refuses the key for another account', async () => {
    const user = await signUp(server);
    const key = { 'Idempotency-Key': `demo-${Date.now()}` };
    const fields = { currency: 'USDT', amount: '5', account: '3' };
    const first = await fund(user, fields, key);
    expect(first.body.type).toBe('ok');
    expect((await fund(user, fields, key)).body).toEqual(first.body);
    expect((await fund(user, { ...fields, account: '4' }, key)).body).toMatchObject({
      type: 'error',
      message: 'This request was already sent with different details',
    });
    const at = await available(user);
    expect(at(3, 'USDT')).toBe('5');
    expect(at(4, 'USDT')).toBe('0');
  });

  it('says which coins the user has taken, into any account', async () => {
    const user = await signUp(server);
    const none = await coins(user);
    expect(none).toEqual([
      { currency: 'USDT', amount: '10000', taken: false },
      { currency: 'BTC', amount: '1', taken: false },
      { currency: 'ETH', amount: '10', taken: false },
    ]);
    await fund(user, { currency: 'USDT', amount: '10000' });
    await fund(user, { currency: 'ETH', amount: '1', account: '3' });
    expect((await coins(user)).map((c) => [c.currency, c.taken])).toEqual([
      ['USDT', true],
      ['BTC', false],
      ['ETH', true],
    ]);
    // A transfer in is not a grant taken.
    const other = await signUp(server);
    expect((await coins(other)).every((c) => !c.taken)).toBe(true);
    expect((await server.call('GET', 'demo/faucet')).body.type).toBe(999);
  });
});
