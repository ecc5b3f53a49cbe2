import Decimal from 'decimal.js';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSpotPair, AuditRow, OperatorInfo, SpotMakerReport } from '../../contract/admin';
import type { SpotDepth, SpotOrder } from '../../contract/spot';
import type { App } from '../../server/app';
import {
  type ApiClient,
  DB_TARGETS,
  pricesRecorded,
  serverNow,
  signUp,
  startInProcess,
  type User,
  until,
} from './harness';

const PASSWORD = 'operator-pass-12';
const BTC = { currency_id: '4', legal_id: '1' };
const BTC_ID = 1;
/** A refusal: its text, and the code (message id) every refusal carries; a lock's `until` may come too. */
const refused = (message: string) => expect.objectContaining({ type: 'error', message, code: expect.any(String) });

type Session = { auth: Record<string, string>; operator: OperatorInfo };

describe.each(DB_TARGETS)('spot in the back office on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;
  let admin: Session;
  let reviewer: Session;
  let serial = 0;

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target));
    await pricesRecorded(api);
    // The maker quotes on the first recorded ticks; then the feed pauses (the lease kept), so prices hold still.
    // The books are taken over a moment after the first ticks (answered "starting up" meanwhile).
    await until('the maker quoting', async () => ((await depth())?.asks?.length ? true : null), 20_000);
    app.services.market.pause();
    await app.services.spot.engine.flush();
    admin = await operator('admin');
    reviewer = await operator('reviewer');
  }, 60_000);
  afterAll(async () => {
    await stop?.();
  });

  async function operator(role: 'reviewer' | 'editor' | 'admin'): Promise<Session> {
    const email = `spot-${role}-${++serial}-${target}@ops.example.com`;
    const created = await app.services.operators.create({ email, name: role, role, password: PASSWORD });
    const secret = created.totp?.secret;
    const totp_code = secret ? generateSync({ secret, epoch: Math.floor((await serverNow(api)) / 1000) }) : '';
    const { body } = await api.call<{ token: string; operator: OperatorInfo }>('POST', 'admin/login', {
      email,
      password: PASSWORD,
      totp_code,
    });
    if (body.type !== 'ok') throw new Error(`operator login refused: ${JSON.stringify(body)}`);
    return { auth: { AUTHORIZATION: body.message.token }, operator: body.message.operator };
  }

  const as = async <T = unknown>(s: Session, method: 'GET' | 'POST', p: string, fields: Record<string, string> = {}) =>
    (await api.call<T>(method, `admin/${p}`, fields, s.auth)).body;
  const report = async () => (await as<SpotMakerReport>(admin, 'GET', 'spot/maker')).message;
  const btcPair = async () =>
    (await as<AdminSpotPair[]>(admin, 'GET', 'spot/pairs')).message.find(
      (p) => p.symbol === 'BTC/USDT',
    ) as AdminSpotPair;
  const save = (s: Session, fields: Record<string, string>) =>
    as<AdminSpotPair>(s, 'POST', 'spot/pairs/save', { instrument_id: String(BTC_ID), ...fields });

  async function call<T>(method: 'GET' | 'POST', path: string, fields: Record<string, string> = {}, user?: User) {
    return (await api.call<T>(method, path, fields, { ...user?.auth })).body;
  }
  async function depth() {
    return (await call<SpotDepth>('GET', 'coin/depth', { symbol: 'BTC/USDT' })).message;
  }
  const funded = async (usdt = '10000') => {
    const user = await signUp(api);
    expect((await call('POST', 'demo/faucet', { currency: 'USDT', amount: usdt }, user)).type).toBe('ok');
    return user;
  };
  const trade = (user: User, fields: Record<string, string>) =>
    call<SpotOrder>('POST', 'coin/trade', { ...BTC, ...fields }, user);
  const row = (r: SpotMakerReport, currency: string) => r.currencies.find((c) => c.currency === currency);
  const change = (r: SpotMakerReport, currency: string) => new Decimal(row(r, currency)?.change ?? 0);
  /** The pair mid-way inside the maker's spread (it rests as the best price on either side). */
  const mid = async () => {
    const book = await depth();
    return new Decimal(book.asks[0]?.[0] as string)
      .plus(book.bids[0]?.[0] as string)
      .div(2)
      .toDecimalPlaces(2)
      .toFixed();
  };

  it("reports the maker's inventory change as exactly the users' fills, valued at the recorded price", async () => {
    const start = await report();
    // The demo maker starts with what was put in: nothing has moved yet.
    expect(start.holder).toBe('system:market-maker');
    expect(start.currencies[0]?.currency).toBe('USDT');
    for (const c of start.currencies) expect(c.change).toBe('0');
    expect(start.pnl).toBe('0');
    expect(start.trades).toEqual({ day: { count: 0, volume: '0' }, all: { count: 0, volume: '0' } });
    expect(new Decimal(row(start, 'BTC')?.put_in ?? 0).gt(0)).toBe(true);

    const user = await funded();
    const bought = (await trade(user, { type: '1', order_type: 'market', amount: '0.01' })).message;
    const sold = (await trade(user, { type: '2', order_type: 'market', amount: '0.004' })).message;
    expect([bought.state, sold.state]).toEqual(['filled', 'filled']);

    const after = await report();
    // The maker gave what the user got, and got what the user paid — fees go to the fee account.
    expect(change(after, 'BTC').eq(new Decimal(sold.trade_amount).minus(bought.trade_amount))).toBe(true);
    expect(change(after, 'USDT').eq(new Decimal(bought.total).minus(sold.total))).toBe(true);
    const btc = row(after, 'BTC');
    expect(new Decimal(btc?.now ?? 0).minus(btc?.put_in ?? 0).eq(btc?.change ?? 1)).toBe(true);
    // Valued at the price recorded now.
    const recorded = await app.services.market.recordedPrice('BTC/USDT');
    expect(btc).toMatchObject({ price: recorded?.price, tick_id: recorded?.tick_id });
    const pnl = change(after, 'BTC')
      .times(recorded?.price ?? 0)
      .plus(change(after, 'USDT'))
      .toDecimalPlaces(8, Decimal.ROUND_HALF_UP);
    expect(after.pnl).toBe(pnl.toFixed());
    expect(btc?.change_value).toBe(
      change(after, 'BTC')
        .times(recorded?.price ?? 0)
        .toDecimalPlaces(8, Decimal.ROUND_HALF_UP)
        .toFixed(),
    );
    const volume = new Decimal(bought.total).plus(sold.total).toFixed();
    expect(after.trades).toEqual({ day: { count: 2, volume }, all: { count: 2, volume } });
  });

  it('lets reviewers read but not save, and editors neither', async () => {
    expect((await as(reviewer, 'GET', 'spot/maker')).type).toBe('ok');
    expect((await as<AdminSpotPair[]>(reviewer, 'GET', 'spot/pairs')).message.length).toBeGreaterThan(10);
    expect(await save(reviewer, { taker_fee: '0.002' })).toEqual(refused('Your role does not allow this'));
    const editor = await operator('editor');
    expect(await as(editor, 'GET', 'spot/maker')).toEqual(refused('Your role does not allow this'));
    expect((await btcPair()).taker_fee).toBe('0.001');
  });

  it('applies a fee edit to the next order and never to an order already placed, audited', async () => {
    const seller = await funded();
    await trade(seller, { type: '1', order_type: 'market', amount: '0.01' });
    const price = await mid();
    const resting = (await trade(seller, { type: '2', target_price: price, amount: '0.01' })).message;
    expect(resting.state).toBe('open');

    const saved = await save(admin, { taker_fee: '0.0020', maker_fee: '0.0005' });
    expect(saved).toMatchObject({ type: 'ok', message: { taker_fee: '0.002', maker_fee: '0.0005' } });
    expect((await call<{ taker_fee: string }[]>('GET', 'coin/pairs')).message).toContainEqual(
      expect.objectContaining({ symbol: 'BTC/USDT', taker_fee: '0.002', maker_fee: '0.0005' }),
    );

    // A new order takes the resting one: it pays the new taker rate; the resting order, placed
    // before the edit, pays the maker rate it was placed under (0.0008), not the new 0.0005.
    const buyer = await funded();
    const bid = (await trade(buyer, { type: '1', target_price: price, amount: '0.004' })).message;
    expect(bid).toMatchObject({ state: 'filled', trade_amount: '0.004' });
    const cost = new Decimal(price).times('0.004');
    expect(bid.fee).toBe(cost.times('0.002').toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());
    const old = (await call<SpotOrder>('GET', 'coin/order', { id: resting.id }, seller)).message;
    expect(old).toMatchObject({ state: 'partial', trade_amount: '0.004' });
    expect(old.fee).toBe(cost.times('0.0008').toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());
    const stored = await app.db
      .selectFrom('spot_order')
      .select(['maker_fee', 'taker_fee'])
      .where('id', 'in', [resting.id, bid.id])
      .orderBy('created_at')
      .execute();
    expect(stored).toEqual([
      { maker_fee: '0.0008', taker_fee: '0.001' },
      { maker_fee: '0.0005', taker_fee: '0.002' },
    ]);
    // A market order against the maker: the new taker rate too.
    const market = (await trade(buyer, { type: '1', order_type: 'market', amount: '0.002' })).message;
    expect(market.fee).toBe(new Decimal(market.total).times('0.002').toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());

    const audit = await as<AuditRow[]>(admin, 'GET', 'audit', { action: 'spot.pair.save', target_id: String(BTC_ID) });
    expect(audit.message).toHaveLength(1);
    expect(audit.message[0]).toMatchObject({
      operator_email: admin.operator.email,
      target_type: 'spot_pair',
      before: { symbol: 'BTC/USDT', instrument_id: BTC_ID, taker_fee: '0.001', maker_fee: '0.0008' },
      after: { symbol: 'BTC/USDT', instrument_id: BTC_ID, taker_fee: '0.002', maker_fee: '0.0005' },
    });
    // Saving the same values again changes nothing and records nothing.
    expect((await save(admin, { taker_fee: '0.002' })).type).toBe('ok');
    expect((await as<AuditRow[]>(admin, 'GET', 'audit', { action: 'spot.pair.save' })).message).toHaveLength(1);

    // Amount decimals do not change under open orders; once none is left they do, and the next
    // orders (and the maker's quotes) use them.
    expect((await btcPair()).open_orders).toBe(1);
    expect(await save(admin, { amount_decimals: '5', min_amount: '0.00001' })).toEqual(
      refused('The amount decimals cannot change while the pair has open orders (1 order)'),
    );
    expect((await call('POST', 'coin/cancel', { id: resting.id }, seller)).type).toBe('ok');
    expect(await save(admin, { amount_decimals: '5' })).toEqual(
      refused('The least amount must be a positive number with at most 5 decimal places (the amount decimals)'),
    );
    expect(await save(admin, { amount_decimals: '5', min_amount: '0.00001' })).toMatchObject({
      type: 'ok',
      message: { amount_decimals: 5, min_amount: '0.00001', open_orders: 0 },
    });
    expect(await trade(buyer, { type: '1', order_type: 'market', amount: '0.000011' })).toEqual(
      refused('The amount may have at most 5 decimal places'),
    );
    const fine = (await trade(buyer, { type: '1', order_type: 'market', amount: '0.00011' })).message;
    expect(fine).toMatchObject({ state: 'filled', trade_amount: '0.00011' });
    for (const [, amount] of [...(await depth()).asks, ...(await depth()).bids]) {
      expect(amount.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(5);
    }
    expect((await as<AuditRow[]>(admin, 'GET', 'audit', { action: 'spot.pair.save' })).message[0]?.after).toMatchObject(
      { amount_decimals: 5, min_amount: '0.00001' },
    );
  });

  it('refuses settings out of bounds with the reason and changes nothing', async () => {
    const before = await btcPair();
    const cases: [Record<string, string>, string][] = [
      [{ taker_fee: '0.02' }, 'Fee rates must be decimals from 0 to 0.01 (1 %)'],
      [{ maker_fee: '-0.001' }, 'Fee rates must be decimals from 0 to 0.01 (1 %)'],
      [{ maker_fee: 'abc' }, 'Fee rates must be decimals from 0 to 0.01 (1 %)'],
      [{ market_protection: '0' }, 'The market protection must be more than 0 and at most 0.2 (20 %)'],
      [{ market_protection: '0.25' }, 'The market protection must be more than 0 and at most 0.2 (20 %)'],
      [{ max_open_orders: '501' }, 'Open orders per user must be a whole number from 1 to 500'],
      [{ max_open_orders: '0' }, 'Open orders per user must be a whole number from 1 to 500'],
      [{ enabled: '2' }, 'Trading must be switched on (1) or off (0)'],
      [{ maker_levels: '51' }, 'The market maker’s levels must be a whole number from 0 to 50'],
      [{ maker_step: '0' }, 'The market maker’s step must be more than 0 and at most 0.05 (5 %)'],
      [{ maker_step: '0.06' }, 'The market maker’s step must be more than 0 and at most 0.05 (5 %)'],
      [
        { maker_level_value: '0' },
        'The value of a market maker level must be a positive number with at most 8 decimal places',
      ],
      [{ min_total: '0.000000001' }, 'The least order value must be a positive number with at most 8 decimal places'],
      [
        { amount_decimals: '7' },
        'The amount decimals must be a whole number from 0 to 6 (price and amount decimals add up to 8 at most)',
      ],
    ];
    for (const [fields, message] of cases) expect(await save(admin, fields)).toEqual(refused(message));
    expect(await btcPair()).toEqual(before);
    expect(await as(admin, 'POST', 'spot/pairs/save', { instrument_id: '9999', taker_fee: '0.001' })).toEqual(
      refused('Not found'),
    );
    // Translated like every server message.
    const zh = await api.call(
      'POST',
      'admin/spot/pairs/save',
      { instrument_id: '1', taker_fee: '1', lang: 'zh' },
      admin.auth,
    );
    expect(zh.body).toEqual(refused('费率必须是 0 到 0.01（1%）之间的小数'));
  });

  it('stops new orders on a pair switched off, and starts them again', async () => {
    const user = await funded('100');
    expect((await save(admin, { enabled: '0' })).type).toBe('ok');
    expect(await trade(user, { type: '1', order_type: 'market', amount: '0.0001' })).toEqual(
      refused('This trading pair is not available'),
    );
    expect((await save(admin, { enabled: '1' })).type).toBe('ok');
    expect((await trade(user, { type: '1', order_type: 'market', amount: '0.0001' })).message.state).toBe('filled');
  });
});
