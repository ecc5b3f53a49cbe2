// The back office's crypto loans in a desktop browser (issue 38): an administrator opens Crypto
// loans, sees the products with what each has lent and its open loans, edits the ETH product's
// daily rate (per cent on the screen, a fraction on the wire, confirmed as before → after) and finds
// it saved after a reload, and as customers read it; a customer's open loan shows in the list of
// every user's loans with its LTV. (The ETH product: the phone tests borrow against BTC.)
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { LoanProduct } from '../../contract/loans';
import { borrowAgainstBtc, getDemoFunds, makeAccount } from './api';
import { a11yFindings, prepareAxe } from './axe';
import { createOperator, signInAsAdmin } from './operators';

/** The form's fields, by the start of their labels (a label also holds its hint or problem). */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label.replace(/[()%]/g, '\\$&')}`));
const cell = (row: Locator, n: number) => row.getByRole('cell').nth(n);

// Columns of the products table.
const RATE = 4;
const OPEN_LOANS = 11;

const open = async (page: Page, link: string) => {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { name: link, level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

test('an administrator edits a loan product’s daily rate and sees it saved; every user’s loans are listed', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  // A customer's open loan, for the list.
  const customer = await makeAccount(request, baseURL ?? '');
  await getDemoFunds(request, baseURL ?? '', customer.token, 'BTC', '0.05');
  const loan = await borrowAgainstBtc(request, baseURL ?? '', customer.token, { amount: '300', collateral: '0.05' });

  await prepareAxe(page);
  await signInAsAdmin(page, request, origin, await createOperator('admin', 'loans-admin'));
  await open(page, 'Crypto loans');
  await expect(page.getByTestId('loans-note')).toContainText('Edits apply to new loans only');
  const eth = page.getByTestId('loan-product-2');
  await expect(cell(eth, 0)).toHaveText('2 · USDT / ETH');
  await expect(cell(page.getByTestId('loan-product-1'), OPEN_LOANS)).not.toHaveText('0');

  // The customer's loan, read only, with its LTV at the recorded price.
  const row = page.getByTestId(`loan-${loan.id}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(' %');

  // The ETH product's daily rate: 0.025 % → 0.03 %, confirmed as before → after.
  const before = ((await cell(eth, RATE).getAttribute('title')) ?? '').trim();
  const next = before === '0.0003' ? '0.035' : '0.03';
  const fraction = before === '0.0003' ? '0.00035' : '0.0003';
  await eth.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'USDT against ETH' });
  await field(form, 'Interest (% a day)').fill(next);
  await expect(form).toContainText(`Sent as ${fraction}`);
  // A line out of order is explained as typed.
  await field(form, 'Margin-call LTV (%)').fill('50');
  await expect(form.getByRole('alert').filter({ hasText: 'Above the initial LTV' })).toBeVisible();
  await field(form, 'Margin-call LTV (%)').fill('80');
  await form.getByRole('button', { name: 'Save' }).click();
  const confirm = form.getByRole('group', { name: 'Save these terms for USDT against ETH?' });
  await expect(confirm.getByRole('listitem')).toHaveText([
    new RegExp(
      `^Daily rate: .*\\(${before.replace('.', '\\.')}\\) → ${next.replace('.', '\\.')} % \\(${fraction.replace('.', '\\.')}\\)$`,
    ),
  ]);
  expect(await a11yFindings(page, 'crypto loans, editing a product')).toEqual([]);
  await confirm.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved the ETH product.' })).toBeVisible();
  await expect(cell(eth, RATE)).toHaveText(`${next} %`);

  // As the server has it, and as customers read it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Crypto loans', level: 1 })).toBeVisible();
  await expect(cell(eth, RATE)).toHaveAttribute('title', fraction);
  await page.screenshot({ path: '/tmp/loans-admin.png', fullPage: true });
  const res = await request.get(`${origin}/api/loan/products`);
  const products = ((await res.json()) as { message: LoanProduct[] }).message;
  expect(products.find((p) => p.id === 2)?.daily_rate).toBe(fraction);
});
