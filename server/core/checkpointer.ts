// Checkpoints a SQLite database in WAL mode from a thread of its own. A checkpoint copies what
// commits appended to the WAL back into the database file, with its fsyncs; run by SQLite itself
// (wal_autocheckpoint) it happens inside whichever commit crosses the threshold, on the thread that
// serves requests. Here a worker with its own connection runs a PASSIVE checkpoint a few times a
// second (SQLite's documentation suggests exactly this for write-heavy applications): it copies
// only committed frames no reader still needs and never blocks a writer, so the writer keeps
// committing on one core while its pages are copied on the other. The connection's own
// wal_autocheckpoint stays as the backstop: it only has work left if this thread falls behind.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the thread checkpoints: often enough that the WAL stays a few batches long. */
const INTERVAL_MS = 100;

// Plain CommonJS run with `eval`, so the worker needs no TypeScript loader in any runner (the
// server under tsx, the tests under Vitest). A failed checkpoint (another process's checkpoint
// running, the file going away at shutdown) is retried on the next tick; none is required for
// durability, which rests on the WAL.
const WORKER = `
const { workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 0');
setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
}, workerData.intervalMs);
`;

export function startCheckpointer(file: string): { stop: () => void } {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { file, driver, intervalMs: INTERVAL_MS } });
  // Never what keeps a process alive; stopped with the database (openDb).
  worker.unref();
  worker.on('error', () => undefined);
  return { stop: () => void worker.terminate() };
}
