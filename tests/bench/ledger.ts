// Durable ledger transfers per second on SQLite (a file in a temp dir, opened by the server's own
// openDb: WAL), with commit latency: unbatched (one write transaction per transfer: ledger.write +
// ledger.post, as the API does) and batched (group commit: many transfers per write transaction
// through server/ledger/money-desk.ts and batch.ts). Each is run with synchronous = NORMAL (a
// commit survives the process being killed) and FULL (the server's setting: it survives power
// loss too). Prints one figure per line. BENCH_SECONDS (default 3) per mode.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { OffsetClock } from '../../server/core/clock';
import { openDb } from '../../server/core/db';
import { type Ids, randomIds } from '../../server/core/ids';
import { migrateToLatest } from '../../server/core/migrate';
import { makeBatchLedger } from '../../server/ledger/batch';
import { type EntryInput, makeLedger } from '../../server/ledger/ledger';
import { entryOnly, makeMoneyDesk } from '../../server/ledger/money-desk';
import { rebuildBalances } from '../../server/ledger/rebuild';
import { seeded } from '../seeded';

// The same transfers every run, so figures from two runs compare like for like.
const random = seeded(20261123);

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const USERS = 1000;
/** Concurrent callers of the money desk; each transaction takes up to that many. */
const GROUPS = [256, 2048, 8192];

const clock = new OffsetClock();

// Inputs are cheap to make (the pools are built once): the figures are the ledger's work, not
// the benchmark's. In the server the amounts and keys arrive parsed from requests.
const HOLDERS = Array.from({ length: USERS }, (_, u) => `user:${String(u).padStart(32, '0')}`);
const AMOUNTS = Array.from({ length: 4096 }, () =>
  new Decimal(1 + Math.floor(random() * 100_000_000)).div(100_000_000).toFixed(),
);
let serial = 0;

/** A transfer between two of a user's accounts, of 0.00000001 … 1 USDT (decimal string). */
function transfer(): EntryInput {
  const user = HOLDERS[Math.floor(random() * USERS)] as string;
  const from = 1 + Math.floor(random() * 4);
  const to = 1 + ((from + Math.floor(random() * 3)) % 4);
  const amount = AMOUNTS[serial % AMOUNTS.length] as string;
  return {
    kind: 'account_transfer',
    actor: user,
    requestId: `bench-${++serial}`,
    memo: { from, to },
    postings: [
      { holder: user, account: from, currency: 'USDT', field: 'available', amount: `-${amount}` },
      { holder: user, account: to, currency: 'USDT', field: 'available', amount },
    ],
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (x: number) => `${x.toFixed(2)} ms`;

async function run(synchronous: 'NORMAL' | 'FULL', ids: Ids = randomIds, onlyBatched = false) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kestrel-bench-ledger-'));
  const opened = openDb({ sqliteFile: path.join(dir, 'bench.sqlite'), dataDir: dir });
  const { db, kind } = opened;
  // openDb sets the server's PRAGMAs (WAL, synchronous = FULL); NORMAL is the comparison.
  await sql.raw(`pragma synchronous = ${synchronous}`).execute(db);
  await migrateToLatest(db);
  const ledger = makeLedger(db, kind, ids, clock);
  const batch = makeBatchLedger(opened, ids, clock);

  // Every account of every user starts with plenty, so transfers are (almost) never refused.
  const funding: EntryInput[] = [];
  for (let u = 0; u < USERS; u++) {
    for (let account = 1; account <= 4; account++) {
      const holder = HOLDERS[u] as string;
      funding.push({
        kind: 'demo_funds',
        actor: holder,
        postings: [
          { holder: 'system:demo-funds', account: 0, currency: 'USDT', field: 'available', amount: '-1000000' },
          { holder, account, currency: 'USDT', field: 'available', amount: '1000000' },
        ],
      });
    }
  }
  await ledger.write((trx) => batch.postMany(trx, funding));

  const label = `SQLite WAL synchronous=${synchronous}${ids === randomIds ? '' : ', random entry ids'}`;

  // Unbatched: one write transaction (BEGIN IMMEDIATE … COMMIT) per transfer, one after another.
  if (!onlyBatched) {
    const latencies: number[] = [];
    const start = performance.now();
    const deadline = start + seconds * 1000;
    while (performance.now() < deadline) {
      const entry = transfer();
      const t0 = performance.now();
      await ledger.write((trx) => ledger.post(trx, entry));
      latencies.push(performance.now() - t0);
    }
    const elapsed = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(`ledger unbatched (${label}): ${Math.round(latencies.length / elapsed)} transfers/s`);
    console.log(`ledger unbatched (${label}) commit latency p50: ${ms(quantile(latencies, 0.5))}`);
    console.log(`ledger unbatched (${label}) commit latency p99: ${ms(quantile(latencies, 0.99))}`);
  }

  // Batched, but still through ledger.post (its queries per entry, one commit per 2,000): what
  // the per-entry queries alone cost. (Not usable as is: one refusal would roll back them all.)
  if (!onlyBatched) {
    const start = performance.now();
    const deadline = start + seconds * 1000;
    let count = 0;
    while (performance.now() < deadline) {
      const entries = Array.from({ length: 2000 }, transfer);
      await ledger.write(async (trx) => {
        for (const e of entries) await ledger.post(trx, e);
      });
      count += entries.length;
    }
    const elapsed = (performance.now() - start) / 1000;
    console.log(`ledger.post in 2000-entry transactions (${label}): ${Math.round(count / elapsed)} transfers/s`);
  }

  // Batched: N callers each submit a transfer and wait for its commit, then the next; the
  // money desk puts whatever is waiting (up to N) into one write transaction. Latency
  // is submit → committed, so it includes waiting for the batch before.
  for (const clients of onlyBatched ? GROUPS.slice(-1) : GROUPS) {
    const group = makeMoneyDesk(ledger, batch, clock, clients);
    const latencies: number[] = [];
    let refused = 0;
    const start = performance.now();
    const deadline = start + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < deadline) {
          const entry = transfer();
          const t0 = performance.now();
          try {
            await group.submit(entryOnly(entry));
          } catch {
            refused++;
          }
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const elapsed = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    const committed = latencies.length - refused;
    const mode = `ledger batched (group commit, ${clients} callers, ≤${clients}/transaction, ${label})`;
    console.log(`${mode}: ${Math.round(committed / elapsed)} transfers/s`);
    console.log(`${mode} commit latency p50: ${ms(quantile(latencies, 0.5))}`);
    console.log(`${mode} commit latency p99: ${ms(quantile(latencies, 0.99))}`);
    if (refused) console.log(`${mode} refused: ${refused}`);
  }

  // The journal this run wrote must still be exactly its projection.
  const t0 = performance.now();
  const report = await rebuildBalances(db, kind);
  if (!report.ok) throw new Error(`journal check failed: ${JSON.stringify(report.differences.slice(0, 3))}`);
  console.log(
    `journal rebuild and check (${report.postings} postings): ${Math.round(report.postings / ((performance.now() - t0) / 1000))} postings/s`,
  );
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}

await run('NORMAL');
if (process.env.BENCH_FULL !== '0') await run('FULL');
// What-if, not what the server does: entry ids random throughout, as they were before ADR 11, so
// new entries and their postings land on random pages of their B-trees instead of appending.
if (process.env.BENCH_WHATIF !== '0') await run('NORMAL', { ...randomIds, sortable: () => randomIds.id() }, true);
