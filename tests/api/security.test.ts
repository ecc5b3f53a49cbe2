// Security settings on a real server and a real database: binding a phone or an e-mail address,
// the pay password, the anti-phishing code, and the authenticator (TOTP) second factor with its
// recovery codes. TOTP codes are computed for the server's clock, which earlier tests move forward.
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityEvent } from '../../contract/auth';
import {
  advanceClock,
  bindMobile,
  confirmIdentity,
  freshIp,
  latestCode,
  makeStorage,
  NO_MARKET_HISTORY,
  outbox,
  SQLITE_ONLY,
  securityCode,
  serverNow,
  signUp,
  TestServer,
  type User,
  uniqueEmail,
  uniqueMobile,
} from './harness';

const MINUTE = 60_000;
const SAVED = { type: 'ok', message: 'Saved' };
const SENT = { type: 'ok', message: 'The verification code has been sent' };
const WRONG_CODE = {
  type: 'error',
  message: 'The verification code is wrong or has expired',
  code: 'auth.code_invalid',
};
const NO_SESSION = { type: 999, message: 'Please log in first', code: 'server.please_log_in' };
const WRONG_TOTP = { type: 'error', message: 'The authenticator code is wrong', code: 'auth.totp_invalid' };
const VERIFY_FIRST = {
  type: 'error',
  message: 'For your security, confirm it is you first: login password, verification code and authenticator',
  code: 'auth.verify_first',
};
/** A refusal: its text, and the code (message id) every refusal carries; a lock's `until` may come too. */
const refused = (message: string) => expect.objectContaining({ type: 'error', message, code: expect.any(String) });
const from = (ip: string) => ({ 'x-forwarded-for': ip });
/** Another 6-digit code than the given ones. */
const otherThan = (...codes: string[]) => {
  let n = Number(codes[0] ?? '0');
  let code: string;
  do {
    n = (n + 1) % 1_000_000;
    code = String(n).padStart(6, '0');
  } while (codes.includes(code));
  return code;
};

describe.each(SQLITE_ONLY)('security settings on %s', (target) => {
  let server: TestServer;
  let storage: Awaited<ReturnType<typeof makeStorage>>;

  beforeAll(async () => {
    storage = await makeStorage(target);
    server = await TestServer.start({ ...storage.env, ...NO_MARKET_HISTORY });
  });

  afterAll(async () => {
    await server?.stop();
    await storage?.drop();
  });

  const post = async <T = unknown>(path: string, fields: Record<string, string>, headers: Record<string, string>) =>
    (await server.call<T>('POST', path, fields, headers)).body;
  const info = async (user: User) =>
    (await server.call<Record<string, unknown>>('GET', 'user/info', {}, user.auth)).body.message;
  const login = (user_string: string, password: string, extra: Record<string, string> = {}) =>
    post<unknown>('user/login', { user_string, password, ...extra }, from(freshIp()));

  /** A user signed up by phone, who has no e-mail address yet. */
  async function phoneUser(): Promise<User & { mobile: string }> {
    const ip = freshIp();
    const mobile = uniqueMobile();
    await post('sms_send', { mobile, type: 'register' }, from(ip));
    const code = await latestCode(server, `+86${mobile}`);
    const reply = await post<string>(
      'user/register',
      { type: 'mobile', user_string: mobile, code, password: 'secret77', re_password: 'secret77' },
      from(ip),
    );
    expect(reply.type).toBe('ok');
    const auth = { token: reply.message, AUTHORIZATION: reply.message, ...from(ip) };
    return { email: '', password: 'secret77', token: reply.message, ip, auth, mobile };
  }

  describe('/safe/mobile', () => {
    it('binds a phone with a bind code sent to it; the phone then logs in too', async () => {
      const user = await signUp(server);
      const mobile = uniqueMobile();
      expect(await post('sms_send', { area_code: '86', mobile, type: 'bind' }, user.auth)).toEqual(VERIFY_FIRST);
      await confirmIdentity(server, user);
      expect(await post('sms_send', { area_code: '86', mobile, type: 'bind' }, user.auth)).toEqual(SENT);
      const [sms] = await outbox(server, `+86${mobile}`);
      expect(sms?.channel).toBe('sms');
      const code = await latestCode(server, `+86${mobile}`);
      const bind = (fields: Record<string, string>) => post('safe/mobile', { mobile, code, ...fields }, user.auth);

      expect(await bind({ mobile: '12345' })).toEqual(refused('Please enter a valid mobile number'));
      expect(await bind({ code: '' })).toEqual(refused('Please enter the verification code'));
      expect(await bind({ code: 'abc' })).toEqual(refused('The verification code must be 6 digits'));
      expect(await bind({ code: otherThan(code) })).toEqual(WRONG_CODE);
      expect(await bind({ mobile: uniqueMobile() })).toEqual(WRONG_CODE);
      expect(await bind({ area_code: '852' })).toEqual(WRONG_CODE);
      expect(await post('safe/mobile', { mobile, code }, from(user.ip))).toEqual(NO_SESSION);

      expect(await bind({})).toEqual(SAVED);
      expect(await info(user)).toMatchObject({ email: user.email, mobile, area_code: '86' });
      expect((await login(mobile, user.password, { area_code: '86' })) as { type: string }).toMatchObject({
        type: 'ok',
      });
      expect(await bind({})).toEqual(WRONG_CODE); // used
      // The proof of identity was used up by the change: a second change needs a new one.
      expect(await post('sms_send', { area_code: '86', mobile: uniqueMobile(), type: 'bind' }, user.auth)).toEqual(
        VERIFY_FIRST,
      );
    });

    it('does not take a register code for the number', async () => {
      const user = await signUp(server);
      const mobile = uniqueMobile();
      await post('sms_send', { mobile, type: 'register' }, from(freshIp()));
      const code = await latestCode(server, `+86${mobile}`);
      expect(await post('safe/mobile', { mobile, code }, user.auth)).toEqual(WRONG_CODE);
    });

    it('refuses a number another account uses, at the code and at the binding', async () => {
      const owner = await phoneUser();
      const user = await signUp(server);
      await confirmIdentity(server, user);
      expect(await post('sms_send', { mobile: owner.mobile, type: 'bind' }, user.auth)).toEqual(
        refused('This phone number is already used by another account'),
      );
      expect(await outbox(server, `+86${owner.mobile}`)).toHaveLength(1); // only the register code

      // Taken between the code and the binding: someone signs up with the number meanwhile.
      const mobile = uniqueMobile();
      expect(await post('sms_send', { mobile, type: 'bind' }, user.auth)).toEqual(SENT);
      const code = await latestCode(server, `+86${mobile}`);
      await advanceClock(server, MINUTE + 1000);
      const ip = freshIp();
      await post('sms_send', { mobile, type: 'register' }, from(ip));
      const registered = await post<string>(
        'user/register',
        {
          type: 'mobile',
          user_string: mobile,
          code: await latestCode(server, `+86${mobile}`),
          password: 'secret77',
          re_password: 'secret77',
        },
        from(ip),
      );
      expect(registered.type).toBe('ok');
      expect(await post('safe/mobile', { mobile, code }, user.auth)).toEqual(
        refused('This phone number is already used by another account'),
      );
      expect(await info(user)).toMatchObject({ mobile: null });
    });

    it('replaces the bound phone; the old number is then free for others', async () => {
      const user = await signUp(server);
      const first = await bindMobile(server, user);
      const second = await bindMobile(server, user);
      expect(await info(user)).toMatchObject({ mobile: second.mobile, area_code: '86' });
      const other = await signUp(server);
      await advanceClock(server, MINUTE + 1000); // the number was sent a code a moment ago
      await bindMobile(server, other, first.mobile);
      expect(await info(other)).toMatchObject({ mobile: first.mobile });
    });
  });

  describe('/safe/email', () => {
    it('binds an e-mail address with a bind code sent to it; the address then logs in too', async () => {
      const user = await phoneUser();
      const email = uniqueEmail('bound');
      await confirmIdentity(server, user, { phone: `+86${user.mobile}` });
      expect(await post('sms_mail', { user_string: email.toUpperCase(), type: 'bind' }, user.auth)).toEqual(SENT);
      const code = await latestCode(server, email);
      const bind = (fields: Record<string, string>) => post('safe/email', { email, code, ...fields }, user.auth);

      expect(await bind({ email: 'not-an-address' })).toEqual(refused('Please enter a valid email address'));
      expect(await bind({ email: '' })).toEqual(refused('Please enter your email address'));
      expect(await bind({ code: otherThan(code) })).toEqual(WRONG_CODE);
      expect(await bind({ email: uniqueEmail() })).toEqual(WRONG_CODE);
      expect(await post('safe/email', { email, code }, {})).toEqual(NO_SESSION);

      expect(await bind({ email: email.toUpperCase() })).toEqual(SAVED);
      expect(await info(user)).toMatchObject({ email, mobile: user.mobile });
      expect((await login(email, user.password)) as { type: string }).toMatchObject({ type: 'ok' });
    });

    it('refuses an address another account uses, at the code and at the binding', async () => {
      const owner = await signUp(server);
      const user = await phoneUser();
      await confirmIdentity(server, user, { phone: `+86${user.mobile}` });
      expect(await post('sms_mail', { user_string: owner.email, type: 'bind' }, user.auth)).toEqual(
        refused('This e-mail address is already used by another account'),
      );
      expect(await outbox(server, owner.email)).toHaveLength(1); // only the register code

      const email = uniqueEmail();
      expect(await post('sms_mail', { user_string: email, type: 'bind' }, user.auth)).toEqual(SENT);
      const code = await latestCode(server, email);
      await advanceClock(server, MINUTE + 1000);
      await signUp(server, { email });
      expect(await post('safe/email', { email, code }, user.auth)).toEqual(
        refused('This e-mail address is already used by another account'),
      );
      expect(await info(user)).toMatchObject({ email: null });
    });
  });

  describe('/safe/pay_password', () => {
    it('takes exactly 6 digits, twice alike, after the owner proved it is them', async () => {
      const user = await signUp(server);
      const set = (fields: Record<string, string>, headers = user.auth) =>
        post('safe/pay_password', { password: '246810', re_password: '246810', ...fields }, headers);

      const sixDigits = refused('The payment password must be 6 digits');
      expect(await set({ password: '', re_password: '' })).toEqual(refused('Please enter the payment password'));
      for (const bad of ['12345', '1234567', '12345a', 'abcdef', '12 456', '１２３４５６']) {
        expect(await set({ password: bad, re_password: bad })).toEqual(sixDigits);
      }
      expect(await set({ re_password: '246811' })).toEqual(refused('The two passwords are inconsistent'));
      expect(await set({})).toEqual(VERIFY_FIRST);
      expect(await set({}, from(user.ip))).toEqual(NO_SESSION);
      expect(await info(user)).toMatchObject({ has_pay_password: false });

      await confirmIdentity(server, user);
      expect(await set({})).toEqual(SAVED);
      expect(await info(user)).toMatchObject({ has_pay_password: true });
      expect(await set({ password: '135790', re_password: '135790' })).toEqual(VERIFY_FIRST); // proof used
    });
  });

  describe('/safe/anti_phishing', () => {
    it('checks the code, asks the session to prove its owner, then shows it in every e-mail the user receives', async () => {
      const user = await signUp(server);
      const set = (anti_phishing_code: string) => post('safe/anti_phishing', { anti_phishing_code }, user.auth);
      expect(await set('')).toEqual(refused('Please enter an anti-phishing code'));
      const invalid = refused('The anti-phishing code must be 4 to 20 letters or digits');
      for (const bad of ['abc', 'x'.repeat(21), 'has space', 'dash-ed', 'émoji'])
        expect(await set(bad)).toEqual(invalid);
      expect(await post('safe/anti_phishing', { anti_phishing_code: 'Falcon42' }, {})).toEqual(NO_SESSION);

      // The audit: a session alone set the word that makes a phishing e-mail look genuine.
      expect(await set('Falcon42')).toEqual(VERIFY_FIRST);
      expect(await info(user)).toMatchObject({ anti_phishing_code: null });
      await confirmIdentity(server, user);
      expect(await set('Falcon42')).toEqual(SAVED);
      expect(await info(user)).toMatchObject({ anti_phishing_code: 'Falcon42' });
      // Kept in the security history and told to the account's contacts, like every change.
      const log = (await server.call<SecurityEvent[]>('GET', 'user/security_log', {}, user.auth)).body.message;
      expect(log[0]?.kind).toBe('anti_phishing');
      expect((await outbox(server, user.email))[0]?.body).toContain('Anti-phishing code set');

      const line = 'Your anti-phishing code: Falcon42';
      // A security code e-mail…
      const code = await securityCode(server, user);
      const [security] = await outbox(server, user.email);
      expect(security?.body).toContain(code);
      expect(security?.body).toContain(line);
      // …a password-recovery code…
      await advanceClock(server, MINUTE + 1000);
      expect(await post('sms_mail', { user_string: user.email, type: 'forget' }, from(freshIp()))).toEqual(SENT);
      const [forget] = await outbox(server, user.email);
      expect(forget?.body).toMatch(/\b\d{6}\b/);
      expect(forget?.body).toContain(line);
      // …and the warning that someone tried to sign up with the address.
      await advanceClock(server, MINUTE + 1000);
      expect(await post('sms_mail', { user_string: user.email, type: 'register' }, from(freshIp()))).toEqual(SENT);
      const [warning] = await outbox(server, user.email);
      expect(warning?.subject).toBe('Someone tried to register with your e-mail address');
      expect(warning?.body).toContain(line);

      // Changed (proved again: one proof, one change): the new code from then on.
      expect(await set('Osprey7')).toEqual(VERIFY_FIRST);
      await advanceClock(server, MINUTE + 1000);
      await confirmIdentity(server, user);
      expect(await set('Osprey7')).toEqual(SAVED);
      await securityCode(server, user);
      expect((await outbox(server, user.email))[0]?.body).toContain('Your anti-phishing code: Osprey7');
    });
  });

  describe('two-factor authentication (TOTP)', () => {
    /** The authenticator app's code for the server's current time, `steps` × 30 s away. */
    async function totp(secret: string, steps = 0): Promise<string> {
      const now = await serverNow(server);
      return generateSync({ secret, epoch: Math.floor(now / 1000) + steps * 30 });
    }

    /** A code no authenticator accepts now (outside the ±1 step window). */
    async function wrongTotp(secret: string): Promise<string> {
      return otherThan(await totp(secret), await totp(secret, -1), await totp(secret, 1));
    }

    type Setup = { secret: string; otpauth_url: string; qrcode: string };

    async function enableTotp(user: User): Promise<{ secret: string; recovery: string[] }> {
      await confirmIdentity(server, user);
      const setup = await post<Setup>('safe/totp/setup', {}, user.auth);
      const enabled = await post<{ recovery_codes: string[] }>(
        'safe/totp/enable',
        { totp_code: await totp(setup.message.secret) },
        user.auth,
      );
      expect(enabled.type).toBe('ok');
      // The code that turned it on is used up; the next one comes 30 s later, as in the app.
      await advanceClock(server, 30_000);
      return { secret: setup.message.secret, recovery: enabled.message.recovery_codes };
    }

    /** The first step of a login with the second factor on: the ticket. */
    async function ticketFor(user: User, extra: Record<string, string> = {}): Promise<string> {
      const reply = (await login(user.email, user.password, extra)) as {
        type: string;
        message: { totp_required: boolean; ticket: string };
      };
      expect(reply).toMatchObject({ type: 'ok', message: { totp_required: true } });
      return reply.message.ticket;
    }

    const secondStep = (ticket: string, totp_code: string) =>
      post<string>('user/login/totp', { ticket, totp_code }, from(freshIp()));

    it('/safe/totp/setup gives the secret, an otpauth URL and a QR code image', async () => {
      const user = await signUp(server);
      expect(await post('safe/totp/setup', {}, from(user.ip))).toEqual(NO_SESSION);
      expect(await post('safe/totp/setup', {}, user.auth)).toEqual(VERIFY_FIRST);
      await confirmIdentity(server, user);
      const { body } = await server.call<Setup>('POST', 'safe/totp/setup', {}, user.auth);
      expect(body.type).toBe('ok');
      const { secret, otpauth_url, qrcode } = body.message;
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      expect(otpauth_url).toBe(
        `otpauth://totp/Kestrel:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Kestrel`,
      );
      expect(qrcode).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(qrcode.slice('data:image/png;base64,'.length), 'base64');
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      // Setting up again (before enabling) starts over with a new secret.
      const again = await post<Setup>('safe/totp/setup', {}, user.auth);
      expect(again.message.secret).not.toBe(secret);
      expect(await info(user)).toMatchObject({ totp_enabled: false });
    });

    it('/safe/totp/enable needs a set-up secret and a right code, and gives 10 recovery codes once', async () => {
      const user = await signUp(server);
      expect(await post('safe/totp/enable', { totp_code: '123456' }, user.auth)).toEqual(
        refused('Set up the authenticator first'),
      );
      await confirmIdentity(server, user);
      const setup = await post<Setup>('safe/totp/setup', {}, user.auth);
      const secret = setup.message.secret;
      expect(await post('safe/totp/enable', { totp_code: await wrongTotp(secret) }, user.auth)).toEqual(WRONG_TOTP);
      expect(await post('safe/totp/enable', { totp_code: 'abcdef' }, user.auth)).toEqual(WRONG_TOTP);
      expect(await post('safe/totp/enable', {}, user.auth)).toEqual(refused('Parameter error'));
      expect(await info(user)).toMatchObject({ totp_enabled: false });

      const enabled = await post<{ recovery_codes: string[] }>(
        'safe/totp/enable',
        { totp_code: await totp(secret) },
        user.auth,
      );
      expect(enabled.type).toBe('ok');
      const codes = enabled.message.recovery_codes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const c of codes) expect(c).toMatch(/^[a-km-np-z2-9]{4}-[a-km-np-z2-9]{4}$/);
      expect(await info(user)).toMatchObject({ totp_enabled: true });

      const on = refused('Two-factor authentication is already on');
      expect(await post('safe/totp/setup', {}, user.auth)).toEqual(on);
      expect(await post('safe/totp/enable', { totp_code: await totp(secret) }, user.auth)).toEqual(on);
    });

    it('login then asks for the second factor: a wrong code is refused, a right one gives a token', async () => {
      const user = await signUp(server);
      const { secret } = await enableTotp(user);
      const ticket = await ticketFor(user);
      expect(ticket.length).toBeGreaterThan(40);

      expect(await secondStep(ticket, await wrongTotp(secret))).toEqual(WRONG_TOTP);
      expect(await secondStep(ticket, '')).toEqual(WRONG_TOTP);
      expect(await post('user/login/totp', { ticket }, from(freshIp()))).toEqual(refused('Parameter error'));
      // The wrong password still fails at the first step, without a ticket.
      expect(await login(user.email, 'wrong-password')).toEqual(refused('Login failed'));

      const reply = await secondStep(ticket, await totp(secret));
      expect(reply.type).toBe('ok');
      expect(reply.message).toMatch(/^[\w-]{40,}$/);
      expect((await server.call('GET', 'user/info', {}, { token: reply.message })).body.type).toBe('ok');
      // A code works once: the same one, seen again, is refused.
      expect(await secondStep(await ticketFor(user), await totp(secret))).toEqual(WRONG_TOTP);
      // A neighbouring 30-second step is accepted, for phones whose clocks drift.
      await advanceClock(server, 60_000);
      expect((await secondStep(await ticketFor(user), await totp(secret, -1))).type).toBe('ok');
    });

    it('keeps "stay logged in" through the second step', async () => {
      const user = await signUp(server);
      const { secret } = await enableTotp(user);
      const reply = await secondStep(await ticketFor(user, { stay: '1' }), await totp(secret));
      expect(reply.type).toBe('ok');
      const sessions = await server.call<{ stay: boolean; current: boolean }[]>(
        'GET',
        'user/sessions',
        {},
        {
          token: reply.message,
        },
      );
      expect(sessions.body.message.find((s) => s.current)).toMatchObject({ stay: true });
    });

    it('takes each recovery code once, however it is typed', async () => {
      const user = await signUp(server);
      const { recovery } = await enableTotp(user);
      const [first = '', second = ''] = recovery;
      expect((await secondStep(await ticketFor(user), first)).type).toBe('ok');
      expect(await secondStep(await ticketFor(user), first)).toEqual(WRONG_TOTP);
      expect((await secondStep(await ticketFor(user), ` ${second.replace('-', '').toUpperCase()} `)).type).toBe('ok');
      expect(await secondStep(await ticketFor(user), second)).toEqual(WRONG_TOTP);
      expect(await secondStep(await ticketFor(user), 'abcd-efgh')).toEqual(WRONG_TOTP);
    });

    it('refuses a forged or expired ticket, and locks the second step after 5 wrong codes', async () => {
      const user = await signUp(server);
      const { secret } = await enableTotp(user);
      const expired = refused('The login has expired, please log in again');
      const ticket = await ticketFor(user);
      const [id, exp, stay, sig] = ticket.split('.');
      expect(await secondStep(`${id}.${Number(exp) + 60_000}.${stay}.${sig}`, await totp(secret))).toEqual(expired);
      expect(await secondStep(`${id}.${exp}.1.${sig}`, await totp(secret))).toEqual(expired);
      expect(await secondStep('nonsense', await totp(secret))).toEqual(expired);

      await advanceClock(server, 5 * MINUTE + 1000);
      expect(await secondStep(ticket, await totp(secret))).toEqual(expired);

      const fresh = await ticketFor(user);
      for (let i = 0; i < 5; i++) expect(await secondStep(fresh, await wrongTotp(secret))).toEqual(WRONG_TOTP);
      const locked = refused('Too many failed attempts, please try again in 15 minutes');
      expect(await secondStep(fresh, await totp(secret))).toEqual(locked);
      expect(await secondStep(await ticketFor(user), await totp(secret))).toEqual(locked);
    });

    it('/safe/totp/disable needs a proof of identity with a right code or a recovery code', async () => {
      const user = await signUp(server);
      const { secret, recovery } = await enableTotp(user);
      expect(await post('safe/totp/disable', {}, user.auth)).toEqual(VERIFY_FIRST);
      const code = await securityCode(server, user);
      const verify = (totp_code: string) =>
        post('safe/verify', { password: user.password, code, totp_code }, user.auth);
      expect(await verify('')).toEqual(refused('Enter the 6-digit code from your authenticator app'));
      expect(await verify(await wrongTotp(secret))).toEqual(WRONG_TOTP);
      expect((await verify(await totp(secret))).type).toBe('ok');
      expect(await post('safe/totp/disable', {}, from(user.ip))).toEqual(NO_SESSION);
      expect(await post('safe/totp/disable', {}, user.auth)).toEqual({
        type: 'ok',
        message: 'Two-factor authentication is off',
      });
      expect(await info(user)).toMatchObject({ totp_enabled: false });
      const direct = (await login(user.email, user.password)) as { type: string; message: unknown };
      expect(direct.type).toBe('ok');
      expect(typeof direct.message).toBe('string');
      // Off already: refused with the same words; the old recovery codes are gone.
      expect(await post('safe/totp/disable', {}, user.auth)).toEqual(refused('Two-factor authentication is off'));

      const again = await enableTotp(user);
      expect(again.secret).not.toBe(secret);
      expect(again.recovery).not.toContain(recovery[0]);
      const [recoveryCode = ''] = again.recovery;
      await confirmIdentity(server, user, { totp: recoveryCode });
      expect((await post('safe/totp/disable', {}, user.auth)).type).toBe('ok');
      expect(await info(user)).toMatchObject({ totp_enabled: false });
    });
  });
});
