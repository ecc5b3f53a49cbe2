// The floating customer-service button never covers an action or a value (issue 42): put by the
// user right over Register, Open short or the option's "If wrong" amount, it slides aside to the
// nearest free place in its column; and a device is told once that it can be dragged.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signedInWithFunds } from './api';

const fab = (page: Page) => page.getByRole('button', { name: 'Customer service' });

/** The controls and texts on the screen that the button overlaps: their text, for a readable failure. */
const covered = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector('.support-fab')?.getBoundingClientRect();
    if (!button) return ['(no button)'];
    const hit = (r: DOMRect) =>
      r.width > 0 && r.right > button.left && r.left < button.right && r.bottom > button.top && r.top < button.bottom;
    const main = document.querySelector('main');
    const controls = Array.from(main?.querySelectorAll('button, a[href], input, select, textarea') ?? []);
    return controls
      .filter((el) => hit(el.getBoundingClientRect()))
      .map((el) => el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName);
  });

/** Puts the button where `target` is (as if dragged there), reloads, and expects it beside it instead. */
async function putOver(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  if (!box) throw new Error('no box');
  await page.evaluate(
    (share) => localStorage.setItem('support_fab', String(share)),
    box.y / (page.viewportSize()?.height ?? 1),
  );
  await page.reload();
  await expect(target).toBeVisible();
  await expect(fab(page)).toBeVisible();
  await expect.poll(() => covered(page)).toEqual([]);
  const placed = await fab(page).boundingBox();
  const now = await target.boundingBox();
  if (!placed || !now) throw new Error('no box');
  // Beside the target, not across it.
  expect(placed.y + placed.height <= now.y || placed.y >= now.y + now.height).toBe(true);
}

test('put over Register, the button moves aside; a new device is told it can be dragged, once', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(`${baseURL}#/pages/common/register`);
  await expect(fab(page)).toHaveAccessibleDescription('Drag up or down to move it');
  await expect(fab(page)).toContainText('Drag up or down to move it');
  await putOver(page, page.getByRole('button', { name: 'Register', exact: true }));
  // Told once: not after the reload.
  await expect(fab(page)).not.toContainText('Drag up or down to move it');
  await context.close();
});

test('it moves aside from Open short and from the option’s "If wrong" amount', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await signedInWithFunds(page, request, baseURL ?? '');
  await page.goto('./#/pages/transaction/index?product=contract');
  await putOver(page, page.getByRole('button', { name: 'Open short' }));
  await page.goto('./#/pages/transaction/micro');
  await page.getByRole('button', { name: 'I understand the risks — accept' }).click();
  await putOver(page, page.getByTestId('estimate-loss'));
});
