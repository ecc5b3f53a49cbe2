// Seconds options settlement (issue 15): 10,000 options expiring in the same second, settled
// through the ledger (the 'options.settle' job, one batched write transaction) after the first
// recorded tick at or after their expiry. The server is built in-process on SQLite (the embedded
// default) with the real market, ledger and job runner; the options (100 users, 100 each) are
// written as submit writes them, then their expiry is set to one instant T so that all of them
// fall due together — the only thing the benchmark does that a user cannot. At T the market
// records its tick (the feed's pump) and the figure is the time from T until the last option is
// settled. Prints one line per run; BENCH_RUNS (default 3).
import type { App } from '../../server/app';
import { OffsetClock } from '../../server/core/clock';
import { randomIds } from '../../server/core/ids';
import { makeBatchLedger } from '../../server/ledger/batch';
import type { EntryInput } from '../../server/ledger/ledger';
import { instrumentBySymbol } from '../../server/market/instruments';
import type { OptionOrderTable } from '../../server/options/tables';
import { type ApiClient, pricesRecorded, signUp, startInProcess } from '../api/harness';

const USERS = 100;
const PER_USER = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BTC = instrumentBySymbol('BTC/USDT')?.id as number;

async function fund(api: ApiClient) {
  const user = await signUp(api);
  for (const [path, fields] of [
    ['demo/faucet', { currency: 'USDT', amount: '10000' }],
    ['wallet/change', { currency_id: 'USDT', number: '10000', from_field: '2', to_field: '4' }],
    ['microtrade/accept_disclosure', { version: '1' }],
  ] as const) {
    const { body } = await api.call('POST', path, fields, user.auth);
    if (body.type !== 'ok') throw new Error(`${path}: ${JSON.stringify(body)}`);
  }
  return user;
}

/**
 * 10,000 open options as submit writes them — each a ledger entry moving its stake from a user's
 * micro account to the options desk, and an option row citing the latest recorded tick — written
 * in one transaction (a submit per request would take minutes to set up).
 */
async function place(app: App, userIds: string[]) {
  const tick = await app.services.market.recordedPrice('BTC/USDT');
  if (!tick) throw new Error('no recorded price');
  const batch = makeBatchLedger(app.opened, randomIds, new OffsetClock());
  const now = Date.now();
  await app.services.ledger.write(async (trx) => {
    const entries: EntryInput[] = [];
    const rows: OptionOrderTable[] = [];
    for (let i = 0; i < PER_USER; i++) {
      userIds.forEach((userId, u) => {
        const id = randomIds.sortable(now);
        entries.push({
          kind: 'option_stake',
          actor: `user:${userId}`,
          memo: { option: id },
          postings: [
            { holder: `user:${userId}`, account: 4, currency: 'USDT', field: 'available', amount: '-10' },
            { holder: 'system:options', account: 0, currency: 'USDT', field: 'available', amount: '10' },
          ],
        });
        rows.push({
          id,
          user_id: userId,
          instrument_id: BTC,
          currency: 'USDT',
          direction: (u + i) % 2 ? 'up' : 'down',
          seconds: 30,
          stake: '10',
          profit_ratio: '0.8',
          open_tick_id: tick.tick_id,
          open_price: tick.price,
          open_time: tick.time,
          expires_at: now + 30_000,
          state: 'open',
          settle_tick_id: null,
          settle_price: null,
          settle_time: null,
          result: null,
          payout: null,
          settled_at: null,
          request_id: null,
          created_at: now,
        });
      });
    }
    const outcomes = await batch.postMany(trx, entries);
    if (outcomes.some((o) => !o.ok)) throw new Error('a stake was refused');
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('option_order')
        .values(rows.slice(i, i + 500))
        .execute();
  });
}

async function run(app: App, userIds: string[]) {
  await place(app, userIds);
  // The feed pauses so that no tick is recorded at or after T until the pump below; the job
  // runner keeps sweeping.
  app.services.market.pause();
  // Crypto ticks every 2 s, on even seconds: T is one, so the tick recorded for it is at T.
  const T = Math.ceil((Date.now() + 2000) / 2000) * 2000;
  const moved = await app.db
    .updateTable('option_order')
    .set({ expires_at: T })
    .where('state', '=', 'open')
    .executeTakeFirst();
  const count = Number(moved.numUpdatedRows);
  await new Promise((r) => setTimeout(r, T - Date.now()));
  // The tick of T: the pump records it and the tick stream kicks the settlement job.
  await app.services.market.pump();
  for (;;) {
    const open = await app.db
      .selectFrom('option_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', 'open')
      .executeTakeFirstOrThrow();
    if (Number(open.n) === 0) break;
    if (Date.now() - T > 60_000) throw new Error(`${open.n} options still open a minute after expiry`);
    await new Promise((r) => setTimeout(r, 5));
  }
  const settledMs = Date.now() - T;
  const entries = await app.db
    .selectFrom('ledger_entry')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'option_settle')
    .executeTakeFirstOrThrow();
  return { count, settledMs, entries: Number(entries.n) };
}

const { app, api, stop } = await startInProcess('sqlite');
try {
  await pricesRecorded(api);
  const users = await Promise.all(Array.from({ length: USERS }, () => fund(api)));
  const ids = await Promise.all(
    users.map(async (u) => (await api.call<{ id: string }>('GET', 'user/info', {}, u.auth)).body.message.id),
  );
  for (let r = 0; r < RUNS; r++) {
    await app.services.market.start();
    const { count, settledMs, entries } = await run(app, ids);
    console.log(
      `options settlement: ${count} options expiring at one instant settled ${settledMs} ms after expiry (${entries} payout entries so far)`,
    );
  }
} finally {
  await stop();
}
