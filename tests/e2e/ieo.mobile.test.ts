// The IEO launchpad as a user sees it on a phone (spec §2 ieo; contract/ieo.ts): a new user with
// demo USDT opens the Finance tab, the IEO tile, a project in progress; is told off for a part
// token and sees the payment and the pro-rata example worked out live (contract/ieo-rules.ts);
// subscribes through the confirm step with an Idempotency-Key, and finds the order in My orders
// waiting for allocation. A guest sees the projects and is offered the sign-in to subscribe.
import { expect, type Page, test } from '@playwright/test';
import Decimal from 'decimal.js';
import type { IeoProject, IeoProjectPage } from '../../contract/ieo';
import { signedInWithFunds } from './api';
import { Shell } from './pages';

const origin = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

/** Money as the IEO screens show it: 2 to 8 decimals, digits grouped ('1500' → '1,500.00'). */
const money = (value: Decimal.Value) => {
  const d = new Decimal(value);
  const [int = '', frac] = d.toFixed(Math.max(2, Math.min(8, d.decimalPlaces()))).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
};

/** Whole tokens as the screens show them: digits grouped ('100000' → '100,000'). */
const tokens = (value: Decimal.Value) => new Decimal(value).toFixed().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const TOKENS = ['KST', 'NOVA', 'ORBT'];

/** The demo projects as a guest gets them from the API. */
async function projects(page: Page, baseURL: string | undefined): Promise<IeoProject[]> {
  const res = await page.request.get(`${origin(baseURL)}/api/project`, { params: { page: 1, limit: 50 } });
  const body = (await res.json()) as { type: string; message: IeoProjectPage };
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.message.list;
}

/** The card of a project on the list, loading more pages until it shows. */
async function cardOf(page: Page, id: number) {
  const card = page.locator(`.ieo-project[data-project-id="${id}"]`);
  await expect(page.locator('.ieo-project').first()).toBeVisible();
  for (let i = 0; i < 10 && (await card.count()) === 0; i++) {
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForTimeout(300);
  }
  return card;
}

test('a new user subscribes to an IEO project in progress from the Finance tab and finds the order waiting for allocation', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signedInWithFunds(page, request, baseURL ?? '');
  const project = (await projects(page, baseURL)).find(
    (p) =>
      p.time_status === 1 &&
      p.pay_currency === 'USDT' &&
      TOKENS.includes(p.currency_name) &&
      new Decimal(p.min_amount).times(p.price).lte(1000),
  );
  if (!project) throw new Error('no USDT project in progress whose least order costs 1,000 USDT or less');
  const token = project.currency_name;
  // The least order, or two if that still costs no more than 1,000 USDT (and the cap allows).
  const least = Decimal.max(project.min_amount, 1);
  const amount = (
    least.times(2).times(project.price).lte(1000) && least.times(2).lte(project.user_cap) ? least.times(2) : least
  ).toFixed(0);
  const payment = new Decimal(amount).times(project.price);
  const shell = new Shell(page);

  // Finance tab → the IEO tile → the launchpad.
  await shell.open('/');
  await shell.tab('financial').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible();
  await page.locator('.earn-tile[data-tile="ieo"]').click();
  expect(await shell.hashPath()).toBe('/pages/ieo/ieo');
  await expect(page.getByRole('heading', { level: 1, name: 'IEO launchpad' })).toBeVisible();
  const card = await cardOf(page, project.id);
  await expect(card.getByTestId('ieo-stage')).toHaveText(/^Ends in /);
  await expect(card.getByTestId('ieo-price')).toHaveText(`1 ${token} = ${money(project.price)} USDT`);
  await expect(card.getByTestId('ieo-supply')).toHaveText(`${tokens(project.amount)} ${token}`);
  await expect(card.getByRole('progressbar')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: '/tmp/ieo-list.png', fullPage: true });
  await card.getByRole('link').click();
  expect(await shell.hashPath()).toBe(`/pages/ieo/subscribe?id=${project.id}`);

  // The project: its terms, the release plan, the balance; a part token refused before sending.
  await expect(page.getByTestId('terms-price')).toHaveText(`1 ${token} = ${money(project.price)} USDT`);
  await expect(page.getByTestId('terms-release')).toContainText(project.lock_days > 0 ? 'Locked' : 'Not locked');
  const form = page.getByRole('form', { name: 'Subscribe' });
  await expect(form.getByTestId('ieo-available')).toHaveText('1,000.00 USDT');
  const field = form.getByLabel(`Tokens (${token})`);
  await field.fill('1.5');
  await expect(form.getByText('Enter a whole number of tokens')).toBeVisible();
  if (least.gt(1)) {
    await field.fill(least.minus(1).toFixed(0));
    await expect(form.getByText(`The least amount of one order is ${tokens(least)} ${token}`)).toBeVisible();
  }
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The payment and the pro-rata example, worked out live.
  await field.fill(amount);
  await expect(form.getByTestId('ieo-payment')).toHaveText(`${money(payment)} USDT`);
  const example = form.getByTestId('ieo-example');
  await expect(example).toContainText(`${tokens(new Decimal(project.total_sell).plus(amount))} for a supply of`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: '/tmp/ieo-subscribe.png', fullPage: true });

  // Confirm, sent once with an Idempotency-Key.
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm subscription' });
  await expect(sheet.getByTestId('confirm-amount')).toHaveText(`${tokens(amount)} ${token}`);
  await expect(sheet.getByTestId('confirm-payment')).toHaveText(`${money(payment)} USDT`);
  await page.screenshot({ path: '/tmp/ieo-confirm.png', fullPage: true });
  const submitted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/project/order');
  const toasted = shell.toast.filter({ hasText: 'Subscribed: the payment is committed until the end' }).waitFor();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  const response = await submitted;
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const placed = (await response.json()) as { type: string; message: { mine: { amount: string } | null } };
  expect(placed.type, JSON.stringify(placed)).toBe('ok');
  expect(new Decimal(placed.message.mine?.amount ?? 0).eq(amount)).toBe(true);
  await toasted;

  // My orders: waiting for allocation, with what was asked and committed.
  expect(await shell.hashPath()).toBe('/pages/ieo/order');
  const row = page.locator('.ieo-order').filter({ hasText: project.title });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-state', 'committed');
  await expect(row.getByTestId('order-state')).toHaveText('Waiting for allocation');
  await expect(row.getByTestId('order-amount')).toHaveText(`${tokens(amount)} ${token}`);
  await expect(row.getByTestId('order-committed')).toHaveText(`${money(payment)} USDT`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: '/tmp/ieo-orders.png', fullPage: true });

  // Back on the project, what was asked already is said.
  await page.goto(`./#/pages/ieo/subscribe?id=${project.id}`);
  await expect(page.getByTestId('ieo-mine')).toContainText(`You have asked for ${tokens(amount)} ${token}`);
});

test('a guest sees the IEO projects and a project, and is offered the sign-in to subscribe', async ({
  page,
  baseURL,
}) => {
  const shell = new Shell(page);
  const list = await projects(page, baseURL);
  const project = list.find((p) => p.time_status === 1) ?? list[0];
  if (!project) throw new Error('no demo IEO project');
  await page.goto('./#/pages/ieo/ieo');
  await expect(page.getByRole('heading', { level: 1, name: 'IEO launchpad' })).toBeVisible();
  const card = await cardOf(page, project.id);
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  expect(await shell.hashPath()).toBe(`/pages/ieo/subscribe?id=${project.id}`);
  await expect(page.getByTestId('terms-supply')).toHaveText(`${tokens(project.amount)} ${project.currency_name}`);
  await expect(page.getByRole('heading', { name: 'How allocation works' })).toBeVisible();
  for (const link of await page.locator('.ieo-links a').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(page.getByRole('form', { name: 'Subscribe' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/ieo-guest.png', fullPage: true });
  if (project.time_status !== 2) {
    await page.getByRole('link', { name: 'Sign in to subscribe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  }
});
