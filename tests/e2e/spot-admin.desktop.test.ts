// The back office's Spot screen in a desktop browser: after a customer trades with the market
// maker, an administrator sees the maker's P&L table and its trades, refreshes it, edits a pair's
// taker fee (a value out of bounds is explained before anything is sent), and the pairs table and
// the audit log show the change; a reviewer sees the same screen without the edit buttons.
// (ARB/USDT: the customer app's spot tests trade BTC/USDT on the same server.)
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { currencyId } from '../../contract/currencies';
import { getDemoFunds, makeAccount } from './api';
import { createOperator, signInAsAdmin, signInAt } from './operators';

test("an administrator reads the market maker's P&L and edits a pair's taker fee; a reviewer only reads", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const origin = new URL(baseURL ?? '').origin;
  const customer = await makeAccount(request, baseURL ?? '');
  await getDemoFunds(request, baseURL ?? '', customer.token, 'USDT', '1000');
  // A market buy of ARB against the maker, once its first quotes are up.
  await expect(async () => {
    const res = await request.post(`${origin}/api/coin/trade`, {
      form: { currency_id: String(currencyId('ARB')), legal_id: '1', type: '1', order_type: 'market', amount: '10' },
      headers: { token: customer.token, AUTHORIZATION: customer.token, 'Idempotency-Key': randomUUID() },
    });
    expect(((await res.json()) as { message: { state?: string } }).message.state).toBe('filled');
  }).toPass({ timeout: 20_000 });

  await signInAsAdmin(page, request, origin, await createOperator('admin', 'spot-admin'));
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Spot' }).click();
  await expect(page.getByRole('heading', { name: 'Spot trading' })).toBeVisible();

  // The maker's inventory: ARB went out to the customer, USDT came in.
  const maker = page.getByTestId('maker-table');
  await expect(maker.getByRole('row').filter({ hasText: 'ARB' })).toContainText('-');
  await expect(page.getByTestId('maker-pnl')).toHaveText(/^[+-]?\d/);
  const trades = Number(await page.getByTestId('maker-trades-all').textContent());
  expect(trades).toBeGreaterThanOrEqual(1);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();

  // Edit ARB/USDT: a taker fee above 1 % is explained at once; 0.0015 is saved.
  const row = page.getByTestId('pair-ARB/USDT');
  await row.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'ARB/USDT' });
  const takerFee = form.getByLabel('Taker fee (0 to 0.01)');
  await takerFee.fill('0.02');
  await expect(form.getByRole('alert')).toHaveText('From 0 to 0.01 (1 %)');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await takerFee.fill('0.0015');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved ARB/USDT.' })).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('0.0015');

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'spot.pair.save' }).first()).toContainText('0.0015');

  // A reviewer reads the same screen, with nothing to edit.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInAt(page, origin, (await createOperator('reviewer', 'spot-reviewer')).email);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Spot' }).click();
  await expect(page.getByTestId('pair-ARB/USDT')).toContainText('0.0015');
  await expect(page.getByTestId('maker-table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});
