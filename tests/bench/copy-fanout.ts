// Copy trading's fan-out (issue 36): one trader with 10,000 followers opens a position — every copy
// opened through the batched ledger on the trader's tick (server/copy/mirror.ts), goal ≤ 2 s — and
// the trader's own order is not slowed: copies are opened by the copier after the order's answer,
// never in its request (its latency is printed without and with the 10,000 followers).
// In-process server on SQLite (the embedded default). The followers, their contract balances and
// their follows are written straight to the database in bulk, which is the only thing the
// benchmark does that users cannot. Prints one line per figure; BENCH_RUNS (default 3).
import { performance } from 'node:perf_hooks';
import { OffsetClock } from '../../server/core/clock';
import { randomIds } from '../../server/core/ids';
import { makeBatchLedger } from '../../server/ledger/batch';
import type { EntryInput } from '../../server/ledger/ledger';
import { LEVER, LEVER_CURRENCY } from '../../server/lever/money';
import { pricesRecorded, signUp, startInProcess } from '../api/harness';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FOLLOWERS = 10_000;
const PAIR = { currency_id: '4', legal_id: '1' };

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))] as number;

async function main() {
  const { app, api, stop } = await startInProcess('sqlite');
  try {
    await pricesRecorded(api);
    const user = await signUp(api);
    const traderId = (await api.call<{ id: string }>('GET', 'user/info', {}, user.auth)).body.message.id;
    for (const [path, fields] of [
      ['demo/faucet', { currency: 'USDT', amount: '10000' }],
      ['wallet/change', { currency_id: 'USDT', number: '10000', from_field: '2', to_field: '3' }],
    ] as const) {
      const { body } = await api.call('POST', path, fields, user.auth);
      if (body.type !== 'ok') throw new Error(`${path}: ${JSON.stringify(body)}`);
    }
    const now = Date.now();
    await app.db
      .insertInto('copy_trader')
      .values({
        user_id: traderId,
        state: 'approved',
        nickname: 'Bench trader',
        bio: '',
        profit_share: '0',
        open: 1,
        note: null,
        demo: 0,
        applied_at: now,
        decided_at: now,
        decided_by: 'bench',
        updated_at: now,
      })
      .execute();

    /** The trader's market order's answer time, ms (the copier is not run in it). */
    const order = async () => {
      const start = performance.now();
      const { body } = await api.call<{ id: string }>(
        'POST',
        'lever/submit',
        { ...PAIR, share: '1', multiple: '10', type: '1', status: '1', target_price: '0' },
        user.auth,
      );
      const ms = performance.now() - start;
      if (body.type !== 'ok') throw new Error(`submit: ${JSON.stringify(body)}`);
      return { ms, id: body.message.id };
    };
    const alone: number[] = [];
    for (let i = 0; i < 20; i++) alone.push((await order()).ms);

    const followers = Array.from({ length: FOLLOWERS }, (_, i) => `bench-follower-${i}`);
    for (let i = 0; i < followers.length; i += 500) {
      await app.db
        .insertInto('users')
        .values(
          followers.slice(i, i + 500).map((id, j) => ({
            id,
            email: null,
            area_code: null,
            mobile: null,
            password_hash: '!bench',
            pay_password_hash: null,
            nickname: id,
            invite_code: `BF${i + j}`,
            referrer_id: null,
            anti_phishing_code: null,
            totp_secret: null,
            security_frozen_at: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    const batch = makeBatchLedger(app.opened, randomIds, new OffsetClock());
    const funds = (id: string): EntryInput => ({
      kind: 'demo_funds',
      actor: 'system',
      memo: { bench: true },
      postings: [
        { holder: 'system:demo-funds', account: 0, currency: LEVER_CURRENCY, field: 'available', amount: '-1000000' },
        { holder: `user:${id}`, account: LEVER, currency: LEVER_CURRENCY, field: 'available', amount: '1000000' },
      ],
    });
    await app.services.ledger.write(async (trx) => {
      for (let i = 0; i < followers.length; i += 1000)
        await batch.postMany(trx, followers.slice(i, i + 1000).map(funds));
    });
    for (let i = 0; i < followers.length; i += 500) {
      await app.db
        .insertInto('copy_follow')
        .values(
          followers.slice(i, i + 500).map((id) => ({
            id: `bench-follow-${id}`,
            follower_id: id,
            trader_id: traderId,
            mode: 1 as const,
            number: '1',
            stop_loss: null,
            take_profit: null,
            max_margin: null,
            max_total: null,
            profit_share: '0',
            state: 'active' as const,
            stopped_reason: null,
            high_water_mark: '0',
            shares_paid: '0',
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }

    // Follows from now on: the orders above are older and are not copied.
    const since = Date.now();
    await app.db.updateTable('copy_follow').set({ created_at: since, updated_at: since }).execute();
    await new Promise((r) => setTimeout(r, 6_000)); // past the copier's 5 s overlap of re-reading

    const followed: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const { ms, id } = await order();
      followed.push(ms);
      // From the order's answer until every copy is written: the copier's sweep runs on the next
      // tick (every second) or at once when kicked, as here.
      const start = performance.now();
      void app.services.jobs.run('copy.mirror');
      for (;;) {
        const copies = await app.db
          .selectFrom('copy_position')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('trader_position_id', '=', id)
          .executeTakeFirstOrThrow();
        if (Number(copies.n) >= FOLLOWERS) break;
        if (performance.now() - start > 60_000) throw new Error(`${copies.n} copies of ${FOLLOWERS} after 60 s`);
        await new Promise((r) => setTimeout(r, 10));
      }
      const took = performance.now() - start;
      console.log(
        `copy fan-out: ${FOLLOWERS.toLocaleString('en')} copies opened through the ledger ${took.toFixed(0)} ms after the trader's order (goal ≤ 2,000 ms)`,
      );
      await new Promise((r) => setTimeout(r, 6_000));
    }
    console.log(
      `trader's order answer: alone median ${quantile(alone, 0.5).toFixed(1)} ms, p99 ${quantile(alone, 0.99).toFixed(1)} ms; ` +
        `with ${FOLLOWERS.toLocaleString('en')} followers median ${quantile(followed, 0.5).toFixed(1)} ms, max ${Math.max(...followed).toFixed(1)} ms`,
    );
  } finally {
    await stop();
  }
}

await main();
