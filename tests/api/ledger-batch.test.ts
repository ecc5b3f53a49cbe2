// The batched ledger path (server/ledger/batch.ts) writes exactly the journal that ledger.post
// writes one entry at a time, on a real database: the same sequence of demo funds, transfers,
// freezes, overdrafts and unbalanced entries, posted one by one, in batches of random size, and
// through the money desk by concurrent callers, gives the same outcomes, the same
// entries and postings, the same balances, and a sound journal. And batches running alongside
// single posts on the same balances (several connections on PostgreSQL) neither deadlock nor
// lose or create money. And a desk request's check hands its value on, one per scope a batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OffsetClock } from '../../server/core/clock';
import type { Db, OpenedDb } from '../../server/core/db';
import { Refusal } from '../../server/core/errors';
import { randomIds } from '../../server/core/ids';
import { makeBatchLedger } from '../../server/ledger/batch';
import { compareBalances, totalsByHolder } from '../../server/ledger/journal';
import { type EntryInput, makeLedger, type Trx } from '../../server/ledger/ledger';
import { entryOnly, makeMoneyDesk } from '../../server/ledger/money-desk';
import { rebuildBalances } from '../../server/ledger/rebuild';
import type { Balance, Posting } from '../../server/ledger/rules';
import { DB_TARGETS, makeStorage, openStorageDb } from './harness';

/** A small deterministic PRNG (mulberry32), so a failing sequence can be reproduced. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const USERS = ['user:u0', 'user:u1', 'user:u2', 'user:u3'];
const CURRENCIES = ['USDT', 'BTC'];

/** Amounts as decimal strings built from integers: 0.00000001 … 30, never through a float. */
function amountOf(units: number): string {
  const s = String(units).padStart(9, '0');
  return `${s.slice(0, -8).replace(/^0+(?=\d)/, '')}.${s.slice(-8)}`.replace(/\.?0+$/, '');
}

function sequence(seed: number, length: number): EntryInput[] {
  const rnd = prng(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)] as T;
  const units = () => 1 + Math.floor(rnd() * 3_000_000_000);
  return Array.from({ length }, (_, i): EntryInput => {
    const user = pick(USERS);
    const currency = pick(CURRENCIES);
    const amount = amountOf(units());
    const r = rnd();
    const base = { actor: user, requestId: `op-${i}`, memo: { i } };
    const pair = (from: [number, Posting['field']], to: [number, Posting['field']], holder = user): Posting[] => [
      { holder, account: from[0], currency, field: from[1], amount: `-${amount}` },
      { holder: user, account: to[0], currency, field: to[1], amount },
    ];
    if (r < 0.2)
      return { ...base, kind: 'demo_funds', postings: pair([0, 'available'], [2, 'available'], 'system:demo-funds') };
    if (r < 0.75) {
      const from = 1 + Math.floor(rnd() * 4);
      const to = 1 + ((from + Math.floor(rnd() * 3)) % 4);
      return { ...base, kind: 'account_transfer', postings: pair([from, 'available'], [to, 'available']) };
    }
    const account = 1 + Math.floor(rnd() * 4);
    if (r < 0.87) return { ...base, kind: 'freeze', postings: pair([account, 'available'], [account, 'frozen']) };
    if (r < 0.98) return { ...base, kind: 'unfreeze', postings: pair([account, 'frozen'], [account, 'available']) };
    // A bug in a caller: postings that do not sum to zero.
    return { ...base, kind: 'broken', postings: [{ holder: user, account: 2, currency, field: 'available', amount }] };
  });
}

type Outcome = 'ok' | 'refused' | 'error';
const outcomeOf = (err: unknown): Outcome => (err instanceof Refusal ? 'refused' : 'error');

type Store = OpenedDb & { drop: () => Promise<void> };

async function openStore(target: (typeof DB_TARGETS)[number]): Promise<Store> {
  const storage = await makeStorage(target);
  const opened = await openStorageDb(storage.env);
  return {
    ...opened,
    drop: async () => {
      await opened.db.destroy();
      await storage.drop();
    },
  };
}

/** The journal, keyed by request id: everything but the random entry ids and the times. */
async function journalOf(db: Db) {
  const rows = await db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_posting as p', 'p.entry_id', 'e.id')
    .select([
      'e.request_id',
      'e.kind',
      'e.actor',
      'e.memo',
      'p.seq',
      'p.holder',
      'p.account',
      'p.currency',
      'p.field',
      'p.amount',
    ])
    .execute();
  const out = new Map<string, { kind: string; actor: string; memo: string; postings: string[] }>();
  for (const r of rows) {
    const key = r.request_id ?? '';
    const e = out.get(key) ?? { kind: r.kind, actor: r.actor, memo: r.memo, postings: [] };
    e.postings[Number(r.seq)] = `${r.holder}|${r.account}|${r.currency}|${r.field}|${r.amount}`;
    out.set(key, e);
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

async function projectionOf(db: Db): Promise<Map<string, Balance>> {
  const rows = await db.selectFrom('balance').selectAll().execute();
  return new Map(
    rows.map((r) => [`${r.holder}|${r.account}|${r.currency}`, { available: r.available, frozen: r.frozen }]),
  );
}

describe.each(DB_TARGETS)('batched ledger on %s', (target) => {
  const entries = sequence(20261123, 600);
  let single: Store;
  let batched: Store;
  let grouped: Store;

  beforeAll(async () => {
    [single, batched, grouped] = await Promise.all([openStore(target), openStore(target), openStore(target)]);
  });
  afterAll(async () => {
    await Promise.all([single?.drop(), batched?.drop(), grouped?.drop()]);
  });

  it('writes the same journal, balances and refusals as posting one by one', async () => {
    const clock = new OffsetClock();

    const ledgerA = makeLedger(single.db, single.kind, randomIds, clock);
    const one: Outcome[] = [];
    for (const e of entries) {
      one.push(await ledgerA.write((trx) => ledgerA.post(trx, e)).then(() => 'ok' as const, outcomeOf));
    }
    // The sequence exercises every path.
    expect(new Set(one)).toEqual(new Set(['ok', 'refused', 'error']));

    const ledgerB = makeLedger(batched.db, batched.kind, randomIds, clock);
    const batchB = makeBatchLedger(batched, randomIds, clock);
    const many: Outcome[] = [];
    const rnd = prng(7);
    for (let i = 0; i < entries.length; ) {
      const chunk = entries.slice(i, i + 1 + Math.floor(rnd() * 64));
      const outcomes = await ledgerB.write((trx) => batchB.postMany(trx, chunk));
      many.push(...outcomes.map((o) => (o.ok ? 'ok' : outcomeOf(o.error))));
      i += chunk.length;
    }

    const ledgerC = makeLedger(grouped.db, grouped.kind, randomIds, clock);
    const group = makeMoneyDesk(ledgerC, makeBatchLedger(grouped, randomIds, clock), clock, 50);
    // Submitted all at once, as concurrent requests would: the queue keeps their order.
    const settled = await Promise.allSettled(entries.map((e) => group.submit(entryOnly(e))));
    const viaGroup = settled.map((s) => (s.status === 'fulfilled' ? 'ok' : outcomeOf(s.reason)));

    expect(many).toEqual(one);
    expect(viaGroup).toEqual(one);

    const journalA = await journalOf(single.db);
    expect(journalA.size).toBe(one.filter((o) => o === 'ok').length);
    expect(await journalOf(batched.db)).toEqual(journalA);
    expect(await journalOf(grouped.db)).toEqual(journalA);

    const projectionA = await projectionOf(single.db);
    expect(compareBalances(projectionA, await projectionOf(batched.db))).toEqual([]);
    expect(compareBalances(projectionA, await projectionOf(grouped.db))).toEqual([]);
    for (const s of [single, batched, grouped]) {
      expect(await rebuildBalances(s.db, s.kind)).toMatchObject({
        ok: true,
        faults: [],
        negative: [],
        differences: [],
      });
    }
  });

  it("hands a check's value to the entry, rows and answer; one per scope a batch, so a cap read from rows holds", async () => {
    const store = await openStore(target);
    try {
      const clock = new OffsetClock();
      const desk = makeMoneyDesk(
        makeLedger(store.db, store.kind, randomIds, clock),
        makeBatchLedger(store, randomIds, clock),
        clock,
      );
      // A cap of 3 counted from the rows the requests write (row_lock serves as a scratch table).
      const written = async (trx: Trx) =>
        (await trx.selectFrom('row_lock').select('key').where('key', 'like', 'cap:%').execute()).length;
      const capped = (i: number) =>
        desk.submitChecked({
          userId: 'u',
          key: null,
          hash: '',
          check: {
            scope: i % 3 === 0 ? ['cap', 'other'] : 'cap',
            run: async (trx) => {
              const n = await written(trx);
              if (n >= 3) throw new Refusal({ id: 'test.cap', message: 'cap' });
              return { n };
            },
          },
          entry: ({ n }) => ({
            kind: 'demo_funds',
            actor: 'test',
            memo: { n },
            postings: [
              { holder: 'system:demo', account: 0, currency: 'USDT', field: 'available', amount: '-1' },
              { holder: 'user:capped', account: 2, currency: 'USDT', field: 'available', amount: '1' },
            ],
          }),
          answer: (entryId, { n }) => ({ n, entryId }),
          rows: async (trx, _, { n }) => {
            await trx
              .insertInto('row_lock')
              .values({ key: `cap:${n}` })
              .execute();
          },
        });
      // No money moves for this one, a Refusal returned refuses that one alone.
      const free = desk.submitChecked({
        userId: 'u',
        key: null,
        hash: '',
        check: { scope: 'free', run: async () => 'free' },
        entry: () => null,
        answer: (entryId, value) => ({ entryId, value }),
      });
      const refused = desk.submitChecked({
        userId: 'u',
        key: null,
        hash: '',
        check: { scope: 'refused', run: async () => new Refusal({ id: 'test.no', message: 'no' }) },
        entry: () => null,
        answer: () => 'never',
      });
      const settled = await Promise.allSettled([...Array.from({ length: 10 }, (_, i) => capped(i)), free, refused]);
      const answers = settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Refusal).message));
      expect(answers.slice(0, 3)).toEqual([0, 1, 2].map((n) => ({ n, entryId: expect.any(String) })));
      expect(answers.slice(3, 10)).toEqual(Array.from({ length: 7 }, () => 'cap'));
      expect(answers.slice(10)).toEqual([{ entryId: null, value: 'free' }, 'no']);
      const held = await store.db
        .selectFrom('balance')
        .select('available')
        .where('holder', '=', 'user:capped')
        .execute();
      expect(held.map((b) => b.available)).toEqual(['3']);
      expect(await rebuildBalances(store.db, store.kind)).toMatchObject({ ok: true });
    } finally {
      await store.drop();
    }
  });

  it('runs batches alongside single posts on the same balances without deadlock or lost money', async () => {
    const { db, kind } = single;
    const clock = new OffsetClock();
    const ledger = makeLedger(db, kind, randomIds, clock);
    const group = makeMoneyDesk(ledger, makeBatchLedger(single, randomIds, clock), clock, 40);
    const before = totalsByHolder((await rebuildBalances(db, kind)).balances);
    // Transfers only (no money in or out), over the same few users' accounts, from both paths.
    const moves = sequence(99, 800).filter((e) => e.kind === 'account_transfer');
    const results = await Promise.allSettled(
      moves.map((e, i) => (i % 2 ? group.submit(entryOnly(e)) : ledger.write((trx) => ledger.post(trx, e)))),
    );
    const faults = results.filter((r) => r.status === 'rejected' && !(r.reason instanceof Refusal));
    expect(faults).toEqual([]);
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    const report = await rebuildBalances(db, kind);
    expect(report).toMatchObject({ ok: true, faults: [], negative: [], differences: [] });
    expect(totalsByHolder(report.balances)).toEqual(before);
  });
});
