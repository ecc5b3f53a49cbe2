// Account safeguards on a phone (issue 19 §1, ADR 16): every security change starts with "Confirm
// it's you"; a change is told to the old contact with a link that freezes the account; the freeze
// ends the sessions and shows on the withdraw screen until the owner lifts it; the devices screen
// lists the logins and the changes.
import { expect, type Page, test } from '@playwright/test';
import { codeAfter, makeAccount, nextCodeMinute, outbox, signInWith } from './api';
import { Shell } from './pages';

type Account = { email: string; password: string; token: string };

/** The "Confirm it's you" step, with a security code to the e-mail from the dev outbox. */
async function confirmIt(page: Page, request: Parameters<typeof codeAfter>[0], baseURL: string, account: Account) {
  await expect(page.getByTestId('confirm-identity')).toBeVisible();
  await nextCodeMinute(request, baseURL);
  await page.getByLabel('Login password').fill(account.password);
  const code = await codeAfter(request, baseURL, account.email, () =>
    page.getByRole('button', { name: 'Send code' }).click(),
  );
  await page.getByLabel('Security code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('confirm-identity')).toHaveCount(0);
}

test('the login password is changed after confirming it is you; every device is signed out', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const account = await makeAccount(request, base);
  await signInWith(page, account.token);
  await page.goto('./#/pages/setting/password');

  // A wrong password stays at its field.
  await nextCodeMinute(request, base);
  await page.getByLabel('Login password').fill('not-my-password-1');
  const code = await codeAfter(request, base, account.email, () =>
    page.getByRole('button', { name: 'Send code' }).click(),
  );
  await page.getByLabel('Security code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The login password is wrong').first()).toBeVisible();
  await page.getByLabel('Login password').fill(account.password);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await page.getByLabel('New password').fill('new-horse-42');
  await page.getByLabel('Confirm password').fill('new-horse-42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.waitForFunction(() => window.location.hash.startsWith('#/pages/common/login'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const info = await request.get(new URL('/api/user/info', base).href, { headers: { token: account.token } });
  expect(((await info.json()) as { type: unknown }).type).toBe(999);
});

test('rebinding the e-mail alerts the old address; its link freezes the account; the owner lifts it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const account = await makeAccount(request, base);
  await signInWith(page, account.token);
  const shell = new Shell(page);

  await page.goto('./#/pages/setting/bindEmail');
  await confirmIt(page, request, base, account);
  const newEmail = `new-${account.email}`;
  await page.getByLabel('New e-mail').fill(newEmail);
  const bindCode = await codeAfter(request, base, newEmail, () =>
    page.getByRole('button', { name: 'Send code' }).click(),
  );
  await page.getByLabel('Verification code').fill(bindCode);
  await page.getByRole('button', { name: 'Bind' }).click();
  await expect(page.getByTestId('security-change-done')).toContainText('Your e-mail address is saved.');

  // The old address is told, with a link that freezes the account.
  let link = '';
  await expect
    .poll(async () => {
      const alert = (await outbox(request, base, account.email)).find((m) => m.body.includes('/security/freeze'));
      link = /\S*\/h5\/#\/security\/freeze\?token=\S+/.exec(alert?.body ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const hash = link.slice(link.indexOf('#'));

  // Opened on another device, with no session.
  const other = await browser.newContext({ ...test.info().project.use });
  const freezePage = await other.newPage();
  await freezePage.goto(new URL(`/h5/${hash}`, base).href);
  await freezePage.getByRole('button', { name: 'Freeze my account' }).click();
  await expect(freezePage.getByTestId('freeze-done')).toBeVisible();
  // The link works once.
  await freezePage.reload();
  await freezePage.getByRole('button', { name: 'Freeze my account' }).click();
  await expect(freezePage.getByTestId('freeze-invalid')).toBeVisible();
  await other.close();

  // The first page's session has ended.
  await page.goto('./#/pages/setting/security');
  await page.waitForFunction(() => window.location.hash.startsWith('#/pages/common/login'));

  // Logging in still works while frozen; the withdraw screen says it is frozen.
  await page.getByLabel('E-mail').fill(newEmail);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(shell.toast).toHaveText('Login successful');
  await page.goto('./#/pages/fund/withdraw');
  await expect(page.getByTestId('frozen-banner')).toContainText('Your account is frozen');

  // Lifting it: the login password and a code to the (only) contact, the new address.
  await page.getByTestId('frozen-banner').getByRole('link', { name: 'Lift the freeze' }).click();
  await nextCodeMinute(request, base);
  await page.getByLabel('Login password').fill(account.password);
  const code = await codeAfter(request, base, newEmail, () => page.getByRole('button', { name: 'Send code' }).click());
  await page.getByLabel('E-mail code').fill(code);
  await page.getByRole('button', { name: 'Lift the freeze' }).click();
  await expect(page.getByTestId('security-change-done')).toContainText('The freeze is lifted.');
  await page.goto('./#/pages/fund/withdraw');
  await expect(page.getByTestId('withdraw-coin')).toBeVisible();
  await expect(page.getByTestId('frozen-banner')).toHaveCount(0);
});

test('the devices screen lists the login and the security changes', async ({ page, request, baseURL }) => {
  const base = baseURL ?? '';
  const account = await makeAccount(request, base);
  await signInWith(page, account.token);
  await page.goto('./#/pages/setting/payPassword');
  await confirmIt(page, request, base, account);
  await page.getByLabel('Payment password', { exact: true }).fill('246810');
  await page.getByLabel('Confirm payment password').fill('246810');
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByTestId('security-change-done')).toContainText('Your payment password is set.');

  await page.goto('./#/pages/setting/devices');
  const activity = page.getByTestId('security-activity');
  await expect(activity.locator('[data-kind="pay_password"]')).toContainText('Pay password set');
  await expect(activity.locator('[data-kind="login"]').first()).toContainText('Login');
  await expect(activity.locator('[data-kind="pay_password"]')).toContainText('IP address');
});

test('a withdrawal address is saved with a QR code made on the phone from the address typed', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const account = await makeAccount(request, base);
  await signInWith(page, account.token);
  await page.goto('./#/pages/setting/addWallet');
  await confirmIt(page, request, base, account);
  await page.getByText('USDT').first().click();
  await page.getByLabel('Label').fill('My Ledger');
  await expect(page.getByTestId('address-qr')).toHaveCount(0);
  const address = '0x52908400098527886E0F7030069857D2E4169EE7';
  await page.getByLabel('Address').fill(address);
  await expect(page.getByTestId('address-qr')).toBeVisible();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByTestId('security-change-done')).toContainText('The address is saved.');
  // No pause here (SECURITY_HOLD_HOURS=0): the address is usable at once, and the screen says so.
  await expect(page.getByTestId('address-usable')).toHaveText('It can receive withdrawals now.');
  await page.goto('./#/pages/setting/wallet');
  await expect(page.getByText('My Ledger')).toBeVisible();
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await expect(page.getByRole('dialog', { name: 'QR code' })).toContainText(address);
});
