// The back office's copy trading in a desktop browser (issue 36): a verified customer applies to be
// a trader; a reviewer opens Copy trading, finds the application under review with its nickname,
// bio and profit share, and approves it; the application moves to Approved, and the customer's
// trader centre says so.
import { expect, test } from '@playwright/test';
import type { TraderApplication } from '../../contract/copy';
import { applyAsTrader, makeAccount, submitLevel1 } from './api';
import { approveIdentity, createOperator, signInAt } from './operators';

test('a reviewer approves a trader application', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const customer = await makeAccount(request, baseURL ?? '');
  await submitLevel1(request, baseURL ?? '', customer.token);
  await approveIdentity(request, baseURL ?? '', customer.email);
  const nickname = `Ann ${Date.now().toString(36).slice(-5)}`;
  await applyAsTrader(request, baseURL ?? '', customer.token, {
    nickname,
    bio: 'Swing trades BTC on the hour.',
    profit_share: '0.125',
  });

  // A reviewer: trader applications are reviewed like identity verifications.
  await signInAt(page, origin, (await createOperator('reviewer', 'copy-review')).email);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Copy trading' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trader applications' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Under review' })).toHaveAttribute('aria-selected', 'true');
  const card = page.locator('article[data-application]').filter({ hasText: nickname });
  await expect(card).toContainText('Swing trades BTC on the hour.');
  await expect(card).toContainText('12.5 %');
  await expect(card).toContainText(customer.email);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Trader application approved.')).toBeVisible();
  await expect(page.locator('article[data-application]').filter({ hasText: nickname })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Approved' }).click();
  await expect(page.locator('article[data-application]').filter({ hasText: nickname })).toBeVisible();

  // The customer's own view of it.
  const res = await request.get(`${origin}/api/follow/application`, {
    headers: { token: customer.token, AUTHORIZATION: customer.token },
  });
  const app = ((await res.json()) as { message: TraderApplication }).message;
  expect(app.state).toBe('approved');
});
