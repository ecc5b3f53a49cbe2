// Lock mining's daily accrual (issue 16): one dividend time paying 100,000 running orders (1,000
// users, 100 each) their day's interest through the ledger — the 'earn.accrue' period job's run for
// the period holding that instant, on an in-process server on SQLite (the embedded default, FULL
// sync): 100,000 interest entries posted through the batched ledger, 100,000 orders updated, one
// commit. The orders are written as a deposit writes them, in one transaction — the only thing the
// benchmark does that a user cannot. Goal ≤ 10 s. Prints one line per run; BENCH_RUNS (default 2).
import { performance } from 'node:perf_hooks';
import { OffsetClock } from '../../server/core/clock';
import { randomIds } from '../../server/core/ids';
import { makeAccrual } from '../../server/earn/accrual';
import { lockEntry } from '../../server/earn/money';
import { DAY } from '../../server/earn/rules';
import type { EarnOrderTable } from '../../server/earn/tables';
import { makeBatchLedger } from '../../server/ledger/batch';
import type { EntryInput } from '../../server/ledger/ledger';
import { pricesRecorded, signUp, startInProcess } from '../api/harness';

const USERS = 1000;
const PER_USER = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 2);

const { app, api, stop } = await startInProcess('sqlite');
try {
  await pricesRecorded(api);
  const ids: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const user = await signUp(api);
    const { body } = await api.call('POST', 'demo/faucet', { currency: 'USDT', amount: '10000' }, user.auth);
    if (body.type !== 'ok') throw new Error(JSON.stringify(body));
    ids.push((await api.call<{ id: string }>('GET', 'user/info', {}, user.auth)).body.message.id);
  }
  const batch = makeBatchLedger(app.opened, randomIds, new OffsetClock());
  for (let r = 0; r < RUNS; r++) {
    const now = Date.now();
    // Orders started an hour ago, paid at a dividend instant in the period run below.
    await app.services.ledger.write(async (trx) => {
      const entries: EntryInput[] = [];
      const rows: EarnOrderTable[] = [];
      for (const userId of ids) {
        for (let i = 0; i < PER_USER; i++) {
          const id = randomIds.sortable(now);
          entries.push(lockEntry(userId, id, 'USDT', '100', null));
          rows.push({
            id,
            user_id: userId,
            product_id: 1,
            kind: 'lock',
            currency: 'USDT',
            amount: '100',
            days: 5,
            daily_rate: '0.003',
            penalty_rate: '0.004',
            dividend_minute: 0,
            start_at: now - 3_600_000,
            end_at: now + 5 * DAY,
            state: 'running',
            days_paid: 0,
            interest_paid: '0',
            redeem_reason: null,
            penalty: null,
            redeemed_at: null,
            request_id: null,
            created_at: now,
          });
        }
      }
      for (const o of await batch.postMany(trx, entries)) if (!o.ok) throw o.error;
      for (let i = 0; i < rows.length; i += 400)
        await trx
          .insertInto('earn_order')
          .values(rows.slice(i, i + 400))
          .execute();
    });
    // The period holding the next 00:00 UTC, seen from an hour after the orders started: each is
    // running at that instant, so each is paid once.
    const instant = Math.ceil(now / DAY) * DAY;
    const job = makeAccrual({ opened: app.opened, ledger: app.services.ledger, batch, clock: new OffsetClock() });
    const start = performance.now();
    await job.run({ index: 0, start: instant, end: instant + 600_000, claim: async () => true });
    const ms = performance.now() - start;
    const paid = await app.db
      .selectFrom('earn_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('days_paid', '=', 1)
      .where('state', '=', 'running')
      .executeTakeFirstOrThrow();
    console.log(
      `earn accrual: ${Number(paid.n)} orders paid a day's interest through the ledger in ${ms.toFixed(0)} ms`,
    );
    await app.db.updateTable('earn_order').set({ state: 'redeemed' }).execute();
  }
} finally {
  await stop();
}
process.exit(0);
