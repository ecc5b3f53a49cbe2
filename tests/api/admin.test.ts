// The operator back office on a real database: operator accounts from the command line, their own
// sessions and second factor, roles, the review queues (each decision once, audited, and seen by
// the customer), users (search, view, freeze, adjustments through the ledger, 200 at once on one
// balance), the read-only audit log — and proof that no route lets anyone set a price, an outcome
// or a balance.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import Decimal from 'decimal.js';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdjustmentList,
  AdjustmentReply,
  AdminAdjustment,
  AuditRow,
  OperatorInfo,
  QueueCounts,
} from '../../contract/admin';
import type { BalanceRow, BillRow, RechargeItem } from '../../contract/wallet';
import type { App } from '../../server/app';
import {
  type ApiClient,
  atOnce,
  confirmIdentity,
  DB_TARGETS,
  journalFaults,
  outbox,
  pricesRecorded,
  SOUND,
  serverNow,
  setPayPassword,
  signUp,
  startInProcess,
  type User,
  uploadImage,
  verifyLevel1,
} from './harness';

const PASSWORD = 'operator-pass-12';
/** A refusal: its text, and the code (message id) every refusal carries; a lock's `until` may come too. */
const refused = (message: string) => expect.objectContaining({ type: 'error', message, code: expect.any(String) });
const NOT_ALLOWED = refused('Your role does not allow this');
const LOGIN_FAILED = refused('Wrong e-mail, password or authenticator code');

type Session = { token: string; auth: Record<string, string>; operator: OperatorInfo };

describe.each(DB_TARGETS)('operator back office on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;
  let env: NodeJS.ProcessEnv;
  let serial = 0;

  beforeAll(async () => {
    ({ app, api, stop, env } = await startInProcess(target));
    await pricesRecorded(api);
  });
  afterAll(async () => {
    await stop?.();
  });

  /** The authenticator code for the server's time (tests move the server's clock forward). */
  const code = async (secret: string, steps = 0) =>
    generateSync({ secret, epoch: Math.floor((await serverNow(api)) / 1000) + steps * 30 });

  /** Creates an operator of `role` and signs in (administrators with an authenticator code). */
  async function operator(role: 'reviewer' | 'editor' | 'admin'): Promise<Session & { secret: string | null }> {
    const email = `${role}-${++serial}-${target}@ops.example.com`;
    const created = await app.services.operators.create({ email, name: role, role, password: PASSWORD });
    const secret = created.totp?.secret ?? null;
    const { body } = await api.call<{ token: string; operator: OperatorInfo }>('POST', 'admin/login', {
      email,
      password: PASSWORD,
      totp_code: secret ? await code(secret) : '',
    });
    if (body.type !== 'ok') throw new Error(`operator login refused: ${JSON.stringify(body)}`);
    return { ...body.message, auth: { AUTHORIZATION: body.message.token }, secret };
  }

  const as = async <T = unknown>(s: Session, method: 'GET' | 'POST', p: string, fields: Record<string, string> = {}) =>
    (await api.call<T>(method, `admin/${p}`, fields, s.auth)).body;
  const userIdOf = async (user: User) =>
    (await api.call<{ id: string }>('GET', 'user/info', {}, user.auth)).body.message.id;
  const spotUsdt = async (user: User) =>
    (await api.call<BalanceRow[]>('POST', 'wallet/list', {}, user.auth)).body.message.find(
      (r) => r.account === 2 && r.currency === 'USDT',
    );

  it('creates operators from the command line; administrators get an authenticator secret', async () => {
    const cliEnv = { ...process.env, ...env, OPERATOR_PASSWORD: PASSWORD };
    const run = promisify(execFile);
    const out = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/operator-create.ts', '--email', `cli-${target}@ops.example.com`, '--role', 'admin'],
      { env: cliEnv },
    );
    expect(out.stdout).toMatch(/operator cli-.* \(admin\) created/);
    expect(out.stdout).toMatch(/otpauth:\/\/totp\//);
    const bad = run(
      process.execPath,
      ['--import', 'tsx', 'scripts/operator-create.ts', '--email', 'x@y.z', '--role', 'boss'],
      {
        env: cliEnv,
      },
    );
    await expect(bad).rejects.toMatchObject({ code: 2 });
  });

  it('signs operators in apart from customers, with the second factor administrators must give', async () => {
    const email = `admin-2fa-${target}@ops.example.com`;
    const created = await app.services.operators.create({ email, name: 'A', role: 'admin', password: PASSWORD });
    const secret = created.totp?.secret ?? '';
    const login = (fields: Record<string, string>) =>
      api.call('POST', 'admin/login', { email, password: PASSWORD, ...fields }).then((r) => r.body);
    expect(await login({})).toEqual(LOGIN_FAILED);
    expect(await login({ totp_code: '000000' })).toEqual(LOGIN_FAILED);
    expect(await login({ password: 'wrong-password!', totp_code: await code(secret) })).toEqual(LOGIN_FAILED);
    const ok = await login({ totp_code: await code(secret, 1) });
    expect(ok).toMatchObject({ type: 'ok', message: { operator: { email, role: 'admin' } } });
    // The same code does not work twice.
    expect(await login({ totp_code: await code(secret, 1) })).toEqual(LOGIN_FAILED);

    const token = (ok.message as { token: string }).token;
    expect((await api.call('GET', 'admin/me', {}, { AUTHORIZATION: token })).body).toMatchObject({
      type: 'ok',
      message: { email, role: 'admin' },
    });
    // An operator token is not a customer session, nor a customer token an operator session.
    expect((await api.call('POST', 'wallet/list', {}, { AUTHORIZATION: token })).body.type).toBe(999);
    const customer = await signUp(api);
    expect((await api.call('GET', 'admin/me', {}, customer.auth)).body.type).toBe(999);
    expect((await api.call('GET', 'admin/kyc/list')).body.type).toBe(999);

    await api.call('POST', 'admin/logout', {}, { AUTHORIZATION: token });
    expect((await api.call('GET', 'admin/me', {}, { AUTHORIZATION: token })).body.type).toBe(999);
  });

  it('locks an operator e-mail after five failed logins', async () => {
    const reviewer = await operator('reviewer');
    for (let i = 0; i < 5; i++) {
      expect(
        (await api.call('POST', 'admin/login', { email: reviewer.operator.email, password: 'nope-nope-nope' })).body,
      ).toEqual(LOGIN_FAILED);
    }
    const locked = await api.call('POST', 'admin/login', { email: reviewer.operator.email, password: PASSWORD });
    expect(locked.body).toEqual(refused('Too many failed attempts, please try again in 15 minutes'));
  });

  it('lets each role do its own work only', async () => {
    const reviewer = await operator('reviewer');
    const editor = await operator('editor');
    expect((await as(reviewer, 'GET', 'recharge/list')).type).toBe('ok');
    expect(await as(editor, 'GET', 'recharge/list')).toEqual(NOT_ALLOWED);
    expect(await as(editor, 'GET', 'users/search', { q: 'a' })).toEqual(NOT_ALLOWED);
    expect(await as(reviewer, 'POST', 'users/freeze', { id: 'x', frozen: '1', reason: 'r' })).toEqual(NOT_ALLOWED);
    expect(
      await as(reviewer, 'POST', 'users/adjust', { id: 'x', account: '2', currency: 'USDT', amount: '1', reason: 'r' }),
    ).toEqual(NOT_ALLOWED);
    expect(await as(reviewer, 'GET', 'audit')).toEqual(NOT_ALLOWED);
  });

  it('approves a recharge once, with the voucher to look at, the customer credited and the decision audited', async () => {
    const customer = await signUp(api);
    const voucher = await uploadImage(api, customer.auth);
    await api.call('POST', 'wallet/charge_req', { currency: '2', amount: '250', voucher }, customer.auth);
    const reviewer = await operator('reviewer');
    const queue = await as<{ id: string; email: string; amount: string }[]>(reviewer, 'GET', 'recharge/list');
    const item = queue.message.find((r) => r.email === customer.email);
    expect(item).toMatchObject({ amount: '250' });
    const id = item?.id ?? '';
    const detail = await as<{ voucher: string }>(reviewer, 'GET', 'recharge/detail', { id });
    const image = await api.fetch(detail.message.voucher);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const second = await operator('reviewer');
    const both = await Promise.all([
      as(reviewer, 'POST', 'recharge/decide', { id, approve: '1' }),
      as(second, 'POST', 'recharge/decide', { id, approve: '1' }),
    ]);
    expect(both.map((b) => b.type).sort()).toEqual(['error', 'ok']);
    expect(both.find((b) => b.type === 'error')).toEqual(refused('This request has already been decided'));
    expect(await spotUsdt(customer)).toMatchObject({ available: '250' });
    const log = await api.call<RechargeItem[]>('GET', 'recharge/log', {}, customer.auth);
    expect(log.body.message[0]).toMatchObject({ state: 'approved' });

    const admin = await operator('admin');
    const audit = await as<{ action: string; operator_email: string; before: unknown; after: unknown }[]>(
      admin,
      'GET',
      'audit',
      { target_id: id },
    );
    expect(audit.message).toHaveLength(1);
    expect(audit.message[0]).toMatchObject({
      action: 'recharge.approve',
      before: { state: 'review' },
      after: { state: 'approved', reason: null },
    });
    expect([reviewer.operator.email, second.operator.email]).toContain(audit.message[0]?.operator_email);
  });

  it('counts what waits in each queue for the navigation, and names the customer on a recharge', async () => {
    const reviewer = await operator('reviewer');
    const editor = await operator('editor');
    const admin = await operator('admin');
    const counts = async () => (await as<QueueCounts>(reviewer, 'GET', 'queues')).message;
    expect(await as(editor, 'GET', 'queues')).toEqual(NOT_ALLOWED);
    const before = await counts();
    expect(before).toEqual({
      kyc: expect.any(Number),
      recharge: expect.any(Number),
      withdraw: expect.any(Number),
      adjustment: expect.any(Number),
      support: expect.any(Number),
      nft: expect.any(Number),
    });

    // A declared recharge waits in its queue; its detail says whose it is, not only an id.
    const customer = await signUp(api);
    const voucher = await uploadImage(api, customer.auth);
    await api.call('POST', 'wallet/charge_req', { currency: '2', amount: '30', voucher }, customer.auth);
    expect(await counts()).toEqual({ ...before, recharge: before.recharge + 1 });
    const queue = await as<{ id: string; email: string }[]>(reviewer, 'GET', 'recharge/list');
    const id = queue.message.find((r) => r.email === customer.email)?.id ?? '';
    const detail = await as<{ email: string | null; mobile: string | null; user_id: string }>(
      reviewer,
      'GET',
      'recharge/detail',
      { id },
    );
    expect(detail.message).toMatchObject({ email: customer.email, mobile: null, user_id: await userIdOf(customer) });

    // Decided: it no longer waits, and the detail names who decided.
    expect((await as(reviewer, 'POST', 'recharge/decide', { id, approve: '1' })).type).toBe('ok');
    expect(await counts()).toEqual(before);
    const decided = await as<{ reviewer_email: string | null }>(reviewer, 'GET', 'recharge/detail', { id });
    expect(decided.message.reviewer_email).toBe(reviewer.operator.email);

    // An adjustment above the threshold waits for a second administrator.
    await pricesRecorded(api);
    const userId = await userIdOf(customer);
    const big = { id: userId, account: '2', currency: 'USDT', amount: '5000', reason: 'Goodwill' };
    expect((await as<AdjustmentReply>(admin, 'POST', 'users/adjust', big)).message.state).toBe('pending');
    expect(await counts()).toEqual({ ...before, adjustment: before.adjustment + 1 });
  });

  it('rejects with a reason only, and decides identity verification and withdrawals the same way', async () => {
    const reviewer = await operator('reviewer');
    const customer = await signUp(api);
    await verifyLevel1(app, api, customer);
    const pay = await setPayPassword(api, customer);
    const voucher = await uploadImage(api, customer.auth);
    await api.call('POST', 'wallet/charge_req', { currency: '2', amount: '100', voucher }, customer.auth);
    const recharge = (await as<{ id: string; email: string }[]>(reviewer, 'GET', 'recharge/list')).message.find(
      (r) => r.email === customer.email,
    );
    expect(await as(reviewer, 'POST', 'recharge/decide', { id: recharge?.id ?? '', approve: '0' })).toEqual(
      refused('Please give the reason for the rejection'),
    );
    await as(reviewer, 'POST', 'recharge/decide', { id: recharge?.id ?? '', approve: '1' });

    const qrcode = await uploadImage(api, customer.auth);
    const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    await confirmIdentity(api, customer);
    await api.call('POST', 'user/wallet/save', { currency: '2', name: 'w', address, qrcode }, customer.auth);
    const list = await api.call<{ data: { id: string }[] }>('GET', 'user/wallet/list', {}, customer.auth);
    const out = await api.call<{ id: string }>(
      'POST',
      'wallet/out',
      { currency: '2', address_id: list.body.message.data[0]?.id ?? '', amount: '40', pay_password: pay },
      customer.auth,
    );
    const withdrawals = await as<{ id: string; destination: { address: string } }[]>(reviewer, 'GET', 'withdraw/list');
    expect(withdrawals.message.find((w) => w.id === out.body.message.id)?.destination.address).toBe(address);
    expect(
      await as(reviewer, 'POST', 'withdraw/decide', {
        id: out.body.message.id,
        approve: '0',
        reason: 'Not your address',
      }),
    ).toMatchObject({ type: 'ok' });
    expect(await spotUsdt(customer)).toMatchObject({ available: '100', frozen: '0' });

    // Identity verification: the decided submission, with its photos, cannot be decided again.
    const kycQueue = await as<{ id: string; email: string }[]>(reviewer, 'GET', 'kyc/list', { state: 'verified' });
    const verified = kycQueue.message.find((k) => k.email === customer.email);
    const detail = await as<{ front_pic: string; card_id: string; country: string }>(reviewer, 'GET', 'kyc/detail', {
      id: verified?.id ?? '',
    });
    expect(detail.message.front_pic).toMatch(/^\/file\/.+\?exp=\d+&sig=/);
    // The issuing country: the spec's request, without one, is a Chinese ID card.
    expect(detail.message.country).toBe('CN');
    // Whose it is, for the screen to name rather than show an id (decided here by the harness, no operator).
    expect(detail.message).toMatchObject({ email: customer.email, reviewer_email: null });
    expect(await as(reviewer, 'POST', 'kyc/decide', { id: verified?.id ?? '', approve: '0', reason: 'x' })).toEqual(
      refused('This submission has already been decided'),
    );
  });

  it('finds and shows a user, freezes their login and ends their sessions, all audited', async () => {
    const customer = await signUp(api);
    const admin = await operator('admin');
    const reviewer = await operator('reviewer');
    const found = await as<{ id: string; email: string }[]>(reviewer, 'GET', 'users/search', { q: customer.email });
    expect(found.message).toHaveLength(1);
    // `_` and `%` are matched as themselves, not as wildcards.
    const underscored = await signUp(api, { email: `a_b.${customer.email}` });
    await signUp(api, { email: `axb.${customer.email}` });
    const literal = await as<{ email: string }[]>(reviewer, 'GET', 'users/search', { q: `a_b.${customer.email}` });
    expect(literal.message.map((u) => u.email)).toEqual([underscored.email]);
    expect((await as<unknown[]>(reviewer, 'GET', 'users/search', { q: '%' })).message).toEqual([]);
    const id = found.message[0]?.id ?? '';
    const detail = await as<{
      user: { email: string };
      balances: unknown[];
      sessions: unknown[];
      kyc: { level: number };
    }>(reviewer, 'GET', 'users/detail', { id });
    expect(detail.message).toMatchObject({ user: { email: customer.email }, kyc: { level: 0 } });
    expect(detail.message.sessions).toHaveLength(1);

    expect(await as(admin, 'POST', 'users/freeze', { id, frozen: '1', reason: '' })).toEqual(
      refused('Please give a reason'),
    );
    expect((await as(admin, 'POST', 'users/freeze', { id, frozen: '1', reason: 'Fraud report' })).type).toBe('ok');
    expect((await api.call('GET', 'user/info', {}, customer.auth)).body.type).toBe(999);
    const login = await api.call(
      'POST',
      'user/login',
      { user_string: customer.email, password: customer.password },
      {
        'x-forwarded-for': customer.ip,
      },
    );
    expect(login.body.type).toBe('error');
    const audit = await as<{ action: string; after: { reason: string } }[]>(admin, 'GET', 'audit', { target_id: id });
    expect(audit.message[0]).toMatchObject({
      action: 'user.freeze',
      after: { login_frozen: true, reason: 'Fraud report' },
    });
  });

  it('lifts the freeze a customer set from a security alert, with a reason, in the audit log', async () => {
    const customer = await signUp(api);
    const id = await userIdOf(customer);
    await setPayPassword(api, customer); // a security change: the e-mail gets an alert with a freeze link
    const alert = (await outbox(api, customer.email)).find((m) => m.body.includes('#/security/freeze?token='));
    const token = decodeURIComponent(/token=(\S+)/.exec(alert?.body ?? '')?.[1] ?? '');
    expect((await api.call('POST', 'safe/freeze', { token }, {})).body.type).toBe('ok');

    const admin = await operator('admin');
    const reviewer = await operator('reviewer');
    const detail = await as<{ user: { security_frozen_at: number | null }; security: { kind: string }[] }>(
      reviewer,
      'GET',
      'users/detail',
      { id },
    );
    expect(detail.message.user.security_frozen_at).toEqual(expect.any(Number));
    expect(detail.message.security.map((e) => e.kind).slice(0, 2)).toEqual(['freeze', 'pay_password']);

    const lift = (s: Session, reason: string) => as(s, 'POST', 'users/lift_security_freeze', { id, reason });
    expect(await lift(reviewer, 'Checked')).toEqual(NOT_ALLOWED);
    expect(await lift(admin, ' ')).toEqual(refused('Please give a reason'));
    expect((await lift(admin, 'Called the owner back on the phone on file')).type).toBe('ok');
    expect(await lift(admin, 'Again')).toEqual(refused('Your account is not frozen'));

    const after = await as<{ user: { security_frozen_at: number | null; withdraw_hold_until: number } }>(
      admin,
      'GET',
      'users/detail',
      { id },
    );
    expect(after.message.user.security_frozen_at).toBeNull();
    expect(after.message.user.withdraw_hold_until).toBeGreaterThan(0); // the hold (none on this test server) restarts
    const audit = await as<{ action: string; after: { reason: string } }[]>(admin, 'GET', 'audit', { target_id: id });
    expect(audit.message[0]).toMatchObject({
      action: 'user.security_unfreeze',
      after: { reason: 'Called the owner back on the phone on file' },
    });
  });

  it('adjusts a balance only as a ledger entry with its reason, which the customer sees in the bill', async () => {
    const customer = await signUp(api);
    const id = await userIdOf(customer);
    const admin = await operator('admin');
    const adjust = (fields: Record<string, string>) =>
      as(admin, 'POST', 'users/adjust', {
        id,
        account: '2',
        currency: 'USDT',
        amount: '15.5',
        reason: 'Compensation',
        ...fields,
      });
    expect(await adjust({ reason: '' })).toEqual(
      refused('Enter a non-zero amount with at most 8 decimals, and a reason'),
    );
    expect(await adjust({ amount: '0' })).toEqual(
      refused('Enter a non-zero amount with at most 8 decimals, and a reason'),
    );
    expect(await adjust({ amount: '1.123456789' })).toEqual(
      refused('Enter a non-zero amount with at most 8 decimals, and a reason'),
    );
    expect((await adjust({})).type).toBe('ok');
    expect(await adjust({ amount: '-20' })).toEqual(refused('Insufficient balance'));
    expect((await adjust({ amount: '-5.5', reason: 'Correction' })).type).toBe('ok');
    expect(await spotUsdt(customer)).toMatchObject({ available: '10' });
    const bill = await api.call<BillRow[]>('POST', 'wallet/legal_log', { kind: 'adjustment' }, customer.auth);
    expect(bill.body.message.map((b) => [b.available, b.memo.reason])).toEqual([
      ['-5.5', 'Correction'],
      ['15.5', 'Compensation'],
    ]);
    const csv = await as<string>(admin, 'GET', 'audit/export', { action: 'balance.adjust' });
    expect(csv.message.split('\n')[0]).toBe('time,operator,action,target_type,target_id,before,after,ip');
    expect(csv.message).toContain('Compensation');
  });

  it('needs a second administrator for an adjustment above the threshold (four eyes), applied once', async () => {
    await pricesRecorded(api);
    const customer = await signUp(api);
    const id = await userIdOf(customer);
    const [first, second, third] = [await operator('admin'), await operator('admin'), await operator('admin')];
    const reviewer = await operator('reviewer');
    const request = (amount: string, currency = 'USDT') =>
      as<AdjustmentReply>(first, 'POST', 'users/adjust', { id, account: '2', currency, amount, reason: 'Goodwill' });
    const decide = (who: typeof first, adjustment: string, approve: '1' | '0', note = '') =>
      as<AdminAdjustment>(who, 'POST', 'users/adjustments/decide', { id: adjustment, approve, note });

    // Worth 1,000 USDT or less (with what was applied without approval in the last day): applied at once.
    expect((await request('900')).message).toMatchObject({ state: 'applied', entry_id: expect.any(String) });
    expect((await request('0.00001', 'BTC')).message.state).toBe('applied');
    // Above: waits, and nothing moves.
    const big = (await request('5000')).message;
    expect(big).toMatchObject({ state: 'pending', entry_id: null });
    expect(await spotUsdt(customer)).toMatchObject({ available: '900' });
    const pending = (await as<AdjustmentList>(reviewer, 'GET', 'users/adjustments')).message;
    expect(pending.threshold_usdt).toBe('1000');
    expect(pending.data.find((a) => a.id === big.id)).toMatchObject({
      amount: '5000',
      value_usdt: '5000',
      requested_by_email: first.operator.email,
      state: 'pending',
    });

    expect(await decide(first, big.id, '1')).toEqual(
      refused('You cannot decide an adjustment you requested: another administrator must'),
    );
    expect(await decide(reviewer, big.id, '1')).toEqual(NOT_ALLOWED);
    expect(await decide(second, big.id, '0')).toEqual(refused('Please say why it is rejected'));
    // Two administrators approve at once: one entry.
    const both = await Promise.all([decide(second, big.id, '1'), decide(third, big.id, '1')]);
    expect(both.filter((r) => r.type === 'ok')).toHaveLength(1);
    expect(both.find((r) => r.type === 'error')).toEqual(refused('This adjustment was already decided'));
    expect(await spotUsdt(customer)).toMatchObject({ available: '5900' });
    const entries = await app.db.selectFrom('ledger_entry').select('memo').where('kind', '=', 'adjustment').execute();
    expect(entries.filter((e) => JSON.parse(e.memo).adjustment === big.id)).toHaveLength(1);

    // Rejected with a reason: nothing moves.
    const refusedOne = (await request('-2000')).message;
    const rejected = await decide(second, refusedOne.id, '0', 'No ticket for this');
    expect(rejected.message).toMatchObject({ state: 'rejected', decision_note: 'No ticket for this', entry_id: null });
    expect(await spotUsdt(customer)).toMatchObject({ available: '5900' });
    const audit = (await as<AuditRow[]>(second, 'GET', 'audit', { target_id: id })).message.map((a) => a.action);
    expect(audit).toEqual(
      expect.arrayContaining(['balance.adjust.request', 'balance.adjust.approve', 'balance.adjust.reject']),
    );
  }, 60_000);

  it('holds the approval threshold under a burst: of 50 adjustments of 600 USDT sent at once, one is applied', async () => {
    await pricesRecorded(api);
    const adjust = (who: Session, userId: string) =>
      as<AdjustmentReply>(who, 'POST', 'users/adjust', {
        id: userId,
        account: '2',
        currency: 'USDT',
        amount: '600',
        reason: 'Burst',
      });
    const statesOf = (replies: { type: unknown; message: AdjustmentReply }[]) => {
      expect(replies.filter((r) => r.type !== 'ok')).toEqual([]);
      return replies.map((r) => r.message.state);
    };

    // One customer, five administrators sending ten each at once: the customer's day holds one.
    const customer = await signUp(api);
    const id = await userIdOf(customer);
    const admins = await Promise.all(Array.from({ length: 5 }, () => operator('admin')));
    const burst = await Promise.all(admins.flatMap((a) => Array.from({ length: 10 }, () => adjust(a, id))));
    const states = statesOf(burst);
    expect(states.filter((s) => s === 'applied')).toHaveLength(1);
    expect(states.filter((s) => s === 'pending')).toHaveLength(49);
    expect(await spotUsdt(customer)).toMatchObject({ available: '600' });

    // One administrator, ten customers at once: the administrator's day holds one.
    const solo = await operator('admin');
    const customers = await Promise.all(Array.from({ length: 10 }, () => signUp(api)));
    const ids = await Promise.all(customers.map(userIdOf));
    const spread = statesOf(await Promise.all(ids.map((c) => adjust(solo, c))));
    expect(spread.filter((s) => s === 'applied')).toHaveLength(1);
    expect(spread.filter((s) => s === 'pending')).toHaveLength(9);
    const credited = await app.db
      .selectFrom('balance')
      .select('available')
      .where(
        'holder',
        'in',
        ids.map((c) => `user:${c}`),
      )
      .where('currency', '=', 'USDT')
      .execute();
    expect(credited.map((b) => b.available).filter((a) => a !== '0')).toEqual(['600']);
  }, 120_000);

  it('of 200 debits sent at once by four administrators, applies what the balance holds, the journal sound', async () => {
    await pricesRecorded(api);
    const customer = await signUp(api);
    const funded = await api.call('POST', 'demo/faucet', { currency: 'USDT', amount: '500' }, customer.auth);
    expect(funded.body.type).toBe('ok');
    const id = await userIdOf(customer);
    const admins = await Promise.all(Array.from({ length: 4 }, () => operator('admin')));
    const held = async () =>
      (
        await app.db
          .selectFrom('balance')
          .select('available')
          .where('holder', '=', 'system:adjustments')
          .where('currency', '=', 'USDT')
          .executeTakeFirst()
      )?.available ?? '0';
    const before = await held();
    // 50 debits of 10 each: 500 USDT, within the customer's and each administrator's day.
    const replies = await atOnce(200, (i) =>
      as<AdjustmentReply>(admins[i % 4] as Session, 'POST', 'users/adjust', {
        id,
        account: '2',
        currency: 'USDT',
        amount: '-10',
        reason: 'Burst of debits',
      }),
    );
    const applied = replies.filter((r) => r.type === 'ok');
    expect(applied).toHaveLength(50);
    expect(applied.every((r) => r.message.state === 'applied' && r.message.entry_id)).toBe(true);
    expect(replies.filter((r) => r.type !== 'ok')).toEqual(
      Array.from({ length: 150 }, () => refused('Insufficient balance')),
    );
    expect(await spotUsdt(customer)).toMatchObject({ available: '0', frozen: '0' });
    const rows = await app.db.selectFrom('balance_adjustment').select('state').where('user_id', '=', id).execute();
    expect(rows.map((r) => r.state)).toEqual(Array.from({ length: 50 }, () => 'applied'));
    expect(new Decimal(await held()).minus(before).toFixed()).toBe('500');
    expect(await journalFaults(app)).toEqual(SOUND);
  }, 120_000);

  it('holds the approval threshold over a rolling day of small adjustments, per customer and per administrator', async () => {
    await pricesRecorded(api);
    const [a, b] = [await operator('admin'), await operator('admin')];
    const [one, two] = [await signUp(api), await signUp(api)];
    const [oneId, twoId] = [await userIdOf(one), await userIdOf(two)];
    const adjust = async (who: Session, userId: string, amount: string) => {
      const reply = await as<AdjustmentReply>(who, 'POST', 'users/adjust', {
        id: userId,
        account: '2',
        currency: 'USDT',
        amount,
        reason: 'Small',
      });
      expect(reply.type).toBe('ok');
      return reply.message;
    };

    // A's small credits to one customer: applied up to 1,000 in the day, then each waits.
    expect((await adjust(a, oneId, '400')).state).toBe('applied');
    expect((await adjust(a, oneId, '400')).state).toBe('applied');
    const over = await adjust(a, oneId, '300');
    expect(over.state).toBe('pending');
    expect((await adjust(a, oneId, '200')).state).toBe('applied'); // exactly 1,000
    expect((await adjust(a, oneId, '-1')).state).toBe('pending'); // a debit counts too
    expect(await spotUsdt(one)).toMatchObject({ available: '1000' });
    // The customer's day is full whoever asks.
    expect((await adjust(b, oneId, '1')).state).toBe('pending');
    // A's day is full for every customer; B's is not, and what waits counts for no one.
    expect((await adjust(a, twoId, '1')).state).toBe('pending');
    expect((await adjust(b, twoId, '999')).state).toBe('applied');
    // An adjustment a second administrator approved is not one applied without approval.
    const approved = await as<AdminAdjustment>(b, 'POST', 'users/adjustments/decide', {
      id: over.id,
      approve: '1',
      note: '',
    });
    expect(approved.message.state).toBe('applied');
    expect((await adjust(b, twoId, '1')).state).toBe('applied');

    // A day later the applied ones no longer count.
    const dayAgo = (await serverNow(api)) - 24 * 3_600_000 - 1;
    await app.db
      .updateTable('balance_adjustment')
      .set({ requested_at: dayAgo, decided_at: dayAgo })
      .where('requested_by', '=', a.operator.id)
      .execute();
    expect((await adjust(a, oneId, '900')).state).toBe('applied');
    expect(await spotUsdt(one)).toMatchObject({ available: '2200' });
  }, 60_000);

  it('has no route that sets a price, a trade or option outcome, or a balance', () => {
    const routes = [...new Set(app.routes.map((r) => r.url))].filter((p) => p.startsWith('/api/'));
    const admin = routes.filter((p) => p.startsWith('/api/admin/')).sort();
    // Every back-office route, reviewed: reading (the queues' counts too), the three review decisions, freezing a login, an
    // adjustment (a ledger entry), content editing (texts, images, site name and switches) and
    // spot pair settings (fee rates, minimums, limits, the maker's quoting — terms for orders not
    // yet placed; no price, trade or balance), seconds options' durations (payouts and stake bounds
    // for options not yet made), contracts' terms and the liquidation line (for positions not yet
    // opened; the line is a rule, not an outcome), earn products' terms (for orders not yet placed)
    // — nothing that moves money or decides an outcome — and the support desk (replies, read
    // marks, assignment, close and reopen of customer conversations) and the chat room's
    // moderation (removing a message, muting a user), and the NFT marketplace's sale review (escrow
    // paid to the seller or refunded, spec §6), listing an artwork the platform holds (the
    // operator sets an asking price, never the price bid or an outcome), adding an artist (a
    // holder for the royalties they earn, nothing credited) and listing a blind box
    // series (its price and published odds; each box's draw comes from a seed chain committed
    // before the sale and the buyer's own seed, not from the operator), and the proof of
    // liabilities' publications (read only: the job alone publishes), and the crypto gifts (read only:
    // no route sends, claims or expires one).
    // A new one must be added here on purpose.
    expect(admin).toEqual(
      [
        '/api/admin/audit',
        '/api/admin/audit/export',
        '/api/admin/audit/check',
        '/api/admin/chat/delete',
        '/api/admin/chat/messages',
        '/api/admin/chat/mute',
        '/api/admin/content/articles',
        '/api/admin/content/articles/delete',
        '/api/admin/content/articles/save',
        '/api/admin/content/articles/withdraw',
        '/api/admin/content/faq',
        '/api/admin/content/faq/delete',
        '/api/admin/content/faq/save',
        '/api/admin/content/pages',
        '/api/admin/content/pages/save',
        '/api/admin/content/site',
        '/api/admin/content/site/save',
        '/api/admin/content/upload',
        '/api/admin/dual/plan',
        '/api/admin/dual/plans',
        '/api/admin/dual/products',
        '/api/admin/earn/product',
        '/api/admin/earn/products',
        '/api/admin/follow/applications',
        '/api/admin/follow/decide',
        '/api/admin/gift/list',
        '/api/admin/ieo/project',
        '/api/admin/ieo/projects',
        '/api/admin/kyc/decide',
        '/api/admin/kyc/detail',
        '/api/admin/kyc/list',
        '/api/admin/lever/line',
        '/api/admin/lever/product',
        '/api/admin/lever/products',
        '/api/admin/loan/loans',
        '/api/admin/loan/product',
        '/api/admin/loan/products',
        '/api/admin/login',
        '/api/admin/logout',
        '/api/admin/me',
        '/api/admin/nft/decide',
        '/api/admin/nft/artist',
        '/api/admin/nft/artists',
        '/api/admin/nft/artwork',
        '/api/admin/nft/box',
        '/api/admin/nft/items',
        '/api/admin/nft/listings',
        '/api/admin/nft/media',
        '/api/admin/nft/orders',
        '/api/admin/options/duration',
        '/api/admin/options/durations',
        '/api/admin/options/summary',
        '/api/admin/proof/publications',
        '/api/admin/queues',
        '/api/admin/recharge/decide',
        '/api/admin/recharge/detail',
        '/api/admin/recharge/list',
        '/api/admin/spot/book-check',
        '/api/admin/spot/maker',
        '/api/admin/support/assign',
        '/api/admin/support/canned',
        '/api/admin/support/close',
        '/api/admin/support/detail',
        '/api/admin/support/list',
        '/api/admin/support/read',
        '/api/admin/support/reopen',
        '/api/admin/support/reply',
        '/api/admin/spot/pairs',
        '/api/admin/spot/pairs/save',
        '/api/admin/users/adjust',
        '/api/admin/users/adjustments',
        '/api/admin/users/adjustments/decide',
        '/api/admin/users/detail',
        '/api/admin/users/freeze',
        '/api/admin/users/lift_security_freeze',
        '/api/admin/users/search',
        '/api/admin/withdraw/decide',
        '/api/admin/withdraw/list',
      ].sort(),
    );
    for (const p of routes)
      expect(p).not.toMatch(/price|outcome|result\/set|settle|balance\/set|set_?balance|tick|candle\/(set|edit)/i);
  });
});
