// Lock mining as a user sees it on a phone (issue 16): a new user with demo USDT opens the Finance
// tab, picks a USDT lock-mining product, is stopped below its minimum, sees the estimated income
// (the server's own rules, server/earn/rules.ts), subscribes, finds the order in progress and its
// amount frozen in Assets, redeems early after seeing the penalty and what comes back, and finds
// the order among the redeemed and the locking and redemption in the bills.
import { expect, test } from '@playwright/test';
import Decimal from 'decimal.js';
import type { EarnOrder, EarnProduct } from '../../contract/earn';
import { estimateOf, interestOf } from '../../server/earn/rules';
import { signedInWithFunds } from './api';
import { Shell } from './pages';

const origin = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

/** An amount as the earn screens show it: 2 to 8 decimals, digits grouped ('1500' → '1,500.00'). */
const shown = (value: string) => {
  const d = new Decimal(value);
  const [int = '', frac] = d.toFixed(Math.max(2, Math.min(8, d.decimalPlaces()))).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
};

test('a new user locks USDT in a lock-mining product, sees it frozen, redeems it early after seeing the penalty and finds it in the bills', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signedInWithFunds(page, request, baseURL ?? '');
  const reply = (await (await request.get(`${origin(baseURL)}/api/lh/deposit/config`)).json()) as {
    type: string;
    message: EarnProduct[];
  };
  expect(reply.type).toBe('ok');
  const product = reply.message.find(
    (p) => p.kind === 'lock' && p.currency_name === 'USDT' && new Decimal(p.save_min).lte(500),
  );
  if (!product) throw new Error('no USDT lock-mining product with a minimum of 500 or less');
  const amount = Decimal.min(500, product.user_cap, product.remaining).toFixed();
  const shell = new Shell(page);

  // The Finance tab: the risk note, and the product among the lock-mining ones.
  await shell.open('/');
  await shell.tab('financial').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible();
  await expect(page.getByText("Yields are paid by Kestrel's earn fund", { exact: false })).toBeVisible();
  const lock = page.getByRole('region', { name: 'Lock mining' });
  const card = lock.locator(`[data-product-id="${product.id}"]`);
  await expect(card.getByTestId('product-daily')).toHaveText(`${new Decimal(product.interest_rate).times(100)}%`);
  await expect(card.getByTestId('product-yearly')).toHaveText(
    `${new Decimal(product.interest_rate).times(36500).toFixed()}%`,
  );
  await page.screenshot({ path: '/tmp/earn-finance.png', fullPage: true });
  await card.getByRole('link').click();
  expect(await shell.hashPath()).toBe(`/pages/lockming/buy?id=${product.id}`);

  // The buy screen: the balance of the coin account, the minimum enforced, the income estimated.
  const form = page.getByRole('form', { name: 'Subscribe' });
  await expect(form.getByTestId('earn-available')).toHaveText('1,000.00 USDT');
  const field = form.getByLabel('Amount (USDT)');
  if (new Decimal(product.save_min).gt('0.01')) {
    await field.fill('0.01');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText(`The least amount of one order is ${shown(product.save_min)} USDT`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await field.fill('5000');
  await expect(form.getByRole('alert')).toBeVisible();
  await field.fill(amount);
  const daily = interestOf(amount, product.interest_rate);
  const total = estimateOf(amount, product.interest_rate, product.day);
  await expect(form.getByTestId('estimate-daily')).toHaveText(`${shown(daily)} USDT`);
  await expect(form.getByTestId('estimate-total')).toHaveText(`${shown(total)} USDT`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: '/tmp/earn-buy.png', fullPage: true });

  await form.getByRole('button', { name: 'Subscribe' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm subscription' });
  await expect(sheet.getByTestId('confirm-amount')).toHaveText(`${shown(amount)} USDT`);
  await expect(sheet.getByTestId('confirm-total')).toHaveText(`${shown(total)} USDT`);
  await page.screenshot({ path: '/tmp/earn-confirm.png', fullPage: true });
  const submitted = page.waitForResponse(
    (r) => r.url().includes('/api/lh/deposit?') || r.url().endsWith('/api/lh/deposit'),
  );
  // The toast shows for 2.5 s: watched from the click, so a busy machine cannot miss it.
  const toasted = shell.toast.filter({ hasText: 'Subscribed: the amount is locked' }).waitFor();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  const response = await submitted;
  await toasted;
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const placed = (await response.json()) as { type: string; message: EarnOrder };
  expect(placed.type, JSON.stringify(placed)).toBe('ok');
  const order = placed.message;
  expect(order).toMatchObject({ product_id: product.id, status: 1, estimated_interest: total });
  expect(new Decimal(order.amount).eq(amount)).toBe(true);

  // In progress, with its amount, days paid and estimate.
  expect(await shell.hashPath()).toBe('/pages/lockming/order');
  const row = page.locator(`.earn-order[data-order-id="${order.id}"]`);
  await expect(row.getByTestId('order-amount')).toHaveText(`${shown(amount)} USDT`);
  await expect(row.getByTestId('order-days')).toHaveText(`0 of ${product.day}`);
  await expect(row.getByTestId('order-estimate')).toHaveText(shown(total));
  await page.screenshot({ path: '/tmp/earn-orders.png', fullPage: true });

  // Assets: the amount is frozen in the coin account (the Balance tab).
  await shell.open('/pages/fund/assets');
  const usdt = page.locator('.balance-row[data-currency="USDT"]');
  await expect(usdt).toContainText(`Frozen ${new Decimal(amount).toFixed()}`);
  await expect(usdt.getByTestId('available')).toHaveText(new RegExp(`^${new Decimal(1000).minus(amount).toFixed()}`));

  // Redeem early: the penalty and what comes back shown first, interest paid kept.
  await page.goto('./#/pages/lockming/order');
  await row.getByRole('button', { name: 'Redeem early' }).click();
  const redeemSheet = page.getByRole('dialog', { name: 'Redeem early?' });
  const fee = order.cancel_fee;
  await expect(redeemSheet.getByTestId('redeem-fee')).toHaveText(`${shown(fee)} USDT`);
  await expect(redeemSheet.getByTestId('redeem-back')).toHaveText(
    `${shown(new Decimal(amount).minus(fee).toFixed())} USDT`,
  );
  await expect(redeemSheet.getByTestId('redeem-kept')).toHaveText('0.00 USDT');
  await expect(redeemSheet.getByText('already paid stays yours', { exact: false })).toBeVisible();
  await page.screenshot({ path: '/tmp/earn-redeem.png', fullPage: true });
  const cancelled = page.waitForResponse((r) => r.url().includes('/api/lh/deposit/order/cancel'));
  await redeemSheet.getByRole('button', { name: 'Confirm' }).click();
  const cancelResponse = await cancelled;
  expect(cancelResponse.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const redeemed = (await cancelResponse.json()) as { type: string; message: EarnOrder };
  expect(redeemed.type, JSON.stringify(redeemed)).toBe('ok');
  expect(redeemed.message).toMatchObject({ id: order.id, status: 2, redeem_reason: 'early', cancel_fee: fee });
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No orders in progress')).toBeVisible();

  // Redeemed, with its reason and penalty.
  await page.getByRole('tab', { name: 'Redeemed' }).click();
  await expect(row.getByTestId('redeem-reason')).toHaveText('Redeemed early');
  await expect(row.getByTestId('order-fee')).toHaveText(shown(fee));

  // The bills: the amount locked, and returned less the penalty.
  await page.goto('./#/pages/setting/bill');
  await expect(page.locator('.bill-row[data-kind="earn_lock"]')).toBeVisible();
  await expect(page.locator('.bill-row[data-kind="earn_redeem"]')).toBeVisible();
  await expect(page.locator('.bill-row[data-kind="earn_redeem"]')).toContainText('Early redemption');
  await page.screenshot({ path: '/tmp/earn-bills.png', fullPage: true });
});

test('a guest sees the products and how lock mining works, and is asked to log in to subscribe', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('./#/pages/lockming/welcome');
  await expect(page.getByTestId('earn-example')).toContainText('1,000.00 USDT locked');
  await expect(page.getByTestId('earn-example')).toContainText('988.00 USDT comes back');
  await page.getByRole('link', { name: 'See the products' }).click();
  expect(await shell.hashPath()).toBe('/pages/lockming/lockming');
  const first = page.locator('.earn-product').first();
  await expect(first).toBeVisible();
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test("the products are named in the reader's language (issue 40)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('lang', 'jp'));
  await page.goto('./#/pages/lockming/lockming');
  const names = page.locator('.earn-product .earn-product-name');
  await expect(names.first()).toHaveText('USDT ロックマイニング · 5日');
  await expect(names.filter({ hasText: 'lock mining' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
