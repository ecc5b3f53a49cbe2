// Lock mining on a real server and database (issue 16): the demo products, refusals that change
// nothing, the amount frozen in the coin account, a day's interest at each dividend time paid once
// (the clock moved across days, the job run again), the spec's early redemption (1,000 locked, 3
// days left, 0.4 % → 988), maturity, the days missed across a restart paid once, Idempotency-Key
// (one key sent 50 times at once too), 200 orders at once on one balance and on a product's caps,
// 200 redemptions at once, the journal sound, and the back office's terms for new orders only.
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEarnProduct, EarnOrder, EarnOrderPage, EarnProduct } from '../../contract/earn';
import type { BalanceRow } from '../../contract/wallet';
import { type App, buildApp } from '../../server/app';
import { OffsetClock } from '../../server/core/clock';
import { loadConfig } from '../../server/core/config';
import {
  ApiClient,
  advanceClock,
  atOnce,
  DB_TARGETS,
  journalFaults,
  pricesRecorded,
  SOUND,
  serverNow,
  signIn,
  signUp,
  startInProcess,
  type User,
  until,
} from './harness';

const DAY = 86_400_000;

describe.each(DB_TARGETS)('lock mining on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let env: NodeJS.ProcessEnv;
  let stop: () => Promise<void>;
  let restarted: App | null = null;

  beforeAll(async () => {
    ({ app, api, env, stop } = await startInProcess(target));
    await pricesRecorded(api);
  }, 60_000);
  afterAll(async () => {
    await restarted?.http.close();
    await stop?.();
  });

  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    fields: Record<string, string> = {},
    user?: User,
    headers = {},
  ) => (await api.call<T>(method, path, fields, { ...user?.auth, ...headers })).body;
  const usdt = async (user: User) => {
    const rows = (await call<BalanceRow[]>('POST', 'wallet/list', {}, user)).message;
    const row = rows.find((b) => b.account === 2 && b.currency === 'USDT');
    return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
  };
  async function saver(amount = '10000') {
    const user = await signUp(api);
    expect((await call('POST', 'demo/faucet', { currency: 'USDT', amount }, user)).type).toBe('ok');
    return user;
  }
  const deposit = (user: User, amount: string, id = '1', headers = {}) =>
    call<EarnOrder>('POST', 'lh/deposit', { config_id: id, amount }, user, headers);
  const orders = async (user: User, status: '1' | '2') =>
    (await call<EarnOrderPage>('GET', 'lh/deposit/order', { status, limit: '50' }, user)).message.order_list;
  /** Moves the clock by `ms`, runs the accrual until it has caught up, and signs `user` in again. */
  async function days(ms: number, user: User) {
    await advanceClock(api, ms);
    await app.services.jobs.run('earn.accrue');
    await app.services.jobs.run('earn.accrue');
    return signIn(api, user);
  }

  it('shows the demo products of each kind, with their terms and where the yield comes from, to guests too', async () => {
    const all = (await call<EarnProduct[]>('GET', 'lh/deposit/config')).message;
    expect(new Set(all.map((p) => p.kind))).toEqual(new Set(['lock', 'defi', 'cloud']));
    expect(all[0]).toMatchObject({
      id: 1,
      kind: 'lock',
      currency_name: 'USDT',
      day: 5,
      interest_rate: '0.003',
      save_min: '100',
      penalty_rate: '0.004',
      dividend_minute: 0,
    });
    for (const p of all) expect(p.yield_source).toContain('earn fund');
    expect(
      (await call<EarnProduct[]>('GET', 'lh/deposit/config', { kind: 'defi' })).message.map((p) => p.currency_name),
    ).toEqual(['ETH']);
  });

  it("names the products in the reader's language, English where a language has none (issue 40)", async () => {
    const named = async (lang: string) =>
      (await call<EarnProduct[]>('GET', 'lh/deposit/config', { lang })).message.map((p) => p.name);
    expect((await named('en'))[0]).toBe('USDT lock mining · 5 days');
    expect((await named('zh'))[0]).toBe('USDT 锁仓挖矿 · 5 天');
    expect((await named('jp'))[4]).toBe('クラウドマイニング · 10日');
    expect((await named('fra'))[3]).toBe('Minage DeFi ETH · 7 jours');
    // A user's orders carry the name in their language too.
    const user = await saver('1000');
    const placed = (await call<EarnOrder>('POST', 'lh/deposit', { config_id: '1', amount: '100', lang: 'kor' }, user))
      .message;
    expect(placed.name).toBe('USDT 락업 채굴 · 5일');
    const listed = (await call<EarnOrderPage>('GET', 'lh/deposit/order', { status: '1', lang: 'vi' }, user)).message;
    expect(listed.order_list.find((o) => o.id === placed.id)?.name).toBe('Khai thác khóa USDT · 5 ngày');
  });

  it('refuses what the terms do not allow, changing nothing', async () => {
    const user = await saver('1000');
    const refusals: [string, string, string][] = [
      ['99.99', '1', 'least amount of one order is 100 USDT'],
      ['abc', '1', 'valid amount'],
      ['100.000000001', '1', 'valid amount'],
      ['100', '99', 'not offered'],
      ['1000.01', '1', 'Insufficient balance'],
      ['200001', '2', 'at most 200000 USDT'],
    ];
    for (const [amount, id, text] of refusals) {
      const r = await deposit(user, amount, id);
      expect(r, amount).toMatchObject({ type: 'error', message: expect.stringContaining(text) });
    }
    expect(await usdt(user)).toEqual({ available: '1000', frozen: '0' });
    expect(await orders(user, '1')).toEqual([]);
  });

  it("locks the amount, pays a day's interest at each dividend time once, and returns 988 of 1,000 redeemed with 3 days left", async () => {
    let user = await saver('1000');
    const placed = await deposit(user, '1000');
    expect(placed.type).toBe('ok');
    expect(placed.message).toMatchObject({
      amount: '1000',
      day: 5,
      day_rate: '0.003',
      estimated_interest: '15',
      status: 1,
      days_paid: 0,
    });
    expect(placed.message.cancel_fee).toBe('20');
    expect(placed.message.end_at - placed.message.start_at).toBe(5 * DAY);
    expect(await usdt(user)).toEqual({ available: '0', frozen: '1000' });

    // Two days and a period: the second dividend instant's 10-minute period has ended whatever the
    // time of day (run in the first 10 minutes after 00:00 UTC, two days alone paid one day).
    user = await days(2 * DAY + 11 * 60_000, user);
    const [running] = await orders(user, '1');
    expect(running).toMatchObject({ days_paid: 2, total_interest: '6', cancel_fee: '12' });
    expect(await usdt(user)).toEqual({ available: '6', frozen: '1000' });
    // Running the job again pays nothing more.
    await app.services.jobs.run('earn.accrue');
    expect(await usdt(user)).toEqual({ available: '6', frozen: '1000' });

    const redeemed = await call<EarnOrder>('POST', 'lh/deposit/order/cancel', { id: placed.message.id }, user);
    expect(redeemed.message).toMatchObject({
      status: 2,
      redeem_reason: 'early',
      cancel_fee: '12',
      total_interest: '6',
    });
    expect(await usdt(user)).toEqual({ available: '994', frozen: '0' });
    expect((await call('POST', 'lh/deposit/order/cancel', { id: placed.message.id }, user)).message).toContain(
      'already been redeemed',
    );
    // Redeemed orders earn nothing more.
    user = await days(DAY, user);
    expect(await usdt(user)).toEqual({ available: '994', frozen: '0' });
  });

  it('returns the amount at maturity with every day paid', async () => {
    let user = await saver('500');
    const placed = (await deposit(user, '500')).message;
    user = await days(5 * DAY + 11 * 60_000, user);
    const [done] = await orders(user, '2');
    expect(done).toMatchObject({
      id: placed.id,
      status: 2,
      redeem_reason: 'maturity',
      days_paid: 5,
      total_interest: '7.5',
      cancel_fee: '0',
    });
    expect(await usdt(user)).toEqual({ available: '507.5', frozen: '0' });
  });

  it('honours Idempotency-Key, and 200 orders at once on one balance lock exactly what it holds', async () => {
    const user = await saver('1000');
    const key = { 'Idempotency-Key': `earn-${Date.now()}` };
    const first = await deposit(user, '100', '1', key);
    const again = await deposit(user, '100', '1', key);
    expect(again.message.id).toBe(first.message.id);
    expect(await usdt(user)).toEqual({ available: '900', frozen: '100' });

    const many = await saver('1000');
    const results = await Promise.all(Array.from({ length: 200 }, () => deposit(many, '100')));
    expect(results.filter((r) => r.type === 'ok')).toHaveLength(10);
    expect(results.filter((r) => r.type !== 'ok').every((r) => String(r.message) === 'Insufficient balance')).toBe(
      true,
    );
    expect(await usdt(many)).toEqual({ available: '0', frozen: '1000' });
  });

  /** A product of the test's own, with small caps, disabled again by `done`. */
  async function smallProduct(caps: { user_cap: string; total_cap: string }) {
    const last = await app.db
      .selectFrom('earn_product')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const id = Number(last?.id ?? 0) + 1;
    await app.db
      .insertInto('earn_product')
      .values({
        id,
        kind: 'lock',
        currency: 'USDT',
        days: 5,
        daily_rate: '0.003',
        penalty_rate: '0.004',
        min_amount: '100',
        ...caps,
        dividend_minute: 0,
        name: `caps ${id}`,
        names: '{}',
        intro: '',
        yield_source: "Paid by Kestrel's earn fund",
        enabled: 1,
        locked: '0',
        updated_at: 0,
      })
      .execute();
    const locked = async () =>
      (await app.db.selectFrom('earn_product').select('locked').where('id', '=', id).executeTakeFirstOrThrow()).locked;
    const done = () => app.db.updateTable('earn_product').set({ enabled: 0 }).where('id', '=', id).execute();
    return { id: String(id), locked, done };
  }

  it('holds the total cap, the per-user cap and both balances under 200 orders at once, the ledger sound', async () => {
    const p = await smallProduct({ user_cap: '700', total_cap: '1000' });
    // One user's cap (7 orders) and the other's balance (4) allow 11; the product takes 10.
    const capped = await saver('1000');
    const poor = await saver('400');
    const replies = await atOnce(200, (i) => deposit(i % 2 ? poor : capped, '100', p.id));
    expect(replies.filter((r) => r.type === 'ok')).toHaveLength(10);
    const codes = new Set(replies.flatMap((r) => (r.type === 'ok' ? [] : [r.code])));
    for (const code of codes)
      expect(['ledger.insufficient_balance', 'earn.sold_out', 'earn.above_user_cap']).toContain(code);
    const mine = (user: User) => replies.filter((r, i) => r.type === 'ok' && (i % 2 ? poor : capped) === user).length;
    expect(mine(capped)).toBeLessThanOrEqual(7);
    expect(mine(poor)).toBeLessThanOrEqual(4);
    expect(await usdt(capped)).toEqual({
      available: String(1000 - 100 * mine(capped)),
      frozen: String(100 * mine(capped)),
    });
    expect(await usdt(poor)).toEqual({ available: String(400 - 100 * mine(poor)), frozen: String(100 * mine(poor)) });
    expect(await p.locked()).toBe('1000');
    expect(await journalFaults(app)).toEqual(SOUND);
    await p.done();
  }, 60_000);

  it('carries out an order whose Idempotency-Key is sent 50 times at once once, every answer alike', async () => {
    const user = await saver('1000');
    const key = { 'Idempotency-Key': `earn-burst-${target}-${Date.now()}` };
    const replies = await atOnce(50, () => deposit(user, '100', '1', key));
    expect(replies[0]?.type).toBe('ok');
    for (const r of replies) expect(r).toEqual(replies[0]);
    expect(await usdt(user)).toEqual({ available: '900', frozen: '100' });
    expect(await orders(user, '1')).toHaveLength(1);
  });

  it('redeems each order once of 200 redemptions at once, the balance and the product total exact', async () => {
    const p = await smallProduct({ user_cap: '100000', total_cap: '100000' });
    const user = await saver('1100');
    const placed: string[] = [];
    for (let i = 0; i < 11; i++) placed.push((await deposit(user, '100', p.id)).message.id);
    expect(await p.locked()).toBe('1100');
    const redeem = (id: string, headers = {}) =>
      call<EarnOrder>('POST', 'lh/deposit/order/cancel', { id }, user, headers);
    // Ten orders, twenty redemptions of each, all at once: 5 days left at 0.4 %, 98 of each 100 back.
    const replies = await atOnce(200, (i) => redeem(placed[i % 10] as string));
    expect(replies.filter((r) => r.type === 'ok')).toHaveLength(10);
    expect(
      replies.filter((r) => r.type !== 'ok').every((r) => String(r.message).includes('already been redeemed')),
    ).toBe(true);
    expect(await usdt(user)).toEqual({ available: '980', frozen: '100' });
    expect(await p.locked()).toBe('100');
    // The eleventh, under one key sent 50 times at once: one redemption, one answer.
    const key = { 'Idempotency-Key': `redeem-burst-${target}-${Date.now()}` };
    const keyed = await atOnce(50, () => redeem(placed[10] as string, key));
    expect(keyed[0]?.message).toMatchObject({ id: placed[10], status: 2, redeem_reason: 'early' });
    for (const r of keyed) expect(r).toEqual(keyed[0]);
    expect(await usdt(user)).toEqual({ available: '1078', frozen: '0' });
    expect(await p.locked()).toBe('0');
    expect(await journalFaults(app)).toEqual(SOUND);
    await p.done();
  }, 60_000);

  it('lets an administrator change terms for new orders only, audited', async () => {
    const email = `earn-admin-${target}-${Date.now()}@ops.example.com`;
    const created = await app.services.operators.create({
      email,
      name: 'admin',
      role: 'admin',
      password: 'operator-pass-12',
    });
    const totp_code = generateSync({
      secret: created.totp?.secret ?? '',
      epoch: Math.floor((await serverNow(api)) / 1000),
    });
    const login = await api.call<{ token: string }>('POST', 'admin/login', {
      email,
      password: 'operator-pass-12',
      totp_code,
    });
    const admin = { AUTHORIZATION: login.body.message.token };
    const user = await saver('1000');
    const before = (await deposit(user, '100')).message;
    const terms = {
      id: '1',
      kind: 'lock',
      currency: 'USDT',
      days: '5',
      daily_rate: '0.005',
      min_amount: '100',
      user_cap: '100000',
      total_cap: '10000000',
      penalty_rate: '0.004',
      dividend_minute: '0',
      name: 'USDT lock mining · 5 days',
      intro: 'Edited',
      yield_source: "Paid by Kestrel's earn fund",
      enabled: '1',
    };
    expect((await api.call('POST', 'admin/earn/product', { ...terms, daily_rate: '2' }, admin)).body.type).toBe(
      'error',
    );
    expect((await api.call('POST', 'admin/earn/product', { ...terms, dividend_minute: '5' }, admin)).body.type).toBe(
      'error',
    );
    const saved = (await api.call<AdminEarnProduct[]>('POST', 'admin/earn/product', terms, admin)).body.message;
    expect(saved.find((p) => p.id === 1)?.interest_rate).toBe('0.005');
    const after = (await deposit(user, '100')).message;
    expect(after.day_rate).toBe('0.005');
    expect((await orders(user, '1')).find((o) => o.id === before.id)?.day_rate).toBe('0.003');
    // The terms as they were (later tests pay the demo rate).
    const restored = { ...terms, daily_rate: '0.003', intro: saved[0]?.intro ?? '' };
    await api.call('POST', 'admin/earn/product', restored, admin);
    // Saved without names, the names in other languages stay; with them, they are the languages
    // given (of the app's, other than English, which is `name`), blank ones left out.
    expect(saved.find((p) => p.id === 1)?.names.zh).toBe('USDT 锁仓挖矿 · 5 天');
    const renamed = await api.call<AdminEarnProduct[]>(
      'POST',
      'admin/earn/product',
      { ...restored, names: JSON.stringify({ zh: ' 新手锁仓 ', fra: '', en: 'ignored', xx: 'ignored' }) },
      admin,
    );
    expect(renamed.body.message.find((p) => p.id === 1)?.names).toEqual({ zh: '新手锁仓' });
    const first = async (lang: string) =>
      (await call<EarnProduct[]>('GET', 'lh/deposit/config', { lang })).message[0]?.name;
    expect(await first('zh')).toBe('新手锁仓');
    expect(await first('fra')).toBe('USDT lock mining · 5 days');
    // Malformed names are refused, never a fault.
    for (const names of ['[1]', '{"zh": 5}', '{', JSON.stringify({ zh: 'x'.repeat(81) })]) {
      const res = await api.call('POST', 'admin/earn/product', { ...restored, names }, admin);
      expect(res.status).toBeLessThan(500);
      expect(res.body.type).toBe('error');
    }
    expect(await first('zh')).toBe('新手锁仓');
  });

  it('after a restart, pays the days it missed, once', async () => {
    const user = await saver('1000');
    const placed = (await deposit(user, '1000')).message;
    const at = await serverNow(api);
    await app.http.close();
    const clock = new OffsetClock();
    clock.advance(at + 3 * DAY - Date.now());
    app = await buildApp({ config: loadConfig({ ...env }), clock });
    restarted = app;
    api = new ApiClient(await app.http.listen({ port: 0, host: '127.0.0.1' }));
    const row = () => app.db.selectFrom('earn_order').selectAll().where('id', '=', placed.id).executeTakeFirstOrThrow();
    const paid = await until('the missed days', async () => ((await row()).days_paid === 3 ? await row() : null));
    expect(paid.interest_paid).toBe('9');
    await app.services.jobs.run('earn.accrue');
    expect((await row()).days_paid).toBe(3);
    const entries = await app.db
      .selectFrom('ledger_entry')
      .select('memo')
      .where('kind', '=', 'earn_interest')
      .execute();
    expect(entries.filter((e) => JSON.parse(e.memo).order === placed.id)).toHaveLength(3);
  }, 60_000);
});
