// Price bands (issue 32) on the spot order form, as a user sees it on a phone: a limit price far
// from the market is refused at the price field before any confirmation, with the range allowed
// now (the pair's band, 20 %, around the last price); nothing is sent and nothing is reserved; a
// price inside the band goes on to the confirmation and rests. The server's own band refusal (it
// judges on its latest tick) is shown at the price field too. In English, and in Chinese.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { DEFAULT_PRICE_BAND } from '../../contract/price-band';
import type { SpotOrder } from '../../contract/spot';
import type { BalanceRow } from '../../contract/wallet';
import { restingBuyPrice, signedInWithFunds, spotPair, spotReferencePrice } from './api';
import { Shell, SpotPage } from './pages';

const origin = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

/** The form's refusal of a price out of the band: both bounds grouped as the form shows prices. */
const OUT_OF_BAND =
  /^The price must be from (\d{1,3}(?:,\d{3})*\.\d{2}) to (\d{1,3}(?:,\d{3})*\.\d{2}) now \(within 20 % of the last price\)$/;

async function spotBalance(request: APIRequestContext, baseURL: string | undefined, token: string, currency: string) {
  const res = await request.post(`${origin(baseURL)}/api/wallet/list`, { headers: { token, AUTHORIZATION: token } });
  const rows = ((await res.json()) as { message: BalanceRow[] }).message;
  const row = rows.find((r) => r.account === 2 && r.currency === currency);
  return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
}

/** A decimal string as the screens show it: '92853.6' → '92,853.6'. */
const grouped = (value: string) => {
  const [int = '', frac] = value.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac !== undefined ? `.${frac}` : ''}`;
};

/** The text a field is described by (its error when it has one). */
const description = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

/**
 * The two prices a refusal names, checked to be the band around the last price: 20 % below and
 * above one price (each rounded inwards to a cent), and that price the server's last recorded one
 * give or take its ticks while the test ran.
 */
function bandIn(text: string, last: string) {
  const [min = '', max = ''] = (text.match(/\d[\d,]*\.\d+/g) ?? []).map((n) => n.replace(/,/g, ''));
  expect(min, text).not.toBe('');
  expect(max, text).not.toBe('');
  const fromMin = new Decimal(min).div(0.8);
  const fromMax = new Decimal(max).div(1.2);
  expect(fromMin.minus(fromMax).abs().lte('0.03'), `${min} and ${max} are not 20 % either side of one price`).toBe(
    true,
  );
  expect(fromMin.minus(last).abs().div(last).lt('0.01'), `${fromMin} is not near the last price ${last}`).toBe(true);
  return { min, max };
}

/** Whether a request places an order (POST /api/coin/trade; not GET /api/coin/trades, the recent trades). */
const isOrder = (r: { url(): string; method(): string }) =>
  r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/coin/trade');

/** Counts the orders the page sends. */
function countOrders(page: Page) {
  const sent = { count: 0 };
  page.on('request', (r) => {
    if (isOrder(r)) sent.count++;
  });
  return sent;
}

test('a limit buy far below the market is refused at the price field with the range allowed; one inside the band rests', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signedInWithFunds(page, request, baseURL ?? '');
  const pair = await spotPair(request, baseURL ?? '', 'BTC/USDT');
  expect(pair.price_band).toBe(DEFAULT_PRICE_BAND);
  const spot = new SpotPage(page);
  const shell = new Shell(page);
  const sent = countOrders(page);

  await page.goto('./#/pages/transaction/currency?symbol=BTC%2FUSDT');
  await expect(page.getByTestId('spot-symbol')).toHaveText('BTC/USDT');
  await expect(spot.available).toHaveText('1,000 USDT');
  // The last price is known (the price starts at it): the form can tell the band.
  await expect(spot.price()).toHaveValue(/^\d+\.\d{2}$/);

  // Half the last price: refused at the price field, before any confirmation.
  const last = await spotReferencePrice(request, baseURL ?? '');
  const far = new Decimal(last).times(0.5).toFixed(2, Decimal.ROUND_DOWN);
  await spot.price().fill(far);
  await spot.amount().fill('0.001');
  await spot.form.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(spot.price()).toHaveAccessibleDescription(OUT_OF_BAND);
  await expect(spot.price()).toHaveAttribute('aria-invalid', 'true');
  const refusal = await description(spot.price());
  const band = bandIn(refusal, last);
  expect(new Decimal(far).lt(band.min)).toBe(true);
  expect(refusal).toBe(
    `The price must be from ${grouped(band.min)} to ${grouped(band.max)} now (within 20 % of the last price)`,
  );
  await expect(spot.form.getByRole('alert')).toHaveText(refusal);
  await expect(spot.amount()).not.toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: '/tmp/price-band-refused.png', fullPage: true });

  // No confirmation, nothing sent, nothing reserved; what was typed stays.
  await expect(spot.confirmSheet).toHaveCount(0);
  await expect(spot.price()).toHaveValue(far);
  await expect(spot.amount()).toHaveValue('0.001');
  await expect(spot.available).toHaveText('1,000 USDT');
  expect(sent.count).toBe(0);
  expect(await spotBalance(request, baseURL, account.token, 'USDT')).toEqual({ available: '1000', frozen: '0' });

  // 85 % of the last price, inside the band: the refusal goes as the price is edited, and the
  // confirmation opens with that price.
  const inside = await restingBuyPrice(request, baseURL ?? '');
  await spot.price().fill(inside);
  await expect(spot.price()).not.toHaveAttribute('aria-invalid', 'true');
  await expect(spot.form.getByRole('alert')).toHaveCount(0);
  await spot.form.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(spot.confirmSheet).toBeVisible();
  await expect(spot.confirmSheet.getByTestId('confirm-price')).toHaveText(`${grouped(inside)} USDT`);
  await expect(spot.confirmSheet.getByTestId('confirm-amount')).toHaveText('0.001 BTC');
  expect(sent.count).toBe(0);

  // Confirmed, the server takes it: it rests in the book.
  const reply = page.waitForResponse((r) => isOrder(r.request()));
  await spot.confirmSheet.getByRole('button', { name: 'Confirm' }).click();
  const body = (await (await reply).json()) as { type: string; message: SpotOrder };
  expect(body.type, JSON.stringify(body)).toBe('ok');
  expect(body.message).toMatchObject({ type: 1, order_type: 'limit', state: 'open', amount: '0.001' });
  await expect(shell.toast).toHaveText('Order placed');
  await expect(spot.openOrders.and(page.locator(`[data-order-id="${body.message.id}"]`))).toHaveCount(1);
});

test('a price the server finds outside its band when the order arrives is refused at the price field', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signedInWithFunds(page, request, baseURL ?? '');
  const spot = new SpotPage(page);
  await page.goto('./#/pages/transaction/currency?symbol=BTC%2FUSDT');
  await expect(spot.available).toHaveText('1,000 USDT');
  await expect(spot.price()).toHaveValue(/^\d+\.\d{2}$/);

  // The server judges on its own latest tick, which may have moved since the form checked. Here the
  // order's price is halved on its way out, so the real server refuses it as out of its band.
  const last = await spotReferencePrice(request, baseURL ?? '');
  const far = new Decimal(last).times(0.5).toFixed(2, Decimal.ROUND_DOWN);
  await page.route('**/api/coin/trade', async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    form.set('target_price', far);
    await route.continue({ postData: form.toString() });
  });
  const inside = await restingBuyPrice(request, baseURL ?? '');
  await spot.price().fill(inside);
  await spot.amount().fill('0.001');
  await spot.form.getByRole('button', { name: 'Buy BTC' }).click();
  const reply = page.waitForResponse((r) => isOrder(r.request()));
  await spot.confirmSheet.getByRole('button', { name: 'Confirm' }).click();
  const body = (await (await reply).json()) as { type: string; code?: string; message: string };
  expect(body).toMatchObject({ type: 'error', code: 'server.price_out_of_band' });

  // Back to the form as typed, with the server's reason at the price field (not beside the button).
  await expect(spot.confirmSheet).toHaveCount(0);
  await expect(spot.price()).toHaveAccessibleDescription(body.message);
  await expect(spot.price()).toHaveAttribute('aria-invalid', 'true');
  expect(body.message).toMatch(
    /^The price must be from [\d,]+\.\d{2} to [\d,]+\.\d{2} now \(within 20 % of the last price\)$/,
  );
  bandIn(body.message, last);
  await expect(spot.form.getByTestId('order-refusal')).toHaveCount(0);
  await expect(spot.price()).toHaveValue(inside);
  await expect(spot.amount()).toHaveValue('0.001');
  expect(await spotBalance(request, baseURL, account.token, 'USDT')).toEqual({ available: '1000', frozen: '0' });
});

test('in Chinese, a price out of the band is refused at the price field with the range allowed', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signedInWithFunds(page, request, baseURL ?? '');
  await page.addInitScript(() => localStorage.setItem('lang', 'zh'));
  const sent = countOrders(page);

  await page.goto('./#/pages/transaction/currency?symbol=BTC%2FUSDT');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const form = page.getByRole('form', { name: '下单' });
  const price = form.getByLabel(/^价格（/);
  const amount = form.getByLabel(/^数量（/);
  await expect(form.getByTestId('available')).toHaveText('1,000 USDT');
  await expect(price).toHaveValue(/^\d+\.\d{2}$/);

  const last = await spotReferencePrice(request, baseURL ?? '');
  const far = new Decimal(last).times(0.5).toFixed(2, Decimal.ROUND_DOWN);
  await price.fill(far);
  await amount.fill('0.001');
  await form.getByRole('button', { name: '买入 BTC' }).click();
  // The refusal at the price field names the range, grouped as the form shows prices (its wording
  // is the translators').
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription(/\d{1,3}(,\d{3})*\.\d{2}.*\d{1,3}(,\d{3})*\.\d{2}/);
  const refusal = await description(price);
  const band = bandIn(refusal, last);
  expect(refusal).toContain(grouped(band.min));
  expect(refusal).toContain(grouped(band.max));
  await page.screenshot({ path: '/tmp/price-band-refused-zh.png', fullPage: true });

  await expect(page.getByRole('dialog', { name: '确认订单' })).toHaveCount(0);
  expect(sent.count).toBe(0);
  expect(await spotBalance(request, baseURL, account.token, 'USDT')).toEqual({ available: '1000', frozen: '0' });

  // Inside the band the confirmation opens.
  await price.fill(await restingBuyPrice(request, baseURL ?? ''));
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: '买入 BTC' }).click();
  await expect(page.getByRole('dialog', { name: '确认订单' })).toBeVisible();
});
