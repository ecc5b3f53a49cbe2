// Paying another user on a phone (issue 32, ADR 22): a payment to another user at a price that user
// chose is confirmed with the pay password, as a withdrawal is. Set up through the API: an
// administrator lists a new artwork, a first user buys it and customer service approves the sale,
// and that user resells it. A second user with demo funds and a pay password then:
// - buys a fixed-price resale from its page: the confirm step asks for the payment password and says
//   why, a wrong one is refused at the field (nothing paid), the right one buys it (paid, in review);
//   the same Idempotency-Key goes with both tries (typing the password does not make a new request)
//   and the password is kept nowhere once the sheet has closed;
// - bids on a resale auction: the first confirm asks for the payment password, freezes the margin
//   with it, then bids (a wrong one is refused at the field, nothing frozen).
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { getDemoFunds, makeAccount, PNG_1x1, setPayPassword, signInWith } from './api';
import { adminToken, createOperator } from './operators';
import { Shell } from './pages';

const DAY = 86_400_000;
type Envelope<T> = { type: string | number; message: T; code?: string };

/** POSTs a form to the API with `headers`; throws unless the answer is ok; → its message. */
async function post<T>(request: APIRequestContext, url: string, form: object, headers: Record<string, string>) {
  const res = await request.post(url, { form: form as Record<string, string>, headers });
  const body = (await res.json()) as Envelope<T>;
  if (body.type !== 'ok') throw new Error(`${url} refused: ${JSON.stringify(body)}`);
  return body.message;
}

/** The server's (dev) clock: tests may have moved it on. */
async function serverNow(request: APIRequestContext, origin: string) {
  const res = await request.post(`${origin}/api/dev/clock`, { form: { advance_ms: '0' } });
  return ((await res.json()) as Envelope<number>).message;
}

/**
 * An artwork of the house's own, listed at a fixed price by a new administrator (signed in through
 * the back office's API with their authenticator code); → its code and that administrator's headers.
 */
async function houseArtwork(request: APIRequestContext, origin: string, price: string) {
  const admin = await createOperator('admin', 'nft-resale');
  const token = await adminToken(request, origin, admin);
  const headers = { AUTHORIZATION: token, token };
  const uploaded = await request.post(`${origin}/api/admin/nft/media?kind=image`, {
    multipart: { file: { name: 'artwork.png', mimeType: 'image/png', buffer: PNG_1x1 } },
    headers,
  });
  const media = ((await uploaded.json()) as Envelope<{ url: string }>).message.url;
  const name = `Resale ${randomUUID().slice(0, 6)}`;
  const { code } = await post<{ code: string }>(
    request,
    `${origin}/api/admin/nft/artwork`,
    { name, artist: 'kiln', rarity: 'R', royalty_bps: '500', media, descriptions: '{"en":"A study in glaze."}' },
    headers,
  );
  const now = await serverNow(request, origin);
  await post(
    request,
    `${origin}/api/admin/nft/listings`,
    { code, pay_type: '1', price, start_time: String(now), end_time: String(now + DAY) },
    headers,
  );
  return { code, name, admin: headers };
}

/**
 * A new user's artwork (bought from the house, approved by customer service) resold by them at
 * `price`: fixed, or by auction with `increase`; → the resale as the server answers it.
 */
async function resaleOf(request: APIRequestContext, baseURL: string, price: string, increase?: string) {
  const origin = new URL(baseURL).origin;
  const seller = await makeAccount(request, baseURL);
  const auth = { token: seller.token, AUTHORIZATION: seller.token };
  await getDemoFunds(request, baseURL, seller.token, 'USDT', '100');
  const { code, admin } = await houseArtwork(request, origin, '10');
  const bought = await post<{ id: string }>(
    request,
    `${origin}/api/bind_box/buyNFT`,
    { code, price: '10' },
    { ...auth, 'Idempotency-Key': randomUUID() },
  );
  await post(request, `${origin}/api/admin/nft/decide`, { id: bought.id, approve: '1', reason: '' }, admin);
  const now = await serverNow(request, origin);
  const terms = increase ? { per_increase: increase } : { per_increase: '', pay_type: '1' };
  const resale = await post<{ id: number; code: string; name: string; resale: boolean; margin: string }>(
    request,
    `${origin}/api/bind_box/resellNFT`,
    { code, price, ...terms, start_time: String(now), end_time: String(now + DAY) },
    { ...auth, 'Idempotency-Key': randomUUID() },
  );
  expect(resale.resale).toBe(true);
  return resale;
}

/** A new user with 100 demo USDT and a pay password, signed in on the page; → the account and its password. */
async function payingUser(page: Page, request: APIRequestContext, baseURL: string) {
  const buyer = await makeAccount(request, baseURL);
  await getDemoFunds(request, baseURL, buyer.token, 'USDT', '100');
  const payPassword = await setPayPassword(request, baseURL, buyer);
  await signInWith(page, buyer.token);
  return { buyer, payPassword };
}

/** Opens a screen of the app by its hash path, from home (as a link from elsewhere would). */
async function openAt(page: Page, path: string) {
  await new Shell(page).open('/');
  await page.evaluate((to) => {
    window.location.hash = to;
  }, path);
}

/** The user's spot-account (2) USDT, as the server keeps it. */
async function spotUsdt(request: APIRequestContext, origin: string, token: string) {
  const rows = await post<{ account: number; currency: string; available: string; frozen: string }[]>(
    request,
    `${origin}/api/wallet/list`,
    {},
    { token, AUTHORIZATION: token },
  );
  const row = rows.find((r) => r.account === 2 && r.currency === 'USDT');
  return { available: new Decimal(row?.available ?? 0).toFixed(), frozen: new Decimal(row?.frozen ?? 0).toFixed() };
}

test('a user buys another user’s resale: asked for the payment password, refused at the field for a wrong one, bought with the right one', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = new URL(baseURL ?? '').origin;
  const { code, name } = await resaleOf(request, baseURL ?? '', '30');
  const { buyer, payPassword } = await payingUser(page, request, baseURL ?? '');
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/bind_box/buyNFT')) keys.push(r.headers()['idempotency-key'] ?? '');
  });

  // The resale's page, then Buy now: the confirm step asks for the payment password and says why.
  await openAt(page, `/pages/nft/artworkDetail?id=${code}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Buy now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buy now' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Buy' });
  await expect(form.getByTestId('nft-buy-price')).toHaveText('30.00 USDT');
  await expect(form.getByTestId('nft-available')).toHaveText('100.00 USDT');
  await form.getByRole('button', { name: 'Buy now' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm the purchase' });
  await expect(sheet.getByTestId('confirm-price')).toHaveText('30.00 USDT');
  await expect(sheet.getByTestId('nft-proof')).toContainText(
    'This payment goes to another user, so confirm it with your payment password.',
  );
  const password = sheet.getByLabel('Payment password');
  await expect(password).toHaveAttribute('type', 'password');
  await expect(sheet.getByLabel('Authenticator code')).toHaveCount(0);

  // Nothing typed: told here, nothing sent.
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(keys).toEqual([]);

  // A wrong one: the server's refusal at the field, the sheet still open, nothing paid.
  await password.fill('000000');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(sheet.locator('.field-error')).toHaveText('The pay password is incorrect');
  await expect(sheet).toBeVisible();
  expect(await spotUsdt(request, origin, buyer.token)).toEqual({ available: '100', frozen: '0' });
  await page.screenshot({ path: '/tmp/nft-resale-wrong.png', fullPage: true });

  // The right one: bought, in review; the price left the balance.
  await password.fill(payPassword);
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('nft-bought')).toContainText('Paid: the sale is in review');
  await expect(sheet).toHaveCount(0);
  expect(await spotUsdt(request, origin, buyer.token)).toEqual({ available: '70', frozen: '0' });
  await page.screenshot({ path: '/tmp/nft-resale-bought.png', fullPage: true });

  // One intended purchase, one Idempotency-Key for both tries; the password left nothing behind.
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe('');
  expect(keys[1]).toBe(keys[0]);
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(kept).not.toContain(payPassword);
  expect(await page.evaluate(() => document.querySelectorAll('input[type="password"]').length)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('a user bids on another user’s auction: the first confirm freezes the margin with the payment password, then bids', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = new URL(baseURL ?? '').origin;
  const auction = await resaleOf(request, baseURL ?? '', '40', '5');
  expect(auction.margin).toBe('4');
  const { buyer, payPassword } = await payingUser(page, request, baseURL ?? '');

  await openAt(page, `/pages/nft/purchase?id=${auction.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Place a bid' })).toBeVisible();
  const margin = page.getByTestId('nft-margin');
  await expect(margin).toContainText('frozen with your payment password before your first bid');
  const form = page.getByRole('form', { name: 'Bid' });
  await expect(form.getByLabel('Your bid (USDT)')).toHaveValue('40');
  await expect(form.getByTestId('nft-raise')).toHaveText('0.00 USDT');
  await form.getByRole('button', { name: 'Place a bid' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm your bid' });
  await expect(sheet.getByTestId('confirm-margin')).toHaveText('4.00 USDT');
  await expect(sheet.getByTestId('nft-proof')).toContainText(
    'This auction is another user’s, so its margin of 4.00 USDT is frozen first: confirm it with your payment password.',
  );

  // A wrong password: refused at the field, nothing frozen, no bid.
  const password = sheet.getByLabel('Payment password');
  await password.fill('000000');
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(sheet.locator('.field-error')).toHaveText('The pay password is incorrect');
  expect(await spotUsdt(request, origin, buyer.token)).toEqual({ available: '100', frozen: '0' });

  // The right one: the margin is frozen, then the bid placed; the user leads.
  await password.fill(payPassword);
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('nft-leading')).toHaveText('You are the highest bidder.');
  await expect(sheet).toHaveCount(0);
  await expect(margin).toHaveText('4.00 USDT · frozen');
  await expect(page.getByTestId('nft-current-bid')).toHaveText('40.00 USDT');
  expect(await spotUsdt(request, origin, buyer.token)).toEqual({ available: '96', frozen: '4' });
  await page.screenshot({ path: '/tmp/nft-resale-bid.png', fullPage: true });
});
