// Upload progress on a slow connection: the bar and percentage move while a picture goes out
// (Chromium's own network throttling slows the upload) — the recharge voucher chosen online, and
// one the upload queue sends when the connection returns.
import { expect, type Page, test } from '@playwright/test';
import { signedInNewAccount } from './api';
import { Shell } from './pages';

/** A valid PNG (1×1) with 400 kB after its end, as a large photo would be: the server sniffs the type. */
const LARGE_PNG = Buffer.concat([
  Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c63f80f0000010100051806d84e0000000049454e44ae426082',
    'hex',
  ),
  Buffer.alloc(400_000),
]);

/** About 100 kB/s up, so the picture takes about four seconds. */
async function slowUpload(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 100_000,
  });
  return cdp;
}

test('a voucher upload on a slow connection shows how much has been sent, then completes', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInNewAccount(page, request, baseURL ?? '');
  const shell = new Shell(page);
  await page.goto('./#/pages/fund/receive');
  await expect(page.getByTestId('deposit-address')).toBeVisible();
  await page.getByLabel('Amount sent').fill('150');

  const cdp = await slowUpload(page);
  await page
    .getByLabel('Payment voucher')
    .setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: LARGE_PNG });

  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect
    .poll(async () => Number((await bar.getAttribute('value')) ?? 0), { timeout: 10_000, intervals: [100] })
    .toBeGreaterThan(0);
  const midway = Number(await bar.getAttribute('value'));
  expect(midway).toBeLessThan(100);
  await expect(page.getByRole('status').filter({ hasText: /Uploading… \d+%/ })).toBeVisible();

  await expect(page.getByText('Uploading…')).toHaveCount(0, { timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(shell.toast).toHaveText('Submitted. The amount is credited once the payment is confirmed');
  await expect(page.locator('[data-state="review"]')).toContainText('150 USDT');
});

test('a queued voucher shows how much has been sent when the connection returns', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signedInNewAccount(page, request, baseURL ?? '');
  const shell = new Shell(page);
  await shell.open();
  await page.locator('[data-shortcut="recharge"]').click();
  await expect(page.getByTestId('deposit-address')).toBeVisible();
  await shell.waitForServiceWorker();

  await context.setOffline(true);
  await page.getByLabel('Amount sent').fill('88');
  await page
    .getByLabel('Payment voucher')
    .setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: LARGE_PNG });
  await page.getByRole('button', { name: 'Send when online' }).click();
  const queued = page.locator('.upload-queue li');
  await expect(queued).toHaveAttribute('data-queue-state', 'waiting');

  // Back online, slowly: the queue sends the picture and the item shows how far it has got.
  await slowUpload(page);
  await context.setOffline(false);
  await expect(queued).toHaveAttribute('data-queue-state', 'sending', { timeout: 10_000 });
  await expect(queued).toContainText(/Uploading… [1-9]\d?%/, { timeout: 10_000 });
  await expect(queued).toHaveAttribute('data-queue-state', 'done', { timeout: 20_000 });
  await expect(queued).toContainText('Sent');
});
