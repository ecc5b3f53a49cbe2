// The settlement check in the back office (issue 41): an administrator runs the auditor over the
// running server's whole history (spot fills of the market maker, and a customer's loan) and reads
// that nothing differs, with the counts per kind and the ledger's own figures; a reviewer, who may
// not read the audit, does not see the screen.
import { expect, test } from '@playwright/test';
import { borrowAgainstBtc, getDemoFunds, makeAccount } from './api';
import { a11yFindings, prepareAxe } from './axe';
import { createOperator, signInAsAdmin, signInAt } from './operators';

test('an administrator runs the settlement check and reads that nothing differs', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const customer = await makeAccount(request, baseURL ?? '');
  await getDemoFunds(request, baseURL ?? '', customer.token, 'BTC', '0.05');
  await borrowAgainstBtc(request, baseURL ?? '', customer.token, { amount: '300', collateral: '0.05' });

  await prepareAxe(page);
  await signInAsAdmin(page, request, origin, await createOperator('admin', 'settlements'));
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Settlement check' }).click();
  await expect(page.getByRole('heading', { name: 'Settlement check', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Run the check' }).click();
  await expect(page.getByTestId('settlement-status')).toContainText('No differences', { timeout: 60_000 });
  await expect(page.getByTestId('count-entries')).toBeVisible();
  await expect(page.getByTestId('count-faults').getByRole('cell').nth(1)).toHaveText('0');
  expect(await a11yFindings(page, 'settlement check')).toEqual([]);
});

test('a reviewer does not see the settlement check', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  await signInAt(page, origin, (await createOperator('reviewer', 'settlements-reviewer')).email);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Proof of liabilities' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settlement check' })).toHaveCount(0);
});
