// Crypto loans on a real server and database (issue 38): the products to guests; refusals that
// write nothing; a borrow that freezes the collateral and pays the loan out; the price falling
// past the margin-call line (told once, citing the tick) and the liquidation line (settled exactly
// at that tick); interest charged once an hour across a restart; repaying part (interest first)
// and all (collateral back); collateral added and taken back within the initial line; 200 borrows
// at once on one collateral balance and 50 repayments of one loan at once; Idempotency-Key; the
// back office's terms for new loans only, audited.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hourlyInterest, settlement } from '../../contract/loan-rules';
import type { AdminLoanProduct, Loan, LoanDetail, LoanPage, LoanProduct } from '../../contract/loans';
import type { NotificationItem } from '../../contract/user';
import { type App, buildApp } from '../../server/app';
import { OffsetClock } from '../../server/core/clock';
import { loadConfig } from '../../server/core/config';
import { loanMessages } from '../../server/loans/messages';
import { instrumentBySymbol } from '../../server/market/instruments';
import {
  ApiClient,
  advanceClock,
  balanceOf,
  DB_TARGETS,
  fundedUser,
  pricesRecorded,
  recordTick,
  signIn,
  signInOperator,
  startInProcess,
  type User,
} from './harness';

const BTC = instrumentBySymbol('BTC/USDT')?.id as number;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(DB_TARGETS)('crypto loans on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let env: NodeJS.ProcessEnv;
  let stop: () => Promise<void>;
  let restarted: App | null = null;

  beforeAll(async () => {
    ({ app, api, env, stop } = await startInProcess(target));
    await pricesRecorded(api);
    // Prices hold still: the only ticks that move them are the ones these tests record.
    app.services.market.pause();
    await feed('100000');
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
  const balance = (user: User, currency: string) => balanceOf(api, user, currency);
  const borrower = (funds: Record<string, string>) => fundedUser(api, funds);
  const borrow = (user: User, fields: Record<string, string>, headers = {}) =>
    call<Loan>('POST', 'loan/borrow', { product_id: '1', term: '0', ...fields }, user, headers);
  const detail = async (user: User, id: string) => (await call<LoanDetail>('GET', 'loan/detail', { id }, user)).message;
  const feed = (price: string) => recordTick(app, api, BTC, price, 'loans.risk');
  const notices = async (user: User) =>
    (await call<{ data: NotificationItem[] }>('GET', 'user/notifications', { limit: '50' }, user)).message.data;

  it('shows guests the products with the collateral’s recorded price', async () => {
    const products = (await call<LoanProduct[]>('GET', 'loan/products')).message;
    const btc = products.find((p) => p.collateral === 'BTC') as LoanProduct;
    expect(btc).toMatchObject({ borrow: 'USDT', initial_ltv: '0.65', call_ltv: '0.8', liquidation_ltv: '0.9' });
    expect(btc.terms).toEqual([0, 7, 30, 90]);
    expect(btc.price?.price).toBe('100000');
  });

  it('refuses what it cannot lend, in the reader’s words, and writes nothing', async () => {
    const user = await borrower({ BTC: '1' });
    const refusals: [Record<string, string>, string][] = [
      [{ amount: '10', collateral: '0.1' }, loanMessages.belowMin.id],
      [{ amount: '7000', collateral: '0.1' }, loanMessages.ltv.id],
      [{ amount: '100', collateral: '0.1', term: '5' }, loanMessages.termUnknown.id],
      [{ amount: '0', collateral: '0.1' }, loanMessages.amountPositive.id],
      [{ amount: '1e3', collateral: '0.1' }, loanMessages.amountPositive.id],
      [{ amount: '100', collateral: '0.1', product_id: '99' }, loanMessages.productUnknown.id],
      [{ amount: '100', collateral: '2' }, 'ledger.insufficient_balance'],
    ];
    for (const [fields, code] of refusals) {
      const reply = await borrow(user, fields);
      expect([reply.type, reply.code], JSON.stringify(fields)).toEqual(['error', code]);
    }
    expect(String((await borrow(user, { amount: '7000', collateral: '0.1' })).message)).toContain('0.10769');
    expect(await balance(user, 'BTC')).toEqual({ available: '1', frozen: '0' });
    expect((await call<LoanPage>('GET', 'loan/list', {}, user)).message.total).toBe(0);
    expect((await borrow(user, { amount: '100', collateral: '0.1' })).type).toBe('ok');
  });

  it('lends against frozen collateral, calls the margin once and liquidates exactly at the recorded tick', async () => {
    await feed('100000');
    const user = await borrower({ BTC: '0.1' });
    const loan = (await borrow(user, { amount: '5000', collateral: '0.1' })).message;
    const hourly = hourlyInterest('5000', '0.0002');
    expect(loan).toMatchObject({
      principal: '5000',
      interest: hourly,
      collateral: '0.1',
      state: 'open',
      ltv: '0.5000',
    });
    expect(loan.borrowed_tick.price).toBe('100000');
    expect(loan.call_price).toBe(
      new Decimal('5000').plus(hourly).div('0.08').toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(),
    );
    expect(await balance(user, 'BTC')).toEqual({ available: '0', frozen: '0.1' });
    expect(await balance(user, 'USDT')).toEqual({ available: '5000', frozen: '0' });

    await feed('70000');
    expect((await detail(user, loan.id)).loan.margin_called).toBe(false);
    const callTick = await feed('62000');
    const called = (await detail(user, loan.id)).loan;
    expect(called.margin_called).toBe(true);
    await feed('61000');
    const events = (await detail(user, loan.id)).events.filter((e) => e.kind === 'margin_call');
    expect(events).toHaveLength(1);
    expect(events[0]?.tick).toEqual({ id: callTick.id, price: '62000', time: callTick.time });
    expect((await notices(user)).filter((n) => n.kind === 'loan_margin_call')).toHaveLength(1);

    const liquidation = await feed('55000');
    const closed = (await detail(user, loan.id)).loan;
    expect(closed.state).toBe('liquidated');
    expect(closed.closed_tick).toEqual({ id: liquidation.id, price: '55000', time: liquidation.time });
    const expected = settlement({ principal: '5000', interest: hourly, collateral: '0.1' }, '0.02', '55000');
    expect(new Decimal(expected.proceeds).gte(new Decimal(5000).plus(hourly).plus(expected.fee))).toBe(true);
    expect(await balance(user, 'BTC')).toEqual({ available: expected.returned, frozen: '0' });
    expect(await balance(user, 'USDT')).toEqual({
      available: new Decimal(5000).plus(expected.change).toFixed(),
      frozen: '0',
    });
    const settled = (await detail(user, loan.id)).events.find((e) => e.kind === 'liquidation');
    expect(settled).toMatchObject({ sold: expected.sold, fee: expected.fee, returned: expected.returned });
    expect(settled?.tick?.id).toBe(liquidation.id);
    const entry = await app.db
      .selectFrom('ledger_entry')
      .select('memo')
      .where('kind', '=', 'loan_liquidation')
      .where('memo', 'like', `%${loan.id}%`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.memo)).toEqual({ loan: loan.id, tick_id: liquidation.id });
    await feed('100000');
  });

  it('repays interest first, then all of it, and gives the collateral back', async () => {
    const user = await borrower({ BTC: '0.1', USDT: '100' });
    const loan = (await borrow(user, { amount: '1000', collateral: '0.1', term: '7' })).message;
    expect(loan.due_at).toBe(loan.created_at + 7 * 86_400_000);
    const hourly = hourlyInterest('1000', '0.0002');
    const part = (await call<Loan>('POST', 'loan/repay', { id: loan.id, amount: '100' }, user)).message;
    expect(part).toMatchObject({
      interest: '0',
      principal: new Decimal(1000).minus(new Decimal(100).minus(hourly)).toFixed(),
    });
    expect(part.interest_paid).toBe(hourly);
    const tooMuch = await call('POST', 'loan/repay', { id: loan.id, amount: '5000' }, user);
    expect(tooMuch.code).toBe(loanMessages.aboveDebt.id);
    const all = (await call<Loan>('POST', 'loan/repay', { id: loan.id, all: '1' }, user)).message;
    expect(all.state).toBe('repaid');
    expect(await balance(user, 'BTC')).toEqual({ available: '0.1', frozen: '0' });
    expect(await balance(user, 'USDT')).toEqual({ available: new Decimal(100).minus(hourly).toFixed(), frozen: '0' });
    expect((await call('POST', 'loan/repay', { id: loan.id, all: '1' }, user)).code).toBe(loanMessages.closed.id);
    const closed = (await call<LoanPage>('GET', 'loan/list', { state: 'closed' }, user)).message.list;
    expect(closed.map((l) => l.id)).toEqual([loan.id]);
  });

  it('adds collateral, and takes some back only while the LTV stays under the initial line', async () => {
    const user = await borrower({ BTC: '1' });
    const loan = (await borrow(user, { amount: '6000', collateral: '0.1' })).message;
    const added = (await call<Loan>('POST', 'loan/collateral', { id: loan.id, action: 'add', amount: '0.1' }, user))
      .message;
    expect(added.collateral).toBe('0.2');
    // 6000.05 owed at 100,000 needs 0.0923... BTC at 65 %: at most 0.1076... may come back.
    const refused = await call('POST', 'loan/collateral', { id: loan.id, action: 'reduce', amount: '0.11' }, user);
    expect(refused.code).toBe(loanMessages.reduceTooMuch.id);
    const reduced = (
      await call<Loan>('POST', 'loan/collateral', { id: loan.id, action: 'reduce', amount: '0.1' }, user)
    ).message;
    expect(reduced.collateral).toBe('0.1');
    expect(await balance(user, 'BTC')).toEqual({ available: '0.9', frozen: '0.1' });
  });

  it('charges interest once an hour, and once only across a restart', async () => {
    let user = await borrower({ BTC: '1' });
    const loan = (await borrow(user, { amount: '2400', collateral: '0.1' })).message;
    const hourly = hourlyInterest('2400', '0.0002');
    expect(hourly).toBe('0.02');
    const jump = 2 * HOUR;
    await advanceClock(api, jump);
    await app.services.jobs.run('loans.interest');
    await app.services.jobs.run('loans.interest');
    // Two hours idle ended the session.
    user = await signIn(api, user);
    expect((await detail(user, loan.id)).loan.interest).toBe('0.06');

    await app.http.close();
    const clock = new OffsetClock();
    clock.advance(jump);
    app = await buildApp({ config: loadConfig({ ...env }), clock });
    restarted = app;
    api = new ApiClient(await app.http.listen({ port: 0, host: '127.0.0.1' }));
    app.services.market.pause();
    await app.services.jobs.run('loans.interest');
    expect((await detail(user, loan.id)).loan.interest).toBe('0.06');
    await advanceClock(api, HOUR);
    await app.services.jobs.run('loans.interest');
    user = await signIn(api, user);
    const after = await detail(user, loan.id);
    expect(after.loan.interest).toBe('0.08');
    const charged = after.events.filter((e) => e.kind === 'interest');
    expect(charged.reduce((s, e) => s + (e.hours ?? 0), 0)).toBe(3);
    await feed('100000');
  }, 60_000);

  it('honours Idempotency-Key, and 200 borrows at once on one collateral balance lend what it holds', async () => {
    const user = await borrower({ BTC: '1' });
    const key = { 'Idempotency-Key': `loan-${target}-${Date.now()}` };
    const first = (await borrow(user, { amount: '100', collateral: '0.01' }, key)).message;
    expect((await borrow(user, { amount: '100', collateral: '0.01' }, key)).message.id).toBe(first.id);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => borrow(user, { amount: '100', collateral: '0.01' })),
    );
    expect(results.filter((r) => r.type === 'ok')).toHaveLength(99);
    expect(results.filter((r) => r.type !== 'ok').every((r) => r.code === 'ledger.insufficient_balance')).toBe(true);
    expect(await balance(user, 'BTC')).toEqual({ available: '0', frozen: '1' });
    expect(await balance(user, 'USDT')).toEqual({ available: '10000', frozen: '0' });
    const open = await app.db.selectFrom('loan').select('principal').where('state', '=', 'open').execute();
    const product = await app.db
      .selectFrom('loan_product')
      .select('lent')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(product.lent).toBe(open.reduce((s, r) => s.plus(r.principal), new Decimal(0)).toFixed());
  }, 60_000);

  it('carries out one of 50 repayments of one loan sent at once', async () => {
    const user = await borrower({ BTC: '0.1', USDT: '100' });
    const loan = (await borrow(user, { amount: '1000', collateral: '0.1' })).message;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call<Loan>('POST', 'loan/repay', { id: loan.id, all: '1' }, user)),
    );
    expect(results.filter((r) => r.type === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r.type !== 'ok').every((r) => r.code === loanMessages.closed.id)).toBe(true);
    expect(await balance(user, 'BTC')).toEqual({ available: '0.1', frozen: '0' });
    expect((await balance(user, 'USDT')).available).toBe(
      new Decimal(100).minus(hourlyInterest('1000', '0.0002')).toFixed(),
    );
  }, 60_000);

  it('lets the back office change terms for new loans only, audited; a reviewer only reads', async () => {
    const user = await borrower({ BTC: '1' });
    const before = (await borrow(user, { amount: '1000', collateral: '0.1' })).message;
    const admin = await signInOperator(app, api, 'admin');
    const products = (await api.call<AdminLoanProduct[]>('GET', 'admin/loan/products', {}, admin)).body.message;
    const btc = products.find((p) => p.id === 1) as AdminLoanProduct;
    expect(btc.open_loans).toBeGreaterThan(0);
    const fields = {
      id: '1',
      collateral: 'BTC',
      initial_ltv: '0.6',
      call_ltv: '0.75',
      liquidation_ltv: '0.85',
      daily_rate: '0.0003',
      liquidation_fee: '0.02',
      terms: '0, 7, 30',
      min_borrow: '50',
      user_limit: '200000',
      total_limit: '10000000',
      enabled: '1',
    };
    const bad = await api.call('POST', 'admin/loan/product', { ...fields, call_ltv: '0.95' }, admin);
    expect(bad.body.code).toBe(loanMessages.badTerms.id);
    const saved = await api.call<AdminLoanProduct>('POST', 'admin/loan/product', fields, admin);
    expect(saved.body.message).toMatchObject({ initial_ltv: '0.6', daily_rate: '0.0003', terms: [0, 7, 30] });
    const after = (await borrow(user, { amount: '1000', collateral: '0.1' })).message;
    expect(after.daily_rate).toBe('0.0003');
    expect((await detail(user, before.id)).loan.daily_rate).toBe('0.0002');
    const audit = await app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'loan.product.save')
      .execute();
    expect(audit).toHaveLength(1);
    const reviewer = await signInOperator(app, api, 'reviewer');
    expect((await api.call('POST', 'admin/loan/product', fields, reviewer)).body.type).toBe('error');
    expect((await api.call('GET', 'admin/loan/loans', {}, reviewer)).body.type).toBe('ok');
  });
  it('settles a fixed term still open a day after its due time, at the first tick judged after', async () => {
    let user = await borrower({ BTC: '1' });
    const loan = (await borrow(user, { amount: '1000', collateral: '0.1', term: '7' })).message;
    await advanceClock(api, 7 * DAY + 23 * HOUR);
    await feed('100000');
    const state = async () =>
      (await app.db.selectFrom('loan').select('state').where('id', '=', loan.id).executeTakeFirstOrThrow()).state;
    expect(await state()).toBe('open');
    await advanceClock(api, 2 * HOUR);
    const tick = await feed('100000');
    expect(await state()).toBe('liquidated');
    user = await signIn(api, user);
    const { events } = await detail(user, loan.id);
    const expiry = events.find((e) => e.kind === 'expiry');
    expect(expiry?.tick).toEqual({ id: tick.id, price: '100000', time: tick.time });
    const owed = {
      principal: '1000',
      interest: new Decimal(expiry?.interest ?? '0').neg().toFixed(),
      collateral: '0.1',
    };
    const expected = settlement(owed, '0.02', '100000');
    expect(expiry).toMatchObject({ sold: expected.sold, fee: expected.fee, returned: expected.returned });
    expect(await balance(user, 'BTC')).toEqual({
      available: new Decimal(0.9).plus(expected.returned).toFixed(),
      frozen: '0',
    });
  }, 60_000);
});
