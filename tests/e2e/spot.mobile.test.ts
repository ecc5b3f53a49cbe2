// Spot trading on the order book, as a user sees it on a phone: demo funds, a market buy, a
// limit sell above the market that rests in the book and in the open orders, its cancellation,
// and balances that match what the order replies said.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import Decimal from 'decimal.js';
import type { SpotOrder, SpotPair } from '../../contract/spot';
import type { BalanceRow } from '../../contract/wallet';
import { getDemoFunds, placeSpotOrder, restingBuyPrice, signedInNewAccount, signedInWithFunds, spotPair } from './api';
import { Shell, SpotPage } from './pages';

const origin = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

async function spotBalance(request: APIRequestContext, baseURL: string | undefined, token: string, currency: string) {
  const res = await request.post(`${origin(baseURL)}/api/wallet/list`, { headers: { token, AUTHORIZATION: token } });
  const rows = ((await res.json()) as { message: BalanceRow[] }).message;
  const row = rows.find((r) => r.account === 2 && r.currency === currency);
  return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
}

/** Places the order on screen and returns the server's reply. */
async function confirmOrder(page: Page, spot: SpotPage): Promise<SpotOrder> {
  const reply = page.waitForResponse((r) => r.url().includes('/api/coin/trade'));
  await spot.confirmSheet.getByRole('button', { name: 'Confirm' }).click();
  const body = (await (await reply).json()) as { type: string; message: SpotOrder };
  expect(body.type).toBe('ok');
  return body.message;
}

/** A decimal string as the screens show it: '9227.2746466' → '9,227.2746466'. */
const grouped = (value: string) => {
  const [int = '', frac] = value.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac !== undefined ? `.${frac}` : ''}`;
};

/**
 * What a limit buy reserves, as the server freezes it (server/spot/money.ts): price × amount plus
 * the fee at the higher of the pair's two rates, rounded down to 1e-8.
 */
const buyReserve = (pair: SpotPair, price: string, amount: string) => {
  const cost = new Decimal(price).times(amount);
  const rate = Decimal.max(pair.maker_fee, pair.taker_fee);
  return cost.plus(cost.times(rate).toDecimalPlaces(8, Decimal.ROUND_DOWN));
};

test('a new user buys BTC at market, rests a limit sell above the market, cancels it, and the balances add up', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signedInNewAccount(page, request, baseURL ?? '');
  const shell = new Shell(page);
  const spot = new SpotPage(page);

  // Demo funds, from the assets tab.
  await shell.open('/pages/fund/assets');
  await page.getByRole('button', { name: 'Get 10,000 USDT' }).click();
  await expect(shell.toast).toHaveText('Demo funds added');

  // The Trade tab opens on spot BTC/USDT with a live book of at least ten levels a side.
  await shell.tab('transaction').click();
  expect(await shell.hashPath()).toBe('/pages/transaction/index');
  await expect(
    page.getByRole('tablist', { name: 'Trading products' }).getByRole('tab', { name: 'Spot' }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('spot-symbol')).toHaveText('BTC/USDT');
  await expect(spot.asks).toHaveCount(10);
  await expect(spot.bids).toHaveCount(10);
  await expect(spot.available).toHaveText('10,000 USDT');
  // The price starts at the last price.
  await expect(spot.price()).toHaveValue(/^\d+\.\d{2}$/);

  // A market buy of 0.01 BTC: the estimate, then the confirmation, then the fill.
  await spot.orderType('Market');
  await expect(page.getByTestId('market-price')).toContainText('Market · ≈');
  await spot.amount().fill('0.01');
  await expect(spot.form.getByTestId('estimate-total')).toHaveText(/^[\d,]+(\.\d+)? USDT$/);
  await expect(spot.form.getByTestId('estimate-fee')).toHaveText(/^[\d,]+(\.\d+)? USDT$/);
  await spot.form.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(spot.confirmSheet.getByTestId('confirm-amount')).toHaveText('0.01 BTC');
  await expect(spot.confirmSheet.getByTestId('confirm-price')).toContainText('Market, at most');
  const bought = await confirmOrder(page, spot);
  expect(bought).toMatchObject({ type: 1, order_type: 'market', state: 'filled', trade_amount: '0.01' });
  expect(bought.fills?.length).toBeGreaterThan(0);
  await expect(shell.toast).toHaveText('Order filled');
  await expect(spot.confirmSheet).toHaveCount(0);
  const usdtAfterBuy = new Decimal(10000).minus(bought.total).minus(bought.fee).toFixed();
  await expect(spot.available).toHaveText(`${grouped(usdtAfterBuy)} USDT`);

  // A limit sell of half of it, 0.3 % above the best ask: it rests.
  await spot.side('Sell');
  await expect(spot.available).toHaveText('0.01 BTC');
  await spot.orderType('Limit');
  const ask = await spot.bestAsk();
  const price = new Decimal(ask).times(1.003).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
  await spot.price().fill(price);
  await spot.form.getByRole('button', { name: '50% of available balance' }).click();
  await expect(spot.amount()).toHaveValue('0.005');
  await expect(spot.form.getByTestId('estimate-receive')).toHaveText(/USDT$/);
  await spot.form.getByRole('button', { name: 'Sell BTC' }).click();
  await expect(spot.confirmSheet.getByTestId('confirm-price')).toHaveText(`${grouped(price)} USDT`);
  const resting = await confirmOrder(page, spot);
  expect(resting).toMatchObject({ type: 2, order_type: 'limit', state: 'open', trade_amount: '0', amount: '0.005' });
  await expect(shell.toast).toHaveText('Order placed');

  // In the book (its own level among the asks) and in the open orders; its BTC is frozen.
  const level = spot.book.locator(`.book-row.ask[data-price="${new Decimal(price).toFixed()}"]`);
  await expect(level).toHaveCount(1);
  await expect(level).toContainText('0.005');
  const row = spot.openOrders.and(page.locator(`[data-order-id="${resting.id}"]`));
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('order-state')).toHaveText('Open');
  await expect(row.getByTestId('order-amount')).toHaveText('0.005');
  await expect(row.getByTestId('order-price')).toHaveText(grouped(resting.target_price));
  await expect(page.getByRole('tab', { name: 'Open orders (1)' })).toBeVisible();
  await expect(spot.available).toHaveText('0.005 BTC');
  await page.screenshot({ path: '/tmp/spot-resting.png', fullPage: true });

  // Cancelled: gone from the open orders and from the book; the BTC is free again.
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(shell.toast).toHaveText('Order cancelled');
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No open orders')).toBeVisible();
  await expect(level).toHaveCount(0);
  await expect(spot.available).toHaveText('0.01 BTC');

  // The balances the server keeps: the BTC bought, the USDT less the buy's total and fee.
  const btc = await spotBalance(request, baseURL, account.token, 'BTC');
  const usdt = await spotBalance(request, baseURL, account.token, 'USDT');
  expect(btc).toEqual({ available: bought.trade_amount, frozen: '0' });
  expect(new Decimal(usdt.available).eq(usdtAfterBuy)).toBe(true);
  expect(usdt.frozen).toBe('0');

  // The order history lists both, the buy with its fill.
  await page.getByRole('link', { name: 'All orders', exact: true }).click();
  expect(await shell.hashPath()).toBe('/pages/transaction/currency_order');
  await expect(page.getByText('No open orders')).toBeVisible();
  await page.getByRole('tab', { name: 'Order history' }).click();
  const history = page.locator('.order-row');
  await expect(history).toHaveCount(2);
  const cancelled = page.locator(`.order-row[data-order-id="${resting.id}"]`);
  await expect(cancelled.getByTestId('order-state')).toHaveText('Cancelled');
  await expect(cancelled).toContainText('Cancelled by you');
  const filled = page.locator(`.order-row[data-order-id="${bought.id}"]`);
  await expect(filled.getByTestId('order-state')).toHaveText('Filled');
  await expect(filled.getByTestId('order-filled')).toHaveText('0.01');
  await expect(filled.getByTestId('order-avg')).toHaveText(grouped(bought.avg_price));
  await filled.getByRole('button', { name: 'Show fills' }).click();
  await expect(filled.locator('.fills-table tbody tr')).toHaveCount(bought.fills?.length ?? 0);
  await expect(filled.locator('.fills-table tbody tr').first()).toContainText('Taker');
  await page.screenshot({ path: '/tmp/spot-history.png', fullPage: true });

  // A refusal keeps what was typed and says why beside the button.
  await page.goto('./#/pages/transaction/currency?symbol=BTC%2FUSDT');
  await spot.side('Sell');
  await spot.price().fill(price);
  await spot.amount().fill('5');
  await spot.form.getByRole('button', { name: 'Sell BTC' }).click();
  await expect(spot.form.getByText('Insufficient balance')).toBeVisible();
  await expect(spot.amount()).toHaveValue('5');
  await expect(spot.confirmSheet).toHaveCount(0);
});

test('a guest sees the book and the trades, is asked to log in to trade, and can switch pairs', async ({ page }) => {
  const spot = new SpotPage(page);
  await page.goto('./#/pages/transaction/currency?symbol=BTC%2FUSDT');
  await expect(spot.asks).toHaveCount(10);
  await expect(spot.bids).toHaveCount(10);
  await expect(spot.form.getByRole('link', { name: 'Log in to trade' })).toBeVisible();
  await expect(spot.form.getByRole('button', { name: 'Buy BTC' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Recent trades' }).click();
  await expect(page.getByRole('table', { name: 'Recent trades' }).or(page.getByText('No trades yet'))).toBeVisible();
  await page.getByRole('tab', { name: 'Open orders' }).click();
  await expect(page.getByText('Log in to see your orders.')).toBeVisible();

  // Tapping a level takes its price. The row is found, read and tapped in one step in the page: the
  // maker requotes on every tick, and a row found a moment earlier may already have been replaced.
  await expect(spot.asks).toHaveCount(10);
  const tapped = await spot.book.getByRole('list', { name: 'Asks' }).evaluate((list) => {
    const rows = list.querySelectorAll<HTMLElement>('.book-row');
    const row = rows[rows.length - 1];
    row?.click();
    return row?.getAttribute('data-price') ?? '';
  });
  await expect(spot.price()).toHaveValue(new Decimal(tapped).toFixed(2));

  // Another pair from the picker.
  await page.getByRole('button', { name: /^Pair BTC\/USDT/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a pair' });
  await picker.getByRole('searchbox', { name: 'Search pairs' }).fill('eth');
  await picker.locator('.pair-option[data-symbol="ETH/USDT"]').click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByTestId('spot-symbol')).toHaveText('ETH/USDT');
  await expect.poll(() => page.evaluate(() => window.location.hash)).toContain('symbol=ETH%2FUSDT');
  await expect(spot.asks).toHaveCount(10);

  // The chart of that pair.
  await page.getByRole('link', { name: 'Chart' }).click();
  await expect
    .poll(() => page.evaluate(() => decodeURIComponent(window.location.hash)))
    .toBe('#/pages/market/detail?symbol=ETH/USDT');
  // …whose Buy button comes back to the spot screen of that pair.
  await page.getByRole('link', { name: 'Buy', exact: true }).click();
  await expect(page.getByTestId('spot-symbol')).toHaveText('ETH/USDT');
});

test('offline, placing and cancelling are disabled with the reason, and what was typed stays', async ({
  page,
  request,
  baseURL,
  context,
}) => {
  const account = await signedInNewAccount(page, request, baseURL ?? '');
  const spot = new SpotPage(page);
  // With nothing to trade, the demo server says where the demo funds are.
  await page.goto('./#/pages/transaction/currency?symbol=BTC%2FUSDT');
  await expect(spot.available).toHaveText('0 USDT');
  await expect(spot.form.getByRole('link', { name: 'Demo funds ›' })).toHaveAttribute('href', '#/pages/fund/assets');

  // A buy well below the market (85 % of the last price, inside the price band) rests in the book.
  await getDemoFunds(request, baseURL ?? '', account.token, 'USDT', '1000');
  const pair = await spotPair(request, baseURL ?? '', 'BTC/USDT');
  const price = await restingBuyPrice(request, baseURL ?? '');
  const resting = await placeSpotOrder(request, baseURL ?? '', account.token, {
    currency_id: 4,
    legal_id: 1,
    type: 1,
    amount: '0.001',
    target_price: price,
  });
  expect(resting.state).toBe('open');

  await page.reload();
  await expect(spot.asks).toHaveCount(10);
  // Its price × 0.001 and its fee at most (the higher rate) are reserved.
  const available = new Decimal(1000).minus(buyReserve(pair, price, '0.001')).toFixed();
  await expect(spot.available).toHaveText(`${grouped(available)} USDT`);
  const row = spot.openOrders.and(page.locator(`[data-order-id="${resting.id}"]`));
  await expect(row.getByTestId('order-state')).toHaveText('Open');
  await spot.amount().fill('0.001');

  await context.setOffline(true);
  const buy = spot.form.getByRole('button', { name: 'Buy BTC' });
  await expect(buy).toBeDisabled();
  await expect(spot.form.getByTestId('offline-reason')).toHaveText('You are offline. This needs a connection.');
  await expect(row.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await expect(page.getByRole('tabpanel').getByTestId('offline-reason')).toBeVisible();
  await expect(spot.amount()).toHaveValue('0.001');
  await page.screenshot({ path: '/tmp/spot-offline.png', fullPage: true });

  await context.setOffline(false);
  await expect(buy).toBeEnabled();
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No open orders')).toBeVisible();
  await expect(spot.available).toHaveText('1,000 USDT');
});

test('a balance spent elsewhere while the order is confirmed: "Insufficient balance" stays under the amount', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signedInWithFunds(page, request, baseURL ?? '');
  const spot = new SpotPage(page);
  const shell = new Shell(page);
  await page.goto('./#/pages/transaction/currency?symbol=BTC%2FUSDT');
  await expect(spot.available).toHaveText('1,000 USDT');
  // A buy well below the market (inside the price band), for about 500 USDT: the form finds the
  // balance enough.
  const pair = await spotPair(request, baseURL ?? '', 'BTC/USDT');
  const price = await restingBuyPrice(request, baseURL ?? '');
  const lotsFor = (worth: number) =>
    new Decimal(worth).div(price).toDecimalPlaces(pair.amount_decimals, Decimal.ROUND_DOWN).toFixed();
  const amount = lotsFor(500);
  await spot.price().fill(price);
  await spot.amount().fill(amount);
  await expect(spot.form.getByTestId('estimate-cost')).toHaveText(
    `${grouped(buyReserve(pair, price, amount).toFixed())} USDT`,
  );
  await spot.form.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(spot.confirmSheet).toBeVisible();

  // Meanwhile another order of the same user reserves about 900 USDT.
  const otherAmount = lotsFor(900);
  const other = await placeSpotOrder(request, baseURL ?? '', account.token, {
    currency_id: 4,
    legal_id: 1,
    type: 1,
    amount: otherAmount,
    target_price: price,
  });
  expect(other.state).toBe('open');
  const reserved = buyReserve(pair, price, otherAmount);
  expect(reserved.gt(500)).toBe(true);
  expect(await spotBalance(request, baseURL, account.token, 'USDT')).toEqual({
    available: new Decimal(1000).minus(reserved).toFixed(),
    frozen: reserved.toFixed(),
  });

  await spot.confirmSheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(spot.confirmSheet).toHaveCount(0);
  await expect(shell.toast).toHaveText('Insufficient balance');
  await page.waitForTimeout(5000);
  await expect(shell.toast).toHaveCount(0);
  await expect(spot.amount()).toHaveAccessibleDescription('Insufficient balance');
  await expect(spot.amount()).toHaveValue(amount);
  await expect(spot.form.getByTestId('order-refusal')).toHaveCount(0);
});

test('an order the server could not confirm: the sheet says so, and confirming again places it once with the same key', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signedInWithFunds(page, request, baseURL ?? '');
  const spot = new SpotPage(page);
  await page.goto('./#/pages/transaction/currency?symbol=BTC%2FUSDT');
  await expect(spot.available).toHaveText('1,000 USDT');
  const pair = await spotPair(request, baseURL ?? '', 'BTC/USDT');
  const price = await restingBuyPrice(request, baseURL ?? '');
  await spot.price().fill(price);
  await spot
    .amount()
    .fill(new Decimal(100).div(price).toDecimalPlaces(pair.amount_decimals, Decimal.ROUND_DOWN).toFixed());

  // The first answer is lost on its way back, as when the node holding the books stops answering
  // after it has placed the order (issue 33): the order reaches the server, the app hears 503.
  const keys: string[] = [];
  const unknown =
    'We could not confirm this. If it was carried out, it will show in your orders; trying again will not do it twice';
  await page.route('**/api/coin/trade', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    await route.fetch();
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ type: 'error', code: 'spot.outcome_unknown', message: unknown }),
    });
  });
  await spot.form.getByRole('button', { name: 'Buy BTC' }).click();
  await spot.confirmSheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(spot.confirmSheet.getByRole('alert')).toHaveText(unknown);

  const placed = await confirmOrder(page, spot);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const res = await request.get(`${origin(baseURL)}/api/coin/list?status=1&page=1&limit=20`, {
    headers: { token: account.token, AUTHORIZATION: account.token },
  });
  const open = ((await res.json()) as { message: { data: SpotOrder[] } }).message.data;
  expect(open.map((o) => o.id)).toEqual([placed.id]);
});

test('a market buy typed as the total to spend: about what it buys, the total confirmed, never more spent', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInWithFunds(page, request, baseURL ?? '');
  const spot = new SpotPage(page);
  await page.goto('./#/pages/transaction/currency?symbol=BTC%2FUSDT');
  await expect(spot.available).toHaveText('1,000 USDT');
  await spot.orderType('Market');
  await spot.form.getByRole('tablist', { name: 'Buy by' }).getByRole('tab', { name: 'Total (USDT)' }).click();
  const total = spot.form.getByLabel('Total to spend (USDT)');
  await total.fill('250');
  await expect(spot.form.getByText(/^Buys about [\d.,]+ BTC at the last price; the book decides$/)).toBeVisible();
  await expect(spot.form.getByTestId('estimate-total')).toHaveText('250 USDT');
  await spot.form.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(spot.confirmSheet.getByTestId('confirm-total')).toHaveText('250 USDT');
  await expect(spot.confirmSheet.getByTestId('confirm-amount')).toHaveText(/^≈ [\d.,]+ BTC$/);
  const reply = page.waitForResponse((r) => r.url().includes('/api/coin/trade'));
  await spot.confirmSheet.getByRole('button', { name: 'Confirm' }).click();
  // Sent as the total (no amount): an order by amount would have been refused without one.
  const bought = ((await (await reply).json()) as { message: SpotOrder }).message;
  expect(bought).toMatchObject({ order_type: 'market', state: 'filled' });
  expect(new Decimal(bought.total).lte(250)).toBe(true);
  expect(new Decimal(bought.trade_amount).gt(0)).toBe(true);
  const left = new Decimal(1000).minus(bought.total).minus(bought.fee).toFixed();
  await expect(spot.available).toHaveText(`${grouped(left)} USDT`);
});
