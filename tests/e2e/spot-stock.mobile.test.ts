// Stocks on the spot books, as a user sees them on a phone. Outside US market hours: the Trade tab
// on AAPL/USD says the market is closed (the book too, rather than loading), the order button is
// disabled with the reason and what was typed stays; the Assets tab's Stock list is empty with a way
// to the Trade screen's stocks. Then the simulated clock moves on to the next session: a new user
// buys AAPL at market, and finds it in Assets › Stock (valued, with a link to trade it), not among
// the coins, and in the Market tab's "My stocks" strip.
//
// Its own server: moving the clock by up to days would expire the sessions and codes of the tests
// running at the same time on the shared e2e server (two workers; sessions idle out after 2 h, codes
// after 10 min), so this file starts a server of its own (own port, database and clock) and its two
// tests run in order on it.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { SpotDepth, SpotOrder, SpotPair } from '../../contract/spot';
import type { BalanceRow } from '../../contract/wallet';
import { isStockSession, nextStockOpen, STOCK_CLOSE_MINUTE } from '../../src/lib/stocks';
import { getDemoFunds, makeAccount, signInWith } from './api';
import { Shell, SpotPage } from './pages';

const SYMBOL = 'AAPL/USD';
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

let server: ChildProcess | undefined;
let origin = '';
let dataDir = '';

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = path.resolve(`.tmp/e2e-stock-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      MARKET_BACKFILL_DAYS: '0',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${origin}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('stock-test server did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Moves the server's clock on by `ms` (0: only asks it) → its time. */
async function clock(request: APIRequestContext, ms = 0): Promise<number> {
  const res = await request.post(`${origin}/api/dev/clock`, { form: { advance_ms: String(Math.round(ms)) } });
  return ((await res.json()) as { message: number }).message;
}

async function stockPair(request: APIRequestContext): Promise<SpotPair | undefined> {
  const res = await request.get(`${origin}/api/coin/pairs`);
  return ((await res.json()) as { message: SpotPair[] }).message.find((p) => p.symbol === SYMBOL);
}

async function stockDepth(request: APIRequestContext): Promise<SpotDepth> {
  const res = await request.get(`${origin}/api/coin/depth`, { params: { symbol: SYMBOL } });
  return ((await res.json()) as { message: SpotDepth }).message;
}

/** The app on this file's server, at a hash route. */
async function open(page: Page, hash: string) {
  await page.goto(`${origin}/h5/#${hash}`);
  await expect(new Shell(page).tabBar).toBeVisible();
}

async function newUser(page: Page, request: APIRequestContext) {
  const account = await makeAccount(request, `${origin}/h5/`);
  await signInWith(page, account.token);
  // The home screen's one-time news has been seen on this device (as playwright.config.ts does).
  await page.addInitScript(() => {
    localStorage.setItem('web_version', '1');
    localStorage.setItem('popup_seen', '1');
  });
  return account;
}

test('outside US market hours a stock is shown closed: no order can be sent, what is typed stays', async ({
  page,
  request,
}) => {
  // In a session now: on to a minute after today's close.
  const now = await clock(request);
  if (isStockSession(now))
    await clock(request, Math.floor(now / DAY_MS) * DAY_MS + (STOCK_CLOSE_MINUTE + 1) * MINUTE_MS - now);
  await expect.poll(async () => (await stockPair(request))?.trading, { timeout: 15_000 }).toBe(false);
  const pair = await stockPair(request);
  expect(pair).toMatchObject({ class: 'stock', base: 'AAPL', quote: 'USDT' });
  // The market maker's quotes leave a closed market's book (with the next ticks of the feed).
  await expect.poll(async () => (await stockDepth(request)).asks.length, { timeout: 20_000 }).toBe(0);

  const account = await newUser(page, request);
  await getDemoFunds(request, `${origin}/h5/`, account.token, 'USDT', '1000');
  const spot = new SpotPage(page);
  await open(page, `/pages/transaction/index?symbol=${encodeURIComponent(SYMBOL)}`);
  await expect(page.getByTestId('spot-symbol')).toHaveText(SYMBOL);
  await expect(page.getByRole('status').filter({ hasText: 'Market closed' })).toContainText(
    'US market hours: 14:30–21:00 UTC, Monday to Friday.',
  );
  // The book says why it is empty instead of loading.
  await expect(spot.book.getByTestId('book-closed')).toContainText('Market closed');
  await expect(spot.book.locator('.spinner')).toHaveCount(0);
  // Prices in USDT, amounts in the stock.
  await expect(spot.form.getByLabel('Price (USDT)')).toBeVisible();
  await expect(spot.form.getByLabel('Amount (AAPL)')).toBeVisible();
  await expect(spot.available).toHaveText('1,000 USDT');
  await spot.amount().fill('1');
  const buy = spot.form.getByRole('button', { name: 'Buy AAPL' });
  await expect(buy).toBeDisabled();
  await expect(spot.form.getByTestId('order-closed')).toHaveText('Market closed');
  await expect(buy).toHaveAccessibleDescription(/Market closed.*US market hours/);
  await expect(spot.amount()).toHaveValue('1');
  await page.screenshot({ path: '/tmp/spot-stock-closed.png', fullPage: true });

  // The picker opens on the stocks, AAPL marked closed; the coins are a tab away.
  await page.getByRole('button', { name: /^Pair AAPL\/USD/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a pair' });
  const tabs = picker.getByRole('tablist', { name: 'Markets' });
  await expect(tabs.getByRole('tab', { name: 'Stocks' })).toHaveAttribute('aria-selected', 'true');
  await expect(picker.locator(`.pair-option[data-symbol="${SYMBOL}"]`)).toContainText('Closed');
  await expect(picker.locator('.pair-option[data-symbol="BTC/USDT"]')).toHaveCount(0);
  await picker.getByRole('searchbox', { name: 'Search pairs' }).fill('tsla');
  await expect(picker.locator('.pair-option')).toHaveCount(1);
  await expect(tabs.getByRole('tab', { name: 'Coins (0)' })).toBeVisible();
  await picker.getByRole('searchbox', { name: 'Search pairs' }).fill('btc');
  await picker.getByRole('button', { name: 'Show matching coins' }).click();
  await expect(tabs.getByRole('tab', { name: 'Coins (1)' })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: '/tmp/spot-stock-picker.png' });
  await picker.getByRole('button', { name: 'Close' }).click();

  // No stocks yet: the Assets tab's Stock list leads to the Trade screen's stocks.
  await open(page, '/pages/fund/assets');
  await page.getByRole('tab', { name: 'Stock' }).click();
  await expect(page.getByText('No stocks yet')).toBeVisible();
  await page.getByRole('link', { name: 'Trade stocks' }).click();
  const stocks = page.getByRole('dialog', { name: 'Choose a pair' });
  await expect(stocks.getByRole('tab', { name: 'Stocks' })).toHaveAttribute('aria-selected', 'true');
  await stocks.locator(`.pair-option[data-symbol="${SYMBOL}"]`).click();
  await expect(page.getByTestId('spot-symbol')).toHaveText(SYMBOL);
  expect(decodeURIComponent(await new Shell(page).hashPath())).toBe(`/pages/transaction/index?symbol=${SYMBOL}`);
});

test('in the next session a new user buys AAPL at market and finds it in Assets › Stock and on the Market tab', async ({
  page,
  request,
}) => {
  // A guest watching the closed market…
  const spot = new SpotPage(page);
  await open(page, `/pages/transaction/index?symbol=${encodeURIComponent(SYMBOL)}`);
  const closed = page.getByRole('status').filter({ hasText: 'Market closed' });
  await expect(closed).toBeVisible();

  // …as the clock moves on to two minutes into the next session; the maker quotes on the next ticks.
  const now = await clock(request);
  await clock(request, nextStockOpen(now) + 2 * MINUTE_MS - now);
  await expect.poll(async () => (await stockPair(request))?.trading, { timeout: 15_000 }).toBe(true);
  await expect.poll(async () => (await stockDepth(request)).asks.length, { timeout: 30_000 }).toBeGreaterThan(0);
  // The open screen follows: the book fills from the socket, the notice goes with the next look at the pairs.
  await expect(spot.asks.first()).toBeVisible();
  await expect(closed).toHaveCount(0, { timeout: 30_000 });

  // Signed up after the clock moved (a session from before would have expired).
  const account = await newUser(page, request);
  const shell = new Shell(page);
  // A new document, so the token is stored before the app starts (a change of hash alone would not load it).
  await page.goto('about:blank');
  await open(page, '/pages/fund/assets');
  await page.getByRole('button', { name: 'Get 10,000 USDT' }).click();
  await expect(shell.toast).toHaveText('Demo funds added');

  await open(page, `/pages/transaction/index?symbol=${encodeURIComponent(SYMBOL)}`);
  await expect(page.getByTestId('spot-symbol')).toHaveText(SYMBOL);
  await expect(page.getByRole('status').filter({ hasText: 'Market closed' })).toHaveCount(0);
  await expect(spot.asks.first()).toBeVisible();
  await expect(spot.available).toHaveText('10,000 USDT');
  await spot.orderType('Market');
  await spot.amount().fill('2');
  await expect(spot.form.getByTestId('estimate-total')).toHaveText(/^[\d,]+(\.\d+)? USDT$/);
  await spot.form.getByRole('button', { name: 'Buy AAPL' }).click();
  await expect(spot.confirmSheet.getByTestId('confirm-amount')).toHaveText('2 AAPL');
  const reply = page.waitForResponse((r) => r.url().includes('/api/coin/trade'));
  const toasted = shell.toast.filter({ hasText: 'Order filled' }).waitFor();
  await spot.confirmSheet.getByRole('button', { name: 'Confirm' }).click();
  const body = (await (await reply).json()) as { type: string; message: SpotOrder };
  expect(body.type).toBe('ok');
  expect(body.message).toMatchObject({ type: 1, order_type: 'market', state: 'filled', trade_amount: '2' });
  await toasted;
  await expect(spot.available).not.toHaveText('10,000 USDT');

  // The server holds it in the spot account.
  const res = await request.post(`${origin}/api/wallet/list`, {
    headers: { token: account.token, AUTHORIZATION: account.token },
  });
  const rows = ((await res.json()) as { message: BalanceRow[] }).message;
  expect(rows.find((r) => r.account === 2 && r.currency === 'AAPL')).toMatchObject({ available: '2', frozen: '0' });

  // Assets › Stock: the holding, its last price and its value, and a way back to trade it.
  await shell.tab('assets').click();
  await page.getByRole('tab', { name: 'Stock' }).click();
  const holding = page.getByRole('list', { name: 'Stocks' }).locator('.stock-row[data-currency="AAPL"]');
  await expect(holding.getByTestId('quantity')).toHaveText('2');
  await expect(holding).toContainText('Frozen 0');
  await expect(holding.getByTestId('last-price')).toHaveText(/^[\d,]+\.\d+ USDT$/);
  await expect(holding.getByTestId('value')).toHaveText(/^≈ [\d,]+\.\d{2} USD$/);
  await page.screenshot({ path: '/tmp/assets-stock.png', fullPage: true });
  // Not among the coins.
  await page.getByRole('tab', { name: 'Spot account' }).click();
  await expect(page.locator('.balance-row[data-currency="USDT"]')).toBeVisible();
  await expect(page.locator('.balance-row[data-currency="AAPL"]')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Stock' }).click();
  await holding.getByRole('link', { name: 'Trade AAPL' }).click();
  await expect(page.getByTestId('spot-symbol')).toHaveText(SYMBOL);

  // The Market tab's stocks start with the user's own.
  await shell.tab('market').click();
  await page.getByRole('tab', { name: 'Stock', exact: true }).click();
  const mine = page.getByRole('region', { name: 'My stocks' }).locator('.my-stock[data-currency="AAPL"]');
  await expect(mine.getByTestId('quantity')).toHaveText('× 2');
  await expect(mine.getByTestId('value')).toHaveText(/^≈ [\d,]+\.\d{2} USD$/);
  await expect(page.locator(`.quote-row[data-symbol="${SYMBOL}"]`)).toBeVisible();
  await page.screenshot({ path: '/tmp/market-my-stocks.png' });
  await mine.click();
  await expect(page.getByTestId('spot-symbol')).toHaveText(SYMBOL);
  expect(decodeURIComponent(await shell.hashPath())).toBe(`/pages/transaction/index?symbol=${SYMBOL}`);
});
