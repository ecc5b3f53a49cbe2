// The chart page (issue 20): indicators switched over the same chart with MACD in a pane of its
// own, a loading state until the first history arrives, full-screen landscape and back, Buy and
// Sell opening the trade screen with the instrument chosen, and offline the candles kept on the
// device with their age.
import { expect, type Page, test } from '@playwright/test';
import { Shell, SpotPage } from './pages';

/** Page model of the chart page (/pages/market/detail). */
class ChartPage {
  constructor(readonly page: Page) {}

  async open(symbol: string) {
    await this.page.goto(`./#/pages/market/detail?symbol=${encodeURIComponent(symbol)}`);
  }

  get chart() {
    return this.page.locator('.chart');
  }

  get area() {
    return this.page.getByTestId('chart-area');
  }

  get legend() {
    return this.page.getByRole('list', { name: 'Indicator values' });
  }

  indicator(name: 'MA' | 'EMA' | 'BOLL' | 'MACD' | 'RSI' | 'KDJ') {
    return this.page.getByRole('group', { name: 'Indicators' }).getByRole('button', { name, exact: true });
  }
}

/** In the page: the time the candles of a chart were kept on the device, or null (raw IndexedDB). */
async function keptAt([symbol, period]: [string, string]): Promise<number | null> {
  if (!(await indexedDB.databases()).some((d) => d.name === 'kestrel')) return null;
  return new Promise((resolve) => {
    const open = indexedDB.open('kestrel');
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('keptCandles')) {
        db.close();
        return resolve(null);
      }
      const get = db.transaction('keptCandles').objectStore('keptCandles').get([symbol, period]);
      get.onsuccess = () => {
        db.close();
        resolve(get.result?.candles?.length ? (get.result.keptAt as number) : null);
      };
      get.onerror = () => {
        db.close();
        resolve(null);
      };
    };
  });
}

/** In the page: makes the kept candles of a chart `minutes` older. */
async function ageKept([symbol, period, minutes]: [string, string, number]): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('kestrel');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const store = db.transaction('keptCandles', 'readwrite').objectStore('keptCandles');
      const get = store.get([symbol, period]);
      get.onsuccess = () => {
        const put = store.put({ ...get.result, keptAt: Date.now() - minutes * 60_000 });
        put.onsuccess = () => {
          db.close();
          resolve();
        };
        put.onerror = () => reject(put.error);
      };
    };
  });
}

test('indicators switch over the same chart, MACD in a pane of its own under the volume', async ({ page }) => {
  const chart = new ChartPage(page);
  await chart.open('BTC/USDT');
  await expect(chart.chart).toHaveAttribute('data-state', 'ready');
  // Candles with the moving averages, and the volume in its own pane below them.
  await expect(chart.indicator('MA')).toHaveAttribute('aria-pressed', 'true');
  await expect(chart.chart).toHaveAttribute('data-overlays', 'ma');
  await expect(chart.chart).toHaveAttribute('data-panes', '2');

  await chart.indicator('MACD').click();
  await expect(chart.indicator('MACD')).toHaveAttribute('aria-pressed', 'true');
  await expect(chart.chart).toHaveAttribute('data-panes', '3');
  await chart.indicator('BOLL').click();
  await chart.indicator('MA').click();
  await expect(chart.chart).toHaveAttribute('data-overlays', 'boll');
  // The same chart: switching drew no new history.
  await expect(chart.chart).toHaveAttribute('data-state', 'ready');

  // Another period keeps the choice.
  await page.getByRole('tab', { name: '1H' }).click();
  await expect(chart.chart).toHaveAttribute('data-state', 'ready');
  await expect(chart.chart).toHaveAttribute('data-panes', '3');
  await expect(chart.chart).toHaveAttribute('data-overlays', 'boll');

  await chart.indicator('MACD').click();
  await expect(chart.chart).toHaveAttribute('data-panes', '2');
});

test('EMA over the candles, RSI and KDJ in panes of their own, each named with its newest values', async ({ page }) => {
  const chart = new ChartPage(page);
  await chart.open('BTC/USDT');
  await expect(chart.chart).toHaveAttribute('data-state', 'ready');
  await expect(chart.legend.locator('[data-indicator="ma"]')).toContainText(/^MA7 [\d,]+\.\d{2}/);

  await chart.indicator('EMA').click();
  await expect(chart.indicator('EMA')).toHaveAttribute('aria-pressed', 'true');
  await expect(chart.chart).toHaveAttribute('data-overlays', 'ma ema');
  await expect(chart.chart).toHaveAttribute('data-panes', '2');
  await expect(chart.legend.locator('[data-indicator="ema"]')).toContainText(/EMA7 [\d,]+\.\d{2}.*EMA25 .*EMA99 /);

  // RSI 14 between 0 and 100, in a pane of its own under the volume.
  await chart.indicator('RSI').click();
  await expect(chart.chart).toHaveAttribute('data-panes', '3');
  const rsi = chart.legend.locator('[data-indicator="rsi"]');
  await expect(rsi).toContainText(/^RSI\(14\)\d{1,3}\.\d{2}$/);
  const value = Number((await rsi.textContent())?.replace('RSI(14)', ''));
  expect(value).toBeGreaterThanOrEqual(0);
  expect(value).toBeLessThanOrEqual(100);

  // KDJ 9, 3, 3 in another pane, with its K, D and J.
  await chart.indicator('KDJ').click();
  await expect(chart.chart).toHaveAttribute('data-panes', '4');
  await expect(chart.legend.locator('[data-indicator="kdj"]')).toContainText(
    /^KDJ\(9,3,3\)K -?[\d,]+\.\d{2}D -?[\d,]+\.\d{2}J -?[\d,]+\.\d{2}$/,
  );
  // Four panes at phone size: no sideways scrolling, the candles still drawn.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await expect(chart.chart).toHaveAttribute('data-state', 'ready');

  // RSI off: its pane and its legend go, KDJ's stay.
  await chart.indicator('RSI').click();
  await expect(chart.chart).toHaveAttribute('data-panes', '3');
  await expect(rsi).toHaveCount(0);
  await expect(chart.legend.locator('[data-indicator="kdj"]')).toBeVisible();
});

test('a slow chart says it is loading and draws nothing until its history arrives', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/currency/new_timeshar**', async (route) => {
    await held;
    await route.continue();
  });
  const chart = new ChartPage(page);
  await chart.open('ETH/USDT');
  await expect(chart.chart).toHaveAttribute('data-state', 'loading');
  await expect(page.locator('.chart-wrap').getByRole('status')).toHaveText('Loading…');
  release();
  await expect(chart.chart).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('.chart-wrap').getByRole('status')).toHaveCount(0);
});

test('full screen turns the chart to landscape, and Exit full screen comes back', async ({ page }) => {
  const chart = new ChartPage(page);
  await chart.open('BTC/USDT');
  await expect(chart.chart).toHaveAttribute('data-state', 'ready');
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(chart.area).toHaveClass(/landscape/);
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  // Held upright (the phone's orientation cannot be locked here), the area is turned a quarter:
  // it covers the whole screen, and the chart inside is wider than it is tall.
  const box = await chart.area.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(viewport.width);
  expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(viewport.height - 1);
  const canvas = await chart.chart.evaluate((el) => ({ w: el.clientWidth, h: el.clientHeight }));
  expect(canvas.w).toBeGreaterThan(canvas.h);
  await expect(chart.chart).toHaveAttribute('data-state', 'ready');
  // Turned by CSS, the chart is shown still: the library would read touches across it as along it.
  await expect(chart.chart).toHaveAttribute('data-still', 'true');

  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await expect(chart.area).not.toHaveClass(/landscape/);
  await expect(chart.chart).not.toHaveAttribute('data-still');
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
  await expect(page.getByTestId('detail-price')).toBeInViewport();
});

test('Buy and Sell open the trade screen with the instrument chosen and that side picked', async ({ page }) => {
  const chart = new ChartPage(page);
  const shell = new Shell(page);
  await chart.open('ETH/USDT');
  await page.getByRole('link', { name: 'Buy', exact: true }).click();
  expect(await shell.hashPath()).toBe('/pages/transaction/currency?symbol=ETH%2FUSDT&side=buy');
  const spot = new SpotPage(page);
  await expect(page.locator('.pair-button')).toContainText('ETH/USDT');
  await expect(spot.form.getByRole('tab', { name: 'Buy' })).toHaveAttribute('aria-selected', 'true');

  await page.goBack();
  await page.getByRole('link', { name: 'Sell', exact: true }).click();
  await expect(spot.form.getByRole('tab', { name: 'Sell' })).toHaveAttribute('aria-selected', 'true');

  // Gold has no spot book: it is traded as a contract, opened on a short.
  await chart.open('XAU/USD');
  await page.getByRole('link', { name: 'Sell', exact: true }).click();
  expect(await shell.hashPath()).toMatch(/^\/pages\/transaction\/contract\?contract=\d+&side=sell$/);
  const form = page.getByRole('form', { name: 'Open a contract' });
  await expect(form.getByRole('tab', { name: 'Short' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.trade-page')).toContainText('XAU/USD');
});

test('offline, the chart shows the candles kept on the device with their age', async ({ page, context }) => {
  const shell = new Shell(page);
  const chart = new ChartPage(page);
  await shell.open('/pages/market/market');
  await shell.waitForServiceWorker();
  // The first visit was before the worker controlled the page: open the chart through it.
  await chart.open('SOL/USDT');
  await page.reload();
  await expect(chart.chart).toHaveAttribute('data-state', 'ready');
  await expect.poll(() => page.evaluate(keptAt, ['SOL/USDT', '15m'] as [string, string])).not.toBeNull();
  await page.evaluate(ageKept, ['SOL/USDT', '15m', 12] as [string, string, number]);

  await context.setOffline(true);
  await page.reload();
  await expect(chart.chart).toHaveAttribute('data-state', 'kept');
  await expect(page.locator('.chart-wrap').getByRole('status')).toHaveText('Candles from 12 minutes ago');
  await expect(page.locator('.chart-wrap canvas').first()).toBeVisible();
  await expect(page.getByText('The chart could not be loaded.')).toHaveCount(0);

  // Back online, the chart loads afresh and the note goes.
  await context.setOffline(false);
  await expect(chart.chart).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(page.locator('.chart-kept')).toHaveCount(0);
});
