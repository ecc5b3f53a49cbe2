// A server refusal at its field, in a desktop browser: an administrator edits the 60 s duration of
// Seconds options with a most stake below the least stake — the form does not check the stakes
// (the server does), so only the server can refuse it. Its refusal (options.stake_range) is shown
// under the most stake, the field is marked invalid and described by it, the values stay as typed,
// and an edit of that field clears it. Nothing is saved, so other tests' terms are untouched.
import { expect, test } from '@playwright/test';
import { createOperator, signInAsAdmin } from './operators';

test('a refusal the server alone makes is shown at its field, with the values kept as typed', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await signInAsAdmin(page, request, origin, await createOperator('admin', 'refusals-admin'));
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Seconds options' }).click();
  const row = page.getByTestId('duration-60');

  await row.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: '60 s' });
  const least = form.getByRole('textbox', { name: /^Least stake/ });
  const most = form.getByRole('textbox', { name: /^Most stake/ });
  await least.fill('50');
  await most.fill('10');
  await form.getByRole('button', { name: 'Save' }).click();

  const refusal = 'The most stake cannot be less than the least';
  await expect(form.getByRole('alert')).toHaveText(refusal);
  await expect(most).toHaveAttribute('aria-invalid', 'true');
  await expect(most).toHaveAccessibleDescription(refusal);
  await expect(least).not.toHaveAttribute('aria-invalid', 'true');
  await expect(least).toHaveValue('50');
  await expect(most).toHaveValue('10');

  // An edit of the field refused clears its refusal.
  await most.fill('100');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(most).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
});
