// The offline caching policy, proven in Chromium: the service worker keeps public replies
// (quotations) for offline use for 24 hours and not a moment longer, fetches them again from the
// network whenever it can, and everything stored is dropped when the web version flag rises.
import { expect, type Page, test } from '@playwright/test';
import { Shell } from './pages';

const RUNTIME_CACHE = 'kestrel-public-v1';

/** The cached quotation reply's URL (as the app asked for it), once the worker has kept one. */
async function cachedQuotationUrl(page: Page): Promise<string> {
  const handle = await page.waitForFunction(async (name) => {
    const keys = await (await caches.open(name)).keys();
    return keys.map((r) => r.url).find((u) => u.includes('/api/currency/quotation_new')) ?? null;
  }, RUNTIME_CACHE);
  return (await handle.jsonValue()) as string;
}

/** Whether the page gets an answer for `url` (through the service worker), and its Date header. */
const tryFetch = (page: Page, url: string) =>
  page.evaluate(async (u) => {
    try {
      const res = await fetch(u);
      return { ok: res.ok, date: res.headers.get('date') };
    } catch {
      return { ok: false, date: null };
    }
  }, url);

test('a kept quotation is served offline while under 24 hours old, never once older, and refreshed online', async ({
  page,
  context,
}) => {
  const shell = new Shell(page);
  await shell.open('/pages/market/market');
  await shell.waitForServiceWorker();
  // The first visit was before the worker controlled the page: load the quotes again through it.
  await page.reload();
  const url = await cachedQuotationUrl(page);

  await context.setOffline(true);
  expect((await tryFetch(page, url)).ok).toBe(true);

  // The clock moves 24 h on: the kept reply is now dated 24 h and a minute ago.
  await page.evaluate(
    async ({ name, u }) => {
      const cache = await caches.open(name);
      const kept = await cache.match(u);
      if (!kept) throw new Error('nothing kept');
      const headers = new Headers(kept.headers);
      headers.set('date', new Date(Date.now() - (24 * 60 + 1) * 60_000).toUTCString());
      await cache.put(u, new Response(await kept.blob(), { status: 200, headers }));
    },
    { name: RUNTIME_CACHE, u: url },
  );
  expect((await tryFetch(page, url)).ok).toBe(false);

  await context.setOffline(false);
  const fresh = await tryFetch(page, url);
  expect(fresh.ok).toBe(true);
  expect(Date.now() - Date.parse(fresh.date ?? '')).toBeLessThan(60_000);
});

test('offline, the quotes the worker kept are shown marked with their age, and live again once online', async ({
  page,
  context,
}) => {
  const shell = new Shell(page);
  await shell.open();
  await shell.waitForServiceWorker();
  await page.reload();
  await cachedQuotationUrl(page);

  await context.setOffline(true);
  await page.reload();
  const markets = page.locator('.home-markets');
  await expect(markets.locator('[data-symbol="BTC/USDT"]')).toBeVisible();
  await expect(markets.getByText(/Offline · updated/)).toBeVisible();
  // The banners cannot be fetched: their space closes rather than leaving a gap above the tiles.
  await expect(page.locator('.home-banners')).toHaveCount(0);

  // The socket connects again: the snapshot is loaded afresh and the note goes.
  await context.setOffline(false);
  await expect(markets.getByText(/Offline · updated/)).toBeHidden({ timeout: 20_000 });
});

test('offline after a first visit, the Trade tab still shows its pairs and the pair picked', async ({
  page,
  context,
}) => {
  const shell = new Shell(page);
  await shell.open('/pages/transaction/index');
  await shell.waitForServiceWorker();
  await page.reload();
  // The reloaded page is the worker's: its pairs reply is kept.
  await expect
    .poll(() =>
      page.evaluate(async (name) => {
        const keys = await (await caches.open(name)).keys();
        return keys.some((r) => r.url.includes('/api/coin/pairs'));
      }, RUNTIME_CACHE),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Trading pairs could not be loaded. Check your connection and try again.')).toHaveCount(
    0,
  );
  await expect(page.getByRole('form', { name: 'Place an order' })).toBeVisible();
  await context.setOffline(false);
});

test('a rise of the web version flag clears what the device stored, caches included', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/pages/market/market');
  await shell.waitForServiceWorker();
  await page.reload();
  await cachedQuotationUrl(page);
  await page.evaluate(async (name) => {
    // Something the old version kept, which no request of the new one would put back.
    await (await caches.open(name)).put('/api/old-version-marker', new Response('old'));
    localStorage.setItem('lang', 'zh');
    localStorage.setItem('token', 'stale-token');
    // An older version's flag: this build stores 1.
    localStorage.setItem('web_version', '0');
  }, RUNTIME_CACHE);

  await page.reload();
  await expect(shell.tabBar).toBeVisible();
  await page.waitForFunction(() => localStorage.getItem('web_version') === '1');
  const left = await page.evaluate(async (name) => {
    const kept = await (await caches.open(name)).keys();
    return {
      token: localStorage.getItem('token'),
      lang: localStorage.getItem('lang'),
      marker: kept.some((r) => r.url.endsWith('/api/old-version-marker')),
    };
  }, RUNTIME_CACHE);
  expect(left.token).toBeNull();
  // The old choice (Chinese) is gone: the app starts again in the default language.
  expect(left.lang).not.toBe('zh');
  expect(left.marker).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible();
});
