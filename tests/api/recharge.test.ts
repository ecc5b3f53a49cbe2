// Recharges on a real database: a deposit address per coin and network, a declared deposit with
// its voucher, the log, and the review (a domain function, called in-process as the operator
// back office will) that credits the change account through the ledger exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceRow, DepositAddress, RechargeItem } from '../../contract/wallet';
import type { App } from '../../server/app';
import { type ApiClient, DB_TARGETS, signUp, startInProcess, uploadImage } from './harness';

describe.each(DB_TARGETS)('recharges on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target));
  });
  afterAll(async () => {
    await stop?.();
  });

  const usdt = async (auth: Record<string, string>) =>
    (await api.call<BalanceRow[]>('POST', 'wallet/list', {}, auth)).body.message.find(
      (r) => r.account === 2 && r.currency === 'USDT',
    )?.available;

  it('gives each user a stable deposit address in each network’s format, with its QR code', async () => {
    const a = await signUp(api);
    const b = await signUp(api);
    const addr = async (auth: Record<string, string>, coin: string) =>
      (await api.call<DepositAddress>('POST', 'wallet/get_in_address', { currency: coin }, auth)).body.message;
    const erc = await addr(a.auth, '1');
    expect(erc).toMatchObject({ coin_id: 1, currency: 'USDT', network: 'ERC20' });
    expect(erc.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(erc.qrcode).toMatch(/^data:image\/png;base64,/);
    expect((await addr(a.auth, '2')).address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect((await addr(a.auth, '4')).address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect((await addr(a.auth, '1')).address).toBe(erc.address);
    expect((await addr(b.auth, '1')).address).not.toBe(erc.address);
    expect((await api.call('POST', 'wallet/get_in_address', { currency: '99' }, a.auth)).body).toEqual({
      type: 'error',
      message: 'This currency is not supported',
      code: expect.any(String),
    });
  });

  it('takes a declared deposit only with an amount and the user’s own voucher, and logs it under review', async () => {
    const user = await signUp(api);
    const other = await signUp(api);
    const voucher = await uploadImage(api, user.auth);
    const send = (fields: Record<string, string>, auth = user.auth) =>
      api.call('POST', 'wallet/charge_req', fields, auth);
    expect((await send({ currency: '1', amount: '100' })).body).toEqual({
      type: 'error',
      message: 'Please upload the payment voucher',
      code: expect.any(String),
    });
    expect((await send({ currency: '1', amount: '100', voucher: await uploadImage(api, other.auth) })).body.type).toBe(
      'error',
    );
    expect((await send({ currency: '1', amount: '0', voucher })).body).toEqual({
      type: 'error',
      message: 'Please enter the correct quantity, price or amount',
      code: expect.any(String),
    });
    expect((await send({ currency: '1', amount: '250.5', voucher })).body).toEqual({
      type: 'ok',
      message: 'Submitted. The amount is credited once the payment is confirmed',
    });
    const log = (await api.call<RechargeItem[]>('GET', 'recharge/log', { page: '1' }, user.auth)).body.message;
    expect(log).toMatchObject([{ currency: 'USDT', network: 'ERC20', amount: '250.5', state: 'review', reason: null }]);
    expect(await usdt(user.auth)).toBe('0');
  });

  it('credits an approved recharge once, and records a rejection with its reason without money', async () => {
    const user = await signUp(api);
    const voucher = await uploadImage(api, user.auth);
    await api.call('POST', 'wallet/charge_req', { currency: '2', amount: '80', voucher }, user.auth);
    await api.call('POST', 'wallet/charge_req', { currency: '2', amount: '5', voucher }, user.auth);
    const [second, first] = (await api.call<RechargeItem[]>('GET', 'recharge/log', {}, user.auth)).body.message;
    if (!first || !second) throw new Error('two recharges expected');

    const decisions = await Promise.allSettled([
      app.services.recharges.review(first.id, { approve: true, reviewer: 'operator:1' }),
      app.services.recharges.review(first.id, { approve: true, reviewer: 'operator:2' }),
    ]);
    expect(decisions.filter((d) => d.status === 'fulfilled')).toHaveLength(1);
    expect(await usdt(user.auth)).toBe('80');

    await expect(
      app.services.recharges.review(second.id, { approve: false, reviewer: 'operator:1' }),
    ).rejects.toThrow();
    await app.services.recharges.review(second.id, {
      approve: false,
      reason: 'No such payment',
      reviewer: 'operator:1',
    });
    await expect(app.services.recharges.review(second.id, { approve: true, reviewer: 'operator:1' })).rejects.toThrow();
    expect(await usdt(user.auth)).toBe('80');
    const log = (await api.call<RechargeItem[]>('GET', 'recharge/log', {}, user.auth)).body.message;
    expect(log.map((r) => [r.amount, r.state, r.reason])).toEqual([
      ['5', 'rejected', 'No such payment'],
      ['80', 'approved', null],
    ]);
  });
});
