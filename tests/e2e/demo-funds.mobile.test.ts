// Demo funds where they are needed (issue 40), at phone size: a new user on the contract screen is
// offered, where the balance shows, the transfer from spot and demo funds straight into the
// contract account, takes them and can trade; on the options screen the transfer from spot opens
// with the options account chosen and comes back; and home keeps offering the coins not taken yet,
// naming them, until all are taken.
import { expect, type Page, test } from '@playwright/test';
import { getDemoFunds, signedInNewAccount } from './api';
import { OptionsPage, Shell } from './pages';

/** Nothing wider than the phone's screen. */
async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.view);
}

test('a new user on the contract screen takes demo funds into the contract account and has funds to trade', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInNewAccount(page, request, baseURL ?? '');
  const shell = new Shell(page);
  await shell.open('/pages/transaction/index?product=contract');
  const form = page.getByRole('form', { name: 'Open a contract' });
  const balance = form.getByTestId('lever-balance');
  await expect(balance).toHaveText('0.00 USDT');

  const offer = form.getByRole('region', { name: 'Add funds to trade' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('This account has nothing available.');
  const transfer = offer.getByRole('link', { name: 'Transfer from Spot' });
  await expect(transfer).toHaveAttribute('href', /fundTransfer\?from=2&to=3&redirect=/);
  await noSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/contract-funds-offer.png', fullPage: true });

  await offer.getByRole('button', { name: 'Get demo funds into this account' }).click();
  await expect(shell.toast).toHaveText('Demo funds added');
  await expect(balance).toHaveText('10,000.00 USDT');
  await expect(offer).toHaveCount(0);

  // The funds are in the contract account, not the spot account.
  await page.goto('./#/pages/fund/assets');
  await expect(page.locator('.balance-row[data-currency="USDT"] [data-testid="available"]')).toHaveText('0');
});

test('on the options screen, Transfer from Spot opens the transfer into the options account and comes back', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signedInNewAccount(page, request, baseURL ?? '');
  await getDemoFunds(request, baseURL ?? '', account.token, 'USDT', '500');
  const shell = new Shell(page);
  const options = new OptionsPage(page);
  await shell.open('/pages/transaction/index?product=options');
  await page.getByRole('button', { name: 'I understand the risks — accept' }).click();
  await expect(options.balance).toHaveText('0 USDT');

  const offer = options.form.getByRole('region', { name: 'Add funds to trade' });
  await expect(offer.getByRole('button', { name: 'Get demo funds into this account' })).toBeVisible();
  await noSidewaysScroll(page);
  await offer.getByRole('link', { name: 'Transfer from Spot' }).click();
  expect(await shell.hashPath()).toMatch(/^\/pages\/fund\/fundTransfer\?from=2&to=4&redirect=/);
  await expect(page.getByRole('combobox').nth(1)).toHaveValue('2');
  await expect(page.getByRole('combobox').nth(2)).toHaveValue('4');
  await page.getByLabel('Amount').fill('200');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(shell.toast).toHaveText('Transfer complete');
  expect(await shell.hashPath()).toMatch(/^\/pages\/transaction\/index\?product=options/);
  await expect(options.balance).toHaveText('200 USDT');
  await expect(offer).toHaveCount(0);
});

test('home keeps offering the coins not taken yet, naming them, until all are taken', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInNewAccount(page, request, baseURL ?? '');
  const shell = new Shell(page);
  await shell.open('/');
  const offer = page.getByTestId('demo-funds-offer');
  await expect(offer).toHaveAttribute('data-first-run', 'true');
  await offer.getByRole('button', { name: 'Get 10,000 USDT' }).click();
  await expect(shell.toast).toHaveText('Demo funds added');

  // Still there, no longer the first-run variant, with BTC and ETH left.
  await expect(offer).not.toHaveAttribute('data-first-run');
  await expect(offer).toContainText('Still yours to take: BTC and ETH.');
  await expect(offer.getByRole('button', { name: 'Get 10,000 USDT' })).toHaveCount(0);
  await expect(offer.getByRole('button')).toHaveText(['Get 1 BTC', 'Get 10 ETH']);
  await noSidewaysScroll(page);

  // Seen again on a fresh load: it is the server that knows what was taken.
  await page.reload();
  await expect(offer).toContainText('Still yours to take: BTC and ETH.');
  await offer.getByRole('button', { name: 'Get 1 BTC' }).click();
  await expect(offer).toContainText('Still yours to take: ETH.');
  await offer.getByRole('button', { name: 'Get 10 ETH' }).click();
  await expect(shell.toast.first()).toBeVisible();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.home-markets .quote-row').first()).toBeVisible();
  await expect(offer).toHaveCount(0);
});
