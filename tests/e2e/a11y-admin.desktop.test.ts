// Accessibility of the back office (issue 20): axe over the sign-in screen and every screen of the
// navigation as an administrator (who sees them all), plus a customer's detail, at a desktop
// viewport. A screen fails on any critical, serious or moderate finding, or without its one h1
// and one main landmark.
import { expect, type Page, test } from '@playwright/test';
import { makeAccount } from './api';
import { a11yFindings, prepareAxe } from './axe';
import { createOperator, signInAsAdmin } from './operators';

/** Each navigation link and the h1 of the screen it opens. */
const SCREENS: [link: string, h1: string][] = [
  ['Identity verification', 'Identity verification'],
  ['Recharges', 'Recharges'],
  ['Withdrawals', 'Withdrawals'],
  ['Customer service', 'Customer service'],
  ['Chat room', 'Chat room'],
  ['NFT sales', 'NFT sales'],
  ['Copy trading', 'Trader applications'],
  ['Find a user', 'Find a user'],
  ['Adjustment approvals', 'Adjustment approvals'],
  ['News and pop-up', 'News and pop-up'],
  ['Banners', 'Banners'],
  ['FAQ', 'FAQ'],
  ['Information pages', 'Information pages'],
  ['Site configuration', 'Site configuration'],
  ['Spot', 'Spot trading'],
  ['Seconds options', 'Seconds options'],
  ['Contracts', 'Contracts'],
  ['Earn products', 'Earn products'],
  ['IEO launchpad', 'IEO launchpad'],
  ['Dual investment', 'Dual investment'],
  ['Crypto loans', 'Crypto loans'],
  ['NFT listings', 'NFT listings'],
  ['Proof of liabilities', 'Proof of liabilities'],
  ['Crypto gifts', 'Crypto gifts'],
  ['Audit log', 'Audit log'],
  ['Settlement check', 'Settlement check'],
];

/** Waits for the screen's h1 and for its data (the back office's loading note is aria-busy). */
async function settled(page: Page, h1: string) {
  await expect(page.getByRole('heading', { level: 1, name: h1, exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('the back office screens have no serious or moderate axe finding', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL ?? '').origin;
  const [customer, admin] = await Promise.all([makeAccount(request, baseURL ?? ''), createOperator('admin', 'a11y')]);
  const found: string[] = [];

  await prepareAxe(page);
  await page.goto(`${origin}/admin/`);
  await expect(page.getByLabel('E-mail')).toBeVisible();
  found.push(...(await a11yFindings(page, 'sign-in')));

  await signInAsAdmin(page, request, origin, admin);
  const nav = page.getByRole('navigation', { name: 'Back office' });

  for (const [link, h1] of SCREENS) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await settled(page, h1);
    found.push(...(await a11yFindings(page, link)));
  }

  // A customer found, and their detail.
  await nav.getByRole('link', { name: 'Find a user', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: customer.email })).toBeVisible();
  found.push(...(await a11yFindings(page, 'user search results')));
  await page.getByRole('link', { name: customer.email }).click();
  await settled(page, customer.email);
  found.push(...(await a11yFindings(page, 'user detail')));

  expect(found).toEqual([]);
});
