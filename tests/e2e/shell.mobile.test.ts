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

test('a tile of a feature not built yet says so instead of pretending', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open();
  await page.locator('[data-shortcut="nft"]').click();
  await expect(shell.toast).toHaveText('Function under development');
  expect(await shell.hashPath()).toBe('/');
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
  await page.goto('./#/pages/nft/nft');
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
