// Firing price alerts (issue 40): a sweep of the job runner, kicked by every second's recorded
// ticks on the node that holds the market feed (DESIGN §7), like the lever triggers. It keeps the
// active alerts in memory, in step with the table (rows changed since its last look, from any
// node: new, deleted, fired), and checks each alert against the recorded ticks of its instrument
// after the last one it was checked against, oldest first. The first tick that crosses fires it,
// once: the row turns 'fired' citing that tick only if it is still active, in the transaction that
// writes the owner's notification; then the owner's sockets hear `alert`.
//
// After a restart or a take-over the active alerts are loaded again and checked from a little
// before the start (CATCH_UP_MS, more than a take-over's gap), not from when each was set: a tick
// recorded long ago while no node watched does not fire an alert late; the next one that crosses does.
import { crosses } from '../../contract/alert-rules';
import type { PriceAlert } from '../../contract/alerts';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import type { SweepJob } from '../core/jobs';
import { ticksBetween } from '../market/store';
import type { Notifier } from '../user/notifier';
import type { PriceAlertTable } from './tables';
import { alertView } from './view';

/** Rows changed this long before the last look are read again: a transaction may commit late. */
const OVERLAP_MS = 5_000;
/** On (re)start, ticks recorded this long before now are still checked. */
const CATCH_UP_MS = 60_000;
/** Ticks read per instrument per run (a longer gap is read over several runs). */
const TICKS_PER_RUN = 2_000;

type Watched = { row: PriceAlertTable /** The time of the last tick it was checked against. */; checked: number };
type Tick = { id: number; price: string; time: number };

type Deps = {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  /** Inside the firing transaction: whether this node still holds the feed as it took it (ADR 23). */
  fence: (trx: Db) => Promise<boolean>;
  announce: (userId: string, alert: PriceAlert) => void;
};

export function makeAlertWatch({ db, clock, notifier, fence, announce }: Deps) {
  let watched = new Map<string, Watched>();
  let lastLook: number | null = null;

  async function look(now: number) {
    let q = db.selectFrom('price_alert').selectAll();
    q = lastLook === null ? q.where('state', '=', 'active') : q.where('updated_at', '>=', lastLook - OVERLAP_MS);
    for (const row of await q.execute()) {
      if (row.state !== 'active') watched.delete(row.id);
      else if (!watched.has(row.id)) {
        const setAt = Number(row.set_time);
        // Seen late (set on another node, or before a restart): from its own tick, or a little before now.
        watched.set(row.id, { row, checked: lastLook === null ? Math.max(setAt, now - CATCH_UP_MS) : setAt });
      }
    }
    lastLook = now;
  }

  /** Fires one alert at `tick`; null when it was not active any more (deleted, or fired already). */
  async function fire(w: Watched, tick: Tick): Promise<PriceAlert | null> {
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      if (!(await fence(trx))) return null;
      const done = await trx
        .updateTable('price_alert')
        .set({
          state: 'fired',
          fired_tick_id: tick.id,
          fired_price: tick.price,
          fired_time: tick.time,
          updated_at: now,
        })
        .where('id', '=', w.row.id)
        .where('state', '=', 'active')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) return null;
      const alert = alertView({
        ...w.row,
        state: 'fired',
        fired_tick_id: tick.id,
        fired_price: tick.price,
        fired_time: tick.time,
      });
      await notifier.notify(
        w.row.user_id,
        'price_alert',
        {
          alert: alert.id,
          symbol: alert.symbol,
          kind: alert.kind,
          level: alert.price ?? '',
          percent: alert.percent ?? '',
          set_price: alert.set_tick.price,
          price: tick.price,
          time: String(tick.time),
          tick_id: String(tick.id),
        },
        trx,
      );
      return alert;
    });
  }

  async function run(now: number) {
    await look(now);
    const byInstrument = new Map<number, Watched[]>();
    for (const w of watched.values()) {
      const list = byInstrument.get(w.row.instrument_id) ?? [];
      list.push(w);
      byInstrument.set(w.row.instrument_id, list);
    }
    for (const [instrumentId, alerts] of byInstrument) {
      const from = Math.min(...alerts.map((w) => w.checked));
      const ticks = await ticksBetween(db, instrumentId, from, now, TICKS_PER_RUN);
      for (const tick of ticks) {
        for (const w of alerts) {
          if (tick.time <= w.checked || !watched.has(w.row.id)) continue;
          if (!crosses(w.row, tick.price)) continue;
          // Fired here or not active any more: either way it is not watched again (a failed
          // write throws, and the next run tries the same tick again).
          const alert = await fire(w, tick);
          watched.delete(w.row.id);
          if (alert) announce(w.row.user_id, alert);
        }
      }
      const last = ticks.at(-1);
      if (last) for (const w of alerts) w.checked = Math.max(w.checked, last.time);
    }
  }

  const job: SweepJob = { kind: 'sweep', name: 'alerts.fire', every: 1000, run };

  return {
    job,
    /** Forgets everything in memory (the feed moved to another node): the next holder loads from the table. */
    reset() {
      watched = new Map();
      lastLook = null;
    },
    /** Alerts being watched (tests). */
    size: () => watched.size,
  };
}

export type AlertWatch = ReturnType<typeof makeAlertWatch>;
