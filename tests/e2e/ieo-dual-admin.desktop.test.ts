// The back office's IEO launchpad and dual-investment screens in a desktop browser: an
// administrator adds an IEO project that opens in the future (times typed in UTC, a description in
// English and one in Chinese, confirmed as a list of what is set) and finds it listed in warm-up
// with nothing asked yet; adds a dual-investment plan, previews the linked price it would list at
// for a typed price (contract strikeOf), then edits its APR (per cent on the screen, a fraction on
// the wire, confirmed) and finds it saved after a reload. Both are not offered, so customers'
// screens (and the other tests sharing the server) do not change. A reviewer in a browser of their
// own reads both screens with nothing to add, edit or save.
import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { a11yFindings, prepareAxe } from './axe';
import { createOperator, signInAsAdmin, signInAt } from './operators';

const DAY = 86_400_000;

const open = async (page: Page, link: string) => {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { name: link, level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

/** The form's fields, by the start of their labels (a label also holds its hint or problem). */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
const cell = (row: Locator, n: number) => row.getByRole('cell').nth(n);

/** An instant as a datetime-local value in UTC, and as the screens write it. */
const utcInput = (ms: number) => new Date(ms).toISOString().slice(0, 16);
const utcShown = (ms: number) => `${utcInput(ms).replace('T', ' ')} UTC`;

// Columns of the projects table and the plans table.
const STAGE = 3;
const ASKED = 4;
const ORDERS = 5;
const PLAN_TYPE = 2;
const PLAN_DAYS = 3;
const PLAN_APR = 4;
const PLAN_SHARE = 7;
const PLAN_OFFERED = 10;

test('an administrator adds an IEO project and a dual plan and edits its APR; a reviewer only reads', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  await prepareAxe(page);
  await signInAsAdmin(page, request, origin, await createOperator('admin', 'ieo-dual-admin'));

  // The server's clock (other tests move it): the project opens two days after it, to the minute.
  const res = await request.post(`${origin}/api/dev/clock`, { form: { advance_ms: '0' } });
  const now = ((await res.json()) as { message: number }).message;
  const minute = (ms: number) => Math.floor(ms / 60_000) * 60_000;
  const showAt = minute(now + DAY);
  const startAt = showAt + DAY;
  const endAt = startAt + 7 * DAY;

  // ── IEO: a project in the future ──
  await open(page, 'IEO launchpad');
  await expect(page.getByTestId('ieo-note')).toContainText('fixed once it opens. All times are UTC.');
  const projects = page.getByTestId('ieo-projects').locator('tbody tr');
  await expect(projects.first()).toBeVisible();

  const title = `E2E launch ${randomUUID().slice(0, 6)}`;
  await page.getByRole('button', { name: 'Add a project' }).click();
  const adding = page.getByRole('form', { name: 'Add a project' });
  await field(adding, 'Title').fill(title);
  await field(adding, 'Token').selectOption('NOVA');
  await field(adding, 'Pay currency').selectOption('USDT');
  await field(adding, 'Price of one token (USDT)').fill('0.25');
  await field(adding, 'Supply').fill('100000');
  // Bad terms are explained as typed: a cap above the supply.
  await field(adding, 'Least order').fill('10');
  await field(adding, 'Per-user cap').fill('200000');
  await expect(adding.getByRole('alert').filter({ hasText: 'At most the supply' })).toBeVisible();
  await field(adding, 'Per-user cap').fill('5000');
  await field(adding, 'Shown from (UTC)').fill(utcInput(showAt));
  await field(adding, 'Start (UTC)').fill(utcInput(startAt));
  // An end before the start is refused at the form.
  await field(adding, 'End (UTC)').fill(utcInput(startAt - DAY));
  await expect(adding.getByRole('alert').filter({ hasText: 'After the start' })).toBeVisible();
  await field(adding, 'End (UTC)').fill(utcInput(endAt));
  await field(adding, 'Days locked after the end').fill('7');
  await field(adding, 'Release every').fill('30');
  await field(adding, 'Parts').fill('3');
  await expect(adding.getByTestId('ieo-release')).toHaveText(
    `Allocations are released in 3 parts: the first at ${utcShown(endAt + 7 * DAY)}, the last at ${utcShown(endAt + 67 * DAY)}.`,
  );
  await field(adding, 'Website').fill('https://example.com/launch');
  await field(adding, 'Description (English)').fill('An end-to-end test project.');
  await adding.getByRole('tab', { name: '简体中文' }).click();
  await field(adding, 'Description (简体中文)').fill('端到端测试项目。');
  await field(adding, 'Offered').uncheck();
  await adding.getByRole('button', { name: 'Save' }).click();
  const confirmAdd = adding.getByRole('group', { name: `Add ${title}?` });
  await expect(confirmAdd).toContainText('Token: NOVA');
  await expect(confirmAdd).toContainText('Price: 0.25 USDT');
  await expect(confirmAdd).toContainText(`Start: ${utcShown(startAt)}`);
  await expect(confirmAdd).toContainText(`End: ${utcShown(endAt)}`);
  await expect(confirmAdd).toContainText('Description (English): added');
  await expect(confirmAdd).toContainText('Description (简体中文): added');
  await expect(confirmAdd).toContainText('Offered: No');
  expect(await a11yFindings(page, 'IEO, adding a project')).toEqual([]);
  await confirmAdd.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Added ${title}.` })).toBeVisible();
  await expect(adding).toHaveCount(0);

  // Listed in warm-up, nothing asked yet; still there after a reload from the server.
  await page.getByRole('button', { name: 'Refresh' }).click();
  const row = projects.filter({ has: page.getByRole('cell', { name: title, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(cell(row, STAGE)).toHaveText('Warm-up');
  await expect(cell(row, ASKED)).toHaveText('0 / 100,000 (0.00 %)');
  await expect(cell(row, ORDERS)).toHaveText('0');
  await expect(row).toContainText(utcShown(startAt));

  // Opened again, the form shows what was saved (times in UTC) with the terms still editable.
  await row.getByRole('button', { name: 'Edit' }).click();
  const editing = page.getByRole('form', { name: title });
  await expect(field(editing, 'Start (UTC)')).toHaveValue(utcInput(startAt));
  await expect(field(editing, 'Price of one token')).toBeEnabled();
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing.getByRole('status')).toHaveText('Nothing has changed.');
  await editing.getByRole('button', { name: 'Cancel' }).click();

  // ── Dual investment: a plan added, previewed, then its APR edited ──
  await open(page, 'Dual investment');
  await expect(page.getByRole('heading', { name: 'Listed products', level: 2 })).toBeVisible();
  const plans = page.getByTestId('dual-plans').locator('tbody tr');
  await expect(plans.first()).toBeVisible();
  const before = await plans.count();

  await page.getByRole('button', { name: 'Add a plan' }).click();
  const addPlan = page.getByRole('form', { name: 'Add a plan' });
  await field(addPlan, 'Coin').selectOption('ETH');
  await field(addPlan, 'Type').selectOption('call');
  await expect(addPlan.getByText('Share size (ETH: a call takes the coin)')).toBeVisible();
  await field(addPlan, 'Type').selectOption('put');
  await expect(addPlan.getByText('Share size (USDT: a put takes USDT)')).toBeVisible();
  await field(addPlan, 'Days to maturity').fill('30');
  await field(addPlan, 'APR').fill('12.5');
  await expect(addPlan).toContainText('Sent as 0.125');
  await field(addPlan, 'Strike offset').fill('4');
  await field(addPlan, 'Strike step').fill('25');
  await field(addPlan, 'Share size').fill('100');
  await field(addPlan, 'Total shares').fill('1000');
  await field(addPlan, 'Per-user limit').fill('2000');
  await expect(addPlan.getByRole('alert').filter({ hasText: 'At most the total shares' })).toBeVisible();
  await field(addPlan, 'Per-user limit').fill('50');
  // 3,210 × (1 − 4 %) = 3,081.6, down to the 25 step: 3,075.
  await field(addPlan, 'Preview').fill('3210');
  await expect(addPlan.getByTestId('dual-preview')).toHaveText(
    'At price 3,210 this plan lists at linked price 3,075 USDT.',
  );
  await field(addPlan, 'Offered').uncheck();
  await addPlan.getByRole('button', { name: 'Save' }).click();
  const confirmPlan = addPlan.getByRole('group', { name: 'Add this plan?' });
  await expect(confirmPlan).toContainText('Type: Put · buy low');
  await expect(confirmPlan).toContainText('APR: 12.5 % (0.125)');
  await expect(confirmPlan).toContainText('Strike offset: 4 % (0.04)');
  await expect(confirmPlan).toContainText('Share size: 100 USDT');
  await expect(confirmPlan).toContainText('Offered: No');
  await confirmPlan.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Added plan \d+\.$/ })).toBeVisible();
  await expect(plans).toHaveCount(before + 1);
  const plan = plans.last();
  const planId = ((await cell(plan, 0).textContent()) ?? '').trim();
  await expect(cell(plan, PLAN_TYPE)).toHaveText('Put · buy low');
  await expect(cell(plan, PLAN_DAYS)).toHaveText('30');
  await expect(cell(plan, PLAN_APR)).toHaveText('12.5 %');
  await expect(cell(plan, PLAN_SHARE)).toHaveText('100 USDT');
  await expect(cell(plan, PLAN_OFFERED)).toHaveText('No');

  // The APR edited: the change confirmed as per cent and fraction, then saved.
  await plan.getByRole('button', { name: 'Edit' }).click();
  const editPlan = page.getByRole('form', { name: `Plan ${planId}` });
  await expect(field(editPlan, 'APR')).toHaveValue('12.5');
  await field(editPlan, 'APR').fill('13.75');
  await expect(editPlan).toContainText('Sent as 0.1375');
  await editPlan.getByRole('button', { name: 'Save' }).click();
  const confirmEdit = editPlan.getByRole('group', { name: `Save these terms for Plan ${planId}?` });
  await expect(confirmEdit.getByRole('listitem')).toHaveText(['APR: 12.5 % (0.125) → 13.75 % (0.1375)']);
  expect(await a11yFindings(page, 'dual investment, editing a plan')).toEqual([]);
  await confirmEdit.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved plan ${planId}.` })).toBeVisible();
  await expect(editPlan).toHaveCount(0);
  const saved = page.getByTestId(`dual-plan-${planId}`);
  await expect(cell(saved, PLAN_APR)).toHaveText('13.75 %');
  // As the server has it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dual investment', level: 1 })).toBeVisible();
  await expect(cell(saved, PLAN_APR)).toHaveText('13.75 %');
  await expect(cell(saved, PLAN_APR)).toHaveAttribute('title', '0.1375');

  // The listed products with their settlement facts. Which products the server has listed by now
  // depends on its market feed, so this page of them is the server's shape filled in here: a
  // settled product shows the tick it settled on, and the total (21, 20 a page) offers a next page.
  const settled = {
    id: 9001,
    name: 'ETH 3,075 put · 30 days',
    coin: 'ETH',
    currency_id: 2,
    type: 'put',
    exercise_price: '3075',
    rate: '0.1375',
    days: 30,
    start_time: Date.UTC(2026, 9, 1),
    end_time: Date.UTC(2026, 9, 2),
    settle_at: Date.UTC(2026, 9, 31, 8),
    share_size: '100',
    invest_currency: 'USDT',
    total_number: 1000,
    purchased_number: 120,
    remaining_number: 880,
    user_limit: 50,
    status: 3,
    listed_price: '3210',
    settle_tick_id: 424242,
    settle_price: '3050.5',
    settle_time: Date.UTC(2026, 9, 31, 8, 0, 1),
    plan_id: Number(planId),
    orders: 7,
  };
  await page.route('**/api/admin/dual/products?*', (route) =>
    route.fulfill({ json: { type: 'ok', message: { list: [settled], total: 21, page: 1, limit: 20 } } }),
  );
  const listed = page.getByRole('region', { name: 'Listed products' });
  await listed.getByRole('button', { name: 'Refresh' }).click();
  await expect(listed).toContainText('21 in all');
  const product = listed.getByTestId('dual-product-9001');
  await expect(product).toContainText('ETH · Put · buy low');
  await expect(product).toContainText('3,075');
  await expect(product).toContainText('120 / 1000');
  await expect(product).toContainText('Settled');
  const tick = product.getByRole('cell').last();
  await expect(tick).toContainText('#424242 · 3,050.5');
  await expect(tick).toContainText('2026-10-31 08:00 UTC');
  await expect(listed.getByRole('button', { name: 'Next' })).toBeEnabled();
  await page.unroute('**/api/admin/dual/products?*');

  // ── A reviewer, in a browser of their own, reads both screens with nothing to change ──
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signInAt(reviewer, origin, (await createOperator('reviewer', 'ieo-dual-reviewer')).email);
  await open(reviewer, 'IEO launchpad');
  await expect(reviewer.getByRole('cell', { name: title, exact: true })).toBeVisible();
  await expect(reviewer.getByRole('button', { name: 'Add a project' })).toHaveCount(0);
  await expect(reviewer.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(reviewer.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(reviewer.getByRole('link', { name: 'Project changes in the audit log' })).toHaveCount(0);
  await open(reviewer, 'Dual investment');
  await expect(cell(reviewer.getByTestId(`dual-plan-${planId}`), PLAN_APR)).toHaveText('13.75 %');
  await expect(reviewer.getByRole('button', { name: 'Add a plan' })).toHaveCount(0);
  await expect(reviewer.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(reviewer.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await reviewerContext.close();
});
