import { expect, test } from '@playwright/test';
import { Shell } from './pages';

test('the app opens on home with the site name and the shortcut tiles', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open();
  await expect(page.locator('.brand-name')).toHaveText('Kestrel');
  await expect(page.locator('.shortcut')).toHaveCount(25);
  await expect(shell.tab('home')).toHaveClass(/active/);
  await expect(page.locator('.app')).toHaveAttribute('data-realtime', 'connected');
});

test('a tile of a feature not built yet opens its screen, which says so and leads back', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open();
  await page.locator('[data-shortcut="otc"]').click();
  expect(await shell.hashPath()).toBe('/pages/otc/otc');
  await expect(page.getByRole('heading', { level: 1, name: 'Function under development' })).toBeVisible();
  await expect(shell.toast).toHaveCount(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.locator('[data-shortcut="otc"]')).toBeVisible();
  expect(await shell.hashPath()).toBe('/');

  // Every other unbuilt feature's tile does the same: its spec screen, never a bare toast.
  const unbuilt = {
    coupon: '/pages/setting/coupon',
    quickbuy: '/pages/otc/otc',
  };
  for (const [key, path] of Object.entries(unbuilt)) {
    await page.locator(`[data-shortcut="${key}"]`).click();
    expect(await shell.hashPath()).toBe(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Function under development' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.locator(`[data-shortcut="${key}"]`)).toBeVisible();
  }
});

test('the Stock tile opens the market on its stocks, Futures the contracts, Copy trade the traders, and the transfer tile says what it does', async ({
  page,
}) => {
  const shell = new Shell(page);
  await shell.open();
  await page.locator('[data-shortcut="stock"]').click();
  expect(await shell.hashPath()).toBe('/pages/market/market?tab=stock');
  await expect(page.getByRole('tab', { name: 'Stock', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.quote-list [data-symbol="AAPL/USD"]')).toBeVisible();
  await expect(page.locator('.quote-list [data-symbol="BTC/USDT"]')).toHaveCount(0);

  await shell.tab('home').click();
  await page.locator('[data-shortcut="futures"]').click();
  await expect.poll(() => shell.hashPath()).toMatch(/^\/pages\/transaction\/index\?product=contract\b/);

  await shell.tab('home').click();
  await expect(page.locator('[data-shortcut="coin_transfer"]')).toHaveText(/Account transfer/);

  // Copy trade opens the trader list (issue 36).
  await page.locator('[data-shortcut="copy"]').click();
  expect(await shell.hashPath()).toBe('/pages/copytrade/copy');
  await expect(page.getByRole('heading', { level: 1, name: 'Copy trading' })).toBeVisible();
});

test('the five tabs navigate to their routes', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open();
  const expected = {
    market: ['/pages/market/market', 'Market'],
    transaction: ['/pages/transaction/index', 'Trade'],
    financial: ['/pages/financial/index', 'Finance'],
  } as const;
  for (const [key, [path, title]] of Object.entries(expected)) {
    await shell.tab(key as keyof typeof expected).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await shell.hashPath()).toBe(path);
    await expect(shell.tab(key as keyof typeof expected)).toHaveClass(/active/);
  }
  await shell.tab('home').click();
  await expect(page.locator('.shortcut').first()).toBeVisible();
  expect(await shell.hashPath()).toBe('/');
});

test('the assets tab asks a guest to log in, then opens login after 1.2 s', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open();
  await shell.tab('assets').click();
  await expect(shell.toast).toHaveText('Please log in first');
  expect(await shell.hashPath()).toBe('/pages/fund/assets');
  await page.waitForFunction(() => window.location.hash.startsWith('#/pages/common/login?redirect='), undefined, {
    timeout: 3000,
  });
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a spec screen that is not built yet shows "function under development" with a way back', async ({ page }) => {
  await page.goto('./#/pages/otc/otc');
  await expect(page.getByText('Function under development')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.locator('.tabbar')).toBeVisible();
});

test('the chosen language applies at once and survives a reload', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open();
  await page.getByRole('link', { name: 'Language' }).click();
  await page.getByRole('button', { name: '简体中文' }).click();
  await expect(shell.tab('home')).not.toHaveText('Home');
  const chineseHome = (await shell.tab('home').textContent()) ?? '';
  expect(chineseHome).toMatch(/[\u4e00-\u9fff]/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.reload();
  await expect(shell.tab('home')).toHaveText(chineseHome);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('once the service worker controls the page, an offline reload still shows the shell', async ({
  page,
  context,
}) => {
  const shell = new Shell(page);
  await shell.open();
  await shell.waitForServiceWorker();
  await context.setOffline(true);
  await page.reload();
  await expect(shell.tabBar).toBeVisible();
  await expect(page.locator('.shortcut')).toHaveCount(25);
  await shell.tab('market').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible();
  await context.setOffline(false);
});
