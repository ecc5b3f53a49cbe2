// Identity verification on a real database (SQLite, and PostgreSQL when DATABASE_URL is set): the
// state, level-1 and level-2 submissions, the private ID photos behind signed URLs, and the review
// decision. The decision has no HTTP route yet, so the app is built in-process and listens on a
// port: the tests call it over HTTP like the client does, and call `services.kyc.review` directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealState } from '../../contract/kyc';
import type { App } from '../../server/app';
import {
  type ApiClient,
  advanceClock,
  bindMobile,
  greetedSocket,
  idCard,
  latestCode,
  PNG_1x1,
  SQLITE_ONLY,
  securityCode,
  signUp,
  startInProcess,
  type User,
  uniqueMobile,
  uploadImage,
} from './harness';

const HOUR = 3_600_000;
const SUBMITTED = { type: 'ok', message: 'Submitted, please wait for the review' };
const NO_SESSION = { type: 999, message: 'Please log in first', code: 'server.please_log_in' };
const WRONG_CODE = {
  type: 'error',
  message: 'The verification code is wrong or has expired',
  code: 'auth.code_invalid',
};
/** A refusal: its text, and the code (message id) every refusal carries; a lock's `until` may come too. */
const refused = (message: string) => expect.objectContaining({ type: 'error', message, code: expect.any(String) });

/** The same number with a wrong check character. */
const badCheck = (id: string) => id.slice(0, 17) + (id.endsWith('0') ? '1' : '0');

type Notice = { id: string; kind: string; params: Record<string, string>; read: boolean; created_at: number };
type Notices = { data: Notice[]; total: number; unread: number; page: number; limit: number };

// Same on both databases (plain reads and writes): SQLite only.
describe.each(SQLITE_ONLY)('identity verification on %s', (target) => {
  let app: App;
  let api: ApiClient;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, api, stop } = await startInProcess(target, (built) => {
      // No route needs verification yet: one stands in for those that will (withdrawals, trades).
      built.http.get('/api/test/verified-only', { config: { guard: 'verified' } }, async () => 'welcome');
    }));
  });

  afterAll(async () => {
    await stop?.();
  });

  const post = async <T = unknown>(p: string, fields: Record<string, string>, headers: Record<string, string>) =>
    (await api.call<T>('POST', p, fields, headers)).body;
  const state = async (user: User) => {
    const { body } = await api.call<RealState>('GET', 'real/state', {}, user.auth);
    expect(body.type).toBe('ok');
    return body.message;
  };
  const notices = async (user: User) =>
    (await api.call<Notices>('GET', 'user/notifications', {}, user.auth)).body.message;
  const info = async (user: User) =>
    (await api.call<Record<string, unknown>>('GET', 'user/info', {}, user.auth)).body.message;

  /** A user with phone and e-mail bound, as verification needs. */
  async function verifiable(): Promise<User> {
    const user = await signUp(api);
    await bindMobile(api, user);
    return user;
  }

  let serial = 0;
  /** The fields of a level-1 submission with the user's own photos and a fresh valid ID number. */
  async function level1(user: User, fields: Record<string, string> = {}): Promise<Record<string, string>> {
    const n = String(++serial).padStart(3, '0');
    return {
      real_type: '1',
      id_type: '1',
      name: 'Zhang San',
      card_id: idCard(`11010519900307${n}`),
      // Uploaded only when not given (uploads are limited to 20 a minute per user).
      front_pic: fields.front_pic ?? (await uploadImage(api, user.auth)),
      reverse_pic: fields.reverse_pic ?? (await uploadImage(api, user.auth)),
      ...fields,
    };
  }

  const submit = (user: User, fields: Record<string, string>) => post('user/real', fields, user.auth);

  /** The id of the user's submission under review. */
  async function pendingOf(user: User): Promise<string> {
    const userId = (await info(user)).id;
    const row = (await app.services.kyc.pending(500)).find((p) => p.user_id === userId);
    if (!row) throw new Error('no submission under review');
    return row.id;
  }

  async function verifiedAtLevel1(): Promise<User> {
    const user = await verifiable();
    expect(await submit(user, await level1(user))).toEqual(SUBMITTED);
    await app.services.kyc.review(await pendingOf(user), { approve: true, reviewer: 'op-1' });
    return user;
  }

  it('/real/state of a new account: nothing submitted, contacts not bound', async () => {
    const user = await signUp(api);
    expect(await state(user)).toEqual({
      level: 0,
      status: 'none',
      submitted_level: 0,
      reason: null,
      submitted_at: null,
      contacts_bound: false,
      details: null,
    });
    expect((await api.call('GET', 'real/state', {}, { token: 'nonsense' })).body).toEqual(NO_SESSION);
    expect(await post('user/real', { real_type: '1' }, {})).toEqual(NO_SESSION);
  });

  it('needs both phone and e-mail bound before a submission', async () => {
    const contactsFirst = refused('Please bind both your phone number and e-mail address before verification');
    const user = await signUp(api);
    expect(await submit(user, await level1(user))).toEqual(contactsFirst);

    // Signed up by phone, no e-mail: refused too.
    const mobile = uniqueMobile();
    await post('sms_send', { mobile, type: 'register' }, { 'x-forwarded-for': user.ip });
    const reply = await post<string>(
      'user/register',
      {
        type: 'mobile',
        user_string: mobile,
        code: await latestCode(api, `+86${mobile}`),
        password: 'secret77',
        re_password: 'secret77',
      },
      { 'x-forwarded-for': user.ip },
    );
    const byPhone = { ...user, token: reply.message, auth: { token: reply.message } };
    expect(await submit(byPhone, await level1(byPhone))).toEqual(contactsFirst);
    expect((await state(byPhone)).contacts_bound).toBe(false);

    await bindMobile(api, user);
    expect((await state(user)).contacts_bound).toBe(true);
    expect(await submit(user, await level1(user))).toEqual(SUBMITTED);
  });

  it("checks a level-1 submission: name, ID number (checksum for ID cards) and the user's own photos", async () => {
    const user = await verifiable();
    const other = await signUp(api);
    const theirs = await uploadImage(api, other.auth);
    const own = { front_pic: await uploadImage(api, user.auth), reverse_pic: await uploadImage(api, user.auth) };
    const attempt = async (fields: Record<string, string>) => submit(user, await level1(user, { ...own, ...fields }));

    expect(await attempt({ name: '' })).toEqual(refused('Please enter your name'));
    expect(await attempt({ name: 'Z' })).toEqual(refused('The name must be 2 to 50 characters'));
    expect(await attempt({ name: 'Zhang3' })).toEqual(
      refused('The name can only contain letters, spaces, dots, hyphens and apostrophes'),
    );
    expect(await attempt({ card_id: '' })).toEqual(refused('Please enter your ID number'));
    // China's ID card (the spec's validator), each failure named.
    const valid = idCard('11010519900307999');
    expect(await attempt({ card_id: badCheck(valid) })).toEqual(refused('The check digit does not match'));
    const format = refused('Expected 18 digits; the last may be X');
    for (const bad of [valid.slice(0, 17), `${valid}1`, 'E12345678'])
      expect(await attempt({ card_id: bad })).toEqual(format);
    expect(await attempt({ card_id: idCard('11010519900230123') })).toEqual(
      refused('The date of birth in the number is not a real date'),
    );
    expect(await attempt({ id_type: '2', card_id: 'E1' })).toEqual(refused('Expected 5 to 20 letters and digits'));
    expect(await attempt({ id_type: '4' })).toEqual(refused('Parameter error'));
    expect(await attempt({ real_type: '3' })).toEqual(refused('Parameter error'));

    const photos = refused('Please upload the required photos');
    expect(await attempt({ front_pic: '' })).toEqual(photos);
    expect(await attempt({ reverse_pic: theirs })).toEqual(photos);
    expect(await attempt({ front_pic: theirs })).toEqual(photos);
    expect(await attempt({ front_pic: `/file/${'c'.repeat(32)}.png` })).toEqual(photos);
    expect((await state(user)).status).toBe('none');

    const fields = await level1(user, { card_id: '11010519491231002x', name: 'Zhang San' });
    expect(await submit(user, fields)).toEqual(SUBMITTED);
    const s = await state(user);
    expect(s).toMatchObject({
      level: 0,
      status: 'review',
      submitted_level: 1,
      reason: null,
      contacts_bound: true,
      details: { id_type: '1', name: 'Zhang San', card_id: '110***********002X', hand_pic: '' },
    });
    expect(s.submitted_at).toEqual(expect.any(Number));
    expect(await info(user)).toMatchObject({ real_level: 0, real_status: 'review' });
  });

  it('takes one of several submissions sent at once (taps on a slow network)', async () => {
    const user = await verifiable();
    const forms = await Promise.all([1, 2, 3].map(() => level1(user)));
    // As on a busy server, several database connections are open already.
    await Promise.all(forms.map(() => state(user)));
    const replies = await Promise.all(forms.map((f) => submit(user, f)));
    expect(replies.filter((r) => r.type === 'ok')).toEqual([SUBMITTED]);
    expect(replies.filter((r) => r.type !== 'ok')).toEqual(Array(2).fill(refused('Your verification is under review')));
    const userId = (await info(user)).id;
    expect((await app.services.kyc.pending(500)).filter((p) => p.user_id === userId)).toHaveLength(1);
  });

  it('a submission sent again under its Idempotency-Key (a lost answer) is filed once', async () => {
    const user = await verifiable();
    const form = await level1(user);
    const keyed = (key: string, fields = form) => post('user/real', fields, { ...user.auth, 'Idempotency-Key': key });
    expect(await keyed('kyc-1')).toEqual(SUBMITTED);
    expect(await keyed('kyc-1')).toEqual(SUBMITTED);
    expect(await keyed('kyc-1', { ...form, name: 'Li Si' })).toEqual(
      refused('This request was already sent with different details'),
    );
    expect(await keyed('kyc-2')).toEqual(refused('Your verification is under review'));
    const userId = (await info(user)).id;
    expect((await app.services.kyc.pending(500)).filter((p) => p.user_id === userId)).toHaveLength(1);
  });

  it('takes a passport or driving licence number of 5–20 letters and digits', async () => {
    const passport = await verifiable();
    expect(await submit(passport, await level1(passport, { id_type: '2', card_id: 'E12345678' }))).toEqual(SUBMITTED);
    expect((await state(passport)).details).toMatchObject({ id_type: '2', card_id: 'E12**5678' });
    const licence = await verifiable();
    expect(await submit(licence, await level1(licence, { id_type: '3', card_id: 'DL-2020-55' }))).toEqual(SUBMITTED);
  });

  it("checks the number by its issuing country, and keeps the country (the spec's request means China)", async () => {
    const hk = await verifiable();
    const own = { front_pic: await uploadImage(api, hk.auth), reverse_pic: await uploadImage(api, hk.auth) };
    const attempt = async (fields: Record<string, string>) => submit(hk, await level1(hk, { ...own, ...fields }));
    expect(await attempt({ country: 'HK', card_id: 'A123456(4)' })).toEqual(refused('The check digit does not match'));
    expect(await attempt({ country: 'HK', card_id: 'A12345(3)' })).toEqual(
      refused('Expected a number like A123456(3)'),
    );
    // A Chinese ID card number is not a Hong Kong one.
    expect(await attempt({ country: 'HK' })).toEqual(refused('Expected a number like A123456(3)'));
    expect(await attempt({ country: 'XX', card_id: 'A123456(3)' })).toEqual(
      refused('Please choose the issuing country'),
    );
    expect(await attempt({ country: 'hk', card_id: 'a123456(3)' })).toEqual(SUBMITTED);
    expect((await state(hk)).details).toMatchObject({ id_type: '1', country: 'HK', card_id: 'A12***6(3)' });

    // The spec's client sends no country: a Chinese ID card, stored as China.
    const spec = await verifiable();
    const fields = await level1(spec);
    expect(fields).not.toHaveProperty('country');
    expect(await submit(spec, fields)).toEqual(SUBMITTED);
    expect((await state(spec)).details).toMatchObject({ id_type: '1', country: 'CN' });

    // A passport of any country: 5–20 letters and digits.
    const passport = await verifiable();
    expect(
      await submit(passport, await level1(passport, { id_type: '2', country: 'DE', card_id: 'C01X00T47' })),
    ).toEqual(SUBMITTED);
    expect((await state(passport)).details).toMatchObject({ id_type: '2', country: 'DE' });
  });

  it('refuses a second submission while one is under review, and level 2 before level 1 is verified', async () => {
    const user = await verifiable();
    const handPic = await uploadImage(api, user.auth);
    const level2 = {
      real_type: '2',
      link_name: 'Li Si',
      link_mobile: '13900001111',
      link_code: '123456',
      hand_pic: handPic,
    };
    expect(await submit(user, level2)).toEqual(refused('Please complete basic verification first'));
    expect(await submit(user, await level1(user))).toEqual(SUBMITTED);
    const underReview = refused('Your verification is under review');
    expect(await submit(user, await level1(user))).toEqual(underReview);
    expect(await submit(user, level2)).toEqual(underReview);
  });

  it('the ID photos are private: their signed URLs load for the owner, a forged or expired one answers 404', async () => {
    const user = await verifiable();
    expect(await submit(user, await level1(user))).toEqual(SUBMITTED);
    const { details } = await state(user);
    const front = details?.front_pic ?? '';
    const reverse = details?.reverse_pic ?? '';
    for (const url of [front, reverse]) {
      expect(url).toMatch(/^\/file\/[a-z0-9]{32}\.png\?exp=\d+&sig=[\w-]+$/);
      const res = await api.fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/^private/);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG_1x1);
    }
    expect(front).not.toBe(reverse);

    const name = front.slice('/file/'.length).split('?')[0] ?? '';
    const exp = /exp=(\d+)/.exec(front)?.[1] ?? '';
    const sig = /sig=([\w-]+)/.exec(front)?.[1] ?? '';
    expect((await api.fetch(`/file/${name}`)).status).toBe(404);
    expect((await api.fetch(`/file/${name}?exp=${exp}&sig=${sig.slice(1)}A`)).status).toBe(404);
    expect((await api.fetch(`/file/${name}?exp=${Number(exp) + 1000}&sig=${sig}`)).status).toBe(404);
    const reverseName = reverse.slice('/file/'.length).split('?')[0] ?? '';
    expect((await api.fetch(`/file/${reverseName}?exp=${exp}&sig=${sig}`)).status).toBe(404);
    // Never under the public /upload/ tree.
    expect((await api.fetch(`/upload/${name}`)).status).toBe(404);

    await advanceClock(api, HOUR + 1000);
    expect((await api.fetch(front)).status).toBe(404);
    // A new look at the state gives new URLs that load.
    const fresh = (await state(user)).details?.front_pic ?? '';
    expect(fresh).not.toBe(front);
    expect((await api.fetch(fresh)).status).toBe(200);
  });

  it('review approves a submission once: the user is verified, notified and told over the socket', async () => {
    const user = await verifiable();
    expect(await submit(user, await level1(user))).toEqual(SUBMITTED);
    const id = await pendingOf(user);

    const socket = await greetedSocket(api.url, { token: user.token });
    try {
      const told = new Promise<unknown>((resolve, reject) => {
        socket.once('kyc', resolve);
        setTimeout(() => reject(new Error('no kyc event')), 5000);
      });
      await app.services.kyc.review(id, { approve: true, reviewer: 'op-1' });
      expect(await told).toEqual({ status: 'verified' });
    } finally {
      socket.close();
    }

    expect(await state(user)).toMatchObject({ level: 1, status: 'verified', submitted_level: 1, reason: null });
    expect(await info(user)).toMatchObject({ real_level: 1, real_status: 'verified' });
    const { data, unread, total } = await notices(user);
    // Binding the phone was a security change, notified too.
    expect({ unread, total }).toEqual({ unread: 2, total: 2 });
    expect(data[0]).toMatchObject({ kind: 'kyc_verified', params: { level: '1' }, read: false });
    expect(data[1]).toMatchObject({ kind: 'security_change', params: { change: 'mobile' } });

    const decided = 'This submission has already been decided';
    await expect(app.services.kyc.review(id, { approve: false, reason: 'Blurred', reviewer: 'op-2' })).rejects.toThrow(
      decided,
    );
    await expect(app.services.kyc.review(id, { approve: true, reviewer: 'op-2' })).rejects.toThrow(decided);
    await expect(app.services.kyc.review('no-such-submission', { approve: true, reviewer: 'op-2' })).rejects.toThrow(
      decided,
    );
    expect((await state(user)).status).toBe('verified');
    expect((await notices(user)).data.filter((n) => n.kind.startsWith('kyc_'))).toHaveLength(1);
    expect(await submit(user, await level1(user))).toEqual(refused('This level is already verified'));
  });

  it('a route for verified users answers 998 until level 1 is verified', async () => {
    const user = await verifiable();
    const call = async (headers: Record<string, string>) =>
      (await api.call('GET', 'test/verified-only', {}, headers)).body;
    const needed = {
      type: 998,
      message: 'Please complete identity verification first',
      code: 'server.verification_needed',
    };
    expect(await call({})).toEqual(NO_SESSION);
    expect(await call(user.auth)).toEqual(needed);
    expect(await submit(user, await level1(user))).toEqual(SUBMITTED);
    expect(await call(user.auth)).toEqual(needed);
    await app.services.kyc.review(await pendingOf(user), { approve: true, reviewer: 'op-1' });
    expect(await call(user.auth)).toEqual({ type: 'ok', message: 'welcome' });
  });

  it('two reviewers deciding together: exactly one decision is taken', async () => {
    const user = await verifiable();
    expect(await submit(user, await level1(user))).toEqual(SUBMITTED);
    const id = await pendingOf(user);
    const results = await Promise.allSettled([
      app.services.kyc.review(id, { approve: true, reviewer: 'op-1' }),
      app.services.kyc.review(id, { approve: false, reason: 'Expired document', reviewer: 'op-2' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await notices(user)).data.filter((n) => n.kind.startsWith('kyc_'))).toHaveLength(1);
    const s = await state(user);
    if (s.status === 'verified') expect(s).toMatchObject({ level: 1, reason: null });
    else expect(s).toMatchObject({ level: 0, status: 'failed', reason: 'Expired document' });
  });

  it('review rejects with a reason: the state says why, the user is notified and may submit again', async () => {
    const user = await verifiable();
    expect(await submit(user, await level1(user))).toEqual(SUBMITTED);
    const id = await pendingOf(user);
    await expect(app.services.kyc.review(id, { approve: false, reviewer: 'op-1' })).rejects.toThrow(
      'Please give the reason for the rejection',
    );
    await expect(app.services.kyc.review(id, { approve: false, reason: '   ', reviewer: 'op-1' })).rejects.toThrow(
      'Please give the reason for the rejection',
    );
    expect((await state(user)).status).toBe('review');

    await app.services.kyc.review(id, { approve: false, reason: 'The photo is blurred', reviewer: 'op-1' });
    expect(await state(user)).toMatchObject({ level: 0, status: 'failed', reason: 'The photo is blurred' });
    expect(await info(user)).toMatchObject({ real_level: 0, real_status: 'failed' });
    const { data } = await notices(user);
    expect(data[0]).toMatchObject({ kind: 'kyc_failed', params: { reason: 'The photo is blurred' }, read: false });

    expect(await submit(user, await level1(user))).toEqual(SUBMITTED);
    expect(await state(user)).toMatchObject({ status: 'review', reason: null });
  });

  it('level 2 after level 1: a contact, a hand-held photo and a security code', async () => {
    const user = await verifiedAtLevel1();
    const other = await signUp(api);
    const hand = await uploadImage(api, user.auth);
    const theirs = await uploadImage(api, other.auth);
    const base = {
      real_type: '2',
      link_name: 'Li Si',
      link_mobile: '13900001111',
      link_code: '123456',
      hand_pic: hand,
    };
    const attempt = (fields: Record<string, string>) => submit(user, { ...base, ...fields });

    expect(await attempt({ link_name: '' })).toEqual(refused('Please enter your name'));
    expect(await attempt({ link_mobile: '' })).toEqual(refused('Please enter your mobile number'));
    expect(await attempt({ link_mobile: '12ab' })).toEqual(refused('Please enter a valid mobile number'));
    expect(await attempt({ hand_pic: theirs })).toEqual(refused('Please upload the required photos'));
    expect(await attempt({ hand_pic: '' })).toEqual(refused('Please upload the required photos'));
    expect(await attempt({ link_code: '' })).toEqual(refused('Please enter the verification code'));
    expect(await attempt({ link_code: '123456' })).toEqual(WRONG_CODE);

    const code = await securityCode(api, user);
    expect(await attempt({ link_code: code })).toEqual(SUBMITTED);
    const s = await state(user);
    expect(s).toMatchObject({ level: 1, status: 'review', submitted_level: 2 });
    expect(s.details?.hand_pic).toMatch(/^\/file\/[a-z0-9]{32}\.png\?exp=\d+&sig=[\w-]+$/);
    expect((await api.fetch(s.details?.hand_pic ?? '')).status).toBe(200);
    expect(await attempt({ link_code: code })).toEqual(refused('Your verification is under review'));

    await app.services.kyc.review(await pendingOf(user), { approve: true, reviewer: 'op-1' });
    expect(await state(user)).toMatchObject({ level: 2, status: 'verified', submitted_level: 2 });
    expect(await info(user)).toMatchObject({ real_level: 2 });
    expect((await notices(user)).data[0]).toMatchObject({ kind: 'kyc_verified', params: { level: '2' } });
    const done = refused('This level is already verified');
    expect(await submit(user, await level1(user))).toEqual(done);
    expect(await attempt({ link_code: code })).toEqual(done);
  });

  it('a failed level 2 keeps level 1', async () => {
    const user = await verifiedAtLevel1();
    const code = await securityCode(api, user);
    const hand = await uploadImage(api, user.auth);
    expect(
      await submit(user, {
        real_type: '2',
        link_name: 'Li Si',
        link_mobile: '447700900123',
        link_code: code,
        hand_pic: hand,
      }),
    ).toEqual(SUBMITTED);
    await app.services.kyc.review(await pendingOf(user), {
      approve: false,
      reason: 'Face not visible',
      reviewer: 'op',
    });
    expect(await state(user)).toMatchObject({
      level: 1,
      status: 'failed',
      submitted_level: 2,
      reason: 'Face not visible',
    });
    expect(await info(user)).toMatchObject({ real_level: 1, real_status: 'failed' });
    expect(await submit(user, await level1(user))).toEqual(refused('This level is already verified'));
  });

  it("notifications: newest first, unread counted, read one by one or all, only one's own", async () => {
    const user = await verifiable();
    const other = await verifiedAtLevel1();
    expect(await submit(user, await level1(user))).toEqual(SUBMITTED);
    await app.services.kyc.review(await pendingOf(user), { approve: false, reason: 'First try', reviewer: 'op' });
    await advanceClock(api, 1000);
    expect(await submit(user, await level1(user))).toEqual(SUBMITTED);
    await app.services.kyc.review(await pendingOf(user), { approve: true, reviewer: 'op' });

    // The oldest is the binding of the phone, a security change.
    const list = await notices(user);
    expect(list).toMatchObject({ total: 3, unread: 3, page: 1, limit: 10 });
    expect(list.data.map((n) => n.kind)).toEqual(['kyc_verified', 'kyc_failed', 'security_change']);
    const [newest, older] = list.data;
    expect(newest?.id).toMatch(/^[a-z0-9]{32}$/);
    expect(newest?.created_at).toBeGreaterThan(older?.created_at ?? 0);

    const paged = (await api.call<Notices>('GET', 'user/notifications', { page: '2', limit: '1' }, user.auth)).body;
    expect(paged.message).toMatchObject({ total: 3, unread: 3, page: 2, limit: 1 });
    expect(paged.message.data.map((n) => n.id)).toEqual([older?.id]);

    // Someone else cannot mark them read.
    const otherNotice = (await notices(other)).data[0]?.id ?? '';
    expect(await post('user/notifications/read', { id: newest?.id ?? '' }, other.auth)).toEqual({
      type: 'ok',
      message: null,
    });
    expect((await notices(user)).unread).toBe(3);
    expect(await post('user/notifications/read', { id: 'all' }, other.auth)).toEqual({ type: 'ok', message: null });
    expect((await notices(user)).unread).toBe(3);
    expect((await notices(other)).unread).toBe(0);
    expect(otherNotice).not.toBe(newest?.id);

    expect(await post('user/notifications/read', { id: older?.id ?? '' }, user.auth)).toEqual({
      type: 'ok',
      message: null,
    });
    const afterOne = await notices(user);
    expect(afterOne.unread).toBe(2);
    expect(afterOne.data.map((n) => n.read)).toEqual([false, true, false]);
    await post('user/notifications/read', { id: 'all' }, user.auth);
    expect(await notices(user)).toMatchObject({ unread: 0, total: 3 });
  });
});
