// Coin exchange, bills and the assets overview, as a user sees them (phone viewport).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { readablePrice } from '../../src/lib/exchange';
import { groupDigits } from '../../src/lib/format';
import { signedInNewAccount } from './api';
import { Shell } from './pages';

async function signedIn(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  await signedInNewAccount(page, request, baseURL ?? '');
  return new Shell(page);
}

test('demo funds, then 1,000 USDT exchanged to BTC at the price shown; balances and the bill show it', async ({
  page,
  request,
  baseURL,
}) => {
  const shell = await signedIn(page, request, baseURL);
  await shell.open();
  await shell.tab('assets').click();
  const available = (c: string) => page.locator(`.balance-row[data-currency="${c}"] [data-testid="available"]`);
  await page.getByRole('button', { name: 'Get 10,000 USDT' }).click();
  await expect(shell.toast).toHaveText('Demo funds added');
  await expect(available('USDT')).toHaveText('10,000');
  await expect(available('BTC')).toHaveText('0');

  await page.getByRole('navigation', { name: 'Wallet actions' }).getByRole('link', { name: 'Exchange' }).click();
  expect(await shell.hashPath()).toBe('/pages/fund/transfer');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('USDT');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('BTC');
  // The price, fee rate and minimum are on screen before anything is confirmed.
  const quote = page.getByRole('region', { name: 'Price' });
  await expect(quote.getByTestId('exchange-price')).toHaveText(/^1 BTC ≈ \d{1,3}(,\d{3})*\.\d{2} USDT$/);
  await expect(quote.getByTestId('exchange-fee-rate')).toHaveText('0.1%');
  await expect(quote.getByTestId('exchange-min')).toHaveText('1 USDT');
  await expect(quote.getByTestId('quote-age')).toContainText(/Updated \d+ s ago · market price recorded at/);
  await expect(page.getByText('Available in spot account: 10,000 USDT')).toBeVisible();

  // Too much is refused in place, with what was typed kept.
  await page.getByLabel('Amount').fill('20000');
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(page.getByText('Insufficient balance')).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveValue('20000');

  await page.getByLabel('Amount').fill('1000');
  await expect(quote.getByTestId('exchange-estimate')).toHaveText(/^0\.0\d+ BTC$/);
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  const confirm = page.getByRole('region', { name: 'Confirm exchange' });
  await expect(confirm.getByTestId('summary-paid')).toHaveText('1,000 USDT');
  const shownPrice = await confirm.getByTestId('exchange-price').textContent();
  expect(shownPrice).toMatch(/^1 BTC ≈ [\d,]+\.\d{2} USDT$/);
  const estimated = (await confirm.getByTestId('summary-received').textContent()) ?? '';
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  const done = page.getByRole('status').filter({ hasText: 'Exchange complete' });
  await expect(done).toBeVisible();
  await expect(done.getByTestId('summary-paid')).toHaveText('1,000 USDT');
  // The simulated market may have ticked between the confirmation's quote and the exchange.
  await expect(done.getByTestId('summary-received')).toHaveText(/^0\.0\d+ BTC$/);
  await expect(done.getByTestId('summary-fee')).toHaveText(/^0\.0000\d+ BTC$/);
  const received = ((await done.getByTestId('summary-received').textContent()) ?? '').replace(' BTC', '');
  expect(estimated).toMatch(/^0\.0\d+ BTC$/);
  await page.screenshot({ path: '/tmp/exchange-done.png' });

  // The bill lists the exchange: USDT out of the spot account, BTC in.
  await done.getByRole('link', { name: 'View in bill' }).click();
  expect(await shell.hashPath()).toBe('/pages/setting/bill?kind=exchange');
  await expect(page.getByLabel('Type')).toHaveValue('exchange');
  const rows = page.locator('.bill-row[data-kind="exchange"]');
  await expect(rows.filter({ hasText: 'USDT' }).getByTestId('bill-available')).toHaveText('-1,000 USDT');
  await expect(rows.filter({ hasText: 'BTC' }).getByTestId('bill-available')).toHaveText(`+${received} BTC`);
  await expect(rows.first()).toContainText('Spot account');
  await page.screenshot({ path: '/tmp/bill.png' });

  // Back on the assets tab, the balances changed.
  await shell.open('/pages/fund/assets');
  await expect(available('USDT')).toHaveText('9,000');
  await expect(available('BTC')).toHaveText(received);

  // The all-bills filters: an account with no changes shows the empty state.
  await page.goto('./#/pages/setting/bill');
  await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Options account' });
  await expect(page.getByText('No records')).toBeVisible();
  await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Spot account' });
  await page.getByLabel('Type').selectOption({ label: 'Demo funds' });
  await expect(page.locator('.bill-row')).toHaveCount(1);
  await expect(page.locator('.bill-row').getByTestId('bill-available')).toHaveText('+10,000 USDT');
});

test('the assets overview shows the total in the default fiat, hides amounts and small coins, and opens a record', async ({
  page,
  request,
  baseURL,
}) => {
  const shell = await signedIn(page, request, baseURL);
  await shell.open('/pages/fund/assets');
  await expect(page.getByTestId('total-fiat')).toHaveText('0.00 USD');
  await page.getByRole('button', { name: 'Get 10,000 USDT' }).click();
  await expect(shell.toast).toHaveText('Demo funds added');
  await expect(page.getByTestId('total-fiat')).toHaveText('10,000.00 USD');
  await expect(page.getByTestId('total-usdt')).toHaveText('≈ 10,000.00 USDT');
  await expect(page.getByTestId('pnl')).toHaveText(/^0\.00 USD \(0(\.00)?%\)$|^[+-]?[\d,]+\.\d{2} USD/);

  // Every spot coin is listed, zero balances too, until small coins are hidden.
  const coins = page.locator('.balance-list .balance-row');
  await expect(coins).toHaveCount(3);
  await page.getByRole('switch', { name: 'Hide small coins' }).check();
  await expect(coins).toHaveCount(1);
  await expect(coins.first()).toHaveAttribute('data-currency', 'USDT');
  await expect(coins.first().getByTestId('value')).toHaveText('≈ 10,000.00 USDT');
  await page.getByRole('button', { name: 'USD', exact: true }).click();
  await expect(coins.first().getByTestId('value')).toHaveText('≈ 10,000.00 USD');

  // The eye hides every amount.
  await page.getByRole('button', { name: 'Hide amounts' }).click();
  await expect(page.getByTestId('total-fiat')).toHaveText('****');
  await expect(coins.first().getByTestId('available')).toHaveText('****');
  await page.screenshot({ path: '/tmp/assets-hidden.png' });
  await page.getByRole('button', { name: 'Hide amounts' }).click();
  await expect(page.getByTestId('total-fiat')).toHaveText('10,000.00 USD');
  await page.screenshot({ path: '/tmp/assets.png', fullPage: true });

  // Products not built yet say so instead of showing numbers.
  await page.getByRole('tab', { name: 'Margin' }).click();
  await expect(page.getByText('Function under development')).toBeVisible();
  await expect(page.locator('.balance-list')).toHaveCount(0);

  // A coin opens its balance detail and its own bill.
  await page.getByRole('tab', { name: 'Spot account' }).click();
  await coins.first().getByRole('link').click();
  expect(await shell.hashPath()).toBe('/pages/fund/assets_record?currency=USDT&account=2');
  await expect(page.getByTestId('detail-available')).toHaveText('10,000');
  await expect(page.getByTestId('detail-value')).toHaveText('≈ 10,000.00');
  await expect(page.locator('.bill-row[data-kind="demo_funds"]')).toHaveCount(1);
  await page.screenshot({ path: '/tmp/assets-record.png' });
});

test('the total follows the default fiat currency at its cached rate', async ({ page, request, baseURL }) => {
  const shell = await signedIn(page, request, baseURL);
  await page.goto('./#/pages/setting/fiat');
  await page.getByRole('button', { name: /^EUR/ }).click();
  // Saved: the screen goes back by itself.
  await expect.poll(() => shell.hashPath()).not.toBe('/pages/setting/fiat');
  await shell.open('/pages/fund/assets');
  await page.getByRole('button', { name: 'Get 10,000 USDT' }).click();
  await expect(shell.toast).toHaveText('Demo funds added');
  await expect(page.getByText('Total assets (EUR)')).toBeVisible();
  await expect(page.getByTestId('total-fiat')).toHaveText(/^[\d,]+\.\d{2} EUR$/);
  await expect(page.getByTestId('total-fiat')).not.toHaveText('10,000.00 EUR');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('fiat') ?? 'null'));
  expect(stored).toMatchObject({ currency_code: 'EUR', rate: expect.stringMatching(/^\d+(\.\d+)?$/) });
  expect(Date.now() - stored.saveTime).toBeLessThan(60_000);
});

test('the exchange screen swaps currencies and refreshes its price on demand', async ({ page, request, baseURL }) => {
  const shell = await signedIn(page, request, baseURL);
  await shell.open('/');
  await page.locator('[data-shortcut="exchange"]').click();
  expect(await shell.hashPath()).toBe('/pages/fund/transfer');
  await page.getByRole('button', { name: 'Swap currencies' }).click();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('BTC');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('USDT');
  await expect(page.getByTestId('exchange-price')).toHaveText(/^1 BTC ≈ [\d,]+\.\d{2} USDT$/);
  await expect(page.getByTestId('exchange-min')).toHaveText(/^0\.0000\d+ BTC$/);
  await page.getByLabel('To', { exact: true }).selectOption('ETH');
  await expect(page.getByTestId('exchange-price')).toHaveText(/^1 BTC ≈ [\d,]+\.\d{4} ETH$/);
  await page.getByRole('button', { name: 'Refresh price' }).click();
  await expect(page.getByTestId('quote-age')).toContainText('Updated 0 s ago');
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(page.getByText('Please enter the amount')).toBeVisible();
  await page.screenshot({ path: '/tmp/exchange-form.png' });
});

test('when the price moves before the exchange, the new price is shown to confirm again', async ({
  page,
  request,
  baseURL,
}) => {
  const shell = await signedIn(page, request, baseURL);
  await shell.open('/pages/fund/assets');
  await page.getByRole('button', { name: 'Get 10,000 USDT' }).click();
  await expect(shell.toast).toHaveText('Demo funds added');

  // The first confirmation is refused as the server does when the price moved; from then on the
  // quote is 2 % worse for the user (the market moved), so confirming it again succeeds.
  let moved = false;
  const sent: { key: string | null; body: string }[] = [];
  await page.route('**/api/user/getTransferFee', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { type: string; message: { price: string } };
    if (moved) body.message.price = (Number(body.message.price) * 0.98).toPrecision(12).replace(/0+$/, '');
    await route.fulfill({ response, json: body });
  });
  await page.route('**/api/user/Transfer', async (route) => {
    sent.push({ key: route.request().headers()['idempotency-key'] ?? null, body: route.request().postData() ?? '' });
    if (!moved) {
      moved = true;
      await route.fulfill({
        json: { type: 'error', message: 'The price has changed. Check the new price and confirm again' },
      });
    } else await route.continue();
  });

  await page.goto('./#/pages/fund/transfer');
  await page.getByLabel('Amount').fill('500');
  // The quote comes through the route above: wait for it before asking to exchange.
  await expect(page.getByRole('region', { name: 'Price' }).getByTestId('exchange-price')).toHaveText(/^1 BTC ≈/);
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  const confirm = page.getByRole('region', { name: 'Confirm exchange' });
  const first = await confirm.getByTestId('exchange-price').textContent();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  // Refused: said at the confirmation, which cannot be confirmed again until a new price is fetched.
  await expect(confirm.getByRole('alert')).toContainText('The price has moved since this quote');
  await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expect(confirm.getByTestId('exchange-price')).toHaveText(first ?? '');
  await page.screenshot({ path: '/tmp/exchange-moved.png' });
  await confirm.getByRole('button', { name: 'Get a new price' }).click();
  await expect(confirm.getByText('The price has changed. Check the new price and confirm again.')).toBeVisible();
  await expect(confirm.getByTestId('exchange-price')).not.toHaveText(first ?? '');
  await expect(confirm.getByTestId('exchange-price-time')).toHaveText(/^Price at \d{2}:\d{2}:\d{2}/);
  await expect(page.getByTestId('exchange-price')).toHaveCount(1);
  await expect(page.getByLabel('Amount')).toHaveValue('500');
  await page.screenshot({ path: '/tmp/exchange-repriced.png' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Exchange complete')).toBeVisible();

  expect(sent).toHaveLength(2);
  expect(sent[0]?.key).toBeTruthy();
  expect(sent[1]?.key).toBeTruthy();
  expect(sent[1]?.key).not.toBe(sent[0]?.key);
  const price = (body: string) => new URLSearchParams(body).get('price');
  expect(price(sent[1]?.body ?? '')).not.toBe(price(sent[0]?.body ?? ''));
});

test('the confirmation shows one price, with its time, and sends exactly that price', async ({
  page,
  request,
  baseURL,
}) => {
  const shell = await signedIn(page, request, baseURL);
  await shell.open('/pages/fund/assets');
  await page.getByRole('button', { name: 'Get 10,000 USDT' }).click();
  await expect(shell.toast).toHaveText('Demo funds added');

  await page.goto('./#/pages/fund/transfer');
  await page.getByLabel('Amount').fill('100');
  await expect(page.getByRole('region', { name: 'Price' }).getByTestId('exchange-price')).toHaveText(/^1 BTC ≈/);
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  const confirm = page.getByRole('region', { name: 'Confirm exchange' });
  const price = confirm.getByTestId('exchange-price');
  await expect(price).toHaveText(/^1 BTC ≈ [\d,]+\.\d{2} USDT$/);
  await expect(confirm.getByTestId('exchange-price-time')).toHaveText(/^Price at \d{2}:\d{2}:\d{2}( [AP]M)?$/);
  const shownText = await price.textContent();
  const shownPrice = await price.getAttribute('data-price');
  const shownTime = await confirm.getByTestId('exchange-price-time').textContent();

  // While confirming, the live quote keeps refreshing underneath, but no other price is on screen
  // and the confirmation's price and time stay as they were.
  const onlyOnePrice = async () => {
    await expect(page.getByRole('region', { name: 'Price' })).toHaveCount(0);
    await expect(page.getByTestId('exchange-price')).toHaveCount(1);
    await expect(page.getByText(/≈/)).toHaveCount(1);
    await expect(price).toHaveText(shownText ?? '');
    await expect(confirm.getByTestId('exchange-price-time')).toHaveText(shownTime ?? '');
  };
  await onlyOnePrice();
  await page.waitForResponse('**/api/user/getTransferFee');
  await onlyOnePrice();
  await page.screenshot({ path: '/tmp/exchange-confirm.png' });

  // Routed through (unchanged) so the request's body is readable from the captured request.
  await page.route('**/api/user/Transfer', (route) => route.continue());
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/user/Transfer'),
  );
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const body = new URLSearchParams((await sent).postData() ?? '');
  const sentPrice = body.get('price') ?? '';
  // The price sent is exactly the one shown (the shown text is its readable form).
  expect(sentPrice).toBe(shownPrice);
  const readable = readablePrice('USDT', 'BTC', sentPrice);
  expect(shownText).toBe(`1 ${readable.base} ≈ ${groupDigits(readable.value)} ${readable.quote}`);
  await expect(page.getByText('Exchange complete')).toBeVisible();
});

test('opened offline, the exchange loads its balance and price when the connection returns, and waits for the balance', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const shell = await signedIn(page, request, baseURL);
  await shell.open('/pages/fund/assets');
  await page.getByRole('button', { name: 'Get 10,000 USDT' }).click();
  await expect(shell.toast).toHaveText('Demo funds added');
  // Once online, so the screen's code is on the device; then back to the assets.
  await page.goto('./#/pages/fund/transfer');
  await expect(page.getByText('Available in spot account: 10,000 USDT')).toBeVisible();
  await shell.open('/pages/fund/assets');

  await context.setOffline(true);
  await page.goto('./#/pages/fund/transfer');
  const exchange = page.getByRole('button', { name: 'Exchange', exact: true });
  await expect(page.getByTestId('balance-failed')).toBeVisible();
  await expect(page.getByText(/Available in spot account/)).toHaveCount(0);
  await expect(exchange).toBeDisabled();

  // Back online, with the balance answer held: the price may come, but Exchange waits for the balance.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/wallet/list', async (route) => {
    await held;
    await route.continue();
  });
  await context.setOffline(false);
  await expect(page.getByText('Loading your balance…')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('region', { name: 'Price' }).getByTestId('exchange-price')).toHaveText(/^1 BTC ≈/, {
    timeout: 5_000,
  });
  await expect(exchange).toBeDisabled();
  release();
  await expect(page.getByText('Available in spot account: 10,000 USDT')).toBeVisible({ timeout: 5_000 });
  await expect(exchange).toBeEnabled();
  await page.unroute('**/api/wallet/list');
});
