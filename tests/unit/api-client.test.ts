// @vitest-environment happy-dom
// The API client against a stubbed fetch: each answer of spec §8 and what the app then does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, type ReplyOrigin } from '../../src/api/client';
import { setNavigate } from '../../src/app/navigation';
import { FROM_CACHE_HEADER } from '../../src/lib/runtimeCache';
import { session } from '../../src/state/session';
import { ui } from '../../src/state/ui';

type Seen = { url: URL; method: string; headers: Headers; body: string };
let seen: Seen[];
let answer: () => Response;
const navigations: string[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  seen = [];
  navigations.length = 0;
  setNavigate((to) => navigations.push(to));
  session.token = 'tok123';
  session.user = {
    id: 'u1',
    email: 'a@example.com',
    area_code: null,
    mobile: null,
    nickname: 'Ann',
    signature: '',
    head_portrait: '',
    credit_score: 100,
    invite_code: 'ABCD2345',
    lang: 'en',
    fiat: 'USD',
    has_pay_password: false,
    totp_enabled: false,
    anti_phishing_code: null,
    real_level: 0,
    real_status: 'none',
    created_at: 0,
  };
  session.lang = 'en';
  ui.toasts = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    seen.push({
      url: new URL(input.url),
      method: input.method,
      headers: input.headers,
      body: await input.clone().text(),
    });
    return answer();
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('POSTs a form body with lang and the token in both headers', async () => {
    answer = () => json({ type: 'ok', message: { a: 1 } });
    session.lang = 'jp';
    await expect(api.post('user/thing', { amount: '1.50', skip: undefined })).resolves.toEqual({ a: 1 });
    const req = seen[0];
    expect(req?.method).toBe('POST');
    expect(req?.url.pathname).toBe('/api/user/thing');
    expect(req?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(req?.body)).toEqual(new URLSearchParams({ amount: '1.50', lang: 'jp' }));
    expect(req?.headers.get('AUTHORIZATION')).toBe('tok123');
    expect(req?.headers.get('token')).toBe('tok123');
  });

  it('sends what may go on the socket as a POST while no socket is connected as the user', async () => {
    answer = () => json({ type: 'ok', message: { bid: '65' } });
    const reply = await api.emitOrPost(
      'nft:bid',
      'bind_box/auctionNFT',
      { code: 'KST-1', price: '5' },
      { idempotencyKey: 'k1' },
    );
    expect(reply).toEqual({ bid: '65' });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url.pathname).toBe('/api/bind_box/auctionNFT');
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe('k1');
    expect(new URLSearchParams(seen[0]?.body).get('price')).toBe('5');
  });

  it('sends GET fields as a query string', async () => {
    answer = () => json({ type: 'ok', message: 'v' });
    await api.get('getSetting', { keyword: 'site_name' });
    expect(seen[0]?.url.searchParams.get('keyword')).toBe('site_name');
    expect(seen[0]?.url.searchParams.get('lang')).toBe('en');
  });

  it('sends no token headers for a guest', async () => {
    session.token = null;
    answer = () => json({ type: 'ok', message: null });
    await api.get('getSiteConfig');
    expect(seen[0]?.headers.has('token')).toBe(false);
    expect(seen[0]?.headers.has('AUTHORIZATION')).toBe(false);
  });
});

describe('answers (spec §8)', () => {
  it('accepts code 1 as success', async () => {
    answer = () => json({ code: 1, message: 'fine' });
    await expect(api.get('x')).resolves.toBe('fine');
  });

  it('999: shows the message, clears the user and goes to login after 1.2 s', async () => {
    vi.useFakeTimers();
    answer = () => json({ type: 999, message: 'Session expired' });
    await expect(api.get('x')).rejects.toMatchObject({ kind: 'session' });
    expect(session.token).toBeNull();
    expect(session.user).toBeNull();
    expect(ui.toasts[0]?.text).toBe('Session expired');
    vi.advanceTimersByTime(1199);
    expect(navigations).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(navigations).toEqual(['/pages/common/login']);
  });

  it('998: shows the message and opens identity verification after 1.2 s', async () => {
    vi.useFakeTimers();
    answer = () => json({ type: 998, message: 'Verify first' });
    await expect(api.get('x')).rejects.toMatchObject({ kind: 'verification' });
    expect(session.token).toBe('tok123');
    vi.advanceTimersByTime(1200);
    expect(navigations).toEqual(['/pages/setting/real_mark']);
  });

  it('a refusal is toasted with the server text and rejected', async () => {
    answer = () => json({ type: 'error', message: 'Insufficient balance' });
    const err = await api.post('x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('refused');
    expect(ui.toasts[0]?.text).toBe('Insufficient balance');
  });

  it("a refusal keeps the server's code and a lock's end, for the screen to place it at a field", async () => {
    answer = () =>
      json({ type: 'error', message: 'Too many tries', code: 'wallet.pay_password_locked', until: 1_800_000_000_000 });
    const err = (await api.post('x').catch((e: unknown) => e)) as ApiError;
    expect(err).toMatchObject({ kind: 'refused', code: 'wallet.pay_password_locked', until: 1_800_000_000_000 });
    expect(ui.toasts[0]?.text).toBe('Too many tries');
    answer = () => json({ type: 'error', message: 'No code' });
    const plain = (await api.post('x').catch((e: unknown) => e)) as ApiError;
    expect(plain.code).toBeUndefined();
    expect(plain.until).toBeUndefined();
  });

  it('a quiet call does not toast its refusal', async () => {
    answer = () => json({ type: 'error', message: 'Wrong code' });
    await expect(api.post('x', {}, { quiet: true })).rejects.toMatchObject({ message: 'Wrong code' });
    expect(ui.toasts).toEqual([]);
  });

  it('rejects any non-200 status, even with an ok body', async () => {
    answer = () => json({ type: 'ok', message: 'looks fine' }, 500);
    await expect(api.get('x')).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it("tells the caller when the reply is the service worker's cached copy, and when the server sent it", async () => {
    const sent = 'Sun, 22 Nov 2026 10:00:00 GMT';
    answer = () =>
      new Response(JSON.stringify({ type: 'ok', message: [] }), {
        headers: { 'content-type': 'application/json', date: sent, [FROM_CACHE_HEADER]: '1' },
      });
    const cached: ReplyOrigin = {};
    await expect(api.get('x', {}, { origin: cached })).resolves.toEqual([]);
    expect(cached.cachedAt).toBe(Date.parse(sent));
    answer = () => json({ type: 'ok', message: [] });
    const live: ReplyOrigin = {};
    await api.get('x', {}, { origin: live });
    expect(live.cachedAt).toBeUndefined();
  });

  it('reports a network failure in words', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('x')).rejects.toMatchObject({ kind: 'network' });
    expect(ui.toasts[0]?.text).toBe('Network unavailable, please check your connection');
  });
});

describe('the loading indicator', () => {
  it('appears only after 800 ms and goes when the request ends', async () => {
    vi.useFakeTimers();
    let release: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (release = resolve)));
    const pending = api.get('slow');
    await vi.advanceTimersByTimeAsync(799);
    expect(ui.slowRequests).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ui.slowRequests).toBe(1);
    release(json({ type: 'ok', message: 1 }));
    await pending;
    expect(ui.slowRequests).toBe(0);
  });
});
