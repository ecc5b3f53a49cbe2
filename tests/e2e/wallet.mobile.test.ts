import { expect, test } from '@playwright/test';
import { signedInNewAccount } from './api';
import { Shell } from './pages';

test('demo funds, then a transfer to the contract account shows in both balances and the history', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInNewAccount(page, request, baseURL ?? '');
  const shell = new Shell(page);
  await shell.open();
  await shell.tab('assets').click();
  const usdt = page.locator('.balance-row[data-currency="USDT"] [data-testid="available"]');
  await expect(usdt).toHaveText('0');
  await page.getByRole('button', { name: 'Get 10,000 USDT' }).click();
  await expect(shell.toast).toHaveText('Demo funds added');
  await expect(usdt).toHaveText('10,000');

  await page.getByRole('link', { name: 'Transfer', exact: true }).click();
  expect(await shell.hashPath()).toBe('/pages/fund/fundTransfer');
  await page.getByLabel('Amount').fill('2500.5');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(shell.toast).toHaveText('Transfer complete');
  await expect(usdt).toHaveText('7,499.5');
  await page.getByRole('tab', { name: 'Contract account' }).click();
  await expect(usdt).toHaveText('2,500.5');

  await page.getByRole('link', { name: 'Transfer history' }).click();
  await expect(page.getByText('2,500.5 USDT')).toBeVisible();
  await expect(page.getByText('Spot account → Contract account')).toBeVisible();
});

test('Assets, Transfer and Bills call the four accounts by the same names', async ({ page, request, baseURL }) => {
  const names = ['Spot account', 'Contract account', 'Options account', 'Fiat account'];
  await signedInNewAccount(page, request, baseURL ?? '');
  const shell = new Shell(page);
  await shell.open('/pages/fund/assets');
  const tabs = page.getByRole('tablist').getByRole('tab');
  for (const name of names) await expect(page.getByRole('tab', { name, exact: true })).toBeVisible();
  // The old second names are gone.
  for (const old of ['Balance', 'Futures', 'Seconds', 'Fiat']) {
    await expect(tabs.filter({ hasText: new RegExp(`^${old}$`) })).toHaveCount(0);
  }
  await page.getByRole('tab', { name: 'Options account', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Options account' })).toBeVisible();

  await page.getByRole('link', { name: 'Transfer', exact: true }).click();
  const from = page.getByRole('combobox', { name: /^From\b/ });
  const to = page.getByRole('combobox', { name: /^To\b/ });
  for (const select of [from, to]) await expect(select.locator('option')).toHaveText(names);
  await expect(from.locator('option:checked')).toHaveText('Spot account');
  await expect(to.locator('option:checked')).toHaveText('Contract account');

  await page.goto('./#/pages/setting/bill');
  await expect(page.getByLabel('Account', { exact: true }).locator('option')).toHaveText(['All', ...names]);
});

test('a transfer larger than the balance is refused and the form keeps the amount', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInNewAccount(page, request, baseURL ?? '');
  await page.goto('./#/pages/fund/fundTransfer');
  await page.getByLabel('Amount').fill('5');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(new Shell(page).toast).toHaveText('Insufficient balance');
  await expect(page.getByLabel('Amount')).toHaveValue('5');
});

test('a recharge shows its deposit address, takes the amount and voucher, and is listed under review', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInNewAccount(page, request, baseURL ?? '');
  const shell = new Shell(page);
  await shell.open();
  await page.locator('[data-shortcut="recharge"]').click();
  await expect(page.getByTestId('deposit-address')).toHaveText(/^0x[0-9a-f]{40}$/);
  await page.getByRole('tab', { name: 'USDT-TRC20' }).click();
  await expect(page.getByTestId('deposit-address')).toHaveText(/^T\w{33}$/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please upload the payment voucher')).toBeVisible();
  await page.getByLabel('Amount sent').fill('150');
  await page.getByLabel('Payment voucher').setInputFiles({
    name: 'voucher.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
        '1f15c4890000000d49444154789c63f80f0000010100051806d84e0000000049454e44ae426082',
      'hex',
    ),
  });
  await expect(page.getByText('Uploading…')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(shell.toast).toHaveText('Submitted. The amount is credited once the payment is confirmed');
  await expect(page.locator('[data-state="review"]')).toContainText('150 USDT-TRC20');
  await expect(page.locator('[data-state="review"]')).toContainText('Under review');
});
