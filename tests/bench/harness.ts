// Shared by the in-browser benchmarks (quote-list.ts, chart.ts): the production build, a real
// server on a free loopback port with its own data directory, Debian's Chromium with a phone
// profile (Pixel 7, CPU throttled through CDP), and the in-page frame and long-task probes.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, devices, type Page } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '../..');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Builds the PWA (`vite build`) when dist/ is missing or older than src/, contract/ or locales/.
 * BENCH_WEB_DIR names another build to serve instead (e.g. one made from a clean checkout).
 */
export function ensureBuild(): void {
  if (process.env.BENCH_WEB_DIR) return;
  const index = path.join(ROOT, 'dist/index.html');
  const sources = Math.max(...['src', 'contract', 'locales'].map((d) => newestMtime(path.join(ROOT, d))));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  console.error('building the PWA (vite build)…');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('vite build failed');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export type BenchServer = { origin: string; stop: () => Promise<void> };

/**
 * The real server (`node --import tsx server/main.ts`) on SQLite in a temporary directory.
 * BENCH_SERVER_NODE_ARGS adds node options to the server alone, e.g. `--cpu-prof` to see where a
 * load's time goes (NODE_OPTIONS refuses it, and would profile the load generator too).
 */
export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kestrel-bench-'));
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      MARKET_BACKFILL_DAYS: '1',
      // For benchmarks only: the same simulated prices every run.
      MARKET_SECRET: '6b657374726f6c2d62656e63682d6b65',
      ...(process.env.BENCH_WEB_DIR ? { WEB_DIR: path.resolve(process.env.BENCH_WEB_DIR) } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // However this process ends (a failed step included), the server does not outlive it.
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.off('exit', kill);
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not start within 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin, stop };
}

/**
 * Chromium 156 loads its WebUI omnibox popup (lit, icons: seconds of CPU at start-up and for new
 * tabs) in a renderer of its own even headless: on two cores that competes with the page measured.
 */
export const QUIET_CHROMIUM = ['--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI'];

export type Phone = { browser: Browser; context: BrowserContext; page: Page; cdp: CDPSession };

/**
 * Chromium with the Pixel 7 profile. Service workers are off unless asked for (so page.route sees
 * every request); the repeat-visit benchmark needs the app's own.
 */
export async function launchPhone(origin: string, opts: { serviceWorkers?: boolean } = {}): Promise<Phone> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...QUIET_CHROMIUM,
    ],
  });
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    locale: 'en-US',
    serviceWorkers: opts.serviceWorkers ? 'allow' : 'block',
    // A returning visitor: the once-per-device popup news has been seen.
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            { name: 'web_version', value: '1' },
            { name: 'popup_seen', value: '1' },
          ],
        },
      ],
    },
  });
  // Nothing leaves the machine: every request goes to the bench server on loopback.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { browser, context, page, cdp };
}

export const CPU_THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4);

export async function throttle(cdp: CDPSession, rate = CPU_THROTTLE): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

export type FrameStats = {
  seconds: number;
  frames: number;
  /** requestAnimationFrame deltas, ms, sorted. */
  deltas: number[];
  longTasks: number[];
};

// In-page code is passed as text: tsx (esbuild) would wrap named functions in a `__name` helper
// that does not exist in the page.
const PROBE = `(() => {
  const deltas = [];
  const longTasks = [];
  let running = true;
  let last = performance.now();
  const started = last;
  const tick = (t) => {
    if (!running) return;
    deltas.push(t - last);
    last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame((t) => {
    last = t;
    requestAnimationFrame(tick);
  });
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longTasks.push(e.duration);
  });
  observer.observe({ type: 'longtask' });
  window.__probe = {
    stop: () => {
      running = false;
      for (const e of observer.takeRecords()) longTasks.push(e.duration);
      observer.disconnect();
      return {
        seconds: (performance.now() - started) / 1000,
        frames: deltas.length,
        deltas: deltas.sort((a, b) => a - b),
        longTasks,
      };
    },
  };
})()`;

/** Starts recording requestAnimationFrame deltas and long tasks (> 50 ms) in the page. */
export async function startProbe(page: Page): Promise<void> {
  await page.evaluate(PROBE);
}

export async function stopProbe(page: Page): Promise<FrameStats> {
  return (await page.evaluate('window.__probe.stop()')) as FrameStats;
}

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export const ms = (x: number) => `${x.toFixed(1)} ms`;
