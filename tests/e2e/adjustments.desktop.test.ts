// Four eyes on balance adjustments (issue 19 §5) in a desktop browser: administrator A credits a
// customer 5,000 USDT — above the approval threshold (1,000 USDT by default), so it waits; A's
// approvals page shows it as A's own request with nothing to decide. Administrator B, in a browser
// of their own, approves it after the confirm step restates amount and user, and the customer's
// balance has it. A second request is rejected by B (a note is required first) and changes nothing;
// A reads both decisions under All.
import { expect, type Page, test } from '@playwright/test';
import { makeAccount } from './api';
import { createOperator, signInAsAdmin } from './operators';

const openApprovals = async (page: Page) => {
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Adjustment approvals' })
    .click();
  await expect(page.getByRole('heading', { name: 'Adjustment approvals', level: 1 })).toBeVisible();
};

test('a credit above the threshold waits for a second administrator, who approves it; a rejected one changes nothing', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL ?? '').origin;
  const customer = await makeAccount(request, baseURL ?? '');
  /** The customer's available USDT in the spot account, as the wallet API answers it. */
  const spotUsdt = async () => {
    const res = await request.post(`${origin}/api/wallet/list`, {
      headers: { token: customer.token, AUTHORIZATION: customer.token },
    });
    const rows = ((await res.json()) as { message: { account: number; currency: string; available: string }[] })
      .message;
    return rows.find((r) => r.account === 2 && r.currency === 'USDT')?.available ?? '0';
  };
  const [a, b] = await Promise.all([createOperator('admin', 'adjust-a'), createOperator('admin', 'adjust-b')]);

  // A finds the customer and credits 5,000 USDT: above the threshold, so it is only requested.
  await signInAsAdmin(page, request, origin, a);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Find a user' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: customer.email }).click();
  await expect(page.getByRole('heading', { name: customer.email })).toBeVisible();
  const adjust = async (amount: string, reason: string) => {
    const form = page.locator('form').filter({ hasText: 'Balance adjustment' });
    await form.getByLabel('Account').selectOption('2');
    await form.getByLabel('Currency').fill('USDT');
    await form.getByLabel('Amount (negative to take away)').fill(amount);
    await form.getByLabel('Reason (the customer sees it in the bill)').fill(reason);
    await form.getByRole('button', { name: 'Adjust' }).click();
    await expect(form.getByRole('status')).toContainText(
      "This would take this customer's or your adjustments in 24 hours above 1,000 USDT: waiting for a second administrator's approval.",
    );
    return form;
  };
  const form = await adjust('5000', 'Compensation for the failed deposit');
  expect(await spotUsdt()).toBe('0');

  // A's approvals page: the request is there, marked as A's own, with no buttons.
  await form.getByRole('link', { name: 'Adjustment approvals' }).click();
  await expect(page.getByRole('heading', { name: 'Adjustment approvals', level: 1 })).toBeVisible();
  await expect(page.getByTestId('approval-threshold')).toContainText('within 1,000 USDT');
  const mine = page.locator('article.adjustment').filter({ hasText: customer.email });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('+5000 USDT');
  await expect(mine).toContainText('Compensation for the failed deposit');
  await expect(mine).toContainText(`${a.email} (you)`);
  await expect(mine).toContainText('Requested by you — another administrator must decide.');
  await expect(mine.getByRole('button')).toHaveCount(0);

  // B, in a browser of their own, approves it after the confirm step.
  const bContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const bPage = await bContext.newPage();
  await signInAsAdmin(bPage, request, origin, b);
  await openApprovals(bPage);
  const pending = bPage.locator('article.adjustment').filter({ hasText: customer.email });
  await expect(pending).toContainText('+5000 USDT');
  await expect(pending).toContainText(a.email);
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(pending.getByRole('form', { name: 'Approve' })).toContainText(
    `Apply +5000 USDT to ${customer.email} (account 2 · Spot)?`,
  );
  expect(await spotUsdt()).toBe('0');
  await pending.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(
    bPage.getByRole('status').filter({ hasText: `Approved +5000 USDT for ${customer.email}` }),
  ).toBeVisible();
  await expect(pending).toHaveCount(0);
  expect(await spotUsdt()).toBe('5000');

  // The customer's detail shows the balance, and the bill line carries A's reason.
  await bPage.goto(`${origin}/admin/#/users`);
  await bPage.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
  await bPage.getByRole('button', { name: 'Search' }).click();
  await bPage.getByRole('link', { name: customer.email }).click();
  await expect(
    bPage.locator('table').filter({ hasText: 'Available' }).getByRole('row').filter({ hasText: 'USDT' }),
  ).toContainText('5000');
  await expect(bPage.getByText('Compensation for the failed deposit')).toBeVisible();

  // A second request, which B rejects: a note is needed first; the balance does not move.
  await page.goto(`${origin}/admin/#/users`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: customer.email }).click();
  await adjust('2500', 'Duplicate compensation');
  await openApprovals(bPage);
  const second = bPage.locator('article.adjustment').filter({ hasText: customer.email });
  await expect(second).toContainText('+2500 USDT');
  await second.getByRole('button', { name: 'Reject' }).click();
  const reject = second.getByRole('form', { name: 'Reject' });
  await expect(reject).toContainText(`Reject +2500 USDT for ${customer.email}? Nothing is applied.`);
  await reject.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(reject.getByRole('alert')).toHaveText('Give the reason for the rejection');
  await reject.getByLabel('Reason for the rejection (required)').fill('Already compensated');
  await reject.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(
    bPage.getByRole('status').filter({ hasText: `Rejected +2500 USDT for ${customer.email}` }),
  ).toBeVisible();
  await expect(second).toHaveCount(0);
  expect(await spotUsdt()).toBe('5000');
  await bContext.close();

  // A reads both decisions under All: who decided, and the note of the rejection.
  await openApprovals(page);
  await expect(page.locator('article.adjustment').filter({ hasText: customer.email })).toHaveCount(0);
  await page.getByRole('tab', { name: 'All' }).click();
  const decided = page.locator('article.adjustment').filter({ hasText: customer.email });
  await expect(decided).toHaveCount(2);
  const applied = decided.filter({ hasText: '+5000 USDT' });
  await expect(applied.getByTestId('adjustment-state')).toHaveText('Applied');
  await expect(applied).toContainText(b.email);
  const rejected = decided.filter({ hasText: '+2500 USDT' });
  await expect(rejected.getByTestId('adjustment-state')).toHaveText('Rejected');
  await expect(rejected).toContainText('Already compensated');
  await expect(decided.getByRole('button')).toHaveCount(0);
});
