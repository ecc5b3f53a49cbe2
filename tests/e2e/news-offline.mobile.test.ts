// News offline (issue 40): a News screen that could not load recovers by itself when the network
// returns, and after a visit the list last shown is there offline, marked with its age, until the
// network gives the live one again.
import { expect, test } from '@playwright/test';
import { Shell } from './pages';

test.use({ viewport: { width: 390, height: 844 } });

test('news fails offline and recovers on reconnect; later offline it shows the kept list, stale-marked', async ({
  page,
  context,
}) => {
  // Two offline starts and two reconnections: more than one minute on a busy machine.
  test.setTimeout(120_000);
  const shell = new Shell(page);
  await shell.open('/');
  await shell.waitForServiceWorker();

  // Offline before any news was seen: the failure, then the list once the network is back.
  await context.setOffline(true);
  await page.goto('./#/pages/common/news');
  await expect(page.getByRole('alert')).toBeVisible();
  await context.setOffline(false);
  const rows = page.locator('.news-row');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  const title = (await rows.first().locator('.news-title').textContent()) ?? '';
  expect(title).not.toBe('');
  // The list shown is kept on this device (read without creating the database if it is not there yet).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('kestrel');
            open.onupgradeneeded = () => open.transaction?.abort();
            open.onsuccess = () => {
              try {
                const get = open.result.transaction('settings').objectStore('settings').get('news:en');
                get.onsuccess = () => resolve(get.result !== undefined);
                get.onerror = () => resolve(false);
              } catch {
                resolve(false);
              } finally {
                open.result.close();
              }
            };
            open.onerror = () => resolve(false);
          }),
      ),
    )
    .toBe(true);

  // Offline again, a new start of the app: the kept list, with its age.
  await context.setOffline(true);
  await page.reload();
  await expect(rows.first().locator('.news-title')).toHaveText(title);
  await expect(page.getByText(/Offline · updated/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Back online: the live list replaces it, and the note goes.
  await context.setOffline(false);
  await expect(page.getByText(/Offline · updated/)).toBeHidden({ timeout: 20_000 });
  await expect(rows.first().locator('.news-title')).toHaveText(title);
});
