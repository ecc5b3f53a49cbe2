// Dual investment as a user sees it on a phone (spec §2 invest, §3, §5, §9): a guest reads how it
// works with its worked examples, sees a product's outcomes and is asked to log in to buy; a new user with demo USDT opens Finance › Invest, picks a BTC
// "buy low" product, is stopped at a fractional share count, sees both outcomes of two shares
// (computed by the rules the server settles with, contract/dual-rules.ts), confirms, and finds the
// investment under My investments as purchased; a settled order shows its tick and payout.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import Decimal from 'decimal.js';
import type { DualIndex, DualOrder, DualProduct } from '../../contract/dual';
import { amountOf, payoutsOf } from '../../contract/dual-rules';
import { signedInNewAccount, signedInWithFunds } from './api';
import { Shell } from './pages';

const origin = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

/** An amount as the invest screens show it: 2 to 8 decimals, digits grouped ('1500' → '1,500.00'). */
const shown = (value: string) => {
  const d = new Decimal(value);
  const [int = '', frac] = d.toFixed(Math.max(2, Math.min(8, d.decimalPlaces()))).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
};

/** The BTC products on sale of a direction, as the server lists them. */
async function listed(request: APIRequestContext, baseURL: string | undefined, type: 'put' | 'call') {
  const res = await request.get(`${origin(baseURL)}/api/dual/index`, { params: { currency_id: '1', type } });
  const reply = (await res.json()) as { type: string; message: DualIndex };
  return reply.type === 'ok' ? reply.message.dual_currencys : [];
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a guest reads how dual investment works, with both worked examples, and is asked to log in to buy', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.goto('./#/pages/invest/help');
  await expect(page.getByRole('heading', { level: 1, name: 'How dual investment works' })).toBeVisible();
  await expect(page.getByText('factor = 1 + days × APR ÷ 365', { exact: false })).toContainText('= 1.007');
  // 1 BTC at 100,000, 36.5 % for 7 days: 1.007 BTC below, 100,700 USDT at or above.
  const call = page.getByTestId('example-call');
  await expect(call).toContainText('If BTC settles below 100,000.00 USDT you get 1.007 BTC');
  await expect(call).toContainText('at or above it you get 100,700.00 USDT');
  // 10,000 USDT at 90,000: 10,000 ÷ 90,000 × 1.007 BTC at or below, 10,070 USDT above.
  const put = page.getByTestId('example-put');
  await expect(put).toContainText('If BTC settles at or below 90,000.00 USDT you get 0.11188888 BTC');
  await expect(put).toContainText('above it you get 10,070.00 USDT');
  await expect(page.getByText('you may end up with the other currency', { exact: false })).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);
  await page.screenshot({ path: '/tmp/invest-help.png', fullPage: true });

  // The products and a product's terms and outcomes are open to a guest; buying asks for a sign-in.
  await expect
    .poll(async () => (await listed(request, baseURL, 'call')).length, { timeout: 150_000, intervals: [2_000] })
    .toBeGreaterThan(0);
  await page.getByRole('link', { name: 'See the products' }).click();
  await page.getByRole('tablist', { name: 'Direction' }).getByRole('tab', { name: 'Sell high' }).click();
  const first = page.locator('.invest-product').first();
  await first.getByRole('link').click();
  const form = page.getByRole('form', { name: 'Invest' });
  await form.getByLabel('Quantity (shares)').fill('1');
  // What the count is worth shows beside it as it is typed.
  await expect(form.getByText(/^Worth [\d,.]+ BTC$/)).toBeVisible();
  await expect(form.getByTestId('outcome-coin')).toContainText('If BTC settles below');
  await expect(form.getByTestId('outcome-usdt')).toContainText('If it settles at or above');
  await form.getByRole('link', { name: 'Log in to invest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('a new user buys two shares of a BTC buy-low product after being told shares are whole, and finds it purchased', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signedInWithFunds(page, request, baseURL ?? '', '10000');
  // The day's products are listed by a sweep once a fresh tick is recorded: on a new server, within a minute or so.
  const now = Date.now();
  const fits = (p: DualProduct) =>
    p.coin === 'BTC' &&
    p.type === 'put' &&
    p.status === 1 &&
    p.end_time > now + 60_000 &&
    p.remaining_number >= 2 &&
    p.user_limit >= 2 &&
    new Decimal(p.share_size).times(2).lte(10000);
  let product: DualProduct | undefined;
  await expect
    .poll(
      async () => {
        product = (await listed(request, baseURL, 'put')).find(fits);
        return product !== undefined;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe(true);
  if (!product) throw new Error('no BTC put on sale with two affordable shares');
  const amount = amountOf(2, product.share_size);
  const payouts = payoutsOf('put', amount, product.exercise_price, product.rate, product.days);
  const strike = shown(product.exercise_price);
  const shell = new Shell(page);

  // Finance › Invest › Buy low › the BTC product.
  await shell.open('/');
  await shell.tab('financial').click();
  await page.locator('[data-tile="invest"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invest' })).toBeVisible();
  await page.getByRole('tablist', { name: 'Coin' }).getByRole('tab', { name: 'BTC' }).click();
  await page.getByRole('tablist', { name: 'Direction' }).getByRole('tab', { name: 'Buy low' }).click();
  await expect(page.getByTestId('last-price')).toContainText('BTC latest price');
  const card = page.locator(`.invest-product[data-product-id="${product.id}"]`);
  await expect(card.getByTestId('product-strike')).toHaveText(`BTC linked price ${strike} USDT`);
  await expect(card.getByTestId('product-apr')).toHaveText(`${new Decimal(product.rate).times(100).toFixed()}%`);
  await expect(card.getByTestId('product-share')).toHaveText(`${shown(product.share_size)} USDT`);
  await expect(card.getByTestId('product-remaining')).toHaveText(
    `${product.remaining_number} of ${product.total_number}`,
  );
  expect(await noSideScroll(page)).toBe(true);
  await page.screenshot({ path: '/tmp/invest-list.png', fullPage: true });
  await card.getByRole('link').click();
  expect(await shell.hashPath()).toBe(`/pages/invest/purchase?id=${product.id}`);

  // The purchase: the balance, whole shares only, then both outcomes of two shares.
  const form = page.getByRole('form', { name: 'Invest' });
  await expect(form.getByTestId('invest-available')).toHaveText('10,000.00 USDT');
  // Typed as money instead, it buys the whole shares the amount covers; then back to shares.
  await form.getByRole('tab', { name: 'Amount (USDT)' }).click();
  await form.getByLabel('Amount (USDT)').fill(new Decimal(product.share_size).times(2.5).toFixed());
  await expect(form.getByText(`Buys 2 shares: ${shown(amount)} USDT`)).toBeVisible();
  await expect(form.getByTestId('invest-amount')).toHaveText(`${shown(amount)} USDT`);
  await form.getByRole('tab', { name: 'Shares' }).click();
  const field = form.getByLabel('Quantity (shares)');
  await expect(field).toHaveValue('');
  await field.fill('1.5');
  await expect(form.getByText('Quantity must be an integer')).toBeVisible();
  await form.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await field.fill('2');
  await expect(form.getByText('Quantity must be an integer')).toHaveCount(0);
  await expect(form.getByTestId('invest-amount')).toHaveText(`${shown(amount)} USDT`);
  await expect(form.getByTestId('outcome-coin')).toHaveText(
    `If BTC settles at or below ${strike} USDT, you get ${shown(payouts.coin)} BTC.`,
  );
  await expect(form.getByTestId('outcome-usdt')).toHaveText(
    `If it settles above ${strike} USDT, you get ${shown(payouts.usdt)} USDT.`,
  );
  await expect(form.getByTestId('invest-settle-rule')).toContainText(
    'on the first recorded BTC price at or after that instant',
  );
  expect(await noSideScroll(page)).toBe(true);
  await page.screenshot({ path: '/tmp/invest-purchase.png', fullPage: true });

  // Confirm: the amount and both outcomes again, then the order with its idempotency key.
  await form.getByRole('button', { name: 'Buy', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm investment' });
  await expect(sheet.getByTestId('confirm-shares')).toHaveText('2');
  await expect(sheet.getByTestId('confirm-amount')).toHaveText(`${shown(amount)} USDT`);
  await expect(sheet.getByTestId('confirm-coin')).toContainText(`${shown(payouts.coin)} BTC`);
  await expect(sheet.getByTestId('confirm-usdt')).toContainText(`${shown(payouts.usdt)} USDT`);
  await page.screenshot({ path: '/tmp/invest-confirm.png', fullPage: true });
  const submitted = page.waitForResponse((r) => r.url().includes('/api/dual/buyDual'));
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  const response = await submitted;
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const placed = (await response.json()) as { type: string; message: DualOrder };
  expect(placed.type, JSON.stringify(placed)).toBe('ok');
  const order = placed.message;
  expect(order).toMatchObject({ product_id: product.id, num: 2, state: 'purchased' });
  expect(new Decimal(order.amount).eq(amount)).toBe(true);
  await expect(shell.toast).toHaveText('Purchased: the amount is frozen until settlement');

  // My investments: open, purchased, with both possible payouts.
  expect(await shell.hashPath()).toBe('/pages/invest/mine');
  const row = page.locator(`.invest-order[data-order-id="${order.id}"]`);
  await expect(row.getByTestId('order-state')).toHaveText('Purchased');
  await expect(row.getByTestId('order-shares')).toHaveText('2');
  await expect(row.getByTestId('order-amount')).toHaveText(`${shown(amount)} USDT`);
  await expect(row.getByTestId('order-outcome-coin')).toContainText(`${shown(order.payout_if_coin)} BTC`);
  await expect(row.getByTestId('order-outcome-usdt')).toContainText(`${shown(order.payout_if_usdt)} USDT`);
  expect(new Decimal(order.payout_if_coin).eq(payouts.coin)).toBe(true);
  expect(new Decimal(order.payout_if_usdt).eq(payouts.usdt)).toBe(true);
  expect(await noSideScroll(page)).toBe(true);
  await page.screenshot({ path: '/tmp/invest-mine.png', fullPage: true });
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.getByText('No completed investments yet')).toBeVisible();
});

test('a completed investment shows the tick it settled on and what it paid', async ({ page, request, baseURL }) => {
  // Settlement comes days after a purchase: the server's reply for a settled order is stood in for
  // here (its shape is contract/dual.ts), to see how the screen shows one.
  await signedInNewAccount(page, request, baseURL ?? '');
  const settled: DualOrder = {
    id: '9001',
    product_id: 7,
    coin: 'BTC',
    type: 'call',
    exercise_price: '100000',
    rate: '0.365',
    days: 7,
    num: 3,
    amount: '0.03',
    invest_currency: 'BTC',
    settle_at: Date.UTC(2026, 10, 20, 8),
    state: 'completed',
    payout_if_coin: '0.03021',
    payout_if_usdt: '3021',
    payout: '3021',
    payout_currency: 'USDT',
    settle_tick_id: 48213,
    settle_price: '100250.5',
    settle_time: Date.UTC(2026, 10, 20, 8, 0, 1),
    created_at: Date.UTC(2026, 10, 13, 9),
    settled_at: Date.UTC(2026, 10, 20, 8, 0, 2),
  };
  await page.route('**/api/dual/dual_list', async (route) => {
    const completed = (route.request().postData() ?? '').includes('state=completed');
    await route.fulfill({
      json: { type: 'ok', message: { list: completed ? [settled] : [], total: completed ? 1 : 0, page: 1, limit: 10 } },
    });
  });
  await page.goto('./#/pages/invest/mine');
  await expect(page.getByText('No open investments')).toBeVisible();
  await page.getByRole('tab', { name: 'Completed' }).click();
  const row = page.locator('.invest-order[data-order-id="9001"]');
  await expect(row.getByTestId('order-state')).toHaveText('Completed');
  await expect(row.getByTestId('order-amount')).toHaveText('0.03 BTC');
  // The settlement tick as every settlement cites one: price, time and id, and Check on the chart.
  const tick = row.getByTestId('order-settle');
  await expect(tick).toHaveAttribute('data-tick-id', '48213');
  await expect(row.getByTestId('order-settle-price')).toHaveText('100,250.5 USDT');
  await expect(tick).toContainText('#48213');
  await expect(tick.locator('time')).toHaveAttribute('datetime', '2026-11-20T08:00:01.000Z');
  await expect(row.getByRole('link', { name: 'Check the settlement price on the chart' })).toHaveAttribute(
    'href',
    `#/pages/market/detail?symbol=BTC%2FUSDT&period=1m&at=${settled.settle_time}&price=100250.5`,
  );
  await expect(row.getByTestId('order-payout')).toHaveText('3,021.00 USDT');
  await expect(row.getByTestId('order-outcome-coin')).toHaveCount(0);
  expect(await noSideScroll(page)).toBe(true);
  await page.screenshot({ path: '/tmp/invest-completed.png', fullPage: true });
});
