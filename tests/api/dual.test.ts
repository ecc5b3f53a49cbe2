// Dual investment on a real server and database (issue 16): each day's products listed from the
// demo plans on the coin's recorded price, to guests too; refusals that change nothing ("quantity
// must be an integer", limits); the amount frozen; settlement on the first recorded tick at or after
// the settlement instant, both directions of both types, the tick kept on every order and paid
// once; Idempotency-Key (one key sent 50 times at once too) and 200 purchases at once on one
// balance and on a product's shares and limit, the journal sound; plans edited for new listings only.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DualIndex, DualOrder, DualOrderPage, DualPlan, DualProduct } from '../../contract/dual';
import { payoutsOf } from '../../contract/dual-rules';
import type { BalanceRow } from '../../contract/wallet';
import type { App } from '../../server/app';
import { instrumentBySymbol } from '../../server/market/instruments';
import {
  type ApiClient,
  advanceClock,
  atOnce,
  DB_TARGETS,
  journalFaults,
  pricesRecorded,
  SOUND,
  signIn,
  signInOperator,
  signUp,
  startInProcess,
  type User,
  until,
} from './harness';

const DAY = 86_400_000;

describe.each(DB_TARGETS)('dual investment on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target));
    await pricesRecorded(api);
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
  async function investor(funds: Record<string, string> = { USDT: '10000' }) {
    const user = await signUp(api);
    for (const [currency, amount] of Object.entries(funds))
      expect((await call('POST', 'demo/faucet', { currency, amount }, user)).type).toBe('ok');
    return user;
  }
  /** The products on sale for a coin (1 BTC, 2 ETH) and type, once today's are listed. */
  const onSale = (coin: '1' | '2', type: 'call' | 'put') =>
    until(`${coin} ${type} products`, async () => {
      await app.services.jobs.run('dual.list');
      const list = (await call<DualIndex>('GET', 'dual/index', { currency_id: coin, type })).message.dual_currencys;
      return list.length > 0 ? list : null;
    });
  const buy = (user: User, id: number, num: string, headers = {}) =>
    call<DualOrder>('POST', 'dual/buyDual', { id: String(id), num }, user, headers);
  const orders = async (user: User, state: 'open' | 'completed') =>
    (await call<DualOrderPage>('POST', 'dual/dual_list', { state, limit: '50' }, user)).message.list;
  /** Records a tick of `symbol` at `time` (ahead of the simulated walk, which records whole seconds). */
  async function tick(symbol: string, time: number, price: string) {
    const instrumentId = instrumentBySymbol(symbol)?.id ?? 0;
    const id = time * 1000 + instrumentId;
    await app.db
      .insertInto('market_tick')
      .values({ id, instrument_id: instrumentId, price, volume: '0', time })
      .execute();
    return id;
  }

  it('lists each plan once a day on the recorded price, a put below it and a call above, to guests too', async () => {
    const puts = await onSale('1', 'put');
    expect(puts.map((p) => p.days).sort()).toEqual([3, 7]);
    for (const p of puts) {
      expect(p).toMatchObject({ coin: 'BTC', type: 'put', invest_currency: 'USDT', share_size: '100', status: 1 });
      expect(new Decimal(p.exercise_price).lt(p.listed_price)).toBe(true);
      expect(new Decimal(p.exercise_price).mod(500).isZero()).toBe(true);
    }
    // The wire's defaults: BTC, call.
    const calls = (await call<DualIndex>('GET', 'dual/index')).message;
    expect(calls.dual_currencys.every((p) => p.type === 'call' && p.coin === 'BTC')).toBe(true);
    expect(
      new Decimal(calls.dual_currencys[0]?.exercise_price ?? 0).gt(calls.dual_currencys[0]?.listed_price ?? 0),
    ).toBe(true);
    expect(calls.last_price.BTC).toMatch(/^\d/);
    await app.services.jobs.run('dual.list');
    const listed = await app.db.selectFrom('dual_product').select('plan_id').execute();
    expect(listed.length).toBe(new Set(listed.map((r) => r.plan_id)).size);
  });

  it('refuses what a product does not take, with its message, and changes nothing', async () => {
    const user = await investor({ USDT: '1000' });
    const [put] = await onSale('1', 'put');
    const id = put?.id ?? 0;
    const refusals: [number, string, string][] = [
      [id, '1.5', 'Quantity must be an integer'],
      [id, '0', 'Quantity must be an integer'],
      [id, 'two', 'Quantity must be an integer'],
      [id, '501', 'You can hold at most 500 shares of this product (500 more)'],
      [id, '11', 'Insufficient balance'],
      [99_999, '1', 'This product is not offered'],
    ];
    for (const [product, num, message] of refusals) {
      const res = await buy(user, product, num);
      expect(res.type).toBe('error');
      expect(String(res.message)).toBe(message);
    }
    expect(await balance(user, 'USDT')).toEqual({ available: '1000', frozen: '0' });
    expect(await orders(user, 'open')).toEqual([]);
  });

  it('settles on the first recorded tick at or after maturity: both types, both outcomes, once', async () => {
    let user = await investor({ USDT: '1000', BTC: '0.01', ETH: '1' });
    const pick = async (coin: '1' | '2', type: 'call' | 'put') =>
      (await onSale(coin, type)).find((p) => p.days === 7) as DualProduct;
    const [btcPut, btcCall, ethPut, ethCall] = [
      await pick('1', 'put'),
      await pick('1', 'call'),
      await pick('2', 'put'),
      await pick('2', 'call'),
    ];
    const bought = [
      (await buy(user, btcPut.id, '2')).message,
      (await buy(user, btcCall.id, '3')).message,
      (await buy(user, ethPut.id, '1')).message,
      (await buy(user, ethCall.id, '2')).message,
    ];
    expect(bought.map((o) => [o.amount, o.invest_currency, o.state])).toEqual([
      ['200', 'USDT', 'purchased'],
      ['0.003', 'BTC', 'purchased'],
      ['100', 'USDT', 'purchased'],
      ['0.1', 'ETH', 'purchased'],
    ]);
    expect(await balance(user, 'USDT')).toEqual({ available: '700', frozen: '300' });
    expect(await balance(user, 'BTC')).toEqual({ available: '0.007', frozen: '0.003' });

    // BTC ends below the put's linked price (both BTC products pay BTC); ETH exactly at the call's
    // (the call pays USDT, the put — above its linked price — too).
    const settleAt = btcPut.settle_at;
    expect([btcCall.settle_at, ethPut.settle_at, ethCall.settle_at]).toEqual([settleAt, settleAt, settleAt]);
    const btcPrice = new Decimal(btcPut.exercise_price).minus(1).toFixed();
    const btcTick = await tick('BTC/USDT', settleAt, btcPrice);
    const ethTick = await tick('ETH/USDT', settleAt, ethCall.exercise_price);
    const now = (await advanceClock(api, 0)) as number;
    await advanceClock(api, settleAt - now + 60_000);
    user = await signIn(api, user);
    await app.services.jobs.run('dual.settle');
    await app.services.jobs.run('dual.settle');

    const done = await orders(user, 'completed');
    expect(done).toHaveLength(4);
    const byProduct = new Map(done.map((o) => [o.product_id, o]));
    const expectPaid = (p: DualProduct, amount: string, inCoin: boolean, tickId: number, price: string) => {
      const o = byProduct.get(p.id);
      const payouts = payoutsOf(p.type, amount, p.exercise_price, p.rate, p.days);
      expect(o).toMatchObject({
        state: 'completed',
        settle_tick_id: tickId,
        settle_price: price,
        settle_time: settleAt,
        payout_currency: inCoin ? p.coin : 'USDT',
        payout: inCoin ? payouts.coin : payouts.usdt,
      });
      return o?.payout ?? '0';
    };
    const btcFromPut = expectPaid(btcPut, '200', true, btcTick, btcPrice);
    const btcFromCall = expectPaid(btcCall, '0.003', true, btcTick, btcPrice);
    const usdtFromEthPut = expectPaid(ethPut, '100', false, ethTick, ethCall.exercise_price);
    const usdtFromEthCall = expectPaid(ethCall, '0.1', false, ethTick, ethCall.exercise_price);
    expect(await balance(user, 'BTC')).toEqual({
      available: new Decimal('0.007').plus(btcFromPut).plus(btcFromCall).toFixed(),
      frozen: '0',
    });
    expect(await balance(user, 'USDT')).toEqual({
      available: new Decimal(700).plus(usdtFromEthPut).plus(usdtFromEthCall).toFixed(),
      frozen: '0',
    });
    expect(await balance(user, 'ETH')).toEqual({ available: '0.9', frozen: '0' });
    const entries = await app.db.selectFrom('ledger_entry').select('memo').where('kind', '=', 'dual_settle').execute();
    const mine = new Set(bought.map((o) => o.id));
    expect(entries.filter((e) => mine.has(JSON.parse(e.memo).order))).toHaveLength(4);
    const product = (await call<{ product: DualProduct }>('GET', 'dual/detail', { id: String(btcPut.id) })).message
      .product;
    expect(product).toMatchObject({ status: 3, settle_tick_id: btcTick, settle_price: btcPrice });
  }, 120_000);

  it('honours Idempotency-Key, and 200 purchases at once on one balance buy exactly what it holds', async () => {
    const [put] = await onSale('2', 'put');
    const user = await investor({ USDT: '1000' });
    const key = { 'Idempotency-Key': `dual-${target}-${Date.now()}` };
    const first = (await buy(user, put?.id ?? 0, '1', key)).message;
    expect((await buy(user, put?.id ?? 0, '1', key)).message.id).toBe(first.id);
    expect(await balance(user, 'USDT')).toEqual({ available: '900', frozen: '100' });
    const results = await Promise.all(Array.from({ length: 200 }, () => buy(user, put?.id ?? 0, '1')));
    expect(results.filter((r) => r.type === 'ok')).toHaveLength(9);
    expect(results.filter((r) => r.type !== 'ok').every((r) => String(r.message) === 'Insufficient balance')).toBe(
      true,
    );
    expect(await balance(user, 'USDT')).toEqual({ available: '0', frozen: '1000' });
    const row = await app.db
      .selectFrom('dual_product')
      .select('sold')
      .where('id', '=', put?.id ?? 0)
      .executeTakeFirstOrThrow();
    const sold = await app.db
      .selectFrom('dual_order')
      .select('num')
      .where('product_id', '=', put?.id ?? 0)
      .execute();
    expect(row.sold).toBe(sold.reduce((s, o) => s + o.num, 0));
  }, 60_000);

  it('holds the shares left, the per-user limit and a balance under 200 purchases at once, the journal sound', async () => {
    // Not the product the tests beside this one buy.
    const p = (await onSale('1', 'put')).find((x) => x.days === 3) as DualProduct;
    const id = p.id;
    expect(p).toMatchObject({ invest_currency: 'USDT', share_size: '100' });
    // 12 shares left; one buyer may take 10, the other can pay for 5.
    const row = await app.db.selectFrom('dual_product').select('sold').where('id', '=', id).executeTakeFirstOrThrow();
    await app.db
      .updateTable('dual_product')
      .set({ total_number: row.sold + 12, user_limit: 10 })
      .where('id', '=', id)
      .execute();
    const rich = await investor({ USDT: '10000' });
    const poor = await investor({ USDT: '500' });
    const replies = await atOnce(200, (i) => buy(i % 2 ? poor : rich, id, '1'));
    const ok = (user: User) => replies.filter((r, i) => r.type === 'ok' && (i % 2 ? poor : rich) === user).length;
    expect(ok(rich) + ok(poor)).toBe(12);
    expect(ok(rich)).toBeLessThanOrEqual(10);
    expect(ok(poor)).toBeLessThanOrEqual(5);
    const codes = new Set(replies.flatMap((r) => (r.type === 'ok' ? [] : [r.code])));
    for (const code of codes)
      expect(['dual.sold_out', 'dual.above_limit', 'ledger.insufficient_balance']).toContain(code);
    const paid = async (user: User, funds: number) => {
      const b = await balance(user, 'USDT');
      return new Decimal(b.available).plus(b.frozen).eq(funds) && b.frozen === String(100 * ok(user));
    };
    expect([await paid(rich, 10000), await paid(poor, 500)]).toEqual([true, true]);
    const after = await app.db
      .selectFrom('dual_product')
      .select(['sold', 'total_number'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.sold).toBe(after.total_number);
    expect(await journalFaults(app)).toEqual(SOUND);
  }, 60_000);

  it('carries out a purchase whose Idempotency-Key is sent 50 times at once once', async () => {
    const [put] = await onSale('2', 'put');
    const user = await investor({ USDT: '1000' });
    const key = { 'Idempotency-Key': `dual-burst-${target}-${Date.now()}` };
    const replies = await atOnce(50, () => buy(user, put?.id ?? 0, '2', key));
    for (const r of replies) expect(r).toMatchObject({ type: 'ok', message: { id: replies[0]?.message.id } });
    expect(await balance(user, 'USDT')).toEqual({ available: '800', frozen: '200' });
    expect(await orders(user, 'open')).toHaveLength(1);
  }, 60_000);

  it('lets the back office edit a plan for the next listing only, audited; a reviewer only reads', async () => {
    const admin = await signInOperator(app, api, 'admin');
    const plans = (await api.call<DualPlan[]>('GET', 'admin/dual/plans', {}, admin)).body.message;
    const plan = plans.find((p) => p.coin === 'ETH' && p.type === 'call') as DualPlan;
    const fields = {
      id: String(plan.id),
      coin: plan.coin,
      type: plan.type,
      days: String(plan.days),
      rate: '0.5',
      offset: plan.offset,
      step: plan.step,
      share_size: plan.share_size,
      total_number: String(plan.total_number),
      user_limit: String(plan.user_limit),
      enabled: '1',
    };
    expect(
      String((await api.call('POST', 'admin/dual/plan', { ...fields, offset: '1.2' }, admin)).body.message),
    ).toContain('strike offset');
    expect((await api.call<DualPlan>('POST', 'admin/dual/plan', fields, admin)).body.message.rate).toBe('0.5');
    const listed = (await api.call<{ list: DualProduct[] }>('GET', 'admin/dual/products', {}, admin)).body.message.list;
    expect(listed.filter((p) => p.coin === 'ETH' && p.type === 'call').every((p) => p.rate !== '0.5')).toBe(true);
    const reviewer = await signInOperator(app, api, 'reviewer');
    expect((await api.call('POST', 'admin/dual/plan', fields, reviewer)).body.type).not.toBe('ok');
    expect((await api.call('GET', 'admin/dual/plans', {}, reviewer)).body.type).toBe('ok');
    const audit = await app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'dual.plan.save')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
    // The next day's listing uses the new rate.
    await advanceClock(api, DAY);
    const tomorrow = await onSale('2', 'call');
    expect(tomorrow.every((p) => p.rate === '0.5')).toBe(true);
  }, 60_000);
});
