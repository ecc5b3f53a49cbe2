// The pair picker's favourites and recent pairs (issue 40): a star on each row marks a favourite,
// shared with the market tab's favourites and the contract screen's picker; Recent lists the pairs
// opened on this device, newest first. Both say so when they are empty. At a 390 px phone.
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

test('a pair starred in the picker is a favourite everywhere, and the pairs opened are its recent ones', async ({
  page,
}) => {
  // Four screens and two pickers in one journey: more than a minute on a busy machine.
  test.setTimeout(120_000);
  await page.goto('./#/pages/transaction/currency?symbol=BTC%2FUSDT');
  await expect(page.getByTestId('spot-symbol')).toHaveText('BTC/USDT');
  await page.getByRole('button', { name: /^Pair BTC\/USDT/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a pair' });
  const tabs = picker.getByRole('tablist', { name: 'Markets' });

  // Nothing starred yet: the tab says how to add one.
  await tabs.getByRole('tab', { name: 'Favourites' }).click();
  await expect(picker.getByText('No favourites yet. Tap the star beside a pair to add it here.')).toBeVisible();
  // The pair on screen is already a recent one.
  await tabs.getByRole('tab', { name: 'Recent' }).click();
  await expect(picker.locator('.pair-option')).toHaveCount(1);
  await expect(picker.locator('.pair-option').first()).toHaveAttribute('data-symbol', 'BTC/USDT');

  // Typing searches every pair.
  await picker.getByRole('searchbox', { name: 'Search pairs' }).fill('eth');
  await expect(tabs.getByRole('tab', { name: /^Coins/ })).toHaveAttribute('aria-selected', 'true');
  const star = picker.getByRole('button', { name: 'Favourite ETH/USDT' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await picker.locator('.pair-option[data-symbol="ETH/USDT"]').click();
  await expect(page.getByTestId('spot-symbol')).toHaveText('ETH/USDT');

  // Reopened: ETH/USDT is the favourite, and the most recent pair before BTC/USDT.
  await page.getByRole('button', { name: /^Pair ETH\/USDT/ }).click();
  await tabs.getByRole('tab', { name: 'Favourites' }).click();
  await expect(picker.locator('.pair-option')).toHaveCount(1);
  await expect(picker.locator('.pair-option').first()).toHaveAttribute('data-symbol', 'ETH/USDT');
  await tabs.getByRole('tab', { name: 'Recent' }).click();
  await expect
    .poll(() => picker.locator('.pair-option').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-symbol'))))
    .toEqual(['ETH/USDT', 'BTC/USDT']);
  // A recent pair opens from there.
  await picker.locator('.pair-option[data-symbol="BTC/USDT"]').click();
  await expect(page.getByTestId('spot-symbol')).toHaveText('BTC/USDT');

  // The same favourites on the market tab, and in the contract screen's picker, after a reload.
  await page.goto('./#/pages/market/market');
  await page.reload();
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.locator('.quote-list [data-symbol="ETH/USDT"]')).toBeVisible();

  await page.goto('./#/pages/transaction/contract?contract=1');
  await page.getByRole('button', { name: /^Instrument BTC\/USDT/ }).click();
  const instruments = page.getByRole('dialog', { name: 'Choose an instrument' });
  await instruments.getByRole('tab', { name: 'Favourites' }).click();
  await expect(instruments.locator('.pair-option[data-symbol="ETH/USDT"]')).toBeVisible();
  // Unstarred there, it leaves the list.
  await instruments.getByRole('button', { name: 'Favourite ETH/USDT' }).click();
  await expect(instruments.getByText('No favourites yet. Tap the star beside a pair to add it here.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
