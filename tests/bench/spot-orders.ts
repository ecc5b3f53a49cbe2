// End-to-end spot orders: the real server (SQLite, FULL sync, the market maker quoting) takes
// POST /coin/trade from many concurrent clients over keep-alive HTTP — each order through the
// session check, validation, the engine's group commit (freeze, match, fills, rows, one fsync)
// and the answer. Two loads: orders and cancels on one pair, then orders only across all the coin
// pairs; each prints its rate and latency percentiles. Then the depth fan-out: 1,000
// socket.io clients subscribed to one book, the delay from a `depth` event's publication (its
// `time`) to each client having it, while orders change the book.
import { Agent, request } from 'node:http';
import { io as connect, type Socket } from 'socket.io-client';
import type { SpotDepth, SpotPair } from '../../contract/spot';
import { ApiClient, signUp, type User } from '../api/harness';
import { seeded } from '../seeded';
import { startServer } from './harness';

const USERS = Number(process.env.BENCH_USERS ?? 96);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 96);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FANOUT_CLIENTS = Number(process.env.BENCH_FANOUT_CLIENTS ?? 1000);
const random = seeded(20261124);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

// BENCH_ORIGIN: measure a server already running (e.g. one started with --cpu-prof).
const server = process.env.BENCH_ORIGIN
  ? { origin: process.env.BENCH_ORIGIN, stop: async () => undefined }
  : await startServer({ MARKET_BACKFILL_DAYS: '0', TRUST_PROXY: '1', LOG_LEVEL: 'warn' });
try {
  const api = new ApiClient(server.origin);
  let book: SpotDepth | null = null;
  for (let i = 0; i < 200 && !book?.asks.length; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const { body } = await api.call<SpotDepth>('GET', 'coin/depth', { symbol: 'BTC/USDT' });
    if (body.type === 'ok') book = body.message;
  }
  if (!book?.asks.length) throw new Error('the market maker did not quote');
  const mid = (Number(book.asks[0]?.[0]) + Number(book.bids[0]?.[0])) / 2;

  const users: User[] = [];
  for (let i = 0; i < USERS; i++) {
    const user = await signUp(api);
    for (const [currency, amount] of [
      ['USDT', '10000'],
      ['BTC', '1'],
    ] as const) {
      await api.call('POST', 'demo/faucet', { currency, amount }, user.auth);
    }
    users.push(user);
  }

  // A realistic mix: limit orders around the middle (most rest, some cross the maker's quotes).
  const latencies: number[] = [];
  const refusals = new Map<string, number>();
  // Plain keep-alive HTTP: fetch costs the load generator several times more CPU per request, and
  // on a 2-core machine the generator shares the cores with the server.
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const { hostname, port } = new URL(server.origin);
  const post = (path: string, body: string, headers: Record<string, string>) =>
    new Promise<{ type: string; message: unknown }>((resolve, reject) => {
      const req = request(
        {
          agent,
          hostname,
          port,
          method: 'POST',
          path,
          headers: {
            ...headers,
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  // Each client trades as its own user, as a market-making client would: it places limit orders
  // around the middle (80 % resting GTC, 20 % IOC; some cross the maker's quotes) and cancels
  // some of its open ones (about one cancel for two orders), staying under the pair's limit of
  // open orders.
  const end = performance.now() + SECONDS * 1000;
  const count = { trade: 0, cancel: 0, refused: 0 };
  const worker = async (w: number) => {
    const user = users[w % users.length] as User;
    const open: string[] = [];
    let serial = 0;
    while (performance.now() < end) {
      const t0 = performance.now();
      const cancel = open.length >= 20 || (open.length > 0 && random() < 0.33);
      let body: { type: string; message: unknown };
      if (cancel) {
        const id = open.splice(Math.floor(random() * open.length), 1)[0] as string;
        body = await post('/api/coin/cancel', new URLSearchParams({ id }).toString(), user.auth);
        count.cancel++;
      } else {
        const fields = {
          currency_id: '4',
          legal_id: '1',
          type: random() < 0.5 ? '1' : '2',
          target_price: (mid * (1 + (random() - 0.5) * 0.004)).toFixed(2),
          amount: (0.00002 + Math.floor(random() * 100) / 1_000_000).toFixed(6),
          time_in_force: random() < 0.8 ? 'GTC' : 'IOC',
        };
        body = await post('/api/coin/trade', new URLSearchParams(fields).toString(), {
          ...user.auth,
          'Idempotency-Key': `bench-${w}-${++serial}`,
        });
        count.trade++;
        const order = body.message as { id?: string; status?: number };
        if (body.type === 'ok' && order.status === 1 && order.id) open.push(order.id);
      }
      latencies.push(performance.now() - t0);
      if (body.type !== 'ok') {
        count.refused++;
        refusals.set(String(body.message), (refusals.get(String(body.message)) ?? 0) + 1);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const rate = (n: number) => Math.round(n / elapsed);
  console.log(
    `spot orders end to end, ${CONCURRENCY} concurrent clients, SQLite FULL: ${rate(count.trade + count.cancel)} requests/s (${rate(count.trade)} POST /coin/trade/s, ${rate(count.cancel)} POST /coin/cancel/s, ${count.refused} refused), p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms`,
  );
  if (refusals.size) console.log(`  refusals: ${JSON.stringify(Object.fromEntries(refusals))}`);

  // Orders only: every client places limit buys across all the coin pairs (80 % resting a little
  // under the middle, 20 % IOC through the maker's asks), so no user meets a pair's limit of open
  // orders within the run and every request is a POST /coin/trade.
  const coinPairs = (await api.call<SpotPair[]>('GET', 'coin/pairs')).body.message.filter((p) => p.class === 'crypto');
  const mids = new Map<string, number>();
  for (const p of coinPairs) {
    const { body } = await api.call<SpotDepth>('GET', 'coin/depth', { symbol: p.symbol });
    const [ask, bid] = [Number(body.message.asks[0]?.[0]), Number(body.message.bids[0]?.[0])];
    if (ask && bid) mids.set(p.symbol, (ask + bid) / 2);
  }
  const placeLatencies: number[] = [];
  const placed = { ok: 0, refused: 0 };
  const placeRefusals = new Map<string, number>();
  const placeEnd = performance.now() + SECONDS * 1000;
  const placer = async (w: number) => {
    const user = users[w % users.length] as User;
    let serial = 0;
    while (performance.now() < placeEnd) {
      const p = coinPairs[Math.floor(random() * coinPairs.length)] as SpotPair;
      const mid = mids.get(p.symbol);
      if (!mid) continue;
      const ioc = random() < 0.2;
      const price = mid * (ioc ? 1.002 : 1 - random() * 0.004);
      const notional = 2 + random() * 8;
      const fields = {
        currency_id: String(p.currency_id),
        legal_id: String(p.legal_id),
        type: '1',
        target_price: price.toFixed(p.price_decimals),
        amount: (notional / price).toFixed(p.amount_decimals),
        time_in_force: ioc ? 'IOC' : 'GTC',
      };
      const t0 = performance.now();
      const body = await post('/api/coin/trade', new URLSearchParams(fields).toString(), {
        ...user.auth,
        'Idempotency-Key': `bench-place-${w}-${++serial}`,
      });
      placeLatencies.push(performance.now() - t0);
      if (body.type === 'ok') placed.ok++;
      else {
        placed.refused++;
        placeRefusals.set(String(body.message), (placeRefusals.get(String(body.message)) ?? 0) + 1);
      }
    }
  };
  const placeStarted = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => placer(w)));
  const placeElapsed = (performance.now() - placeStarted) / 1000;
  placeLatencies.sort((a, b) => a - b);
  console.log(
    `spot POST /coin/trade only, ${CONCURRENCY} concurrent clients on ${mids.size} pairs, SQLite FULL: ${Math.round((placed.ok + placed.refused) / placeElapsed)} orders/s (${placed.ok} accepted, ${placed.refused} refused), p50 ${quantile(placeLatencies, 0.5).toFixed(1)} ms, p99 ${quantile(placeLatencies, 0.99).toFixed(1)} ms, max ${(placeLatencies.at(-1) ?? 0).toFixed(1)} ms`,
  );
  if (placeRefusals.size) console.log(`  refusals: ${JSON.stringify(Object.fromEntries(placeRefusals))}`);

  // Depth fan-out.
  const clients: Socket[] = [];
  const delays: number[] = [];
  for (let i = 0; i < FANOUT_CLIENTS; i++) {
    const c = connect(server.origin, {
      path: '/socket.io/',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    c.on('connect', () => c.emit('spot:sub', { symbol: 'BTC/USDT' }));
    c.on('depth', (d: SpotDepth) => delays.push(Date.now() - d.time));
    clients.push(c);
    if (i % 200 === 199) await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 2000));
  delays.length = 0;
  // Orders change the book a few times a second; the maker requotes on every tick.
  const fanEnd = performance.now() + 10_000;
  while (performance.now() < fanEnd) {
    const user = users[Math.floor(random() * users.length)] as User;
    await api.call(
      'POST',
      'coin/trade',
      { currency_id: '4', legal_id: '1', type: '1', target_price: (mid * 0.99).toFixed(2), amount: '0.0001' },
      user.auth,
    );
    await new Promise((r) => setTimeout(r, 200));
  }
  delays.sort((a, b) => a - b);
  console.log(
    `spot depth fan-out, ${FANOUT_CLIENTS} clients on one book: p50 ${quantile(delays, 0.5)} ms, p95 ${quantile(delays, 0.95)} ms, max ${delays.at(-1) ?? 0} ms over ${delays.length} deliveries`,
  );
  for (const c of clients) c.close();
} finally {
  await server.stop();
}
