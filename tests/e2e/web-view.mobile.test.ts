// The in-app browser (issue 19 §4) with the site's default (empty) list of trusted hosts: a page
// on any other host is not framed, and a warning names the host and offers the user's browser; an
// address of this app opens the screen in the app; other schemes are refused. Framing a trusted
// host, once an operator has listed it: trusted-hosts.desktop.test.ts.
import { expect, test } from '@playwright/test';

const webView = (url: string, title?: string) =>
  `./#/pages/common/webView?url=${encodeURIComponent(url)}${title ? `&title=${encodeURIComponent(title)}` : ''}`;

test('a page off the list is not shown in the app: a warning names its host and opens it outside', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('evil.example')) asked.push(r.url());
  });
  // The link's own title is not shown: anyone can write one.
  await page.goto(webView('https://evil.example/login?next=/wallet', 'Kestrel sign-in'));

  const warning = page.getByRole('region', { name: 'This page is outside Kestrel' });
  await expect(warning).toBeVisible();
  await expect(warning.getByTestId('outside-host')).toHaveText('evil.example');
  await expect(warning).toContainText('It will open in your browser. Kestrel cannot vouch for it');
  const open = warning.getByRole('link', { name: 'Open in browser' });
  await expect(open).toHaveAttribute('href', 'https://evil.example/login?next=/wallet');
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByText('Kestrel sign-in')).toHaveCount(0);
  expect(asked).toEqual([]);

  // Opened directly, Back leads home rather than out of the app.
  await warning.getByRole('button', { name: 'Back' }).click();
  await expect(page.locator('.tabbar')).toBeVisible();
  expect(await page.evaluate(() => window.location.hash)).toBe('#/');
});

test('plain http is never framed, and a scheme other than http(s) is refused', async ({ page }) => {
  await page.goto(webView('http://evil.example:8080/'));
  await expect(page.getByTestId('outside-host')).toHaveText('evil.example:8080');
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.goto(webView('javascript:alert(document.domain)'));
  await expect(page.getByRole('alert')).toContainText('This link cannot be opened');
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('an address of this app opens its screen in the app, not in a frame', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.goto(webView(`${origin}/h5/#/pages/common/faq`));
  await expect(page.locator('.faq-item').first()).toBeVisible();
  expect(await page.evaluate(() => window.location.hash)).toBe('#/pages/common/faq');
  await expect(page.locator('iframe')).toHaveCount(0);
});
