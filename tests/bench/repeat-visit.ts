// A returning visitor opening the app again: how soon the quote rows show their prices. Debian's
// Chromium with the Pixel 7 profile and the CPU throttled 4× (CDP Emulation.setCPUThrottlingRate),
// the production build served by the real server on loopback, the app's own service worker on.
//
// The first visit (online) installs the service worker; a reload under its control puts the quote
// snapshot (GET /api/currency/quotation_new) in the worker's runtime cache and IndexedDB. Then, for
// home ("Crypto") and the market tab, BENCH_RUNS times (default 5) each: a new page in the same
// context opens the screen — online (shell from the precache, quotes from the network first), and
// offline (context.setOffline: quotes from the worker's cache, marked with their age) — timed from
// navigation start to the first quote row with a price drawn (two animation frames after it is in
// the DOM), and offline also to the "Offline · updated …" note.
//
// Needs the build: it runs `vite build` itself when dist/ is missing or older than the sources.
// Prints one figure per line.
import type { Page } from 'playwright-core';
import { CPU_THROTTLE, ensureBuild, launchPhone, ms, quantile, startServer, throttle } from './harness';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_MS = 1000;
const RUNTIME_CACHE = 'kestrel-public-v1';
const SCREENS = [
  { name: 'home (Crypto)', hash: '/', list: '.home-markets .quote-list' },
  { name: 'market tab (Coins)', hash: '/pages/market/market', list: '.quote-list' },
];

// Installed before the app's scripts run: records when the first row with a price is in the DOM
// and when two frames have been drawn since, and when the stale note appears. Text, because tsx
// would add a `__name` helper the page does not have.
const WATCH = (list: string) => `(() => {
  const marks = (window.__marks = {});
  const seen = () => {
    const price = document.querySelector(${JSON.stringify(`${list} li [data-testid="price"]`)});
    if (!marks.rowsInDom && price && price.textContent.trim()) {
      marks.rowsInDom = performance.now();
      requestAnimationFrame(() => requestAnimationFrame(() => { marks.rowsDrawn = performance.now(); }));
    }
    if (!marks.stale && document.querySelector('.stale-note')) marks.stale = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
})()`;

type Marks = { rowsInDom?: number; rowsDrawn?: number; stale?: number };

async function visit(page: Page, hash: string, offline: boolean): Promise<Marks & { fcp?: number }> {
  await page.goto(`${server.origin}/h5/#${hash}`);
  await page.waitForFunction('window.__marks.rowsDrawn', undefined, { timeout: 30_000 });
  // Offline, the rows must say how old they are; a note missing after 5 s is reported as missing.
  if (offline) await page.waitForFunction('window.__marks.stale', undefined, { timeout: 5_000 }).catch(() => undefined);
  const marks = (await page.evaluate('window.__marks')) as Marks;
  const fcp = (await page.evaluate("performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null")) as
    | number
    | null;
  return { ...marks, fcp: fcp ?? undefined };
}

ensureBuild();
const server = await startServer();
const phone = await launchPhone(server.origin, { serviceWorkers: true });

// First visit: the worker installs and takes the page; the reload's quotes go through it.
await phone.page.goto(`${server.origin}/h5/#/`);
await phone.page.waitForFunction(async () => {
  await navigator.serviceWorker.ready;
  return navigator.serviceWorker.controller !== null;
});
await phone.page.reload();
await phone.page.waitForFunction(
  async (name) => (await (await caches.open(name)).keys()).some((r) => r.url.includes('/api/currency/quotation_new')),
  RUNTIME_CACHE,
);
await phone.page.close();

for (const screen of SCREENS) {
  for (const offline of [false, true]) {
    await phone.context.setOffline(offline);
    const drawn: number[] = [];
    const inDom: number[] = [];
    const stale: number[] = [];
    const fcps: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await phone.context.newPage();
      await page.addInitScript(WATCH(screen.list));
      await throttle(await phone.context.newCDPSession(page));
      const m = await visit(page, screen.hash, offline);
      drawn.push(m.rowsDrawn ?? Number.NaN);
      inDom.push(m.rowsInDom ?? Number.NaN);
      if (m.stale !== undefined) stale.push(m.stale);
      if (m.fcp !== undefined) fcps.push(m.fcp);
      await page.close();
    }
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const label = `${screen.name}, repeat visit ${offline ? 'offline' : 'online'}, CPU ${CPU_THROTTLE}×, ${RUNS} runs`;
    const d = sorted(drawn);
    console.log(
      `${label}: navigation → quote rows drawn median ${ms(quantile(d, 0.5))}, max ${ms(d.at(-1) ?? 0)} (goal ≤ ${GOAL_MS} ms: ${(d.at(-1) ?? Number.POSITIVE_INFINITY) <= GOAL_MS ? 'met' : 'not met'})`,
    );
    console.log(`${label}: navigation → rows in the DOM median ${ms(quantile(sorted(inDom), 0.5))}`);
    console.log(`${label}: first contentful paint median ${ms(quantile(sorted(fcps), 0.5))}`);
    if (offline)
      console.log(
        `${label}: navigation → "Offline · updated" note median ${ms(quantile(sorted(stale), 0.5))} (shown in ${stale.length} of ${RUNS})`,
      );
  }
}
await phone.context.setOffline(false);

await phone.browser.close();
await server.stop();
