// The IEO launchpad on a real server and database (issue 16): the demo projects to guests, refusals
// that change nothing, the payment frozen, an oversubscribed project allocated pro rata at its end
// (tokens frozen, the rest of each payment back, once) and released part by part, orders refused
// past the end, Idempotency-Key (one key sent 50 times at once too), 200 orders at once on one
// balance and on one per-user cap, the journal sound, and the back office's terms frozen once a
// project opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminIeoProject,
  AdminIeoProjectRequest,
  IeoDetail,
  IeoOrderPage,
  IeoProjectPage,
} from '../../contract/ieo';
import type { BalanceRow } from '../../contract/wallet';
import type { App } from '../../server/app';
import {
  type ApiClient,
  advanceClock,
  atOnce,
  DB_TARGETS,
  ieoProject,
  journalFaults,
  SOUND,
  signIn,
  signInOperator,
  signUp,
  startInProcess,
  type User,
} from './harness';

const DAY = 86_400_000;
const MINUTE = 60_000;

describe.each(DB_TARGETS)('IEO launchpad on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target));
  }, 60_000);
  afterAll(async () => stop?.());

  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    fields: Record<string, string> = {},
    user?: User,
    headers = {},
  ) => (await api.call<T>(method, path, fields, { ...user?.auth, ...headers })).body;
  const balance = async (user: User, currency: string) => {
    const rows = (await call<BalanceRow[]>('POST', 'wallet/list', {}, user)).message;
    const row = rows.find((b) => b.account === 2 && b.currency === currency);
    return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
  };
  async function buyer(usdt = '10000') {
    const user = await signUp(api);
    expect((await call('POST', 'demo/faucet', { currency: 'USDT', amount: usdt }, user)).type).toBe('ok');
    return user;
  }
  const subscribe = (user: User, project: number, amount: string, extra: Record<string, string> = {}, headers = {}) =>
    call<IeoDetail>(
      'POST',
      'project/order',
      { project_id: String(project), amount, pay_currency: 'USDT', ...extra },
      user,
      headers,
    );
  const orders = async (user: User) =>
    (await call<IeoOrderPage>('GET', 'user/project/order', { limit: '50' }, user)).message.list;

  /** A project opened a minute ago, ending in an hour, by the back office (harness ieoProject). */
  async function project(terms: Partial<AdminIeoProjectRequest> = {}): Promise<AdminIeoProject> {
    // Signed in afresh: an earlier test may have moved the clock past the session's idle time.
    admin = await signInOperator(app, api, 'admin');
    return ieoProject(api, admin, terms);
  }

  it('shows guests the demo projects: in progress first, then warm-up, with their terms in their language', async () => {
    const page = (await call<IeoProjectPage>('GET', 'project', { limit: '10' })).message;
    const demo = page.list.filter((p) => ['KST', 'ORBT', 'NOVA'].includes(p.currency_name) && p.id <= 3);
    expect(demo.map((p) => [p.currency_name, p.time_status])).toEqual([
      ['ORBT', 1],
      ['KST', 1],
      ['NOVA', 0],
    ]);
    const detail = (await call<IeoDetail>('GET', 'project/detail', { project_id: '1' })).message;
    expect(detail.info).toMatchObject({
      title: 'Kestrel Token (demo)',
      price: '0.05',
      amount: '2000000',
      pay_currency: 'USDT',
    });
    expect(detail.info.content).toContain('demo project');
    expect(detail.mine).toBeNull();
    const zh = (await call<IeoDetail>('GET', 'project/detail', { project_id: '1', lang: 'zh' })).message;
    expect(zh.info.content).toContain('演示项目');
  });

  it('refuses what the project does not take, with its message, and changes nothing', async () => {
    const user = await buyer('1000');
    const refusals: [number, string, Record<string, string>, string][] = [
      [1, '150.5', {}, 'Enter a whole number of tokens'],
      [1, '99', {}, 'The least of one order is 100 KST'],
      [1, '200001', {}, 'You can ask for at most 200000 KST in this project (200000 more)'],
      [1, '1000', { price: '0.04' }, 'The price of this project is 0.05 USDT: check the amount and confirm again'],
      [3, '100', {}, 'Subscription opens on'],
      [1, '100000', {}, 'Insufficient balance'],
      [999, '100', {}, 'This project is not offered'],
    ];
    for (const [id, amount, extra, message] of refusals) {
      const res = await subscribe(user, id, amount, extra);
      expect(res.type).toBe('error');
      expect(String(res.message)).toContain(message);
    }
    expect(await balance(user, 'USDT')).toEqual({ available: '1000', frozen: '0' });
    expect(await orders(user)).toEqual([]);
  });

  it('allocates an oversubscribed project pro rata at its end, refunds the rest, and releases the tokens by parts', async () => {
    const p = await project();
    let a = await buyer('1000');
    let b = await buyer('1000');
    expect((await subscribe(a, p.id, '1000')).type).toBe('ok');
    expect((await subscribe(b, p.id, '600')).type).toBe('ok');
    const mine = (await subscribe(b, p.id, '400')).message;
    expect(mine.mine).toEqual({ amount: '1000', committed: '500' });
    expect(mine.info).toMatchObject({ total_sell: '2000', percentage: '200.00', time_status: 1 });
    expect(await balance(a, 'USDT')).toEqual({ available: '500', frozen: '500' });

    await advanceClock(api, 61 * MINUTE);
    [a, b] = [await signIn(api, a), await signIn(api, b)];
    expect(String((await subscribe(a, p.id, '1')).message)).toBe('Subscription to this project has ended');
    await app.services.jobs.run('ieo.settle');
    await app.services.jobs.run('ieo.settle');

    // Twice asked: each order gets half, pays for it and gets the rest back.
    expect(await balance(a, 'USDT')).toEqual({ available: '750', frozen: '0' });
    expect(await balance(a, 'ORBT')).toEqual({ available: '0', frozen: '500' });
    expect(await balance(b, 'USDT')).toEqual({ available: '750', frozen: '0' });
    expect(await balance(b, 'ORBT')).toEqual({ available: '0', frozen: '500' });
    const [order] = await orders(a);
    expect(order).toMatchObject({
      state: 'allocated',
      ratio: '0.5',
      allocated: '500',
      cost: '250',
      refund: '250',
      released: '0',
    });
    expect(order?.releases.map((r) => [r.amount, r.done])).toEqual([
      ['250', false],
      ['250', false],
    ]);

    // The first part a day after the end, the second ten days later.
    await advanceClock(api, DAY);
    await app.services.jobs.run('ieo.settle');
    a = await signIn(api, a);
    expect(await balance(a, 'ORBT')).toEqual({ available: '250', frozen: '250' });
    await advanceClock(api, 10 * DAY);
    await app.services.jobs.run('ieo.settle');
    await app.services.jobs.run('ieo.settle');
    [a, b] = [await signIn(api, a), await signIn(api, b)];
    expect(await balance(a, 'ORBT')).toEqual({ available: '500', frozen: '0' });
    expect(await balance(b, 'ORBT')).toEqual({ available: '500', frozen: '0' });
    expect((await orders(a))[0]).toMatchObject({ state: 'released', released: '500' });
    const entries = await app.db.selectFrom('ledger_entry').select('kind').where('kind', 'like', 'ieo_%').execute();
    expect(entries.filter((e) => e.kind === 'ieo_allocate').length).toBeGreaterThanOrEqual(3);
    const detail = (await call<IeoDetail>('GET', 'project/detail', { project_id: String(p.id) })).message;
    expect(detail.info).toMatchObject({ time_status: 2, ratio: '0.5' });
  });

  it('honours Idempotency-Key; 200 orders at once commit exactly what the balance and the cap allow', async () => {
    const p = await project({ price: '1', supply: '1000000', user_cap: '50' });
    const user = await buyer('1000');
    const key = { 'Idempotency-Key': `ieo-${target}-${Date.now()}` };
    await subscribe(user, p.id, '2', {}, key);
    await subscribe(user, p.id, '2', {}, key);
    expect(await balance(user, 'USDT')).toEqual({ available: '998', frozen: '2' });

    // The per-user cap: 48 tokens left, 200 orders of one.
    const capped = await Promise.all(Array.from({ length: 200 }, () => subscribe(user, p.id, '1')));
    expect(capped.filter((r) => r.type === 'ok')).toHaveLength(48);
    expect(await balance(user, 'USDT')).toEqual({ available: '950', frozen: '50' });

    // The balance: 100 USDT, 200 orders of 10 USDT.
    const big = await project({ price: '10', supply: '1000000', user_cap: '1000000' });
    const poor = await buyer('100');
    const results = await Promise.all(Array.from({ length: 200 }, () => subscribe(poor, big.id, '1')));
    expect(results.filter((r) => r.type === 'ok')).toHaveLength(10);
    expect(results.filter((r) => r.type !== 'ok').every((r) => String(r.message) === 'Insufficient balance')).toBe(
      true,
    );
    expect(await balance(poor, 'USDT')).toEqual({ available: '0', frozen: '100' });
    const row = await app.db.selectFrom('ieo_project').selectAll().where('id', '=', big.id).executeTakeFirstOrThrow();
    expect([row.asked, row.committed]).toEqual(['10', '100']);
  }, 60_000);

  it('holds the cap of one and the balance of another under 200 orders at once, the journal sound', async () => {
    const p = await project({ price: '1', supply: '1000000', user_cap: '30' });
    const capped = await buyer('1000');
    const poor = await buyer('20');
    const replies = await atOnce(200, (i) => subscribe(i % 2 ? poor : capped, p.id, '1'));
    const ok = (user: User) => replies.filter((r, i) => r.type === 'ok' && (i % 2 ? poor : capped) === user);
    expect([ok(capped).length, ok(poor).length]).toEqual([30, 20]);
    const codes = new Set(replies.flatMap((r) => (r.type === 'ok' ? [] : [r.code])));
    expect(codes).toEqual(new Set(['ieo.above_user_cap', 'ledger.insufficient_balance']));
    expect(await balance(capped, 'USDT')).toEqual({ available: '970', frozen: '30' });
    expect(await balance(poor, 'USDT')).toEqual({ available: '0', frozen: '20' });
    const row = await app.db.selectFrom('ieo_project').selectAll().where('id', '=', p.id).executeTakeFirstOrThrow();
    expect([row.asked, row.committed]).toEqual(['50', '50']);
    expect(await journalFaults(app)).toEqual(SOUND);
  }, 60_000);

  it('carries out an order whose Idempotency-Key is sent 50 times at once once', async () => {
    const p = await project({ price: '1', supply: '1000000', user_cap: '50' });
    const user = await buyer('100');
    const key = { 'Idempotency-Key': `ieo-burst-${target}-${Date.now()}` };
    const replies = await atOnce(50, () => subscribe(user, p.id, '5', {}, key));
    for (const r of replies)
      expect(r).toMatchObject({ type: 'ok', message: { mine: { amount: '5', committed: '5' } } });
    expect(await balance(user, 'USDT')).toEqual({ available: '95', frozen: '5' });
    expect((await orders(user)).filter((o) => o.project_id === p.id)).toHaveLength(1);
  }, 60_000);

  it('lets the back office edit texts but not the terms of a project that has opened, audited', async () => {
    const p = await project();
    const base = {
      id: String(p.id),
      title: 'Renamed',
      token: 'ORBT',
      pay_currency: 'USDT',
      price: '0.5',
      supply: '1000',
      min_amount: '1',
      user_cap: '1000',
      show_at: String(p.show_at),
      start_at: String(p.start_at),
      end_at: String(p.end_at),
      lock_days: '1',
      release_days: '10',
      release_parts: '2',
      link: 'https://example.com/',
      white_paper: '',
      descriptions: JSON.stringify({ en: 'Edited.' }),
      enabled: '1',
    };
    const frozen = await api.call('POST', 'admin/ieo/project', { ...base, price: '0.4' }, admin);
    expect(String(frozen.body.message)).toContain('can no longer change');
    const unknownToken = await api.call('POST', 'admin/ieo/project', { ...base, id: '', token: 'DOGE' }, admin);
    expect(unknownToken.body.type).toBe('error');
    const saved = await api.call<AdminIeoProject>('POST', 'admin/ieo/project', base, admin);
    expect(saved.body.message).toMatchObject({ title: 'Renamed', content: 'Edited.' });
    const audit = await app.db.selectFrom('audit_log').select('action').where('target_id', '=', String(p.id)).execute();
    expect(audit.filter((r) => r.action === 'ieo.project.save').length).toBeGreaterThanOrEqual(2);
    const reviewer = await signInOperator(app, api, 'reviewer');
    expect((await api.call('POST', 'admin/ieo/project', base, reviewer)).body.type).not.toBe('ok');
    expect((await api.call('GET', 'admin/ieo/projects', {}, reviewer)).body.type).toBe('ok');
  });
});
