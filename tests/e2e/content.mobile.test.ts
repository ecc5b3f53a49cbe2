import { expect, test } from '@playwright/test';

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('shows the popup news once, with banners on home', async ({ page }) => {
    await page.goto('./#/');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading')).toContainText('Welcome to Kestrel');
    await popup.getByRole('button', { name: 'Close' }).last().click();
    await expect(popup).toBeHidden();
    await expect(page.locator('.banner-carousel')).toBeVisible();
    await page.reload();
    await expect(page.locator('.tabbar')).toBeVisible();
    await expect(page.locator('.banner-carousel')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('news opens as a list and as an article, in the chosen language', async ({ page }) => {
  await page.goto('./#/pages/common/news');
  const first = page.locator('.news-row').first();
  await expect(first).toBeVisible();
  const title = (await first.locator('.news-title').textContent()) ?? '';
  await first.click();
  await expect(
    page
      .getByRole('heading', { level: 1 })
      .or(page.getByRole('heading', { level: 2 }))
      .first(),
  ).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();

  await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  await page.reload();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('the FAQ opens an answer, and the information pages load', async ({ page }) => {
  await page.goto('./#/pages/common/faq');
  const item = page.locator('.faq-item').first();
  await item.locator('summary').click();
  await expect(item.locator('.faq-answer')).toBeVisible();
  for (const path of ['/pages/common/aboutus', '/pages/common/contactus', '/pages/setting/operational_compliance']) {
    await page.goto(`./#${path}`);
    await expect(page.locator('.page h1, .page h2').first()).not.toBeEmpty();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  await expect(page.getByText(/simulated/i).first()).toBeVisible();
});
