// Crypto gifts and the mini game on a phone (issue 39). A first user with demo funds and a pay
// password sends a gift from the home tile: two equal parts of 10 USDT, confirmed with the payment
// password, then sees its code, link and QR code. A second user types the code on the claim screen,
// claims a part and is told what they got; the sender's gift then shows the claim. The second user
// plays the mini game: a guess cites the recorded tick it was made at, and once the server's clock
// has moved past the hour it settles on a later recorded tick and shows in the results.
import { expect, type Page, test } from '@playwright/test';
import { getDemoFunds, makeAccount, setPayPassword, signInWith } from './api';
import { Shell } from './pages';

const origin = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

async function fromHomeTile(page: Page, key: string) {
  const shell = new Shell(page);
  await shell.open('/');
  await page.locator(`[data-shortcut="${key}"]`).click();
}

test('a user sends a gift with the pay password; another claims it with the code; then plays one guess', async ({
  browser,
  playwright,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const sender = await makeAccount(request, baseURL ?? '');
  await getDemoFunds(request, baseURL ?? '', sender.token, 'USDT', '100');
  const payPassword = await setPayPassword(request, baseURL ?? '', sender);
  await signInWith(page, sender.token);

  // Send: the home tile opens the form; two equal parts of 10 USDT with a message.
  await fromHomeTile(page, 'gift');
  await expect(page.getByRole('heading', { level: 1, name: 'Send a gift' })).toBeVisible();
  await expect(page.getByTestId('gift-available')).toContainText('100');
  await page.getByTestId('gift-amount-input').fill('10');
  await page.getByTestId('gift-parts-input').fill('2');
  await page.getByRole('tab', { name: 'Equal parts' }).click();
  await expect(page.getByTestId('gift-split-hint')).toContainText('Each recipient gets 5 USDT');
  await page.getByTestId('gift-message-input').fill('Happy new year');
  await page.getByRole('button', { name: 'Send gift' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm the gift' });
  await expect(sheet.getByTestId('gift-confirm-amount')).toHaveText('10 USDT');
  await sheet.getByLabel('Payment password').fill(payPassword);
  await sheet.getByRole('button', { name: 'Confirm' }).click();

  // The gift: its code, link and QR code to share.
  await expect(page.getByRole('heading', { level: 1, name: 'Gift' })).toBeVisible();
  const codeCell = page.getByTestId('gift-code');
  await expect(codeCell).toBeVisible();
  const code = (await codeCell.getAttribute('data-code')) ?? '';
  expect(code).toMatch(/^[0-9A-Z]{12}$/);
  await expect(page.getByTestId('gift-qr')).toBeVisible();
  await expect(page.getByTestId('gift-link')).toContainText(`#/pages/gift/claim?code=${code}`);
  await expect(page.getByTestId('gift-no-claims')).toBeVisible();

  // A second user claims a part with the code typed on the claim screen.
  const claimer = await makeAccount(request, baseURL ?? '');
  const context = await browser.newContext({ ...playwright.devices['Pixel 7'], baseURL, locale: 'en-US' });
  const other = await context.newPage();
  await signInWith(other, claimer.token);
  await other.addInitScript(() => {
    localStorage.setItem('web_version', '1');
    localStorage.setItem('popup_seen', '1');
    localStorage.setItem('support_fab_hint', '1');
  });
  await fromHomeTile(other, 'gift');
  await other.getByTestId('gift-claim-link').click();
  await expect(other.getByRole('heading', { level: 1, name: 'Claim a gift' })).toBeVisible();
  await other.getByTestId('gift-code-input').fill(code.toLowerCase());
  await other.getByRole('button', { name: 'Look up the gift' }).click();
  await expect(other.getByTestId('gift-amount')).toHaveText('10 USDT');
  await expect(other.getByText('Happy new year')).toBeVisible();
  await other.getByTestId('gift-claim-button').click();
  await other.getByRole('dialog', { name: 'Claim the gift' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(other.getByTestId('gift-claimed-result')).toContainText('You got 5 USDT');

  // The sender sees the claim.
  await page.reload();
  await expect(page.getByTestId('gift-claims')).toContainText('5 USDT');
  await expect(page.getByTestId('gift-claimed')).toContainText('1 / 2');

  // The second user plays one guess of the mini game.
  await fromHomeTile(other, 'game');
  await expect(other.getByRole('heading', { level: 1, name: 'Mini game' })).toBeVisible();
  await expect(other.getByTestId('game-points-only')).toBeVisible();
  await expect(other.getByTestId('game-left')).toHaveText('5 / 5');
  await other.getByTestId('game-up').click();
  await expect(other.getByTestId('game-left')).toHaveText('4 / 5');
  const open = other.getByTestId('game-open-tick');
  await expect(open).toHaveAttribute('data-tick-id', /\d+/);

  // An hour later (the server's clock moved on) it settles on a later recorded tick.
  await request.post(`${origin(baseURL)}/api/dev/clock`, { form: { advance_ms: String(3_600_000 + 5000) } });
  const settled = other.getByTestId('game-results').locator('li').first();
  await expect(async () => {
    await other.reload();
    await expect(settled).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  await expect(settled).toHaveAttribute('data-result', /right|wrong|tie/);
  const openTick = Number(await settled.getByTestId('game-result-open').getAttribute('data-tick-id'));
  const settleTick = Number(await settled.getByTestId('game-result-settle').getAttribute('data-tick-id'));
  expect(settleTick).toBeGreaterThan(openTick);
  await context.close();
});
