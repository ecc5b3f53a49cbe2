// Leverage contracts' triggers (issue 14). Two figures:
// 1. One recorded tick checked against 100,000 open positions and entrusts on one instrument
//    (10,000 accounts; stops, limits and the risk of every account holding it) by the trigger
//    index (server/lever/triggers.ts) — goal ≤ 20 ms a tick on one core.
// 2. A liquidation cascade: one account's 1,000 positions closed by one tick, settled through the
//    ledger (the 'lever.triggers' job on an in-process server on SQLite, the embedded default) —
//    goal ≤ 1 s. The positions are written as submit writes them (a ledger entry and a row each),
//    in one transaction, which is the only thing the benchmark does that a user cannot.
// Prints one line per figure; BENCH_RUNS (default 3).
import { performance } from 'node:perf_hooks';
import { feeOf, marginOf, notionalOf } from '../../contract/lever-rules';
import { OffsetClock } from '../../server/core/clock';
import { randomIds } from '../../server/core/ids';
import { makeBatchLedger } from '../../server/ledger/batch';
import type { EntryInput } from '../../server/ledger/ledger';
import { openEntry } from '../../server/lever/money';
import type { LeverPositionTable } from '../../server/lever/tables';
import { makeTriggerIndex } from '../../server/lever/triggers';
import { instrumentBySymbol } from '../../server/market/instruments';
import { pricesRecorded, signUp, startInProcess } from '../api/harness';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BTC = instrumentBySymbol('BTC/USDT')?.id as number;

function scanBench() {
  const index = makeTriggerIndex();
  for (let u = 0; u < 10_000; u++) index.setBalance(`u${u}`, 1_000_000);
  for (let i = 0; i < 100_000; i++) {
    const long = i % 2 === 0;
    const entrust = i % 5 === 0;
    index.put({
      id: `p${i}`,
      userId: `u${i % 10_000}`,
      instrumentId: BTC,
      side: long ? 'long' : 'short',
      state: entrust ? 'entrust' : 'open',
      units: 0.01,
      open: 95_000,
      margin: 95,
      takeProfit: entrust ? null : long ? 120_000 + (i % 1000) : 70_000 - (i % 1000),
      stopLoss: entrust ? null : long ? 70_000 - (i % 1000) : 120_000 + (i % 1000),
      limit: entrust ? (long ? 60_000 : 130_000) : null,
      since: 0,
    });
  }
  const times: number[] = [];
  for (let t = 1; t <= 200; t++) {
    const price = (95_000 + Math.sin(t) * 500).toFixed(2);
    const start = performance.now();
    const actions = index.scan([{ id: t, instrumentId: BTC, price, time: t }], 0.1);
    times.push(performance.now() - start);
    if (actions.length) throw new Error('nothing should trigger');
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.floor(q * (times.length - 1))] as number).toFixed(2);
  console.log(`trigger scan: 100,000 positions, 200 ticks: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
}

async function cascadeBench() {
  const { app, api, stop } = await startInProcess('sqlite');
  try {
    await pricesRecorded(api);
    for (let r = 0; r < RUNS; r++) {
      const user = await signUp(api);
      const userId = (await api.call<{ id: string }>('GET', 'user/info', {}, user.auth)).body.message.id;
      for (const [path, fields] of [
        ['demo/faucet', { currency: 'USDT', amount: '10000' }],
        ['wallet/change', { currency_id: 'USDT', number: '10000', from_field: '2', to_field: '3' }],
      ] as const) {
        const { body } = await api.call('POST', path, fields, user.auth);
        if (body.type !== 'ok') throw new Error(`${path}: ${JSON.stringify(body)}`);
      }
      const tick = await app.services.market.recordedPrice('BTC/USDT');
      if (!tick) throw new Error('no recorded price');
      const at = { id: tick.tick_id, price: tick.price, time: tick.time };
      const batch = makeBatchLedger(app.opened, randomIds, new OffsetClock());
      const now = Date.now();
      const margin = marginOf(1, '0.001', tick.price, 100);
      const fee = feeOf(notionalOf(1, '0.001', tick.price), '0.0005');
      await app.services.ledger.write(async (trx) => {
        const entries: EntryInput[] = [];
        const rows: LeverPositionTable[] = [];
        for (let i = 0; i < 1000; i++) {
          const id = randomIds.sortable(now);
          entries.push(openEntry(userId, id, margin, fee, at, null));
          rows.push({
            id,
            user_id: userId,
            instrument_id: BTC,
            side: 'long',
            share: 1,
            lot_size: '0.001',
            multiple: 100,
            fee_rate: '0.0005',
            overnight_rate: '0.0003',
            state: 'open',
            target_price: null,
            margin,
            open_fee: fee,
            open_tick_id: at.id,
            open_price: at.price,
            open_time: at.time,
            take_profit: null,
            stop_loss: null,
            stops_at: now,
            overnight_paid: '0',
            close_tick_id: null,
            close_price: null,
            close_time: null,
            close_reason: null,
            profit: null,
            close_fee: null,
            insurance: null,
            request_id: null,
            copy_of: null,
            created_at: now,
            updated_at: now,
            closed_at: null,
          });
        }
        for (const o of await batch.postMany(trx, entries)) if (!o.ok) throw o.error;
        for (let i = 0; i < rows.length; i += 200)
          await trx
            .insertInto('lever_position')
            .values(rows.slice(i, i + 200))
            .execute();
      });
      // Let the engine index them, then record a tick 30 % lower: every position is under the line.
      await app.services.jobs.run('lever.triggers');
      const time = Math.max(Date.now(), at.time + 1) + (Date.now() % 1000 === 0 ? 1 : 0);
      const crash = (Number(tick.price) * 0.7).toFixed(2);
      const start = performance.now();
      await app.db
        .insertInto('market_tick')
        .values({ id: time * 1000 + BTC, instrument_id: BTC, price: crash, volume: '0', time })
        .execute();
      await app.services.jobs.run('lever.triggers');
      const ms = performance.now() - start;
      const open = await app.db
        .selectFrom('lever_position')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('state', '=', 'open')
        .executeTakeFirstOrThrow();
      if (Number(open.n) !== 0) throw new Error(`${open.n} positions still open`);
      console.log(`liquidation cascade: 1,000 positions closed through the ledger in ${ms.toFixed(0)} ms`);
    }
  } finally {
    await stop();
  }
}

scanBench();
await cascadeBench();
process.exit(0);
