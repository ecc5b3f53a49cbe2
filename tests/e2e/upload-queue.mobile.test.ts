// The offline upload queue (DESIGN §5) on a phone: a recharge chosen offline is kept on the device
// through a reload and filed exactly once when the network returns.
import { expect, test } from '@playwright/test';
import type { RechargeItem } from '../../contract/wallet';
import { PNG_1x1, signedInNewAccount } from './api';
import { Shell } from './pages';

test('a voucher chosen offline waits through a reload and is sent once when the network returns', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await signedInNewAccount(page, request, baseURL ?? '');
  const shell = new Shell(page);
  await shell.open();
  await page.locator('[data-shortcut="recharge"]').click();
  await expect(page.getByTestId('deposit-address')).toHaveText(/^0x[0-9a-f]{40}$/);
  await shell.waitForServiceWorker();

  await context.setOffline(true);
  await expect(page.getByText('You are offline. Showing saved data.')).toBeVisible();
  await expect(page.getByTestId('offline-note')).toContainText('sent when the connection returns');
  await page.getByLabel('Amount sent').fill('173.5');
  await page
    .getByLabel('Payment voucher')
    .setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await page.getByRole('button', { name: 'Send when online' }).click();
  await expect(shell.toast).toHaveText('Saved on this device. It will be sent when the connection returns.');
  const queued = page.locator('.upload-queue li');
  await expect(queued).toHaveCount(1);
  await expect(queued).toHaveAttribute('data-queue-state', 'waiting');
  await expect(queued).toContainText('173.5 USDT-ERC20');
  await expect(queued).toContainText('Waiting for the connection');
  await expect(page.getByLabel('Amount sent')).toHaveValue('');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/offline-recharge.png', fullPage: true });

  // Still offline: the service worker serves the app, the queue comes back from IndexedDB.
  await page.reload();
  await expect(queued).toHaveCount(1);
  await expect(queued).toHaveAttribute('data-queue-state', 'waiting');
  await expect(queued).toContainText('173.5 USDT-ERC20');

  await context.setOffline(false);
  await expect(queued).toHaveAttribute('data-queue-state', 'done', { timeout: 15_000 });
  await expect(queued).toContainText('Sent');
  await expect(page.getByText('You are offline. Showing saved data.')).toHaveCount(0);

  const recharges = async () => {
    const res = await request.get(`${new URL(baseURL ?? '').origin}/api/recharge/log`, {
      params: { page: '1', limit: '10' },
      headers: { token, AUTHORIZATION: token },
    });
    return ((await res.json()) as { message: RechargeItem[] }).message;
  };
  const log = await recharges();
  expect(log).toHaveLength(1);
  expect(Number(log[0]?.amount)).toBe(173.5);
  expect(log[0]?.state).toBe('review');

  // Dismissed, it leaves the list; nothing more was filed meanwhile.
  await queued.getByRole('button', { name: 'Dismiss' }).click();
  await expect(queued).toHaveCount(0);
  expect(await recharges()).toHaveLength(1);
});

test.describe('with the answer lost on the way back', () => {
  // The service worker stays out so the test can drop the page's own request.
  test.use({ serviceWorkers: 'block' });

  test('a recharge whose answer never arrived is queued under the same request id and filed once', async ({
    page,
    request,
    baseURL,
  }) => {
    const { token } = await signedInNewAccount(page, request, baseURL ?? '');
    let dropped = 0;
    // The server files the first request; its reply is lost, as on a connection that drops.
    await page.route('**/api/wallet/charge_req', async (route) => {
      if (dropped++ > 0) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto('./#/pages/fund/receive');
    await expect(page.getByTestId('deposit-address')).toHaveText(/^0x[0-9a-f]{40}$/);
    await page.getByLabel('Amount sent').fill('88');
    await page.getByLabel('Payment voucher').setInputFiles({ name: 'v.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await expect(page.getByText('Uploading…')).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    const queued = page.locator('.upload-queue li');
    await expect(queued).toHaveAttribute('data-queue-state', 'done', { timeout: 15_000 });
    expect(dropped).toBe(2);

    const res = await request.get(`${new URL(baseURL ?? '').origin}/api/recharge/log`, {
      params: { page: '1', limit: '10' },
      headers: { token, AUTHORIZATION: token },
    });
    const log = ((await res.json()) as { message: RechargeItem[] }).message;
    expect(log.map((r) => Number(r.amount))).toEqual([88]);
  });
});
