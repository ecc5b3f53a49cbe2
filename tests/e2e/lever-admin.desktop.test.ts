// The back office's Contracts screen in a desktop browser: an administrator sees what the product
// did and is told that edits reach new positions only, filters the contracts by class, has bad
// terms explained at the form before anything is sent (and the server's own refusal shown in
// place), changes BTC/USDT's fee rate and multiples after a confirmation and finds them in the
// table and in the audit log, then changes the liquidation line (per cent on the screen, a
// fraction on the wire, audited); a reviewer in a browser of their own sees the same terms with
// nothing to edit. Everything is put back at the end, since other tests use the same server.
import { expect, type Page, test } from '@playwright/test';
import { a11yFindings, prepareAxe } from './axe';
import { createOperator, signInAsAdmin, signInAt } from './operators';

const openContracts = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Contracts' }).click();
  await expect(page.getByRole('heading', { name: 'Contracts', level: 1 })).toBeVisible();
};

// Columns of the contracts table.
const FEE = 5;
const MULTIPLES = 3;

test('an administrator edits BTC/USDT and the liquidation line (confirmed, audited); a reviewer only reads', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL ?? '').origin;
  await prepareAxe(page);
  await signInAsAdmin(page, request, origin, await createOperator('admin', 'lever-admin'));
  await openContracts(page);

  await expect(page.getByTestId('lever-note')).toContainText('Edits apply to new positions only');
  await expect(page.getByRole('heading', { name: 'Positions and results' })).toBeVisible();
  await expect(page.getByTestId('lever-open-count')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('lever-customer-pnl')).toHaveText(/^[+-]?[\d,]+(\.\d+)?$/);

  // The class filter: crypto only, then every class again.
  const table = page.getByTestId('lever-products');
  const rows = table.locator('tbody tr');
  const all = await rows.count();
  const classFilter = page.getByRole('combobox', { name: 'Class' });
  await classFilter.selectOption('crypto');
  const crypto = await rows.count();
  expect(crypto).toBeGreaterThan(0);
  expect(crypto).toBeLessThan(all);
  for (let i = 0; i < crypto; i++) await expect(rows.nth(i).getByRole('cell').nth(1)).toHaveText('Crypto');
  await classFilter.selectOption('');
  await expect(rows).toHaveCount(all);

  const row = page.getByTestId('lever-product-BTC/USDT');
  await expect(row.getByRole('cell').first()).toHaveText('BTC/USDT');
  const feeBefore = (await row.getByRole('cell').nth(FEE).getAttribute('title')) ?? '';
  const multiplesBefore = ((await row.getByRole('cell').nth(MULTIPLES).textContent()) ?? '').replaceAll(' ', '');
  expect(feeBefore).toMatch(/^0\.\d+$/);
  expect(multiplesBefore).toMatch(/^\d+(,\d+)*$/);

  await row.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'BTC/USDT' });
  await expect(form).toContainText('Edits apply to new positions only');
  const fee = form.getByLabel('Fee rate');
  const multiples = form.getByLabel('Multiples');
  await expect(fee).toHaveValue(feeBefore);

  // Bad terms are explained as typed, before anything is sent.
  await multiples.fill('5,0,10');
  await expect(form.getByRole('alert')).toContainText('Whole numbers from 1 to 9999');
  await multiples.fill(multiplesBefore);
  await fee.fill('1.5');
  await expect(form.getByRole('alert')).toContainText('A fraction from 0 up to 1');
  await form.getByLabel('Least lots').fill('50');
  await form.getByLabel('Most lots').fill('5');
  await expect(form.getByRole('alert').filter({ hasText: 'At least the least lots' })).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);

  // The server's own refusal is shown in place: here, terms altered on their way to it.
  await row.getByRole('button', { name: 'Edit' }).click();
  await page.route('**/api/admin/lever/product', async (route) => {
    const body = new URLSearchParams(route.request().postData() ?? '');
    body.set('multiples', '0');
    await route.continue({ postData: body.toString() });
  });
  await form.getByLabel('Fee rate').fill('0.0009');
  await form.getByRole('button', { name: 'Save' }).click();
  await form
    .getByRole('group', { name: 'Save these terms for BTC/USDT?' })
    .getByRole('button', { name: 'Confirm and save' })
    .click();
  await expect(form.getByRole('alert')).toContainText('Please enter a valid lot size, multiples');
  await page.unroute('**/api/admin/lever/product');
  await expect(row.getByRole('cell').nth(FEE)).toHaveAttribute('title', feeBefore);

  // New terms: confirmed (with what changes), saved, shown in the table.
  const feeNext = feeBefore === '0.0007' ? '0.0008' : '0.0007';
  const feeNextPct = feeNext === '0.0007' ? '0.07' : '0.08';
  const multiplesNext = multiplesBefore === '5,10,25' ? '5,10,30' : '5,10,25';
  await form.getByLabel('Fee rate').fill(feeNext);
  await form.getByLabel('Multiples').fill(multiplesNext);
  await expect(form.getByText(`${feeNextPct} % of the notional`)).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  const confirm = form.getByRole('group', { name: 'Save these terms for BTC/USDT?' });
  await expect(confirm).toContainText(`Fee rate: ${feeBefore}`);
  await expect(confirm).toContainText(`→ ${feeNext}`);
  await expect(confirm).toContainText(
    `Multiples: ${multiplesBefore.replaceAll(',', ', ')} → ${multiplesNext.replaceAll(',', ', ')}`,
  );
  await expect(confirm).toContainText('New positions get these terms; open positions keep theirs.');
  // The screen, its edit form and the confirmation pass axe.
  expect(await a11yFindings(page, 'contracts, editing')).toEqual([]);
  await confirm.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved BTC/USDT.' })).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(row.getByRole('cell').nth(FEE)).toHaveText(`${feeNextPct} %`);
  await expect(row.getByRole('cell').nth(FEE)).toHaveAttribute('title', feeNext);
  await expect(row.getByRole('cell').nth(MULTIPLES)).toHaveText(multiplesNext.replaceAll(',', ', '));

  // The audit log has the change.
  await page.getByRole('link', { name: 'Contract changes in the audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(page.getByLabel('Action')).toHaveValue('lever.product.save');
  const entry = page.getByRole('row').filter({ hasText: 'lever.product.save' }).first();
  // (A long before/after is folded and pretty-printed.)
  await expect(entry).toContainText(new RegExp(`"fee_rate": "${feeNext.replace('.', '\\.')}"`));
  await expect(entry).toContainText(new RegExp(`"multiples": \\[\\s*${multiplesNext.split(',').join(',\\s*')}\\s*\\]`));

  // The liquidation line: per cent on the screen, checked, confirmed, saved as a fraction, audited.
  await openContracts(page);
  const lineBefore = ((await page.getByTestId('lever-line').textContent()) ?? '').replace(' %', '');
  expect(lineBefore).toMatch(/^\d+(\.\d+)?$/);
  const lineNext = lineBefore === '12.5' ? '15' : '12.5';
  await page.getByRole('button', { name: 'Change the line' }).click();
  const lineForm = page.getByRole('form', { name: 'Liquidation line' });
  const lineInput = lineForm.getByLabel('Liquidation line (%)');
  await expect(lineInput).toHaveValue(lineBefore);
  await lineInput.fill('100');
  await expect(lineForm.getByRole('alert')).toContainText('More than 0 and less than 100');
  await lineInput.fill(lineNext);
  await expect(lineForm).toContainText(`Sent as a fraction: ${lineNext === '15' ? '0.15' : '0.125'}`);
  await lineForm.getByRole('button', { name: 'Save' }).click();
  const lineConfirm = lineForm.getByRole('group', {
    name: `Change the liquidation line from ${lineBefore} % to ${lineNext} %?`,
  });
  await expect(lineConfirm).toContainText('It applies at once to every account with open positions');
  expect(await a11yFindings(page, 'contracts, liquidation line')).toEqual([]);
  await lineConfirm.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Saved the liquidation line: ${lineNext} %.` }),
  ).toBeVisible();
  await expect(page.getByTestId('lever-line')).toHaveText(`${lineNext} %`);
  await page.getByRole('link', { name: 'Line changes in the audit log' }).click();
  await expect(page.getByLabel('Action')).toHaveValue('lever.line.save');
  await expect(page.getByRole('row').filter({ hasText: 'lever.line.save' }).first()).toContainText(
    `{"line":"${lineNext === '15' ? '0.15' : '0.125'}"}`,
  );

  // A reviewer, in a browser of their own, reads the same terms with nothing to edit.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signInAt(reviewer, origin, (await createOperator('reviewer', 'lever-reviewer')).email);
  await openContracts(reviewer);
  const seen = reviewer.getByTestId('lever-product-BTC/USDT');
  await expect(seen.getByRole('cell').nth(FEE)).toHaveAttribute('title', feeNext);
  await expect(seen.getByRole('cell').nth(MULTIPLES)).toHaveText(multiplesNext.replaceAll(',', ', '));
  await expect(reviewer.getByTestId('lever-line')).toHaveText(`${lineNext} %`);
  await expect(reviewer.getByRole('heading', { name: 'Positions and results' })).toBeVisible();
  await expect(reviewer.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(reviewer.getByRole('button', { name: 'Change the line' })).toHaveCount(0);
  await expect(reviewer.getByRole('link', { name: 'Contract changes in the audit log' })).toHaveCount(0);
  await reviewerContext.close();

  // The administrator puts everything back.
  await openContracts(page);
  await page.getByTestId('lever-product-BTC/USDT').getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Fee rate').fill(feeBefore);
  await form.getByLabel('Multiples').fill(multiplesBefore);
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByTestId('lever-product-BTC/USDT').getByRole('cell').nth(FEE)).toHaveAttribute(
    'title',
    feeBefore,
  );
  await page.getByRole('button', { name: 'Change the line' }).click();
  await lineInput.fill(lineBefore);
  await lineForm.getByRole('button', { name: 'Save' }).click();
  await lineForm.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByTestId('lever-line')).toHaveText(`${lineBefore} %`);
});
