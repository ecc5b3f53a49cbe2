// Settling seconds options (issue 15): an option that has expired settles on the first recorded
// tick of its instrument at or after its expiry instant — never on a price chosen here. Runs as
// the 'options.settle' sweep of the job runner, kicked by each second's recorded ticks and every
// second besides; after downtime it settles what expired meanwhile on the ticks recorded for
// those instants. Each option settles once: its state changes from open to settled in the
// ledger transaction that pays it, and a batch only takes options still open (on PostgreSQL
// locked, skipping any another node holds).
import { sql } from 'kysely';
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import type { SweepJob } from '../core/jobs';
import type { Realtime } from '../core/realtime';
import { SCALE } from '../ledger/amounts';
import type { BatchLedger } from '../ledger/batch';
import type { EntryInput, Ledger, Trx } from '../ledger/ledger';
import { outcomeOf, payoutOf } from './rules';
import { MICRO, OPTIONS_HOLDER } from './service';
import { type OptionRow, optionView } from './view';

/** Options settled per transaction. */
const BATCH = 20_000;
/** Rows per IN (…) list: under SQLite's bound-parameter limit. */
const CHUNK = 500;

type Tick = { id: number; price: string; time: number };

type Deps = {
  opened: OpenedDb;
  ledger: Ledger;
  batch: BatchLedger;
  clock: Clock;
  realtime: () => Realtime | null;
};

export function makeSettlement({ opened, ledger, batch, clock, realtime }: Deps) {
  const { db, kind } = opened;

  /** The first recorded tick of `instrumentId` at or after `at`, if one is recorded yet. */
  async function tickAfter(instrumentId: number, at: number): Promise<Tick | null> {
    const row = await db
      .selectFrom('market_tick')
      .select(['id', 'price', 'time'])
      .where('instrument_id', '=', instrumentId)
      .where('time', '>=', at)
      .orderBy('time')
      .limit(1)
      .executeTakeFirst();
    return row ? { id: Number(row.id), price: row.price, time: Number(row.time) } : null;
  }

  /** Expired options whose settlement tick is recorded, each with that tick. */
  async function due(now: number): Promise<{ fetched: number; due: { row: OptionRow; tick: Tick }[] }> {
    const rows = await db
      .selectFrom('option_order')
      .selectAll()
      .where('state', '=', 'open')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(BATCH)
      .execute();
    const ticks = new Map<string, Tick | null>();
    const out: { row: OptionRow; tick: Tick }[] = [];
    for (const row of rows) {
      const key = `${row.instrument_id}|${row.expires_at}`;
      if (!ticks.has(key)) ticks.set(key, await tickAfter(row.instrument_id, Number(row.expires_at)));
      const tick = ticks.get(key);
      if (tick) out.push({ row, tick });
    }
    return { fetched: rows.length, due: out };
  }

  /** The ids among `ids` still open, locked for this transaction on PostgreSQL. */
  async function stillOpen(trx: Trx, ids: string[]) {
    const open = new Set<string>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      let q = trx
        .selectFrom('option_order')
        .select('id')
        .where('id', 'in', ids.slice(i, i + CHUNK))
        .where('state', '=', 'open');
      if (kind === 'postgres') q = q.forUpdate().skipLocked();
      for (const r of await q.execute()) open.add(r.id);
    }
    return open;
  }

  /** Settles one batch: how many expired options it looked at, and how many it settled. */
  async function settleBatch(now: number): Promise<{ fetched: number; settled: number }> {
    const { fetched, due: candidates } = await due(now);
    if (candidates.length === 0) return { fetched, settled: 0 };
    const settled = await ledger.write(async (trx) => {
      const open = await stillOpen(
        trx,
        candidates.map((c) => c.row.id),
      );
      const done: OptionRow[] = [];
      const entries: EntryInput[] = [];
      for (const { row, tick } of candidates) {
        if (!open.has(row.id)) continue;
        const result = outcomeOf(row.direction, row.open_price, tick.price);
        const payout = payoutOf(result, row.stake, row.profit_ratio, SCALE[row.currency] ?? 8);
        if (payout !== '0') {
          entries.push({
            kind: 'option_settle',
            actor: OPTIONS_HOLDER,
            memo: { option: row.id, result, tick_id: tick.id },
            postings: [
              { holder: OPTIONS_HOLDER, account: 0, currency: row.currency, field: 'available', amount: `-${payout}` },
              {
                holder: `user:${row.user_id}`,
                account: MICRO,
                currency: row.currency,
                field: 'available',
                amount: payout,
              },
            ],
          });
        }
        done.push({
          ...row,
          state: 'settled',
          settle_tick_id: tick.id,
          settle_price: tick.price,
          settle_time: tick.time,
          result,
          payout,
          settled_at: now,
        });
      }
      // The options desk is a system holder: it may owe more than it holds, a user never goes negative.
      for (const outcome of await batch.postMany(trx, entries)) {
        if (!outcome.ok) throw new Error('option settlement entry refused');
      }
      await writeSettled(trx, done);
      return done;
    });
    const rt = realtime();
    for (const row of settled) rt?.publish('option', optionView(row, now), `user:${row.user_id}`);
    return { fetched, settled: settled.length };
  }

  /** Writes each option's settlement: one statement per row on SQLite, one per chunk on PostgreSQL. */
  async function writeSettled(trx: Trx, rows: OptionRow[]) {
    if (kind === 'sqlite') {
      for (const r of rows) {
        await trx
          .updateTable('option_order')
          .set({
            state: 'settled',
            settle_tick_id: r.settle_tick_id,
            settle_price: r.settle_price,
            settle_time: r.settle_time,
            result: r.result,
            payout: r.payout,
            settled_at: r.settled_at,
          })
          .where('id', '=', r.id)
          .execute();
      }
      return;
    }
    for (let i = 0; i < rows.length; i += CHUNK) {
      const values = sql.join(
        rows
          .slice(i, i + CHUNK)
          .map(
            (r) =>
              sql`(${r.id}, ${r.settle_tick_id}::bigint, ${r.settle_price}, ${r.settle_time}::bigint, ${r.result}::integer, ${r.payout}, ${r.settled_at}::bigint)`,
          ),
      );
      await sql`update option_order as o set state = 'settled', settle_tick_id = v.tick_id, settle_price = v.price,
        settle_time = v.tick_time, result = v.result, payout = v.payout, settled_at = v.settled_at
        from (values ${values}) as v(id, tick_id, price, tick_time, result, payout, settled_at)
        where o.id = v.id`.execute(trx);
    }
  }

  const job: SweepJob = {
    kind: 'sweep',
    name: 'options.settle',
    every: 1000,
    async run() {
      // A full batch may leave more behind: go on until none is due.
      for (;;) {
        const { fetched, settled } = await settleBatch(clock.now());
        if (fetched < BATCH || settled === 0) return;
      }
    },
  };

  return { job };
}
