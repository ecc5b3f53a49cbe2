// Lighthouse mobile performance of the home and market screens: Lighthouse 12's Node API (13 needs
// Node 22; the project runs on Node 20) with its default settings (the mobile form factor,
// simulated throttling: slow 4G and a 4× slower CPU), driving Debian's Chromium (CHROME_PATH,
// default /usr/bin/chromium) launched by chrome-launcher, against the production build served by
// the real server on loopback.
// Lighthouse clears the origin's storage before each run, so every run is a first visit: no
// service worker, no HTTP cache, nothing in IndexedDB.
//
// Each screen is audited BENCH_RUNS times (default 3); one line per run and one with the medians.
// BENCH_LH_REPORTS=dir also writes each run's full report (JSON) there, to read its audits.
//
// Needs the build: it runs `vite build` itself when dist/ is missing or older than the sources.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild, QUIET_CHROMIUM, startServer } from './harness';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REPORTS = process.env.BENCH_LH_REPORTS;
const SCREENS = [
  { name: 'home', hash: '/' },
  { name: 'market', hash: '/pages/market/market' },
];
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP' },
  { id: 'largest-contentful-paint', label: 'LCP' },
  { id: 'total-blocking-time', label: 'TBT' },
  { id: 'cumulative-layout-shift', label: 'CLS' },
  { id: 'speed-index', label: 'SI' },
] as const;

type Run = { score: number; metrics: Record<string, number> };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

const show = (label: string, value: number) =>
  label === 'CLS' ? `${label} ${value.toFixed(3)}` : `${label} ${Math.round(value).toLocaleString('en-US')} ms`;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const line = (run: Run) =>
  `performance ${Math.round(run.score)}, ${METRICS.map((m) => show(m.label, run.metrics[m.label] ?? 0)).join(', ')}`;

ensureBuild();
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...QUIET_CHROMIUM],
});
console.log(`load average at start ${load()}`);

try {
  for (const screen of SCREENS) {
    const url = `${server.origin}/h5/#${screen.hash}`;
    const runs: Run[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const metrics: Record<string, number> = {};
      for (const m of METRICS) metrics[m.label] = lhr.audits[m.id]?.numericValue ?? Number.NaN;
      const run = { score: (lhr.categories.performance?.score ?? 0) * 100, metrics };
      runs.push(run);
      console.log(`${screen.name} run ${i}: ${line(run)} (load ${loadavg()[0]?.toFixed(2)})`);
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(path.join(REPORTS, `${screen.name}-${i}.json`), JSON.stringify(lhr, null, 1));
      }
    }
    const medians: Run = {
      score: median(runs.map((r) => r.score)),
      metrics: Object.fromEntries(METRICS.map((m) => [m.label, median(runs.map((r) => r.metrics[m.label] ?? 0))])),
    };
    console.log(`${screen.name} median of ${RUNS}: ${line(medians)}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(`load average at end ${load()}`);
