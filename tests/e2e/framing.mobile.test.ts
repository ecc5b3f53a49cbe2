// Clickjacking (issue 19 §4): a page of another origin frames the customer app and the back office,
// and neither renders inside it (X-Frame-Options: DENY, frame-ancestors 'none'). The other origin
// is made up and answered by the test; a page of its own in a third frame shows the frames work.
import { expect, test } from '@playwright/test';

const OTHER = 'http://framer.test';

test('neither the app nor the back office renders inside a frame of another origin', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.route(`${OTHER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: route.request().url().endsWith('/own')
        ? '<!doctype html><p id="own">A page of the framing site</p>'
        : `<!doctype html>
          <iframe name="app" src="${origin}/h5/#/pages/common/login"></iframe>
          <iframe name="admin" src="${origin}/admin/"></iframe>
          <iframe name="own" src="/own"></iframe>`,
    }),
  );
  await page.goto(`${OTHER}/`);

  await expect(page.frameLocator('iframe[name="own"]').locator('#own')).toBeVisible();
  for (const name of ['app', 'admin']) {
    // Chromium puts its error page in a frame it refuses to show.
    await expect.poll(() => page.frame({ name })?.url(), { message: name }).toBe('chrome-error://chromewebdata/');
    await expect(page.frameLocator(`iframe[name="${name}"]`).locator('#root')).toHaveCount(0);
  }
});
