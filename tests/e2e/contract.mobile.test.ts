// Leverage contracts as a user sees them on a phone (issue 14): demo funds moved into the contract
// account through the order page's own link, a long on BTC/USDT with take-profit and stop-loss —
// margin, fee and liquidation price shown before confirming — then the position in the list with
// its live P&L (the rules' P&L at the price on screen) and liquidation price, closed by the user,
// found in the history with its reason and recorded ticks, and the account's bills.
import { expect, type Page, test } from '@playwright/test';
import Decimal from 'decimal.js';
import type { LeverPosition, LeverProduct } from '../../contract/lever';
import { pnlOf } from '../../contract/lever-rules';
import { signedInWithFunds } from './api';
import { Shell } from './pages';

const origin = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

/** A decimal string as the screens show it: '9227.5' → '9,227.5'. */
const grouped = (value: string) => {
  const [int = '', frac] = value.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac !== undefined ? `.${frac}` : ''}`;
};
const ungroup = (text: string) => text.replace(/,/g, '').replace('−', '-').replace('+', '').trim();

/** Page model of the contract screen (the Trade tab's Contracts). */
class ContractPage {
  constructor(readonly page: Page) {}

  get form() {
    return this.page.getByRole('form', { name: 'Open a contract' });
  }

  get balance() {
    return this.form.getByTestId('lever-balance');
  }

  get confirmSheet() {
    return this.page.getByRole('dialog', { name: 'Confirm contract order' });
  }

  row(id: string) {
    return this.page.locator(`.contract-row[data-position-id="${id}"]`);
  }

  async openTab() {
    await this.page.getByRole('tablist', { name: 'Trading products' }).getByRole('tab', { name: 'Contracts' }).click();
  }
}

test('a new user opens a long on BTC/USDT with take-profit and stop-loss, watches it live, closes it and finds it in the history and the bills', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signedInWithFunds(page, request, baseURL ?? '');
  const products = (await (await request.get(`${origin(baseURL)}/api/lever/products`)).json()) as {
    type: string;
    message: LeverProduct[];
  };
  expect(products.type).toBe('ok');
  const btc = products.message.find((p) => p.symbol === 'BTC/USDT');
  if (!btc) throw new Error('no BTC/USDT contract');
  expect(btc.match_id).toBe(1);
  const shell = new Shell(page);
  const contract = new ContractPage(page);

  // The Trade tab's Contracts opens on BTC/USDT; the contract account is empty.
  await shell.open('/pages/transaction/index');
  await contract.openTab();
  expect(await shell.hashPath()).toMatch(/product=contract/);
  await expect(page.getByTestId('contract-symbol')).toHaveText('BTC/USDT');
  await expect(contract.balance).toHaveText('0.00 USDT');
  await expect(page.getByText('No open positions')).toBeVisible();

  // 100 USDT into the contract account, through the transfer screen and back.
  await contract.form.getByRole('link', { name: 'Transfer funds in' }).click();
  expect(await shell.hashPath()).toMatch(/^\/pages\/fund\/fundTransfer\?from=2&to=3&redirect=/);
  await expect(page.getByRole('combobox').nth(1)).toHaveValue('2');
  await expect(page.getByRole('combobox').nth(2)).toHaveValue('3');
  await page.getByLabel('Amount').fill('100');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(shell.toast).toHaveText('Transfer complete');
  expect(await shell.hashPath()).toMatch(/^\/pages\/transaction\/index\?product=contract/);
  await expect(contract.balance).toHaveText('100.00 USDT');

  // Lots worth about four times the balance, at a multiple that holds them with margin to spare:
  // the liquidation price is then a real price below the entry.
  const price = ungroup((await page.getByTestId('contract-price').textContent()) ?? '');
  const lots = Math.min(
    btc.max_share,
    Math.max(btc.min_share, Math.floor(new Decimal(400).div(new Decimal(btc.lot_size).times(price)).toNumber())),
  );
  const notional = new Decimal(lots).times(btc.lot_size).times(price);
  const multiple = btc.multiples.find((m) => notional.div(m).lt(60)) ?? btc.multiples[btc.multiples.length - 1];
  const takeProfit = new Decimal(price).times(1.2).toDecimalPlaces(btc.precision).toFixed();
  const stopLoss = new Decimal(price).times(0.9).toDecimalPlaces(btc.precision).toFixed();

  const lotsField = contract.form.getByLabel('Lots', { exact: true });
  await lotsField.fill(String(lots));
  await contract.form.locator(`.multiple-chip[data-multiple="${multiple}"]`).click();
  await expect(contract.form.locator(`.multiple-chip[data-multiple="${multiple}"]`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A stop-loss above the price is stopped at its field.
  await contract.form.getByLabel('Stop-loss (optional)').fill(takeProfit);
  await contract.form.getByRole('button', { name: 'Open long' }).click();
  await expect(contract.form.getByText("A long's stop-loss must be below the entry price")).toBeVisible();
  await expect(contract.confirmSheet).toHaveCount(0);

  await contract.form.getByLabel('Take-profit (optional)').fill(takeProfit);
  await contract.form.getByLabel('Stop-loss (optional)').fill(stopLoss);
  await expect(contract.form.getByTestId('estimate-margin')).toHaveText(/^[\d,]+\.\d+ USDT$/);
  await expect(contract.form.getByTestId('estimate-fee')).toHaveText(/^[\d,]+\.\d+ USDT$/);
  await expect(contract.form.getByTestId('estimate-liquidation')).toHaveText(/^[\d,]+(\.\d+)?$/);
  // Nothing wider than the phone (a wider page zooms out and misplaces every tap).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: '/tmp/contract-form.png', fullPage: true });

  await contract.form.getByRole('button', { name: 'Open long' }).click();
  const sheet = contract.confirmSheet;
  await expect(sheet.getByTestId('confirm-instrument')).toHaveText('BTC/USDT');
  await expect(sheet.getByTestId('confirm-direction')).toHaveText(`Long · ${multiple}×`);
  await expect(sheet.getByTestId('confirm-lots')).toHaveText(String(lots));
  await expect(sheet.getByTestId('confirm-take-profit')).toHaveText(grouped(takeProfit));
  await expect(sheet.getByTestId('confirm-stop-loss')).toHaveText(grouped(stopLoss));
  await expect(sheet.getByTestId('confirm-margin')).toHaveText(/^[\d,]+\.\d+ USDT$/);
  await expect(sheet.getByTestId('confirm-liquidation')).toHaveText(/^[\d,]+(\.\d+)?$/);
  await page.screenshot({ path: '/tmp/contract-confirm.png', fullPage: true });
  const submitted = page.waitForResponse((r) => r.url().includes('/api/lever/submit'));
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  const response = await submitted;
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const reply = (await response.json()) as { type: string; message: LeverPosition };
  expect(reply.type, JSON.stringify(reply)).toBe('ok');
  const position = reply.message;
  expect(position).toMatchObject({ type: 1, share: lots, multiple, status: 1, symbol: 'BTC/USDT' });
  expect(position.target_profit_price).toBe(takeProfit);
  expect(position.stop_loss_price).toBe(stopLoss);
  await expect(shell.toast).toHaveText('Position opened');

  // Open: live P&L (the rules' P&L at the price on screen), liquidation price, stops, margin.
  const row = contract.row(position.id);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('position-open-price')).toHaveText(grouped(position.price ?? ''));
  await expect(row.getByTestId('position-open')).toHaveAttribute('data-tick-id', String(position.open_tick?.id));
  await expect(row.getByTestId('position-take-profit')).toHaveText(grouped(takeProfit));
  await expect(row.getByTestId('position-stop-loss')).toHaveText(grouped(stopLoss));
  await expect(row.getByTestId('position-liquidation')).toHaveText(/^[\d,]+(\.\d+)?$/);
  const liquidation = new Decimal(ungroup((await row.getByTestId('position-liquidation').textContent()) ?? ''));
  expect(liquidation.lt(position.price ?? '0')).toBe(true);
  expect(liquidation.gt(0)).toBe(true);
  // Both read in one go, so no tick can land between them.
  const shown = await row.evaluate((li) => ({
    current: li.querySelector('[data-testid="position-current"]')?.textContent ?? '',
    pnl: li.querySelector('[data-testid="position-pnl"]')?.textContent ?? '',
  }));
  const expected = pnlOf('long', lots, position.lot_size, position.price ?? '0', ungroup(shown.current));
  expect(new Decimal(ungroup(shown.pnl)).toFixed(2)).toBe(new Decimal(expected).toFixed(2));
  await expect(page.getByTestId('risk-rate')).toHaveText(/^[\d.]+%$/);
  await expect(page.getByTestId('risk-pnl')).toHaveText(/USDT$/);
  await expect(page.getByRole('tab', { name: 'Positions (1)' })).toBeVisible();
  await page.screenshot({ path: '/tmp/contract-open.png', fullPage: true });

  // Close it: asked first, then gone from the open positions.
  await row.getByRole('button', { name: 'Close', exact: true }).click();
  const closeSheet = page.getByRole('dialog', { name: 'Close at market' });
  await expect(closeSheet.getByTestId('close-question')).toContainText(
    `Close your Long BTC/USDT position of ${lots} lots?`,
  );
  const closed = page.waitForResponse((r) => r.url().includes('/api/lever/close'));
  const toasted = shell.toast.filter({ hasText: 'Position closed' }).waitFor();
  await closeSheet.getByRole('button', { name: 'Confirm' }).click();
  const closeReply = (await (await closed).json()) as { type: string; message: LeverPosition };
  expect(closeReply.type, JSON.stringify(closeReply)).toBe('ok');
  const done = closeReply.message;
  expect(done).toMatchObject({ id: position.id, status: 3, close_reason: 'user' });
  await toasted;
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No open positions')).toBeVisible();

  // The history: why, both recorded ticks, the P&L and the fees.
  await contract.page.getByRole('link', { name: 'All positions' }).first().click();
  expect(await shell.hashPath()).toBe('/pages/transaction/contract_order');
  await page.getByRole('tab', { name: 'History' }).click();
  const history = contract.row(position.id);
  await expect(history.getByTestId('close-reason')).toHaveText('Closed by you');
  await expect(history.getByTestId('position-open')).toHaveAttribute('data-tick-id', String(position.open_tick?.id));
  await expect(history.getByTestId('position-close')).toHaveAttribute('data-tick-id', String(done.close_tick?.id));
  await expect(history.getByTestId('position-close-price')).toHaveText(grouped(done.close_tick?.price ?? ''));
  await expect(history.getByTestId('position-fees')).not.toHaveText('');
  // Check: the 1-minute chart on the closing tick, as options' settlements have.
  const tick = done.close_tick as { time: number; price: string };
  await expect(history.getByRole('link', { name: 'Check the close price on the chart' })).toHaveAttribute(
    'href',
    `#/pages/market/detail?symbol=${encodeURIComponent(done.symbol)}&period=1m&at=${tick.time}&price=${encodeURIComponent(tick.price)}`,
  );
  await page.screenshot({ path: '/tmp/contract-history.png', fullPage: true });

  // The bills of the contract account: the transfer in, the open and the close.
  await page.goto('./#/pages/setting/bill');
  await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Contract account' });
  await expect(page.locator('.bill-row').nth(2)).toBeVisible();
  await page.screenshot({ path: '/tmp/contract-bills.png', fullPage: true });
});

test('a guest sees the contract form and is asked to log in to trade', async ({ page }) => {
  const contract = new ContractPage(page);
  await page.goto('./#/pages/transaction/index?product=contract');
  await expect(page.getByTestId('contract-symbol')).toHaveText('BTC/USDT');
  await expect(contract.form.locator('.multiple-chip').first()).toBeVisible();
  await expect(contract.form.getByRole('link', { name: 'Log in to trade' })).toBeVisible();
  await expect(contract.form.getByRole('button', { name: 'Open long' })).toHaveCount(0);
  await expect(page.getByText('Log in to see your positions.')).toBeVisible();
});

test('positions on one symbol share one liquidation price, with the return on margin beside the P&L; a hedge has none', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signedInWithFunds(page, request, baseURL ?? '');
  const headers = { token: account.token, AUTHORIZATION: account.token };
  const post = async <T>(path: string, form: Record<string, string>) => {
    const body = (await (await request.post(`${origin(baseURL)}/api/${path}`, { headers, form })).json()) as {
      type: string;
      message: T;
    };
    expect(body.type).toBe('ok');
    return body.message;
  };
  await post('wallet/change', { currency_id: 'USDT', number: '1000', from_field: '2', to_field: '3' });
  const open = (type: '1' | '2', share: string) =>
    post<LeverPosition>('lever/submit', {
      currency_id: '4',
      legal_id: '1',
      share,
      multiple: '10',
      type,
      status: '1',
      target_price: '0',
      password: '',
    });
  const shorts = [await open('2', '10'), await open('2', '20')] as const;

  const shell = new Shell(page);
  const contract = new ContractPage(page);
  await shell.open('/pages/transaction/index');
  await contract.openTab();
  const a = contract.row(shorts[0].id);
  const b = contract.row(shorts[1].id);
  await expect(a.getByTestId('position-liquidation')).toHaveText(/^[\d,]+(\.\d+)?$/);
  const price = await a.getByTestId('position-liquidation').textContent();
  await expect(b.getByTestId('position-liquidation')).toHaveText(price ?? '');
  // A short is liquidated above the market.
  expect(new Decimal(ungroup(price ?? '')).gt(shorts[1].price ?? '0')).toBe(true);
  await expect(a.getByTestId('position-roe')).toHaveText(/^ROE (\+|−)?\d+\.\d{2}%$/);

  // A long of the same 30 lots: the symbol's exposure is flat, so nothing liquidates it.
  await open('1', '30');
  await page.reload();
  await contract.openTab();
  await expect(a.getByTestId('position-liquidation')).toHaveText('—');
  await expect(b.getByTestId('position-liquidation')).toHaveText('—');
});
