// Rebuilding balances from the journal, on a real database: after real ledger writes the
// projection equals the journal; every kind of damage (a changed, missing or invented balance
// row, an entry that does not balance, one without postings, one leaving a user negative) is
// reported; the projection is rewritten only from a sound journal; and a check taken while
// entries are being written sees a consistent snapshot.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OffsetClock } from '../../server/core/clock';
import type { Db, DbKind, OpenedDb } from '../../server/core/db';
import { Refusal } from '../../server/core/errors';
import { randomIds } from '../../server/core/ids';
import { makeBatchLedger } from '../../server/ledger/batch';
import { type EntryInput, type Ledger, makeLedger } from '../../server/ledger/ledger';
import { rebuildBalances } from '../../server/ledger/rebuild';
import type { Posting } from '../../server/ledger/rules';
import { postingRows } from '../../server/ledger/tables';
import { DB_TARGETS, makeStorage, openStorageDb } from './harness';

const move = (
  holder: string,
  currency: string,
  amount: string,
  from: [number, Posting['field']],
  to: [number, Posting['field']],
): Posting[] => [
  { holder, account: from[0], currency, field: from[1], amount: `-${amount}` },
  { holder, account: to[0], currency, field: to[1], amount },
];
const fund = (holder: string, currency: string, amount: string): EntryInput => ({
  kind: 'demo_funds',
  actor: holder,
  postings: [
    { holder: 'system:demo-funds', account: 0, currency, field: 'available', amount: `-${amount}` },
    { holder, account: 2, currency, field: 'available', amount },
  ],
});

describe.each(DB_TARGETS)('journal rebuild on %s', (target) => {
  let storage: Awaited<ReturnType<typeof makeStorage>>;
  let opened: OpenedDb;
  let db: Db;
  let kind: DbKind;
  let ledger: Ledger;
  const post = (entry: EntryInput) => ledger.write((trx) => ledger.post(trx, entry));

  beforeAll(async () => {
    storage = await makeStorage(target);
    opened = await openStorageDb(storage.env);
    ({ db, kind } = opened);
    ledger = makeLedger(db, kind, randomIds, new OffsetClock());
  });
  afterAll(async () => {
    await db?.destroy();
    await storage?.drop();
  });

  it('finds the projection equal to the journal after real writes, across many pages of postings', async () => {
    await post(fund('user:a', 'USDT', '1000.12345678'));
    await post(fund('user:b', 'BTC', '1'));
    await post({
      kind: 'account_transfer',
      actor: 'user:a',
      postings: move('user:a', 'USDT', '0.00000001', [2, 'available'], [3, 'available']),
    });
    await post({
      kind: 'freeze',
      actor: 'user:b',
      postings: move('user:b', 'BTC', '0.3', [2, 'available'], [2, 'frozen']),
    });
    await expect(
      post({
        kind: 'account_transfer',
        actor: 'user:b',
        postings: move('user:b', 'BTC', '0.70000001', [2, 'available'], [4, 'available']),
      }),
    ).rejects.toBeInstanceOf(Refusal);
    // 2,000 entries of three postings (a fee to a system holder) through the batch writer: 6,000+
    // postings, more than one page of the rebuild, with entries split across page boundaries.
    const batch = makeBatchLedger(opened, randomIds, new OffsetClock());
    const many: EntryInput[] = Array.from({ length: 2000 }, (_, i) => ({
      kind: 'fee_transfer',
      actor: 'user:a',
      postings: [
        { holder: 'user:a', account: 2, currency: 'USDT', field: 'available', amount: '-0.011' },
        { holder: 'user:a', account: 1 + (i % 4), currency: 'USDT', field: 'available', amount: '0.01' },
        { holder: 'system:fees', account: 0, currency: 'USDT', field: 'available', amount: '0.001' },
      ],
    }));
    const outcomes = await ledger.write((trx) => batch.postMany(trx, many));
    expect(outcomes.every((o) => o.ok)).toBe(true);

    const report = await rebuildBalances(db, kind);
    expect(report).toMatchObject({ ok: true, faults: [], negative: [], differences: [], rewritten: 0 });
    expect(report.entries).toBe(2004);
    expect(report.postings).toBe(2 * 4 + 3 * 2000);
    expect(report.balances.get('user:b|2|BTC')).toEqual({ available: '0.7', frozen: '0.3' });
    expect(report.balances.get('system:fees|0|USDT')).toEqual({ available: '2', frozen: '0' });
    // 1000.12345678 - 0.00000001 - 2000 × 0.011 + 500 × 0.01 moved back into account 2.
    expect(report.balances.get('user:a|2|USDT')).toEqual({ available: '983.12345677', frozen: '0' });
  });

  it('reports a damaged projection and a broken journal, and rewrites only from a sound journal', async () => {
    const now = Date.now();
    await db
      .updateTable('balance')
      .set({ available: '999' })
      .where('holder', '=', 'user:a')
      .where('account', '=', 3)
      .execute();
    await db.deleteFrom('balance').where('holder', '=', 'user:b').where('account', '=', 2).execute();
    await db
      .insertInto('balance')
      .values({ holder: 'user:ghost', account: 2, currency: 'ETH', available: '5', frozen: '0', updated_at: now })
      .execute();
    // Written behind the ledger's back: entries ledger.post would never write.
    const raw = async (id: string, postings: Posting[]) => {
      await db
        .insertInto('ledger_entry')
        .values({ id, kind: 'bad', actor: 'test', request_id: null, memo: '{}', created_at: now })
        .execute();
      if (postings.length > 0) {
        await db
          .insertInto('ledger_posting')
          .values(
            postingRows(id, postings, now).map((row) => ({ ...row, lead: id === 'bad-statement' ? 0 : row.lead })),
          )
          .execute();
      }
    };
    await raw('bad-one-sided', [{ holder: 'user:c', account: 2, currency: 'USDT', field: 'available', amount: '5' }]);
    await raw('bad-empty', []);
    await raw('bad-overdraft', [
      { holder: 'user:d', account: 2, currency: 'ETH', field: 'available', amount: '-3' },
      { holder: 'system:demo-funds', account: 0, currency: 'ETH', field: 'available', amount: '3' },
    ]);

    const report = await rebuildBalances(db, kind, { rewrite: true });
    expect(report.ok).toBe(false);
    expect(report.faults).toEqual(
      expect.arrayContaining([
        { entryId: 'bad-one-sided', fault: 'unbalanced', currency: 'USDT', sum: '5' },
        { entryId: 'bad-empty', fault: 'empty' },
      ]),
    );
    expect(report.faults).toHaveLength(2);
    expect(report.negative).toEqual([{ key: 'user:d|2|ETH', field: 'available', amount: '-3' }]);
    expect(report.differences.map((d) => d.key)).toEqual([
      'system:demo-funds|0|ETH',
      'user:a|3|USDT',
      'user:b|2|BTC',
      'user:c|2|USDT',
      'user:d|2|ETH',
      'user:ghost|2|ETH',
    ]);
    expect(report.differences.find((d) => d.key === 'user:b|2|BTC')).toEqual({
      key: 'user:b|2|BTC',
      journal: { available: '0.7', frozen: '0.3' },
      projection: null,
    });
    // The journal is broken: the projection is left as it is, for a person to look at.
    expect(report.rewritten).toBe(0);
    expect(
      await db.selectFrom('balance').select('available').where('holder', '=', 'user:ghost').executeTakeFirst(),
    ).toEqual({
      available: '5',
    });

    await db.deleteFrom('ledger_posting').where('entry_id', 'like', 'bad-%').execute();
    await db.deleteFrom('ledger_entry').where('id', 'like', 'bad-%').execute();
    const repaired = await rebuildBalances(db, kind, { rewrite: true });
    expect(repaired.faults).toEqual([]);
    expect(repaired.negative).toEqual([]);
    expect(repaired.differences.map((d) => d.key)).toEqual(['user:a|3|USDT', 'user:b|2|BTC', 'user:ghost|2|ETH']);
    expect(repaired.rewritten).toBe(3);
    const after = await rebuildBalances(db, kind);
    expect(after.ok).toBe(true);
    expect(
      await db
        .selectFrom('balance')
        .select(['available', 'frozen'])
        .where('holder', '=', 'user:b')
        .where('account', '=', 2)
        .executeTakeFirst(),
    ).toEqual({ available: '0.7', frozen: '0.3' });
  });

  it('checks one consistent snapshot while entries are being written', async () => {
    await post(fund('user:e', 'USDT', '100'));
    const writes = Array.from({ length: 200 }, (_, i) =>
      post({
        kind: 'account_transfer',
        actor: 'user:e',
        postings: move('user:e', 'USDT', '0.5', [1 + (i % 4), 'available'], [1 + ((i + 1) % 4), 'available']),
      }).catch((err: unknown) => {
        if (!(err instanceof Refusal)) throw err;
      }),
    );
    const checks = Array.from({ length: 5 }, () => rebuildBalances(db, kind));
    const reports = await Promise.all(checks);
    await Promise.all(writes);
    for (const r of reports) expect(r).toMatchObject({ ok: true, differences: [], faults: [] });
    // A rewrite holds the write lock: nothing to rewrite, and the writers simply waited.
    expect(await rebuildBalances(db, kind, { rewrite: true })).toMatchObject({ ok: true, rewritten: 0 });
    const total = await sql<{ n: number }>`select count(*) as n from ledger_entry`.execute(db);
    expect(Number(total.rows[0]?.n)).toBeGreaterThan(2004);
  });
});
