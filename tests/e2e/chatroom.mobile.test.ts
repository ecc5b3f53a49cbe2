// The chat room on two phones (issue 18): a verified user posts with a mention and sees it; a
// guest on another phone reads it arrive live and is told how to post; a message from the guest's
// side cannot be posted, and a signed-in reader can report a message.
import { expect, test } from '@playwright/test';
import { signedInNewAccount, submitLevel1 } from './api';
import { approveIdentity } from './operators';

test('a verified user posts in the chat room and a guest on another phone sees it arrive', async ({
  page,
  request,
  baseURL,
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const account = await signedInNewAccount(page, request, base);
  await submitLevel1(request, base, account.token);
  await approveIdentity(request, base, account.email);

  // The guest, on a phone of their own, opens the room first.
  const guestContext = await browser.newContext({ ...playwright.devices['Pixel 7'], baseURL: base });
  const guest = await guestContext.newPage();
  try {
    await guest.goto('./#/pages/kefu/chatroom');
    await expect(guest.getByRole('heading', { level: 1, name: 'Chat room' })).toBeVisible();
    await expect(guest.getByText('Anyone can read.')).toBeVisible();
    await expect(guest.getByLabel('Message to the chat room')).toHaveCount(0);

    await page.goto('./#/pages/kefu/chatroom');
    await expect(page.getByRole('tab', { name: 'Everyone' })).toHaveAttribute('aria-selected', 'true');
    const text = `Hello from a phone ${Date.now()} @someone`;
    await page.getByLabel('Message to the chat room').fill(text);
    await page.getByRole('button', { name: 'Post' }).click();
    await expect(page.locator('.chat-line.chat-own')).toContainText(text);
    // Too soon after the first (at once, before the 2 s have passed on a busy machine): refused at the field.
    await page.getByLabel('Message to the chat room').fill('second');
    await page.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByRole('alert')).toHaveText('One message every 2 seconds: wait a moment');

    await expect(guest.locator('.chat-line').filter({ hasText: text })).toBeVisible();
  } finally {
    await guestContext.close();
  }
});
