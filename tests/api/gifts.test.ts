// Crypto gifts on a real server and database (issue 39): what may be sent and the refusals that
// write nothing; the pay password asked, a wrong one refused and counted; an equal gift of 10 parts
// claimed by 100 users at once — exactly 10 claims, nothing overspent, the ledger sound; the sender
// cannot claim, nobody claims twice; a random gift's parts add up exactly; the unclaimed rest given
// back once by the expiry job, across a restart; one Idempotency-Key sent 50 times at once sends
// one gift; 200 sends at once on one balance never overspend; the back office's read-only list.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftUnit } from '../../contract/gift-rules';
import type {
  AdminGiftPage,
  GiftConfig,
  GiftPublic,
  GiftReceived,
  GiftReceivedPage,
  GiftSent,
} from '../../contract/gifts';
import { type App, buildApp } from '../../server/app';
import { OffsetClock } from '../../server/core/clock';
import { loadConfig } from '../../server/core/config';
import { giftMessages } from '../../server/gifts/messages';
import {
  ApiClient,
  advanceClock,
  atOnce,
  balanceOf,
  DB_TARGETS,
  fundedUser,
  journalFaults,
  SOUND,
  setPayPassword,
  signIn,
  signInOperator,
  signUp,
  startInProcess,
  type User,
} from './harness';

const HOUR = 3_600_000;

describe.each(DB_TARGETS)('crypto gifts on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let env: NodeJS.ProcessEnv;
  let stop: () => Promise<void>;
  let restarted: App | null = null;

  beforeAll(async () => {
    ({ app, api, env, stop } = await startInProcess(target));
  }, 60_000);
  afterAll(async () => {
    await restarted?.http.close();
    await stop?.();
  });

  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    fields: Record<string, string>,
    user?: User,
    headers = {},
  ) => (await api.call<T>(method, path, fields, { ...user?.auth, ...headers })).body;
  const balance = (user: User, currency: string) => balanceOf(api, user, currency);
  /** A user with funds and a pay password. */
  async function sender(funds: Record<string, string>) {
    const user = await fundedUser(api, funds);
    return { user, pay: await setPayPassword(api, user) };
  }
  const send = (s: { user: User; pay: string }, fields: Record<string, string>, headers = {}) =>
    call<GiftSent>(
      'POST',
      'gift/send',
      { currency: 'USDT', mode: 'equal', message: 'Happy new year', pay_password: s.pay, ...fields },
      s.user,
      headers,
    );
  const claim = (user: User, code: string, headers = {}) =>
    call<GiftReceived>('POST', 'gift/claim', { code }, user, headers);
  const wrongTries = async (user: User) => {
    const info = await call<{ id: string }>('GET', 'user/info', {}, user);
    const row = await app.db
      .selectFrom('try_limit')
      .select('failures')
      .where('key', '=', `pay-password:${info.message.id}`)
      .executeTakeFirst();
    return Number(row?.failures ?? 0);
  };

  it('tells guests what may be sent, with the demo gift to try', async () => {
    const config = (await call<GiftConfig>('GET', 'gift/config', {})).message;
    expect(config.coins).toEqual([
      { currency: 'USDT', unit: '0.01' },
      { currency: 'BTC', unit: '0.00000001' },
      { currency: 'ETH', unit: '0.00000001' },
    ]);
    expect(config).toMatchObject({ max_parts: 100, hours: 24 });
    expect(config.demo_code).toMatch(/^[0-9A-Z]{12}$/);
    const user = await signUp(api);
    const got = (await claim(user, config.demo_code as string)).message;
    expect(got.gift).toMatchObject({ demo: true, sender_name: 'Kestrel', currency: 'USDT' });
    expect(new Decimal(got.claim.amount).gte('0.01')).toBe(true);
    expect((await balance(user, 'USDT')).available).toBe(got.claim.amount);
  });

  it('refuses what cannot be sent, in the reader’s words, and writes nothing', async () => {
    const s = await sender({ USDT: '100' });
    const refusals: [Record<string, string>, string][] = [
      [{ currency: 'DOGE', amount: '10', parts: '2' }, 'gift.currency'],
      [{ amount: '10.001', parts: '2' }, 'gift.amount'],
      [{ amount: '0', parts: '2' }, 'gift.amount'],
      [{ amount: '1e3', parts: '2' }, giftMessages.badAmount.id],
      [{ amount: '10', parts: '0' }, giftMessages.badParts.id],
      [{ amount: '10', parts: '101' }, giftMessages.badParts.id],
      [{ amount: '0.05', parts: '6' }, 'gift.too_small'],
      [{ amount: '10', parts: '2', message: 'x'.repeat(61) }, 'gift.message_long'],
      [{ amount: '10', parts: '2', mode: 'lucky' }, giftMessages.badMode.id],
      [{ amount: '1000', parts: '2' }, 'ledger.insufficient_balance'],
    ];
    for (const [fields, code] of refusals) {
      const reply = await send(s, fields);
      expect([reply.type, reply.code], JSON.stringify(fields)).toEqual(['error', code]);
    }
    expect(String((await send(s, { amount: '0.05', parts: '6' })).message)).toContain('0.06 USDT');
    expect(await balance(s.user, 'USDT')).toEqual({ available: '100', frozen: '0' });
    expect((await call<{ total: number }>('GET', 'gift/sent', {}, s.user)).message.total).toBe(0);
  });

  it('asks for the pay password: a wrong one is refused and counted, none set is told so', async () => {
    const s = await sender({ USDT: '10' });
    const none = await send(s, { amount: '1', parts: '1', pay_password: '' });
    expect(none.code).toBe('wallet.pay_password_needed');
    expect(await wrongTries(s.user)).toBe(0);
    const wrong = await send(s, { amount: '1', parts: '1', pay_password: '000000' });
    expect(wrong.code).toBe('wallet.pay_password_wrong');
    expect(await wrongTries(s.user)).toBe(1);
    expect(await balance(s.user, 'USDT')).toEqual({ available: '10', frozen: '0' });
    // Four more wrong ones lock payments for the quarter of an hour, a right one too.
    for (let i = 0; i < 4; i++) await send(s, { amount: '1', parts: '1', pay_password: '000000' });
    expect((await send(s, { amount: '1', parts: '1' })).code).toBe('wallet.pay_password_locked');
    const unset = await fundedUser(api, { USDT: '10' });
    const reply = await call('POST', 'gift/send', { currency: 'USDT', amount: '1', parts: '1', mode: 'equal' }, unset);
    expect(reply.code).toBe('wallet.pay_password_not_set');
  });

  it('lets 100 users claim a 10-part gift at once: exactly 10 claims, equal parts, nothing overspent', async () => {
    const s = await sender({ USDT: '100' });
    const gift = (await send(s, { amount: '10.05', parts: '10' })).message;
    expect(gift).toMatchObject({ amount: '10.05', parts: 10, state: 'open', claimed_count: 0, claims: [] });
    expect(gift.code).toMatch(/^[0-9A-Z]{12}$/);
    expect(gift.link_path).toBe(`/pages/gift/claim?code=${gift.code}`);
    expect(await balance(s.user, 'USDT')).toEqual({ available: '89.95', frozen: '10.05' });
    expect((await claim(s.user, gift.code)).code).toBe(giftMessages.own.id);

    const claimers = await atOnce(100, () => signUp(api));
    const replies = await atOnce(100, (i) => claim(claimers[i] as User, gift.code));
    const won = replies.filter((r) => r.type === 'ok');
    expect(won).toHaveLength(10);
    expect(replies.filter((r) => r.type !== 'ok').every((r) => r.code === giftMessages.empty.id)).toBe(true);
    // 10.05 in 10 equal parts: 1.00 each, the 5 cents left go one each to the first five claims.
    const amounts = won.map((r) => r.message.claim).sort((a, b) => a.part - b.part);
    expect(amounts.map((c) => c.amount)).toEqual(['1.01', '1.01', '1.01', '1.01', '1.01', '1', '1', '1', '1', '1']);
    expect(await balance(s.user, 'USDT')).toEqual({ available: '89.95', frozen: '0' });
    const winners = claimers.filter((_, i) => replies[i]?.type === 'ok');
    const got = await Promise.all(winners.map(async (u) => (await balance(u, 'USDT')).available));
    expect(got.reduce((sum, a) => sum.plus(a), new Decimal(0)).toFixed()).toBe('10.05');
    expect(await journalFaults(app)).toEqual(SOUND);

    // Nobody claims twice, and the sender sees every claim.
    expect((await claim(winners[0] as User, gift.code)).code).toBe(giftMessages.claimed.id);
    const detail = (await call<GiftSent>('GET', 'gift/detail', { id: gift.id }, s.user)).message;
    expect(detail).toMatchObject({ state: 'done', claimed_count: 10, claimed_amount: '10.05' });
    expect(detail.claims.map((c) => c.part)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const mine = (await call<GiftReceivedPage>('GET', 'gift/received', {}, winners[0])).message.list;
    expect(mine.map((r) => r.gift.id)).toEqual([gift.id]);
    const info = (await call<GiftPublic>('GET', 'gift/info', { code: gift.code.toLowerCase() }, winners[1])).message;
    expect(info).toMatchObject({ state: 'done', sent_by_me: false });
    expect(info.mine).not.toBeNull();
    expect(JSON.stringify(info)).not.toContain(gift.code);
  }, 120_000);

  it('splits a random gift into parts of at least one unit that add up exactly', async () => {
    const s = await sender({ USDT: '10' });
    const gift = (await send(s, { amount: '1', parts: '7', mode: 'random' })).message;
    const claimers = await atOnce(7, () => signUp(api));
    const replies = await Promise.all(claimers.map((u) => claim(u, gift.code)));
    const parts = replies.map((r) => r.message.claim.amount);
    expect(parts.reduce((sum, a) => sum.plus(a), new Decimal(0)).toFixed()).toBe('1');
    expect(parts.every((a) => new Decimal(a).gte(giftUnit('USDT')))).toBe(true);
    expect((await claim(await signUp(api), gift.code)).code).toBe(giftMessages.empty.id);
  });

  it('counts wrong codes against the user, and refuses them', async () => {
    const user = await signUp(api);
    for (let i = 0; i < 10; i++) expect((await claim(user, 'ZZZZZZZZZZZZ')).code).toBe(giftMessages.unknown.id);
    expect((await claim(user, 'ZZZZZZZZZZZZ')).code).toBe(giftMessages.tooManyCodes.id);
  });

  it('gives the unclaimed rest back once after 24 hours, across a restart', async () => {
    let s = await sender({ USDT: '10' });
    const gift = (await send(s, { amount: '10', parts: '5' })).message;
    const claimers = await atOnce(2, () => signUp(api));
    for (const u of claimers) expect((await claim(u, gift.code)).type).toBe('ok');
    expect(await balance(s.user, 'USDT')).toEqual({ available: '0', frozen: '6' });

    await advanceClock(api, 23 * HOUR);
    await app.services.jobs.run('gifts.expire');
    s = { ...s, user: await signIn(api, s.user) };
    expect(await balance(s.user, 'USDT')).toEqual({ available: '0', frozen: '6' });
    await advanceClock(api, HOUR);
    const late = await signUp(api);
    expect((await claim(late, gift.code)).code).toBe(giftMessages.expired.id);
    await app.services.jobs.run('gifts.expire');
    await app.services.jobs.run('gifts.expire');
    expect(await balance(s.user, 'USDT')).toEqual({ available: '6', frozen: '0' });
    const detail = (await call<GiftSent>('GET', 'gift/detail', { id: gift.id }, s.user)).message;
    expect(detail).toMatchObject({ state: 'expired', refunded: '6', claimed_amount: '4' });

    // A restarted server (the clock where it was) finds nothing left to give back.
    const now = await advanceClock(api, 0);
    await app.http.close();
    const clock = new OffsetClock();
    clock.advance(now - Date.now());
    app = await buildApp({ config: loadConfig({ ...env }), clock });
    restarted = app;
    api = new ApiClient(await app.http.listen({ port: 0, host: '127.0.0.1' }));
    await app.services.jobs.run('gifts.expire');
    s = { ...s, user: await signIn(api, s.user) };
    expect(await balance(s.user, 'USDT')).toEqual({ available: '6', frozen: '0' });
    const refunds = await app.db
      .selectFrom('ledger_entry')
      .select('memo')
      .where('kind', '=', 'gift_refund')
      .where('memo', 'like', `%${gift.id}%`)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(await journalFaults(app)).toEqual(SOUND);
  }, 60_000);

  it('sends one gift for one Idempotency-Key sent 50 times at once', async () => {
    const s = await sender({ USDT: '100' });
    const key = { 'Idempotency-Key': `gift-${target}-${Date.now()}` };
    const replies = await atOnce(50, () => send(s, { amount: '5', parts: '2' }, key));
    expect(replies.every((r) => r.type === 'ok')).toBe(true);
    expect(new Set(replies.map((r) => r.message.id)).size).toBe(1);
    expect(await balance(s.user, 'USDT')).toEqual({ available: '95', frozen: '5' });
    expect((await call<{ total: number }>('GET', 'gift/sent', {}, s.user)).message.total).toBe(1);
    const other = await send(s, { amount: '6', parts: '2' }, key);
    expect(other.code).toBe('ledger.idempotency_conflict');
  }, 60_000);

  it('never overspends one balance with 200 sends at once', async () => {
    const s = await sender({ USDT: '100' });
    const replies = await atOnce(200, () => send(s, { amount: '1', parts: '1' }));
    const codes = replies.map((r) => (r.type === 'ok' ? 'ok' : String(r.code)));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(100);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'ledger.insufficient_balance')).toBe(true);
    expect(await balance(s.user, 'USDT')).toEqual({ available: '0', frozen: '100' });
    expect(await journalFaults(app)).toEqual(SOUND);
  }, 120_000);

  it('lists every gift to the back office, read only, without claimable codes', async () => {
    const admin = await signInOperator(app, api, 'admin');
    const page = (await api.call<AdminGiftPage>('GET', 'admin/gift/list', { state: 'all' }, admin)).body.message;
    expect(page.total).toBeGreaterThan(0);
    const first = page.list[0];
    expect(first?.code_hint).toMatch(/^[0-9A-Z]{3}…$/);
    expect(JSON.stringify(page)).not.toMatch(/"code":/);
    const reviewer = await signInOperator(app, api, 'reviewer');
    expect((await api.call('GET', 'admin/gift/list', {}, reviewer)).body.type).toBe('error');
  });
});
