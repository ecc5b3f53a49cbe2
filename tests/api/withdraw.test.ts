// Withdrawals on a real database: what one costs, who may make one (998 for the unverified, pay
// password, own saved address, minimum, balance, the 24 h limit in BTC at recorded prices), the
// amount frozen at request, then paid out or released by the review — once, even when two
// reviewers decide at the same moment — and the replay of a request that changes nothing, answered
// before the pay password is tried; 200 right pay passwords at once are none of them locked out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceRow, BillRow, WithdrawInfo, WithdrawItem } from '../../contract/wallet';
import type { App } from '../../server/app';
import {
  type ApiClient,
  confirmIdentity,
  DB_TARGETS,
  deposit,
  pricesRecorded,
  setPayPassword,
  signUp,
  startInProcess,
  type User,
  uploadImage,
  verifyLevel1,
} from './harness';

/** A refusal: its text, and the code (message id) every refusal carries; a lock's `until` may come too. */
const refused = (message: string) => expect.objectContaining({ type: 'error', message, code: expect.any(String) });

describe.each(DB_TARGETS)('withdrawals on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target));
    await pricesRecorded(api);
  });
  afterAll(async () => {
    await stop?.();
  });

  const post = async <T = unknown>(p: string, fields: Record<string, string>, user: User, headers = {}) =>
    (await api.call<T>('POST', p, fields, { ...user.auth, ...headers })).body;
  const spot = async (user: User, currency: string) => {
    const rows = (await post<BalanceRow[]>('wallet/list', {}, user)).message;
    const row = rows.find((r) => r.account === 2 && r.currency === currency);
    return { available: row?.available, frozen: row?.frozen };
  };
  async function saveAddress(user: User, coinId: string, address: string) {
    const qrcode = await uploadImage(api, user.auth);
    await confirmIdentity(api, user);
    const saved = await post('user/wallet/save', { currency: coinId, name: 'My wallet', address, qrcode }, user);
    expect(saved.type).toBe('ok');
    const list = await api.call<{ data: { id: string; address: string }[] }>('GET', 'user/wallet/list', {}, user.auth);
    return list.body.message.data.find((a) => a.address === address)?.id ?? '';
  }

  /** A verified user with a pay password, 1,000 USDT (TRC20) in the spot account and a saved TRC20 address. */
  async function ready() {
    const user = await signUp(api);
    await verifyLevel1(app, api, user);
    const payPassword = await setPayPassword(api, user);
    await deposit(app, api, user, '2', '1000');
    const addressId = await saveAddress(user, '2', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    return { user, payPassword, addressId };
  }

  it('tells what a withdrawal costs and how much the 24 h limit leaves', async () => {
    const fresh = await signUp(api);
    const info = await post<WithdrawInfo>('wallet/get_info', { currency: '2' }, fresh);
    expect(info).toEqual({
      type: 'ok',
      message: {
        coin_id: 2,
        currency: 'USDT',
        network: 'TRC20',
        available: '0',
        fee: '1',
        min: '10',
        bank: { rate: '0.005', min_fee: '2', min: '50' },
        level: 0,
        limit_btc: '0',
        used_btc: '0',
        remaining_btc: '0',
        has_pay_password: false,
        totp_enabled: false,
        frozen: false,
        withdraw_hold_until: null,
      },
    });
    const { user } = await ready();
    expect((await post<WithdrawInfo>('wallet/get_info', { currency: '2' }, user)).message).toMatchObject({
      available: '1000',
      level: 1,
      limit_btc: '200',
      remaining_btc: '200',
      has_pay_password: true,
    });
    expect((await post<WithdrawInfo>('wallet/get_info', { currency: '4' }, user)).message).toMatchObject({
      currency: 'BTC',
      bank: null,
      fee: '0.0002',
    });
    expect((await post('wallet/get_info', { currency: '99' }, user)).type).toBe('error');
  });

  it('answers 998 to an unverified user and refuses what it cannot pay', async () => {
    const unverified = await signUp(api);
    expect(await post('wallet/out', { currency: '2', amount: '20', pay_password: '123456' }, unverified)).toMatchObject(
      { type: 998 },
    );

    const { user, payPassword, addressId } = await ready();
    const out = (fields: Record<string, string>) =>
      post(
        'wallet/out',
        { currency: '2', address_id: addressId, amount: '20', pay_password: payPassword, ...fields },
        user,
      );
    expect(await out({ amount: '5' })).toEqual(refused('The minimum amount is 10 USDT'));
    expect(await out({ amount: 'abc' })).toEqual(refused('Please enter the correct quantity, price or amount'));
    expect(await out({ address_id: 'not-mine' })).toEqual(refused('Choose one of your saved withdrawal addresses'));
    expect(await out({ currency: '1' })).toEqual(refused('This address is for another coin or network'));
    expect(await out({ method: 'bank' })).toEqual(refused('Please add your bank card first'));
    expect(await out({ currency: '4', method: 'bank', amount: '1' })).toEqual(
      refused('Bank payouts are made from USDT only'),
    );
    expect(await out({ pay_password: '000000' })).toEqual(refused('The pay password is incorrect'));
    expect(await out({ amount: '1000.5' })).toEqual(refused('Insufficient balance'));
    // Nothing refused moved any money.
    expect(await spot(user, 'USDT')).toEqual({ available: '1000', frozen: '0' });

    const noPassword = await signUp(api);
    await verifyLevel1(app, api, noPassword);
    expect(await post('wallet/out', { currency: '2', amount: '20', pay_password: '123456' }, noPassword)).toEqual(
      refused('Please set a pay password first'),
    );
  });

  it('locks withdrawals after five wrong pay passwords', async () => {
    const { user, addressId, payPassword } = await ready();
    const out = (pay_password: string) =>
      post('wallet/out', { currency: '2', address_id: addressId, amount: '20', pay_password }, user);
    for (let i = 0; i < 5; i++) {
      const wrong = await out('000000');
      expect(wrong).toEqual(refused('The pay password is incorrect'));
      expect(wrong.code).toBe('wallet.pay_password_wrong');
    }
    const locked = await out(payPassword);
    expect(locked).toEqual(refused('Too many wrong pay passwords. Try again in 15 minutes'));
    expect(locked.code).toBe('wallet.pay_password_locked');
    expect(locked.until).toEqual(expect.any(Number));
  });

  it('freezes the amount at request, pays it out on approval with the fee to the fee account', async () => {
    const { user, payPassword, addressId } = await ready();
    const reply = await post<{ id: string; state: string; fee: string; received: string }>(
      'wallet/out',
      { currency: '2', address_id: addressId, amount: '300', remark: 'rent', pay_password: payPassword },
      user,
    );
    expect(reply).toMatchObject({ type: 'ok', message: { state: 'review', amount: '300', fee: '1', received: '299' } });
    expect(await spot(user, 'USDT')).toEqual({ available: '700', frozen: '300' });

    const list = await api.call<WithdrawItem[]>('GET', 'user/withdraw/list', {}, user.auth);
    expect(list.body.message).toMatchObject([
      {
        id: reply.message.id,
        currency: 'USDT',
        method: 'address',
        destination: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        amount: '300',
        fee: '1',
        received: '299',
        remark: 'rent',
        state: 'review',
      },
    ]);

    // Two reviewers at once: one decision stands.
    const decisions = await Promise.allSettled([
      app.services.withdrawals.review(reply.message.id, { approve: true, reviewer: 'op-1' }),
      app.services.withdrawals.review(reply.message.id, { approve: true, reviewer: 'op-2' }),
    ]);
    expect(decisions.filter((d) => d.status === 'fulfilled')).toHaveLength(1);
    expect(await spot(user, 'USDT')).toEqual({ available: '700', frozen: '0' });
    const fees = await app.db
      .selectFrom('ledger_posting')
      .select('amount')
      .where('holder', '=', 'system:fees')
      .where('entry_id', 'in', (eb) =>
        eb.selectFrom('withdrawal').select('entry_id').where('id', '=', reply.message.id),
      )
      .execute();
    expect(fees.map((f) => f.amount)).toEqual(['1']);
    expect((await api.call<WithdrawItem[]>('GET', 'user/withdraw/list', {}, user.auth)).body.message[0]).toMatchObject({
      state: 'approved',
    });

    // The bill shows the freeze and the payout of the spot account's USDT.
    const bill = await post<BillRow[]>('wallet/legal_log', { currency: 'USDT', type: '2' }, user);
    expect(bill.message.slice(0, 2)).toMatchObject([
      { kind: 'withdraw_paid', account: 2, currency: 'USDT', available: '0', frozen: '-300' },
      { kind: 'withdraw_freeze', account: 2, currency: 'USDT', available: '-300', frozen: '300' },
    ]);
  });

  it('releases the frozen amount when the withdrawal is rejected, with the reason shown', async () => {
    const { user, payPassword, addressId } = await ready();
    const reply = await post<{ id: string }>(
      'wallet/out',
      { currency: '2', address_id: addressId, amount: '100', pay_password: payPassword },
      user,
    );
    await expect(
      app.services.withdrawals.review(reply.message.id, { approve: false, reviewer: 'op-1' }),
    ).rejects.toThrow('Please give the reason for the rejection');
    await app.services.withdrawals.review(reply.message.id, {
      approve: false,
      reason: 'Address flagged',
      reviewer: 'op-1',
    });
    expect(await spot(user, 'USDT')).toEqual({ available: '1000', frozen: '0' });
    expect((await api.call<WithdrawItem[]>('GET', 'user/withdraw/list', {}, user.auth)).body.message[0]).toMatchObject({
      state: 'rejected',
      reason: 'Address flagged',
    });
    await expect(
      app.services.withdrawals.review(reply.message.id, { approve: true, reviewer: 'op-2' }),
    ).rejects.toThrow('This request has already been decided');
  });

  it('pays out to a bank card with the percentage fee, and remembers the card as it was', async () => {
    const { user, payPassword } = await ready();
    const card = {
      real_name: 'Zhang San',
      bank_account: '6222020200112233',
      bank_dizhi: 'Beijing',
      bank_name: 'ICBC',
      bank_network: 'Beijing Branch',
      branch: 'Haidian',
      swift_code: 'ICBKCNBJ',
      phone: '13900001111',
    };
    await confirmIdentity(api, user);
    expect((await post('user/cash_save', card, user)).type).toBe('ok');
    const reply = await post<{ fee: string; received: string }>(
      'wallet/out',
      { currency: '2', method: 'bank', amount: '1000', pay_password: payPassword },
      user,
    );
    expect(reply.message).toMatchObject({ fee: '5', received: '995' });
    expect((await api.call<WithdrawItem[]>('GET', 'user/withdraw/list', {}, user.auth)).body.message[0]).toMatchObject({
      method: 'bank',
      destination: 'ICBC ···· 2233',
    });
  });

  it('replays a request with the same Idempotency-Key without freezing twice', async () => {
    const { user, payPassword, addressId } = await ready();
    const fields = { currency: '2', address_id: addressId, amount: '50', pay_password: payPassword };
    const key = { 'Idempotency-Key': `withdraw-${Date.now()}` };
    const first = await post('wallet/out', fields, user, key);
    const again = await post('wallet/out', fields, user, key);
    expect(again).toEqual(first);
    expect(await spot(user, 'USDT')).toEqual({ available: '950', frozen: '50' });
    expect(await post('wallet/out', { ...fields, amount: '60' }, user, key)).toEqual(
      refused('This request was already sent with different details'),
    );
  });

  it('answers 50 replays of a keyed withdrawal with its first answer, before the pay password counts', async () => {
    const { user, payPassword, addressId } = await ready();
    const fields = { currency: '2', address_id: addressId, amount: '20', pay_password: payPassword };
    const key = { 'Idempotency-Key': `replays-${target}-${Date.now()}` };
    const first = await post('wallet/out', fields, user, key);
    expect(first.type).toBe('ok');
    const replays = await Promise.all(Array.from({ length: 50 }, () => post('wallet/out', fields, user, key)));
    for (const r of replays) expect(r).toEqual(first);
    expect(await spot(user, 'USDT')).toEqual({ available: '980', frozen: '20' });

    // 50 at once under a key nobody answered yet: one withdrawal, one answer for all.
    const fresh = { 'Idempotency-Key': `together-${target}-${Date.now()}` };
    const together = await Promise.all(Array.from({ length: 50 }, () => post('wallet/out', fields, user, fresh)));
    expect(together[0]?.type).toBe('ok');
    for (const r of together) expect(r).toEqual(together[0]);
    expect(await spot(user, 'USDT')).toEqual({ available: '960', frozen: '40' });

    // Not locked: the right pay password still withdraws, and five wrong ones are still allowed.
    expect((await post('wallet/out', fields, user)).type).toBe('ok');
    for (let i = 0; i < 5; i++) {
      expect(await post('wallet/out', { ...fields, pay_password: '000000' }, user)).toEqual(
        refused('The pay password is incorrect'),
      );
    }
    expect(await post('wallet/out', fields, user)).toEqual(
      refused('Too many wrong pay passwords. Try again in 15 minutes'),
    );
  }, 60_000);

  it('lets 200 right withdrawals sent at once past the pay-password counter, with the balance exact', async () => {
    const { user, payPassword, addressId } = await ready();
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post('wallet/out', { currency: '2', address_id: addressId, amount: '10', pay_password: payPassword }, user, {
          'Idempotency-Key': `many-${target}-${i}`,
        }),
      ),
    );
    const codes = replies.map((r) => (r.type === 'ok' ? 'ok' : String(r.code)));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(100);
    expect(codes.filter((c) => c !== 'ok')).toEqual(Array.from({ length: 100 }, () => 'ledger.insufficient_balance'));
    expect(await spot(user, 'USDT')).toEqual({ available: '0', frozen: '1000' });
    const info = await api.call<{ id: string }>('GET', 'user/info', {}, user.auth);
    const rows = await app.db
      .selectFrom('withdrawal')
      .select('amount')
      .where('user_id', '=', info.body.message.id)
      .execute();
    expect(rows).toHaveLength(100);
  }, 120_000);

  it('holds a level-1 user to 200 BTC in 24 hours, valued at recorded prices', async () => {
    const user = await signUp(api);
    await verifyLevel1(app, api, user);
    const payPassword = await setPayPassword(api, user);
    await deposit(app, api, user, '4', '250');
    const addressId = await saveAddress(user, '4', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    const out = (amount: string) =>
      post<{ id: string }>(
        'wallet/out',
        { currency: '4', address_id: addressId, amount, pay_password: payPassword },
        user,
      );
    expect((await out('150')).type).toBe('ok');
    expect(await out('60')).toEqual(
      refused('This exceeds your 24-hour withdrawal limit. You can still withdraw 50 BTC in value'),
    );
    expect((await out('50')).type).toBe('ok');
    expect((await post<WithdrawInfo>('wallet/get_info', { currency: '4' }, user)).message).toMatchObject({
      used_btc: '200',
      remaining_btc: '0',
    });
    // The recorded prices it was valued at are cited and are real ticks.
    const row = await app.db
      .selectFrom('withdrawal')
      .select('price_ticks')
      .where('amount', '=', '150')
      .executeTakeFirstOrThrow();
    const ticks = JSON.parse(row.price_ticks) as Record<string, number>;
    expect(Object.keys(ticks)).toEqual(['BTC/USDT']);
    expect(await app.services.market.recordedTick(ticks['BTC/USDT'] ?? 0)).toBeTruthy();
  });
});
