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

/** In the page: whether the app's IndexedDB holds the kept quotes (never creates the database). */
async function keptQuotesSaved(): Promise<boolean> {
  if (!(await indexedDB.databases()).some((d) => d.name === 'kestrel')) return false;
  return new Promise<boolean>((resolve) => {
    const open = indexedDB.open('kestrel');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      const done = (saved: boolean) => {
        db.close();
        resolve(saved);
      };
      if (!db.objectStoreNames.contains('settings')) return done(false);
      const get = db.transaction('settings').objectStore('settings').get('quotes');
      get.onsuccess = () => done(Boolean(get.result));
      get.onerror = () => done(false);
    };
  });
}

test('offline, a cold start shows the last quotes kept on the device, marked with their age', async ({
  page,
  context,
}) => {
  const shell = new Shell(page);
  await shell.open();
  await expect(page.locator('.home-markets [data-symbol="BTC/USDT"]')).toBeVisible();
  await shell.waitForServiceWorker();
  // The snapshot is kept in IndexedDB (settings 'quotes') 1.5 s after it loads: wait until it is
  // there. (The database itself may exist sooner, made by other data, so that is no signal.)
  await expect.poll(() => page.evaluate(keptQuotesSaved), { timeout: 15_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('.home-markets [data-symbol="BTC/USDT"]')).toBeVisible();
  await expect(page.locator('.home-markets').getByText(/Offline · updated/)).toBeVisible();
  await context.setOffline(false);
});

test('forex, precious metals and futures are separate market lists, and a tab is kept in the address', async ({
  page,
}) => {
  const shell = new Shell(page);
  await page.goto('./#/pages/market/market');
  const tabs = page.getByRole('tablist', { name: 'Markets' });
  const list = page.locator('.quote-list');

  await tabs.getByRole('tab', { name: 'Futures', exact: true }).click();
  await expect(list.locator('[data-symbol="GC/USD"]')).toBeVisible();
  await expect(list.locator('[data-symbol="EUR/USD"]')).toHaveCount(0);
  await expect(list.locator('[data-symbol="XAU/USD"]')).toHaveCount(0);
  await expect(list.locator('[data-symbol="SPX500/USD"]')).toHaveCount(0);
  expect(await shell.hashPath()).toBe('/pages/market/market?tab=futures');

  await tabs.getByRole('tab', { name: 'Forex', exact: true }).click();
  await expect(list.locator('[data-symbol="EUR/USD"]')).toBeVisible();
  await expect(list.locator('[data-symbol="GC/USD"]')).toHaveCount(0);

  await tabs.getByRole('tab', { name: 'Precious metals', exact: true }).click();
  await expect(list.locator('[data-symbol="XAU/USD"]')).toBeVisible();
  await expect(list.locator('[data-symbol="EUR/USD"]')).toHaveCount(0);

  // Opened from the address (the home Stock tile's way), the list is the stocks'.
  await page.goto('./#/pages/market/market?tab=stock');
  await expect(tabs.getByRole('tab', { name: 'Stock', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(list.locator('[data-symbol="AAPL/USD"]')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Coins', exact: true }).click();
  expect(await shell.hashPath()).toBe('/pages/market/market');
  await expect(list.locator('[data-symbol="BTC/USDT"]')).toBeVisible();
});
