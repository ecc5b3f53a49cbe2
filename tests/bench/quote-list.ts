// Frame timing of a 200-row live quote list on a phone profile: Debian's Chromium with the
// Pixel 7 profile and the CPU throttled 4× (CDP Emulation.setCPUThrottlingRate), the production
// build served by the real server on loopback.
//
// The simulated market has 81 instruments, so the page is served through a small proxy on
// loopback that answers the quote snapshot (GET /api/currency/quotation_new) with 200 crypto
// instruments (the real quotes cloned under new ids) and runs its own socket.io endpoint, which
// sends `ticker` batches for those 200 rows; every other request goes to the real server. So the
// batches take the real client path — a websocket, socket.io-client, src/state/market.ts →
// applyTicker (coalesced per animation frame) → each row's useQuote — with no browser-side
// interception running while the page is measured.
//
// For each list (market tab "Coins", home "Crypto") and each rate — 1 batch/s of all 200 quotes
// (what the server sends), and none (scrolling only) and 20 batches/s of all 200 (4,000 quote updates/s) — it records
// requestAnimationFrame deltas, long tasks (PerformanceObserver) and rows whose DOM changed
// (MutationObserver) for BENCH_SECONDS (default 10) while the list is scrolled up and down.
//
// Needs the build: it runs `vite build` itself when dist/ is missing or older than the sources.
// Prints one figure per line.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { Quotation, TickerEvent } from '../../contract/market';
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

const ROWS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATES = (process.env.BENCH_RATES ?? '0,1,20').split(',').map(Number);
const SCROLL = process.env.BENCH_SCROLL !== '0';
const LISTS = [
  { name: 'market tab (Coins)', hash: '/pages/market/market' },
  { name: 'home (Crypto)', hash: '/' },
];

ensureBuild();
const server = await startServer();

// The page talks to a small proxy on loopback: the snapshot and the socket are ours, everything
// else goes to the real server. No browser-side interception, so nothing but the app runs in the
// page while it is measured.
const real = ((await (await fetch(`${server.origin}/api/currency/quotation_new`)).json()) as { message: Quotation[] })
  .message;
// 200 crypto rows, cloned from the real quotes so precisions and magnitudes are realistic.
const rows: Quotation[] = Array.from({ length: ROWS }, (_, i) => {
  const q = real[i % real.length] as Quotation;
  return { ...q, id: 100_000 + i, symbol: `${q.base}${i}/USDT`, base: `${q.base}${i}`, quote: 'USDT', class: 'crypto' };
});
const upstream = new URL(server.origin);
const proxy = createServer((req, res) => {
  if (req.url?.startsWith('/api/currency/quotation_new')) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ type: 'ok', message: rows }));
    return;
  }
  const forward = request(
    { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
    (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    },
  );
  forward.on('error', () => res.destroy());
  req.pipe(forward);
});
const io = new Server(proxy, { path: '/socket.io/' });
await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
const phone = await launchPhone(origin);
const { page, cdp } = phone;

// A random walk per row; each batch moves every row's price (so every row has something to draw).
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
function batch(): TickerEvent {
  const now = Date.now();
  return rows.map((q) => {
    const price = Number(q.price) * (1 + (random() - 0.5) * 0.002);
    const open = Number(q.open);
    q.price = price.toFixed(q.precision);
    q.high = Math.max(Number(q.high), price).toFixed(q.precision);
    q.low = Math.min(Number(q.low), price).toFixed(q.precision);
    q.volume = (Number(q.volume) + random()).toFixed(4);
    q.quote_volume = (Number(q.quote_volume) + random() * price).toFixed(2);
    q.change = (((price - open) / open) * 100).toFixed(2);
    return {
      id: q.id,
      price: q.price,
      high: q.high,
      low: q.low,
      volume: q.volume,
      quote_volume: q.quote_volume,
      change: q.change,
      open: q.open,
      time: now,
      trading: true,
    };
  });
}

// Rows whose DOM changed, counted per commit (one MutationObserver callback). Text, because tsx
// would add a `__name` helper the page does not have.
const ROW_COUNTER = `(() => {
  window.__rows = 0;
  window.__rowObserver = new MutationObserver((records) => {
    const changed = new Set();
    for (const r of records) {
      const el = r.target instanceof Element ? r.target : r.target.parentElement;
      const li = el && el.closest('li');
      if (li) changed.add(li);
    }
    window.__rows += changed.size;
  });
  const ul = document.querySelector('.quote-list');
  if (ul) window.__rowObserver.observe(ul, { subtree: true, characterData: true, childList: true, attributes: true });
})()`;

await throttle(cdp);
for (const list of LISTS) {
  await page.goto(`${origin}/h5/#${list.hash}`);
  await page
    .locator('.quote-list li')
    .nth(ROWS - 1)
    .waitFor({ state: 'attached', timeout: 60_000 });
  const deadline = Date.now() + 30_000;
  while (io.engine.clientsCount < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (io.engine.clientsCount < 1) throw new Error('the page did not connect to the socket');
  const shown = await page.locator('.quote-list li').count();
  for (const rate of RATES) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(1000);
    // Rows whose DOM changed, counted per commit (one MutationObserver callback).
    await page.evaluate(ROW_COUNTER);
    await startProbe(page);
    let sent = 0;
    const sender = setInterval(
      () => {
        if (rate === 0) return;
        io.emit('ticker', batch());
        sent++;
      },
      rate === 0 ? 1000 : 1000 / rate,
    );
    const started = Date.now();
    // A finger scrolling through the list: down for the first half, back up for the second.
    while (Date.now() - started < SECONDS * 1000) {
      if (!SCROLL) {
        await page.waitForTimeout(250);
        continue;
      }
      const down = Date.now() - started < (SECONDS * 1000) / 2;
      await page.mouse.move(200, 500);
      await page.mouse.wheel(0, down ? 150 : -150);
      await page.waitForTimeout(250);
    }
    clearInterval(sender);
    const stats = await stopProbe(page);
    const updated = (await page.evaluate('window.__rowObserver.disconnect(), window.__rows')) as number;
    const label = `${list.name}, ${shown} rows, ${rate} ticker batch${rate === 1 ? '' : 'es'}/s × ${ROWS} quotes, CPU ${CPU_THROTTLE}×`;
    console.log(`${label}: frames ${(stats.frames / stats.seconds).toFixed(1)}/s`);
    console.log(`${label}: frame time p50 ${ms(quantile(stats.deltas, 0.5))}`);
    console.log(`${label}: frame time p95 ${ms(quantile(stats.deltas, 0.95))}`);
    console.log(`${label}: frame time max ${ms(stats.deltas.at(-1) ?? 0)}`);
    console.log(`${label}: frames over 50 ms ${stats.deltas.filter((d) => d > 50).length}`);
    console.log(`${label}: long tasks ${stats.longTasks.length}, total ${ms(sum(stats.longTasks))}`);
    console.log(
      `${label}: rows updated ${Math.round(updated / stats.seconds)}/s (quotes sent ${Math.round((sent * ROWS) / stats.seconds)}/s)`,
    );
  }
}

await phone.browser.close();
await io.close();
await server.stop();
