// Offline forms on a phone (DESIGN §5): a form that needs the network is disabled with the reason
// and enabled again online; an identity verification and an avatar chosen offline wait in the
// upload queue through a reload and are filed exactly once when the network returns.
import { expect, test } from '@playwright/test';
import { bindMobile, makeAccount, PNG_1x1, signInWith } from './api';
import { Shell } from './pages';

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1x1 });

test('offline: the exchange waits for the connection; a verification and an avatar are queued, kept and sent once', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await makeAccount(request, baseURL ?? '');
  await bindMobile(request, baseURL ?? '', token);
  await signInWith(page, token);
  let submissions = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/user/real')) submissions++;
  });
  const shell = new Shell(page);
  await shell.open();
  await shell.waitForServiceWorker();
  await page.goto('./#/pages/fund/transfer');
  const exchange = page.getByRole('button', { name: 'Exchange', exact: true });
  await expect(exchange).toBeEnabled();
  await page.getByLabel('Amount').fill('25');

  await context.setOffline(true);
  await expect(page.getByText('You are offline. Showing saved data.')).toBeVisible();
  await expect(exchange).toBeDisabled();
  await expect(exchange).toHaveAccessibleDescription('You are offline. This needs a connection.');
  await context.setOffline(false);
  await expect(exchange).toBeEnabled();
  await expect(page.getByTestId('offline-reason')).toHaveCount(0);
  await expect(page.getByLabel('Amount')).toHaveValue('25');

  await page.goto('./#/pages/setting/real');
  await expect(page.getByLabel('Real name')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('offline-note')).toContainText('sent when the connection returns');
  await page.getByLabel('Real name').fill('Wang Xiaoming');
  await page.getByLabel('Document number').fill('11010519491231002X');
  await page.getByLabel('Front of the document').setInputFiles(photo('front.png'));
  await page.getByLabel('Back of the document').setInputFiles(photo('back.png'));
  await page.getByRole('button', { name: 'Send when online' }).click();
  await expect(shell.toast).toHaveText('Saved on this device. It will be sent when the connection returns.');
  await expect(page.getByTestId('kyc-waiting')).toBeVisible();
  const queued = page.locator('.upload-queue li');
  await expect(queued).toHaveAttribute('data-queue-state', 'waiting');
  await expect(queued).toContainText('Lv1 basic verification');
  await expect(queued).toContainText('Waiting for the connection');

  // An avatar chosen offline waits too.
  await page.goto('./#/pages/setting/userInfo');
  await page.getByLabel('Tap to change your avatar').setInputFiles(photo('me.png'));
  await expect(shell.toast).toHaveText('Saved on this device. Your avatar changes when the connection returns.');
  await expect(page.locator('.upload-queue li')).toHaveAttribute('data-queue-state', 'waiting');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.goto('./#/pages/setting/real');

  // Still offline: the app comes from the service worker, the queue from IndexedDB.
  await page.reload();
  await expect(queued).toHaveAttribute('data-queue-state', 'waiting');
  expect(submissions).toBe(0);

  await context.setOffline(false);
  await expect(queued).toHaveAttribute('data-queue-state', 'done', { timeout: 15_000 });
  await expect(page.getByText('Under review').first()).toBeVisible();
  const state = await request.get(`${new URL(baseURL ?? '').origin}/api/real/state`, {
    headers: { token, AUTHORIZATION: token },
  });
  expect(((await state.json()) as { message: { status: string; details: { name: string } } }).message).toMatchObject({
    status: 'review',
    details: { name: 'Wang Xiaoming' },
  });
  expect(submissions).toBe(1);
  await expect
    .poll(async () => {
      const info = await request.get(`${new URL(baseURL ?? '').origin}/api/user/info`, {
        headers: { token, AUTHORIZATION: token },
      });
      return ((await info.json()) as { message: { head_portrait: string } }).message.head_portrait;
    })
    .toMatch(/^\/upload\/avatar\//);
});
