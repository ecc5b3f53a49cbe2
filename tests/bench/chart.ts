// Opening an instrument's chart and scrolling back to 10,000 candles on a phone profile: Debian's
// Chromium with the Pixel 7 profile and the CPU throttled 4× (CDP Emulation.setCPUThrottlingRate),
// the production build served by the real server on loopback, with 430 days of backfilled history
// (so BTC/USDT has over 10,000 hourly candles; the server takes a few seconds more to start).
//
// Measured as the real client does it (src/pages/market/CandleChart.tsx): the instrument page
// loads its first candles, and older ones a page per request when the chart is scrolled to its
// left edge. The script opens BTC/USDT (default period 15m), switches to 1H, then scrolls the chart
// back with the mouse wheel until the client holds 10,000 candles, recording the long tasks
// (PerformanceObserver) and frame times meanwhile.
//
// Needs the build: it runs `vite build` itself when dist/ is missing or older than the sources.
// Prints one figure per line.
import type { Page } from 'playwright-core';
import type { TimesharReply } from '../../contract/market';
import {
  CPU_THROTTLE,
  ensureBuild,
  launchPhone,
  ms,
  quantile,
  startProbe,
  startServer,
  stopProbe,
  sum,
  throttle,
} from './harness';

const TARGET = Number(process.env.BENCH_CANDLES ?? 10_000);
const TIMEOUT_MS = 180_000;

ensureBuild();
const server = await startServer({ MARKET_BACKFILL_DAYS: '430' });
const phone = await launchPhone(server.origin);
const { page, cdp } = phone;

// Candles the client received, per period, from the chart's requests.
const received = new Map<string, { requests: number; candles: number }>();
page.on('response', async (r) => {
  if (!r.url().includes('/api/currency/new_timeshar')) return;
  const reply = ((await r.json().catch(() => null)) as { message?: TimesharReply } | null)?.message;
  if (!reply) return;
  const seen = received.get(reply.period) ?? { requests: 0, candles: 0 };
  seen.requests++;
  seen.candles += reply.candles.length;
  received.set(reply.period, seen);
});

/** Resolves when the chart says it is ready and two frames have been drawn since; ms since `from`. */
async function drawnAt(p: Page): Promise<number> {
  await p.locator('.chart[data-state="ready"] canvas').first().waitFor({ timeout: 60_000 });
  return (await p.evaluate(
    'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now()))))',
  )) as number;
}

await throttle(cdp);
const label = `BTC/USDT, CPU ${CPU_THROTTLE}×`;

// 1. Open the page (a cold load of the app on that route): navigation start → chart drawn.
await page.goto(`${server.origin}/h5/#/pages/market/detail?symbol=BTC%2FUSDT`);
const opened = await drawnAt(page);
console.log(`${label}: navigation → 15m chart drawn ${ms(opened)} (${received.get('15m')?.candles ?? 0} candles)`);

// 2. Switch to 1H: tap → chart drawn.
await page.waitForTimeout(1000);
const tapped = (await page.evaluate('performance.now()')) as number;
const hourly = page.waitForResponse((r) => r.url().includes('new_timeshar') && r.url().includes('period=1h'));
await page.getByRole('tab', { name: '1H' }).click();
await hourly;
const switched = await drawnAt(page);
console.log(`${label}: tap 1H → chart drawn ${ms(switched - tapped)} (${received.get('1h')?.candles ?? 0} candles)`);

// 3. Scroll back (wheel over the chart, as a trackpad or a long swipe would) until 10,000 candles.
await page.waitForTimeout(1000);
const box = await page.locator('.chart').boundingBox();
if (!box) throw new Error('no chart on the page');
await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
await startProbe(page);
const started = Date.now();
while ((received.get('1h')?.candles ?? 0) < TARGET && Date.now() - started < TIMEOUT_MS) {
  await page.mouse.wheel(-1500, 0);
  await page.waitForTimeout(100);
}
const reached = Date.now() - started;
await page.waitForTimeout(1000);
const stats = await stopProbe(page);
const h1 = received.get('1h') ?? { requests: 0, candles: 0 };
if (h1.candles < TARGET) console.log(`${label}: did not reach ${TARGET} candles in ${TIMEOUT_MS / 1000} s`);
console.log(
  `${label}: scroll back to ${h1.candles} candles ${(reached / 1000).toFixed(1)} s (${h1.requests} requests)`,
);
console.log(
  `${label}: while scrolling back, long tasks ${stats.longTasks.length}, total ${ms(sum(stats.longTasks))}, longest ${ms(Math.max(0, ...stats.longTasks))}`,
);
console.log(
  `${label}: while scrolling back, frames ${(stats.frames / stats.seconds).toFixed(1)}/s, p95 ${ms(quantile(stats.deltas, 0.95))}, max ${ms(stats.deltas.at(-1) ?? 0)}`,
);

// 4. With 10,000 candles loaded: a live candle update and a pan still draw within a frame?
await startProbe(page);
for (let i = 0; i < 10; i++) {
  await page.mouse.wheel(i % 2 ? 300 : -300, 0);
  await page.waitForTimeout(200);
}
const after = await stopProbe(page);
console.log(
  `${label}: panning at ${h1.candles} candles, frames ${(after.frames / after.seconds).toFixed(1)}/s, p95 ${ms(quantile(after.deltas, 0.95))}, max ${ms(after.deltas.at(-1) ?? 0)}, long tasks ${after.longTasks.length}`,
);

await phone.browser.close();
await server.stop();
