// Installability, as Chromium itself judges it (DevTools' Page.getInstallabilityErrors, the check
// behind the install prompt): the manifest is complete — name, icons incl. maskable 192/512,
// standalone display, start URL and scope /h5/ — and a service worker controls the page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { Shell } from './pages';

test('Chromium finds the app installable, with the manifest the home screen needs', async ({
  baseURL,
  launchOptions,
  viewport,
  userAgent,
}) => {
  // A real profile: Playwright's usual contexts are incognito, where Chromium never offers install.
  const profile = mkdtempSync(path.join(tmpdir(), 'kestrel-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, viewport, userAgent, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const shell = new Shell(page);
    await page.addInitScript(() => {
      localStorage.setItem('web_version', '1');
      localStorage.setItem('popup_seen', '1');
    });
    await shell.open();
    await shell.waitForServiceWorker();
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/h5\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as {
      display: string;
      start_url: string;
      scope: string;
      theme_color: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/h5/', scope: '/h5/' });
    expect(manifest.theme_color).toBeTruthy();
    for (const size of ['192x192', '512x512']) {
      expect(manifest.icons.some((i) => i.sizes === size && i.purpose === 'maskable')).toBe(true);
      expect(manifest.icons.some((i) => i.sizes === size && (i.purpose ?? 'any') === 'any')).toBe(true);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
