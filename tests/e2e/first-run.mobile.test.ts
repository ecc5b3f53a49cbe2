// First run (issue 20): a new user of the demo server is shown where to start — the demo-funds
// offer above the fold on home and on empty balance screens — until funds arrive; the install
// card takes its place in the flow and never covers the tiles or the market list. The offer is
// found by its test id and variant (data-first-run), not by its new words, so the test holds
// before and after the catalogs are translated.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { signedInNewAccount } from './api';
import { Shell, SpotPage } from './pages';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxes(locator: Locator): Promise<Box[]> {
  const all: Box[] = [];
  for (const el of await locator.all()) {
    const box = await el.boundingBox();
    if (box) all.push(box);
  }
  return all;
}

/** A new customer's phone, signed in and opened at `hash`. */
async function newUserAt(page: Page, request: APIRequestContext, baseURL: string | undefined, hash = '/') {
  await signedInNewAccount(page, request, baseURL ?? '');
  const shell = new Shell(page);
  await shell.open(hash);
  return shell;
}

/** Whether the element lies wholly in the part of the screen above the tab bar, as scrolled now. */
async function aboveTheFold(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const bar = await page.locator('.tabbar').boundingBox();
  return Boolean(box && bar && box.y >= 0 && box.y + box.height <= bar.y);
}

/** Whether the element lies wholly on the first screen of a screen without the tab bar. */
async function onFirstScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return Boolean(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height);
}

test('home shows a new user where to start, above the fold, until the demo funds arrive', async ({
  page,
  request,
  baseURL,
}) => {
  const shell = await newUserAt(page, request, baseURL);
  const offer = page.locator('[data-testid="demo-funds-offer"][data-first-run]');
  await expect(offer.getByRole('heading')).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Get 10,000 USDT' })).toBeVisible();
  expect(await aboveTheFold(page, offer)).toBe(true);
  // It takes its place among the tiles and quotes, covering none.
  const others = [
    ...(await boxes(page.locator('.shortcut'))),
    ...(await boxes(page.locator('.home-markets .quote-row'))),
  ];
  const box = await offer.boundingBox();
  expect(box).not.toBeNull();
  for (const other of others) expect(overlap(box as Box, other)).toBe(false);

  await offer.getByRole('button', { name: 'Get 10,000 USDT' }).click();
  await expect(shell.toast).toHaveText('Demo funds added');
  // No longer where to start (home still offers BTC and ETH: demo-funds.mobile.test.ts).
  await expect(offer).toHaveCount(0);

  // Assets: the offer is back at its foot, as for anyone with funds.
  await shell.tab('assets').click();
  await expect(page.locator('.balance-row[data-currency="USDT"] [data-testid="available"]')).toHaveText('10,000');
  const foot = page.getByTestId('demo-funds-offer');
  await expect(foot.getByRole('heading', { name: 'Demo funds', exact: true })).toBeAttached();
  await expect(foot).toHaveCount(1);
  await expect(foot).not.toHaveAttribute('data-first-run');
});

test('empty balance screens show the offer above the fold, once', async ({ page, request, baseURL }) => {
  await newUserAt(page, request, baseURL, '/pages/fund/assets');
  const offer = page.getByTestId('demo-funds-offer');
  await expect(offer).toHaveAttribute('data-first-run', 'true');
  await expect(offer).toHaveCount(1);
  expect(await aboveTheFold(page, offer)).toBe(true);

  for (const path of ['/pages/fund/fundTransfer', '/pages/fund/transfer']) {
    await page.goto(`./#${path}`);
    await expect(offer).toHaveAttribute('data-first-run', 'true');
    await expect(offer).toBeVisible();
    expect(await onFirstScreen(page, offer), path).toBe(true);
  }
});

test('Withdraw and spot offer demo funds to a new user, until funds arrive', async ({ page, request, baseURL }) => {
  await signedInNewAccount(page, request, baseURL ?? '');
  const shell = new Shell(page);
  await page.goto('./#/pages/fund/withdraw');
  const offer = page.locator('[data-testid="demo-funds-offer"][data-first-run]');
  await expect(offer).toBeVisible();
  await expect(offer).toHaveCount(1);
  expect(await onFirstScreen(page, offer)).toBe(true);

  // Spot, where the funds are taken: the offer goes at once. (The contract and options screens
  // offer funds into their own account instead: demo-funds.mobile.test.ts.)
  await page.goto('./#/pages/transaction/index');
  await expect(page.locator('.book-row').first()).toBeVisible();
  await expect(offer).toBeVisible();
  expect(await aboveTheFold(page, offer)).toBe(true);
  await offer.getByRole('button', { name: 'Get 10,000 USDT' }).click();
  await expect(shell.toast).toHaveText('Demo funds added');
  await expect(offer).toHaveCount(0);
  await expect(new SpotPage(page).available).toContainText('10,000');
});

test('a visitor is offered no demo funds', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open();
  await expect(page.locator('.home-markets [data-symbol="BTC/USDT"]')).toBeVisible();
  await expect(page.getByTestId('demo-funds-offer')).toHaveCount(0);
});

test.describe('a server that offers no demo funds', () => {
  // The site config is answered by the page's own route, not by a service worker's copy.
  test.use({ serviceWorkers: 'block' });

  test('shows a new user no offer', async ({ page, request, baseURL }) => {
    await page.route('**/api/getSiteConfig**', async (route) => {
      const reply = await route.fetch();
      const body = (await reply.json()) as { type: string; message: Record<string, unknown> };
      await route.fulfill({ response: reply, json: { ...body, message: { ...body.message, demo: '0' } } });
    });
    const shell = await newUserAt(page, request, baseURL, '/pages/fund/assets');
    await expect(page.locator('.balance-row[data-currency="USDT"]')).toBeVisible();
    await shell.tab('home').click();
    await expect(page.locator('.home-markets [data-symbol="BTC/USDT"]')).toBeVisible();
    await expect(page.getByTestId('demo-funds-offer')).toHaveCount(0);
  });
});

test.describe('on an iPhone, where the install card shows at once', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('the install card covers neither the tiles, the offer nor the market list', async ({
    page,
    request,
    baseURL,
  }) => {
    await newUserAt(page, request, baseURL);
    const card = page.getByRole('region', { name: 'Install Kestrel' });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('demo-funds-offer')).toBeVisible();
    await expect(page.locator('.home-markets .quote-row').first()).toBeVisible();
    // As first seen, and scrolled to the card: at no point does it lie over anything.
    for (const scroll of ['top', 'card'] as const) {
      if (scroll === 'card') await card.scrollIntoViewIfNeeded();
      const cardBox = await card.boundingBox();
      expect(cardBox).not.toBeNull();
      const content = [
        ...(await boxes(page.locator('.shortcut'))),
        ...(await boxes(page.getByTestId('demo-funds-offer'))),
        ...(await boxes(page.locator('.home-markets .quote-row'))),
      ];
      expect(content.length).toBeGreaterThan(10);
      for (const box of content) expect(overlap(cardBox as Box, box), JSON.stringify(box)).toBe(false);
    }
    await card.getByRole('button', { name: 'Not now' }).click();
    await expect(card).toHaveCount(0);
  });
});
