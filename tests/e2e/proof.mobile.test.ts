// "Verify my balances" at phone size (issue 41): a user with funds, once a proof is published
// (the demo's POST /api/dev/proof, as the daily job would), opens it from Assets and sees their
// balances in the leaf and the path checked on the phone against the published root: verified.
// A user who held nothing then is told so, with no verdict.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { signedInNewAccount, signedInWithFunds } from './api';
import { Shell } from './pages';

const publish = async (request: APIRequestContext, baseURL: string) => {
  const res = await request.post(`${new URL(baseURL).origin}/api/dev/proof`);
  expect(((await res.json()) as { message: { status: string } }).message.status).toBe('published');
};

test('a user opens Verify my balances from Assets and sees their balances verified on the phone', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInWithFunds(page, request, baseURL ?? '', '1000');
  await publish(request, baseURL ?? '');
  const shell = new Shell(page);
  await shell.open('/pages/fund/assets');
  await page.getByTestId('verify-balances').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify my balances' })).toBeVisible();
  const verdict = page.getByTestId('proof-verdict');
  await expect(verdict).toHaveAttribute('data-state', 'verified');
  await expect(verdict).toContainText('Verified');
  await expect(page.getByTestId('proof-balance-USDT')).toHaveText('1,000');
  await expect(page.getByTestId('proof-root')).toHaveText(/^[0-9a-f]{64}$/);
  // What was hashed is shown, for anyone to redo (the steps depend on how many users the tree holds).
  const path = page.getByTestId('proof-path');
  await path.locator('summary').click();
  await expect(path).toContainText('Your salt');
  await expect(path.locator('.proof-hash').first()).toHaveText(/^[0-9a-f]{64}$/);
  await page.screenshot({ path: '/tmp/proof-verified.png', fullPage: true });
});

test('a user who held nothing at the last publication is told so', async ({ page, request, baseURL }) => {
  await publish(request, baseURL ?? '');
  await signedInNewAccount(page, request, baseURL ?? '');
  await page.goto('./#/pages/fund/proof');
  await expect(page.getByTestId('proof-not-in')).toContainText('You held nothing when this proof was made');
  await expect(page.getByTestId('proof-root')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('proof-verdict')).toHaveCount(0);
});
