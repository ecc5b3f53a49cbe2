// A trading screen's head at a 390 px phone (issue 40): the S&P 500 contract screen
// (/pages/transaction/index2) has its instrument, price, badges and its links on the screen
// without a sideways scroll, and the Japanese "Demo prices" badge stays on one line.
import { expect, type Page, test } from '@playwright/test';
import { signedInNewAccount } from './api';

test.use({ viewport: { width: 390, height: 844 } });

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * How the element's text lies: the tops of its line boxes (one line: all within half the font
 * size of each other, since glyphs of two fonts may sit a pixel apart) and whether it is cut.
 */
const textLines = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = [...range.getClientRects()].map((r) => r.top);
      const half = Number.parseFloat(getComputedStyle(el).fontSize) / 2;
      return {
        oneLine: tops.every((t) => Math.abs(t - (tops[0] ?? t)) < half),
        cut: el.scrollWidth > el.clientWidth + 1,
        tops,
      };
    });
const oneLine = async (page: Page, selector: string) => {
  const lines = await textLines(page, selector);
  return lines.oneLine && !lines.cut ? true : lines;
};

test('the S&P 500 contract screen fits a 390 px phone, signed in and in Japanese', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInNewAccount(page, request, baseURL ?? '');
  await page.goto('./#/pages/transaction/index2');
  await expect(page.getByTestId('contract-symbol')).toHaveText('SPX500/USD');
  // Signed in, the head has all of its links: the chart, price alerts and the orders.
  await expect(page.locator('.contract-head').getByRole('link', { name: 'Chart' })).toBeInViewport();
  await expect(page.locator('.contract-head .spot-head-end a')).toHaveCount(3);
  await expect(page.locator('.contract-head .demo-badge')).toHaveText('Demo prices');
  expect(await noSideScroll(page)).toBe(true);
  expect(await oneLine(page, '.contract-head .demo-badge')).toBe(true);
  for (const link of await page.locator('.contract-head .spot-head-end a').all()) await expect(link).toBeInViewport();

  await page.evaluate(() => localStorage.setItem('lang', 'jp'));
  await page.reload();
  await expect(page.locator('.contract-head .demo-badge')).toHaveText('デモ価格');
  expect(await noSideScroll(page)).toBe(true);
  expect(await oneLine(page, '.contract-head .demo-badge')).toBe(true);
  for (const link of await page.locator('.contract-head .spot-head-end a').all()) await expect(link).toBeInViewport();

  // The spot screen's head likewise.
  await page.goto('./#/pages/transaction/currency?symbol=BTC%2FUSDT');
  await expect(page.locator('.spot-head .demo-badge')).toHaveText('デモ価格');
  expect(await noSideScroll(page)).toBe(true);
  expect(await oneLine(page, '.spot-head .demo-badge')).toBe(true);
});
