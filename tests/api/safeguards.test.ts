// Account safeguards (issue 19 §1, ADR 16) on a real server and database, with the default 24 h
// security hold: a stolen session token cannot take the account over, every security change needs
// a fresh proof of identity, starts a withdrawal hold and is told to the old contacts with a link
// that freezes the account; the owner lifts it with every factor (an operator's lift: admin.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SafeState, SecurityEvent } from '../../contract/auth';
import type { WalletAddress } from '../../contract/user';
import type { App } from '../../server/app';
import {
  type ApiClient,
  advanceClock,
  bindMobile,
  confirmIdentity,
  DB_TARGETS,
  deposit,
  freshIp,
  outbox,
  pricesRecorded,
  securityCode,
  setPayPassword,
  signUp,
  startInProcess,
  type User,
  uniqueEmail,
  uploadImage,
  verifyLevel1,
} from './harness';

const HOUR = 3_600_000;
/** A refusal: its text, and the code (message id) every refusal carries; a lock's `until` may come too. */
const refused = (message: string) => expect.objectContaining({ type: 'error', message, code: expect.any(String) });
const VERIFY_FIRST = refused(
  'For your security, confirm it is you first: login password, verification code and authenticator',
);
const FROZEN = refused(
  'Your account is frozen: withdrawals and security changes are stopped until you lift the freeze in Security or customer service does',
);
const NO_SESSION = { type: 999, message: 'Please log in first', code: 'server.please_log_in' };
const LINK_INVALID = refused('This freeze link has expired or was already used');
const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
/** "Nov 26, 2026, 3:04 AM" — a date and time as an English reader gets them. */
const EN_TIME = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M/;

describe.each(DB_TARGETS)('account safeguards on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target, undefined, { SECURITY_HOLD_HOURS: '24' }));
    await pricesRecorded(api);
  });
  afterAll(async () => {
    await stop?.();
  });

  const post = async <T = unknown>(p: string, fields: Record<string, string>, headers: Record<string, string>) =>
    (await api.call<T>('POST', p, fields, headers)).body;
  const get = async <T = unknown>(p: string, headers: Record<string, string>, fields: Record<string, string> = {}) =>
    (await api.call<T>('GET', p, fields, headers)).body;
  const login = async (user: User, password = user.password) => {
    const reply = await post<string>(
      'user/login',
      { user_string: user.email, password },
      { 'x-forwarded-for': user.ip },
    );
    expect(reply.type).toBe('ok');
    return {
      ...user,
      password,
      token: reply.message,
      auth: { ...user.auth, token: reply.message, AUTHORIZATION: reply.message },
    };
  };
  /** The freeze link's token in the newest alert to `to`. */
  const freezeToken = async (to: string) => {
    const text = (await outbox(api, to)).find((m) => m.body.includes('#/security/freeze?token='))?.body ?? '';
    return decodeURIComponent(/#\/security\/freeze\?token=([^\s]+)/.exec(text)?.[1] ?? '');
  };

  it('the five-request takeover with a stolen session token fails at its first step, and so does every later one', async () => {
    const victim = await signUp(api);
    const stolen = victim.auth;
    const attacker = uniqueEmail('attacker');

    // 1. A bind code to the attacker's address: refused, nothing is sent.
    expect(await post('sms_mail', { user_string: attacker, type: 'bind' }, stolen)).toEqual(VERIFY_FIRST);
    expect(await outbox(api, attacker)).toEqual([]);
    // 2. Rebinding with a guessed code: refused.
    expect((await post('safe/email', { email: attacker, code: '123456' }, stolen)).type).toBe('error');
    // 3. A security code still goes to the victim's own address, never the attacker's.
    await advanceClock(api, 61_000);
    expect((await post('sms_mail', { user_string: attacker, type: 'security' }, stolen)).type).toBe('ok');
    expect(await outbox(api, attacker)).toEqual([]);
    // 4. and 5. The password, the pay password and a withdrawal address: refused without the proof.
    expect(
      await post('safe/update_password', { password: 'attacker-pw-1', re_password: 'attacker-pw-1' }, stolen),
    ).toEqual(VERIFY_FIRST);
    expect(await post('safe/pay_password', { password: '112233', re_password: '112233' }, stolen)).toEqual(
      VERIFY_FIRST,
    );
    const qrcode = await uploadImage(api, stolen);
    expect(await post('user/wallet/save', { currency: '2', name: 'Mine', address: ADDRESS, qrcode }, stolen)).toEqual(
      VERIFY_FIRST,
    );
    expect(await post('safe/totp/setup', {}, stolen)).toEqual(VERIFY_FIRST);
    // The proof needs the code that went to the victim: a guess is refused, whatever the password.
    expect(await post('safe/verify', { password: victim.password, code: '000000' }, stolen)).toEqual(
      refused('The verification code is wrong or has expired'),
    );
    expect((await get<{ email: string }>('user/info', stolen)).message.email).toBe(victim.email);
  });

  it('counts wrong login passwords at the proof of identity before judging them: 50 at once, at most 5 judged', async () => {
    const user = await signUp(api);
    const code = await securityCode(api, user);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => post('safe/verify', { password: 'guess-password-1', code }, user.auth)),
    );
    const judged = replies.filter((r) => (r as { message: string }).message === 'The login password is wrong');
    expect(judged.length).toBeLessThanOrEqual(5);
    expect(replies.length - judged.length).toBeGreaterThanOrEqual(45);
    for (const r of replies) {
      if (!judged.includes(r)) expect((r as { message: string }).message).toMatch(/^Too many failed attempts/);
    }
    // Locked for the quarter of an hour, even with the right password.
    expect((await post('safe/verify', { password: user.password, code }, user.auth)).type).toBe('error');
  });

  it('one proof makes one change: two changes sent at once, only one is made', async () => {
    const user = await signUp(api);
    await confirmIdentity(api, user);
    const replies = await Promise.all(
      ['246810', '135791'].map((p) => post('safe/pay_password', { password: p, re_password: p }, user.auth)),
    );
    expect(replies.filter((r) => r.type === 'ok')).toHaveLength(1);
    expect(replies.filter((r) => r.type !== 'ok')).toEqual([VERIFY_FIRST]);
  });

  it('rebinding the e-mail needs the proof and a code to the new address; the old one gets the alert with a freeze link', async () => {
    const user = await signUp(api);
    const fresh = uniqueEmail('new');
    await confirmIdentity(api, user);
    expect((await post('sms_mail', { user_string: fresh, type: 'bind' }, user.auth)).type).toBe('ok');
    const code = /\b(\d{6})\b/.exec((await outbox(api, fresh))[0]?.body ?? '')?.[1] ?? '';
    expect(await post('safe/email', { email: fresh, code }, user.auth)).toEqual({ type: 'ok', message: 'Saved' });

    const [alert] = await outbox(api, user.email);
    expect(alert?.subject).toBe('Kestrel security alert: E-mail address bound');
    expect(alert?.body).toMatch(new RegExp(`E-mail address bound on your Kestrel account on ${EN_TIME.source} UTC`));
    expect(alert?.body).toContain(`from IP address ${user.ip}`);
    expect(alert?.body).toMatch(/\/h5\/#\/security\/freeze\?token=\S+/);
    // Nothing about it goes to the new address but its code.
    expect((await outbox(api, fresh)).every((m) => !m.body.includes('freeze'))).toBe(true);

    // The change shows in the notifications and in the security history, with the sign-up's login.
    const notes = await get<{ data: { kind: string; params: Record<string, string> }[] }>(
      'user/notifications',
      user.auth,
    );
    expect(notes.message.data[0]).toMatchObject({ kind: 'security_change', params: { change: 'email', ip: user.ip } });
    const history = await get<SecurityEvent[]>('user/security_log', user.auth);
    expect(history.message.map((e) => e.kind)).toEqual(['email', 'login']);
    expect(history.message[0]).toMatchObject({ ip: user.ip, created_at: expect.any(Number) });

    // Withdrawals wait 24 hours, and the reply says until when.
    const state = await get<SafeState>('safe/state', user.auth);
    expect(state.message.frozen).toBe(false);
    expect(state.message.withdraw_hold_until).toBeGreaterThan(Date.now() + 23 * HOUR);
  });

  it('removes a contact only when another remains, after the proof; the removed address is told', async () => {
    const user = await signUp(api);
    const LAST = refused('This is the only contact of your account: bind another phone number or e-mail address first');
    expect(await post('safe/unbind', { type: 'email' }, user.auth)).toEqual(LAST);
    const phone = await bindMobile(api, user);
    expect(await post('safe/unbind', { type: 'email' }, user.auth)).toEqual(VERIFY_FIRST);
    await confirmIdentity(api, user);
    expect(await post('safe/unbind', { type: 'email' }, user.auth)).toEqual({ type: 'ok', message: 'Saved' });
    const info = (await get<{ email: string | null; mobile: string }>('user/info', user.auth)).message;
    expect(info).toMatchObject({ email: null, mobile: phone.mobile });
    expect((await outbox(api, user.email))[0]?.subject).toBe('Kestrel security alert: E-mail address removed');
    expect(await post('safe/unbind', { type: 'mobile' }, user.auth)).toEqual(LAST);
  });

  it('holds withdrawals for 24 hours after a change, and a new address until its own hold has passed', async () => {
    const user = await signUp(api);
    await verifyLevel1(app, api, user);
    const payPassword = await setPayPassword(api, user); // the first pay password starts no hold
    await deposit(app, api, user, '2', '1000');
    const qrcode = await uploadImage(api, user.auth);
    await confirmIdentity(api, user);
    expect(
      (await post('user/wallet/save', { currency: '2', name: 'Cold', address: ADDRESS, qrcode }, user.auth)).type,
    ).toBe('ok');
    const [saved] = (await get<{ data: WalletAddress[] }>('user/wallet/list', user.auth)).message.data;
    expect(saved?.usable_at).toBeGreaterThan(Date.now() + 23 * HOUR);
    const withdraw = (auth: Record<string, string>) =>
      post('wallet/out', { currency: '2', address_id: saved?.id ?? '', amount: '20', pay_password: payPassword }, auth);
    const newAddress = await withdraw(user.auth);
    expect((newAddress as { message: string }).message).toMatch(
      new RegExp(`^This withdrawal destination is new: it can be used from ${EN_TIME.source} UTC$`),
    );

    // A day later the address may be used; changing the login password then holds every withdrawal.
    await advanceClock(api, 24 * HOUR + 60_000);
    const again = await login(user);
    await confirmIdentity(api, again);
    expect(
      (await post('safe/update_password', { password: 'new-password-1', re_password: 'new-password-1' }, again.auth))
        .type,
    ).toBe('ok');
    const after = await login(again, 'new-password-1');
    const held = await withdraw(after.auth);
    expect((held as { message: string }).message).toMatch(
      new RegExp(`^Withdrawals are paused until ${EN_TIME.source} UTC after a recent security change on your account$`),
    );
    // In the user's language, too.
    const inChinese = await withdraw({ ...after.auth, 'accept-language': 'zh-CN' });
    expect((inChinese as { message: string }).message).not.toBe((held as { message: string }).message);
    expect((inChinese as { message: string }).message).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);

    await advanceClock(api, 24 * HOUR + 60_000);
    const later = await login(after);
    expect((await withdraw(later.auth)).type).toBe('ok');
  });

  it('the freeze link works once: every session ends, withdrawals and changes stop; the owner lifts it with every factor', async () => {
    const user = await signUp(api);
    await verifyLevel1(app, api, user); // binds a phone: a change, told to the e-mail with a freeze link
    const payPassword = await setPayPassword(api, user);
    const info = (await get<{ area_code: string; mobile: string }>('user/info', user.auth)).message;
    const phone = `+${info.area_code}${info.mobile}`;
    const token = await freezeToken(user.email);
    expect(token).toMatch(/^\w+\.[\w-]+$/);
    const [id, sig] = token.split('.');
    expect(await post('safe/freeze', { token: `${id}.${sig?.slice(1)}x` }, {})).toEqual(LINK_INVALID);

    expect(await post('safe/freeze', { token }, { 'x-forwarded-for': freshIp() })).toEqual({
      type: 'ok',
      message: 'Your account is frozen: every device is signed out and withdrawals are stopped',
    });
    expect(await post('safe/freeze', { token }, {})).toEqual(LINK_INVALID);
    expect(await get('user/info', user.auth)).toEqual(NO_SESSION);
    const [told] = await outbox(api, user.email);
    expect(told?.body).toMatch(/^Your Kestrel account was frozen on/);

    // Login still works (so the owner can lift it), but no security change and no withdrawal.
    const back = await login(user);
    expect(await get<SafeState>('safe/state', back.auth)).toMatchObject({ message: { frozen: true } });
    const code = await securityCode(api, back);
    expect(await post('safe/verify', { password: back.password, code }, back.auth)).toEqual(FROZEN);
    expect(await post('wallet/out', { currency: '2', amount: '20', pay_password: payPassword }, back.auth)).toEqual(
      FROZEN,
    );

    // Lifting needs a code to each contact, the password, and it then holds withdrawals.
    const lift = (fields: Record<string, string>) =>
      post('safe/unfreeze', { password: back.password, ...fields }, back.auth);
    expect(await lift({ email_code: code })).toEqual(
      refused('Enter the verification codes sent to your e-mail address and to your phone'),
    );
    const smsCode = await securityCode(api, back, 'sms', phone);
    expect(await lift({ email_code: code, sms_code: smsCode, password: 'wrong-password' })).toEqual(
      refused('The login password is wrong'),
    );
    expect(await lift({ email_code: code, sms_code: smsCode })).toEqual({
      type: 'ok',
      message: 'The freeze is lifted',
    });
    const state = (await get<SafeState>('safe/state', back.auth)).message;
    expect(state.frozen).toBe(false);
    expect(state.withdraw_hold_until).toBeGreaterThan(Date.now());
    const kinds = (await get<SecurityEvent[]>('user/security_log', back.auth)).message.map((e) => e.kind);
    expect(kinds.slice(0, 5)).toEqual(['unfreeze', 'login', 'freeze', 'pay_password', 'mobile']);
  });
});
