// Price alerts as a user sees them on a phone (issue 40): from the Trade tab's spot head to the
// alerts screen with the price now; a price that is not positive, or already crossed, refused in
// place; an alert far above set and listed as active, then a ±0.01 % move alert; the simulated market crosses it within seconds, and
// the alert shows the tick that fired it, a toast says so, and the bell on the Trade and Home tabs
// counts it; the notification lists it; deleting both leaves the empty list.
import { expect, test } from '@playwright/test';
import { signedInNewAccount } from './api';
import { Shell } from './pages';

test('sets a price alert from the trade screen, sees it fire on the bell, and deletes it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signedInNewAccount(page, request, baseURL ?? '');
  const shell = new Shell(page);
  const bell = page.getByTestId('notification-bell');

  await shell.open('/pages/transaction/index');
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.getByRole('link', { name: 'Price alerts' }).click();
  await expect(page.getByRole('heading', { name: 'Price alerts', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Instrument')).toHaveValue('1');
  await expect(page.getByTestId('alert-price-now')).toHaveText(/^[\d,]+(\.\d+)?$/);
  await expect(page.getByText('No price alerts yet')).toBeVisible();

  // Refused in place, in words: not positive, then already above.
  const value = page.getByLabel('Price (USDT)');
  await value.fill('0');
  await page.getByRole('button', { name: 'Set alert' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a price above 0' })).toBeVisible();
  await value.fill('1');
  await page.getByRole('button', { name: 'Set alert' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /The price is already .+\. Choose a price above it/ }),
  ).toBeVisible();

  // Far above the price: set, listed, and active.
  const now = Number(((await page.getByTestId('alert-price-now').textContent()) ?? '').replaceAll(',', ''));
  const far = String(Math.round(now * 2));
  await value.fill(far);
  await page.getByRole('button', { name: 'Set alert' }).click();
  await expect(shell.toast).toHaveText('Alert set');
  const rows = page.locator('.alert-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('BTC/USDT');
  await expect(rows).toContainText(`Rises to ${Number(far).toLocaleString('en-US')}`);
  await expect(rows).toContainText('Active');
  await expect(page.getByText('1 of 20 active')).toBeVisible();

  // A move of ±0.01 %: the levels are shown before it is set.
  await page.getByLabel('Tell me when').selectOption('move');
  await page.getByLabel('Change (%)').fill('0.01');
  await expect(page.getByText(/^Fires at [\d,.]+ or [\d,.]+$/)).toBeVisible();
  // The toast of its firing may come and go at once: watched for from now on.
  const toasted = page.waitForFunction(
    () =>
      [...document.querySelectorAll('.toast')].map((t) => t.textContent ?? '').find((t) => t.startsWith('Price alert')),
    null,
    { polling: 100, timeout: 60_000 },
  );
  await page.getByRole('button', { name: 'Set alert' }).click();
  await expect(rows).toHaveCount(2);
  const row = rows.filter({ hasText: 'Moves ±0.01 %' });
  await expect(row).toContainText(/Moves ±0\.01 % from [\d,.]+/);
  await page.screenshot({ path: '/tmp/alerts-set.png', fullPage: true });

  // The simulated price moves more than 0.01 % within seconds: the row shows the tick that fired it.
  await expect(row).toHaveAttribute('data-status', 'fired', { timeout: 60_000 });
  await expect(row).toContainText(/Fired at [\d,.]+ · /);
  expect(await (await toasted).jsonValue()).toMatch(
    /^Price alert: BTC\/USDT is at [\d,.]+ \(Moves ±0\.01 % from [\d,.]+\)$/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/alerts-fired.png', fullPage: true });

  // The bell counts it on the Trade tab and on Home, and the notification cites the tick.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('tablist', { name: 'Trading products' })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell).toHaveText('1');
  await shell.tab('home').click();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await bell.click();
  await expect(
    page.getByText(/Price alert: BTC\/USDT is at [\d,.]+ \(Moves ±0\.01 % from [\d,.]+\) · tick at /),
  ).toBeVisible();

  // Deleted, the list is empty again.
  await page.goto('./#/pages/transaction/alerts?id=1');
  await expect(page.getByText('1 of 20 active')).toBeVisible();
  for (const name of [/Delete the alert on BTC\/USDT: Moves/, /Delete the alert on BTC\/USDT: Rises/]) {
    await page.getByRole('button', { name }).click();
    await expect(shell.toast).toHaveText('Alert deleted');
  }
  await expect(page.getByText('No price alerts yet')).toBeVisible();
  await expect(page.getByText('0 of 20 active')).toBeVisible();
});
