// A crash under load: a real server takes concurrent transfers between accounts (each with its
// own Idempotency-Key) and is killed with SIGKILL mid-load; a new server starts on the same
// storage. Everything the client saw acknowledged is in the journal, exactly once, and a replay
// of its key answers the same; nothing refused and nothing never sent is there; the balances
// are still exactly the journal's projection, every entry balances, no user is negative, and
// each user still holds, per currency, exactly what the faucet gave them. Requests cut off by
// the crash, retried with their keys, take effect at most once.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceRow } from '../../contract/wallet';
import { totalsByHolder } from '../../server/ledger/journal';
import { rebuildBalances } from '../../server/ledger/rebuild';
import { seeded } from '../seeded';
import {
  type ApiClient,
  DB_TARGETS,
  type Envelope,
  makeStorage,
  NO_MARKET_HISTORY,
  openStorageDb,
  signUp,
  TestServer,
  type User,
} from './harness';

const random = seeded(20261123);

const USERS = 6;
const WORKERS_PER_USER = 4;
/** How long the load runs before the kill (loopback only; bounded). */
const LOAD_MS = 2500;
const MAX_LOAD_MS = 10_000;
const MIN_ACKED = 150;
const FAUCET: Record<string, string> = { USDT: '10000', BTC: '1' };

type Sent = {
  user: number;
  key: string;
  fields: Record<string, string>;
  /** What the client saw: an answer, or nothing (the connection died with the server). */
  reply: Envelope<{ id: string }> | null;
};

/** 0.00000001 … `max` (in units of 1e-8), as a decimal string built from an integer. */
function randomAmount(maxUnits: number): string {
  return new Decimal(1 + Math.floor(random() * maxUnits)).div(100_000_000).toFixed();
}

async function pool<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

describe.each(DB_TARGETS)('ledger crash on %s', (target) => {
  let storage: Awaited<ReturnType<typeof makeStorage>>;
  let first: TestServer;
  let second: TestServer | undefined;

  beforeAll(async () => {
    storage = await makeStorage(target);
    first = await TestServer.start({ ...storage.env, ...NO_MARKET_HISTORY });
  });
  afterAll(async () => {
    await first?.kill();
    await second?.stop();
    await storage?.drop();
  });

  it('keeps every acknowledged transfer and every invariant through kill -9 mid-load', async ({ annotate }) => {
    // Users, each given demo funds; every grant acknowledged before the load starts.
    const users: (User & { holder: string })[] = [];
    for (let i = 0; i < USERS; i++) {
      const user = await signUp(first);
      const info = await first.call<{ id: string }>('GET', 'user/info', {}, user.auth);
      for (const [currency, amount] of Object.entries(FAUCET)) {
        const { body } = await first.call(
          'POST',
          'demo/faucet',
          { currency, amount },
          { ...user.auth, 'Idempotency-Key': `fund-${i}-${currency}` },
        );
        expect(body.type).toBe('ok');
      }
      users.push({ ...user, holder: `user:${info.body.message.id}` });
    }

    // The load: concurrent transfers between each user's accounts until the server dies.
    const sent: Sent[] = [];
    let dead = false;
    let serial = 0;
    const worker = async (u: number) => {
      const user = users[u] as User;
      while (!dead) {
        const currency = random() < 0.7 ? 'USDT' : 'BTC';
        const from = 1 + Math.floor(random() * 4);
        const to = 1 + ((from + Math.floor(random() * 3)) % 4);
        const fields = {
          currency_id: currency,
          number: randomAmount(currency === 'USDT' ? 300_000_000_000 : 2_000_000),
          from_field: String(from),
          to_field: String(to),
        };
        const key = `crash-${target}-${u}-${++serial}`;
        const entry: Sent = { user: u, key, fields, reply: null };
        sent.push(entry);
        try {
          entry.reply = (
            await first.call<{ id: string }>('POST', 'wallet/change', fields, { ...user.auth, 'Idempotency-Key': key })
          ).body;
        } catch {
          // No answer: the server died with this request in flight (or before it connected).
          return;
        }
      }
    };
    const load = Promise.all(users.flatMap((_, u) => Array.from({ length: WORKERS_PER_USER }, () => worker(u))));
    // At least LOAD_MS and enough acknowledged transfers to mean something (a loaded machine is
    // slower), never longer than MAX_LOAD_MS.
    const started = Date.now();
    while (Date.now() - started < MAX_LOAD_MS) {
      await new Promise((r) => setTimeout(r, 100));
      const acknowledged = sent.filter((s) => s.reply?.type === 'ok').length;
      if (Date.now() - started >= LOAD_MS && acknowledged >= MIN_ACKED) break;
    }
    const loadMs = Date.now() - started;
    const inFlight = sent.filter((s) => !s.reply).length;
    await first.kill();
    dead = true;
    await load;

    const acked = sent.filter((s) => s.reply?.type === 'ok');
    const refused = sent.filter((s) => s.reply?.type === 'error');
    const unanswered = sent.filter((s) => !s.reply);
    // The kill really landed mid-load, after real work.
    expect(acked.length).toBeGreaterThanOrEqual(MIN_ACKED);
    expect(inFlight).toBeGreaterThan(0);
    expect(refused.every((s) => (s.reply?.message as unknown) === 'Insufficient balance')).toBe(true);
    expect(acked.length + refused.length + unanswered.length).toBe(sent.length);

    const funded = new Map<string, string>();
    for (const u of users) for (const [c, a] of Object.entries(FAUCET)) funded.set(`${u.holder}|${c}`, a);

    /** The journal as the storage holds it: invariants, and the entries per request id. */
    const inspect = async () => {
      const { db, kind } = await openStorageDb(storage.env);
      try {
        const report = await rebuildBalances(db, kind);
        const rows = await db
          .selectFrom('ledger_entry')
          .select(['id', 'request_id'])
          .where('kind', '=', 'account_transfer')
          .execute();
        const byKey = new Map<string, string[]>();
        for (const r of rows) byKey.set(r.request_id ?? '', [...(byKey.get(r.request_id ?? '') ?? []), r.id]);
        return { report, byKey };
      } finally {
        await db.destroy();
      }
    };
    const expectSound = (report: Awaited<ReturnType<typeof inspect>>['report']) => {
      expect(report.faults).toEqual([]);
      expect(report.negative).toEqual([]);
      expect(report.differences).toEqual([]);
      const totals = totalsByHolder(report.balances);
      for (const [key, amount] of funded) expect(totals.get(key), key).toBe(amount);
    };

    // 1. The storage exactly as the crash left it (no server running).
    const crashed = await inspect();
    expectSound(crashed.report);
    for (const s of acked) expect(crashed.byKey.get(s.key), s.key).toEqual([s.reply?.message.id]);
    for (const s of refused) expect(crashed.byKey.has(s.key), s.key).toBe(false);
    const sentKeys = new Set(sent.map((s) => s.key));
    for (const key of crashed.byKey.keys()) expect(sentKeys.has(key), key).toBe(true);
    // Some unanswered requests may have committed just before the kill: those are there once.
    for (const s of unanswered) expect((crashed.byKey.get(s.key) ?? []).length).toBeLessThanOrEqual(1);

    // 2. A new server on the same storage answers every acknowledged key's replay as before.
    second = await TestServer.start({ ...storage.env, ...NO_MARKET_HISTORY });
    const api: ApiClient = second;
    await pool(acked, 16, async (s) => {
      const again = await api.call('POST', 'wallet/change', s.fields, {
        ...(users[s.user] as User).auth,
        'Idempotency-Key': s.key,
      });
      expect(again.body, s.key).toEqual(s.reply);
    });
    // The API's balances are the journal's.
    for (const u of users) {
      const { body } = await api.call<BalanceRow[]>('POST', 'wallet/list', {}, u.auth);
      for (const row of body.message) {
        const b = crashed.report.balances.get(`${u.holder}|${row.account}|${row.currency}`) ?? {
          available: '0',
          frozen: '0',
        };
        expect(new Decimal(row.available).eq(b.available) && new Decimal(row.frozen).eq(b.frozen)).toBe(true);
      }
    }

    // 3. Retrying the requests the crash cut off, with their keys: each takes effect at most once.
    const retried = new Map<string, Envelope<{ id: string }>>();
    await pool(unanswered, 8, async (s) => {
      const { body } = await api.call<{ id: string }>('POST', 'wallet/change', s.fields, {
        ...(users[s.user] as User).auth,
        'Idempotency-Key': s.key,
      });
      expect(['ok', 'error']).toContain(body.type);
      retried.set(s.key, body);
    });
    const after = await inspect();
    expectSound(after.report);
    for (const s of acked) expect(after.byKey.get(s.key)).toEqual([s.reply?.message.id]);
    for (const s of unanswered) {
      const reply = retried.get(s.key);
      const ids = after.byKey.get(s.key) ?? [];
      if (reply?.type === 'ok') expect(ids).toEqual([reply.message.id]);
      else expect(ids).toEqual([]);
      // Committed before the crash: the retry answered with that same entry.
      const before = crashed.byKey.get(s.key);
      if (before) expect(reply).toMatchObject({ type: 'ok', message: { id: before[0] } });
    }
    await annotate(
      `${target}: ${sent.length} sent in ${loadMs} ms, ${acked.length} acknowledged, ${refused.length} refused, ${unanswered.length} cut off by the kill (${unanswered.filter((s) => crashed.byKey.has(s.key)).length} had committed)`,
    );
  }, 120_000);
});
