// Spot under load, killed with SIGKILL: every order the client saw acknowledged is stored once, the
// journal still balances and equals the balances, each user's frozen funds are exactly what their
// open orders hold, and a new server on the same storage rebuilds the books from those orders
// (each rests again with what it had left) and answers a replayed key as before.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpotDepth, SpotOrder } from '../../contract/spot';
import { rebuildBalances } from '../../server/ledger/rebuild';
import { seeded } from '../seeded';
import {
  DB_TARGETS,
  type Envelope,
  makeStorage,
  NO_MARKET_HISTORY,
  openStorageDb,
  pricesRecorded,
  signUp,
  TestServer,
  type User,
  until,
} from './harness';

const random = seeded(20261124);
const USERS = 4;
const WORKERS_PER_USER = 4;
const LOAD_MS = 2500;
const MAX_LOAD_MS = 10_000;
const MIN_ACKED = 100;

type Sent = { user: number; key: string; fields: Record<string, string>; reply: Envelope<SpotOrder> | null };

describe.each(DB_TARGETS)('spot crash on %s', (target) => {
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

  it('keeps every acknowledged order, the journal and the books through kill -9 mid-load', async () => {
    await pricesRecorded(first);
    const book = await until('the market maker', async () => {
      const { body } = await first.call<SpotDepth>('GET', 'coin/depth', { symbol: 'BTC/USDT' });
      return body.type === 'ok' && body.message.asks.length > 0 ? body.message : null;
    });
    const mid = new Decimal(book.asks[0]?.[0] as string).plus(book.bids[0]?.[0] as string).div(2);

    const users: User[] = [];
    for (let i = 0; i < USERS; i++) {
      const user = await signUp(first);
      for (const [currency, amount] of [
        ['USDT', '10000'],
        ['BTC', '1'],
      ] as const) {
        expect((await first.call('POST', 'demo/faucet', { currency, amount }, user.auth)).body.type).toBe('ok');
      }
      users.push(user);
    }

    const sent: Sent[] = [];
    let dead = false;
    let serial = 0;
    const worker = async (u: number) => {
      while (!dead) {
        // Within ±0.4 % of the middle: some cross the maker's quotes, most rest.
        const price = mid
          .times(1 + (random() - 0.5) * 0.008)
          .toDecimalPlaces(2)
          .toFixed();
        const fields = {
          currency_id: '4',
          legal_id: '1',
          type: random() < 0.5 ? '1' : '2',
          target_price: price,
          amount: new Decimal(20 + Math.floor(random() * 500)).div(1_000_000).toFixed(),
        };
        const key = `spot-crash-${target}-${u}-${++serial}`;
        const entry: Sent = { user: u, key, fields, reply: null };
        sent.push(entry);
        try {
          entry.reply = (
            await first.call<SpotOrder>('POST', 'coin/trade', fields, {
              ...(users[u] as User).auth,
              'Idempotency-Key': key,
            })
          ).body;
        } catch {
          return;
        }
      }
    };
    const load = Promise.all(users.flatMap((_, u) => Array.from({ length: WORKERS_PER_USER }, () => worker(u))));
    const started = Date.now();
    while (Date.now() - started < MAX_LOAD_MS) {
      await new Promise((r) => setTimeout(r, 100));
      const acknowledged = sent.filter((s) => s.reply?.type === 'ok').length;
      if (Date.now() - started >= LOAD_MS && acknowledged >= MIN_ACKED) break;
    }
    await first.kill();
    dead = true;
    await load;

    const acked = sent.filter((s) => s.reply?.type === 'ok');
    expect(acked.length).toBeGreaterThanOrEqual(MIN_ACKED);
    // Refused only for want of funds, or at the limit of open orders on the pair.
    const refusals = new Set(sent.flatMap((s) => (s.reply?.type === 'error' ? [String(s.reply.message)] : [])));
    for (const m of refusals) {
      expect(['Insufficient balance', 'You have 50 open orders on this pair. Cancel one to place another']).toContain(
        m,
      );
    }

    // The storage as the crash left it.
    const { db, kind } = await openStorageDb(storage.env);
    let open: {
      id: string;
      user_id: string;
      side: string;
      price: string;
      amount: string;
      filled: string;
      frozen: string;
    }[];
    try {
      const report = await rebuildBalances(db, kind);
      expect(report.faults).toEqual([]);
      expect(report.negative).toEqual([]);
      expect(report.differences).toEqual([]);
      const stored = new Set((await db.selectFrom('spot_order').select('id').execute()).map((r) => r.id));
      for (const s of acked) expect(stored.has(s.reply?.message.id ?? ''), s.key).toBe(true);
      open = await db
        .selectFrom('spot_order')
        .select(['id', 'user_id', 'side', 'price', 'amount', 'filled', 'frozen'])
        .where('state', 'in', ['open', 'partial'])
        .execute();
      expect(open.length).toBeGreaterThan(0);
      // Each user's frozen spot funds are exactly what their open orders hold.
      for (const holder of new Set(open.map((o) => o.user_id))) {
        for (const [currency, side] of [
          ['USDT', 'buy'],
          ['BTC', 'sell'],
        ]) {
          const held = open
            .filter((o) => o.user_id === holder && o.side === side)
            .reduce((a, o) => a.plus(o.frozen), new Decimal(0));
          const b = report.balances.get(`user:${holder}|2|${currency}`);
          expect(new Decimal(b?.frozen ?? 0).eq(held), `${holder} ${currency}`).toBe(true);
        }
      }
    } finally {
      await db.destroy();
    }

    // A new server on the same storage: once it holds the books, a replay answers as before.
    second = await TestServer.start({ ...storage.env, ...NO_MARKET_HISTORY });
    const probe = acked[0] as Sent;
    const replay = await until('the books to be rebuilt', async () => {
      const { body } = await (second as TestServer).call<SpotOrder>('POST', 'coin/trade', probe.fields, {
        ...(users[probe.user] as User).auth,
        'Idempotency-Key': probe.key,
      });
      return body.type === 'ok' ? body : null;
    });
    expect(replay.message.id).toBe(probe.reply?.message.id);

    // Every order open at the crash rests again with what it had left (the maker's quotes come on
    // top), unless the new maker quotes on the latest tick crossed it: then it filled at its own
    // price, as a resting order does when the market reaches it. The book is read before the
    // orders, so an order still open then was in the book with at least what it has left now.
    const depth = (await second.call<SpotDepth>('GET', 'coin/depth', { symbol: 'BTC/USDT' })).body.message;
    const after = await openStorageDb(storage.env);
    try {
      const rows = await after.db
        .selectFrom('spot_order')
        .select(['id', 'side', 'price', 'amount', 'filled', 'state'])
        .where(
          'id',
          'in',
          open.map((o) => o.id),
        )
        .execute();
      expect(rows).toHaveLength(open.length);
      const atPrice = new Map<string, Decimal>();
      for (const o of rows) {
        expect(['open', 'partial', 'filled'], o.id).toContain(o.state);
        if (o.state === 'filled') {
          const fills = await after.db
            .selectFrom('spot_trade')
            .select('price')
            .where('maker_order_id', '=', o.id)
            .execute();
          expect(fills.every((f) => new Decimal(f.price).eq(o.price))).toBe(true);
          continue;
        }
        const k = `${o.side}|${new Decimal(o.price).toFixed()}`;
        atPrice.set(k, (atPrice.get(k) ?? new Decimal(0)).plus(new Decimal(o.amount).minus(o.filled)));
      }
      for (const [k, qty] of atPrice) {
        const [side, price] = k.split('|') as [string, string];
        const levels = side === 'buy' ? depth.bids : depth.asks;
        // Only levels within the 20 shown can be compared.
        const last = levels.at(-1)?.[0] ?? 0;
        if (side === 'buy' ? new Decimal(price).lt(last) : new Decimal(price).gt(last)) continue;
        const level = levels.find(([p]) => new Decimal(p).eq(price));
        expect(new Decimal(level?.[1] ?? 0).gte(qty), k).toBe(true);
      }
    } finally {
      await after.db.destroy();
    }
    expect(new Decimal(depth.bids[0]?.[0] ?? 0).lt(depth.asks[0]?.[0] ?? 0)).toBe(true);
  }, 120_000);
});
