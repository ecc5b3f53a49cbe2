// The Content-Security-Policy (issue 19 §4) refuses nothing the apps do: every violation the
// documents report (and every one Chromium logs) is collected while the main screens of the
// customer app, signed out and in, online and served by its worker, and a few back-office screens
// are used.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signedInNewAccount } from './api';
import { createEditor, signInAt } from './operators';
import { OptionsPage, Shell, SpotPage } from './pages';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Collects the policy's violations in every document the page opens (and Chromium's own reports); → what came since the last call. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) logged.push(m.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.cspViolations?.push(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} in ${e.sourceFile}`);
    });
  });
  return async () => [...logged.splice(0), ...(await page.evaluate(() => window.cspViolations?.splice(0) ?? []))];
}

test('the customer app’s main screens run with nothing refused by the policy', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  const seen: string[] = [];
  const note = async (where: string) => seen.push(...(await violations()).map((v) => `${where}: ${v}`));
  /** Opens a screen (a route change in the one document) and waits until `ready` shows. */
  const visit = async (hash: string, ready: Locator) => {
    await page.goto(`./#${hash}`);
    await expect(ready.first(), hash).toBeVisible();
    await note(hash);
  };

  await visit('/pages/common/login', page.getByRole('button', { name: 'Log in' }));
  await signedInNewAccount(page, request, baseURL ?? '');
  await page.goto('./#/');
  await page.reload();
  await expect(page.locator('.banner-carousel')).toBeVisible();
  await note('home');
  // From here on the worker serves the document, with the headers it cached.
  await new Shell(page).waitForServiceWorker();
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.locator('.banner-carousel')).toBeVisible();
  await note('home, from the worker');

  await visit('/pages/market/market', page.locator('.quote-list [data-symbol="BTC/USDT"]'));
  await visit('/pages/market/detail?symbol=BTC/USDT', page.locator('.chart[data-state="ready"] canvas'));
  await visit('/pages/transaction/currency', new SpotPage(page).form);
  const options = new OptionsPage(page);
  await visit('/pages/transaction/micro', options.form.or(options.disclosure));
  await visit('/pages/fund/assets', page.locator('.balance-row'));
  await visit('/pages/common/news', page.locator('.news-row'));
  await page.locator('.news-row').first().click();
  await expect(page.locator('.content-body').first()).toBeVisible();
  await note('article');
  await visit('/pages/common/faq', page.locator('.faq-item'));
  await visit('/pages/setting/setting', page.locator('.page'));
  await visit('/pages/setting/language', page.locator('.page'));
  await visit(
    `/pages/common/webView?url=${encodeURIComponent('https://elsewhere.example/')}`,
    page.getByTestId('outside-host'),
  );

  expect(seen).toEqual([]);
});

test('the back office runs with nothing refused by the policy', async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  const origin = new URL(baseURL ?? '').origin;
  await signInAt(page, origin, await createEditor());
  const nav = page.getByRole('navigation', { name: 'Back office' });
  for (const name of ['News and pop-up', 'FAQ', 'Site configuration']) {
    await nav.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(await violations()).toEqual([]);
});
