// The signed-in user's own data on a real server and a real database: profile, avatar, settings,
// notifications, the coin and area-code lists, withdrawal wallet addresses and bank cards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDb } from '../../server/core/db';
import {
  confirmIdentity,
  makeStorage,
  markVerified,
  NO_MARKET_HISTORY,
  openStorageDb,
  PNG_1x1,
  SQLITE_ONLY,
  serverNow,
  signUp,
  TestServer,
  type User,
  uploadImage,
} from './harness';

const SAVED = { type: 'ok', message: 'Saved' };
const NO_SESSION = { type: 999, message: 'Please log in first', code: 'server.please_log_in' };
const PARAMETER_ERROR = { type: 'error', message: 'Parameter error', code: 'server.parameter_error' };
/** A refusal: its text, and the code (message id) every refusal carries; a lock's `until` may come too. */
const refused = (message: string) => expect.objectContaining({ type: 'error', message, code: expect.any(String) });
const VERIFY_FIRST = refused(
  'For your security, confirm it is you first: login password, verification code and authenticator',
);

type Page<T> = { data: T[]; total: number; page: number; limit: number };
type Wallet = {
  id: string;
  currency: number;
  coin_name: string;
  sub_name: string;
  name: string;
  address: string;
  qrcode: string;
  created_at: number;
};

// Same on both databases (plain reads and writes): SQLite only.
describe.each(SQLITE_ONLY)('user data on %s', (target) => {
  let server: TestServer;
  let storage: Awaited<ReturnType<typeof makeStorage>>;
  /** The server's database, opened beside it (see markVerified). */
  let opened: OpenedDb | undefined;
  const db = () => (opened as OpenedDb).db;

  beforeAll(async () => {
    storage = await makeStorage(target);
    server = await TestServer.start({ ...storage.env, ...NO_MARKET_HISTORY });
    opened = await openStorageDb(storage.env);
  });

  afterAll(async () => {
    await server?.stop();
    await opened?.db.destroy();
    await storage?.drop();
  });

  const post = async <T = unknown>(path: string, fields: Record<string, string>, headers: Record<string, string>) =>
    (await server.call<T>('POST', path, fields, headers)).body;
  const get = async <T = unknown>(path: string, headers: Record<string, string>, fields: Record<string, string> = {}) =>
    (await server.call<T>('GET', path, fields, headers)).body;
  const info = async (user: User) => (await get<Record<string, unknown>>('user/info', user.auth)).message;

  describe('/user/info', () => {
    it('gives the profile, settings and security state of a new account, and nothing else', async () => {
      const before = await serverNow(server);
      const user = await signUp(server);
      const reply = await get<Record<string, unknown>>('user/info', user.auth);
      expect(reply.type).toBe('ok');
      expect(reply.message).toEqual({
        id: expect.stringMatching(/^[a-z0-9]{32}$/),
        email: user.email,
        area_code: null,
        mobile: null,
        nickname: expect.stringMatching(/^K\d{6}$/),
        signature: '',
        head_portrait: '',
        credit_score: 100,
        invite_code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/),
        lang: 'en',
        fiat: 'USD',
        has_pay_password: false,
        totp_enabled: false,
        anti_phishing_code: null,
        real_level: 0,
        real_status: 'none',
        created_at: expect.any(Number),
      });
      expect(reply.message.created_at).toBeGreaterThanOrEqual(before);
      expect(await get('user/info', {})).toEqual(NO_SESSION);
    });
  });

  describe('/user/editNickname', () => {
    it('saves a nickname of 2–10 letters or digits and a signature of 2–30 characters', async () => {
      const user = await signUp(server);
      const edit = (nickname: string, signature: string) =>
        post('user/editNickname', { nickname, signature }, user.auth);

      expect(await edit('Kestrel01', 'Trading since 2019')).toEqual(SAVED);
      expect(await info(user)).toMatchObject({ nickname: 'Kestrel01', signature: 'Trading since 2019' });
      expect(await edit('ab', 'hi')).toEqual(SAVED);
      expect(await edit('abcdefghij', 's'.repeat(30))).toEqual(SAVED);
      expect(await edit('小明', '你好世界')).toEqual(SAVED);
      expect(await edit('Thảo', 'xin chào')).toEqual(SAVED);
      expect(await info(user)).toMatchObject({ nickname: 'Thảo', signature: 'xin chào' });
      expect(await edit('Nosig', '')).toEqual(SAVED);
      expect(await info(user)).toMatchObject({ nickname: 'Nosig', signature: '' });
    });

    it('refuses a nickname or signature of the wrong length or with special characters', async () => {
      const user = await signUp(server);
      const edit = (nickname: string, signature = 'fine') =>
        post('user/editNickname', { nickname, signature }, user.auth);
      const nicknameLength = refused('The nickname must be 2 to 10 characters');
      const nicknameCharacters = refused('The nickname can only contain letters and digits');
      const signatureLength = refused('The signature must be 2 to 30 characters');
      const signatureCharacters = refused('The signature cannot contain special characters');

      expect(await edit('')).toEqual(refused('Please enter a nickname'));
      expect(await edit('a')).toEqual(nicknameLength);
      expect(await edit('abcdefghijk')).toEqual(nicknameLength);
      for (const bad of ['ab!', 'a b', 'a_b', 'tom@x', '<b>hi', 'a/b', 'a,b', 'ab？']) {
        expect(await edit(bad)).toEqual(nicknameCharacters);
      }
      expect(await edit('x'.repeat(41))).toEqual(PARAMETER_ERROR);
      expect(await edit('valid', 'x')).toEqual(signatureLength);
      expect(await edit('valid', 'x'.repeat(31))).toEqual(signatureLength);
      for (const bad of ['<script>', 'hi!', "it's", 'a;b', '50% (off)', 'a=b', '【hi】', 'ok？', 'tab\there']) {
        expect(await edit('valid', bad)).toEqual(signatureCharacters);
      }
      expect(await post('user/editNickname', { nickname: 'valid' }, { token: 'nonsense' })).toEqual(NO_SESSION);
      expect(await info(user)).toMatchObject({ signature: '' });
      expect((await info(user)).nickname).toMatch(/^K\d{6}$/);
    });
  });

  describe('/user/uploadHeadPortrait', () => {
    it("publishes the user's own upload as the avatar: a public /upload/avatar/ path that loads", async () => {
      const user = await signUp(server);
      const upload = await uploadImage(server, user.auth);
      const reply = await post<string>('user/uploadHeadPortrait', { head_portrait: upload }, user.auth);
      expect(reply.type).toBe('ok');
      expect(reply.message).toMatch(/^\/upload\/avatar\/[a-z0-9]{32}\.png$/);
      expect(await info(user)).toMatchObject({ head_portrait: reply.message });

      const image = await server.fetch(reply.message);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('cache-control')).toMatch(/^public/);
      expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG_1x1);

      // The bare stored name is enough to name one's own upload.
      const bare = upload.split('?')[0]?.split('/').pop() ?? '';
      const again = await post<string>('user/uploadHeadPortrait', { head_portrait: bare }, user.auth);
      expect(again.type).toBe('ok');
      expect(again.message).not.toBe(reply.message);
    });

    it('sent again under its Idempotency-Key, the same picture answers the first path and publishes no copy', async () => {
      const user = await signUp(server);
      const upload = await uploadImage(server, user.auth);
      const keyed = (key: string, head_portrait = upload) =>
        post<string>('user/uploadHeadPortrait', { head_portrait }, { ...user.auth, 'Idempotency-Key': key });
      const first = await keyed('avatar-1');
      expect(first.type).toBe('ok');
      expect(await keyed('avatar-1')).toEqual(first);
      const other = await uploadImage(server, user.auth);
      expect(await keyed('avatar-1', other)).toEqual(refused('This request was already sent with different details'));
      expect(await info(user)).toMatchObject({ head_portrait: first.message });
      const fresh = await keyed('avatar-2', other);
      expect(fresh.type).toBe('ok');
      expect(fresh.message).not.toBe(first.message);
      expect(await info(user)).toMatchObject({ head_portrait: fresh.message });
    });

    it("refuses someone else's upload, a made-up name and nothing", async () => {
      const user = await signUp(server);
      const other = await signUp(server);
      const theirs = await uploadImage(server, other.auth);
      const missing = refused('Please upload the picture first');
      const set = (head_portrait: string) => post('user/uploadHeadPortrait', { head_portrait }, user.auth);
      expect(await set(theirs)).toEqual(missing);
      expect(await set(`/file/${'a'.repeat(32)}.png`)).toEqual(missing);
      expect(await set('https://example.com/me.png')).toEqual(missing);
      expect(await set('')).toEqual(missing);
      expect(await post('user/uploadHeadPortrait', { head_portrait: theirs }, { token: 'x' })).toEqual(NO_SESSION);
      expect(await info(user)).toMatchObject({ head_portrait: '' });
    });
  });

  describe('/user/settings', () => {
    it('keeps the language and default fiat currency; refuses unknown ones', async () => {
      const user = await signUp(server);
      expect((await post('user/settings', { lang: 'jp', fiat: 'EUR' }, user.auth)).type).toBe('ok');
      expect(await info(user)).toMatchObject({ lang: 'jp', fiat: 'EUR' });
      expect(await post('user/settings', { fiat: 'VND' }, user.auth)).toEqual(SAVED);
      expect(await info(user)).toMatchObject({ lang: 'jp', fiat: 'VND' });
      expect(await post('user/settings', {}, user.auth)).toEqual(SAVED);
      expect(await info(user)).toMatchObject({ lang: 'jp', fiat: 'VND' });

      const bads: Record<string, string>[] = [
        { lang: 'xx' },
        { lang: 'EN' },
        { fiat: 'XYZ' },
        { fiat: 'eur' },
        { fiat: 'BTC' },
      ];
      for (const bad of bads) {
        expect(await post('user/settings', bad, user.auth)).toEqual(PARAMETER_ERROR);
      }
      expect(await info(user)).toMatchObject({ lang: 'jp', fiat: 'VND' });
      expect(await post('user/settings', { fiat: 'USD' }, {})).toEqual(NO_SESSION);
    });
  });

  describe('/user/notifications', () => {
    it('pages an empty list with its unread count; read and read-all answer ok', async () => {
      const user = await signUp(server);
      expect(await get('user/notifications', user.auth)).toEqual({
        type: 'ok',
        message: { data: [], total: 0, unread: 0, page: 1, limit: 10 },
      });
      expect(await get('user/notifications', user.auth, { page: '2', limit: '5' })).toMatchObject({
        message: { page: 2, limit: 5 },
      });
      const bads: Record<string, string>[] = [{ page: '0' }, { page: 'x' }, { limit: '0' }, { limit: '51' }];
      for (const bad of bads) {
        expect(await get('user/notifications', user.auth, bad)).toEqual(PARAMETER_ERROR);
      }
      expect(await post('user/notifications/read', { id: 'all' }, user.auth)).toEqual({ type: 'ok', message: null });
      expect(await post('user/notifications/read', { id: 'no-such-id' }, user.auth)).toEqual({
        type: 'ok',
        message: null,
      });
      expect(await post('user/notifications/read', {}, user.auth)).toEqual(PARAMETER_ERROR);
      expect(await get('user/notifications', {})).toEqual(NO_SESSION);
    });
  });

  describe('public lists', () => {
    it('/currency/list gives the four coins of the spec: USDT on ERC20 and TRC20, ETH and BTC', async () => {
      expect(await get('currency/list', {})).toEqual({
        type: 'ok',
        message: [
          { id: 1, name: 'USDT', subName: 'ERC20', type: 'erc20', status: 1, image: '/h5/coins/usdt.svg' },
          { id: 2, name: 'USDT', subName: 'TRC20', type: 'trc20', status: 1, image: '/h5/coins/usdt.svg' },
          { id: 3, name: 'ETH', subName: 'ERC20', type: 'eth', status: 1, image: '/h5/coins/eth.svg' },
          { id: 4, name: 'BTC', subName: 'BTC', type: 'btc', status: 1, image: '/h5/coins/btc.svg' },
        ],
      });
    });

    it('/area_codes gives the area codes with China (86) first', async () => {
      const { type, message } = await get<{ id: number; iso: string; code: string }[]>('area_codes', {});
      expect(type).toBe('ok');
      expect(message[0]).toEqual({ id: 1, iso: 'CN', code: '86' });
      expect(message).toEqual(expect.arrayContaining([expect.objectContaining({ iso: 'GB', code: '44' })]));
      expect(message).toEqual(expect.arrayContaining([expect.objectContaining({ iso: 'US', code: '1' })]));
      expect(new Set(message.map((a) => a.id)).size).toBe(message.length);
      expect(new Set(message.map((a) => a.iso)).size).toBe(message.length);
      for (const a of message) {
        expect(a.iso).toMatch(/^[A-Z]{2}$/);
        expect(a.code).toMatch(/^\d{1,4}$/);
      }
    });
  });

  describe('/user/wallet', () => {
    const address = (n: number) => `0xAbC${String(n).padStart(6, '0')}DeF0123456789abcdef0123456789`;

    it("saves an address with the user's own QR image and lists it with a signed QR URL", async () => {
      const user = await signUp(server);
      const qrcode = await uploadImage(server, user.auth);
      const fields = { currency: '3', name: 'Ledger 2', address: address(1), qrcode };
      // Adding a withdrawal address is a security change: the session proves its owner first.
      expect(await post('user/wallet/save', fields, user.auth)).toEqual(VERIFY_FIRST);
      await confirmIdentity(server, user);
      expect(await post('user/wallet/save', fields, user.auth)).toEqual(SAVED);
      const list = await get<Page<Wallet>>('user/wallet/list', user.auth);
      expect(list.type).toBe('ok');
      expect(list.message).toMatchObject({ total: 1, page: 1, limit: 10 });
      expect(list.message.data).toEqual([
        {
          id: expect.stringMatching(/^[a-z0-9]{32}$/),
          currency: 3,
          coin_name: 'ETH',
          sub_name: 'ERC20',
          name: 'Ledger 2',
          address: address(1),
          qrcode: expect.stringMatching(/^\/file\/[a-z0-9]{32}\.png\?exp=\d+&sig=[\w-]+$/),
          created_at: expect.any(Number),
          usable_at: expect.any(Number),
        },
      ]);
      const image = await server.fetch(list.message.data[0]?.qrcode ?? '');
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG_1x1);
      expect(await get('user/wallet/list', {})).toEqual(NO_SESSION);
    });

    it('refuses a missing or foreign QR image, an unknown coin, a bad address or name, and a duplicate', async () => {
      const user = await signUp(server);
      const other = await signUp(server);
      const mine = await uploadImage(server, user.auth);
      const theirs = await uploadImage(server, other.auth);
      const save = (fields: Record<string, string>, headers = user.auth) =>
        post(
          'user/wallet/save',
          { currency: '1', name: 'Savings', address: address(2), qrcode: mine, ...fields },
          headers,
        );

      const qrRequired = refused('Please upload the QR code image');
      expect(await save({ qrcode: '' })).toEqual(qrRequired);
      expect(await save({ qrcode: theirs })).toEqual(qrRequired);
      expect(await save({ qrcode: `/file/${'b'.repeat(32)}.png` })).toEqual(qrRequired);
      expect(await save({ currency: '99' })).toEqual(refused('Please choose a currency'));
      expect(await save({ currency: 'abc' })).toEqual(PARAMETER_ERROR);
      expect(await save({ currency: '0' })).toEqual(PARAMETER_ERROR);
      expect(await save({ address: '' })).toEqual(refused('Please enter the wallet address'));
      for (const bad of ['short', 'has spaces in the address', '0x12345678-9abcdef', 'x'.repeat(129)]) {
        expect(await save({ address: bad })).toEqual(refused('Please enter a valid wallet address'));
      }
      expect(await save({ name: '  ' })).toEqual(refused('Please enter a label for this address'));
      const badLabel = refused('The label must be 1 to 20 characters without special characters');
      for (const bad of ['x'.repeat(21), '<b>', 'My wallet!', 'a/b'])
        expect(await save({ name: bad })).toEqual(badLabel);
      expect(await save({}, { token: 'nonsense' })).toEqual(NO_SESSION);
      expect((await get<Page<Wallet>>('user/wallet/list', user.auth)).message.total).toBe(0);

      await confirmIdentity(server, user);
      expect(await save({})).toEqual(SAVED);
      await confirmIdentity(server, user);
      expect(await save({ currency: '2', name: 'Again' })).toEqual(refused('This address is already saved'));
      // Another user may save the same address.
      const otherQr = await uploadImage(server, other.auth);
      await confirmIdentity(server, other);
      expect(await save({ qrcode: otherQr }, other.auth)).toEqual(SAVED);
      expect((await get<Page<Wallet>>('user/wallet/list', user.auth)).message.total).toBe(1);
    });

    it('saves one of several identical addresses sent at once (taps on a slow network)', async () => {
      const user = await signUp(server);
      const qrcode = await uploadImage(server, user.auth);
      const fields = { currency: '2', name: 'Tron', address: address(7), qrcode };
      // As on a busy server, several database connections are open already.
      await Promise.all([1, 2, 3, 4, 5, 6].map(() => get('user/wallet/list', user.auth)));
      await confirmIdentity(server, user);
      const replies = await Promise.all([1, 2, 3, 4, 5, 6].map(() => post('user/wallet/save', fields, user.auth)));
      expect(replies.filter((r) => r.type === 'ok')).toEqual([SAVED]);
      // One proof of identity makes one change: the other taps find it used (or the address saved).
      for (const r of replies.filter((r) => r.type !== 'ok')) {
        expect([VERIFY_FIRST, refused('This address is already saved')]).toContainEqual(r);
      }
      expect((await get<Page<Wallet>>('user/wallet/list', user.auth)).message.total).toBe(1);
    });

    it('pages the list, newest first (page 1, limit 10 by default)', async () => {
      const user = await signUp(server);
      for (let n = 1; n <= 12; n++) {
        const qrcode = await uploadImage(server, user.auth);
        const currency = String(((n - 1) % 4) + 1);
        await markVerified(db(), user);
        expect(
          await post('user/wallet/save', { currency, name: 'Wallet', address: address(n), qrcode }, user.auth),
        ).toEqual(SAVED);
      }
      const list = async (fields: Record<string, string> = {}) =>
        (await get<Page<Wallet>>('user/wallet/list', user.auth, fields)).message;

      const first = await list();
      expect(first).toMatchObject({ total: 12, page: 1, limit: 10 });
      expect(first.data).toHaveLength(10);
      const second = await list({ page: '2' });
      expect(second).toMatchObject({ total: 12, page: 2, limit: 10 });
      expect(second.data.map((w) => w.address)).toEqual([address(2), address(1)]);
      expect((await list({ page: '3' })).data).toEqual([]);
      const all = [...first.data, ...second.data].map((w) => w.address);
      expect(all).toEqual(Array.from({ length: 12 }, (_, i) => address(12 - i)));

      const byFive = await list({ page: '3', limit: '5' });
      expect(byFive).toMatchObject({ total: 12, page: 3, limit: 5 });
      expect(byFive.data.map((w) => w.address)).toEqual([address(2), address(1)]);
      const bads: Record<string, string>[] = [{ page: '0' }, { limit: '100' }, { page: '-1' }];
      for (const bad of bads) {
        expect(await get('user/wallet/list', user.auth, bad)).toEqual(PARAMETER_ERROR);
      }
    });

    it('keeps at most 50 addresses', async () => {
      const user = await signUp(server);
      const qrcode = await uploadImage(server, user.auth);
      for (let n = 1; n <= 50; n++) {
        const fields = { currency: '1', name: `W${n}`, address: address(n), qrcode };
        await markVerified(db(), user);
        expect(await post('user/wallet/save', fields, user.auth)).toEqual(SAVED);
      }
      const one = { currency: '1', name: 'W51', address: address(51), qrcode };
      await markVerified(db(), user);
      expect(await post('user/wallet/save', one, user.auth)).toEqual(refused('You can save at most 50 addresses'));
      expect((await get<Page<Wallet>>('user/wallet/list', user.auth)).message.total).toBe(50);
    });

    it("/user/wallet/del deletes one's own address only", async () => {
      const user = await signUp(server);
      const other = await signUp(server);
      const saveOne = async (u: User, n: number) => {
        const qrcode = await uploadImage(server, u.auth);
        await confirmIdentity(server, u);
        await post('user/wallet/save', { currency: '4', name: 'Cold', address: address(n), qrcode }, u.auth);
        return (await get<Page<Wallet>>('user/wallet/list', u.auth)).message.data[0]?.id ?? '';
      };
      const mine = await saveOne(user, 100);
      const theirs = await saveOne(other, 200);

      const gone = refused('This address no longer exists');
      expect(await post('user/wallet/del', { id: theirs }, user.auth)).toEqual(gone);
      expect((await get<Page<Wallet>>('user/wallet/list', other.auth)).message.total).toBe(1);
      expect(await post('user/wallet/del', { id: mine }, { token: 'x' })).toEqual(NO_SESSION);
      expect(await post('user/wallet/del', { id: mine }, user.auth)).toEqual({ type: 'ok', message: null });
      expect((await get<Page<Wallet>>('user/wallet/list', user.auth)).message).toMatchObject({ total: 0, data: [] });
      expect(await post('user/wallet/del', { id: mine }, user.auth)).toEqual(gone);
      expect(await post('user/wallet/del', {}, user.auth)).toEqual(PARAMETER_ERROR);

      // Deleted, the address may be saved again.
      const qrcode = await uploadImage(server, user.auth);
      await confirmIdentity(server, user);
      expect(
        await post('user/wallet/save', { currency: '4', name: 'Cold', address: address(100), qrcode }, user.auth),
      ).toEqual(SAVED);
    });
  });

  describe('bank cards', () => {
    const domestic = {
      real_name: 'Li Wei',
      bank_account: '6222 0212 3456 7890',
      bank_dizhi: 'Shanghai',
      bank_name: 'Bank of China',
      bank_network: 'Pudong',
      branch: 'Lujiazui Branch',
      swift_code: 'BKCHCNBJ300',
      phone: '13800138000',
    };
    const international = {
      real_name: "Mary O'Neil",
      bank_account: '000123456789',
      bank_name: 'Chase',
      alipay_account: '021000021',
      wechat_account: '270 Park Avenue, New York',
      wechat_nickname: 'CHASUS33',
    };

    it('/user/cash_save keeps a domestic card that /user/cash_info gives back; saving again replaces it', async () => {
      const user = await signUp(server);
      expect(await post('user/cash_info', {}, user.auth)).toEqual({ type: 'ok', message: null });
      expect(await post('user/cash_save', domestic, user.auth)).toEqual(VERIFY_FIRST);
      await confirmIdentity(server, user);
      expect(await post('user/cash_save', domestic, user.auth)).toEqual(SAVED);
      expect(await post('user/cash_info', {}, user.auth)).toEqual({ type: 'ok', message: domestic });
      const changed = { ...domestic, bank_account: '6222-0299-9999-0000', branch: "Jing'an Branch" };
      await confirmIdentity(server, user);
      expect(await post('user/cash_save', changed, user.auth)).toEqual(SAVED);
      expect(await post('user/cash_info', {}, user.auth)).toEqual({ type: 'ok', message: changed });
      // The international card is kept apart.
      expect(await post('user/cash_info_international', {}, user.auth)).toEqual({ type: 'ok', message: null });
      expect(await post('user/cash_info', {}, { token: 'x' })).toEqual(NO_SESSION);
      expect(await post('user/cash_save', domestic, {})).toEqual(NO_SESSION);
    });

    it('/user/cash_save needs every field, a real name and a bank account number', async () => {
      const user = await signUp(server);
      for (const field of Object.keys(domestic)) {
        expect(await post('user/cash_save', { ...domestic, [field]: '  ' }, user.auth)).toEqual(
          refused('Please fill in every field'),
        );
        const { [field]: _left, ...rest } = domestic as Record<string, string>;
        expect(await post('user/cash_save', rest, user.auth)).toEqual(PARAMETER_ERROR);
      }
      expect(await post('user/cash_save', { ...domestic, real_name: 'R2D2' }, user.auth)).toEqual(
        refused('The name can only contain letters, spaces, dots, hyphens and apostrophes'),
      );
      for (const bad of ['abcdefgh', '12345', '1234 567x']) {
        expect(await post('user/cash_save', { ...domestic, bank_account: bad }, user.auth)).toEqual(
          refused('Please enter a valid bank account number'),
        );
      }
      expect(await post('user/cash_info', {}, user.auth)).toEqual({ type: 'ok', message: null });
    });

    it('/user/cash_save_international keeps an international card that /user/cash_info_international gives back', async () => {
      const user = await signUp(server);
      await confirmIdentity(server, user);
      expect(await post('user/cash_save_international', international, user.auth)).toEqual(SAVED);
      expect(await post('user/cash_info_international', {}, user.auth)).toEqual({ type: 'ok', message: international });
      expect(await post('user/cash_info', {}, user.auth)).toEqual({ type: 'ok', message: null });
      // An IBAN (letters and digits) is an international account number.
      const changed = { ...international, bank_account: 'GB82 WEST 1234 5698 7654 32', wechat_nickname: 'CHASUS33XXX' };
      await confirmIdentity(server, user);
      expect(await post('user/cash_save_international', changed, user.auth)).toEqual(SAVED);
      expect(await post('user/cash_info_international', {}, user.auth)).toEqual({ type: 'ok', message: changed });
      expect(await post('user/cash_info_international', {}, {})).toEqual(NO_SESSION);
    });

    it('/user/cash_save_international needs every field', async () => {
      const user = await signUp(server);
      for (const field of Object.keys(international)) {
        expect(await post('user/cash_save_international', { ...international, [field]: '' }, user.auth)).toEqual(
          refused('Please fill in every field'),
        );
        const { [field]: _left, ...rest } = international as Record<string, string>;
        expect(await post('user/cash_save_international', rest, user.auth)).toEqual(PARAMETER_ERROR);
      }
      for (const bad of ['abc', 'GB82-WEST!1234', `GB${'1'.repeat(33)}`]) {
        expect(await post('user/cash_save_international', { ...international, bank_account: bad }, user.auth)).toEqual(
          refused('Please enter a valid bank account number'),
        );
      }
      expect(await post('user/cash_info_international', {}, user.auth)).toEqual({ type: 'ok', message: null });
    });
  });
});
