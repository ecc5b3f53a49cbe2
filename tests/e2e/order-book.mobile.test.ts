// The spot order book's tools (issue 40), at phone size: prices grouped onto a coarser step (bids
// down, asks up), one side shown with twice the rows, both kept for the pair after a reload, and
// the depth chart opened from the book.
import { expect, test } from '@playwright/test';
import { SpotPage } from './pages';

/** The prices of a list's rows as shown, read in one step (the maker requotes on every tick). */
const shownPrices = (spot: SpotPage, list: 'Asks' | 'Bids') =>
  spot.book
    .getByRole('list', { name: list })
    .evaluate((el) => [...el.querySelectorAll('.book-row span:nth-child(2)')].map((s) => s.textContent ?? ''));

test('prices group onto the step chosen, one side shows alone with more rows, and the choice is kept', async ({
  page,
}) => {
  const spot = new SpotPage(page);
  await page.goto('./#/pages/transaction/currency?symbol=BTC%2FUSDT');
  await expect(spot.asks).toHaveCount(10);
  await expect(spot.bids).toHaveCount(10);

  // BTC/USDT is priced to the cent: 0.01, 0.1, 1 and 10.
  const grouping = spot.book.getByRole('combobox', { name: 'Price grouping' });
  await expect(grouping).toHaveValue('0.01');
  await expect(grouping.locator('option')).toHaveText(['0.01', '0.1', '1', '10']);
  await grouping.selectOption('10');
  await expect(spot.book).toHaveAttribute('data-step', '10');
  for (const list of ['Asks', 'Bids'] as const)
    await expect
      .poll(async () => {
        const prices = await shownPrices(spot, list);
        return prices.length > 0 && prices.every((p) => /^[\d,]+0$/.test(p));
      })
      .toBe(true);
  // Bids rounded down, asks up: the best grouped bid stays under the best grouped ask.
  const best = await spot.book.evaluate((el) => {
    const price = (s: string) => Number(el.querySelector(s)?.getAttribute('data-price'));
    return { bid: price('.book-row.bid'), ask: price('.book-asks li:last-child .book-row') };
  });
  expect(best.bid).toBeLessThan(best.ask);

  await grouping.selectOption('0.1');
  await expect.poll(async () => (await shownPrices(spot, 'Bids')).every((p) => /^[\d,]+\.\d$/.test(p))).toBe(true);

  // Buy orders only: no asks at all, twice the bids.
  await spot.book.getByRole('button', { name: 'Buy orders only' }).click();
  await expect(spot.book.getByRole('button', { name: 'Buy orders only' })).toHaveAttribute('aria-pressed', 'true');
  await expect(spot.book.getByRole('list', { name: 'Asks' })).toHaveCount(0);
  await expect(spot.asks).toHaveCount(0);
  await expect.poll(() => spot.bids.count()).toBeGreaterThan(10);

  // Kept for the pair: a reload opens the book the same way.
  await page.reload();
  await expect(spot.bids.first()).toBeVisible();
  await expect(spot.book.getByRole('combobox', { name: 'Price grouping' })).toHaveValue('0.1');
  await expect(spot.book.getByRole('list', { name: 'Asks' })).toHaveCount(0);

  // Sell orders only, then both again.
  await spot.book.getByRole('button', { name: 'Sell orders only' }).click();
  await expect(spot.book.getByRole('list', { name: 'Bids' })).toHaveCount(0);
  await expect.poll(() => spot.asks.count()).toBeGreaterThan(10);
  await spot.book.getByRole('button', { name: 'Buy and sell orders' }).click();
  await expect(spot.asks).toHaveCount(10);
  await expect(spot.bids).toHaveCount(10);

  // Another pair keeps its own view.
  await page.goto('./#/pages/transaction/currency?symbol=ETH%2FUSDT');
  await expect(page.getByTestId('spot-symbol')).toHaveText('ETH/USDT');
  await expect(spot.book.getByRole('combobox', { name: 'Price grouping' })).toHaveValue('0.01');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
});

test('the depth chart opens from the book: both sides stepped around the mid price', async ({ page }) => {
  const spot = new SpotPage(page);
  await page.goto('./#/pages/transaction/currency?symbol=BTC%2FUSDT');
  await expect(spot.bids).toHaveCount(10);
  await spot.book.getByRole('button', { name: 'Depth chart' }).click();
  const sheet = page.getByRole('dialog', { name: 'Depth chart BTC/USDT' });
  await expect(sheet).toBeVisible();
  const chart = sheet.getByTestId('depth-chart');
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute(
    'aria-label',
    /^Depth: [\d.,]+ BTC bid down to [\d.,]+, [\d.,]+ BTC asked up to /,
  );
  for (const side of ['bids', 'asks'])
    await expect(chart.locator(`path[data-side="${side}"]`)).toHaveAttribute('d', /^M[\d.]+,[\d.]+ L/);
  await expect(sheet.getByText(/^Mid price [\d,]+\.\d{2}$/)).toBeVisible();
  const box = await chart.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);
});
