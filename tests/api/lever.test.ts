// Leverage contracts on a real server and database (issue 14): the terms, opening at a recorded
// tick with exact margin and fees, refusals that change nothing, closes, stops and entrusts fired
// by ticks the test records, liquidation with a loss beyond the margin (insurance, never a negative
// balance), the overnight fee charged once per day and caught up, Idempotency-Key, 200 opens at
// once on one balance, batch close, a closed market, and an audit that replays every close of the
// run from the tick log.
import Decimal from 'decimal.js';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow } from '../../contract/admin';
import { currencyId } from '../../contract/currencies';
import type { AdminLeverOverview, LeverDeal, LeverListReply, LeverPosition, LeverProduct } from '../../contract/lever';
import { feeOf, marginOf, notionalOf, pnlOf } from '../../contract/lever-rules';
import type { BalanceRow } from '../../contract/wallet';
import { type App, buildApp } from '../../server/app';
import { OffsetClock } from '../../server/core/clock';
import { loadConfig } from '../../server/core/config';
import { instrumentBySymbol } from '../../server/market/instruments';
import {
  ApiClient,
  advanceClock,
  DB_TARGETS,
  openSocket,
  pricesRecorded,
  recordTick,
  serverNow,
  signIn,
  signUp,
  startInProcess,
  type User,
  until,
} from './harness';

const BTC = instrumentBySymbol('BTC/USDT')?.id as number;
/** BTC/USDT as the trading calls name it: currency_id (BTC) and legal_id (USDT). */
const PAIR = { currency_id: '4', legal_id: '1' };

describe.each(DB_TARGETS)('leverage contracts on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;
  let env: NodeJS.ProcessEnv;
  let restarted: App | null = null;

  beforeAll(async () => {
    ({ app, api, env, stop } = await startInProcess(target));
    await pricesRecorded(api);
  }, 60_000);
  afterAll(async () => {
    await restarted?.http.close();
    await stop?.();
  });

  const call = async <T>(path: string, fields: Record<string, string> = {}, user?: User, headers = {}) =>
    (await api.call<T>('POST', path, fields, { ...user?.auth, ...headers })).body;

  /** The user's lever account (3) USDT balance. */
  const lever = async (user: User) => {
    const rows = (await call<BalanceRow[]>('wallet/list', {}, user)).message;
    const row = rows.find((b) => b.account === 3 && b.currency === 'USDT');
    return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
  };
  const systemBalance = async (holder: string) =>
    (
      await app.db
        .selectFrom('balance')
        .select('available')
        .where('holder', '=', holder)
        .where('currency', '=', 'USDT')
        .executeTakeFirst()
    )?.available ?? '0';

  /** A user with `usdt` in the lever account. */
  async function trader(usdt = '1000') {
    const user = await signUp(api);
    expect((await call('demo/faucet', { currency: 'USDT', amount: usdt }, user)).type).toBe('ok');
    const moved = await call(
      'wallet/change',
      { currency_id: 'USDT', number: usdt, from_field: '2', to_field: '3' },
      user,
    );
    expect(moved.type).toBe('ok');
    return user;
  }

  const submit = (user: User, fields: Record<string, string> = {}, headers = {}) =>
    call<LeverPosition>(
      'lever/submit',
      { ...PAIR, share: '10', multiple: '10', type: '1', status: '1', target_price: '0', password: '', ...fields },
      user,
      headers,
    );

  /** Records a tick of `instrumentId` at `price` now, as the feed would, and lets the engine see it. */
  const feed = (instrumentId: number, price: string) => recordTick(app, api, instrumentId, price, 'lever.triggers');
  /** The latest recorded BTC price (the walk's, or one this test fed), once it is fresh. */
  const btcNow = () =>
    until('a fresh BTC price', async () => {
      const t = await app.services.market.recordedPrice('BTC/USDT');
      return t && (await serverNow(api)) - t.time < 10_000 ? t.price : null;
    });
  const position = async (user: User, id: string, status: '0' | '1' | '3') => {
    const page = (await call<LeverListReply>('lever/my_trade', { status, limit: '50' }, user)).message;
    return page.data.find((p) => p.id === id) ?? null;
  };

  it('offers contracts on every class of market, with their terms, to guests too', async () => {
    const products = (await api.call<LeverProduct[]>('GET', 'lever/products')).body.message;
    const classes = new Set(products.map((p) => p.class));
    for (const c of ['crypto', 'stock', 'forex', 'oil', 'metal', 'index', 'futures'])
      expect(classes.has(c as never)).toBe(true);
    const btc = products.find((p) => p.match_id === BTC);
    expect(btc).toMatchObject({
      symbol: 'BTC/USDT',
      lot_size: '0.001',
      multiples: [5, 10, 20, 50, 100],
      fee_rate: '0.0005',
    });
    // Pairs quoted in another currency than the dollar are not offered.
    expect(products.some((p) => p.symbol === 'USD/JPY')).toBe(false);

    const user = await trader('500');
    const deal = (await call<LeverDeal>('lever/deal', PAIR, user)).message;
    expect(deal).toMatchObject({
      user_lever: '500',
      lever_share_limit: { min: 1, max: 1000 },
      my_transaction: [],
      risk: { hazard_rate: null, liquidation_line: '10' },
    });
    expect(deal.multiple.muit.map((m) => m.value)).toEqual([5, 10, 20, 50, 100]);
    expect(deal.last_tick?.price).toBe(deal.last_price);
  });

  it('opens a long at the recorded tick: margin frozen and the fee paid, exactly', async () => {
    const user = await trader('1000');
    const fees = await systemBalance('system:fees');
    const r = await submit(user, { share: '20', multiple: '10' });
    expect(r.type).toBe('ok');
    const p = r.message;
    const open = p.open_tick;
    if (!open || !p.price) throw new Error('opened without a tick');
    const tick = await app.db.selectFrom('market_tick').selectAll().where('id', '=', open.id).executeTakeFirstOrThrow();
    expect(tick).toMatchObject({ instrument_id: BTC, price: p.price });
    const margin = marginOf(20, '0.001', p.price, 10);
    const fee = feeOf(notionalOf(20, '0.001', p.price), '0.0005');
    expect(p).toMatchObject({ status: 1, type: 1, share: 20, multiple: 10, caution_money: margin, trade_fee: fee });
    expect(p.liquidation_price).not.toBeNull();
    expect(await lever(user)).toEqual({
      available: new Decimal(1000).minus(margin).minus(fee).toFixed(),
      frozen: margin,
    });
    expect(new Decimal(await systemBalance('system:fees')).minus(fees).toFixed()).toBe(fee);

    // Closing pays the profit or loss at the close's recorded tick, less the close fee.
    const closePrice = new Decimal(p.price).plus(1234.5).toFixed();
    await feed(BTC, closePrice);
    const closed = await call<LeverPosition>('lever/close', { id: p.id }, user);
    expect(closed.type).toBe('ok');
    const pnl = pnlOf('long', 20, '0.001', p.price, closePrice);
    const closeFee = feeOf(notionalOf(20, '0.001', closePrice), '0.0005');
    expect(closed.message).toMatchObject({ status: 3, close_reason: 'user', profits: pnl, update_price: closePrice });
    expect(await lever(user)).toEqual({
      available: new Decimal(1000).minus(fee).plus(pnl).minus(closeFee).toFixed(),
      frozen: '0',
    });
    expect((await call('lever/close', { id: p.id }, user)).message).toContain('already closed');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const user = await trader('100');
    const price = new Decimal(await btcNow());
    const refusals: [Record<string, string>, string][] = [
      [{ currency_id: '999' }, 'not offered'],
      [{ multiple: '7' }, 'multiples offered: 5, 10, 20, 50, 100'],
      [{ share: '0' }, ''],
      [{ share: '1001' }, 'from 1 to 1000'],
      [{ share: 'ten' }, ''],
      [{ status: '0', target_price: 'abc' }, 'valid price'],
      [{ status: '0', target_price: price.times(1.1).toDecimalPlaces(2).toFixed() }, 'below the current price'],
      // Beyond the contract's price band (20 % of the last price by default): the range is said.
      [{ status: '0', target_price: price.times(0.5).toDecimalPlaces(2).toFixed() }, 'within 20 % of the last price'],
      [{ type: '2', status: '0', target_price: price.times(1.5).toDecimalPlaces(2).toFixed() }, 'within 20 %'],
      [{ target_profit_price: price.times(0.9).toDecimalPlaces(2).toFixed() }, 'Take-profit'],
      [{ stop_loss_price: price.times(1.1).toDecimalPlaces(2).toFixed() }, 'Stop-loss'],
      [{ type: '2', stop_loss_price: price.times(0.9).toDecimalPlaces(2).toFixed() }, 'Stop-loss'],
      [{ share: '100', multiple: '5' }, 'Insufficient balance'],
    ];
    for (const [fields, text] of refusals) {
      const r = await submit(user, fields);
      expect(r, JSON.stringify(fields)).toMatchObject({ type: 'error', message: expect.stringContaining(text) });
    }
    expect(await lever(user)).toEqual({ available: '100', frozen: '0' });
    const zh = await submit(user, { multiple: '7', lang: 'zh' });
    expect(zh.message).toContain('5, 10, 20, 50, 100');
    expect(zh.message).not.toContain('multiples');
  });

  it("refuses an entrust beyond the price band with the range allowed now, in the reader's language", async () => {
    // The audit sold at a price its accomplice chose far from the market; limits now stay within the band.
    const user = await trader('100');
    const price = new Decimal(await btcNow());
    const far = { status: '0', target_price: price.times(0.7).toDecimalPlaces(2).toFixed() };
    const refused = await submit(user, far);
    expect(refused).toMatchObject({ type: 'error', code: 'server.price_out_of_band' });
    const [, min, max] = /^The price must be from ([\d.]+) to ([\d.]+) now \(within 20 % of the last price\)$/.exec(
      String(refused.message),
    ) ?? ['', '0', '0'];
    // The range is 80 % to 120 % of the price it was judged on, rounded inwards to the price's decimals.
    const judged = new Decimal(min).div('0.8');
    expect(judged.minus(price).abs().lte(price.times('0.01'))).toBe(true);
    expect(new Decimal(max).div('1.2').minus(judged).abs().lte('0.05')).toBe(true);
    expect((await submit(user, { ...far, lang: 'zh' })).message).toContain(min);
    expect((await submit(user, { ...far, lang: 'zh' })).message).not.toContain('last price');
    expect(await lever(user)).toEqual({ available: '100', frozen: '0' });
  });

  it('closes at the first recorded tick that crosses a take-profit or stop-loss, at that tick', async () => {
    const user = await trader('1000');
    const price = new Decimal(await btcNow());
    const tp = price.times(1.05).toDecimalPlaces(2).toFixed();
    const sl = price.times(0.95).toDecimalPlaces(2).toFixed();
    const long = (await submit(user, { target_profit_price: tp, stop_loss_price: sl })).message;
    const short = (await submit(user, { type: '2', stop_loss_price: price.times(1.05).toDecimalPlaces(2).toFixed() }))
      .message;
    expect(long).toMatchObject({ target_profit_price: tp, stop_loss_price: sl });

    const crossing = await feed(BTC, price.times(1.06).toDecimalPlaces(2).toFixed());
    const closedLong = await until('take-profit', () => position(user, long.id, '3'));
    const closedShort = await until('stop-loss', () => position(user, short.id, '3'));
    expect(closedLong).toMatchObject({
      close_reason: 'take_profit',
      close_tick: crossing,
      update_price: crossing.price,
    });
    expect(closedShort).toMatchObject({ close_reason: 'stop_loss', close_tick: crossing });
    expect(closedLong?.profits).toBe(pnlOf('long', 10, '0.001', long.price as string, crossing.price));

    // A stop set later on an open position, refused on the wrong side, then fired.
    const later = (await submit(user)).message;
    const now = new Decimal(await btcNow());
    const wrong = await call(
      'lever/setstop',
      { id: later.id, stop_loss_price: now.times(1.01).toDecimalPlaces(2).toFixed() },
      user,
    );
    expect(wrong.message).toContain('Stop-loss');
    const set = await call<LeverPosition>(
      'lever/setstop',
      { id: later.id, stop_loss_price: now.times(0.98).toDecimalPlaces(2).toFixed() },
      user,
    );
    expect(set.message.stop_loss_price).toBe(now.times(0.98).toDecimalPlaces(2).toFixed());
    const drop = await feed(BTC, now.times(0.97).toDecimalPlaces(2).toFixed());
    expect(await until('stop-loss set later', () => position(user, later.id, '3'))).toMatchObject({
      close_reason: 'stop_loss',
      close_tick: drop,
    });
  });

  it('opens an entrust when a recorded tick reaches its limit, and gives back what a cancelled one held', async () => {
    const user = await trader('1000');
    const price = new Decimal(await btcNow());
    const limit = price.times(0.97).toDecimalPlaces(2).toFixed();
    const entrust = (await submit(user, { status: '0', target_price: limit })).message;
    const held = new Decimal(marginOf(10, '0.001', limit, 10)).plus(feeOf(notionalOf(10, '0.001', limit), '0.0005'));
    expect(entrust).toMatchObject({ status: 0, target_price: limit, price: null });
    expect(await lever(user)).toEqual({ available: new Decimal(1000).minus(held).toFixed(), frozen: held.toFixed() });
    const other = (await submit(user, { status: '0', target_price: price.times(0.85).toDecimalPlaces(2).toFixed() }))
      .message;

    const reach = await feed(BTC, price.times(0.96).toDecimalPlaces(2).toFixed());
    const opened = await until('entrust filled', () => position(user, entrust.id, '1'));
    expect(opened).toMatchObject({ status: 1, price: reach.price, open_tick: reach });

    const cancelled = await call<LeverPosition>('lever/cancel', { id: other.id }, user);
    expect(cancelled.message.status).toBe(4);
    const margin = marginOf(10, '0.001', limit, 10);
    expect(await lever(user)).toEqual({ available: new Decimal(1000).minus(held).toFixed(), frozen: margin });
    expect((await call('lever/cancel', { id: other.id }, user)).message).toContain('already been filled or cancelled');
  });

  it('liquidates every position at the line; a loss beyond the account is paid by insurance, never a negative balance', async () => {
    const user = await trader('100');
    const price = new Decimal(await btcNow());
    const a = (await submit(user, { share: '10', multiple: '100' })).message;
    const b = (await submit(user, { share: '5', multiple: '100' })).message;
    const entrust = (
      await submit(user, {
        share: '1',
        multiple: '100',
        type: '2',
        status: '0',
        target_price: price.times(1.15).toDecimalPlaces(2).toFixed(),
      })
    ).message;
    const deal = (await call<LeverDeal>('lever/deal', PAIR, user)).message;
    const liq = deal.my_transaction.find((p) => p.id === a.id)?.liquidation_price;
    expect(liq).toBeTruthy();
    const insurance = await systemBalance('system:insurance');

    // A gap far below the liquidation price: the loss exceeds everything the account holds.
    const gap = await feed(BTC, price.times(0.8).toDecimalPlaces(2).toFixed());
    for (const id of [a.id, b.id]) {
      expect(await until('liquidated', () => position(user, id, '3'))).toMatchObject({
        close_reason: 'liquidation',
        close_tick: gap,
      });
    }
    expect((await position(user, entrust.id, '3'))?.status).toBe(4);
    expect(await lever(user)).toEqual({ available: '0', frozen: '0' });
    const closedA = await position(user, a.id, '3');
    const closedB = await position(user, b.id, '3');
    const covered = new Decimal(closedA?.insurance_covered ?? 0).plus(closedB?.insurance_covered ?? 0);
    expect(covered.gt(0)).toBe(true);
    expect(new Decimal(insurance).minus(await systemBalance('system:insurance')).toFixed()).toBe(covered.toFixed());
  });

  it('honours Idempotency-Key, and 200 opens at once on one balance open exactly what it covers', async () => {
    const user = await trader('1000');
    const key = { 'Idempotency-Key': `lever-${Date.now()}` };
    const first = await submit(user, {}, key);
    const again = await submit(user, {}, key);
    expect(again.message.id).toBe(first.message.id);
    const open = (await call<LeverListReply>('lever/my_trade', { status: '1' }, user)).message;
    expect(open.total).toBe(1);

    // 200 opens of 1 lot at 100× at once on a balance that covers about 50 of them.
    const price = await btcNow();
    const each = new Decimal(marginOf(1, '0.001', price, 100)).plus(feeOf(notionalOf(1, '0.001', price), '0.0005'));
    const funded = each.times(50).toDecimalPlaces(8).toFixed();
    const small = await trader(funded);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => submit(small, { share: '1', multiple: '100' })),
    );
    const accepted = results.flatMap((r) => (r.type === 'ok' ? [r.message] : []));
    const refused = results.filter((r) => r.type !== 'ok');
    expect(refused.every((r) => String(r.message) === 'Insufficient balance')).toBe(true);
    expect(accepted.length).toBeGreaterThan(30);
    // Each accepted open took its margin and fee at its own tick; the rest could not be paid.
    const after = await lever(small);
    const taken = accepted.reduce((s, p) => s.plus(p.caution_money).plus(p.trade_fee), new Decimal(0));
    expect(new Decimal(after.available).plus(taken).toFixed()).toBe(new Decimal(funded).toFixed());
    expect(accepted.reduce((s, p) => s.plus(p.caution_money), new Decimal(0)).toFixed()).toBe(after.frozen);
    const cheapest = Decimal.min(...accepted.map((p) => new Decimal(p.caution_money).plus(p.trade_fee)));
    expect(new Decimal(after.available).lt(cheapest.times(1.5))).toBe(true);
  });

  it('answers 50 keyed replays of a close, sent at once, with the first answer', async () => {
    // The audit, on PostgreSQL: 2 of 50 replays were told "not open" (the state was read before the
    // key was claimed) — and the app, taking that for a refusal, would make a new key.
    const user = await trader('1000');
    const opened = (await submit(user)).message;
    const key = { 'Idempotency-Key': `close-${opened.id}` };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call<LeverPosition>('lever/close', { id: opened.id }, user, key)),
    );
    expect(answers.filter((a) => a.type !== 'ok')).toEqual([]);
    expect(new Set(answers.map((a) => JSON.stringify(a.message))).size).toBe(1);
    expect(answers[0]?.message).toMatchObject({ id: opened.id, status: 3 });
    const batchKey = { 'Idempotency-Key': `batch-${opened.id}` };
    await submit(user);
    const batch = await Promise.all(
      Array.from({ length: 20 }, () => call<{ closed: number }>('lever/batch_close', { type: '0' }, user, batchKey)),
    );
    expect(batch.map((a) => a.message)).toEqual(Array.from({ length: 20 }, () => ({ closed: 1, skipped: 0 })));
    expect(await lever(user)).toMatchObject({ frozen: '0' });
  });

  it("opens and closes one user's contracts at once without a server fault (one lock order)", async () => {
    // The audit, on PostgreSQL: 13 HTTP 500s (deadlocks) when one user opened and closed at once.
    const user = await trader('2000');
    const first = await Promise.all(Array.from({ length: 20 }, () => submit(user, { share: '1' })));
    const ids = first.flatMap((r) => (r.type === 'ok' ? [r.message.id] : []));
    expect(ids.length).toBe(20);
    const statuses = await Promise.all([
      ...ids.map((id) => api.call('POST', 'lever/close', { id }, user.auth)),
      ...Array.from({ length: 20 }, (_, i) =>
        api.call(
          'POST',
          'lever/submit',
          {
            ...PAIR,
            share: '1',
            multiple: '10',
            type: String(1 + (i % 2)),
            status: '1',
            target_price: '0',
            password: '',
          },
          user.auth,
        ),
      ),
      api.call('POST', 'lever/batch_close', { type: '2' }, user.auth),
    ]);
    expect(statuses.filter((r) => r.status !== 200).map((r) => r.body)).toEqual([]);
    const open = (await call<LeverListReply>('lever/my_trade', { status: '1', limit: '50' }, user)).message;
    const held = open.data.reduce((sum, p) => sum.plus(p.caution_money), new Decimal(0));
    expect((await lever(user)).frozen).toBe(held.toFixed());
  });

  it('shows one liquidation price per symbol, where the whole account meets the line; none when hedged', async () => {
    const hedged = await trader('1000');
    await submit(hedged, { share: '30', type: '1' });
    await submit(hedged, { share: '30', type: '2' });
    const both = (await call<LeverListReply>('lever/my_trade', { status: '1' }, hedged)).message.data;
    expect(both.map((p) => p.liquidation_price)).toEqual([null, null]);

    const shorts = await trader('1000');
    await submit(shorts, { share: '10', type: '2' });
    await submit(shorts, { share: '20', type: '2' });
    const deal = (await call<LeverDeal>('lever/deal', PAIR, shorts)).message;
    const open = deal.my_transaction.filter((p) => p.status === 1);
    expect(open).toHaveLength(2);
    const [first, second] = open.map((p) => p.liquidation_price);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    // At that price the account's equity (balance, margins and both shorts' P&L there) is the line
    // times the margins, to within a cent of the price.
    const risk = deal.risk;
    const at = (price: Decimal) =>
      open.reduce(
        (e, p) => e.minus(new Decimal(p.share).times(p.lot_size).times(price.minus(p.price as string))),
        new Decimal(risk.balance).plus(risk.entrust_margin).plus(risk.margin),
      );
    const target = new Decimal(risk.liquidation_line).div(100).times(risk.margin);
    const shown = new Decimal(first as string);
    expect(at(shown).gte(target.minus(1))).toBe(true);
    expect(at(shown.plus('0.01')).lte(target.plus(1))).toBe(true);
  });

  it('closes only longs, only shorts, or all', async () => {
    const user = await trader('1000');
    await submit(user, { type: '1' });
    await submit(user, { type: '1' });
    await submit(user, { type: '2' });
    const longs = await call<{ closed: number }>('lever/batch_close', { type: '1' }, user);
    expect(longs.message).toMatchObject({ closed: 2 });
    const left = (await call<LeverListReply>('lever/my_trade', { status: '1' }, user)).message;
    expect(left.data.map((p) => p.type)).toEqual([2]);
    expect((await call<{ closed: number }>('lever/batch_close', { type: '0' }, user)).message).toMatchObject({
      closed: 1,
    });
    expect((await call('lever/batch_close', { type: '0' }, user)).message).toContain('no open positions');
    expect(await lever(user)).toMatchObject({ frozen: '0' });
  });

  it('lets an administrator edit terms for new positions only, audited; a reviewer only reads', async () => {
    const operator = async (role: 'admin' | 'reviewer') => {
      const email = `lever-${role}-${target}-${Date.now()}@ops.example.com`;
      const created = await app.services.operators.create({ email, name: role, role, password: 'operator-pass-12' });
      const secret = created.totp?.secret;
      const totp_code = secret ? generateSync({ secret, epoch: Math.floor((await serverNow(api)) / 1000) }) : '';
      const { body } = await api.call<{ token: string }>('POST', 'admin/login', {
        email,
        password: 'operator-pass-12',
        totp_code,
      });
      if (body.type !== 'ok') throw new Error(`operator login refused: ${JSON.stringify(body)}`);
      return { AUTHORIZATION: body.message.token };
    };
    const admin = await operator('admin');
    const reviewer = await operator('reviewer');
    const user = await trader('1000');
    const before = (await submit(user)).message;

    const terms = {
      match_id: String(BTC),
      lot_size: '0.002',
      multiples: '10,5,25',
      min_share: '2',
      max_share: '50',
      fee_rate: '0.001',
      overnight_rate: '0.0002',
      enabled: '1',
    };
    expect((await api.call('POST', 'admin/lever/product', terms, reviewer)).body.type).not.toBe('ok');
    for (const bad of [{ lot_size: '-1' }, { multiples: '5,x' }, { min_share: '60' }, { fee_rate: '1.5' }]) {
      const r = await api.call('POST', 'admin/lever/product', { ...terms, ...bad }, admin);
      expect(r.body, JSON.stringify(bad)).toMatchObject({
        type: 'error',
        message: expect.stringContaining('valid lot size'),
      });
    }
    const reply = (await api.call<AdminLeverOverview>('POST', 'admin/lever/product', terms, admin)).body;
    expect(reply.type, JSON.stringify(reply)).toBe('ok');
    const saved = reply.message;
    expect(saved.products.find((p) => p.match_id === BTC)).toMatchObject({
      lot_size: '0.002',
      multiples: [5, 10, 25],
      min_share: 2,
    });
    const read = (await api.call<AdminLeverOverview>('GET', 'admin/lever/products', {}, reviewer)).body.message;
    expect(read.summary.open_count).toBeGreaterThan(0);

    // New positions take the new terms; the open one keeps what it copied.
    expect(String((await submit(user, { multiple: '10', share: '1' })).message)).toContain('from 2 to 50');
    const after = (await submit(user, { multiple: '25', share: '2' })).message;
    expect(after).toMatchObject({ lot_size: '0.002', multiple: 25 });
    expect((await position(user, before.id, '1'))?.lot_size).toBe('0.001');

    expect((await api.call('POST', 'admin/lever/line', { line: '1' }, admin)).body.type).toBe('error');
    const line = (await api.call<AdminLeverOverview>('POST', 'admin/lever/line', { line: '0.2' }, admin)).body.message;
    expect(line.line).toBe('0.2');
    const audit = (await api.call<AuditRow[]>('GET', 'admin/audit', { target_id: String(BTC) }, admin)).body.message;
    expect(audit.map((r) => r.action)).toContain('lever.product.save');
    // Back to the defaults for the rest of the run.
    await api.call(
      'POST',
      'admin/lever/product',
      {
        ...terms,
        lot_size: '0.001',
        multiples: '5,10,20,50,100',
        min_share: '1',
        max_share: '1000',
        fee_rate: '0.0005',
        overnight_rate: '0.0003',
      },
      admin,
    );
    await api.call('POST', 'admin/lever/line', { line: '0.1' }, admin);
  });

  it('charges the overnight fee once a day for each open position, catching up missed days', async () => {
    const user = await trader('1000');
    const p = (await submit(user)).message;
    const daily = feeOf(notionalOf(10, '0.001', p.price as string), '0.0003');
    const row = () => app.db.selectFrom('lever_position').selectAll().where('id', '=', p.id).executeTakeFirstOrThrow();
    const available = async () =>
      (
        await app.db
          .selectFrom('balance')
          .select('available')
          .where('holder', '=', `user:${(await row()).user_id}`)
          .where('account', '=', 3)
          .where('currency', '=', 'USDT')
          .executeTakeFirstOrThrow()
      ).available;
    await app.services.jobs.run('lever.overnight');
    const before = await available();
    // Three days later, three charges; running the job again charges nothing more.
    await advanceClock(api, 3 * 86_400_000);
    await app.services.jobs.run('lever.overnight');
    await app.services.jobs.run('lever.overnight');
    expect((await row()).overnight_paid).toBe(new Decimal(daily).times(3).toFixed());
    expect(new Decimal(before).minus(await available()).toFixed()).toBe(new Decimal(daily).times(3).toFixed());
    await pricesRecorded(api);
  });

  it('every close of the run replays from the tick log to the same numbers', async () => {
    const rows = await app.db.selectFrom('lever_position').selectAll().where('state', '=', 'closed').execute();
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) {
      const tick = await app.db
        .selectFrom('market_tick')
        .selectAll()
        .where('id', '=', Number(r.close_tick_id))
        .executeTakeFirstOrThrow();
      expect(tick).toMatchObject({ instrument_id: r.instrument_id, price: r.close_price });
      expect(Number(tick.time)).toBe(Number(r.close_time));
      const open = await app.db
        .selectFrom('market_tick')
        .selectAll()
        .where('id', '=', Number(r.open_tick_id))
        .executeTakeFirstOrThrow();
      expect(open.price).toBe(r.open_price);
      expect(r.profit).toBe(pnlOf(r.side, r.share, r.lot_size, open.price, tick.price));
      expect(r.close_fee).toBe(
        r.close_reason === 'liquidation' ? r.close_fee : feeOf(notionalOf(r.share, r.lot_size, tick.price), r.fee_rate),
      );
    }
  });

  it("tells the user's socket of each change, each close with its reason, and the risk", async () => {
    const user = await trader('1000');
    const socket = openSocket(api.url, { token: user.token });
    const seen: { event: string; body: unknown }[] = [];
    for (const event of ['lever_position', 'lever_closed', 'lever_trade'])
      socket.on(event, (body) => seen.push({ event, body }));
    try {
      await until('the connection', async () => (socket.connected ? true : null));
      const price = new Decimal(await btcNow());
      const p = (await submit(user, { target_profit_price: price.times(1.05).toDecimalPlaces(2).toFixed() })).message;
      await until('the open', async () =>
        seen.some((e) => e.event === 'lever_position' && (e.body as LeverPosition).id === p.id) ? true : null,
      );
      await feed(BTC, price.times(1.06).toDecimalPlaces(2).toFixed());
      const closed = await until('the close', async () => seen.find((e) => e.event === 'lever_closed')?.body ?? null);
      expect(closed).toEqual({ id: [p.id], reason: 'take_profit' });
      const risk = seen.filter((e) => e.event === 'lever_trade').at(-1)?.body;
      expect(risk).toMatchObject({ hazard_rate: null, margin: '0', liquidation_line: '10' });
    } finally {
      socket.close();
    }
  });

  it('after a restart, acts on the ticks recorded before it and charges the overnight fees it missed, once', async () => {
    const user = await trader('1000');
    const price = new Decimal(await btcNow());
    const stopped = (await submit(user, { stop_loss_price: price.times(0.95).toDecimalPlaces(2).toFixed() })).message;
    const kept = (await submit(user, { type: '2' })).message;
    // The feed and the jobs stop; a tick crossing the stop is recorded that no engine has seen.
    await app.services.market.stop();
    await app.services.jobs.stop();
    const crossing = price.times(0.94).toDecimalPlaces(2).toFixed();
    const time = (await serverNow(api)) + 1;
    const tickId = time * 1000 + BTC;
    await app.db
      .insertInto('market_tick')
      .values({ id: tickId, instrument_id: BTC, price: crossing, volume: '0', time })
      .execute();
    const userId = (
      await app.db.selectFrom('lever_position').select('user_id').where('id', '=', kept.id).executeTakeFirstOrThrow()
    ).user_id;
    const overnightBefore = (
      await app.db
        .selectFrom('lever_position')
        .select('overnight_paid')
        .where('id', '=', kept.id)
        .executeTakeFirstOrThrow()
    ).overnight_paid;
    await app.http.close();
    // Back two days later.
    const clock = new OffsetClock();
    clock.advance(time + 2 * 86_400_000 - Date.now());
    app = await buildApp({ config: loadConfig({ ...env }), clock });
    restarted = app;
    api = new ApiClient(await app.http.listen({ port: 0, host: '127.0.0.1' }));
    const row = (id: string) =>
      app.db.selectFrom('lever_position').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const closed = await until('the stop after the restart', async () => {
      const r = await row(stopped.id);
      return r.state === 'closed' ? r : null;
    });
    expect(closed).toMatchObject({ close_reason: 'stop_loss', close_price: crossing });
    expect(Number(closed.close_tick_id)).toBe(tickId);
    const daily = feeOf(notionalOf(10, '0.001', kept.price as string), '0.0003');
    const charged = await until('the missed overnight fees', async () => {
      const r = await row(kept.id);
      return new Decimal(r.overnight_paid).minus(overnightBefore).eq(new Decimal(daily).times(2)) ? r : null;
    });
    expect(charged.state).toBe('open');
    await app.services.jobs.run('lever.overnight');
    expect((await row(kept.id)).overnight_paid).toBe(charged.overnight_paid);
    const entries = await app.db
      .selectFrom('ledger_entry')
      .select('memo')
      .where('kind', '=', 'lever_overnight')
      .execute();
    const mine = entries.filter((e) => JSON.parse(e.memo).position === kept.id);
    expect(new Set(mine.map((e) => JSON.parse(e.memo).day)).size).toBe(mine.length);
    expect(userId).toBeTruthy();
    await pricesRecorded(api);
  }, 60_000);

  it('refuses opens and closes while the market is closed', async () => {
    const aapl = { currency_id: String(currencyId('AAPL')), legal_id: String(currencyId('USD')) };
    const jumpTo = async (weekday: number, hour: number) => {
      const now = await serverNow(api);
      const today = Math.floor(now / 86_400_000);
      const ahead = (weekday - new Date(now).getUTCDay() + 7) % 7 || 7;
      await advanceClock(api, (today + ahead) * 86_400_000 + hour * 3_600_000 - now);
    };
    // A Monday afternoon, when the stock market trades: open a position on a fresh AAPL tick.
    await jumpTo(1, 15);
    let user = await trader('1000');
    const fresh = await until('an AAPL tick', async () => {
      const r = await submit(user, { ...aapl, multiple: '5' });
      return r.type === 'ok' ? r.message : null;
    });
    // The Saturday after: both an open and a close are refused, and nothing moves.
    await jumpTo(6, 12);
    user = await signIn(api, user);
    // The nights jumped over are charged first (the overnight job catches them up after the jump).
    await app.services.jobs.run('lever.overnight');
    await app.services.jobs.run('lever.overnight');
    const before = await lever(user);
    expect(await submit(user, { ...aapl, multiple: '5' })).toMatchObject({
      type: 'error',
      message: expect.stringContaining('market is closed'),
    });
    expect((await call('lever/close', { id: fresh.id }, user)).message).toContain('market is closed');
    expect(await lever(user)).toEqual(before);
  });
});
