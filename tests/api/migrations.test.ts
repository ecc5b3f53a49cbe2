// Migrations that change data already stored: the journal written before a migration reads the
// same after it, on each database.

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDb, openDb } from '../../server/core/db';
import { migrateTo, migrateToLatest } from '../../server/core/migrate';
import { rebuildBalances } from '../../server/ledger/rebuild';
import { DB_TARGETS, makeStorage } from './harness';

describe.each(DB_TARGETS)('migrations on %s', (target) => {
  let storage: Awaited<ReturnType<typeof makeStorage>>;
  let opened: OpenedDb;

  beforeAll(async () => {
    storage = await makeStorage(target);
    const dataDir = storage.env.DATA_DIR as string;
    opened = openDb({
      databaseUrl: storage.env.DATABASE_URL || undefined,
      sqliteFile: path.join(dataDir, 'kestrel.sqlite'),
      dataDir,
    });
  });
  afterAll(async () => {
    await opened?.db.destroy();
    await storage?.drop();
  });

  it("marks each stored entry's statement leads, so bills written before still show", async () => {
    const { db, kind } = opened;
    await migrateTo(db, '2026-11-23T08-00-00_operators');
    const posting = (
      entry_id: string,
      seq: number,
      holder: string,
      account: number,
      currency: string,
      amount: string,
    ) => ({ entry_id, seq, holder, account, currency, field: 'available', amount, created_at: 1 }) as const;
    await db
      .insertInto('ledger_entry')
      .values(
        ['fund', 'transfer', 'exchange'].map((id) => ({
          id,
          kind: id,
          actor: 'user:a',
          request_id: null,
          memo: '{}',
          created_at: 1,
        })),
      )
      .execute();
    // The old schema has no `lead` column: these rows are what it stored.
    await db
      .insertInto('ledger_posting')
      .values([
        posting('fund', 0, 'system:demo-funds', 0, 'USDT', '-100'),
        posting('fund', 1, 'user:a', 2, 'USDT', '100'),
        posting('transfer', 0, 'user:a', 2, 'USDT', '-40'),
        posting('transfer', 1, 'user:a', 3, 'USDT', '40'),
        posting('exchange', 0, 'user:a', 2, 'USDT', '-10'),
        posting('exchange', 1, 'user:a', 2, 'USDT', '-0.01'),
        posting('exchange', 2, 'system:fees', 0, 'USDT', '0.01'),
        posting('exchange', 3, 'system:exchange', 0, 'USDT', '10'),
        posting('exchange', 4, 'system:exchange', 0, 'BTC', '-0.0001'),
        posting('exchange', 5, 'user:a', 2, 'BTC', '0.0001'),
      ] as never)
      .execute();

    await migrateToLatest(db);

    const leads = await db
      .selectFrom('ledger_posting')
      .select(['entry_id', 'seq', 'lead'])
      .orderBy('entry_id')
      .orderBy('seq')
      .execute();
    const marked = (id: string) => leads.filter((r) => r.entry_id === id).map((r) => Number(r.lead));
    expect(marked('fund')).toEqual([1, 1]);
    expect(marked('transfer')).toEqual([1, 0]);
    expect(marked('exchange')).toEqual([1, 0, 1, 1, 1, 1]);
    // The journal check finds every entry on its holders' statements (balances aside: none stored).
    expect((await rebuildBalances(db, kind)).faults).toEqual([]);
  });
});
