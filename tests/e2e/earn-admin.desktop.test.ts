// The back office's Earn products screen in a desktop browser: an administrator is told that edits
// reach new orders only, filters the products by kind, has bad terms explained at the form before
// anything is sent (and the server's own refusal shown in place), changes the 5-day USDT lock-mining
// product's daily rate (per cent on the screen, a fraction on the wire) after a confirmation listing
// the change, finds it in the table and in the audit log (earn.product.save), and adds a product
// (not offered, so customers' screens do not change) that is then listed; a reviewer in a browser of
// their own sees the same terms with nothing to edit. The daily rate is put back at the end, since
// other tests use the same server.
import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { a11yFindings, prepareAxe } from './axe';
import { createOperator, signInAsAdmin, signInAt } from './operators';

const openEarn = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Earn products' }).click();
  await expect(page.getByRole('heading', { name: 'Earn products', level: 1 })).toBeVisible();
};

// Columns of the products table.
const NAME = 0;
const KIND = 1;
const CURRENCY = 2;
const DAYS = 3;
const DAILY = 4;
const YEARLY = 5;
const DIVIDEND = 13;
const OFFERED = 14;
const cell = (row: Locator, n: number) => row.getByRole('cell').nth(n);

/** The form's fields, by the start of their labels (a label also holds its hint or problem). */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}`));

test('an administrator edits the 5-day USDT product and adds one (confirmed, audited); a reviewer only reads', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL ?? '').origin;
  await prepareAxe(page);
  await signInAsAdmin(page, request, origin, await createOperator('admin', 'earn-admin'));
  await openEarn(page);
  await expect(page.getByTestId('earn-note')).toContainText(
    'Edits apply to new orders only; orders already placed keep their terms',
  );

  // The kind filter: lock mining only, then every kind again.
  const rows = page.getByTestId('earn-products').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const all = await rows.count();
  const kindFilter = page.getByRole('combobox', { name: 'Kind' });
  await kindFilter.selectOption('lock');
  const lock = await rows.count();
  expect(lock).toBeGreaterThan(0);
  expect(lock).toBeLessThan(all);
  for (let i = 0; i < lock; i++) await expect(cell(rows.nth(i), KIND)).toHaveText('Lock mining');
  await kindFilter.selectOption('');
  await expect(rows).toHaveCount(all);

  // The 5-day USDT lock-mining product (the demo's first).
  const row = page.getByTestId('earn-product-1');
  await expect(cell(row, KIND)).toHaveText('Lock mining');
  await expect(cell(row, CURRENCY)).toHaveText('USDT');
  await expect(cell(row, DAYS)).toHaveText('5');
  const name = ((await cell(row, NAME).textContent()) ?? '').trim();
  const rateBefore = (await cell(row, DAILY).getAttribute('title')) ?? '';
  expect(rateBefore).toMatch(/^0\.\d+$/);
  const pctBefore = ((await cell(row, DAILY).textContent()) ?? '').replace(' %', '');
  const [rateNext, pctNext, yearlyNext] =
    rateBefore === '0.0031' ? ['0.0032', '0.32', '116.8'] : ['0.0031', '0.31', '113.15'];

  await row.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name });
  await expect(form).toContainText('Edits apply to new orders only; orders already placed keep their terms.');
  await expect(field(form, 'Daily rate')).toHaveValue(pctBefore);

  // Bad terms are explained as typed, before anything is sent.
  await field(form, 'Least amount').fill('200000');
  await expect(form.getByRole('alert').filter({ hasText: 'At least the least amount' })).toBeVisible();
  await field(form, 'Dividend time').fill('08:35');
  await expect(form.getByRole('alert').filter({ hasText: 'On a 10-minute mark' })).toBeVisible();
  await field(form, 'Daily rate').fill('100');
  await expect(form.getByRole('alert').filter({ hasText: 'More than 0 and less than 100' })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('group')).toHaveCount(0);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);

  // The server's own refusal is shown in place: here, a dividend time altered on its way to it.
  await row.getByRole('button', { name: 'Edit' }).click();
  await page.route('**/api/admin/earn/product', async (route) => {
    const body = new URLSearchParams(route.request().postData() ?? '');
    body.set('dividend_minute', '5');
    await route.continue({ postData: body.toString() });
  });
  await field(form, 'Daily rate').fill(pctNext);
  await form.getByRole('button', { name: 'Save' }).click();
  await form
    .getByRole('group', { name: `Save these terms for ${name}?` })
    .getByRole('button', { name: 'Confirm and save' })
    .click();
  await expect(form.getByRole('alert')).toContainText('The dividend time must be on a 10-minute mark');
  await page.unroute('**/api/admin/earn/product');
  await expect(cell(row, DAILY)).toHaveAttribute('title', rateBefore);

  // The new rate: per cent typed, the fraction it is sent as, confirmed with what changes, saved.
  await expect(form).toContainText(`${yearlyNext} % a year (simple); sent as ${rateNext}`);
  await form.getByRole('button', { name: 'Save' }).click();
  const confirm = form.getByRole('group', { name: `Save these terms for ${name}?` });
  await expect(confirm.getByRole('listitem')).toHaveText([
    `Daily rate: ${pctBefore} % (${rateBefore}) → ${pctNext} % (${rateNext})`,
  ]);
  await expect(confirm).toContainText('Edits apply to new orders only; orders already placed keep their terms.');
  // The screen, its edit form and the confirmation pass axe.
  expect(await a11yFindings(page, 'earn products, editing')).toEqual([]);
  await confirm.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${name}.` })).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(cell(row, DAILY)).toHaveText(`${pctNext} %`);
  await expect(cell(row, DAILY)).toHaveAttribute('title', rateNext);
  await expect(cell(row, YEARLY)).toHaveText(`${yearlyNext} %`);

  // The audit log has the change.
  await page.getByRole('link', { name: 'Product changes in the audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(page.getByLabel('Action')).toHaveValue('earn.product.save');
  const entry = page.getByRole('row').filter({ hasText: 'earn.product.save' }).first();
  await expect(entry).toContainText('earn_product 1');
  // (A long before/after is folded and pretty-printed.)
  await expect(entry).toContainText(new RegExp(`"daily_rate": "${rateNext.replace('.', '\\.')}"`));

  // A new product, not offered: every field typed, confirmed as a list, then listed.
  await openEarn(page);
  const added = `E2E ETH DeFi · 7 days ${randomUUID().slice(0, 6)}`;
  await page.getByRole('button', { name: 'Add a product' }).click();
  const adding = page.getByRole('form', { name: 'Add a product' });
  await adding.getByLabel('Name', { exact: true }).fill(added);
  // Its name in another language (issue 40); the languages left empty are not listed.
  await field(adding, 'Name \\(简体中文\\)').fill('端到端测试产品');
  await field(adding, 'Kind').selectOption('defi');
  await field(adding, 'Currency').selectOption('ETH');
  await field(adding, 'Days locked').fill('7');
  await field(adding, 'Daily rate').fill('0.25');
  await field(adding, 'Penalty rate').fill('0.5');
  await field(adding, 'Dividend time').fill('08:30');
  await field(adding, 'Least amount').fill('0.1');
  await field(adding, 'Per-user cap').fill('50');
  await field(adding, 'Total cap').fill('500');
  await field(adding, 'Introduction').fill('An end-to-end test product.');
  await field(adding, 'Yield source').fill("Kestrel's earn fund (a test).");
  await field(adding, 'Offered').uncheck();
  await adding.getByRole('button', { name: 'Save' }).click();
  const confirmAdd = adding.getByRole('group', { name: `Add ${added}?` });
  await expect(confirmAdd).toContainText('Kind: DeFi mining');
  await expect(confirmAdd).toContainText('Daily rate: 0.25 % (0.0025)');
  await expect(confirmAdd).toContainText('Penalty rate: 0.5 % (0.005)');
  await expect(confirmAdd).toContainText('Dividend time: 08:30 UTC');
  await expect(confirmAdd).toContainText('Offered: No');
  await expect(confirmAdd).toContainText('Name (简体中文): 端到端测试产品');
  await expect(confirmAdd).not.toContainText('Name (日本語)');
  await confirmAdd.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Added ${added}.` })).toBeVisible();
  const addedRow = rows.filter({ has: page.getByRole('cell', { name: added, exact: true }) });
  await expect(addedRow).toHaveCount(1);
  await expect(cell(addedRow, KIND)).toHaveText('DeFi mining');
  await expect(cell(addedRow, CURRENCY)).toHaveText('ETH');
  await expect(cell(addedRow, DAYS)).toHaveText('7');
  await expect(cell(addedRow, DAILY)).toHaveAttribute('title', '0.0025');
  await expect(cell(addedRow, YEARLY)).toHaveText('91.25 %');
  await expect(cell(addedRow, DIVIDEND)).toHaveText('08:30 UTC');
  await expect(cell(addedRow, OFFERED)).toHaveText('No');

  // A reviewer, in a browser of their own, reads the same terms with nothing to edit.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signInAt(reviewer, origin, (await createOperator('reviewer', 'earn-reviewer')).email);
  await openEarn(reviewer);
  const seen = reviewer.getByTestId('earn-product-1');
  await expect(cell(seen, DAILY)).toHaveAttribute('title', rateNext);
  await expect(reviewer.getByRole('cell', { name: added, exact: true })).toBeVisible();
  await expect(reviewer.getByTestId('earn-note')).toContainText('Edits apply to new orders only');
  await expect(reviewer.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(reviewer.getByRole('button', { name: 'Add a product' })).toHaveCount(0);
  await expect(reviewer.getByRole('link', { name: 'Product changes in the audit log' })).toHaveCount(0);
  await reviewerContext.close();

  // The administrator puts the daily rate back.
  await row.getByRole('button', { name: 'Edit' }).click();
  await field(form, 'Daily rate').fill(pctBefore);
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(form).toHaveCount(0);
  await expect(cell(row, DAILY)).toHaveAttribute('title', rateBefore);
});
