import { randomUUID } from 'node:crypto';
// Talks to the e2e server's API directly, for what a test needs before it opens a screen
// (an account, a code from the developer outbox).
import type { APIRequestContext, Page } from '@playwright/test';
import Decimal from 'decimal.js';
import type { SpotDepth, SpotPair } from '../../contract/spot';

const origin = (baseURL: string) => new URL(baseURL).origin;

export async function outboxCode(request: APIRequestContext, baseURL: string, to: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await request.get(`${origin(baseURL)}/api/dev/outbox`, { params: { to } });
    const body = (await res.json()) as { message: { body: string }[] };
    const code = /\b(\d{6})\b/.exec(body.message[0]?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code for ${to}`);
}

let n = 0;

/**
 * A client address of its own for each request these helpers make (the e2e server trusts
 * X-Forwarded-For, playwright.config.ts): the whole suite registers more accounts than one
 * address may ask codes for in an hour (30), as many customers behind one address would not.
 */
let clients = 0;
const asNewClient = () => ({ 'X-Forwarded-For': `10.${(++clients >> 8) & 255}.${clients & 255}.${process.pid % 250}` });

/** A fresh account made through the real endpoints; returns its e-mail and token. */
export async function makeAccount(request: APIRequestContext, baseURL: string, password = 'correct-horse-9') {
  const email = `e2e${Date.now()}${++n}${randomUUID().slice(0, 4)}@example.com`;
  const api = `${origin(baseURL)}/api`;
  await request.post(`${api}/sms_mail`, { form: { user_string: email, type: 'register' }, headers: asNewClient() });
  const code = await outboxCode(request, baseURL, email);
  const res = await request.post(`${api}/user/register`, {
    form: { user_string: email, code, password, re_password: password, type: 'email' },
  });
  const body = (await res.json()) as { type: string; message: string };
  if (body.type !== 'ok') throw new Error(`register refused: ${JSON.stringify(body)}`);
  return { email, password, token: body.message };
}

/** The page as a new customer's phone: an account made, its token stored before any script runs. */
export async function signedInNewAccount(page: Page, request: APIRequestContext, baseURL: string) {
  const account = await makeAccount(request, baseURL);
  await signInWith(page, account.token);
  return account;
}

/** The same, with `usdt` demo USDT in the spot account. */
export async function signedInWithFunds(page: Page, request: APIRequestContext, baseURL: string, usdt = '1000') {
  const account = await signedInNewAccount(page, request, baseURL);
  await getDemoFunds(request, baseURL, account.token, 'USDT', usdt);
  return account;
}

/** The page signed in with `token` from its first script on. */
export const signInWith = (page: Page, token: string) =>
  page.addInitScript((tok) => localStorage.setItem('token', tok), token);

const authOf = (token: string) => ({ token, AUTHORIZATION: token });

/** POSTs a form to the API as the user; throws unless the answer is ok; → its message. */
async function call<T>(request: APIRequestContext, baseURL: string, token: string, path: string, form: object) {
  const res = await request.post(`${origin(baseURL)}/api/${path}`, {
    form: form as Record<string, string>,
    headers: { ...authOf(token), ...asNewClient(), 'Idempotency-Key': randomUUID() },
  });
  const body = (await res.json()) as { type: string; message: T };
  if (body.type !== 'ok') throw new Error(`${path} refused: ${JSON.stringify(body)}`);
  return body.message;
}

/** The messages the dev outbox holds for `to`, newest first. */
export async function outbox(request: APIRequestContext, baseURL: string, to: string) {
  const res = await request.get(`${origin(baseURL)}/api/dev/outbox`, { params: { to } });
  return ((await res.json()) as { message: { subject?: string; body: string }[] }).message;
}

/**
 * The code of the message `send` makes arrive at `to` (e.g. a tap on "Send code"): counted from the
 * outbox before, so an older code there is never taken.
 */
export async function codeAfter(
  request: APIRequestContext,
  baseURL: string,
  to: string,
  send: () => Promise<unknown>,
): Promise<string> {
  const before = (await outbox(request, baseURL, to)).length;
  await send();
  for (let i = 0; i < 40; i++) {
    const mails = await outbox(request, baseURL, to);
    const code = mails.length > before ? /\b(\d{6})\b/.exec(mails[0]?.body ?? '')?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no new code for ${to}`);
}

/** Moves the server's (dev) clock on a minute: a code may then go again to an address that just had one. */
export const nextCodeMinute = (request: APIRequestContext, baseURL: string) =>
  request.post(`${origin(baseURL)}/api/dev/clock`, { form: { advance_ms: '61000' } });

/** Posts without throwing; → the envelope. */
async function tryCall(request: APIRequestContext, baseURL: string, token: string, path: string, form: object) {
  const res = await request.post(`${origin(baseURL)}/api/${path}`, {
    form: form as Record<string, string>,
    headers: { ...authOf(token), ...asNewClient() },
  });
  return (await res.json()) as { type: string | number; message: unknown };
}

/**
 * Proves the session's owner again (POST /safe/verify, ADR 16), as the "Confirm it's you" step does:
 * a security code to the user's e-mail (or phone) from the dev outbox, and the login password. A
 * code goes to an address at most once a minute: when one went just before (registering, another
 * change), the server's (dev) clock is moved on a minute and it is asked again.
 */
export async function confirmIdentity(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  password = 'correct-horse-9',
) {
  const info = await request.get(`${origin(baseURL)}/api/user/info`, { headers: authOf(token) });
  const user = ((await info.json()) as { message: { email: string | null; area_code: string; mobile: string } })
    .message;
  const to = user.email ?? `+${user.area_code}${user.mobile}`;
  const path = user.email ? 'sms_mail' : 'sms_send';
  const before = (await outbox(request, baseURL, to)).length;
  let sent = await tryCall(request, baseURL, token, path, { type: 'security' });
  if (sent.type !== 'ok') {
    await request.post(`${origin(baseURL)}/api/dev/clock`, { form: { advance_ms: '61000' } });
    sent = await tryCall(request, baseURL, token, path, { type: 'security' });
  }
  if (sent.type !== 'ok') throw new Error(`security code refused: ${JSON.stringify(sent)}`);
  let code: string | undefined;
  for (let i = 0; i < 20 && !code; i++) {
    const mails = await outbox(request, baseURL, to);
    if (mails.length > before) code = /\b(\d{6})\b/.exec(mails[0]?.body ?? '')?.[1];
    else await new Promise((r) => setTimeout(r, 250));
  }
  if (!code) throw new Error(`no security code for ${to}`);
  await call(request, baseURL, token, 'safe/verify', { password, code });
}

/** Sets the user's 6-digit pay password, after proving it is them (a security change). */
export async function setPayPassword(
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; token: string; password?: string },
  password = '135790',
) {
  await confirmIdentity(request, baseURL, account.token, account.password);
  await call(request, baseURL, account.token, 'safe/pay_password', { password, re_password: password });
  return password;
}

/** Binds a fresh phone number to the account (identity verification needs phone and e-mail). */
export async function bindMobile(request: APIRequestContext, baseURL: string, token: string) {
  const mobile = `139${String(Date.now()).slice(-8)}`;
  // Sending a code to a new contact needs the proof of identity too; binding uses it up.
  await confirmIdentity(request, baseURL, token);
  await call(request, baseURL, token, 'sms_send', { area_code: '86', mobile, type: 'bind' });
  const code = await outboxCode(request, baseURL, `+86${mobile}`);
  await call(request, baseURL, token, 'safe/mobile', { area_code: '86', mobile, code });
  return mobile;
}

/** A 1×1 PNG, for uploads a test needs (a QR image, a voucher). */
export const PNG_1x1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f80f0000010100051806d84e0000000049454e44ae426082',
  'hex',
);

/** Uploads an image as the user (POST /api/upload); → its private path. */
async function upload(request: APIRequestContext, baseURL: string, token: string, name = 'photo.png') {
  const res = await request.post(`${origin(baseURL)}/api/upload`, {
    multipart: { file: { name, mimeType: 'image/png', buffer: PNG_1x1 } },
    headers: authOf(token),
  });
  const body = (await res.json()) as { type: string; message: string };
  if (body.type !== 'ok') throw new Error(`upload refused: ${JSON.stringify(body)}`);
  return body.message;
}

/** Binds a phone and submits level-1 identity verification with a passport, as the real screen does. */
export async function submitLevel1(request: APIRequestContext, baseURL: string, token: string) {
  await bindMobile(request, baseURL, token);
  await call(request, baseURL, token, 'user/real', {
    real_type: '1',
    id_type: '2',
    name: 'Ada Lovelace',
    card_id: `E2E${Date.now().toString(36).toUpperCase()}`,
    front_pic: await upload(request, baseURL, token),
    reverse_pic: await upload(request, baseURL, token),
  });
}

/** Saves a withdrawal address of a coin (id of /currency/list) with an uploaded QR image. */
export async function saveWalletAddress(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  input: { coin: number; name: string; address: string },
) {
  const qrcode = await upload(request, baseURL, token, 'qr.png');
  await confirmIdentity(request, baseURL, token);
  await call(request, baseURL, token, 'user/wallet/save', {
    currency: String(input.coin),
    name: input.name,
    address: input.address,
    qrcode,
  });
}

/** Demo funds into the user's spot account, or `account` ('3': contracts) (the e2e server runs in demo mode). */
export const getDemoFunds = (
  request: APIRequestContext,
  baseURL: string,
  token: string,
  currency: string,
  amount: string,
  account?: string,
) => call(request, baseURL, token, 'demo/faucet', account ? { currency, amount, account } : { currency, amount });

/** Applies to be a copy-trading trader as the user (POST /api/follow/apply; a verified user). */
export const applyAsTrader = (
  request: APIRequestContext,
  baseURL: string,
  token: string,
  f: { nickname: string; bio: string; profit_share: string },
) => call(request, baseURL, token, 'follow/apply', { ...f, agree: '1' });

/** Borrows USDT against BTC (the demo's product 1) as the user (POST /api/loan/borrow); → the loan. */
export const borrowAgainstBtc = (
  request: APIRequestContext,
  baseURL: string,
  token: string,
  loan: { amount: string; collateral: string; term?: number },
) =>
  call<{ id: string; call_price: string }>(request, baseURL, token, 'loan/borrow', {
    product_id: 1,
    amount: loan.amount,
    collateral: loan.collateral,
    term: loan.term ?? 0,
  });

/** Places a spot order as the user (POST /api/coin/trade); → the order as the server answers it. */
export const placeSpotOrder = (
  request: APIRequestContext,
  baseURL: string,
  token: string,
  order: {
    currency_id: number;
    legal_id: number;
    type: 1 | 2;
    amount: string;
    target_price?: string;
    order_type?: string;
  },
) => call<{ id: string; state: string }>(request, baseURL, token, 'coin/trade', order);

/** A spot pair as GET /api/coin/pairs gives it (its decimals, fees and price band). */
export async function spotPair(request: APIRequestContext, baseURL: string, symbol = 'BTC/USDT'): Promise<SpotPair> {
  const res = await request.get(`${origin(baseURL)}/api/coin/pairs`);
  const pair = ((await res.json()) as { message: SpotPair[] }).message.find((p) => p.symbol === symbol);
  if (!pair) throw new Error(`no spot pair ${symbol}`);
  return pair;
}

/**
 * The last recorded price of a spot pair's book (GET /api/coin/depth's reference tick): the price
 * the server's price band is around (issue 32). Waits for the first tick after the server starts.
 */
export async function spotReferencePrice(request: APIRequestContext, baseURL: string, symbol = 'BTC/USDT') {
  for (let i = 0; i < 60; i++) {
    const res = await request.get(`${origin(baseURL)}/api/coin/depth`, { params: { symbol } });
    const price = ((await res.json()) as { message: SpotDepth }).message.reference?.price;
    if (price) return price;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no reference price for ${symbol}`);
}

/**
 * A limit buy price that rests in the book, below the market yet inside the pair's price band
 * (20 % by default): `share` of the last recorded price (85 % unless told), rounded down to the
 * pair's price decimals.
 */
export async function restingBuyPrice(
  request: APIRequestContext,
  baseURL: string,
  { symbol = 'BTC/USDT', share = '0.85' }: { symbol?: string; share?: string } = {},
) {
  const [pair, last] = await Promise.all([
    spotPair(request, baseURL, symbol),
    spotReferencePrice(request, baseURL, symbol),
  ]);
  return new Decimal(last).times(share).toFixed(pair.price_decimals, Decimal.ROUND_DOWN);
}
