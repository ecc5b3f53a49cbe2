// A deploy never breaks a running tab: with v1 open and its service worker in control, v2 replaces
// the files on the server. The tab still opens a lazy screen it had not loaded (served by v1's
// precache), is offered the new version, and after "Reload" runs v2 with v1's files gone from
// the caches. This test runs its own server on a copy of the build, so it can swap the files.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Shell } from './pages';

const ROOT = path.resolve('.tmp/update');
const WEB = path.join(ROOT, 'web');
const V2 = path.join(ROOT, 'v2');
const PORT = 4183;

let server: ChildProcess;

/** Replaces the served files with `from`, as a deploy does (the old hashed files are gone). */
function deploy(from: string) {
  rmSync(WEB, { recursive: true, force: true });
  cpSync(from, WEB, { recursive: true });
}

const assetsOf = (dir: string) => new Set(readdirSync(path.join(dir, 'assets')));

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  // A whole second build runs here: minutes on a busy two-core machine.
  test.setTimeout(240_000);
  rmSync(ROOT, { recursive: true, force: true });
  mkdirSync(ROOT, { recursive: true });
  // v2: the same sources built with another id, so the entry, index.html and sw.js all change.
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', V2, '--emptyOutDir'], {
    env: { ...process.env, KESTREL_BUILD_ID: 'v2' },
    stdio: 'ignore',
  });
  deploy('dist');
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      WEB_DIR: WEB,
      DATA_DIR: path.join(ROOT, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      MARKET_BACKFILL_DAYS: '0',
    },
    stdio: 'ignore',
  });
  // Up to 60 s, as Playwright allows the main test server: the other worker keeps the cores busy.
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('update-test server did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(ROOT, { recursive: true, force: true });
});

test('a deploy keeps the open tab working, offers the new version and cleans up the old one', async ({ page }) => {
  const failures: string[] = [];
  page.on('pageerror', (e) => failures.push(e.message));
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().includes('/h5/')) failures.push(`${r.status()} ${r.url()}`);
  });
  const shell = new Shell(page);
  const v1 = assetsOf(WEB);

  await page.goto(`http://127.0.0.1:${PORT}/h5/#/`);
  await shell.waitForServiceWorker();
  expect(await page.evaluate(() => document.documentElement.dataset.build)).not.toBe('v2');
  await page.goto(`http://127.0.0.1:${PORT}/h5/#/pages/common/faq`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  deploy(V2);

  // A screen this tab had not opened yet still loads: v1's worker serves v1's chunk.
  await page.evaluate(() => {
    window.location.hash = '#/pages/common/aboutus';
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The browser looks for a new worker (at launch, or hourly); the tab is offered the new version.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const banner = page.getByRole('alert').filter({ hasText: 'A new version of the app is ready.' });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await banner.getByRole('button', { name: 'Reload' }).click();

  await page.waitForFunction(() => document.documentElement.dataset.build === 'v2', undefined, { timeout: 30_000 });
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  const v2 = assetsOf(WEB);
  const stale = cached.filter((p) => p.startsWith('/h5/assets/')).map((p) => p.slice('/h5/assets/'.length));
  expect(stale.length).toBeGreaterThan(0);
  expect(stale.filter((f) => v1.has(f) && !v2.has(f))).toEqual([]);
  expect(failures).toEqual([]);
});
