// The SQLite checkpointer thread (server/core/checkpointer.ts): what commits append to the WAL
// reaches the database file without the writing connection checkpointing, and the thread ends
// with the database.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { openDb } from '../../server/core/db';

const dir = mkdtempSync(path.join(tmpdir(), 'kestrel-checkpoint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('copies committed pages into the database file from its own thread', async () => {
  const file = path.join(dir, 'db.sqlite');
  const opened = openDb({ sqliteFile: file, dataDir: dir });
  if (opened.kind !== 'sqlite') throw new Error('expected SQLite');
  const { db, sqlite } = opened;
  // The writing connection never checkpoints: only the thread can.
  sqlite.pragma('wal_autocheckpoint = 0');
  await sql`create table filler (body text not null)`.execute(db);
  const insert = sqlite.prepare('insert into filler (body) values (?)');
  sqlite.transaction(() => {
    for (let i = 0; i < 256; i++) insert.run('x'.repeat(4096));
  })();
  const before = statSync(file).size;
  expect(before).toBeLessThan(1024 * 1024); // the 1 MiB is in the WAL only

  await expect.poll(() => statSync(file).size, { timeout: 5_000, interval: 50 }).toBeGreaterThan(1024 * 1024);
  await db.destroy();
});
