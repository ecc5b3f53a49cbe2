// 1,000 bids at once on one auction (issue 17): the real server (node server/main.ts, embedded
// default SQLite, FULL sync) in its own process; 100 bidders with funds; 1,000 keep-alive
// connections opened beforehand (a thousand phones with the auction open). After a warm-up burst
// (bids refused for naming a stale current bid), each sends one bid (a raise of one step, with its
// Idempotency-Key) at the same moment; then the same over 1,000 socket.io connections in the
// auction's room, three times after a warm-up burst. After each burst the auction is checked
// through the API: exactly one leader, every accepted bid one step above the one before, the
// listing's count and price those of the last bid. Latency is from sending to the answer; prints
// p50/p99/max and what was accepted. Then the same connections bid at a steady BENCH_RATE a second
// for BENCH_SECONDS (a busy auction's last minutes rather than one instant), with the same checks.
// Last, for scale, the same socket bursts against a bare socket.io echo server.
//   BENCH_BIDDERS=100 BENCH_BIDS=1000 BENCH_RATE=300 BENCH_SECONDS=5 tsx tests/bench/nft-bids.ts
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import Decimal from 'decimal.js';
import { io as connect, type Socket } from 'socket.io-client';
import type { NftBid, NftDetail, NftPage } from '../../contract/nft';
import { ApiClient, signUp, type User } from '../api/harness';
import { startServer } from './harness';

const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 100);
const BIDS = Number(process.env.BENCH_BIDS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CODE = 'KST-AUR-03';
const STEP = 20;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** `count` socket.io connections as the app opens them, each signed in with `token(i)`, all connected. */
async function phones(origin: string, token: (i: number) => string | undefined, count = BIDS): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const t = token(i);
    sockets.push(
      connect(origin, {
        path: '/socket.io/',
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: t ? { token: t } : {},
      }),
    );
    // The listen backlog is finite: connections are opened in waves.
    if (i % 200 === 199) await new Promise((r) => setTimeout(r, 50));
  }
  await Promise.all(
    sockets.map((s) => (s.connected ? undefined : new Promise((r) => s.once('connect', () => r(undefined))))),
  );
  return sockets;
}

/** Every socket sends at once; the latency of each, from its sending to its answer. */
async function burst(sockets: Socket[], send: (s: Socket) => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    sockets.map(async (s) => {
      const t = performance.now();
      await send(s);
      latencies.push(performance.now() - t);
    }),
  );
  return latencies;
}

const server = await startServer({ MARKET_BACKFILL_DAYS: '0', TRUST_PROXY: '1', LOG_LEVEL: 'warn' });
try {
  const api = new ApiClient(server.origin);
  let auction: NftDetail | null = null;
  for (let i = 0; i < 100 && !auction; i++) {
    const { body } = await api.call<NftDetail>('GET', 'bind_box/getBoxDetail', { id: CODE });
    if (body.type === 'ok' && body.message.status === 1) auction = body.message;
    else await new Promise((r) => setTimeout(r, 200));
  }
  if (!auction) throw new Error('the demo auction was not listed');
  const users: User[] = [];
  for (let i = 0; i < BIDDERS; i++) {
    const user = await signUp(api);
    await api.call('POST', 'demo/faucet', { currency: 'USDT', amount: '10000' }, user.auth);
    users.push(user);
  }

  // One connection per phone: an agent of one socket each. (One shared agent reuses its free
  // sockets, so warming it up in waves left 200 connections open, and the burst opened the other
  // 800 at once, its tail then measuring SYN retries on a full listen backlog, not bids.)
  const agents = Array.from({ length: BIDS }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
  const { hostname, port } = new URL(server.origin);
  const send = (i: number, method: 'GET' | 'POST', path: string, body: string, headers: Record<string, string>) =>
    new Promise<{ type: string; message: unknown }>((resolve, reject) => {
      const req = request(
        {
          agent: agents[i % BIDS],
          hostname,
          port,
          method,
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
  // The connections, opened in waves (the listen backlog is finite), each left idle on its phone.
  for (let i = 0; i < BIDS; i += 200)
    await Promise.all(Array.from({ length: Math.min(200, BIDS - i) }, (_, k) => send(i + k, 'GET', '/health', '', {})));
  await send(0, 'POST', '/api/bind_box/auctionNFT', `code=${CODE}&price=${STEP}`, (users[0] as User).auth);

  // Each bid carries its Idempotency-Key, as the app sends it.
  let sent = 0;
  const bid = (i: number) =>
    send(i, 'POST', '/api/bind_box/auctionNFT', `code=${CODE}&price=${STEP}`, {
      ...(users[i % BIDDERS] as User).auth,
      'idempotency-key': `bench-${sent++}`,
    });

  /** Checks the auction through the API: every bid one step above the last, the listing's price the last bid's. */
  async function check(expected: number) {
    const after = (await api.call<NftDetail>('GET', 'bind_box/getBoxDetail', { id: CODE })).body.message;
    const bids: NftBid[] = [];
    for (let page = 1; bids.length < after.bid_count; page++)
      bids.push(
        ...(
          await api.call<NftPage<NftBid>>('POST', 'bind_box/getBindBoxQuotationLog', {
            code: CODE,
            page: String(page),
            limit: '50',
          })
        ).body.message.data,
      );
    bids.reverse();
    const stepwise = bids.every(
      (b, i) => i === 0 || new Decimal(b.price).eq(new Decimal(bids[i - 1]?.price ?? 0).plus(STEP)),
    );
    return stepwise && bids.length === expected && after.current_bid === bids.at(-1)?.price;
  }
  const report = (what: string, latencies: number[], accepted: number, sent: number, ms: number, ok: boolean) => {
    latencies.sort((a, b) => a - b);
    console.log(
      `nft auction, ${what}: p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms, in ${ms.toFixed(0)} ms; ${accepted} accepted, ${sent - accepted} refused (already the highest bid); ${ok ? 'one leader, every bid one step above the last' : 'INCONSISTENT'}`,
    );
    if (!ok) process.exitCode = 1;
  };

  // A warm-up burst first, as for the socket below: bids refused for naming a stale current bid.
  await Promise.all(
    Array.from({ length: BIDS }, (_, i) =>
      send(i, 'POST', '/api/bind_box/auctionNFT', `code=${CODE}&price=${STEP}&current=1`, {
        ...(users[i % BIDDERS] as User).auth,
        'idempotency-key': `warm-${i}`,
      }),
    ),
  );

  let total = 1;
  const overHttp: number[] = [];
  let accepted = 0;
  let started = performance.now();
  await Promise.all(
    Array.from({ length: BIDS }, async (_, i) => {
      const t = performance.now();
      const r = await bid(i);
      overHttp.push(performance.now() - t);
      if (r.type === 'ok') accepted++;
    }),
  );
  total += accepted;
  report(
    `${BIDS} bids at once from ${BIDDERS} bidders`,
    overHttp,
    accepted,
    BIDS,
    performance.now() - started,
    await check(total),
  );

  // The same burst over the socket each phone already holds (`nft:bid`), the way the app bids while
  // connected: each phone on the auction's page, in its room (`nft:sub`), so it also hears every
  // announcement of the bids. Three bursts a second apart, each reported.
  const sockets = await phones(server.origin, (i) => (users[i % BIDDERS] as User).token);
  for (const socket of sockets) socket.emit('nft:sub', { code: CODE });
  // A warm-up burst first, as a server that has been up takes a storm warm: the same path with
  // bids refused for naming a stale current bid (nothing written), not measured.
  await burst(sockets, async (s) => {
    await s.emitWithAck('nft:bid', { code: CODE, price: String(STEP), current: '1' });
  });
  for (let round = 1; round <= 3; round++) {
    await new Promise((r) => setTimeout(r, 1000));
    accepted = 0;
    started = performance.now();
    const overSocket = await burst(sockets, async (s) => {
      const r = (await s.emitWithAck('nft:bid', { code: CODE, price: String(STEP), key: `bench-${sent++}` })) as {
        type: string;
      };
      if (r.type === 'ok') accepted++;
    });
    total += accepted;
    report(
      `${BIDS} bids at once over the socket (burst ${round})`,
      overSocket,
      accepted,
      BIDS,
      performance.now() - started,
      await check(total),
    );
  }
  for (const s of sockets) s.close();
  // The thousand disconnections are the server's to handle first, not the steady load's.
  await new Promise((r) => setTimeout(r, 1000));

  const steady: number[] = [];
  const sends: Promise<void>[] = [];
  accepted = 0;
  started = performance.now();
  for (let i = 0; i < RATE * SECONDS; i++) {
    const wait = started + (i * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t = performance.now();
    sends.push(
      bid(i).then((r) => {
        steady.push(performance.now() - t);
        if (r.type === 'ok') accepted++;
      }),
    );
  }
  await Promise.all(sends);
  total += accepted;
  report(
    `${RATE} bids/s for ${SECONDS} s`,
    steady,
    accepted,
    RATE * SECONDS,
    performance.now() - started,
    await check(total),
  );
  for (const a of agents) a.destroy();
} finally {
  await server.stop();
}

// For scale: the same 1,000 connections and bursts against a bare socket.io server (in its own
// process) that acknowledges every message at once with a receipt-sized answer and does nothing
// else — the round trip itself on this machine, with the load generator on the same two cores.
const ECHO = `
  import { createServer } from 'node:http';
  import { Server } from 'socket.io';
  const http = createServer();
  const io = new Server(http, { path: '/socket.io/', serveClient: false, transports: ['websocket'] });
  io.on('connection', (s) => s.on('nft:bid', (p, ack) => ack({ type: 'ok', message: { ...p, seq: 1, mine: true } })));
  http.listen(0, '127.0.0.1', () => console.log(http.address().port));
`;
const echo = spawn(process.execPath, ['--input-type=module', '-e', ECHO], { stdio: ['ignore', 'pipe', 'inherit'] });
try {
  const port = await new Promise<string>((resolve) =>
    echo.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())),
  );
  const sockets = await phones(`http://127.0.0.1:${port}`, () => 'token');
  await burst(sockets, async (s) => {
    await s.emitWithAck('nft:bid', { code: CODE, price: String(STEP) });
  });
  for (let round = 1; round <= 3; round++) {
    await new Promise((r) => setTimeout(r, 1000));
    const started = performance.now();
    const latencies = await burst(sockets, async (s) => {
      await s.emitWithAck('nft:bid', { code: CODE, price: String(STEP), key: `echo-${round}` });
    });
    latencies.sort((a, b) => a - b);
    console.log(
      `bare socket.io echo, ${BIDS} at once (burst ${round}): p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, in ${(performance.now() - started).toFixed(0)} ms`,
    );
  }
  for (const s of sockets) s.close();
} finally {
  echo.kill();
}
