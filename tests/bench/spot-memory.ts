// Heap bytes per resting spot order (issue 34, goal 4: ≤ 0.5 KB): what the spot engine
// (server/spot/engine.ts, with its books, server/spot/book.ts) keeps in memory for N resting
// orders, measured as the V8 heap after a full garbage collection with the orders resting minus
// the same before them, divided by N. Two ways orders come to rest, each in its own process:
//   - placed: through the engine's queue and batches (engine.place), each order made as the
//     service makes it (server/spot/service.ts orderOf): a sortable id from the real id
//     generator, its owner's id and its Idempotency-Key as fresh strings, as a request brings them;
//   - rebuilt: engine.start() reading the stored open orders (as after a restart), the rows made
//     as the database driver hands them over (every text a string of its own).
// The database and the ledger are stubbed (every freeze accepted, nothing written), so only the
// engine's own memory is measured. Users hold 40 orders each on one pair (the limit is 50), on
// every spot pair, buys below and sells above the reference price (nothing crosses).
// Run with node --expose-gc --import tsx. BENCH_ORDERS (default "100000,300000").
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Clock } from '../../server/core/clock';
import { randomIds } from '../../server/core/ids';
import type { BatchLedger } from '../../server/ledger/batch';
import type { Ledger, Trx } from '../../server/ledger/ledger';
import { INSTRUMENTS } from '../../server/market/instruments';
import { makeEngine } from '../../server/spot/engine';
import { freezeUnits, priceTicks } from '../../server/spot/money';
import { LiveOrder, toRow } from '../../server/spot/orders';
import { defaultSettings, isSpotInstrument, pairOf } from '../../server/spot/pairs';
import type { SpotStore } from '../../server/spot/store';
import type { SpotOrderTable } from '../../server/spot/tables';
import { seeded } from '../seeded';

const PER_USER = 40;
const gc = (globalThis as { gc?: () => void }).gc;

/** A string of its own with the same text, flat, as a driver or a request parser makes one. */
const fresh = (s: string) => Buffer.from(s, 'latin1').toString('latin1');

function heap(): number {
  for (let i = 0; i < 4; i++) gc?.();
  return process.memoryUsage().heapUsed;
}

async function measure(mode: 'placed' | 'rebuilt', n: number): Promise<void> {
  const random = seeded(20261125);
  const pairs = INSTRUMENTS.filter(isSpotInstrument).map((i) => pairOf(i, defaultSettings(i)));
  const users = Array.from({ length: Math.ceil(n / PER_USER) }, () => randomIds.id());
  const clock: Clock = { now: () => Date.now() };

  /** The i-th order's terms: its owner, pair, side, price and amount. */
  const terms = (i: number) => {
    const u = Math.floor(i / PER_USER);
    const pair = pairs[u % pairs.length] as (typeof pairs)[number];
    const ref = priceTicks(pair.instrument.reference, pair.priceDecimals) as number;
    const side = i % 2 === 0 ? ('buy' as const) : ('sell' as const);
    // Within 5 % of the reference, on the side where it rests: hundreds of levels a book.
    const away = Math.max(1, Math.floor(ref * 0.05 * random()));
    const ticks = side === 'buy' ? Math.max(1, ref - away) : ref + away;
    const lots = pair.minLots * (1 + Math.floor(random() * 10));
    return { userId: users[u] as string, pair, side, ticks, lots };
  };

  const liveOrder = (i: number, now: number): LiveOrder => {
    const t = terms(i);
    return new LiveOrder({
      id: randomIds.sortable(now),
      userId: fresh(t.userId),
      pair: t.pair,
      side: t.side,
      orderType: 'limit',
      tif: 'GTC',
      postOnly: false,
      ticks: t.ticks,
      lots: t.lots,
      filledLots: 0,
      total: 0n,
      fee: 0n,
      frozen: freezeUnits(t.pair, t.side, t.ticks, t.lots, t.pair.maxFee),
      budget: undefined,
      makerFee: t.pair.makerFee,
      takerFee: t.pair.takerFee,
      state: 'open',
      cancelReason: null,
      seq: 0,
      requestId: fresh(randomUUID()),
      createdAt: now,
      updatedAt: now,
    });
  };

  /** The stored open orders, as the driver hands them over: every text its own string. */
  const storedRows = (): SpotOrderTable[] => {
    const rows: SpotOrderTable[] = [];
    for (let i = 0; i < n; i++) {
      const o = liveOrder(i, clock.now());
      o.seq = i;
      const r = toRow(o);
      rows.push({
        ...r,
        id: fresh(r.id),
        user_id: fresh(r.user_id),
        side: fresh(r.side) as SpotOrderTable['side'],
        order_type: fresh(r.order_type) as SpotOrderTable['order_type'],
        time_in_force: fresh(r.time_in_force) as SpotOrderTable['time_in_force'],
        price: fresh(r.price),
        amount: fresh(r.amount),
        filled: fresh(r.filled),
        total: fresh(r.total),
        fee: fresh(r.fee),
        frozen: fresh(r.frozen),
        maker_fee: fresh(r.maker_fee),
        taker_fee: fresh(r.taker_fee),
        state: fresh(r.state) as SpotOrderTable['state'],
        request_id: r.request_id === null ? null : fresh(r.request_id),
      });
    }
    return rows;
  };

  const stubTrx = {} as Trx;
  const ledger = {
    write: <T>(fn: (trx: Trx) => Promise<T>) => fn(stubTrx),
    balances: async () => [],
  } as unknown as Ledger;
  const batch: BatchLedger = {
    postMany: async (_trx, entries) => entries.map(() => ({ ok: true as const, entryId: 'entry' })),
  };
  const store = {
    openOrders: async () => (mode === 'rebuilt' ? storedRows() : []),
    maxSeq: async () => n,
    replays: async () => new Map(),
    remember: async () => undefined,
    writeOrders: async () => undefined,
    writeTrades: async () => undefined,
  } as unknown as SpotStore;
  const engine = makeEngine({
    ledger,
    batch,
    store,
    ids: randomIds,
    clock,
    pairs: () => pairs,
    latestTick: async () => null,
    published: () => undefined,
    fence: async () => true,
    log: { info: () => undefined, error: (o, m) => console.error(m, o) },
  });

  const before = heap();
  const started = performance.now();
  await engine.start();
  if (mode === 'placed') {
    const answers: Promise<unknown>[] = [];
    for (let i = 0; i < n; i++) {
      const order = liveOrder(i, clock.now());
      answers.push(engine.place(order, { key: order.requestId, hash: 'h' }));
      if (answers.length === 1000) await Promise.all(answers.splice(0));
    }
    await Promise.all(answers);
    await engine.flush();
  }
  const seconds = (performance.now() - started) / 1000;
  const after = heap();
  const resting = pairs.reduce((sum, p) => {
    const { bids, asks } = engine.depth(p.instrument.id, 1e9);
    return sum + bids.length + asks.length;
  }, 0);
  console.log(
    JSON.stringify({
      mode,
      orders: n,
      levels: resting,
      bytesPerOrder: Math.round((after - before) / n),
      heapMiB: Math.round(after / 2 ** 20),
      peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
      seconds: Number(seconds.toFixed(1)),
    }),
  );
}

const [mode, count] = process.argv.slice(2);
if (mode === 'placed' || mode === 'rebuilt') {
  if (!gc) throw new Error('run with node --expose-gc');
  await measure(mode, Number(count));
} else {
  const counts = (process.env.BENCH_ORDERS ?? '100000,300000').split(',').map(Number);
  console.log(`spot memory: heap bytes per resting order, node ${process.version}`);
  for (const n of counts) {
    for (const m of ['placed', 'rebuilt'] as const) {
      const run = spawnSync(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), m, String(n)],
        { encoding: 'utf8', maxBuffer: 1 << 24 },
      );
      if (run.status !== 0) throw new Error(`spot memory ${m} ${n} failed: ${run.stderr}`);
      const r = JSON.parse(run.stdout.trim().split('\n').at(-1) as string);
      console.log(
        `${m.padEnd(7)} ${String(n).padStart(7)} orders (${r.levels} levels): ${r.bytesPerOrder} B/order, heap ${r.heapMiB} MiB, peak RSS ${r.peakRssMiB} MiB, ${r.seconds} s`,
      );
    }
  }
}
