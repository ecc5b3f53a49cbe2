// The operator back office in a desktop browser, next to a customer on a phone: the customer
// declares a recharge with its voucher, an operator approves it at /admin/, and the customer's
// assets show the credit without reloading (the socket's `wallet` event). Also: an editor sees
// only the content screens and publishes news in two languages; the customer app's service
// worker precaches nothing of the back office. A reviewer rejects an identity verification with a
// reason, which the customer's verification screen shows without reloading (the `kyc` event); a
// customer verified at /admin/ withdraws on the phone, and the approved withdrawal shows as completed.
// An administrator (with an authenticator) finds a customer, credits them with a reason, freezes
// their login, and the audit log lists both actions. The navigation counts what waits in each queue;
// approving money asks first and then says it was done; the verification detail names every field.
import { randomUUID } from 'node:crypto';
import { type Browser, devices, expect, type Locator, test } from '@playwright/test';
import { getDemoFunds, makeAccount, PNG_1x1, saveWalletAddress, setPayPassword, submitLevel1 } from './api';
import { createOperator, signInAsAdmin, signInAt } from './operators';
import { Shell } from './pages';

/**
 * How many items the navigation says wait behind `link`: the link is described by its badge
 * ("3 waiting"); 0 when it has none.
 */
async function waiting(nav: Locator, link: string): Promise<number> {
  const badge = await nav.getByRole('link', { name: link, exact: true }).getAttribute('aria-describedby');
  if (!badge) return 0;
  const name = await nav.locator(`[id="${badge}"]`).getAttribute('aria-label');
  return Number(/^(\d+) waiting$/.exec(name ?? '')?.[1] ?? Number.NaN);
}

/** A customer's phone: the same settings as the phone project. */
async function phone(browser: Browser, baseURL: string, token: string) {
  const origin = new URL(baseURL).origin;
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    locale: 'en-US',
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            { name: 'web_version', value: '1' },
            { name: 'popup_seen', value: '1' },
          ],
        },
      ],
    },
  });
  await context.addInitScript((tok) => localStorage.setItem('token', tok), token);
  return context;
}

test('an operator approves a recharge and the customer sees the new balance without reloading', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const base = baseURL ?? '';
  const origin = new URL(base).origin;
  const customer = await makeAccount(request, base);

  // The customer declares a recharge with its voucher, then watches the assets tab.
  const customerContext = await phone(browser, base, customer.token);
  const customerPage = await customerContext.newPage();
  const shell = new Shell(customerPage);
  await shell.open();
  await customerPage.locator('[data-shortcut="recharge"]').click();
  await customerPage.getByRole('tab', { name: 'USDT-TRC20' }).click();
  await customerPage.getByLabel('Amount sent').fill('150');
  await customerPage.getByLabel('Payment voucher').setInputFiles({
    name: 'voucher.png',
    mimeType: 'image/png',
    buffer: PNG_1x1,
  });
  await expect(customerPage.getByText('Uploading…')).toHaveCount(0);
  await customerPage.getByRole('button', { name: 'Submit' }).click();
  await expect(shell.toast).toHaveText('Submitted. The amount is credited once the payment is confirmed');
  await shell.open();
  await shell.tab('assets').click();
  const usdt = customerPage.locator('.balance-row[data-currency="USDT"] [data-testid="available"]');
  await expect(usdt).toHaveText('0');

  // The operator signs in on a desktop and approves it from the recharge queue.
  const { email } = await createOperator('reviewer');
  await signInAt(page, origin, email);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Recharges' })).toBeVisible();
  // A reviewer sees no content, user-changing or audit screens.
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Banners' })).toHaveCount(0);
  // The recharge queue's link says how many wait (this one at least); the badge names what it counts.
  await expect.poll(() => waiting(nav, 'Recharges')).toBeGreaterThan(0);
  await expect(nav.getByRole('link', { name: 'Recharges', exact: true })).toHaveAccessibleDescription(/^\d+ waiting$/);
  const waitingBefore = await waiting(nav, 'Recharges');
  await nav.getByRole('link', { name: 'Recharges' }).click();
  const row = page.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toContainText('150 USDT');
  await row.getByRole('link', { name: 'Open' }).click();
  await expect(page.getByTestId('recharge-amount')).toHaveText('150 USDT');
  // Whose recharge it is, by e-mail rather than an account id.
  await expect(page.getByTestId('recharge-user')).toHaveText(customer.email);
  const voucher = page.getByRole('img', { name: 'Payment voucher' });
  await expect(voucher).toBeVisible();
  // Visible comes before decoded: wait until the voucher's pixels are there (a 1×1 PNG).
  await expect.poll(() => voucher.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  // Rejecting needs a reason: the server's refusal is shown in place.
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please give the reason for the rejection');
  // Approving asks first, naming the amount and the customer; Back leaves it undecided.
  await page.getByRole('button', { name: 'Approve' }).click();
  const question = page.getByRole('group', { name: `Approve this recharge of 150 USDT to ${customer.email}?` });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Back' }).click();
  await expect(question).toHaveCount(0);
  await page.getByRole('button', { name: 'Approve' }).click();
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Recharges' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Recharge approved.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: customer.email })).toHaveCount(0);
  // The badge drops at once, not at the next minute's refresh. (Other tests may declare recharges
  // meanwhile; this one's leaving is what makes it lower.)
  await expect.poll(() => waiting(nav, 'Recharges'), { timeout: 5_000 }).toBeLessThan(waitingBefore);

  // The customer's assets tab shows the credit, told by the socket — no reload.
  await expect(usdt).toHaveText('150', { timeout: 10_000 });
  await customerContext.close();
});

test('a reviewer rejects an identity verification and the customer sees the reason without reloading', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const base = baseURL ?? '';
  const customer = await makeAccount(request, base);
  await submitLevel1(request, base, customer.token);

  const customerContext = await phone(browser, base, customer.token);
  const customerPage = await customerContext.newPage();
  await customerPage.goto('./#/pages/setting/real');
  await expect(customerPage.getByRole('heading', { name: 'Under review' })).toBeVisible();

  await signInAt(page, new URL(base).origin, (await createOperator('reviewer')).email);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Identity verification' })
    .click();
  const row = page.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toContainText('Ada Lovelace');
  await row.getByRole('link', { name: 'Open' }).click();
  await expect(page.getByRole('img', { name: 'Front of the document' })).toBeVisible();
  // Fields by name and codes in words (id_type 2 is a passport), no raw key anywhere.
  const facts = page.locator('dl.facts');
  await expect(page.getByTestId('kyc-document')).toHaveText('Passport');
  await expect(facts).toContainText('ID number');
  await expect(facts).toContainText(customer.email);
  await expect(page.getByRole('main')).not.toContainText(/id_type|card_id|user_id|link_name|real_type|front_pic/);
  // The issuing country by name (the spec's request, without one, is a Chinese ID card).
  const country = page.locator('dl.facts > div').filter({ hasText: 'Issuing country' });
  await expect(country.getByRole('definition')).toHaveText('China (CN)');
  await page.getByLabel('Reason (required to reject)').fill('The photo of the back is blurred');
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('heading', { name: 'Identity verification' })).toBeVisible();

  await expect(customerPage.getByRole('heading', { name: 'Audit failed' })).toBeVisible({ timeout: 10_000 });
  await expect(customerPage.getByText('Reason: The photo of the back is blurred')).toBeVisible();
  await customerContext.close();
});

test('a customer verified by a reviewer withdraws; the approved withdrawal shows as completed', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const customer = await makeAccount(request, base);
  await submitLevel1(request, base, customer.token);
  await setPayPassword(request, base, customer);
  await getDemoFunds(request, base, customer.token, 'USDT', '100');
  await saveWalletAddress(request, base, customer.token, {
    coin: 2,
    name: 'Ledger',
    address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
  });

  // The reviewer approves the identity verification.
  await signInAt(page, new URL(base).origin, (await createOperator('reviewer')).email);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Identity verification' }).click();
  await page.getByRole('row').filter({ hasText: customer.email }).getByRole('link', { name: 'Open' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Identity verification' })).toBeVisible();

  // The customer withdraws everything to the saved address.
  const customerContext = await phone(browser, base, customer.token);
  const customerPage = await customerContext.newPage();
  await customerPage.goto('./#/pages/fund/withdraw');
  await expect(customerPage.getByText('Available: 100 USDT')).toBeVisible();
  await customerPage.getByRole('button', { name: 'All' }).click();
  await customerPage.getByLabel('Payment password').fill('135790');
  await customerPage.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const record = customerPage.locator('.withdraw-record').first();
  await expect(record).toContainText('Under review');

  // The reviewer approves it in the withdrawal queue; the customer's record follows.
  await nav.getByRole('link', { name: 'Withdrawals' }).click();
  const request1 = page.locator('article.withdrawal').filter({ hasText: customer.email });
  await expect(request1).toContainText('100 USDT');
  await request1.getByRole('button', { name: 'Approve' }).click();
  await request1
    .getByRole('group', { name: `Approve and pay this withdrawal of 100 USDT for ${customer.email}?` })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal approved.' })).toBeVisible();
  await expect(page.locator('article.withdrawal').filter({ hasText: customer.email })).toHaveCount(0);
  await expect(record).toContainText('Completed', { timeout: 10_000 });
  await customerContext.close();
});

test('an editor sees only content and publishes news in two languages', async ({ page, request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const { email } = await createOperator('editor');
  await signInAt(page, origin, email);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'News and pop-up' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Recharges' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Find a user' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'News and pop-up' }).click();
  await expect(page.locator('[data-article]').first()).toBeVisible();
  await page.getByRole('button', { name: 'New' }).click();
  // Saving without a title is refused with the server's reason.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('Give a title in at least one language');
  const title = `Gold trading ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Summary (English)').fill('Now open');
  await page.getByRole('tab', { name: '简体中文' }).click();
  await page.getByLabel('Title (简体中文)').fill(`黄金交易 ${title}`);
  await page.screenshot({ path: '/tmp/admin-news-editor.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.locator('[data-article]').filter({ hasText: title });
  await expect(row).toContainText('en zh');

  const list = async (lang: string) => {
    const res = await request.post(`${origin}/api/news/list`, { form: { c_id: '4', lang, limit: '50' } });
    return ((await res.json()) as { message: { data: { title: string }[] } }).message.data.map((n) => n.title);
  };
  expect(await list('en')).toContain(title);
  expect(await list('zh')).toContain(`黄金交易 ${title}`);

  // The back office in Chinese.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(page.getByRole('heading', { name: '新闻与弹窗' })).toBeVisible();
  await page.getByRole('navigation', { name: '运营后台' }).getByRole('link', { name: '站点配置' }).click();
  await expect(page.getByLabel('站点名称')).toHaveValue(/.+/);
  await page.screenshot({ path: '/tmp/admin-site-zh.png', fullPage: true });
});

test('an administrator credits a customer with a reason, freezes their login, and the audit log shows both', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const customer = await makeAccount(request, baseURL ?? '');
  const { email } = await signInAsAdmin(page, request, origin);

  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Find a user' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: customer.email }).click();
  await expect(page.getByRole('heading', { name: customer.email })).toBeVisible();
  await expect(page.getByTestId('login-state')).toContainText('Active');

  // A credit of 25 USDT to the spot account, with the reason the customer will read.
  const adjustment = page.locator('form').filter({ hasText: 'Balance adjustment' });
  await adjustment.getByLabel('Account').selectOption('2');
  await adjustment.getByLabel('Currency').fill('USDT');
  await adjustment.getByLabel('Amount (negative to take away)').fill('25');
  await adjustment.getByLabel('Reason (the customer sees it in the bill)').fill('Goodwill credit for the outage');
  await adjustment.getByRole('button', { name: 'Adjust' }).click();
  await expect(adjustment.getByRole('status')).toBeVisible();
  const balances = page.locator('table').filter({ hasText: 'Available' });
  await expect(balances.getByRole('row').filter({ hasText: 'USDT' })).toContainText('25');
  const bill = await request.post(`${origin}/api/wallet/legal_log`, {
    form: { kind: 'adjustment' },
    headers: { token: customer.token, AUTHORIZATION: customer.token },
  });
  expect(((await bill.json()) as { message: { available: string }[] }).message).toMatchObject([{ available: '25' }]);

  // Freezing ends the customer's sessions: their token is refused from then on.
  const freeze = page.locator('form').filter({ hasText: 'Freeze the login' });
  await freeze.getByLabel('Reason').fill('Reported stolen phone');
  await freeze.getByRole('button', { name: 'Freeze and end every session' }).click();
  await expect(page.getByTestId('login-state')).toContainText('Frozen');
  const after = await request.get(`${origin}/api/user/info`, {
    headers: { token: customer.token, AUTHORIZATION: customer.token },
  });
  expect(((await after.json()) as { type: unknown }).type).toBe(999);

  await nav.getByRole('link', { name: 'Audit log' }).click();
  const rows = page.getByRole('row').filter({ hasText: email });
  await expect(rows.filter({ hasText: 'balance.adjust' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'user.freeze' })).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Action' }).fill('user.freeze');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'balance.adjust' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'user.freeze' })).toContainText('Reported stolen phone');
});

test('the customer app precaches nothing of the back office', async ({ request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const sw = await (await request.get(`${origin}/h5/sw.js`)).text();
  const adminHtml = await (await request.get(`${origin}/admin/`)).text();
  const adminAssets = [...adminHtml.matchAll(/\/admin\/assets\/([^"]+)/g)].map((m) => m[1] ?? '');
  expect(adminAssets.length).toBeGreaterThan(0);
  expect(sw).not.toMatch(/admin/i);
  for (const asset of adminAssets) expect(sw).not.toContain(asset);
  const index = await request.get(`${origin}/admin/`);
  expect(index.headers()['cache-control']).toBe('no-cache');
  const asset = await request.get(`${origin}/admin/assets/${adminAssets[0]}`);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
