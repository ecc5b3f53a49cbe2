import { expect, test } from '@playwright/test';
import { Shell } from './pages';

test('home shows live crypto prices that change, labelled as demo prices', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open();
  const btc = page.locator('.home-markets [data-symbol="BTC/USDT"] [data-testid="price"]');
  await expect(btc).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.locator('.home-markets').getByText('Demo prices')).toBeVisible();
  const first = await btc.textContent();
  await expect(btc).not.toHaveText(first ?? '', { timeout: 10_000 });
  await page.getByRole('tab', { name: 'Forex' }).click();
  await expect(page.locator('.home-markets [data-symbol="EUR/USD"]')).toBeVisible();
});

test('a favourite starred on a chart is in the favourites tab, also after a reload', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('./#/pages/market/detail?symbol=ETH%2FUSDT');
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(shell.toast).toHaveText('Added to favourites');
  await page.goto('./#/pages/market/market');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.locator('.quote-list [data-symbol="ETH/USDT"]')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.locator('.quote-list [data-symbol="ETH/USDT"]')).toBeVisible();
  await expect(page.locator('.quote-list li')).toHaveCount(1);
});

test('an instrument opens its candlestick chart and switches period', async ({ page }) => {
  await page.goto('./#/pages/market/market');
  await page.locator('[data-symbol="BTC/USDT"]').click();
  await expect(page.locator('.chart[data-state="ready"] canvas').first()).toBeVisible();
  const candles = page.waitForResponse((r) => r.url().includes('new_timeshar') && r.url().includes('period=1h'));
  await page.getByRole('tab', { name: '1H' }).click();
  const reply = (await (await candles).json()) as { message: { candles: unknown[] } };
  expect(reply.message.candles.length).toBeGreaterThan(100);
  await expect(page.locator('.chart[data-state="ready"]')).toBeVisible();
});

test('market search finds by name and remembers recent views', async ({ page }) => {
  await page.goto('./#/pages/market/search');
  await page.getByRole('searchbox').fill('sol');
  await page.locator('[data-symbol="SOL/USDT"]').click();
  await expect(page.getByTestId('detail-price')).toBeVisible();
  await page.goto('./#/pages/market/search');
  await expect(page.getByRole('heading', { name: 'Recent views' })).toBeVisible();
  await expect(
    page.locator('section').filter({ hasText: 'Recent views' }).locator('[data-symbol="SOL/USDT"]'),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.locator('section').filter({ hasText: 'Recent views' }).locator('[data-symbol="SOL/USDT"]'),
  ).toBeVisible();
});

test('offline, a cold start shows the last quotes kept on the device, marked with their age', async ({
  page,
  context,
}) => {
  const shell = new Shell(page);
  await shell.open();
  await expect(page.locator('.home-markets [data-symbol="BTC/USDT"]')).toBeVisible();
  await shell.waitForServiceWorker();
  // The snapshot is kept right after it loads; give IndexedDB a moment to commit.
  await page.waitForFunction(async () => {
    const dbs = await indexedDB.databases();
    return dbs.some((d) => d.name === 'kestrel');
  });
  await page.waitForTimeout(500);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('.home-markets [data-symbol="BTC/USDT"]')).toBeVisible();
  await expect(page.locator('.home-markets').getByText(/Offline · updated/)).toBeVisible();
  await context.setOffline(false);
});
