// The accounts area on a real server and a real database (SQLite, and PostgreSQL when DATABASE_URL
// is set): verification codes and their limits, sign-up, login and its lock, sessions and their
// expiry, logout, password recovery and change, and the device list. Each test makes its own
// accounts and client address (X-Forwarded-For), so the tests of a server do not share limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  bindMobile,
  DB_TARGETS,
  freshIp,
  latestCode,
  makeStorage,
  NO_MARKET_HISTORY,
  outbox,
  securityCode,
  signUp,
  TestServer,
  type User,
  uniqueEmail,
  uniqueMobile,
} from './harness';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const SENT = { type: 'ok', message: 'The verification code has been sent' };
const WRONG_CODE = {
  type: 'error',
  message: 'The verification code is wrong or has expired',
  code: 'auth.code_invalid',
};
const TOO_MANY_CODES = {
  type: 'error',
  message: 'Too many codes requested, please try again later',
  code: 'auth.code_limit',
};
const LOGIN_FAILED = { type: 'error', message: 'Login failed', code: 'auth.login_failed' };
const NO_SESSION = { type: 999, message: 'Please log in first', code: 'server.please_log_in' };
const VERIFY_FIRST = {
  type: 'error',
  message: 'For your security, confirm it is you first: login password, verification code and authenticator',
  code: 'auth.verify_first',
};
/** A refusal: its text, and the code (message id) every refusal carries; a lock's `until` may come too. */
const refused = (message: string) => expect.objectContaining({ type: 'error', message, code: expect.any(String) });

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe.each(DB_TARGETS)('accounts on %s', (target) => {
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
  const get = async <T = unknown>(path: string, headers: Record<string, string>, fields: Record<string, string> = {}) =>
    (await server.call<T>('GET', path, fields, headers)).body;

  const mailCode = (email: string, type: string, ip: string) =>
    post('sms_mail', { user_string: email, type }, from(ip));
  const smsCode = (mobile: string, type: string, ip: string, area_code = '86') =>
    post('sms_send', { area_code, mobile, type }, from(ip));

  const register = (fields: Record<string, string>, ip: string) =>
    post<string>('user/register', { type: 'email', extension_code: '', ...fields }, from(ip));

  const login = (user_string: string, password: string, ip: string, extra: Record<string, string> = {}) =>
    post<string>('user/login', { user_string, password, ...extra }, from(ip));

  const info = (token: string) => get<Record<string, unknown>>('user/info', { token });

  /** A signed-in account with a second session, as on two devices. */
  async function twoDevices(): Promise<{ user: User; second: string }> {
    const user = await signUp(server);
    const again = await login(user.email, user.password, freshIp());
    expect(again.type).toBe('ok');
    return { user, second: again.message };
  }

  describe('/sms_mail and /sms_send', () => {
    it('e-mails a 6-digit register code that is valid for 10 minutes', async () => {
      const email = uniqueEmail();
      expect(await mailCode(email, 'register', freshIp())).toEqual(SENT);
      const [mail, ...older] = await outbox(server, email);
      expect(older).toEqual([]);
      expect(mail).toMatchObject({ channel: 'email', destination: email, subject: 'Your Kestrel verification code' });
      expect(mail?.body).toMatch(
        /^Your verification code is \d{6}\. It is valid for 10 minutes\. Never share it with anyone, including Kestrel staff\.$/,
      );
    });

    it('sends a register code by SMS to +<area code><number>, area code 86 by default', async () => {
      const mobile = uniqueMobile();
      expect(await post('sms_send', { mobile }, from(freshIp()))).toEqual(SENT);
      const [sms] = await outbox(server, `+86${mobile}`);
      expect(sms).toMatchObject({ channel: 'sms', destination: `+86${mobile}`, subject: '' });
      expect(sms?.body).toMatch(
        /^\[Kestrel\] Your verification code is \d{6}, valid for 10 minutes\. Never share it\.$/,
      );

      expect(await smsCode('7700900123', 'register', freshIp(), '44')).toEqual(SENT);
      expect((await outbox(server, '+447700900123'))[0]?.channel).toBe('sms');
    });

    it('refuses a missing or malformed destination and an unknown scene', async () => {
      const ip = freshIp();
      expect(await mailCode('', 'register', ip)).toEqual(refused('Please enter your email address'));
      expect(await mailCode('not-an-address', 'register', ip)).toEqual(refused('Please enter a valid email address'));
      expect(await mailCode('a@b', 'forget', ip)).toEqual(refused('Please enter a valid email address'));
      expect(await smsCode('', 'register', ip)).toEqual(refused('Please enter your mobile number'));
      expect(await smsCode('12345678901', 'register', ip)).toEqual(refused('Please enter a valid mobile number'));
      expect(await smsCode('1380013800', 'register', ip)).toEqual(refused('Please enter a valid mobile number'));
      expect(await mailCode(uniqueEmail(), 'login', ip)).toEqual(refused('Parameter error'));
      expect(await smsCode(uniqueMobile(), 'anything', ip)).toEqual(refused('Parameter error'));
    });

    it('sends one code a minute per destination ("Please wait N seconds…"); a new code replaces the old', async () => {
      const email = uniqueEmail();
      expect(await mailCode(email, 'register', freshIp())).toEqual(SENT);
      const first = await latestCode(server, email);

      // Another client: the limit is the destination's.
      const soon = await mailCode(email, 'register', freshIp());
      expect(soon.type).toBe('error');
      expect(soon.message).toMatch(/^Please wait (59|60) seconds before requesting another code$/);
      await advanceClock(server, 30_000);
      expect((await mailCode(email, 'register', freshIp())).message).toMatch(
        /^Please wait (29|30) seconds before requesting another code$/,
      );
      expect(await outbox(server, email)).toHaveLength(1);

      await advanceClock(server, 31_000);
      expect(await mailCode(email, 'register', freshIp())).toEqual(SENT);
      const second = await latestCode(server, email);
      const check = (code: string) => post('user/check_email', { user_string: email, email_code: code }, {});
      if (second !== first) expect(await check(first)).toEqual(WRONG_CODE);
      expect(await check(second)).toEqual({ type: 'ok', message: null });

      const mobile = uniqueMobile();
      expect(await smsCode(mobile, 'register', freshIp())).toEqual(SENT);
      expect((await smsCode(mobile, 'register', freshIp())).message).toMatch(/^Please wait (59|60) seconds/);
    });

    it('sends at most 10 codes a day to one destination', async () => {
      const email = uniqueEmail();
      for (let i = 0; i < 10; i++) {
        expect(await mailCode(email, 'register', freshIp())).toEqual(SENT);
        await advanceClock(server, MINUTE + 1000);
      }
      expect(await mailCode(email, 'register', freshIp())).toEqual(TOO_MANY_CODES);
      expect(await outbox(server, email)).toHaveLength(10);
      await advanceClock(server, DAY);
      expect(await mailCode(email, 'register', freshIp())).toEqual(SENT);
    });

    it('sends at most 30 codes an hour to one client address', async () => {
      const ip = freshIp();
      for (let i = 0; i < 30; i++) {
        const sent =
          i % 2 ? await mailCode(uniqueEmail(), 'register', ip) : await smsCode(uniqueMobile(), 'register', ip);
        expect(sent).toEqual(SENT);
      }
      const email = uniqueEmail();
      expect(await mailCode(email, 'register', ip)).toEqual(TOO_MANY_CODES);
      expect(await smsCode(uniqueMobile(), 'register', ip)).toEqual(TOO_MANY_CODES);
      expect(await outbox(server, email)).toEqual([]);
      expect(await mailCode(uniqueEmail(), 'register', freshIp())).toEqual(SENT);
      await advanceClock(server, HOUR);
      expect(await mailCode(uniqueEmail(), 'register', ip)).toEqual(SENT);
    });

    it('needs a session for the bind and security scenes', async () => {
      const ip = freshIp();
      expect(await mailCode(uniqueEmail(), 'bind', ip)).toEqual(NO_SESSION);
      expect(await mailCode(uniqueEmail(), 'security', ip)).toEqual(NO_SESSION);
      expect(await smsCode(uniqueMobile(), 'bind', ip)).toEqual(NO_SESSION);
      expect(await smsCode(uniqueMobile(), 'security', ip)).toEqual(NO_SESSION);
      expect(await post('sms_mail', { user_string: uniqueEmail(), type: 'bind' }, { token: 'nonsense' })).toEqual(
        NO_SESSION,
      );
    });

    it("sends a security code to the signed-in user's own address, whatever user_string says", async () => {
      const user = await signUp(server);
      const other = uniqueEmail();
      await advanceClock(server, MINUTE + 1000);
      expect(await post('sms_mail', { user_string: other, type: 'security' }, user.auth)).toEqual(SENT);
      expect(await outbox(server, other)).toEqual([]);
      expect((await outbox(server, user.email))[0]?.subject).toBe('Your Kestrel verification code');
      expect(await post('sms_send', { mobile: uniqueMobile(), type: 'security' }, user.auth)).toEqual(
        refused('Please bind a phone number or e-mail address first'),
      );
    });

    it('answers register for a taken address like a new one, and mails the owner a warning, not a code', async () => {
      const user = await signUp(server);
      await advanceClock(server, MINUTE + 1000);
      const fresh = uniqueEmail();
      const taken = await server.call(
        'POST',
        'sms_mail',
        { user_string: user.email, type: 'register' },
        from(freshIp()),
      );
      const normal = await server.call('POST', 'sms_mail', { user_string: fresh, type: 'register' }, from(freshIp()));
      expect(taken).toEqual(normal);
      expect(taken).toEqual({ status: 200, body: SENT });

      const [warning] = await outbox(server, user.email);
      expect(warning?.subject).toBe('Someone tried to register with your e-mail address');
      expect(warning?.body).toMatch(/already has an account/);
      expect(warning?.body).not.toMatch(/\d{6}/);

      // Asking again at once is refused alike.
      const takenAgain = await mailCode(user.email, 'register', freshIp());
      const normalAgain = await mailCode(fresh, 'register', freshIp());
      expect(takenAgain.message).toMatch(/^Please wait (59|60) seconds/);
      expect(normalAgain.message).toMatch(/^Please wait (59|60) seconds/);

      // A phone number: the same reply, and no SMS to the owner.
      const mobile = uniqueMobile();
      const ip = freshIp();
      expect(await smsCode(mobile, 'register', ip)).toEqual(SENT);
      const code = await latestCode(server, `+86${mobile}`);
      expect(
        await register(
          { type: 'mobile', user_string: mobile, code, password: 'secret77', re_password: 'secret77' },
          ip,
        ),
      ).toMatchObject({ type: 'ok' });
      await advanceClock(server, MINUTE + 1000);
      expect(await smsCode(mobile, 'register', freshIp())).toEqual(SENT);
      expect(await outbox(server, `+86${mobile}`)).toHaveLength(1);
    });

    it('answers forget for an unknown address like a known one, and sends nothing', async () => {
      const user = await signUp(server);
      await advanceClock(server, MINUTE + 1000);
      const unknown = uniqueEmail('nobody');
      const known = await server.call('POST', 'sms_mail', { user_string: user.email, type: 'forget' }, from(freshIp()));
      const stranger = await server.call('POST', 'sms_mail', { user_string: unknown, type: 'forget' }, from(freshIp()));
      expect(stranger).toEqual(known);
      expect(stranger).toEqual({ status: 200, body: SENT });
      expect(await outbox(server, unknown)).toEqual([]);
      expect((await outbox(server, user.email))[0]?.subject).toBe('Your Kestrel verification code');

      expect((await mailCode(unknown, 'forget', freshIp())).message).toMatch(/^Please wait (59|60) seconds/);
      expect((await mailCode(user.email, 'forget', freshIp())).message).toMatch(/^Please wait (59|60) seconds/);

      // Nor does the one-code-a-minute limit tell them apart across scenes: a register code, then
      // at once a forget code, is refused alike for a registered and an unknown address.
      await advanceClock(server, MINUTE + 1000);
      const other = uniqueEmail('nobody');
      expect(await mailCode(user.email, 'register', freshIp())).toEqual(SENT);
      expect(await mailCode(other, 'register', freshIp())).toEqual(SENT);
      const knownSoon = await mailCode(user.email, 'forget', freshIp());
      const unknownSoon = await mailCode(other, 'forget', freshIp());
      expect(knownSoon.message).toMatch(/^Please wait (59|60) seconds/);
      expect(unknownSoon.message).toMatch(/^Please wait (59|60) seconds/);

      const mobile = uniqueMobile();
      expect(await smsCode(mobile, 'forget', freshIp())).toEqual(SENT);
      expect(await outbox(server, `+86${mobile}`)).toEqual([]);
    });
  });

  describe('/user/check_email', () => {
    it('tells whether a code is right without using it up', async () => {
      const ip = freshIp();
      const email = uniqueEmail();
      await mailCode(email, 'register', ip);
      const code = await latestCode(server, email);
      const check = (fields: Record<string, string>) =>
        post('user/check_email', { user_string: email, ...fields }, from(ip));
      const wrong = code === '000000' ? '111111' : '000000';

      expect(await check({ email_code: code })).toEqual({ type: 'ok', message: null });
      expect(await check({ email_code: code, scene: 'register' })).toEqual({ type: 'ok', message: null });
      expect(await check({ email_code: wrong })).toEqual(WRONG_CODE);
      expect(await check({ email_code: code, scene: 'forget' })).toEqual(WRONG_CODE);
      expect(await check({ email_code: '12345' })).toEqual(refused('The verification code must be 6 digits'));
      expect(await check({ email_code: '' })).toEqual(refused('Please enter the verification code'));
      expect(await check({})).toEqual(refused('Parameter error'));
      expect(await post('user/check_email', { user_string: uniqueEmail(), email_code: code }, from(ip))).toEqual(
        WRONG_CODE,
      );

      const done = await register({ user_string: email, code, password: 'secret77', re_password: 'secret77' }, ip);
      expect(done.type).toBe('ok');
    });

    it('checks a phone code for the number in its country_code (86 by default)', async () => {
      const ip = freshIp();
      const mobile = uniqueMobile();
      await smsCode(mobile, 'register', ip);
      const code = await latestCode(server, `+86${mobile}`);
      const check = (fields: Record<string, string>) =>
        post('user/check_email', { email_code: code, ...fields }, from(ip));
      expect(await check({ user_string: mobile })).toEqual({ type: 'ok', message: null });
      expect(await check({ user_string: mobile, country_code: '86' })).toEqual({ type: 'ok', message: null });

      const uk = `7700${String(Date.now()).slice(-6)}`;
      await smsCode(uk, 'register', ip, '44');
      const ukCode = await latestCode(server, `+44${uk}`);
      expect(
        await post('user/check_email', { user_string: uk, country_code: '44', email_code: ukCode }, from(ip)),
      ).toEqual({
        type: 'ok',
        message: null,
      });
      expect(await post('user/check_email', { user_string: uk, email_code: ukCode }, from(ip))).toEqual(WRONG_CODE);
    });
  });

  describe('/user/register', () => {
    it('signs up by e-mail: the reply is a session token, and the account has the address and language', async () => {
      const ip = freshIp();
      const email = uniqueEmail();
      await mailCode(email.toUpperCase(), 'register', ip);
      const code = await latestCode(server, email);
      const reply = await post<string>(
        'user/register',
        { user_string: email.toUpperCase(), code, password: 'secret77', re_password: 'secret77', lang: 'zh' },
        from(ip),
      );
      expect(reply.type).toBe('ok');
      expect(reply.message).toMatch(/^[\w-]{40,}$/);
      expect(await info(reply.message)).toMatchObject({
        type: 'ok',
        message: { email, mobile: null, area_code: null, lang: 'zh' },
      });
      expect((await login(email, 'secret77', freshIp())).type).toBe('ok');
    });

    it('signs up by mobile number, then logs in with number and area code', async () => {
      const ip = freshIp();
      const mobile = uniqueMobile();
      await smsCode(mobile, 'register', ip);
      const code = await latestCode(server, `+86${mobile}`);
      const reply = await register(
        { type: 'mobile', user_string: mobile, area_code: '86', code, password: 'secret77', re_password: 'secret77' },
        ip,
      );
      expect(reply.type).toBe('ok');
      expect(await info(reply.message)).toMatchObject({ message: { email: null, mobile, area_code: '86' } });
      expect((await login(mobile, 'secret77', freshIp(), { area_code: '86' })).type).toBe('ok');
      expect((await login(mobile, 'secret77', freshIp())).type).toBe('ok'); // 86 is the default
      expect(await login(mobile, 'secret77', freshIp(), { area_code: '852' })).toEqual(LOGIN_FAILED);

      // Another area: the code goes to +44…, and the account is that number in that area.
      const uk = `7700${String(Date.now()).slice(-6)}`;
      await smsCode(uk, 'register', ip, '44');
      const ukCode = await latestCode(server, `+44${uk}`);
      const ukReply = await register(
        {
          type: 'mobile',
          user_string: uk,
          area_code: '44',
          code: ukCode,
          password: 'secret77',
          re_password: 'secret77',
        },
        ip,
      );
      expect(ukReply.type).toBe('ok');
      expect((await login(uk, 'secret77', freshIp(), { area_code: '44' })).type).toBe('ok');
    });

    it('checks the passwords: longer than 6 characters, given twice alike; a refusal does not use up the code', async () => {
      const ip = freshIp();
      const email = uniqueEmail();
      await mailCode(email, 'register', ip);
      const code = await latestCode(server, email);
      const attempt = (password: string, re_password: string) =>
        register({ user_string: email, code, password, re_password }, ip);

      expect(await attempt('', '')).toEqual(refused('Please enter a password'));
      expect(await attempt('sixsix', 'sixsix')).toEqual(refused('The password must be longer than 6 characters'));
      expect(await attempt('seven77', '')).toEqual(refused('Please confirm the password'));
      expect(await attempt('seven77', 'seven78')).toEqual(refused('The two passwords are inconsistent'));
      expect(await attempt('x'.repeat(129), 'x'.repeat(129))).toEqual(
        refused('The password must be at most 128 characters'),
      );
      expect((await attempt('seven77', 'seven77')).type).toBe('ok');
      expect((await login(email, 'seven77', freshIp())).type).toBe('ok');
    });

    it('checks the code: 6 digits, right, for this address, and not used before', async () => {
      const ip = freshIp();
      const email = uniqueEmail();
      await mailCode(email, 'register', ip);
      const code = await latestCode(server, email);
      const attempt = (c: string, user_string = email) =>
        register({ user_string, code: c, password: 'secret77', re_password: 'secret77' }, ip);

      expect(await attempt('')).toEqual(refused('Please enter the verification code'));
      for (const bad of ['12345', '1234567', 'abcdef', '12 456']) {
        expect(await attempt(bad)).toEqual(refused('The verification code must be 6 digits'));
      }
      expect(await attempt(code, uniqueEmail())).toEqual(WRONG_CODE);
      expect((await attempt(code)).type).toBe('ok');
      // Used: neither a second sign-up nor a check accepts it again.
      expect(await attempt(code)).toEqual(WRONG_CODE);
      expect(await post('user/check_email', { user_string: email, email_code: code }, from(ip))).toEqual(WRONG_CODE);
    });

    it('refuses a code after 10 minutes', async () => {
      const ip = freshIp();
      const email = uniqueEmail();
      await mailCode(email, 'register', ip);
      const code = await latestCode(server, email);
      await advanceClock(server, 9 * MINUTE);
      expect(await post('user/check_email', { user_string: email, email_code: code }, from(ip))).toEqual({
        type: 'ok',
        message: null,
      });
      await advanceClock(server, 2 * MINUTE);
      expect(await register({ user_string: email, code, password: 'secret77', re_password: 'secret77' }, ip)).toEqual(
        WRONG_CODE,
      );
    });

    it('refuses even the right code after 5 wrong tries; a new code works', async () => {
      const ip = freshIp();
      const email = uniqueEmail();
      await mailCode(email, 'register', ip);
      const code = await latestCode(server, email);
      const wrong = code === '999999' ? '888888' : '999999';
      const attempt = (c: string) =>
        register({ user_string: email, code: c, password: 'secret77', re_password: 'secret77' }, ip);

      for (let i = 1; i <= 4; i++) expect(await attempt(wrong)).toEqual(WRONG_CODE);
      expect(await attempt(wrong)).toEqual(refused('Too many wrong codes, please request a new one'));
      expect(await attempt(code)).toEqual(refused('Too many wrong codes, please request a new one'));

      await advanceClock(server, MINUTE + 1000);
      await mailCode(email, 'register', ip);
      const fresh = await latestCode(server, email);
      expect((await attempt(fresh)).type).toBe('ok');
    });

    it('counts wrong checks on /user/check_email as tries too', async () => {
      const ip = freshIp();
      const email = uniqueEmail();
      await mailCode(email, 'register', ip);
      const code = await latestCode(server, email);
      const wrong = code === '999999' ? '888888' : '999999';
      for (let i = 1; i <= 4; i++) {
        expect(await post('user/check_email', { user_string: email, email_code: wrong }, from(ip))).toEqual(WRONG_CODE);
      }
      expect(await post('user/check_email', { user_string: email, email_code: wrong }, from(ip))).toEqual(
        refused('Too many wrong codes, please request a new one'),
      );
      expect(await register({ user_string: email, code, password: 'secret77', re_password: 'secret77' }, ip)).toEqual(
        refused('Too many wrong codes, please request a new one'),
      );
    });

    it('refuses an unknown or malformed invite code; a real one (any case) signs up under the referrer', async () => {
      const referrer = await signUp(server);
      const inviteCode = (await info(referrer.token)).message.invite_code as string;
      expect(inviteCode).toMatch(/^[A-Z2-9]{8}$/);

      const ip = freshIp();
      const email = uniqueEmail();
      await mailCode(email, 'register', ip);
      const code = await latestCode(server, email);
      const attempt = (extension_code: string) =>
        register({ user_string: email, code, password: 'secret77', re_password: 'secret77', extension_code }, ip);
      expect(await attempt('ZZZZ1111')).toEqual(refused('The invite code does not exist'));
      expect(await attempt('ab')).toEqual(refused('The invitation code must be 4 to 16 letters or digits'));
      expect(await attempt('ABCD-123')).toEqual(refused('The invitation code must be 4 to 16 letters or digits'));
      const invited = await attempt(inviteCode.toLowerCase());
      expect(invited.type).toBe('ok');
      const own = (await info(invited.message)).message.invite_code;
      expect(own).not.toBe(inviteCode);

      // And the invited user can invite in turn.
      const third = await signUp(server, { inviteCode: own as string });
      expect(third.token).toBeTruthy();
    });

    it('refuses a destination of the wrong kind and an unknown type', async () => {
      const ip = freshIp();
      const base = { code: '123456', password: 'secret77', re_password: 'secret77' };
      expect(await register({ ...base, user_string: uniqueMobile() }, ip)).toEqual(
        refused('Please enter a valid email address'),
      );
      expect(await register({ ...base, type: 'mobile', user_string: uniqueEmail() }, ip)).toEqual(
        refused('Please enter a valid mobile number'),
      );
      expect(await register({ ...base, type: 'wechat', user_string: uniqueEmail() }, ip)).toEqual(
        refused('Parameter error'),
      );
    });
  });

  describe('/user/login', () => {
    it('answers a session token for the right password, whatever the case of the address', async () => {
      const user = await signUp(server);
      const reply = await login(user.email.toUpperCase(), user.password, freshIp());
      expect(reply.type).toBe('ok');
      expect(reply.message).toMatch(/^[\w-]{40,}$/);
      expect(reply.message).not.toBe(user.token);
      expect(await info(reply.message)).toMatchObject({ type: 'ok', message: { email: user.email } });
    });

    it('answers "Login failed" alike for a wrong password, an unknown account and missing fields', async () => {
      const user = await signUp(server);
      const ip = freshIp();
      expect(await login(user.email, 'wrong-password', ip)).toEqual(LOGIN_FAILED);
      expect(await login(uniqueEmail('nobody'), 'wrong-password', ip)).toEqual(LOGIN_FAILED);
      expect(await login(uniqueMobile(), 'wrong-password', ip)).toEqual(LOGIN_FAILED);
      expect(await login(user.email, '', ip)).toEqual(LOGIN_FAILED);
      expect(await login('', user.password, ip)).toEqual(LOGIN_FAILED);
      expect(await post('user/login', {}, from(ip))).toEqual(refused('Parameter error'));
    });

    it('locks an account for 15 minutes after 5 failures, then lets the right password in', async () => {
      const user = await signUp(server);
      const other = await signUp(server);
      for (let i = 0; i < 5; i++) expect(await login(user.email, `wrong-${i}`, freshIp())).toEqual(LOGIN_FAILED);

      const locked = refused('Too many failed attempts, please try again in 15 minutes');
      const first = await login(user.email, user.password, freshIp());
      expect(first).toEqual(locked);
      // The code a screen places it by, and when the lock lifts (README, the API).
      expect(first.code).toBe('auth.too_many_logins');
      expect(first.until).toEqual(expect.any(Number));
      expect(await login(user.email, 'wrong-again', freshIp())).toEqual(locked);
      // The lock is the account's, not the client's.
      expect((await login(other.email, other.password, freshIp())).type).toBe('ok');
      // Sessions made before the lock still work.
      expect((await info(user.token)).type).toBe('ok');

      await advanceClock(server, 14 * MINUTE);
      const later = await login(user.email, user.password, freshIp());
      expect(later).toEqual(refused('Too many failed attempts, please try again in 1 minute'));
      // The same lock, so the same end.
      expect(later.until).toBe(first.until);
      await advanceClock(server, MINUTE);
      expect((await login(user.email, user.password, freshIp())).type).toBe('ok');
    });

    it('forgets earlier failures after a successful login', async () => {
      const user = await signUp(server);
      for (let i = 0; i < 4; i++) expect(await login(user.email, `wrong-${i}`, freshIp())).toEqual(LOGIN_FAILED);
      expect((await login(user.email, user.password, freshIp())).type).toBe('ok');
      for (let i = 0; i < 4; i++) expect(await login(user.email, `wrong-${i}`, freshIp())).toEqual(LOGIN_FAILED);
      expect((await login(user.email, user.password, freshIp())).type).toBe('ok');
    });

    it('refuses a client address after 30 logins in 15 minutes, whatever the accounts', async () => {
      const user = await signUp(server);
      const ip = freshIp();
      for (let i = 0; i < 30; i++)
        expect(await login(uniqueEmail('nobody'), 'wrong-password', ip)).toEqual(LOGIN_FAILED);
      const busy = refused('Too many failed attempts, please try again in 15 minutes');
      expect(await login(user.email, user.password, ip)).toEqual(busy);
      expect((await login(user.email, user.password, freshIp())).type).toBe('ok');
      await advanceClock(server, 15 * MINUTE);
      expect((await login(user.email, user.password, ip)).type).toBe('ok');
    });

    it('locks an unknown account the same way', async () => {
      const email = uniqueEmail('nobody');
      for (let i = 0; i < 5; i++) expect(await login(email, `wrong-${i}`, freshIp())).toEqual(LOGIN_FAILED);
      expect(await login(email, 'wrong', freshIp())).toEqual(
        refused('Too many failed attempts, please try again in 15 minutes'),
      );
    });
  });

  describe('sessions', () => {
    it('end after 2 hours idle, unless "stay logged in" was chosen', async () => {
      const user = await signUp(server);
      const normal = await login(user.email, user.password, freshIp());
      const stay = await login(user.email, user.password, freshIp(), { stay: '1' });
      const stayTrue = await login(user.email, user.password, freshIp(), { stay: 'true' });
      const used = await login(user.email, user.password, freshIp());

      await advanceClock(server, HOUR + 50 * MINUTE);
      expect((await info(used.message)).type).toBe('ok'); // used: its idle time starts again

      await advanceClock(server, 10 * MINUTE + 1000);
      expect(await info(normal.message)).toEqual(NO_SESSION);
      expect(await info(user.token)).toEqual(NO_SESSION);
      expect((await info(stay.message)).type).toBe('ok');
      expect((await info(stayTrue.message)).type).toBe('ok');
      expect((await info(used.message)).type).toBe('ok');

      await advanceClock(server, 2 * HOUR);
      expect(await info(used.message)).toEqual(NO_SESSION);
      expect((await info(stay.message)).type).toBe('ok');
    });

    it('end after 24 hours even when used all the time; a stay-logged-in session outlives that', async () => {
      const user = await signUp(server);
      const stay = await login(user.email, user.password, freshIp(), { stay: '1' });
      let elapsed = 0;
      while (elapsed + 100 * MINUTE < DAY) {
        await advanceClock(server, 100 * MINUTE);
        elapsed += 100 * MINUTE;
        expect((await info(user.token)).type).toBe('ok');
      }
      await advanceClock(server, DAY - elapsed);
      expect(await info(user.token)).toEqual(NO_SESSION);
      expect((await info(stay.message)).type).toBe('ok');
    });

    it('/user/sessions/stay turns "stay logged in" on and off for this device only', async () => {
      const user = await signUp(server);
      const other = await login(user.email, user.password, freshIp());
      const saved = { type: 'ok', message: 'Saved' };
      const stay = (value: string, token = user.token) => post('user/sessions/stay', { stay: value }, { token });
      const current = async (token: string) =>
        (await get<{ stay: boolean; current: boolean }[]>('user/sessions', { token })).message.find((s) => s.current);

      expect(await stay('1')).toEqual(saved);
      expect(await current(user.token)).toMatchObject({ stay: true });
      expect(await current(other.message)).toMatchObject({ stay: false });
      await advanceClock(server, 2 * HOUR + 1000);
      expect((await info(user.token)).type).toBe('ok');
      expect(await info(other.message)).toEqual(NO_SESSION);

      expect(await stay('0')).toEqual(saved);
      expect(await current(user.token)).toMatchObject({ stay: false });
      await advanceClock(server, 2 * HOUR + 1000);
      expect(await info(user.token)).toEqual(NO_SESSION);
      expect(await stay('1')).toEqual(NO_SESSION);
    });

    it('are refused for a missing, unknown or malformed token on a guarded route', async () => {
      const user = await signUp(server);
      expect(await info('')).toEqual(NO_SESSION);
      expect(await get('user/info', {})).toEqual(NO_SESSION);
      expect(await info('nonsense')).toEqual(NO_SESSION);
      expect(await info(`${user.token}x`)).toEqual(NO_SESSION);
      expect(await get('user/info', { authorization: `Bearer ${user.token}x` })).toEqual(NO_SESSION);
      expect(await get('user/sessions', { token: 'nonsense' })).toEqual(NO_SESSION);
      expect(await post('safe/update_password', { password: 'x', re_password: 'x' }, { token: 'x' })).toEqual(
        NO_SESSION,
      );
      // The token is read from either header, AUTHORIZATION with or without "Bearer".
      expect((await get('user/info', { authorization: user.token })).type).toBe('ok');
      expect((await get('user/info', { authorization: `Bearer ${user.token}` })).type).toBe('ok');
      expect((await get('user/info', { token: user.token })).type).toBe('ok');
    });

    it('/user/logout ends this session only; its token then answers 999', async () => {
      const { user, second } = await twoDevices();
      expect(await get('user/logout', user.auth)).toEqual({ type: 'ok', message: 'You have logged out' });
      expect(await info(user.token)).toEqual(NO_SESSION);
      expect(await get('user/logout', user.auth)).toEqual(NO_SESSION);
      expect((await info(second)).type).toBe('ok');
      expect((await login(user.email, user.password, freshIp())).type).toBe('ok');
    });

    it('/user/sessions lists the devices, newest first; /user/sessions/revoke signs another one out', async () => {
      const user = await signUp(server);
      const phoneIp = freshIp();
      const phone = await post<string>(
        'user/login',
        { user_string: user.email, password: user.password, stay: '1' },
        { ...from(phoneIp), 'user-agent': 'Kestrel-Test-Phone/1.0' },
      );
      const laptopIp = freshIp();
      const laptop = await post<string>(
        'user/login',
        { user_string: user.email, password: user.password },
        { ...from(laptopIp), 'user-agent': 'Kestrel-Test-Laptop/2.0' },
      );

      type Item = {
        id: string;
        ip: string;
        user_agent: string;
        created_at: number;
        last_seen_at: number;
        stay: boolean;
        current: boolean;
      };
      const list = await get<Item[]>('user/sessions', { token: laptop.message });
      expect(list.type).toBe('ok');
      expect(list.message).toHaveLength(3);
      const [newest, middle, oldest] = list.message;
      expect(newest).toMatchObject({ ip: laptopIp, user_agent: 'Kestrel-Test-Laptop/2.0', stay: false, current: true });
      expect(middle).toMatchObject({ ip: phoneIp, user_agent: 'Kestrel-Test-Phone/1.0', stay: true, current: false });
      expect(oldest).toMatchObject({ ip: user.ip, stay: false, current: false });
      expect(newest?.id).toMatch(/^[a-z0-9]{32}$/);
      expect(newest?.created_at).toBeGreaterThanOrEqual(middle?.created_at ?? 0);
      expect(typeof newest?.last_seen_at).toBe('number');

      const revoke = (id: string, token: string) => post('user/sessions/revoke', { id }, { token });
      expect(await revoke(middle?.id ?? '', laptop.message)).toEqual({ type: 'ok', message: null });
      expect(await info(phone.message)).toEqual(NO_SESSION);
      const after = await get<Item[]>('user/sessions', { token: laptop.message });
      expect(after.message.map((s) => s.id)).toEqual([newest?.id, oldest?.id]);
      expect(await revoke(middle?.id ?? '', laptop.message)).toEqual(refused('This device is no longer signed in'));
      expect(await revoke('no-such-session', laptop.message)).toEqual(refused('This device is no longer signed in'));

      // Someone else's session cannot be signed out.
      const stranger = await signUp(server);
      expect(await revoke(oldest?.id ?? '', stranger.token)).toEqual(refused('This device is no longer signed in'));
      expect((await info(user.token)).type).toBe('ok');
      expect(await get('user/sessions', {})).toEqual(NO_SESSION);

      // Signing out the current device works too.
      expect(await revoke(newest?.id ?? '', laptop.message)).toEqual({ type: 'ok', message: null });
      expect(await info(laptop.message)).toEqual(NO_SESSION);
    });
  });

  describe('/user/forget', () => {
    it('resets the password with a forget code: every session ends, only the new password logs in', async () => {
      const { user, second } = await twoDevices();
      await advanceClock(server, MINUTE + 1000);
      const ip = freshIp();
      expect(await mailCode(user.email, 'forget', ip)).toEqual(SENT);
      const code = await latestCode(server, user.email);
      const reset = (fields: Record<string, string>) =>
        post(
          'user/forget',
          { account: user.email, password: 'new-secret-1', repassword: 'new-secret-1', code, ...fields },
          from(ip),
        );

      expect(await reset({ password: 'short', repassword: 'short' })).toEqual(
        refused('The password must be longer than 6 characters'),
      );
      expect(await reset({ repassword: 'new-secret-2' })).toEqual(refused('The two passwords are inconsistent'));
      expect(await reset({ code: '12345' })).toEqual(refused('The verification code must be 6 digits'));
      expect(await reset({ code: code === '000000' ? '111111' : '000000' })).toEqual(WRONG_CODE);
      expect(await reset({ account: uniqueEmail() })).toEqual(WRONG_CODE);

      expect(await reset({ account: user.email.toUpperCase() })).toEqual({
        type: 'ok',
        message: 'Password reset, please log in',
      });
      expect(await info(user.token)).toEqual(NO_SESSION);
      expect(await info(second)).toEqual(NO_SESSION);
      expect(await login(user.email, user.password, freshIp())).toEqual(LOGIN_FAILED);
      expect((await login(user.email, 'new-secret-1', freshIp())).type).toBe('ok');
      expect(await reset({ password: 'new-secret-3', repassword: 'new-secret-3' })).toEqual(WRONG_CODE);
    });

    it('resets the password of a phone account with an SMS code', async () => {
      const ip = freshIp();
      const mobile = uniqueMobile();
      await smsCode(mobile, 'register', ip);
      const signup = await register(
        {
          type: 'mobile',
          user_string: mobile,
          code: await latestCode(server, `+86${mobile}`),
          password: 'secret77',
          re_password: 'secret77',
        },
        ip,
      );
      expect(signup.type).toBe('ok');
      await advanceClock(server, MINUTE + 1000);
      expect(await smsCode(mobile, 'forget', ip)).toEqual(SENT);
      const code = await latestCode(server, `+86${mobile}`);
      expect(
        await post(
          'user/forget',
          { account: mobile, area_code: '86', password: 'phone-new-1', repassword: 'phone-new-1', code },
          from(ip),
        ),
      ).toEqual({ type: 'ok', message: 'Password reset, please log in' });
      expect(await info(signup.message)).toEqual(NO_SESSION);
      expect((await login(mobile, 'phone-new-1', freshIp())).type).toBe('ok');
    });

    it('does not take a register code', async () => {
      const ip = freshIp();
      const email = uniqueEmail();
      await mailCode(email, 'register', ip);
      const code = await latestCode(server, email);
      expect(
        await post(
          'user/forget',
          { account: email, password: 'new-secret-1', repassword: 'new-secret-1', code },
          from(ip),
        ),
      ).toEqual(WRONG_CODE);
    });
  });

  describe('/safe/update_password', () => {
    it('needs a fresh proof of identity, then changes the password and ends every session', async () => {
      const { user, second } = await twoDevices();
      const change = (fields: Record<string, string> = {}, headers = user.auth) =>
        post('safe/update_password', { password: 'changed-pw-1', re_password: 'changed-pw-1', ...fields }, headers);
      const verify = (fields: Record<string, string>) =>
        post('safe/verify', { password: user.password, ...fields }, user.auth);

      expect(await change({}, from(user.ip))).toEqual(NO_SESSION);
      expect(await change({ password: 'short', re_password: 'short' })).toEqual(
        refused('The password must be longer than 6 characters'),
      );
      expect(await change({ re_password: 'changed-pw-2' })).toEqual(refused('The two passwords are inconsistent'));
      expect(await change()).toEqual(VERIFY_FIRST);

      expect(await verify({ code: '' })).toEqual(refused('Please enter the verification code'));
      expect(await verify({ code: '123456' })).toEqual(WRONG_CODE);
      const code = await securityCode(server, user);
      expect(await verify({ code: code === '000000' ? '111111' : '000000' })).toEqual(WRONG_CODE);
      expect(await verify({ code, password: 'not-my-password' })).toEqual(refused('The login password is wrong'));
      const verified = await verify({ code });
      expect(verified).toMatchObject({ type: 'ok', message: { verified_until: expect.any(Number) } });
      expect(await verify({ code })).toEqual(WRONG_CODE); // used

      expect(await change()).toEqual({ type: 'ok', message: 'Password changed, please log in again' });
      expect(await info(user.token)).toEqual(NO_SESSION);
      expect(await info(second)).toEqual(NO_SESSION);
      expect(await login(user.email, user.password, freshIp())).toEqual(LOGIN_FAILED);
      const again = await login(user.email, 'changed-pw-1', freshIp());
      expect(again.type).toBe('ok');
      expect(await change({ password: 'changed-pw-3', re_password: 'changed-pw-3' }, { token: again.message })).toEqual(
        VERIFY_FIRST,
      );
    });

    it('takes a security code sent to the bound phone', async () => {
      const user = await signUp(server);
      const { destination } = await bindMobile(server, user);
      const code = await securityCode(server, user, 'sms', destination);
      expect((await outbox(server, destination))[0]?.body).toContain(code);
      expect((await post('safe/verify', { password: user.password, code }, user.auth)).type).toBe('ok');
      expect(
        await post('safe/update_password', { password: 'by-phone-1', re_password: 'by-phone-1' }, user.auth),
      ).toEqual({ type: 'ok', message: 'Password changed, please log in again' });
      expect((await login(user.email, 'by-phone-1', freshIp())).type).toBe('ok');
    });
  });

  it('answers refusals with HTTP 200 and the envelope, and logged no server fault for any of the above', async () => {
    const { status, body } = await server.call(
      'POST',
      'user/login',
      { user_string: 'x@y.zz', password: 'p' },
      from(freshIp()),
    );
    expect({ status, body }).toEqual({ status: 200, body: LOGIN_FAILED });
    expect(server.logs).not.toMatch(/"level":50/);
  });
});
