// Layout in every language (issue 20): the main screens at the phone viewport in each of the nine
// languages, each screenshotted for a reviewer (attached to the report) and checked for text that
// does not fit — the page scrolling sideways, anything sticking out of the screen, text clipped or
// cut short where it should be whole, a tile label split inside a word, a toggle wrapped onto two
// lines (tests/e2e/layoutFaults.ts). One page per language, moving screen to screen by the hash as
// the app's own links do, and one account per worker, so the whole run stays short.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { LOCALES } from '../../contract/locales';
import { makeAccount } from './api';
import { findLayoutFaults, type LayoutFault, type LayoutRules } from './layoutFaults';

type Screen = { name: string; path: string; ready: (page: Page) => Locator };

const first = (selector: string) => (page: Page) => page.locator(selector).first();

const SCREENS: Screen[] = [
  // A new user's home: the demo-funds offer above the tiles, then the markets.
  { name: 'home', path: '/', ready: first('[data-testid="demo-funds-offer"]') },
  { name: 'market', path: '/pages/market/market', ready: first('.quote-list a[data-symbol]') },
  { name: 'chart', path: '/pages/market/detail?symbol=BTC%2FUSDT', ready: first('.chart-wrap canvas') },
  { name: 'search', path: '/pages/market/search', ready: first('.quote-list a[data-symbol]') },
  { name: 'trade', path: '/pages/transaction/index', ready: first('.book-row') },
  { name: 'contracts', path: '/pages/transaction/index?product=contract', ready: first('form') },
  { name: 'finance', path: '/pages/financial/index', ready: first('.earn-product') },
  { name: 'assets', path: '/pages/fund/assets', ready: first('.balance-row') },
  { name: 'nft', path: '/pages/nft/nft', ready: first('.nft-card') },
  { name: 'withdraw', path: '/pages/fund/withdraw', ready: first('main h1') },
  { name: 'me', path: '/pages/setting/setting', ready: first('.profile-head') },
  { name: 'login', path: '/pages/common/login', ready: first('form') },
];

const RULES: LayoutRules = {
  // Content the app does not write, whose length it cannot know: news and banner texts, an
  // instrument's long name under its symbol, a link's host.
  mayTruncate: '.news-title, .news-summary, .banner-title, .banner-summary, .webview-host, .quote-sub, .pair-name',
  wholeWords: '.shortcut-label',
  oneLine: '.segmented button',
};

// One account per worker: the screens need a signed-in user, not a new one per language.
let token: Promise<string> | undefined;
const accountToken = (request: APIRequestContext, baseURL: string) => {
  token ??= makeAccount(request, baseURL).then((a) => a.token);
  return token;
};

const report = (screen: string, f: LayoutFault) => `${screen}: ${f.kind} at ${f.where} "${f.text}" (${f.detail})`;

for (const locale of LOCALES) {
  test(`main screens fit in ${locale}`, async ({ page, request, baseURL }, testInfo) => {
    const tok = await accountToken(request, baseURL ?? '');
    await page.addInitScript(
      ([lang, t]) => {
        localStorage.setItem('lang', lang);
        localStorage.setItem('token', t);
      },
      [locale, tok] as const,
    );
    await page.goto('./#/');
    await expect(page.locator('.tabbar')).toBeVisible();
    const faults: string[] = [];
    for (const screen of SCREENS) {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, screen.path);
      await expect(screen.ready(page)).toBeVisible();
      await expect(page.locator('.spinner')).toHaveCount(0);
      // Web fonts and lazy styles settle before anything is measured.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      for (const f of await page.evaluate(findLayoutFaults, RULES)) faults.push(report(screen.name, f));
      // On disk in the test's output folder too, for a look without the HTML report.
      const shot = testInfo.outputPath(`${locale}-${screen.name}.png`);
      await page.screenshot({ path: shot, fullPage: true, scale: 'css' });
      await testInfo.attach(`${locale}-${screen.name}`, { path: shot, contentType: 'image/png' });
    }
    expect(faults, `text that does not fit in ${locale}:\n${faults.join('\n')}`).toEqual([]);
  });
}
