// Customer service on the phone with the desk in a second browser (issue 18): the floating button
// opens the conversation; a message written offline is kept on the device as waiting and sent once
// the connection returns; the operator sees it in the desk's queue, answers, and the phone shows
// the answer and that its message was read; an answer that arrives while the customer is on another
// screen shows on the floating button as unread; offline, the conversation opens from the device.
import { expect, test } from '@playwright/test';
import { signedInNewAccount } from './api';
import { createOperator, signInAt } from './operators';
import { Shell } from './pages';

test('write to support offline, see it delivered when back online, and answered from the desk', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  const account = await signedInNewAccount(page, request, baseURL ?? '');
  const origin = new URL(baseURL ?? '').origin;
  const shell = new Shell(page);
  await shell.open();
  await shell.waitForServiceWorker();

  await page.getByRole('button', { name: 'Customer service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
  await expect(page.getByText('Ask us anything about your account')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us there' })).toHaveAttribute('href', /^https:\/\/t\.me\//);

  // Offline: the message is kept and waits.
  await context.setOffline(true);
  await expect(page.getByText('You are offline: messages are kept on this device')).toBeVisible();
  await page.getByLabel('Message to customer service').fill('My deposit has not arrived');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const mine = page.locator('.kefu-own').filter({ hasText: 'My deposit has not arrived' });
  await expect(mine).toContainText('Waiting to send');
  // An empty message is refused at the field, not queued.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Write a message first');

  // Back online: sent once.
  await context.setOffline(false);
  await expect(mine).toContainText('Sent');
  await expect(page.locator('.kefu-own')).toHaveCount(1);

  // The desk, in a browser of its own.
  const reviewer = await createOperator('reviewer', 'support');
  const deskContext = await browser.newContext({ viewport: { width: 1366, height: 900 }, isMobile: false });
  const desk = await deskContext.newPage();
  try {
    await signInAt(desk, origin, reviewer.email);
    await desk.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customer service' }).click();
    const row = desk.locator('.desk-row').filter({ hasText: account.email });
    await expect(row).toContainText('My deposit has not arrived');
    await row.click();
    await expect(desk.locator('.desk-messages')).toContainText('My deposit has not arrived');
    await expect(desk.getByText('Not submitted')).toBeVisible();
    await desk.getByLabel('Canned reply').selectOption({ label: 'Recharge being checked' });
    await expect(desk.getByLabel('Reply', { exact: true })).toHaveValue(/We have received your recharge/);
    await desk.getByRole('button', { name: 'Send reply' }).click();
    await expect(desk.locator('.desk-msg-ours')).toHaveCount(1);

    // The phone hears it, and its own message was read by the desk.
    await expect(page.locator('.kefu-desk')).toContainText('We have received your recharge');
    await expect(mine).toContainText('Read');

    // On another screen, the next answer shows on the floating button.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(shell.tabBar).toBeVisible();
    await expect(page.getByRole('button', { name: 'Customer service', exact: true })).toBeVisible();
    await desk.getByLabel('Reply', { exact: true }).fill('It is credited now.');
    await desk.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByRole('button', { name: 'Customer service, 1 unread' })).toBeVisible();
    await page.getByRole('button', { name: 'Customer service, 1 unread' }).click();
    await expect(page.locator('.kefu-desk').last()).toContainText('It is credited now.');

    // Offline, the conversation opens from what the device kept.
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('.kefu-own')).toContainText('My deposit has not arrived');
    await expect(page.locator('.kefu-desk').last()).toContainText('It is credited now.');
    await context.setOffline(false);
  } finally {
    await deskContext.close();
  }
});
