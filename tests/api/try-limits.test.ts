// Try limits hold under parallel guesses (issue 19 §2): each try is counted before it is verified,
// so of 50 pay passwords or 40 logins sent at once only the allowed number are judged, and the
// rest are refused as over the limit; a right pay password sent among wrong ones is never called
// wrong; a successful login counts against neither the account nor the address it came from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import {
  type ApiClient,
  confirmIdentity,
  DB_TARGETS,
  freshIp,
  pricesRecorded,
  setPayPassword,
  signUp,
  startInProcess,
  uploadImage,
  verifyLevel1,
} from './harness';

const WRONG_PAY = 'The pay password is incorrect';
const PAY_LOCKED = /^Too many wrong pay passwords/;
const LOGIN_FAILED = 'Login failed';
const LOGINS_LOCKED = /^Too many failed attempts/;

describe.each(DB_TARGETS)('try limits under parallel guesses on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target));
    // A withdrawal's limit is valued at the recorded BTC price.
    await pricesRecorded(api);
  });
  afterAll(async () => {
    await stop?.();
  });

  it('judges at most five of 50 pay passwords sent at once', async () => {
    const user = await signUp(api);
    await verifyLevel1(app, api, user);
    const payPassword = await setPayPassword(api, user);
    const qrcode = await uploadImage(api, user.auth);
    const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    await confirmIdentity(api, user);
    await api.call('POST', 'user/wallet/save', { currency: '2', name: 'Mine', address, qrcode }, user.auth);
    const list = await api.call<{ data: { id: string }[] }>('GET', 'user/wallet/list', {}, user.auth);
    const addressId = list.body.message.data[0]?.id ?? '';
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api.call(
          'POST',
          'wallet/out',
          { currency: '2', address_id: addressId, amount: '20', pay_password: String(100000 + i) },
          user.auth,
        ),
      ),
    );
    const messages = replies.map((r) => String(r.body.message));
    expect(messages.filter((m) => m === WRONG_PAY).length).toBe(5);
    expect(messages.filter((m) => PAY_LOCKED.test(m)).length).toBe(45);
    // Locked now, even for the right one.
    const right = await api.call(
      'POST',
      'wallet/out',
      { currency: '2', address_id: addressId, amount: '20', pay_password: payPassword },
      user.auth,
    );
    expect(String(right.body.message)).toMatch(PAY_LOCKED);
  });

  it('judges five wrong pay passwords among right ones sent at once, and never calls a right one wrong', async () => {
    const user = await signUp(api);
    await verifyLevel1(app, api, user);
    const payPassword = await setPayPassword(api, user);
    const qrcode = await uploadImage(api, user.auth);
    const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    await confirmIdentity(api, user);
    await api.call('POST', 'user/wallet/save', { currency: '2', name: 'Mine', address, qrcode }, user.auth);
    const list = await api.call<{ data: { id: string }[] }>('GET', 'user/wallet/list', {}, user.auth);
    const addressId = list.body.message.data[0]?.id ?? '';
    const send = (pay_password: string) =>
      api.call('POST', 'wallet/out', { currency: '2', address_id: addressId, amount: '20', pay_password }, user.auth);
    // Interleaved: 20 wrong guesses and 20 right (unfunded, so a right one ends at the balance).
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => send(i % 2 ? payPassword : String(200000 + i)).then((r) => ({ i, r }))),
    );
    const wrong = replies.filter(({ i }) => i % 2 === 0).map(({ r }) => String(r.body.message));
    const right = replies.filter(({ i }) => i % 2 === 1).map(({ r }) => String(r.body.message));
    expect(wrong.filter((m) => m === WRONG_PAY)).toHaveLength(5);
    expect(wrong.filter((m) => PAY_LOCKED.test(m))).toHaveLength(15);
    expect(right.filter((m) => m !== 'Insufficient balance' && !PAY_LOCKED.test(m))).toEqual([]);
    // Locked now, even for the right one.
    expect(String((await send(payPassword)).body.message)).toMatch(PAY_LOCKED);
  });

  it('judges at most five of 40 logins to one account sent at once', async () => {
    const user = await signUp(api);
    const replies = await Promise.all(
      Array.from({ length: 40 }, () =>
        api.call(
          'POST',
          'user/login',
          { user_string: user.email, password: 'not-the-password-1' },
          {
            'x-forwarded-for': freshIp(),
          },
        ),
      ),
    );
    const messages = replies.map((r) => String(r.body.message));
    expect(messages.filter((m) => m === LOGIN_FAILED).length).toBe(5);
    expect(messages.filter((m) => LOGINS_LOCKED.test(m)).length).toBe(35);
  });

  it('lets 31 good logins from one address through: the address limit counts failures only', async () => {
    const user = await signUp(api);
    const from = { 'x-forwarded-for': freshIp() };
    for (let i = 0; i < 31; i++) {
      const { body } = await api.call('POST', 'user/login', { user_string: user.email, password: user.password }, from);
      expect(body.type, `login ${i + 1}`).toBe('ok');
    }
  });
});
