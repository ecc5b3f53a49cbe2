// Withdraw (spec §2 fund/withdraw): the form's own checks, the pay-password gate, the 998 answer
// to an unverified user, and the server's refusals kept at their field (wrong or locked pay
// password, insufficient balance) once the toast has gone. A verified user's withdrawal, filed and
// approved at /admin/, is in admin.desktop.test.ts.
import { expect, type Page, test } from '@playwright/test';
import {
  getDemoFunds,
  makeAccount,
  saveWalletAddress,
  setPayPassword,
  signedInNewAccount,
  signInWith,
  submitLevel1,
} from './api';
import { approveIdentity } from './operators';
import { Shell } from './pages';

const TRON_ADDRESS = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';

/** The withdraw screen, so the tests read as what a user does. */
class WithdrawScreen {
  constructor(readonly page: Page) {}
  get amount() {
    return this.page.getByLabel('Amount', { exact: true });
  }
  get remark() {
    return this.page.getByLabel('Remark (optional)');
  }
  get payPassword() {
    return this.page.getByLabel('Payment password');
  }
  get fee() {
    return this.page.getByTestId('withdraw-fee');
  }
  get received() {
    return this.page.getByTestId('withdraw-received');
  }
  get coin() {
    return this.page.getByTestId('withdraw-coin');
  }
  method(name: 'Wallet address' | 'Bank card' | 'International bank card') {
    return this.page.getByRole('tab', { name, exact: true });
  }
  submit() {
    return this.page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  }
}

test('an unverified user who submits a withdrawal is sent to identity verification', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await makeAccount(request, baseURL ?? '');
  await setPayPassword(request, baseURL ?? '', account);
  await getDemoFunds(request, baseURL ?? '', account.token, 'USDT', '100');
  await saveWalletAddress(request, baseURL ?? '', account.token, { coin: 2, name: 'Ledger', address: TRON_ADDRESS });
  await page.addInitScript((tok) => localStorage.setItem('token', tok), account.token);
  const shell = new Shell(page);
  await shell.open();
  await page.locator('[data-shortcut="withdraw"]').click();

  const screen = new WithdrawScreen(page);
  await expect(screen.coin).toContainText('USDT-TRC20');
  await expect(page.getByText('Available: 100 USDT')).toBeVisible();
  // The only saved address is already chosen.
  await expect(page.getByRole('radio', { name: /Ledger/ })).toBeChecked();
  await page.getByRole('button', { name: 'All' }).click();
  await expect(screen.amount).toHaveValue('100');
  await expect(screen.received).toHaveText('99 USDT');
  // No "0 of 0 BTC": an unverified account has no limit yet, and says why.
  await expect(page.getByTestId('withdraw-limit')).toHaveText('Set once your identity is verified');
  await screen.payPassword.fill('135790');
  await screen.submit();
  await expect(shell.toast).toContainText(/verif/i);
  await expect.poll(() => shell.hashPath()).toBe('/pages/setting/real_mark');
});

test('a user without a pay password is shown the way to set one instead of the form', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInNewAccount(page, request, baseURL ?? '');
  await page.goto('./#/pages/fund/withdraw');
  await expect(page.getByText('Set a payment password first')).toBeVisible();
  await expect(new WithdrawScreen(page).amount).toHaveCount(0);
  await page.getByRole('link', { name: 'Set payment password' }).click();
  await expect.poll(() => new Shell(page).hashPath()).toBe('/pages/setting/payPassword');
});

test('the form shows the fee and amount received, and refuses an amount below the minimum keeping what was typed', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await makeAccount(request, baseURL ?? '');
  await setPayPassword(request, baseURL ?? '', account);
  await page.addInitScript((tok) => localStorage.setItem('token', tok), account.token);
  await page.goto('./#/pages/fund/withdraw');
  const screen = new WithdrawScreen(page);
  await expect(screen.coin).toContainText('USDT-TRC20');
  await expect(page.getByText('You have no saved USDT-TRC20 address on this network.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add address' })).toBeVisible();

  await screen.amount.fill('25.5');
  await expect(screen.fee).toHaveText('1 USDT');
  await expect(screen.received).toHaveText('24.5 USDT');
  // A bank payout costs 0.5 %, at least 2 USDT, from 50 USDT.
  await screen.method('Bank card').click();
  await expect(page.getByRole('link', { name: 'Add bank card' })).toBeVisible();
  await screen.amount.fill('1000');
  await expect(screen.fee).toHaveText('5 USDT');
  await expect(screen.received).toHaveText('995 USDT');
  await screen.method('Wallet address').click();

  await screen.amount.fill('5');
  await expect(screen.received).toHaveText('— USDT');
  await screen.remark.fill('rent');
  await screen.payPassword.fill('135790');
  await screen.submit();
  await expect(page.getByText('The minimum amount is 10 USDT')).toBeVisible();
  await expect(screen.amount).toHaveValue('5');
  await expect(screen.remark).toHaveValue('rent');
  await expect(screen.payPassword).toHaveValue('135790');

  // Another coin from the picker: bank payouts are for USDT only.
  await screen.coin.click();
  await page.getByRole('button', { name: /ETH/ }).click();
  await expect(screen.coin).toContainText('ETH-ERC20');
  await expect(screen.method('Bank card')).toBeDisabled();
  await screen.amount.fill('0.5');
  await expect(screen.fee).toHaveText('0.003 ETH');
  await expect(screen.received).toHaveText('0.497 ETH');

  await page.getByRole('link', { name: 'Withdrawal records' }).click();
  await expect(page.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No withdrawals yet')).toBeVisible();
});

test("the server's refusals stay at their field after the toast: wrong pay password, insufficient balance, locked", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const account = await makeAccount(request, base);
  await submitLevel1(request, base, account.token);
  await setPayPassword(request, base, account);
  await getDemoFunds(request, base, account.token, 'USDT', '100');
  await saveWalletAddress(request, base, account.token, { coin: 2, name: 'Ledger', address: TRON_ADDRESS });
  await approveIdentity(request, base, account.email);
  await signInWith(page, account.token);
  const shell = new Shell(page);
  await page.goto('./#/pages/fund/withdraw');

  const screen = new WithdrawScreen(page);
  await expect(page.getByText('Available: 100 USDT')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Ledger/ })).toBeChecked();
  await screen.amount.fill('50');
  await screen.payPassword.fill('246800');
  await screen.submit();
  await expect(shell.toast).toHaveText('The pay password is incorrect');
  // Long after the toast has gone, the reason is still under the pay password, which it describes.
  await page.waitForTimeout(5000);
  await expect(shell.toast).toHaveCount(0);
  await expect(screen.payPassword).toHaveAccessibleDescription('The pay password is incorrect');
  await expect(screen.payPassword).toHaveValue('246800');
  // Typing again clears it.
  await screen.payPassword.fill('135790');
  await expect(screen.payPassword).not.toHaveAccessibleDescription('The pay password is incorrect');

  // Meanwhile, in another tab, 60 USDT leave: this form still thinks 100 are there.
  const other = await page.context().newPage();
  await other.goto('./#/pages/fund/withdraw');
  await expect(other.getByText('Available: 100 USDT')).toBeVisible();
  await other.getByLabel('Amount', { exact: true }).fill('60');
  await other.getByLabel('Payment password').fill('135790');
  await other.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect.poll(() => new Shell(other).hashPath()).toContain('/pages/fund/receive_withdraw_record');
  await other.close();

  await screen.submit();
  await expect(screen.amount).toHaveAccessibleDescription('Insufficient balance');
  await page.waitForTimeout(4000);
  await expect(screen.amount).toHaveAccessibleDescription('Insufficient balance');

  // Wrong pay passwords until the lock: it says at the field for how long, and until when.
  await screen.payPassword.fill('111111');
  const button = page.getByRole('button', { name: 'Withdraw', exact: true });
  for (let i = 0; i < 7; i++) {
    await screen.submit();
    // Busy until the answer: then the field says why.
    await expect(button).toBeEnabled();
    await expect(screen.payPassword).toHaveAccessibleDescription(/incorrect|Too many/);
    const said = await screen.payPassword.getAttribute('aria-describedby');
    if (said && /Too many/.test((await page.locator(`[id="${said}"]`).textContent()) ?? '')) break;
  }
  await expect(screen.payPassword).toHaveAccessibleDescription(
    /^Too many wrong pay passwords\. Try again in \d+ minutes? \(until .+\)$/,
  );
});

test('while its only address waits its security pause, the form says until when instead of "choose an address"', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await makeAccount(request, baseURL ?? '');
  await setPayPassword(request, baseURL ?? '', account);
  await getDemoFunds(request, baseURL ?? '', account.token, 'USDT', '100');
  await saveWalletAddress(request, baseURL ?? '', account.token, { coin: 2, name: 'Ledger', address: TRON_ADDRESS });
  // These test servers hold nothing (SECURITY_HOLD_HOURS=0): the list is answered as a server with
  // the 24-hour pause would, the address usable a day from now.
  const usableAt = Date.now() + 86_400_000;
  await page.route('**/api/user/wallet/list**', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { message: { data: { usable_at: number }[] } };
    for (const a of body.message.data) a.usable_at = usableAt;
    await route.fulfill({ response: res, json: body });
  });
  await page.addInitScript((tok) => localStorage.setItem('token', tok), account.token);
  const shell = new Shell(page);
  await shell.open();
  await page.locator('[data-shortcut="withdraw"]').click();
  const screen = new WithdrawScreen(page);
  await expect(page.getByRole('radio', { name: /Ledger/ })).toBeDisabled();
  await expect(page.getByTestId('address-usable-from')).toBeVisible();
  await page.getByRole('button', { name: 'All' }).click();
  await screen.payPassword.fill('135790');
  await screen.submit();
  await expect(page.getByText(/^Your new address can receive withdrawals from /)).toBeVisible();
  await expect(page.getByText('Please choose a withdrawal address')).toHaveCount(0);
});
