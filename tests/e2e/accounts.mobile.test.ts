import { expect, test } from '@playwright/test';
import { codeAfter, makeAccount, nextCodeMinute, outboxCode } from './api';
import { Shell } from './pages';

// The smallest valid PNG: what a phone's gallery hands over, as far as the server can tell.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f80f0000010100051806d84e0000000049454e44ae426082',
  'hex',
);
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('register by e-mail, log out and in, edit the profile, bind a phone, submit level-1 verification', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shell = new Shell(page);
  const email = `flow${Date.now()}@example.com`;
  const password = 'correct-horse-9';

  await page.goto('./#/pages/common/register');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await outboxCode(request, baseURL ?? '', email));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(`${password}x`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The two passwords are inconsistent')).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(shell.toast).toHaveText('Registration succeeded');
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();

  await page.getByRole('link', { name: 'My account' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(shell.toast).toHaveText('Login failed');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(shell.toast).toHaveText('Login successful');

  await page.goto('./#/pages/setting/userInfo');
  await page.getByLabel('Nickname').fill('Kestrel7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(shell.toast).toHaveText('Saved');
  await page.getByLabel('Tap to change your avatar').setInputFiles(photo('me.png'));
  await expect(page.getByText('Uploading…')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('img[src*="/upload/avatar/"]').first()).toBeVisible();

  const mobile = `139${String(Date.now()).slice(-8)}`;
  await page.goto('./#/pages/setting/bindMobile');
  // Confirm it's you first (ADR 16): the login password and a security code to the e-mail, which
  // had the registration code less than a minute ago.
  await nextCodeMinute(request, baseURL ?? '');
  await page.getByLabel('Login password').fill(password);
  const securityCode = await codeAfter(request, baseURL ?? '', email, () =>
    page.getByRole('button', { name: 'Send code' }).click(),
  );
  await page.getByLabel('Security code').fill(securityCode);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel('Phone number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await outboxCode(request, baseURL ?? '', `+86${mobile}`));
  await page.getByRole('button', { name: 'Bind' }).click();
  await expect(page.getByTestId('security-change-done')).toContainText('Your phone number is saved.');
  await page.getByRole('button', { name: 'Done' }).click();
  // Done goes back (home, as the screen was opened directly): wait for it, or it can land after
  // the next navigation on a busy machine.
  await page.waitForFunction(() => !window.location.hash.includes('bindMobile'));

  await page.goto('./#/pages/setting/real');
  await page.getByLabel('Real name').fill('Wang Xiaoming');
  await page.getByLabel('Document number').fill('11010519491231002X');
  await page.getByLabel('Front of the document').setInputFiles(photo('front.png'));
  await page.getByLabel('Back of the document').setInputFiles(photo('back.png'));
  await expect(page.getByText('Uploading…')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Under review').first()).toBeVisible();
});

test('an expired session shows why and goes to login after 1.2 s', async ({ page, request, baseURL }) => {
  const { token } = await makeAccount(request, baseURL ?? '');
  await page.addInitScript((tok) => {
    localStorage.setItem('web_version', '1');
    localStorage.setItem('token', tok);
  }, token);
  await page.goto('./#/pages/setting/setting');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The session ends on the server (as when it expires or is signed out elsewhere).
  await request.get(new URL('/api/user/logout', baseURL).href, { headers: { token } });
  const start = Date.now();
  await page.goto('./#/pages/setting/userInfo');
  await page.reload();
  await expect(new Shell(page).toast).toBeVisible();
  await page.waitForFunction(() => window.location.hash.startsWith('#/pages/common/login'), undefined, {
    timeout: 5000,
  });
  expect(Date.now() - start).toBeGreaterThanOrEqual(1200);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a wrong password stays at the password field after the toast, and a locked account says until when', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { email } = await makeAccount(request, baseURL ?? '');
  // An address of its own, so these wrong tries count against no other test's logins.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.250.${Date.now() % 250}.${process.pid % 250}` });
  const shell = new Shell(page);
  await page.goto('./#/pages/common/login');
  await page.getByLabel('E-mail').fill(email);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('wrong-password-1');
  const logIn = page.getByRole('button', { name: 'Log in' });
  await logIn.click();
  await expect(shell.toast).toHaveText('Login failed');
  await page.waitForTimeout(5000);
  await expect(shell.toast).toHaveCount(0);
  await expect(password).toHaveAccessibleDescription('Login failed');
  await expect(password).toHaveValue('wrong-password-1');

  // Five wrong tries in 15 minutes lock the account: the field says for how long, and until when.
  for (let i = 0; i < 6; i++) {
    await logIn.click();
    await expect(logIn).toBeEnabled();
    const said = await password.getAttribute('aria-describedby');
    if (said && /Too many/.test((await page.locator(`[id="${said}"]`).textContent()) ?? '')) break;
  }
  await expect(password).toHaveAccessibleDescription(
    /^Too many failed attempts, please try again in \d+ minutes? \(until .+\)$/,
  );
});
