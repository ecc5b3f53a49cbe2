// Seconds options as a user sees them on a phone (issue 15): demo funds moved into the options
// account, the risk disclosure accepted before anything can be staked, 10 USDT on Up for 30 s
// with its countdown and its entry line on the chart, then (the server's clock moved on past
// expiry) the result with both recorded ticks, and the "Check" link opening the 1-minute chart on
// the candle that holds the settlement price.
import { type APIRequestContext, expect, test } from '@playwright/test';
import Decimal from 'decimal.js';
import type { Candle } from '../../contract/market';
import type { OptionDuration, OptionOrder } from '../../contract/options';
import { signedInNewAccount, signedInWithFunds } from './api';
import { OptionsPage, Shell } from './pages';

const origin = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

/** A decimal string as the screens show it: '9227.5' → '9,227.5'. */
const grouped = (value: string) => {
  const [int = '', frac] = value.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac !== undefined ? `.${frac}` : ''}`;
};

async function apiGet<T>(
  request: APIRequestContext,
  baseURL: string | undefined,
  path: string,
  params = {},
  token = '',
) {
  const res = await request.get(`${origin(baseURL)}/api/${path}`, {
    params,
    headers: token ? { token, AUTHORIZATION: token } : {},
  });
  const body = (await res.json()) as { type: string; message: T };
  expect(body.type, `${path}: ${JSON.stringify(body)}`).toBe('ok');
  return body.message;
}

test('a new user stakes 10 USDT on Up for 30 s, sees the result with both ticks and finds the settlement price in its candle', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await signedInWithFunds(page, request, baseURL ?? '');
  const durations = await apiGet<OptionDuration[]>(request, baseURL, 'microtrade/seconds');
  const thirty = durations.find((d) => d.seconds === 30);
  expect(thirty, 'the server offers 30 s').toBeDefined();
  const ratio = thirty?.profit_ratio ?? '0';
  const shell = new Shell(page);
  const options = new OptionsPage(page);

  // The Trade tab's Options product: first the risk disclosure, and nothing can be staked.
  await shell.open('/pages/transaction/index');
  await page.getByRole('tablist', { name: 'Trading products' }).getByRole('tab', { name: 'Options' }).click();
  await expect(options.disclosure).toBeVisible();
  await expect(options.disclosure).toContainText('Several regulators ban these bets for retail customers');
  await expect(options.disclosure).toContainText(
    `30s at a ${new Decimal(ratio).toFixed()}% payout: an average loss of ${new Decimal(100).minus(ratio).div(2).toFixed()}% of each stake`,
  );
  await expect(options.form).toHaveCount(0);
  await page.screenshot({ path: '/tmp/options-disclosure.png', fullPage: true });
  await page.getByRole('button', { name: 'I understand the risks — accept' }).click();
  await expect(options.form).toBeVisible();
  await expect(options.disclosure).toHaveCount(0);
  await expect(page.getByTestId('option-symbol')).toHaveText('BTC/USDT');
  await expect(options.balance).toHaveText('0 USDT');

  // 100 USDT into the options account, through the transfer screen and back.
  await options.form.getByRole('link', { name: 'Transfer funds in' }).click();
  expect(await shell.hashPath()).toMatch(/^\/pages\/fund\/fundTransfer\?from=2&to=4&redirect=/);
  // Currency, from, to: spot to options.
  await expect(page.getByRole('combobox').nth(1)).toHaveValue('2');
  await expect(page.getByRole('combobox').nth(2)).toHaveValue('4');
  await page.getByLabel('Amount').fill('100');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(shell.toast).toHaveText('Transfer complete');
  expect(await shell.hashPath()).toMatch(/^\/pages\/transaction\/index\?product=options/);
  await expect(options.balance).toHaveText('100 USDT');

  // A stake beyond the balance is stopped at the amount field.
  await options.duration(30).click();
  await expect(options.duration(30)).toHaveAttribute('aria-pressed', 'true');
  await expect(options.duration(30)).toHaveText(`30s · ${new Decimal(ratio).toFixed()}%`);
  await options.stake.fill('150');
  await options.direction('Up').click();
  await expect(options.form.getByRole('alert')).toHaveText(/Insufficient balance|The most you can stake is/);
  await expect(options.confirmSheet).toHaveCount(0);

  // 10 USDT: what a right and a wrong call bring, then the confirmation.
  await options.stake.fill('10');
  const win = new Decimal(10).times(ratio).div(100).toFixed(2);
  await expect(options.form.getByTestId('estimate-win')).toHaveText(`+${win} USDT`);
  await expect(options.form.getByTestId('estimate-loss')).toHaveText('−10.00 USDT');
  await options.direction('Up').click();
  const sheet = options.confirmSheet;
  await expect(sheet.getByTestId('confirm-instrument')).toHaveText('BTC/USDT');
  await expect(sheet.getByTestId('confirm-direction')).toHaveText('▲ Up');
  await expect(sheet.getByTestId('confirm-duration')).toHaveText('30 seconds');
  await expect(sheet.getByTestId('confirm-stake')).toHaveText('10.00 USDT');
  await expect(sheet.getByTestId('confirm-ratio')).toHaveText(`${new Decimal(ratio).toFixed()}%`);
  await expect(sheet).toContainText('The entry price will be the price recorded when the server accepts your option');
  const submitted = page.waitForResponse((r) => r.url().includes('/api/microtrade/submit'));
  const toasted = shell.toast.filter({ hasText: 'Option accepted' }).waitFor();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  const reply = (await (await submitted).json()) as { type: string; message: OptionOrder };
  expect(reply.type).toBe('ok');
  const order = reply.message;
  expect(order).toMatchObject({ type: 1, seconds: 30, number: '10', status: 1, symbol_name: 'BTC/USDT' });
  await toasted;

  // Open: its countdown, its entry tick, its line on the chart; the stake left the balance.
  const row = options.row(order.id);
  await expect(row.getByRole('timer')).toHaveText(/0:[0-3]\d$/);
  await expect(row.getByTestId('option-entry')).toHaveAttribute('data-tick-id', String(order.open_tick.id));
  await expect(row.getByTestId('option-entry-price')).toHaveText(grouped(order.open_tick.price));
  await expect(page.getByTestId('option-chart')).toHaveAttribute('data-lines', '1');
  await expect(options.balance).toHaveText('90 USDT');
  await page.screenshot({ path: '/tmp/options-open.png', fullPage: true });

  // The server's clock moves past expiry: the option settles on the first tick recorded after it.
  await request.post(`${origin(baseURL)}/api/dev/clock`, { form: { advance_ms: '31000' } });
  await expect(row.getByTestId('option-result')).toBeVisible({ timeout: 20_000 });
  const settled = await apiGet<OptionOrder>(request, baseURL, 'microtrade/get_result', { id: order.id }, account.token);
  expect(settled.status).toBe(2);
  const tick = settled.settle_tick;
  if (!tick) throw new Error('settled without a settlement tick');
  expect(tick.time).toBeGreaterThanOrEqual(settled.handled_at);
  const outcome = new Decimal(tick.price).cmp(order.open_tick.price);
  await expect(row.getByTestId('option-result')).toHaveText(
    outcome > 0 ? 'Won' : outcome < 0 ? 'Lost' : 'Tie, stake returned',
  );
  await expect(row.getByTestId('option-settle')).toHaveAttribute('data-tick-id', String(tick.id));
  await expect(row.getByTestId('option-settle-price')).toHaveText(grouped(tick.price));
  await expect(row.getByTestId('option-entry-price')).toHaveText(grouped(order.open_tick.price));
  const profit = new Decimal(settled.profit ?? '0');
  const signed = profit.isZero() ? '0.00' : `${profit.isNegative() ? '−' : '+'}${profit.abs().toFixed(2)}`;
  await expect(row.getByTestId('option-profit')).toHaveText(`${signed} USDT`);
  await expect(page.getByTestId('option-announcement')).toContainText('Option on BTC/USDT settled');
  await expect(options.balance).toHaveText(
    `${grouped(new Decimal(90).plus(settled.fact_profits ?? '0').toFixed())} USDT`,
  );
  await page.screenshot({ path: '/tmp/options-settled.png', fullPage: true });

  // "Check": the 1-minute chart on the candle that holds the settlement tick, whose range holds its price.
  await row.getByRole('link', { name: 'Check the settlement price on the chart' }).click();
  expect(await shell.hashPath()).toBe(
    `/pages/market/detail?symbol=BTC%2FUSDT&period=1m&at=${tick.time}&price=${encodeURIComponent(tick.price)}`,
  );
  await expect(page.getByRole('tab', { name: '1m', exact: true })).toHaveAttribute('aria-selected', 'true');
  const focus = page.getByTestId('focus-candle');
  await expect(focus).toBeVisible();
  const minute = Math.floor(tick.time / 60_000) * 60_000;
  await expect(focus).toHaveAttribute('data-time', String(minute));
  const low = (await focus.getAttribute('data-low')) ?? '';
  const high = (await focus.getAttribute('data-high')) ?? '';
  expect(new Decimal(low).lte(tick.price) && new Decimal(high).gte(tick.price)).toBe(true);
  await expect(page.getByTestId('focus-verdict')).toContainText('lies within this candle’s low and high');
  // The same candle as the API serves it to anyone.
  const { candles } = await apiGet<{ candles: Candle[] }>(request, baseURL, 'currency/new_timeshar', {
    symbol: 'BTC/USDT',
    period: '1m',
    from: minute,
    to: minute,
  });
  const candle = candles.find((c) => c.time === minute);
  expect(candle, 'the API has the candle of that minute').toBeDefined();
  expect(new Decimal(candle?.low ?? 'NaN').lte(tick.price)).toBe(true);
  expect(new Decimal(candle?.high ?? 'NaN').gte(tick.price)).toBe(true);
  await page.screenshot({ path: '/tmp/options-check.png', fullPage: true });

  // The orders screen: nothing open, the option in the history with its result.
  await page.goto('./#/pages/transaction/seconds_order');
  await expect(page.getByText('No open options')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  const history = options.row(order.id);
  await expect(history.getByTestId('option-settle-price')).toHaveText(grouped(tick.price));
  await expect(history.getByTestId('option-profit')).toHaveText(`${signed} USDT`);
  await expect(history.getByRole('link', { name: 'Check the settlement price on the chart' })).toBeVisible();
  await page.screenshot({ path: '/tmp/options-history.png', fullPage: true });

  // Assets › Options account: its balance and the open options.
  await shell.open('/pages/fund/assets');
  await page.getByRole('tab', { name: 'Options account' }).click();
  await expect(page.locator('.balance-row[data-currency="USDT"] [data-testid="available"]')).toHaveText(
    grouped(new Decimal(90).plus(settled.fact_profits ?? '0').toFixed()),
  );
  await expect(page.getByTestId('open-options')).toContainText('Open options (0)');
  await page.screenshot({ path: '/tmp/options-assets.png', fullPage: true });
});

test('a guest sees the terms and is asked to log in to trade', async ({ page }) => {
  const options = new OptionsPage(page);
  await page.goto('./#/pages/transaction/micro');
  await expect(page.getByRole('heading', { level: 1, name: 'Seconds options' })).toBeVisible();
  await expect(options.form.locator('.duration-chip').first()).toBeVisible();
  await expect(options.form.getByRole('link', { name: 'Log in to trade' })).toBeVisible();
  await expect(options.direction('Up')).toHaveCount(0);
  await expect(page.getByText('Log in to see your options.')).toBeVisible();
});

test('an operator’s switch-off, a balance that cannot load and a refusal each show as what they are', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signedInNewAccount(page, request, baseURL ?? '');
  const options = new OptionsPage(page);
  // The product switched off (site config xstype1 = 0): said plainly, no form.
  await page.route('**/api/microtrade/terms*', (route) =>
    route.fulfill({
      json: { type: 'ok', message: { enabled: false, disclosure_accepted: false, disclosure_version: 1 } },
    }),
  );
  await page.goto('./#/pages/transaction/micro');
  await expect(page.getByTestId('options-off')).toHaveText('Seconds options are not offered on this site');
  await expect(options.form).toHaveCount(0);
  await page.unroute('**/api/microtrade/terms*');

  // Accepted, but the options balance does not load: no made-up zero, a retry, no staking.
  await request.post(`${origin(baseURL)}/api/microtrade/accept_disclosure`, {
    form: { version: '1' },
    headers: { token: account.token, AUTHORIZATION: account.token },
  });
  await page.route('**/api/microtrade/payable_currencies*', (route) => route.abort());
  await page.reload();
  await expect(options.balance).toContainText('Could not load');
  await expect(options.balance).not.toContainText('0 USDT');
  await expect(options.direction('Up')).toBeDisabled();
  await page.screenshot({ path: '/tmp/options-balance-failed.png', fullPage: true });
  await page.unroute('**/api/microtrade/payable_currencies*');
  await options.balance.getByRole('button', { name: 'Retry' }).click();
  await expect(options.balance).toHaveText('0 USDT');

  // A refusal the form could not foresee is shown beside Up and Down, not only as a toast.
  await page.route('**/api/microtrade/submit*', (route) =>
    route.fulfill({ json: { type: 'error', message: 'This market is closed now' } }),
  );
  await page.route('**/api/microtrade/payable_currencies*', (route) =>
    route.fulfill({ json: { type: 'ok', message: [{ id: 1, currency: 'USDT', balance: '100' }] } }),
  );
  await page.reload();
  await expect(options.balance).toHaveText('100 USDT');
  await options.stake.fill('10');
  await options.direction('Down').click();
  await options.confirmSheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('option-refusal')).toHaveText('This market is closed now');
  await expect(options.stake).toHaveValue('10');
});
