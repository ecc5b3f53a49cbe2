// Transfer between accounts when the balance cannot be loaded (phone viewport): the failure with
// Retry, never a made-up "0 USDT", and no transfer until the balance is known.
import { expect, test } from '@playwright/test';
import { signedInNewAccount } from './api';
import { Shell } from './pages';

test('a failed balance shows Retry instead of a zero and keeps Transfer disabled until it loads', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInNewAccount(page, request, baseURL ?? '');
  const shell = new Shell(page);
  await shell.open('/pages/fund/assets');
  await page.getByRole('button', { name: 'Get 10,000 USDT' }).click();
  await expect(shell.toast).toHaveText('Demo funds added');

  // The balance request fails (no answer at all).
  await page.route('**/api/wallet/list', (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: 'Transfer', exact: true }).click();
  expect(await shell.hashPath()).toBe('/pages/fund/fundTransfer');
  const failed = page.getByTestId('balance-failed');
  await expect(failed).toHaveText(/The balance could not be loaded\.\s*Retry/);
  await expect(page.getByText(/Available:/)).toHaveCount(0);
  await expect(page.getByText(/\b0 USDT\b/)).toHaveCount(0);
  const transfer = page.getByRole('button', { name: 'Transfer', exact: true });
  await expect(transfer).toBeDisabled();
  await expect(page.getByRole('button', { name: 'All', exact: true })).toBeDisabled();
  await page.getByLabel('Amount').fill('100');
  await expect(transfer).toBeDisabled();
  await page.screenshot({ path: '/tmp/transfer-balance-failed.png' });

  // The network is back: Retry shows the real balance, and the transfer can go.
  await page.unroute('**/api/wallet/list');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Available: 10,000 USDT')).toBeVisible();
  await expect(failed).toHaveCount(0);
  await expect(transfer).toBeEnabled();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page.getByLabel('Amount')).toHaveValue('10000');
  await page.getByLabel('Amount').fill('100');
  await transfer.click();
  await expect(shell.toast).toHaveText('Transfer complete');
});
