// The trigger engine (issue 14, ADR 17): a sweep of the job runner, kicked by every second's
// recorded ticks, on the node that holds the market feed. It keeps ./triggers.ts in step with the
// database (rows and lever balances changed since its last look, from any node), reads the ticks
// recorded after its cursor for the instruments it watches, and carries out what each time slot
// calls for in one ledger transaction that also moves the cursor: stops and liquidations close
// at the slot's recorded ticks, entrusts open at them. A node that takes the feed over resumes
// from the stored cursor, so no recorded tick is skipped and none acts twice (each action also
// requires the row's state it changes).
import Decimal from 'decimal.js';
import { entrustReached, mustLiquidate, triggered, unitsOf } from '../../contract/lever-rules';
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import type { SweepJob } from '../core/jobs';
import type { BatchLedger } from '../ledger/batch';
import type { Ledger, Trx } from '../ledger/ledger';
import { ticksBetween } from '../market/store';
import { fillEntry, LEVER, LEVER_CURRENCY } from './money';
import type { Closer, Tick } from './settle';
import { makeLeverStore, type PositionRow } from './store';
import { type Action, type Indexed, makeTriggerIndex, type SlotTick } from './triggers';
import { accountRisk, type Prices } from './view';

/** Rows changed this long before the last look are read again: a transaction may commit late. */
const OVERLAP_MS = 5_000;
/** Ticks read per instrument per run (a longer gap is read over several runs). */
const TICKS_PER_RUN = 5_000;
/** The cursor is written at least this often when nothing happens. */
const CURSOR_EVERY_MS = 10_000;

type Deps = {
  opened: OpenedDb;
  ledger: Ledger;
  batch: BatchLedger;
  closer: Closer;
  clock: Clock;
  announce: (userId: string, changed: PositionRow[], closed?: { ids: string[]; reason: string }) => Promise<void>;
};

const num = (v: string | null) => (v === null ? null : Number(v));

export function indexed(r: PositionRow): Indexed | null {
  if (r.state !== 'open' && r.state !== 'entrust') return null;
  return {
    id: r.id,
    userId: r.user_id,
    instrumentId: r.instrument_id,
    side: r.side,
    state: r.state,
    units: unitsOf(r.share, r.lot_size).toNumber(),
    open: Number(r.open_price ?? r.target_price ?? 0),
    margin: Number(r.margin),
    takeProfit: num(r.take_profit),
    stopLoss: num(r.stop_loss),
    limit: num(r.target_price),
    since: Math.max(Number(r.stops_at), Number(r.open_time ?? r.created_at)),
  };
}

export function makeLeverEngine({ opened, ledger, batch, closer, clock, announce }: Deps) {
  const { db } = opened;
  const store = makeLeverStore(db);
  let index = makeTriggerIndex();
  let lastLook: number | null = null;
  let cursor: number | null = null;
  let cursorSaved = 0;
  /** The newest tick time the stream told of: where an idle engine's cursor may move. */
  let newest = 0;
  const latest = new Map<number, Tick>();

  async function loadCursor(): Promise<number> {
    const row = await db.selectFrom('lever_cursor').select('tick_time').where('id', '=', 1).executeTakeFirst();
    return row ? Number(row.tick_time) : clock.now();
  }

  async function saveCursor(trx: Trx, time: number) {
    await trx
      .insertInto('lever_cursor')
      .values({ id: 1, tick_time: time })
      .onConflict((oc) => oc.column('id').doUpdateSet({ tick_time: time }))
      .execute();
    cursorSaved = clock.now();
  }

  /** Reads what changed since the last look; returns positions seen for the first time. */
  async function look(now: number): Promise<Indexed[]> {
    let q = db.selectFrom('lever_position').selectAll();
    q =
      lastLook === null
        ? q.where('state', 'in', ['open', 'entrust'])
        : q.where('updated_at', '>=', lastLook - OVERLAP_MS);
    const rows = await q.execute();
    const fresh: Indexed[] = [];
    const users = new Set<string>();
    for (const r of rows) {
      const p = indexed(r);
      if (!p) {
        index.remove(r.id);
        continue;
      }
      const had = index.get(r.id);
      if (!had && lastLook !== null) fresh.push(p);
      index.put(p);
      users.add(r.user_id);
    }
    let b = db
      .selectFrom('balance')
      .select(['holder', 'available', 'frozen'])
      .where('account', '=', LEVER)
      .where('currency', '=', LEVER_CURRENCY);
    if (lastLook !== null) b = b.where('updated_at', '>=', lastLook - OVERLAP_MS);
    for (const row of await b.execute()) {
      index.setBalance(row.holder.slice('user:'.length), Number(new Decimal(row.available).plus(row.frozen)));
    }
    lastLook = now;
    return fresh;
  }

  async function ticksAfter(instrumentId: number, after: number, upTo: number): Promise<SlotTick[]> {
    const ticks = await ticksBetween(db, instrumentId, after, upTo, TICKS_PER_RUN);
    return ticks.map((t) => ({ ...t, instrumentId }));
  }

  /** Time slots of ticks, oldest first. */
  function slots(ticks: SlotTick[]): SlotTick[][] {
    const by = new Map<number, SlotTick[]>();
    for (const t of ticks) {
      const slot = by.get(t.time);
      if (slot) slot.push(t);
      else by.set(t.time, [t]);
    }
    return [...by.entries()].sort((a, b) => a[0] - b[0]).map(([, s]) => s);
  }

  /** The recorded tick of each instrument of `rows` current at `at` (the slot's own ticks first). */
  async function pricesAt(rows: PositionRow[], at: number): Promise<Prices> {
    const prices: Prices = new Map();
    for (const id of new Set(rows.map((r) => r.instrument_id))) {
      const known = latest.get(id);
      if (known && known.time <= at) {
        prices.set(id, known);
        continue;
      }
      const t = await db
        .selectFrom('market_tick')
        .select(['id', 'price', 'time'])
        .where('instrument_id', '=', id)
        .where('time', '<=', at)
        .orderBy('time', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (t) prices.set(id, { id: Number(t.id), price: t.price, time: Number(t.time) });
    }
    return prices;
  }

  /** Carries out one slot's actions in one transaction, judging each again on the rows as they are. */
  async function act(actions: Action[], slotTime: number, line: string) {
    const now = clock.now();
    const changed = new Map<string, { rows: PositionRow[]; closed: string[]; reason: string }>();
    const note = (userId: string, rows: PositionRow[], reason: string, closed: boolean) => {
      const c = changed.get(userId) ?? { rows: [], closed: [], reason };
      c.rows.push(...rows);
      if (closed) c.closed.push(...rows.map((r) => r.id));
      c.reason = reason;
      changed.set(userId, c);
    };
    await ledger.write(async (trx) => {
      await closer.lockSystem(trx, now);
      for (const a of actions) {
        if (a.kind === 'stop') {
          const [row] = await closer.still(trx, [a.id], 'open');
          if (!row || slotTime <= Math.max(Number(row.stops_at), Number(row.open_time))) continue;
          const trigger = triggered(row.side, Number(a.tick.price), num(row.take_profit), num(row.stop_loss));
          if (!trigger) continue;
          const done = await closer.close(
            trx,
            row.user_id,
            [{ row, tick: a.tick, reason: trigger }],
            'system:lever',
            now,
          );
          note(row.user_id, done, trigger, true);
        } else if (a.kind === 'liquidate') {
          const available = await closer.lockAccount(trx, a.userId, now);
          const live = await store.live(a.userId, trx);
          const prices = await pricesAt(live, slotTime);
          const risk = accountRisk(available, live, prices);
          if (!mustLiquidate(risk, line)) continue;
          const cancelled = await closer.cancel(
            trx,
            a.userId,
            live.filter((r) => r.state === 'entrust'),
            'system:lever',
            now,
          );
          const closes = live
            .filter((r) => r.state === 'open' && prices.has(r.instrument_id))
            .map((row) => ({ row, tick: prices.get(row.instrument_id) as Tick, reason: 'liquidation' as const }));
          const done = await closer.close(trx, a.userId, closes, 'system:lever', now);
          note(a.userId, [...cancelled, ...done], 'liquidation', false);
          const c = changed.get(a.userId);
          if (c) c.closed.push(...done.map((r) => r.id));
        } else {
          const [row] = await closer.still(trx, [a.id], 'entrust');
          if (!row?.target_price || slotTime <= Number(row.stops_at)) continue;
          if (!entrustReached(row.side, Number(a.tick.price), Number(row.target_price))) continue;
          await batch.postMany(trx, [fillEntry(row.user_id, row.id, row.open_fee, a.tick)]);
          const filled = {
            ...row,
            state: 'open' as const,
            open_tick_id: a.tick.id,
            open_price: a.tick.price,
            open_time: a.tick.time,
            updated_at: now,
          };
          await trx
            .updateTable('lever_position')
            .set({
              state: 'open',
              open_tick_id: a.tick.id,
              open_price: a.tick.price,
              open_time: a.tick.time,
              updated_at: now,
            })
            .where('id', '=', row.id)
            .execute();
          note(row.user_id, [filled], 'fill', false);
        }
      }
      await saveCursor(trx, slotTime);
    });
    for (const [userId, c] of changed) {
      for (const r of c.rows) {
        const p = indexed(r);
        if (p) index.put(p);
        else index.remove(r.id);
      }
      await announce(userId, c.rows, c.closed.length ? { ids: c.closed, reason: c.reason } : undefined);
    }
  }

  async function runSlot(slot: SlotTick[], line: string, only?: Set<string>) {
    for (const t of slot) latest.set(t.instrumentId, t);
    const actions = index.scan(slot, Number(line), only);
    if (actions.length) await act(actions, slot[0]?.time ?? 0, line);
  }

  async function run(now: number) {
    cursor ??= await loadCursor();
    const fresh = await look(now);
    const line = await store.line();
    // Positions seen late (written while a run was reading ticks) catch up on the ticks already read.
    const late = fresh.filter((p) => p.since < (cursor as number));
    if (late.length) {
      const only = new Set(late.map((p) => p.id));
      const from = Math.min(...late.map((p) => p.since));
      const ticks = [];
      for (const id of new Set(late.map((p) => p.instrumentId))) ticks.push(...(await ticksAfter(id, from, cursor)));
      for (const slot of slots(ticks)) await runSlot(slot, line, only);
    }
    const instruments = index.instruments();
    if (instruments.length === 0) {
      cursor = Math.max(cursor, newest);
    } else {
      const ticks = [];
      for (const id of instruments) ticks.push(...(await ticksAfter(id, cursor, now)));
      for (const slot of slots(ticks)) {
        await runSlot(slot, line);
        cursor = Math.max(cursor, slot[0]?.time ?? cursor);
      }
    }
    if (clock.now() - cursorSaved >= CURSOR_EVERY_MS) await ledger.write((trx) => saveCursor(trx, cursor as number));
  }

  const job: SweepJob = { kind: 'sweep', name: 'lever.triggers', every: 1000, run };

  return {
    job,
    /** The tick stream's newest time (an idle engine's cursor follows it). */
    heard(time: number) {
      newest = Math.max(newest, time);
    },
    /** Forgets everything in memory (the feed moved to another node): a new owner starts from the database. */
    reset() {
      index = makeTriggerIndex();
      lastLook = null;
      cursor = null;
      latest.clear();
    },
  };
}

export type LeverEngine = ReturnType<typeof makeLeverEngine>;
