// Every built screen renders in all nine languages without an untranslated string: no visible text
// (or label, placeholder, alt) may be an English catalog text that the language translates.
// Catalog completeness is the unit test's (tests/unit/i18n-catalogs.test.ts); this finds text that
// reaches the screen untranslated. Each screen is visited in two of the eight languages, rotating,
// so every screen and every language is covered in a quarter of the time of visiting all pairs.
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { expect, type Page, test } from '@playwright/test';
import { LOCALES, type Locale } from '../../contract/locales';
import { makeAccount } from './api';

const SCREENS = [
  '/',
  '/pages/market/market',
  '/pages/transaction/index',
  '/pages/transaction/currency?symbol=ETH%2FUSDT',
  '/pages/transaction/currency_order',
  '/pages/transaction/micro',
  '/pages/transaction/seconds_order',
  '/pages/financial/index',
  '/pages/lockming/lockming?kind=lock',
  '/pages/lockming/welcome',
  '/pages/lockming/buy?id=1',
  '/pages/lockming/order',
  '/pages/ieo/ieo',
  '/pages/ieo/subscribe?id=1',
  '/pages/ieo/order',
  '/pages/invest/invest',
  '/pages/invest/help',
  '/pages/invest/mine',
  '/pages/kefu/index',
  '/pages/kefu/chatroom',
  '/pages/market/search',
  '/pages/market/detail?symbol=BTC%2FUSDT',
  '/pages/common/news',
  '/pages/common/article?id=2',
  '/pages/common/faq',
  '/pages/common/aboutus',
  '/pages/common/contactus',
  '/pages/setting/operational_compliance',
  '/pages/setting/language',
  '/pages/fund/assets',
  '/pages/fund/proof',
  '/pages/fund/transfer',
  '/pages/fund/fundTransfer',
  '/pages/fund/transfer_history',
  '/pages/fund/assets_all_record',
  '/pages/fund/assets_record?currency=USDT&account=2',
  '/pages/setting/bill',
  '/pages/fund/receive',
  '/pages/fund/receive_withdraw_record',
  '/pages/fund/receive_withdraw_record?tab=withdraw',
  '/pages/fund/withdraw',
  '/pages/fund/select?to=%2Fpages%2Ffund%2Fwithdraw',
  '/pages/common/login',
  '/pages/common/register',
  '/pages/common/forget',
  '/pages/common/area',
  '/pages/setting/setting',
  '/pages/setting/userInfo',
  '/pages/setting/security',
  '/pages/setting/password',
  '/pages/setting/payPassword',
  '/pages/setting/bindMobile',
  '/pages/setting/bindEmail',
  '/pages/setting/antiPhishing',
  '/pages/setting/totp',
  '/pages/setting/devices',
  '/pages/setting/notifications',
  '/pages/setting/fiat',
  '/pages/setting/real',
  '/pages/setting/real_mark',
  '/pages/setting/wallet',
  '/pages/setting/addWallet',
  '/pages/setting/bank',
  '/pages/setting/bank_international',
];

type Entry = { message?: string; translation?: string };

async function catalog(locale: string): Promise<Record<string, Entry>> {
  const file = `locales/${locale}/messages.po`;
  return (await formatter({ origins: false }).parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file,
  })) as Record<string, Entry>;
}

/** English texts that `locale` translates differently: seeing one on screen means it was missed. */
async function untranslatedTells(locale: Locale): Promise<Set<string>> {
  const [en, other] = await Promise.all([catalog('en'), catalog(locale)]);
  const tells = new Set<string>();
  for (const [id, entry] of Object.entries(en)) {
    const english = entry.translation || entry.message || '';
    const translated = other[id]?.translation ?? '';
    if (english.length > 2 && !english.includes('{') && translated && translated !== english) tells.add(english);
  }
  return tells;
}

async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (text && parent && parent.offsetParent !== null) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label],[placeholder],[alt],[title]')) {
      for (const attr of ['aria-label', 'placeholder', 'alt', 'title']) {
        const v = el.getAttribute(attr)?.trim();
        if (v) out.push(v);
      }
    }
    return out;
  });
}

const SHARES = 4;

for (const [index, locale] of LOCALES.filter((l) => l !== 'en').entries()) {
  const screens = SCREENS.filter((_, i) => i % SHARES === index % SHARES);
  test(`screens are fully translated in ${locale}`, async ({ page, request, baseURL }) => {
    test.setTimeout(60_000);
    const { token } = await makeAccount(request, baseURL ?? '');
    const tells = await untranslatedTells(locale);
    await page.addInitScript(
      ([lang, tok]) => {
        localStorage.setItem('web_version', '1');
        localStorage.setItem('lang', lang);
        localStorage.setItem('token', tok);
      },
      [locale, token] as const,
    );
    await page.goto('./#/');
    await expect(page.locator('.tabbar')).toBeVisible();
    const missing: string[] = [];
    for (const screen of screens) {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, screen);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.spinner')).toHaveCount(0);
      for (const text of await visibleTexts(page)) if (tells.has(text)) missing.push(`${screen}: "${text}"`);
    }
    expect(missing).toEqual([]);
  });
}
