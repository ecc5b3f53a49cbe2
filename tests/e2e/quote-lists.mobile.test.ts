// Quote lists as a Binance user expects them (issue 20): each row with its 24 h volume in the
// quote currency and the price in the user's fiat beneath, and the market tab's gainers, losers
// and hot rankings. New words (the tabs, the volume's label) are found by their data attributes
// and figures, so the test holds before and after the catalogs are translated.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { Shell } from './pages';

/** "1.23M" → 1230000: the K/M/B format of spec §9 read back. */
const compact = (text: string) => {
  const m = /([\d.,]+)([KMB]?)/.exec(text);
  if (!m) return Number.NaN;
  const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9 }[m[2] ?? ''] ?? 1;
  return Number((m[1] ?? '').replace(/,/g, '')) * scale;
};
const number = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** The rows of a list as they are shown: symbol, change and 24 h volume text. */
async function rowsOf(list: Locator) {
  return list.locator('.quote-row').evaluateAll((rows) =>
    rows.map((r) => ({
      symbol: r.getAttribute('data-symbol') ?? '',
      change: r.querySelector('.quote-change')?.textContent ?? '',
      volume: r.querySelector('[data-testid="quote-volume"]')?.textContent ?? '',
    })),
  );
}

/** The user's fiat setting as the device keeps it: euros at a fresh, round rate. */
const EUR_AT_HALF = (page: Page) =>
  page.addInitScript(() =>
    localStorage.setItem('fiat', JSON.stringify({ currency_code: 'EUR', rate: '0.5', saveTime: Date.now() })),
  );

test('a home quote row shows its 24 h volume in the quote currency and the price in the user’s fiat', async ({
  page,
}) => {
  await EUR_AT_HALF(page);
  const shell = new Shell(page);
  await shell.open();
  const btc = page.locator('.home-markets [data-symbol="BTC/USDT"]');
  await expect(btc.getByTestId('quote-volume')).toHaveText(/^\d+(\.\d{2})?[KMB]? USDT$/);
  await expect(btc.getByTestId('fiat-price')).toHaveText(/^≈ \d{1,3}(,\d{3})*\.\d{2} EUR$/);
  // Price and fiat come from the same render: read together, the fiat is the price at the rate.
  const [price, fiat] = await btc.evaluate((row) => [
    row.querySelector('[data-testid="price"]')?.textContent ?? '',
    row.querySelector('[data-testid="fiat-price"]')?.textContent ?? '',
  ]);
  expect(Math.abs(number(fiat) - number(price) * 0.5)).toBeLessThanOrEqual(0.01);

  // Quoted in the user's own fiat: the same figure again would say nothing, so none.
  await page.getByRole('tab', { name: 'Stock index' }).click();
  const dax = page.locator('.home-markets [data-symbol="GER40/EUR"]');
  await expect(dax.getByTestId('quote-volume')).toHaveText(/^[\d.]+[KMB]? EUR$/);
  await expect(dax.getByTestId('fiat-price')).toHaveCount(0);
  // Quoted in yen: valued through USD/JPY, still in euros.
  await expect(page.locator('.home-markets [data-symbol="JPN225/JPY"] [data-testid="fiat-price"]')).toHaveText(
    /^≈ [\d,]+\.\d{2} EUR$/,
  );
});

test('the market tab ranks gainers, losers and hot lists across every market', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('./#/pages/market/market');
  const tabs = page.getByRole('tablist', { name: 'Markets' });
  const list = page.locator('.quote-list');
  await expect(list.locator('[data-symbol="BTC/USDT"]')).toBeVisible();

  await tabs.locator('[data-market-tab="gainers"]').click();
  expect(await shell.hashPath()).toBe('/pages/market/market?tab=gainers');
  await expect(list.locator('.quote-row').first()).toBeVisible();
  const gainers = await rowsOf(list);
  expect(gainers.length).toBeLessThanOrEqual(20);
  // Ranked when the tab opened; the badges tick on, so allow a little movement since.
  for (const [i, row] of gainers.entries()) {
    expect(number(row.change), row.symbol).toBeGreaterThan(-0.5);
    if (i > 0) expect(number(row.change)).toBeLessThanOrEqual(number(gainers[i - 1]?.change ?? '') + 0.5);
  }

  await tabs.locator('[data-market-tab="losers"]').click();
  await expect(list.locator('.quote-row').first()).toBeVisible();
  const losers = await rowsOf(list);
  for (const [i, row] of losers.entries()) {
    expect(number(row.change), row.symbol).toBeLessThan(0.5);
    if (i > 0) expect(number(row.change)).toBeGreaterThanOrEqual(number(losers[i - 1]?.change ?? '') - 0.5);
  }
  expect(gainers.length + losers.length).toBeGreaterThan(0);

  await tabs.locator('[data-market-tab="hot"]').click();
  await expect(list.locator('.quote-row').first()).toBeVisible();
  const hot = await rowsOf(list);
  expect(hot).toHaveLength(20);
  // Largest first (compared where the unit is a dollar; ranked a moment before, so with a margin).
  const dollars = hot.filter((r) => / (USDT|USD)$/.test(r.volume));
  expect(dollars.length).toBeGreaterThan(1);
  for (let i = 1; i < dollars.length; i++) {
    expect(compact(dollars[i]?.volume ?? ''), dollars[i]?.symbol).toBeLessThanOrEqual(
      compact(dollars[i - 1]?.volume ?? '') * 1.05,
    );
  }

  // Opened from the address, the ranking is chosen.
  await page.goto('./#/pages/market/market?tab=hot');
  await expect(tabs.locator('[data-market-tab="hot"]')).toHaveAttribute('aria-selected', 'true');
  await expect(list.locator('.quote-row')).toHaveCount(20);
});

test('search’s hot list is the most traded, as the market tab’s Hot', async ({ page }) => {
  await page.goto('./#/pages/market/market?tab=hot');
  const list = page.locator('.quote-list');
  await expect(list.locator('.quote-row')).toHaveCount(20);
  const ranked = (await rowsOf(list)).map((r) => r.symbol);
  await page.goto('./#/pages/market/search');
  const hot = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Hot search' }) });
  await expect(hot.locator('.quote-row')).toHaveCount(8);
  // Both rank by 24 h volume (a moment apart): the same leader, and search's eight among the twenty.
  const searchHot = (await rowsOf(hot)).map((r) => r.symbol);
  expect(searchHot[0]).toBe(ranked[0]);
  for (const symbol of searchHot) expect(ranked).toContain(symbol);
});
