// Identity verification for everyone (issue 20): on a phone, a Hong Kong resident chooses the
// issuing country, reads the expected format under the number, is told at the field that a
// mistyped check digit does not match, corrects it and submits; the review shows the country.
import { expect, test } from '@playwright/test';
import { bindMobile, makeAccount, PNG_1x1, signInWith } from './api';

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1x1 });

test('a Hong Kong ID card: format hint, check-digit error at the field, corrected and submitted', async ({
  page,
  request,
  baseURL,
}) => {
  const { token } = await makeAccount(request, baseURL ?? '');
  await bindMobile(request, baseURL ?? '', token);
  await signInWith(page, token);
  await page.goto('./#/pages/setting/real');

  const country = page.getByLabel('Issuing country', { exact: true });
  await expect(country).toHaveValue('CN');
  const number = page.getByLabel('Document number');
  await expect(page.getByText('18 digits; the last may be X, e.g. 11010519491231002X')).toBeVisible();

  // Searching chooses the first match; the format under the field follows the country.
  await page.getByLabel('Search issuing country').fill('Hong');
  await expect(country).toHaveValue('HK');
  const hint = 'Letter(s), 6 digits and a check character in brackets, e.g. A123456(3)';
  await expect(page.getByText(hint)).toBeVisible();
  await expect(number).toHaveAccessibleDescription(hint);

  await expect(page.getByRole('radio', { name: 'ID card' })).toBeChecked();
  await page.getByLabel('Real name').fill('Chan Tai Man');
  await number.fill('A123456(4)');
  await page.getByLabel('Real name').focus();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription('The check digit does not match');

  // Submitting with the error sends nothing.
  let submissions = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/user/real')) submissions++;
  });
  await page.getByLabel('Front of the document').setInputFiles(photo('front.png'));
  await page.getByLabel('Back of the document').setInputFiles(photo('back.png'));
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('The check digit does not match')).toBeVisible();
  expect(submissions).toBe(0);

  await number.fill('A123456(3)');
  await expect(number).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible();
  const review = page.locator('.real-details');
  await expect(review).toContainText('Issuing country');
  await expect(review).toContainText('Hong Kong');
  await expect(review).toContainText('A12***6(3)');
  expect(submissions).toBe(1);
});
