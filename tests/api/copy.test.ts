// Copy trading on a real server and database (issue 36): applying and approval, following with
// its refusals, copies opened on the trader's recorded tick with the follow's lots, skipped without
// margin and told, closed on the trader's closing tick, a copy taken over (self-hold) left alone,
// 200 followers at once each paying only their own margin, statistics from closed positions, and
// the daily profit share above the high-water mark paid once.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CopiesReply, Copy, Follow, MyFollowing, TraderApplication, TraderDetail } from '../../contract/copy';
import type { LeverPosition } from '../../contract/lever';
import { feeOf, marginOf, notionalOf } from '../../contract/lever-rules';
import type { App } from '../../server/app';
import { instrumentBySymbol } from '../../server/market/instruments';
import {
  type ApiClient,
  advanceClock,
  atOnce,
  balanceOf,
  DB_TARGETS,
  journalFaults,
  pricesRecorded,
  recordTick,
  SOUND,
  setPayPassword,
  signIn,
  signInOperator,
  signUp,
  startInProcess,
  type User,
  until,
  verifyLevel1,
} from './harness';

const BTC = instrumentBySymbol('BTC/USDT')?.id as number;
const PAIR = { currency_id: '4', legal_id: '1' };
const DAY = 86_400_000;

describe.each(DB_TARGETS)('copy trading on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;
  let operator: Record<string, string>;

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target, undefined, { DEMO_TRADERS: '1' }));
    await pricesRecorded(api);
    operator = await signInOperator(app, api, 'reviewer');
  }, 60_000);
  afterAll(async () => stop?.());

  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    fields: Record<string, string> = {},
    user?: User,
    headers = {},
  ) => (await api.call<T>(method, path, fields, { ...user?.auth, ...headers })).body;
  const lever = (user: User) => balanceOf(api, user, 'USDT', 3);

  type Member = User & { id: string };
  const withId = async (user: User): Promise<Member> => ({
    ...user,
    id: (await api.call<{ id: string }>('GET', 'user/info', {}, user.auth)).body.message.id,
  });

  /** A user with `usdt` in the contract account. */
  async function funded(usdt: string): Promise<Member> {
    const user = await withId(await signUp(api));
    const faucet = await call('POST', 'demo/faucet', { currency: 'USDT', amount: usdt }, user);
    expect(faucet.type, JSON.stringify(faucet)).toBe('ok');
    const moved = await call(
      'POST',
      'wallet/change',
      { currency_id: 'USDT', number: usdt, from_field: '2', to_field: '3' },
      user,
    );
    expect(moved.type, JSON.stringify(moved)).toBe('ok');
    return user;
  }

  /** A verified user who applied and was approved by an operator. */
  async function approvedTrader(share = '0') {
    const user = await funded('10000');
    await verifyLevel1(app, api, user);
    const applied = await call<TraderApplication>(
      'POST',
      'follow/apply',
      { nickname: `T${user.email?.slice(5, 12)}`, profit_share: share, agree: '1' },
      user,
    );
    expect(applied.message.state).toBe('pending');
    const decided = await call<TraderApplication>(
      'POST',
      'admin/follow/decide',
      { user_id: user.id, approve: '1' },
      undefined,
      operator,
    );
    expect(decided.message.state).toBe('approved');
    return user;
  }

  const follow = (user: User, trader: Member, fields: Record<string, string> = {}, headers = {}) =>
    call<Follow>(
      'POST',
      'follow/follow',
      { trader_user_id: trader.id, number: '1', type: '1', agree: '1', ...fields },
      user,
      headers,
    );
  const feed = (price: string) => recordTick(app, api, BTC, price, 'copy.mirror');
  const open = async (trader: User, share = '10', type = '1') => {
    const r = await call<LeverPosition>(
      'POST',
      'lever/submit',
      { ...PAIR, share, multiple: '10', type, status: '1', target_price: '0' },
      trader,
    );
    expect(r.type).toBe('ok');
    await app.services.jobs.run('copy.mirror');
    return r.message;
  };
  const closeAt = async (trader: User, id: string, price: string) => {
    await feed(price);
    const r = await call<LeverPosition>('POST', 'lever/close', { id }, trader);
    expect(r.type).toBe('ok');
    await app.services.jobs.run('copy.mirror');
    return r.message;
  };
  const copies = async (user: User, status: 'current' | 'history') =>
    (await call<CopiesReply>('GET', 'follow/copies', { status }, user)).message.data;

  it('approves a verified applicant; refuses the unverified, traders who follow and followers who apply', async () => {
    const unverified = await withId(await signUp(api));
    const refused = await call(
      'POST',
      'follow/apply',
      { nickname: 'Nobody', profit_share: '0.1', agree: '1' },
      unverified,
    );
    expect(refused.code).toBe('copy.not_verified');
    expect(
      (await call('POST', 'follow/apply', { nickname: 'Greedy', profit_share: '0.5', agree: '1' }, unverified)).code,
    ).toBe('copy.share');

    const trader = await approvedTrader();
    const other = await approvedTrader();
    expect((await follow(trader, other)).code).toBe('copy.trader_cannot_follow');
    const list = await call<{ data: { id: string }[] }>('GET', 'follow/index', { limit: '50' });
    expect(list.message.data.some((t) => t.id === trader.id)).toBe(true);

    const follower = await funded('100');
    expect((await follow(follower, trader)).type).toBe('ok');
    await verifyLevel1(app, api, follower);
    expect(
      (await call('POST', 'follow/apply', { nickname: 'Follower', profit_share: '0', agree: '1' }, follower)).code,
    ).toBe('copy.following_others');
    // Bad numbers are refused and change nothing (spec §9: 2 decimals, multiples from 1, whole lots).
    expect((await follow(follower, trader, { number: '0.5' })).code).toBe('copy.multiple_low');
    expect((await follow(follower, trader, { type: '2', number: '1.5' })).code).toBe('copy.lots_whole');
    expect((await follow(follower, trader, { stop_loss: '-5' })).type).toBe('error');
    const edited = await follow(follower, trader, { number: '1.256' });
    expect(edited.message).toMatchObject({ number: '1.26', state: 'active' });
  });

  it('opens copies on the trader’s tick with the follow’s lots, skips one without margin and tells it, closes them on the trader’s close', async () => {
    const trader = await approvedTrader();
    const byMultiple = await funded('1000');
    const byLots = await funded('1000');
    const poor = await funded('1');
    expect((await follow(byMultiple, trader, { number: '1.5' })).type).toBe('ok');
    expect((await follow(byLots, trader, { type: '2', number: '3' })).type).toBe('ok');
    expect((await follow(poor, trader)).type).toBe('ok');
    const before = await lever(byMultiple);

    const tick = await feed('60000');
    const position = await open(trader, '5');
    expect(position.open_tick?.id).toBe(tick.id);
    const [a] = await copies(byMultiple, 'current');
    const [b] = await copies(byLots, 'current');
    // 5 lots × 1.5 = 7.5 → 7 whole lots; fixed lots 3; both at the trader's tick and price.
    expect(a).toMatchObject({ share: 7, price: '60000', trader_position_id: position.id, self_held: false });
    expect(a?.open_tick.id).toBe(tick.id);
    expect(b).toMatchObject({ share: 3, price: '60000' });
    const margin = marginOf(7, '0.001', '60000', 10);
    const fee = feeOf(notionalOf(7, '0.001', '60000'), '0.0005');
    const after = await lever(byMultiple);
    expect(new Decimal(before.available).minus(after.available).toFixed()).toBe(
      new Decimal(margin).plus(fee).toFixed(),
    );
    expect(after.frozen).toBe(margin);
    // The follower's contract list shows the copy as copied (order_type 2).
    const mine = await call<{ data: LeverPosition[] }>('POST', 'lever/my_trade', { status: '1' }, byMultiple);
    expect(mine.message.data[0]?.order_type).toBe(2);

    const my = (await call<MyFollowing>('GET', 'follow/my', {}, poor)).message;
    expect(my.skipped[0]).toMatchObject({ reason: 'margin', trader_position_id: position.id });
    const notes = await call<{ data: { kind: string }[] }>('GET', 'user/notifications', { limit: '20' }, poor);
    expect(notes.message.data.some((n) => n.kind === 'copy_skipped')).toBe(true);
    // A second look copies and skips nothing twice.
    await app.services.jobs.run('copy.mirror');
    expect(await copies(byMultiple, 'current')).toHaveLength(1);

    const closed = await closeAt(trader, position.id, '61000');
    const [done] = await copies(byMultiple, 'history');
    expect(done).toMatchObject({ state: 'closed', close_reason: 'copy' });
    expect(done?.close_tick?.id).toBe(closed.close_tick?.id);
    expect(await copies(byLots, 'current')).toHaveLength(0);
    expect(await journalFaults(app)).toEqual(SOUND);
  });

  it('leaves a copy taken over (self-hold) open when the trader closes; the follower closes it', async () => {
    const trader = await approvedTrader();
    const follower = await funded('1000');
    await follow(follower, trader);
    await feed('60000');
    const position = await open(trader, '2');
    const [copy] = await copies(follower, 'current');
    const held = await call<Copy>('POST', 'follow/selfHolding', { transaction_id: copy?.id ?? '' }, follower);
    expect(held.message.self_held).toBe(true);
    expect((await call('POST', 'follow/selfHolding', { transaction_id: copy?.id ?? '' }, follower)).code).toBe(
      'copy.self_held',
    );
    await closeAt(trader, position.id, '60500');
    expect((await copies(follower, 'current'))[0]?.id).toBe(copy?.id);
    expect((await call('POST', 'lever/close', { id: copy?.id ?? '' }, follower)).type).toBe('ok');
    expect(await copies(follower, 'current')).toHaveLength(0);
    // Cancelling: what stays open is the follower's.
    expect((await call<Follow>('POST', 'follow/cancel', { follow_user_id: trader.id }, follower)).message.state).toBe(
      'cancelled',
    );
  });

  it('200 followers following at once each pay only their own margin when the trader opens', async () => {
    const trader = await approvedTrader();
    const followers = await atOnce(200, () => funded('50'));
    const answers = await atOnce(200, (i) => follow(followers[i] as Member, trader));
    expect(answers.every((a) => a.type === 'ok')).toBe(true);
    await feed('60000');
    await open(trader, '3');
    const cost = new Decimal(marginOf(3, '0.001', '60000', 10)).plus(feeOf(notionalOf(3, '0.001', '60000'), '0.0005'));
    const left = await Promise.all(followers.map((f) => lever(f)));
    for (const b of left) expect(b.available).toBe(new Decimal(50).minus(cost).toFixed());
    expect(await journalFaults(app)).toEqual(SOUND);
  }, 120_000);

  it('computes statistics from closed positions only', async () => {
    const trader = await approvedTrader();
    await feed('60000');
    const win = await open(trader, '10');
    await closeAt(trader, win.id, '61000');
    await feed('61000');
    const loss = await open(trader, '10');
    await closeAt(trader, loss.id, '60500');
    await app.services.traderStats.computeAll(await advanceClock(api, 0));
    const detail = (await call<TraderDetail>('GET', 'follow/traderDetail', { trader_user_id: trader.id })).message;
    const all = detail.trader.stats.find((s) => s.window === 0);
    // 10 lots of 0.001 BTC: +10 and −5 USDT before fees.
    expect(all).toMatchObject({ closed_count: 2, profit_count: 1, correct_rate: '0.5' });
    expect(detail.data).toMatchObject({ total_count: 2, profitCount: 1 });
    expect(detail.trader.stats_time).not.toBeNull();
  });

  it('asks the pay password to follow a trader who takes a share, and shares a profit once above the mark', async () => {
    const trader = await approvedTrader('0.1');
    const follower = await funded('1000');
    expect((await follow(follower, trader)).code).toBe('wallet.pay_password_not_set');
    const password = await setPayPassword(api, follower);
    expect((await follow(follower, trader, { pay_password: '000000' })).code).toBe('wallet.pay_password_wrong');
    expect((await follow(follower, trader, { pay_password: password })).type).toBe('ok');
    await feed('60000');
    const position = await open(trader, '10');
    await closeAt(trader, position.id, '62000');
    const [copy] = await copies(follower, 'history');
    const net = new Decimal(copy?.profits ?? '0');
    expect(net.gt(0)).toBe(true);
    const traderBefore = await lever(trader);
    await advanceClock(api, DAY);
    await app.services.jobs.run('copy.shares');
    await app.services.jobs.run('copy.shares');
    // A day later the sessions have ended: both sign in again.
    const [me, them] = await Promise.all([signIn(api, follower), signIn(api, trader)]);
    const my = (await call<MyFollowing>('GET', 'follow/my', {}, me)).message;
    expect(my.shares).toHaveLength(1);
    const share = net.times('0.1').toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed();
    expect(my.shares[0]).toMatchObject({ net_profit: net.toFixed(), high_water_mark: '0', rate: '0.1', amount: share });
    expect(my.data[0]).toMatchObject({ high_water_mark: net.toFixed(), shares_paid: share });
    const traderAfter = await lever(them);
    expect(new Decimal(traderAfter.available).minus(traderBefore.available).toFixed()).toBe(share);
    expect(await journalFaults(app)).toEqual(SOUND);
    // The settlement auditor recomputes every copy and share of this run and finds them as stored.
    const report = await app.services.settlementAudit();
    expect(report.differences).toEqual([]);
    expect(report.counts.copy).toBeGreaterThan(200);
    expect(report.counts['copy profit share']).toBe(1);
  });

  it('shows the demo traders, labelled, to guests', async () => {
    await until('the demo traders', async () => {
      const list = (await call<{ data: { demo: boolean }[] }>('GET', 'follow/index', { limit: '50' })).message.data;
      return list.filter((t) => t.demo).length >= 3 ? true : null;
    });
  });
});
