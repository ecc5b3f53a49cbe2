// The site's trusted hosts (issue 19 §4): an editor lists a host on the back office's Site page (a
// URL instead of a host is refused at the form), and the customer app's in-app browser then shows
// that host's pages, while a subdomain of it still gets the warning. The list is put back at the
// end: the other browser tests run against the same server.
import { type Browser, devices, expect, type Page, test } from '@playwright/test';
import { createEditor, signInAt } from './operators';

const HOST = 'trusted.example';

async function saveHosts(page: Page, hosts: string) {
  await page.getByLabel('Trusted hosts').fill(hosts);
  await page.getByRole('button', { name: 'Save' }).click();
}

/** A customer's phone, as the phone project sets it up. */
async function phone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    locale: 'en-US',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [
            { name: 'web_version', value: '1' },
            { name: 'popup_seen', value: '1' },
          ],
        },
      ],
    },
  });
  return context.newPage();
}

const webView = (url: string) => `./#/pages/common/webView?url=${encodeURIComponent(url)}&title=Help`;

test('an editor trusts a host, and the app then shows its pages inside (and no other host)', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const origin = new URL(base).origin;
  await signInAt(page, origin, await createEditor());
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Site configuration' }).click();
  const field = page.getByLabel('Trusted hosts');
  await expect(field).toBeVisible();
  await expect(field).toHaveAccessibleDescription(/Pages on these hosts open inside the app/);
  const before = await field.inputValue();

  try {
    await saveHosts(page, `https://${HOST}/help`);
    await expect(page.getByRole('alert')).toHaveText(
      /^Enter host names only \(such as www\.example\.com\), at most 20/,
    );
    await saveHosts(page, [before, HOST.toUpperCase()].filter(Boolean).join('\n'));
    await expect(page.getByRole('status')).toHaveText('Saved.');
    await expect(page.getByLabel('Trusted hosts')).toHaveValue(new RegExp(`(^|\\n)${HOST}$`));

    // Every node reads the list again within 30 s; the server's (dev) clock is moved on instead.
    await request.post(`${origin}/api/dev/clock`, { form: { advance_ms: '31000' } });
    await expect
      .poll(async () => (await request.get(`${origin}/h5/`)).headers()['content-security-policy'])
      .toMatch(new RegExp(`frame-src 'self'[^;]* https://${HOST.replace('.', '\\.')}`));

    const customer = await phone(browser, base);
    await customer.route(`https://${HOST}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><h1>A trusted page</h1>' }),
    );
    await customer.goto(webView(`https://${HOST}/help`));
    const frame = customer.locator('.webview-frame-wrap iframe');
    await expect(frame).toHaveAttribute('src', `https://${HOST}/help`);
    await expect(customer.frameLocator('.webview-frame-wrap iframe').getByRole('heading')).toHaveText('A trusted page');
    await expect(customer.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();

    // Exact hosts only: a subdomain is another site.
    await customer.goto(webView(`https://www.${HOST}/help`));
    await expect(customer.getByTestId('outside-host')).toHaveText(`www.${HOST}`);
    await expect(customer.locator('iframe')).toHaveCount(0);
    await customer.context().close();
  } finally {
    await saveHosts(page, before);
    await expect(page.getByRole('status')).toHaveText('Saved.');
  }
});
