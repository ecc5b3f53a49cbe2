// Copy trading on a phone (issue 36): a new customer with demo funds in the contract account opens
// the trader list from the home tile, follows a demo trader (a labelled strategy bot) after reading
// how copying works and accepting the agreement, sees the first copy open in My copy trading — the
// trader's recorded opening tick cited — keeps it (self-hold), then closes it with the contract
// close and finds it among the closed copies with its closing tick.
import { expect, test } from '@playwright/test';
import { getDemoFunds, signedInNewAccount } from './api';
import { Shell } from './pages';

/** The demo bot that takes no profit share (server/copy/demo.ts); it opens a position every 40 s. */
const TRADER = 'demo-trader-1';

test('follow a demo trader, see a copy open, keep it, close it', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const account = await signedInNewAccount(page, request, baseURL ?? '');
  await getDemoFunds(request, baseURL ?? '', account.token, 'USDT', '10000', '3');
  const shell = new Shell(page);
  await shell.open();

  await page.locator('[data-shortcut="copy"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Copy trading' })).toBeVisible();
  const row = page.locator(`.copy-row[data-trader-id="${TRADER}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('trader-demo')).toHaveText('Demo');
  await row.getByTestId('trader-follow').click();

  await expect(page.getByRole('heading', { level: 1, name: 'Follow a trader' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Follow a trader' });
  await expect(form.getByTestId('copy-rules')).toContainText('same recorded tick');
  await expect(form.getByTestId('follow-share')).toHaveText('0%');
  // No share taken: no pay password asked.
  await expect(form.getByLabel('Payment password')).toHaveCount(0);
  // The number as it will be kept, and whole lots by example.
  await form.getByLabel("Multiple of the trader's lots").fill('1.505');
  await expect(form.getByText('Kept as 1.51 (2 decimals at most)')).toBeVisible();
  await expect(form.getByTestId('follow-examples')).toHaveText(
    'trader 1 → you 1 · trader 2 → you 3 · trader 5 → you 7',
  );
  await form.getByLabel("Multiple of the trader's lots").fill('1');
  await form.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Read and accept the copy-trading agreement');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Follow', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm copying' });
  await expect(sheet.getByTestId('confirm-mode')).toHaveText('Fixed multiple · 1×');
  await sheet.getByRole('button', { name: 'Confirm' }).click();

  // My copy trading: the following, active.
  await expect(page.getByRole('heading', { level: 1, name: 'My copy trading' })).toBeVisible();
  const following = page.locator(`.copy-row[data-trader-id="${TRADER}"]`);
  await expect(following.getByTestId('follow-state')).toHaveText('Following');

  // The bot's next position is copied within about 40 s; the list reads again on the socket event.
  await page.getByRole('tab', { name: 'Open copies' }).click();
  const copy = page.locator('.copy-row[data-state="open"]').first();
  await expect(copy).toBeVisible({ timeout: 90_000 });
  await expect(copy.getByTestId('position-open')).toHaveAttribute('data-tick-id', /^\d+$/);
  await expect(copy).toContainText("Copy of Demo · Trend Rider's position");

  // Keep it: the trader's close no longer touches it.
  await copy.getByRole('button', { name: 'Keep myself' }).click();
  const hold = page.getByRole('dialog', { name: 'Keep this copy yourself' });
  await expect(hold).toContainText("The trader's close will no longer touch this position");
  await hold.getByRole('button', { name: 'Confirm' }).click();
  await expect(copy.getByTestId('copy-self-held')).toHaveText('Kept by you');
  await expect(copy.getByRole('button', { name: 'Keep myself' })).toHaveCount(0);
  const id = await copy.getAttribute('data-position-id');

  // Close it with the contract close.
  await copy.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('dialog', { name: 'Close at market' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(shell.toast).toContainText('Position closed');
  await expect(page.locator(`.copy-row[data-position-id="${id}"]`)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Closed copies' }).click();
  const closed = page.locator(`.copy-row[data-position-id="${id}"]`);
  await expect(closed).toHaveAttribute('data-state', 'closed');
  await expect(closed).toContainText('Closed by you');
  await expect(closed.getByTestId('position-close')).toHaveAttribute('data-tick-id', /^\d+$/);
});

test('the agreement reads in the chosen language', async ({ page }) => {
  await page.goto('./#/pages/follow/agreement_zh');
  await expect(page.getByRole('heading', { level: 1, name: 'Copy-trading agreement' })).toBeVisible();
  await expect(page.getByTestId('copy-agreement')).toContainText('Demo traders');
  await page.getByRole('link', { name: 'Language: English' }).click();
  await page.getByRole('button', { name: /Français/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accord de copy trading' })).toBeVisible();
  await expect(page.getByTestId('copy-agreement')).toContainText('Traders de démonstration');
});
