// Seconds options on a real server and database (issue 15): the published terms, the risk
// disclosure, refusals that change nothing, the stake moving through the ledger, settlement on the
// first recorded tick at or after expiry (checked against the tick log and the chart's candle),
// Idempotency-Key, 200 stakes at once on one balance, terms edited while an option is open, the
// product switched off, and options that expire while the server is down settled once on restart.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimesharReply } from '../../contract/market';
import type {
  OptionDuration,
  OptionListReply,
  OptionOrder,
  OptionTerms,
  PayableCurrency,
} from '../../contract/options';
import type { BalanceRow } from '../../contract/wallet';
import { type App, buildApp } from '../../server/app';
import { OffsetClock } from '../../server/core/clock';
import { loadConfig } from '../../server/core/config';
import { instrumentBySymbol } from '../../server/market/instruments';
import { outcomeOf, payoutOf } from '../../server/options/rules';
import {
  ApiClient,
  advanceClock,
  DB_TARGETS,
  openSocket,
  pricesRecorded,
  signUp,
  startInProcess,
  type User,
  until,
} from './harness';

/** The BTC/USDT quotation row's id (match_id). */
const BTC = instrumentBySymbol('BTC/USDT')?.id as number;
const USDT = '1';

describe.each(DB_TARGETS)('seconds options on %s', (target) => {
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
  const micro = async (user: User) =>
    (await call<BalanceRow[]>('POST', 'wallet/list', {}, user)).message.find(
      (b) => b.account === 4 && b.currency === 'USDT',
    )?.available ?? '0';
  /** A user with `usdt` in the options account who accepted the disclosure. */
  async function trader(usdt = '1000', accept = true) {
    const user = await signUp(api);
    expect((await call('POST', 'demo/faucet', { currency: 'USDT', amount: usdt }, user)).type).toBe('ok');
    const moved = await call(
      'POST',
      'wallet/change',
      { currency_id: 'USDT', number: usdt, from_field: '2', to_field: '4' },
      user,
    );
    expect(moved.type).toBe('ok');
    if (accept) expect((await call('POST', 'microtrade/accept_disclosure', { version: '1' }, user)).type).toBe('ok');
    return user;
  }
  const submit = (user: User, fields: Record<string, string> = {}, headers = {}) =>
    call<OptionOrder>(
      'POST',
      'microtrade/submit',
      { match_id: String(BTC), currency_id: USDT, type: '1', seconds: '30', number: '10', ...fields },
      user,
      headers,
    );
  const settled = (user: User, id: string) =>
    until(`option ${id} settled`, async () => {
      const r = (await call<OptionOrder>('GET', 'microtrade/get_result', { id }, user)).message;
      return r.status === 2 ? r : null;
    });

  it('publishes the durations and payouts, and asks for the disclosure before the first option', async () => {
    const terms = (await call<OptionTerms>('GET', 'microtrade/terms')).message;
    expect(terms).toEqual({ enabled: true, disclosure_accepted: false, disclosure_version: 1 });
    const seconds = (await call<OptionDuration[]>('GET', 'microtrade/seconds')).message;
    expect(seconds.map((d) => [d.seconds, d.profit_ratio])).toEqual([
      [30, '80'],
      [60, '82'],
      [180, '85'],
      [300, '88'],
    ]);
    expect(seconds[0]).toMatchObject({ min: '10', max: '10000' });

    const user = await trader('100', false);
    expect(await submit(user)).toMatchObject({ type: 'error', message: expect.stringContaining('risk disclosure') });
    expect(await micro(user)).toBe('100');
    const accepted = await call<OptionTerms>('POST', 'microtrade/accept_disclosure', { version: '1' }, user);
    expect(accepted.message.disclosure_accepted).toBe(true);
    expect((await call<OptionTerms>('GET', 'microtrade/terms', {}, user)).message.disclosure_accepted).toBe(true);
    const payable = (await call<PayableCurrency[]>('GET', 'microtrade/payable_currencies', {}, user)).message;
    expect(payable).toEqual([{ id: 1, currency: 'USDT', balance: '100' }]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const user = await trader('100');
    const refusals: [Record<string, string>, string][] = [
      [{ match_id: '99999' }, 'not available'],
      [{ seconds: '45' }, 'duration is not offered'],
      [{ number: '9.99' }, 'least stake is 10 USDT'],
      [{ number: '10001' }, 'most you can stake is 10000 USDT'],
      [{ number: 'ten' }, 'valid amount'],
      [{ number: '10.000000001' }, 'valid amount'],
      [{ currency_id: '4' }, 'cannot be paid in this currency'],
      [{ number: '100.01' }, 'Insufficient balance'],
    ];
    for (const [fields, text] of refusals) {
      const r = await submit(user, fields);
      expect(r, JSON.stringify(fields)).toMatchObject({ type: 'error', message: expect.stringContaining(text) });
    }
    expect((await submit(user, { type: '3' })).type).toBe('error');
    expect(await micro(user)).toBe('100');
    const open = (await call<OptionListReply>('GET', 'microtrade/lists', { status: '1' }, user)).message;
    expect(open.total).toBe(0);
    // In the user's language.
    const zh = await api.call(
      'POST',
      'microtrade/submit',
      { match_id: String(BTC), currency_id: USDT, type: '1', seconds: '45', number: '10', lang: 'zh' },
      user.auth,
    );
    expect(zh.body.message).not.toContain('duration');
  });

  it('takes the stake at the recorded tick and settles on the first tick at or after expiry, by the published rule', async () => {
    const user = await trader('1000');
    const up = await submit(user, { type: '1', number: '10' });
    const down = await submit(user, { type: '2', number: '20', seconds: '60' });
    expect(up.type).toBe('ok');
    expect(down.type).toBe('ok');
    expect(up.message).toMatchObject({
      status: 1,
      seconds: 30,
      number: '10',
      profit_ratio: '80',
      symbol_name: 'BTC/USDT',
    });
    expect(up.message.open_price).toBe(up.message.open_tick.price);
    expect(up.message.handled_at - up.message.created_at).toBe(30_000);
    expect(up.message.remain_milli_seconds).toBeGreaterThan(25_000);
    expect(await micro(user)).toBe('970');
    // The entry tick is a recorded tick of that instrument, current at acceptance.
    const entry = await app.db
      .selectFrom('market_tick')
      .selectAll()
      .where('id', '=', up.message.open_tick.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ instrument_id: BTC, price: up.message.open_price });
    expect(Number(entry.time)).toBeLessThanOrEqual(up.message.created_at);
    const holding = (
      await call<OptionListReply>('GET', 'microtrade/lists', { status: '1', match_id: String(BTC) }, user)
    ).message;
    expect(holding.data.map((o) => o.id).sort()).toEqual([up.message.id, down.message.id].sort());

    await advanceClock(api, 61_000);
    const results = [await settled(user, up.message.id), await settled(user, down.message.id)];
    let expected = new Decimal(970);
    for (const r of results) {
      const tick = r.settle_tick;
      if (!tick) throw new Error('settled without a tick');
      // The first recorded tick of the instrument at or after the expiry instant.
      const first = await app.db
        .selectFrom('market_tick')
        .selectAll()
        .where('instrument_id', '=', BTC)
        .where('time', '>=', r.handled_at)
        .orderBy('time')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(tick).toEqual({ id: Number(first.id), price: first.price, time: Number(first.time) });
      const outcome = outcomeOf(r.type === 1 ? 'up' : 'down', r.open_price, tick.price);
      const payout = payoutOf(outcome, r.number, new Decimal(r.profit_ratio).div(100).toFixed(), 8);
      expect(r).toMatchObject({ profit_result: outcome, fact_profits: payout, end_price: tick.price });
      expect(r.profit).toBe(new Decimal(payout).minus(r.number).toFixed());
      expected = expected.plus(payout);
      // The chart's minute candle holds the settlement price.
      const minute = Math.floor(tick.time / 60_000) * 60_000;
      const chart = (
        await call<TimesharReply>('GET', 'currency/new_timeshar', {
          symbol: 'BTC/USDT',
          period: '1m',
          from: String(minute),
          to: String(minute),
        })
      ).message;
      const candle = chart.candles.find((c) => c.time === minute);
      if (!candle) throw new Error('no candle for the settlement minute');
      expect(new Decimal(candle.low).lte(tick.price) && new Decimal(candle.high).gte(tick.price)).toBe(true);
    }
    expect(await micro(user)).toBe(expected.toFixed());
    const history = (await call<OptionListReply>('GET', 'microtrade/lists', { status: '2' }, user)).message;
    expect(history.total).toBe(2);
    expect(history.limit).toBe(5);
  }, 90_000);

  it("tells the user's socket when an option is accepted and when it settles", async () => {
    const user = await trader('100');
    const socket = openSocket(api.url, { token: user.token });
    const events: OptionOrder[] = [];
    socket.on('option', (o: OptionOrder) => events.push(o));
    try {
      await until('the connection', async () => (socket.connected ? true : null));
      const placed = (await submit(user)).message;
      await until('the acceptance event', async () =>
        events.some((e) => e.id === placed.id && e.status === 1) ? true : null,
      );
      await advanceClock(api, 31_000);
      const done = await until(
        'the settlement event',
        async () => events.find((e) => e.id === placed.id && e.status === 2) ?? null,
      );
      expect(done.settle_tick?.time).toBeGreaterThanOrEqual(placed.handled_at);
    } finally {
      socket.close();
    }
  }, 60_000);

  it('places one option for a replayed Idempotency-Key', async () => {
    const user = await trader('100');
    const key = { 'Idempotency-Key': `opt-${Date.now()}` };
    const first = await submit(user, {}, key);
    const again = await submit(user, {}, key);
    expect(again).toEqual(first);
    expect(await micro(user)).toBe('90');
    expect((await submit(user, { number: '11' }, key)).type).toBe('error');
  });

  it('of 200 stakes at once on one balance, accepts exactly what the balance covers', async () => {
    const user = await trader('1000');
    const replies = await Promise.all(Array.from({ length: 200 }, () => submit(user, { number: '10' })));
    const ok = replies.filter((r) => r.type === 'ok');
    expect(ok).toHaveLength(100);
    expect(replies.filter((r) => r.type === 'error').every((r) => String(r.message).includes('Insufficient'))).toBe(
      true,
    );
    expect(await micro(user)).toBe('0');
  }, 60_000);

  it('settles an open option on the ratio it was made under, whatever the back office edits since', async () => {
    const user = await trader('100');
    const placed = (await submit(user, { number: '10' })).message;
    const op = { id: 'op-test' };
    await app.services.optionsAdmin.saveDuration(
      { seconds: 30, profit_ratio: '0.5', min_stake: '10', max_stake: '10000', enabled: true },
      op,
      '127.0.0.1',
    );
    expect((await call<OptionDuration[]>('GET', 'microtrade/seconds')).message[0]?.profit_ratio).toBe('50');
    await advanceClock(api, 31_000);
    const r = await settled(user, placed.id);
    expect(r.profit_ratio).toBe('80');
    if (r.profit_result === 1) expect(r.fact_profits).toBe('18');
    await app.services.optionsAdmin.saveDuration(
      { seconds: 30, profit_ratio: '0.8', min_stake: '10', max_stake: '10000', enabled: true },
      op,
      '127.0.0.1',
    );
  }, 60_000);

  it('refuses every option while the operator has the product switched off', async () => {
    const user = await trader('100');
    const set = (on: string) =>
      app.db.updateTable('setting').set({ value: on }).where('keyword', '=', 'xstype1').execute();
    await set('0');
    try {
      expect((await call<OptionTerms>('GET', 'microtrade/terms')).message.enabled).toBe(false);
      expect((await call<OptionDuration[]>('GET', 'microtrade/seconds')).message).toEqual([]);
      expect(await submit(user)).toMatchObject({
        type: 'error',
        message: expect.stringContaining('not offered on this site'),
      });
      expect(await micro(user)).toBe('100');
    } finally {
      await set('1');
    }
  });

  it('agrees with the tick log: every settled option recomputed from the recorded ticks', async () => {
    const rows = await app.db.selectFrom('option_order').selectAll().where('state', '=', 'settled').execute();
    expect(rows.length).toBeGreaterThan(0);
    let paid = new Decimal(0);
    let staked = new Decimal(0);
    for (const o of rows) {
      const open = await app.db
        .selectFrom('market_tick')
        .selectAll()
        .where('id', '=', Number(o.open_tick_id))
        .executeTakeFirstOrThrow();
      expect(open.price).toBe(o.open_price);
      const first = await app.db
        .selectFrom('market_tick')
        .selectAll()
        .where('instrument_id', '=', o.instrument_id)
        .where('time', '>=', Number(o.expires_at))
        .orderBy('time')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(Number(o.settle_tick_id)).toBe(Number(first.id));
      const outcome = outcomeOf(o.direction, open.price, first.price);
      expect(o.result).toBe(outcome);
      expect(o.payout).toBe(payoutOf(outcome, o.stake, o.profit_ratio, 8));
      paid = paid.plus(o.payout ?? '0');
      staked = staked.plus(o.stake);
    }
    // The options desk holds every stake taken less every payout.
    const open = await app.db.selectFrom('option_order').select('stake').where('state', '=', 'open').execute();
    for (const o of open) staked = staked.plus(o.stake);
    const desk = await app.db
      .selectFrom('balance')
      .selectAll()
      .where('holder', '=', 'system:options')
      .executeTakeFirstOrThrow();
    expect(new Decimal(desk.available).eq(staked.minus(paid))).toBe(true);
  });

  it('settles once, after a restart, the options that expired while the server was down', async () => {
    const user = await trader('100');
    const placed = (await submit(user, { number: '10' })).message;
    await app.http.close();
    // Back 40 s later: the option expired while no node ran.
    const clock = new OffsetClock();
    clock.advance(placed.handled_at + 10_000 - Date.now());
    app = await buildApp({ config: loadConfig({ ...env }), clock });
    restarted = app;
    api = new ApiClient(await app.http.listen({ port: 0, host: '127.0.0.1' }));
    const r = await settled(user, placed.id);
    expect(r.settle_tick?.time).toBeGreaterThanOrEqual(placed.handled_at);
    // Once: one payout entry at most, and the balance as the rule says.
    const entries = await app.db
      .selectFrom('ledger_entry')
      .select('memo')
      .where('kind', '=', 'option_settle')
      .execute();
    expect(entries.filter((e) => JSON.parse(e.memo).option === placed.id).length).toBe(r.fact_profits === '0' ? 0 : 1);
    expect(await micro(user)).toBe(new Decimal(90).plus(r.fact_profits ?? '0').toFixed());
    await app.services.jobs.run('options.settle');
    expect(await micro(user)).toBe(new Decimal(90).plus(r.fact_profits ?? '0').toFixed());
  }, 60_000);
});
