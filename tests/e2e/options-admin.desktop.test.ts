// The back office's Seconds options screen in a desktop browser: an administrator sees the
// published durations and the stakes-and-payouts table, is told that edits reach new options only,
// has a payout ratio out of bounds refused by the server at the form, changes the 60 s payout and
// finds the change in the table and in the audit log (through the screen's audit link); a reviewer
// in a browser of their own sees the same terms with nothing to edit. The 60 s ratio is put back at
// the end, since the customer app's option tests run against the same server.
import { expect, type Page, test } from '@playwright/test';
import { createOperator, signInAsAdmin, signInAt } from './operators';

const openOptions = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Seconds options' }).click();
  await expect(page.getByRole('heading', { name: 'Seconds options', level: 1 })).toBeVisible();
};

test('an administrator changes the 60 s payout (audited, refusals at the form); a reviewer only reads', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const origin = new URL(baseURL ?? '').origin;
  await signInAsAdmin(page, request, origin, await createOperator('admin', 'options-admin'));
  await openOptions(page);

  await expect(page.getByRole('note')).toContainText('Edits apply to new options only');
  await expect(page.getByRole('note')).toContainText('No back-office action can change an open option or an outcome');
  await expect(page.getByRole('heading', { name: 'Stakes and payouts' })).toBeVisible();
  const row = page.getByTestId('duration-60');
  await expect(row.getByRole('cell').first()).toHaveText('60 s');
  const before = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  expect(before).toMatch(/^0\.\d+$/);

  // A ratio above 1 is refused by the server, in place; nothing changes.
  await row.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: '60 s' });
  const ratio = form.getByLabel('Payout ratio');
  await ratio.fill('1.5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).not.toBeEmpty();
  await expect(row.getByRole('cell').nth(1)).toHaveText(before);

  // 0.86 is saved: the table shows it, and the audit log has the entry.
  const next = before === '0.86' ? '0.87' : '0.86';
  await ratio.fill(next);
  await expect(form.getByText(`Profit on a win: ${next.slice(2)} %`)).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved the 60 s duration.' })).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText(next);
  await expect(row.getByRole('cell').nth(2)).toHaveText(`${next.slice(2)} %`);

  await page.getByRole('link', { name: 'Changes in the audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(page.getByLabel('Action')).toHaveValue('options.duration.save');
  await expect(page.getByRole('row').filter({ hasText: 'options.duration.save' }).first()).toContainText(next);

  // A reviewer, in a browser of their own, reads the same terms with nothing to edit or add.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signInAt(reviewer, origin, (await createOperator('reviewer', 'options-reviewer')).email);
  await openOptions(reviewer);
  await expect(reviewer.getByTestId('duration-60').getByRole('cell').nth(1)).toHaveText(next);
  await expect(reviewer.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(reviewer.getByRole('button', { name: 'Add duration' })).toHaveCount(0);
  await expect(reviewer.getByRole('link', { name: 'Changes in the audit log' })).toHaveCount(0);
  await reviewerContext.close();

  // The administrator puts the 60 s terms back.
  await openOptions(page);
  await page.getByTestId('duration-60').getByRole('button', { name: 'Edit' }).click();
  const again = page.getByRole('form', { name: '60 s' });
  await again.getByLabel('Payout ratio').fill(before);
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('duration-60').getByRole('cell').nth(1)).toHaveText(before);
});
