// How many ticks a second the market pipeline sustains: the simulated feed's ticks applied to
// every period's candle and written (ticks + changed candles) in one SQLite transaction per
// batch — the work the market service does each second. Prints one figure per line.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PERIODS } from '../../contract/market';
import { openDb } from '../../server/core/db';
import { migrateToLatest } from '../../server/core/migrate';
import type { CandleRow } from '../../server/market/backfill';
import { applyTick } from '../../server/market/candles';
import { SimulatedFeed } from '../../server/market/feed';
import { INSTRUMENTS } from '../../server/market/instruments';
import { makeMarketRandom } from '../../server/market/randomness';
import { makeMarketStore, type TickRow } from '../../server/market/store';

const dir = mkdtempSync(path.join(tmpdir(), 'kestrel-bench-'));
const { db, kind } = openDb({ sqliteFile: path.join(dir, 'bench.sqlite'), dataDir: dir });
await migrateToLatest(db);
const store = makeMarketStore(db, kind);
const feed = new SimulatedFeed(INSTRUMENTS, makeMarketRandom(randomBytes(16)), new Map());
const books = new Map<string, CandleRow>();

// Simulated time runs as fast as the pipeline allows: 20 s of market per batch.
let now = Date.UTC(2026, 10, 23, 15);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const deadline = performance.now() + seconds * 1000;
let ticks = 0;
let batches = 0;
while (performance.now() < deadline) {
  const rows: TickRow[] = [];
  const changed = new Map<string, CandleRow>();
  for (let s = 0; s < 20; s++, now += 1000) {
    for (const t of feed.poll(now)) {
      rows.push({ ...t, id: t.time * 1000 + t.instrumentId });
      for (const period of PERIODS) {
        const key = `${t.instrumentId}|${period}`;
        const candle = applyTick(books.get(key), t.price, t.volume, t.time, period);
        const row = { ...candle, instrumentId: t.instrumentId, period };
        books.set(key, row);
        changed.set(key, row);
      }
    }
  }
  await store.write(rows, [...changed.values()]);
  ticks += rows.length;
  batches++;
}
console.log(
  `market pipeline (SQLite, ${INSTRUMENTS.length} instruments × ${PERIODS.length} periods): ${Math.round(ticks / seconds)} ticks/s`,
);
console.log(`market pipeline batches: ${Math.round(batches / seconds)} transactions/s`);
await db.destroy();
rmSync(dir, { recursive: true, force: true });
