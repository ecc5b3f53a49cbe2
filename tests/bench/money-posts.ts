// Money and order POSTs beside a read, in one run on one server (issue 34): 50 keep-alive
// connections each send GET /getSiteConfig for a while, then POST /wallet/change (a transfer
// between the user's spot and contract accounts, each with its own Idempotency-Key), then POST
// /coin/trade (IOC limit buys through the maker's asks). Only accepted answers are counted; the
// two POSTs' rates are printed as ratios of the read's, with p50/p99 latency.
//
// BENCH_DATABASE_URL runs the server on PostgreSQL (a database made for the run) instead of SQLite.
import type { SpotDepth } from '../../contract/spot';
import { ApiClient, signUp, type User } from '../api/harness';
import { startServer } from './harness';
import { formPost, httpPhones } from './http-phones';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function database(): Promise<Record<string, string>> {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) return {};
  const { default: pg } = await import('pg');
  const name = `bench_money_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.href };
}

const server = await startServer({ MARKET_BACKFILL_DAYS: '0', TRUST_PROXY: '1', ...(await database()) });
const dbName = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
try {
  const api = new ApiClient(server.origin);
  let ask = 0;
  for (let i = 0; i < 200 && !ask; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const { body } = await api.call<SpotDepth>('GET', 'coin/depth', { symbol: 'BTC/USDT' });
    if (body.type === 'ok') ask = Number(body.message.asks[0]?.[0] ?? 0);
  }
  if (!ask) throw new Error('the market maker did not quote');

  const users: User[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const user = await signUp(api);
    await api.call('POST', 'demo/faucet', { currency: 'USDT', amount: '10000' }, user.auth);
    users.push(user);
  }
  const phones = await httpPhones(server.origin, CONNECTIONS);

  /** Runs `next(i, n)`'s requests on every connection for SECONDS; counts answers of type ok. */
  async function load(name: string, next: (i: number, n: number) => Buffer) {
    const latencies: number[] = [];
    const refusals = new Map<string, number>();
    let accepted = 0;
    const end = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      users.map(async (_, i) => {
        for (let n = 0; performance.now() < end; n++) {
          const t0 = performance.now();
          const body = JSON.parse(await phones.send(i, next(i, n))) as { type: unknown; message: unknown };
          latencies.push(performance.now() - t0);
          if (body.type === 'ok') accepted++;
          else refusals.set(String(body.message), (refusals.get(String(body.message)) ?? 0) + 1);
        }
      }),
    );
    const rate = accepted / ((performance.now() - started) / 1000);
    latencies.sort((a, b) => a - b);
    const p = (q: number) => quantile(latencies, q).toFixed(1);
    console.log(`  ${name}: ${Math.round(rate)}/s accepted, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`);
    if (refusals.size) console.log(`    refused: ${JSON.stringify(Object.fromEntries(refusals))}`);
    return rate;
  }

  console.log(`money and order POSTs beside a read, ${CONNECTIONS} connections, ${SECONDS} s each, ${dbName}:`);
  const read = Buffer.from('GET /api/getSiteConfig HTTP/1.1\r\nhost: localhost\r\n\r\n');
  const reads = await load('GET /getSiteConfig', () => read);
  const money = await load('POST /wallet/change', (i, n) =>
    formPost(
      '/api/wallet/change',
      // Back and forth between spot (2) and contract (3), so no account runs dry.
      { currency_id: 'USDT', number: '0.01', from_field: n % 2 ? '3' : '2', to_field: n % 2 ? '2' : '3' },
      { ...(users[i] as User).auth, 'idempotency-key': `bench-move-${i}-${n}` },
    ),
  );
  const orders = await load('POST /coin/trade (IOC)', (i, n) =>
    formPost(
      '/api/coin/trade',
      {
        currency_id: '4',
        legal_id: '1',
        type: '1',
        target_price: (ask * 1.01).toFixed(2),
        amount: '0.00002',
        time_in_force: 'IOC',
      },
      { ...(users[i] as User).auth, 'idempotency-key': `bench-order-${i}-${n}` },
    ),
  );
  console.log(
    `  money POST ${(money / reads).toFixed(2)} of the read, order POST ${(orders / reads).toFixed(2)} of the read (goal 0.5 each)`,
  );
  phones.close();
} finally {
  await server.stop();
}
