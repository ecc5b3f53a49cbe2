// Failover under load (issue 33): three API nodes on PostgreSQL and a Redis of this run's own take
// a steady stream of spot orders (one every 50 ms to each live node, each with its own key) while
// the books' holder is killed (SIGKILL), frozen (SIGSTOP for 8 s) or stopped (SIGTERM), and while
// Redis is down for 10 s, three times each. The orders are immediate-or-cancel bids under the market,
// so each is stored and none rests (the open-order limit never refuses them). Printed per fault: the time from the fault until a
// surviving node accepts an order again, the answers meanwhile (placed / refused / unknown), and
// whether every node lived. At the end: no order answered "refused" is stored, every placed order
// is stored once, every unknown one asked again with its key is stored once, the books equal the
// tables and the ledger balances. Goals: orders accepted again within 5 s of a kill, within 1 s of
// a graceful stop. DATABASE_URL (default the machine's local PostgreSQL) names the server to use.
import { rebuildBalances } from '../../server/ledger/rebuild';
import {
  type Envelope,
  makeStorage,
  NO_MARKET_HISTORY,
  OwnRedis,
  openStorageDb,
  pricesRecorded,
  signInOperatorOn,
  signUp,
  TestServer,
  type User,
  until,
} from '../api/harness';

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BTC = { currency_id: '4', legal_id: '1' };

type Answer = 'placed' | 'refused' | 'unknown' | 'failed';
type Sent = { key: string; node: number; at: number; answer: Answer };

const storage = await makeStorage('postgres');
const redis = await OwnRedis.start();
const env = { ...storage.env, ...NO_MARKET_HISTORY, REDIS_URL: redis.url };
const nodes: (TestServer | null)[] = [];
const sent: Sent[] = [];
let serial = 0;
let loading = true;

const health = async (n: TestServer) =>
  (await (await n.fetch('/health')).json()) as { status: string; role: 'holder' | 'follower' };

try {
  nodes.push(await TestServer.start(env));
  await pricesRecorded(nodes[0] as TestServer);
  nodes.push(await TestServer.start(env), await TestServer.start(env));
  const user: User = await signUp(nodes[1] as TestServer);
  await (nodes[1] as TestServer).call('POST', 'demo/faucet', { currency: 'USDT', amount: '10000' }, user.auth);
  const depth = await (nodes[0] as TestServer).call<{ reference: { price: string } }>('GET', 'coin/depth', {
    symbol: 'BTC/USDT',
  });
  const bid = (Number(depth.body.message.reference.price) * 0.9).toFixed(2);

  async function place(i: number, key = `fail-${++serial}`): Promise<Sent | null> {
    const n = nodes[i];
    if (!n) return null;
    const at = Date.now();
    let answer: Answer = 'failed';
    try {
      const res = await n.call(
        'POST',
        'coin/trade',
        { ...BTC, type: '1', order_type: 'limit', time_in_force: 'IOC', amount: '0.001', target_price: bid },
        {
          ...user.auth,
          'Idempotency-Key': key,
        },
      );
      const body = res.body as Envelope;
      answer = body.type === 'ok' ? 'placed' : res.status === 503 ? 'unknown' : 'refused';
    } catch {
      answer = 'failed'; // no answer at all (the node is down): the app keeps its key
    }
    const s = { key, node: i, at, answer };
    sent.push(s);
    return s;
  }

  // The steady load: each live, unfrozen node gets an order every 50 ms.
  const frozen = new Set<number>();
  const load = (async () => {
    while (loading) {
      for (let i = 0; i < 3; i++) if (!frozen.has(i)) void place(i);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();

  async function holderIndex(): Promise<number> {
    return until('a holder', async () => {
      for (let i = 0; i < 3; i++) {
        const n = nodes[i];
        if (n && !frozen.has(i) && (await health(n).catch(() => null))?.role === 'holder') return i;
      }
      return null;
    });
  }

  /** From `since`, the first order a node other than `faulted` placed after `since`: ms. */
  const recovered = (since: number, faulted: number) =>
    until(
      'an order accepted after the fault',
      async () => {
        const s = sent.find((x) => x.at >= since && x.node !== faulted && x.answer === 'placed');
        return s ? s.at - since : null;
      },
      60_000,
    );

  const rows: string[] = [];
  const tally = (since: number, to: number) => {
    const during = sent.filter((x) => x.at >= since && x.at <= to);
    const count = (a: Answer) => during.filter((x) => x.answer === a).length;
    return `${count('placed')} placed, ${count('refused')} refused, ${count('unknown')} unknown, ${count('failed')} unanswered`;
  };
  const allAlive = () => {
    const dead = nodes.filter((n, i) => !frozen.has(i) && n && !n.alive);
    for (const n of dead) console.error(`a node died:\n${n?.logs.slice(-4000)}`);
    return dead.length === 0;
  };

  const faults = (process.env.BENCH_FAULTS ?? 'kill,pause,stop').split(',');
  for (const fault of ['kill', 'pause', 'stop'] as const) {
    if (!faults.includes(fault)) continue;
    for (let r = 0; r < ROUNDS; r++) {
      const h = await holderIndex();
      const n = nodes[h] as TestServer;
      const t0 = Date.now();
      if (fault === 'kill') {
        await n.kill();
        nodes[h] = null;
      } else if (fault === 'stop') {
        frozen.add(h);
        void n.stop();
      } else {
        frozen.add(h);
        n.pause();
      }
      const ms = await recovered(t0, h);
      if (fault === 'pause') {
        await new Promise((r) => setTimeout(r, Math.max(0, 8_000 - (Date.now() - t0))));
        n.resume();
        frozen.delete(h);
      } else {
        await n.stop();
        nodes[h] = await TestServer.start(env);
        frozen.delete(h);
      }
      await new Promise((r) => setTimeout(r, 1_000));
      rows.push(`| ${fault} | ${r + 1} | ${ms} | ${tally(t0, t0 + ms)} | ${allAlive() ? 'yes' : 'NO'} |`);
      console.error(rows.at(-1));
    }
  }

  for (let r = 0; r < ROUNDS; r++) {
    const t0 = Date.now();
    await redis.stop();
    await new Promise((r) => setTimeout(r, 10_000));
    const alive = allAlive();
    const t1 = Date.now();
    await redis.restart();
    const back = await until('every node healthy', async () => {
      for (const n of nodes) if ((await health(n as TestServer)).status !== 'ok') return null;
      return Date.now() - t1;
    });
    rows.push(
      `| redis down 10 s | ${r + 1} | healthy ${back} ms after Redis returned | ${tally(t0, t1)} | ${alive && allAlive() ? 'yes' : 'NO'} |`,
    );
    console.error(rows.at(-1));
  }

  loading = false;
  await load;
  await new Promise((r) => setTimeout(r, 6_000));

  // Unknown and unanswered outcomes are asked again with their keys, as the app does.
  const live = nodes.findIndex((n) => n);
  for (const s of sent.filter((x) => x.answer === 'unknown' || x.answer === 'failed')) await place(live, s.key);

  const opened = await openStorageDb(storage.env);
  const stored = new Map<string, number>();
  for (const row of await opened.db
    .selectFrom('spot_order')
    .select('request_id')
    .where('request_id', 'like', 'fail-%')
    .execute()) {
    stored.set(row.request_id as string, (stored.get(row.request_id as string) ?? 0) + 1);
  }
  const byKey = new Map<string, Answer[]>();
  for (const s of sent) byKey.set(s.key, [...(byKey.get(s.key) ?? []), s.answer]);
  const problems: string[] = [];
  for (const [key, answers] of byKey) {
    const n = stored.get(key) ?? 0;
    if (answers.includes('placed') && n !== 1) problems.push(`${key}: answered placed, stored ${n}`);
    if (answers.every((a) => a === 'refused') && n !== 0) problems.push(`${key}: refused, yet stored ${n}`);
    if (n > 1) problems.push(`${key}: stored ${n} times`);
  }
  const ledger = await rebuildBalances(opened.db, opened.kind);
  await opened.db.destroy();
  const auth = await signInOperatorOn(nodes[live] as TestServer, 'admin');
  const check = await (nodes[live] as TestServer).call<{ orders: number; differences: string[] }>(
    'GET',
    'admin/spot/book-check',
    {},
    auth,
  );

  console.log('| fault | round | orders accepted again after (ms) | answers meanwhile | every node lived |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  console.log(
    `\n${sent.length} orders sent; ${problems.length} outcome problems${problems.length ? `: ${problems.slice(0, 5).join('; ')}` : ''}; ` +
      `book check: ${check.body.message.differences.length} differences over ${check.body.message.orders} open orders; ` +
      `ledger faults: ${ledger.faults.length}`,
  );
  const worst = (fault: string) =>
    Math.max(...rows.filter((r) => r.startsWith(`| ${fault} |`)).map((r) => Number(r.split('|')[3])));
  console.log(
    `worst takeover: kill ${worst('kill')} ms (goal ≤ 5000), stop ${worst('stop')} ms (goal ≤ 1000), pause ${worst('pause')} ms`,
  );
  const missed =
    (faults.includes('kill') && worst('kill') > 5_000) || (faults.includes('stop') && worst('stop') > 1_000);
  if (missed || problems.length || check.body.message.differences.length || ledger.faults.length) process.exitCode = 1;
} finally {
  loading = false;
  for (const n of nodes) {
    n?.resume();
    await n?.stop();
  }
  await redis.stop();
  await storage.drop();
}
