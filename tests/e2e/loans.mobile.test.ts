// Crypto loans as a user sees them on a phone (issue 38): a guest opens the home tile "Borrow &
// repay", reads the BTC product's terms and the calculator for a loan, and is asked to log in to
// borrow; a user with demo BTC borrows USDT against it for 7 days (the calculator's margin-call price
// is the server's, computed at the recorded price it cites), finds the loan with its margin-call
// price and events, repays part (interest first), then all of it, and sees the collateral back in
// the spot balance and the loan in the history; offline, the loan still reads from the device. The
// notifications word a margin call and a settlement with the tick each was judged at.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { debtOf, hourlyInterest, linePrice } from '../../contract/loan-rules';
import type { Loan, LoanPage } from '../../contract/loans';
import { getDemoFunds, signedInWithFunds } from './api';
import { Shell } from './pages';

const origin = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

/** An amount as the loan screens show it: 2 to 8 decimals, digits grouped ('1500' → '1,500.00'). */
const shown = (value: string) => {
  const d = new Decimal(value);
  const [int = '', frac] = d.toFixed(Math.max(2, Math.min(8, d.decimalPlaces()))).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
};

/** The user's loans as the server lists them. */
async function loans(request: APIRequestContext, baseURL: string | undefined, token: string, state: 'open' | 'closed') {
  const res = await request.get(`${origin(baseURL)}/api/loan/list`, {
    params: { state },
    headers: { token, AUTHORIZATION: token },
  });
  return ((await res.json()) as { message: LoanPage }).message.list;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a guest opens Borrow & repay, sees the terms and the calculator, and is asked to log in to borrow', async ({
  page,
}) => {
  const shell = new Shell(page);
  await shell.open();
  await page.locator('[data-shortcut="borrowing"]').click();
  expect(await shell.hashPath()).toBe('/pages/common/borrowing');
  await expect(page.getByRole('heading', { level: 1, name: 'Crypto loans' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Collateral' }).getByRole('tab', { name: 'BTC' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('terms-initial')).toHaveText('65%');
  await expect(page.getByTestId('terms-call')).toHaveText('80%');
  await expect(page.getByTestId('terms-liquidation')).toHaveText('90%');

  const form = page.getByRole('form', { name: 'Borrow' });
  await form.getByRole('tab', { name: '30 days' }).click();
  await form.getByLabel('Amount to borrow (USDT)').fill('5000');
  await form.getByLabel('Collateral (BTC)').fill('0.1');
  const debt = debtOf('5000', hourlyInterest('5000', '0.0002'));
  await expect(form.getByTestId('quote-call-price')).toHaveText(`${shown(linePrice(debt, '0.1', '0.8'))} USDT`);
  await expect(form.getByTestId('quote-liquidation-price')).toHaveText(`${shown(linePrice(debt, '0.1', '0.9'))} USDT`);
  await expect(form.getByTestId('quote-daily')).toHaveText(
    `${shown(new Decimal(hourlyInterest('5000', '0.0002')).times(24).toFixed())} USDT`,
  );
  // The LTV at the price the calculator cites (read together: the price is read again every 10 s).
  const ltvAtCitedPrice = async () => {
    const cited = await form.getByTestId('quote-price').getAttribute('data-price');
    const ltv = await form.getByTestId('quote-ltv').textContent();
    return ltv?.startsWith(
      `${debt
        .div(new Decimal('0.1').times(cited ?? '1'))
        .times(100)
        .toFixed(2)}%`,
    );
  };
  await expect.poll(ltvAtCitedPrice).toBe(true);
  await expect(form.getByTestId('quote-due')).not.toHaveText('None: repay any time');
  expect(await noSideScroll(page)).toBe(true);
  await page.screenshot({ path: '/tmp/loans-borrowing-guest.png', fullPage: true });
  await form.getByRole('link', { name: 'Log in to borrow' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('a user borrows USDT against BTC, repays part and then all, and gets the collateral back', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await signedInWithFunds(page, request, baseURL ?? '', '1000');
  await getDemoFunds(request, baseURL ?? '', account.token, 'BTC', '0.1');
  const shell = new Shell(page);
  await page.goto('./#/pages/common/borrowing?coin=BTC');

  // The form: 7 days, 1,000 USDT, the least collateral offered, then all of it (Max).
  const form = page.getByRole('form', { name: 'Borrow' });
  await expect(form.getByTestId('loan-available')).toHaveText('0.10 BTC');
  await form.getByRole('tab', { name: '7 days' }).click();
  await form.getByLabel('Amount to borrow (USDT)').fill('1000');
  await form.getByTestId('loan-use-least').click();
  await expect(form.getByLabel('Collateral (BTC)')).toHaveValue(/^0\.0\d+$/);
  await form.getByLabel('Collateral (BTC)').fill('0.2');
  await expect(form.getByText('Insufficient balance')).toBeVisible();
  await form.getByRole('button', { name: 'Max' }).nth(1).click();
  await expect(form.getByLabel('Collateral (BTC)')).toHaveValue('0.1');
  const debt = debtOf('1000', hourlyInterest('1000', '0.0002'));
  const callPrice = shown(linePrice(debt, '0.1', '0.8'));
  await expect(form.getByTestId('quote-call-price')).toHaveText(`${callPrice} USDT`);
  await expect(form.getByTestId('quote-price')).toContainText('tick #');
  expect(await noSideScroll(page)).toBe(true);
  await page.screenshot({ path: '/tmp/loans-borrowing.png', fullPage: true });

  await form.getByRole('button', { name: 'Borrow', exact: true }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('confirm-amount')).toHaveText('1,000.00 USDT');
  await expect(sheet.getByTestId('confirm-collateral')).toHaveText('0.1 BTC');
  await expect(sheet.getByTestId('confirm-term')).toHaveText('7 days');
  await expect(sheet.getByTestId('confirm-call-price')).toHaveText(`${callPrice} USDT`);
  await page.screenshot({ path: '/tmp/loans-confirm.png', fullPage: true });
  await sheet.getByRole('button', { name: 'Confirm' }).click();

  // The loan's page: what is owed, the margin-call price the server computed, the borrow event.
  await expect(page.getByRole('heading', { level: 1, name: 'Loan' })).toBeVisible();
  const [loan] = await loans(request, baseURL, account.token, 'open');
  expect(loan).toBeDefined();
  const open = loan as Loan;
  expect(await shell.hashPath()).toBe(`/pages/loan/detail?id=${open.id}`);
  await expect(page.getByTestId('loan-principal')).toHaveText('1,000.00 USDT');
  await expect(page.getByTestId('loan-call-price')).toHaveText(`${shown(open.call_price)} USDT`);
  expect(shown(open.call_price)).toBe(callPrice);
  await expect(page.getByTestId('loan-collateral')).toHaveText('0.1 BTC');
  await expect(page.getByTestId('loan-event-borrow-tick')).toHaveAttribute(
    'data-tick-id',
    String(open.borrowed_tick.id),
  );
  await expect(page.getByTestId('loan-borrowed-tick')).toHaveAttribute('data-tick-id', String(open.borrowed_tick.id));
  expect(await noSideScroll(page)).toBe(true);
  await page.screenshot({ path: '/tmp/loans-detail.png', fullPage: true });

  // Repay 100 USDT: the interest owed first, the rest off the principal.
  await page.getByRole('link', { name: 'Repay' }).click();
  const repay = page.getByRole('form', { name: 'Repay' });
  await repay.getByLabel('Amount to repay (USDT)').fill('100');
  // The interest owed as the screen read it (an hour's charge may have come since the loan was listed).
  const interest = ((await repay.getByTestId('repay-interest').textContent()) ?? '').replace(/[^\d.]/g, '');
  expect(new Decimal(interest).gte(open.interest)).toBe(true);
  await expect(repay.getByTestId('repay-to-interest')).toHaveText(`${shown(interest)} USDT`);
  await expect(repay.getByTestId('repay-to-principal')).toHaveText(
    `${shown(new Decimal(100).minus(interest).toFixed())} USDT`,
  );
  await expect(repay.getByTestId('repay-collateral')).toHaveText('0.1 BTC stays frozen');
  await page.screenshot({ path: '/tmp/loans-repay.png', fullPage: true });
  await repay.getByRole('button', { name: 'Repay', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loan' })).toBeVisible();
  await expect(page.getByTestId('loan-event-repay')).toBeVisible();
  const [part] = await loans(request, baseURL, account.token, 'open');
  expect(new Decimal(part?.principal ?? '0').lt(1000)).toBe(true);
  await expect(page.getByTestId('loan-principal')).toHaveText(`${shown(part?.principal ?? '')} USDT`);

  // Offline, My loans and the loan read from the device, marked with their age; nothing to send.
  await page.getByRole('link', { name: 'My loans' }).click();
  await expect(page.locator(`.loan-row[data-loan-id="${open.id}"]`)).toBeVisible();
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Offline · as of')).toBeVisible();
  await expect(page.getByTestId('loan-principal')).toHaveText(`${shown(part?.principal ?? '')} USDT`);
  await expect(page.getByRole('link', { name: 'Repay' })).toHaveCount(0);
  await page.context().setOffline(false);
  await expect(page.getByRole('link', { name: 'Repay' })).toBeVisible();

  // Repay all: the loan closes and the 0.1 BTC comes back.
  await page.getByRole('link', { name: 'Repay' }).click();
  await repay.getByRole('tab', { name: 'Repay all' }).click();
  await expect(repay.getByTestId('repay-collateral')).toHaveText('0.1 BTC comes back to you');
  await repay.getByRole('button', { name: 'Repay all' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(shell.toast).toContainText('Repaid in full');
  await expect(page.getByTestId('loan-state')).toHaveText('Repaid');
  await expect(page.getByTestId('loan-collateral')).toHaveText('Released');
  await expect(page.getByRole('link', { name: 'Repay' })).toHaveCount(0);

  // The balance: the collateral is available again; the loan is in the history.
  await page.goto('./#/pages/common/borrowing?coin=BTC');
  await expect(page.getByRole('form', { name: 'Borrow' }).getByTestId('loan-available')).toHaveText('0.10 BTC');
  await page.goto('./#/pages/loan/mine?tab=closed');
  await expect(page.getByRole('heading', { level: 1, name: 'My loans' })).toBeVisible();
  const row = page.locator(`.loan-row[data-loan-id="${open.id}"]`);
  await expect(row.getByTestId('loan-state')).toHaveText('Repaid');
  expect((await loans(request, baseURL, account.token, 'open')).length).toBe(0);
});

test('the notifications say a margin call and a settlement with the tick they were judged at', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInWithFunds(page, request, baseURL ?? '', '10');
  const time = Date.UTC(2026, 10, 30, 8, 0, 0);
  const item = (id: string, kind: string, params: Record<string, string>) => ({
    id,
    kind,
    params,
    read: false,
    created_at: time,
  });
  // The server's notices as it words their parameters (server/loans/risk.ts); the screen only words them.
  const data = [
    item('n2', 'loan_liquidated', {
      loan: 'L1',
      why: 'liquidation',
      collateral: 'BTC',
      sold: '0.05672732',
      returned: '0.04327268',
      currency: 'USDT',
      fee: '100.0001',
      price: '90000',
      time: String(time),
      tick_id: '77',
    }),
    item('n1', 'loan_margin_call', {
      loan: 'L1',
      collateral: 'BTC',
      ltv: '0.8123',
      price: '61500',
      liquidation_price: '55556.11',
      time: String(time),
      tick_id: '76',
    }),
  ];
  await page.route('**/api/user/notifications?**', (route) =>
    route.fulfill({ json: { type: 'ok', message: { data, total: 2, page: 1, limit: 10, unread: 2 } } }),
  );
  await page.goto('./#/pages/setting/notifications');
  const rows = page.locator('.notification-text');
  await expect(rows.nth(1)).toContainText('Margin call on your BTC loan: LTV 81.23% at BTC 61,500 USDT (tick #76');
  await expect(rows.nth(1)).toContainText('at 55,556.11 USDT it is liquidated');
  await expect(rows.nth(0)).toContainText(
    'Your BTC loan reached its liquidation line and was settled: 0.05672732 BTC sold at 90,000 USDT (tick #77',
  );
  await expect(rows.nth(0)).toContainText('fee 100.0001 USDT; 0.04327268 BTC returned to your spot account');
});
