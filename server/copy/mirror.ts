// The copier (issue 36): a sweep of the job runner on the node that holds the market feed, fenced by
// its lease (ADR 23), kicked by every second's ticks. It reads the approved traders' positions
// changed since its last look (the cursor, kept in the database so a restart or a take-over goes on
// where it was) and:
//   - for a position opened, opens each active follower's copy on the trader's opening tick: the
//     trader's terms (lot size, multiple, fee rate), the follow's lots, through the batched ledger;
//     a copy the follower's margin or caps do not allow is skipped, recorded and told once;
//   - for a position closed, closes the copies still mirrored (not taken over) on the trader's
//     closing tick;
//   - for each follow with copy stops, closes its mirrored copies at the latest recorded tick once
//     their combined P&L reaches a stop, and stops the follow.
// A copy, a skip and a close happen once: unique keys and the rows' states, in the transaction
// of their money. An opening older than LATE_MS (an outage) is not copied at its old price.
import Decimal from 'decimal.js';
import type { CopyEvent } from '../../contract/copy';
import { copyLots, stopReached } from '../../contract/copy-rules';
import { feeOf, marginOf, notionalOf } from '../../contract/lever-rules';
import type { Db, OpenedDb } from '../core/db';
import { Refusal } from '../core/errors';
import type { Ids } from '../core/ids';
import type { SweepJob } from '../core/jobs';
import type { BatchLedger } from '../ledger/batch';
import type { Ledger, Trx } from '../ledger/ledger';
import { openEntry } from '../lever/money';
import type { Close, Closer, Tick } from '../lever/settle';
import type { PositionRow } from '../lever/store';
import type { LeverPositionTable } from '../lever/tables';
import { openPnl, type Prices } from '../lever/view';
import { instrumentById } from '../market/instruments';
import type { Market } from '../market/service';
import type { Notifier } from '../user/notifier';
import type { CopySkipTable } from './tables';
import { copyView, type FollowRow } from './view';

/** Rows changed this long before the last look are read again: a transaction may commit late. */
const OVERLAP_MS = 5_000;
/** The first look ever starts this long before now. */
const CATCH_UP_MS = 60_000;
/** An opening older than this when first seen is not copied (skipped as late). */
export const LATE_MS = 30_000;
/** Followers handled per transaction. */
const CHUNK = 500;
const CHANGES_PER_RUN = 1_000;
const ACTOR = 'system:copy';

type Deps = {
  opened: OpenedDb;
  ledger: Ledger;
  batch: BatchLedger;
  closer: Closer;
  ids: Ids;
  market: Market;
  notifier: Notifier;
  /** Inside the transaction: whether this node still holds the feed as it took it (ADR 23). */
  fence: (trx: Db) => Promise<boolean>;
  publish: (userId: string, event: CopyEvent) => void;
};

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const tickOf = (id: number | null, price: string | null, time: number | null): Tick | null =>
  id == null || price == null || time == null ? null : { id: Number(id), price, time: Number(time) };

export function makeCopier({ opened, ledger, batch, closer, ids, market, notifier, fence, publish }: Deps) {
  const { db, kind } = opened;
  const names = new Map<string, string>();

  async function nickname(traderId: string) {
    let name = names.get(traderId);
    if (name === undefined) {
      const row = await db
        .selectFrom('copy_trader')
        .select('nickname')
        .where('user_id', '=', traderId)
        .executeTakeFirst();
      name = row?.nickname ?? '';
      names.set(traderId, name);
    }
    return name;
  }

  async function cursorAt(now: number): Promise<number> {
    const row = await db.selectFrom('copy_cursor').select('updated_at').where('id', '=', 1).executeTakeFirst();
    return row ? Number(row.updated_at) : now - CATCH_UP_MS;
  }

  async function saveCursor(at: number) {
    await db
      .insertInto('copy_cursor')
      .values({ id: 1, updated_at: at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ updated_at: at }))
      .execute();
  }

  async function skip(trx: Trx, f: FollowRow, t: PositionRow, reason: CopySkipTable['reason'], now: number) {
    const row: CopySkipTable = {
      id: ids.sortable(now),
      follow_id: f.id,
      trader_position_id: t.id,
      follower_id: f.follower_id,
      symbol: instrumentById(t.instrument_id)?.symbol ?? '',
      reason,
      created_at: now,
    };
    const added = await trx
      .insertInto('copy_skip')
      .values(row)
      .onConflict((oc) => oc.columns(['follow_id', 'trader_position_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!added) return null;
    await notifier.notify(
      f.follower_id,
      'copy_skipped',
      { trader: await nickname(f.trader_id), symbol: row.symbol, reason },
      trx as Db,
    );
    return row;
  }

  /** The mirrored copies' margins per follow (for the total cap). */
  async function openMargins(trx: Trx, followIds: string[]) {
    const rows = await trx
      .selectFrom('copy_position')
      .innerJoin('lever_position', 'lever_position.id', 'copy_position.position_id')
      .select(['copy_position.follow_id', 'lever_position.margin'])
      .where('copy_position.follow_id', 'in', followIds)
      .where('lever_position.state', '=', 'open')
      .execute();
    const used = new Map<string, Decimal>();
    for (const r of rows) used.set(r.follow_id, (used.get(r.follow_id) ?? new Decimal(0)).plus(r.margin));
    return used;
  }

  /** Opens the copies of a trader's position for the followers who have none and no skip yet. */
  async function openCopies(t: PositionRow, now: number) {
    const tick = tickOf(t.open_tick_id, t.open_price, t.open_time);
    if (!tick) return;
    const follows = await db
      .selectFrom('copy_follow')
      .selectAll()
      .where('trader_id', '=', t.user_id)
      .where('state', '=', 'active')
      // Followers from before the trader's order (or its tick, for an entrust that filled later).
      .where('created_at', '<=', Math.max(Number(t.created_at), tick.time))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('copy_position')
              .select('position_id')
              .whereRef('copy_position.follow_id', '=', 'copy_follow.id')
              .where('copy_position.trader_position_id', '=', t.id),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('copy_skip')
              .select('id')
              .whereRef('copy_skip.follow_id', '=', 'copy_follow.id')
              .where('copy_skip.trader_position_id', '=', t.id),
          ),
        ),
      )
      .orderBy('id')
      .execute();
    const late = now - tick.time > LATE_MS;
    const name = await nickname(t.user_id);
    for (const part of chunks(follows, CHUNK)) {
      const events: [string, CopyEvent][] = [];
      await ledger.write(async (trx) => {
        events.length = 0;
        if (!(await fence(trx as Db))) return;
        await closer.lockSystem(trx, now);
        const followIds = part.map((f) => f.id);
        // Copied or skipped since the follows were read (a run elsewhere, before this one's lock).
        const handled = new Set(
          [
            ...(await trx
              .selectFrom('copy_position')
              .select('follow_id')
              .where('trader_position_id', '=', t.id)
              .where('follow_id', 'in', followIds)
              .execute()),
            ...(await trx
              .selectFrom('copy_skip')
              .select('follow_id')
              .where('trader_position_id', '=', t.id)
              .where('follow_id', 'in', followIds)
              .execute()),
          ].map((r) => r.follow_id),
        );
        const used = await openMargins(trx, followIds);
        const planned: { f: FollowRow; row: LeverPositionTable }[] = [];
        for (const f of part) {
          if (handled.has(f.id)) continue;
          let reason: CopySkipTable['reason'] | null = late ? 'late' : null;
          const share = copyLots(f.mode, f.number, t.share);
          const margin = marginOf(share, t.lot_size, tick.price, t.multiple);
          if (!reason && f.max_margin !== null && new Decimal(margin).gt(f.max_margin)) reason = 'max_margin';
          if (!reason && f.max_total !== null && (used.get(f.id) ?? new Decimal(0)).plus(margin).gt(f.max_total))
            reason = 'max_total';
          if (reason) {
            const s = await skip(trx, f, t, reason, now);
            if (s) events.push([f.follower_id, { kind: 'skipped', skip: skipEvent(s) }]);
            continue;
          }
          planned.push({
            f,
            row: {
              ...t,
              id: ids.sortable(now),
              user_id: f.follower_id,
              share,
              margin,
              open_fee: feeOf(notionalOf(share, t.lot_size, tick.price), t.fee_rate),
              take_profit: null,
              stop_loss: null,
              stops_at: now,
              overnight_paid: '0',
              request_id: null,
              copy_of: t.id,
              created_at: now,
              updated_at: now,
              closed_at: null,
            },
          });
        }
        const outcomes = await batch.postMany(
          trx,
          planned.map(({ f, row }) => openEntry(f.follower_id, row.id, row.margin, row.open_fee, tick, null)),
        );
        for (const [i, { f, row }] of planned.entries()) {
          const outcome = outcomes[i];
          if (!outcome?.ok) {
            // Not enough in the follower's contract account: a refusal. Anything else is a bug.
            if (outcome && !(outcome.error instanceof Refusal)) throw outcome.error;
            const s = await skip(trx, f, t, 'margin', now);
            if (s) events.push([f.follower_id, { kind: 'skipped', skip: skipEvent(s) }]);
            continue;
          }
          await trx.insertInto('lever_position').values(row).execute();
          const link = {
            position_id: row.id,
            follow_id: f.id,
            trader_position_id: t.id,
            follower_id: f.follower_id,
            trader_id: t.user_id,
            mode: f.mode,
            number: f.number,
            trader_share: t.share,
            self_held_at: null,
            created_at: now,
          };
          await trx.insertInto('copy_position').values(link).execute();
          events.push([f.follower_id, { kind: 'opened', copy: copyView(link, row as PositionRow, name, new Map()) }]);
        }
      });
      for (const [user, event] of events) publish(user, event);
    }
  }

  /** Closes the mirrored, still open copies of `rows` at `tick`; `after` runs in the same transaction. */
  async function closeMirrored(
    copies: { follower_id: string; position: PositionRow }[],
    tickFor: (row: PositionRow) => Tick,
    now: number,
    after?: (trx: Trx) => Promise<void>,
  ) {
    const byFollower = new Map<string, PositionRow[]>();
    for (const c of copies) byFollower.set(c.follower_id, [...(byFollower.get(c.follower_id) ?? []), c.position]);
    for (const part of chunks([...byFollower], CHUNK)) {
      const events: [string, CopyEvent][] = [];
      await ledger.write(async (trx) => {
        events.length = 0;
        if (!(await fence(trx as Db))) return;
        await closer.lockSystem(trx, now);
        // Taken over meanwhile: left alone (read under the row locks on PostgreSQL).
        let q = trx
          .selectFrom('copy_position')
          .selectAll()
          .where(
            'position_id',
            'in',
            part.flatMap(([, rows]) => rows.map((r) => r.id)),
          );
        if (kind === 'postgres') q = q.forUpdate();
        const links = new Map((await q.execute()).map((c) => [c.position_id, c]));
        for (const [follower, rows] of part) {
          const mirrored = rows.filter((r) => links.get(r.id)?.self_held_at === null);
          const closes: Close[] = mirrored.map((row) => ({ row, tick: tickFor(row), reason: 'copy' }));
          if (closes.length === 0) continue;
          for (const done of await closer.close(trx, follower, closes, ACTOR, now)) {
            const link = links.get(done.id);
            if (link)
              events.push([
                follower,
                { kind: 'closed', copy: copyView(link, done, await nickname(link.trader_id), new Map()) },
              ]);
          }
        }
        await after?.(trx);
      });
      for (const [user, event] of events) publish(user, event);
    }
  }

  const mirroredOpen = (where: (q: ReturnType<typeof mirroredQuery>) => ReturnType<typeof mirroredQuery>) =>
    where(mirroredQuery()).execute();

  function mirroredQuery() {
    return db
      .selectFrom('copy_position')
      .innerJoin('lever_position', 'lever_position.id', 'copy_position.position_id')
      .selectAll('lever_position')
      .select(['copy_position.follower_id', 'copy_position.follow_id', 'copy_position.trader_id'])
      .where('copy_position.self_held_at', 'is', null)
      .where('lever_position.state', '=', 'open');
  }

  async function closeCopies(t: PositionRow, now: number) {
    const tick = tickOf(t.close_tick_id, t.close_price, t.close_time);
    if (!tick) return;
    const rows = await mirroredOpen((q) => q.where('copy_position.trader_position_id', '=', t.id));
    await closeMirrored(
      rows.map((r) => ({ follower_id: r.follower_id, position: r })),
      () => tick,
      now,
    );
  }

  /** Follows whose mirrored copies' combined P&L reached a copy stop: closed at the latest tick, stopped. */
  async function followStops(now: number) {
    const rows = await mirroredOpen((q) =>
      q
        .innerJoin('copy_follow', 'copy_follow.id', 'copy_position.follow_id')
        .select(['copy_follow.stop_loss', 'copy_follow.take_profit'])
        .where('copy_follow.state', '=', 'active')
        .where((eb) =>
          eb.or([eb('copy_follow.stop_loss', 'is not', null), eb('copy_follow.take_profit', 'is not', null)]),
        ),
    );
    if (rows.length === 0) return;
    const prices: Prices = new Map();
    for (const id of new Set(rows.map((r) => r.instrument_id))) {
      const inst = instrumentById(id);
      const t = inst ? await market.recordedPrice(inst.symbol) : null;
      if (t) prices.set(id, { id: t.tick_id, price: t.price, time: t.time });
    }
    const byFollow = new Map<string, typeof rows>();
    for (const r of rows) byFollow.set(r.follow_id, [...(byFollow.get(r.follow_id) ?? []), r]);
    for (const [followId, copies] of byFollow) {
      if (copies.some((c) => !prices.has(c.instrument_id))) continue;
      let pnl = new Decimal(0);
      let margin = new Decimal(0);
      for (const c of copies) {
        pnl = pnl.plus(openPnl(c, prices.get(c.instrument_id)?.price));
        margin = margin.plus(c.margin);
      }
      const first = copies[0];
      if (!first) continue;
      const reached = stopReached(pnl.toFixed(), margin.toFixed(), first);
      if (!reached) continue;
      await closeMirrored(
        copies.map((c) => ({ follower_id: c.follower_id, position: c })),
        (row) => {
          const p = prices.get(row.instrument_id) as { id: number; price: string; time: number };
          return { id: p.id, price: p.price, time: p.time };
        },
        now,
        async (trx) => {
          const res = await trx
            .updateTable('copy_follow')
            .set({ state: 'stopped', stopped_reason: reached, updated_at: now })
            .where('id', '=', followId)
            .where('state', '=', 'active')
            .executeTakeFirst();
          if (Number(res.numUpdatedRows) === 1)
            await notifier.notify(
              first.follower_id,
              'copy_stopped',
              { trader: await nickname(first.trader_id), reason: reached, pnl: pnl.toFixed() },
              trx as Db,
            );
        },
      );
    }
  }

  const job: SweepJob = {
    kind: 'sweep',
    name: 'copy.mirror',
    every: 1_000,
    async run(now) {
      const from = await cursorAt(now);
      const changed = await db
        .selectFrom('lever_position')
        .selectAll()
        .where('updated_at', '>=', from - OVERLAP_MS)
        .where('copy_of', 'is', null)
        .where('state', 'in', ['open', 'closed'])
        .where('user_id', 'in', db.selectFrom('copy_trader').select('user_id').where('state', '=', 'approved'))
        .orderBy('updated_at')
        .limit(CHANGES_PER_RUN)
        .execute();
      for (const t of changed) {
        if (t.state === 'open') await openCopies(t, now);
        else await closeCopies(t, now);
      }
      await followStops(now);
      const last = changed.at(-1);
      await saveCursor(changed.length === CHANGES_PER_RUN && last ? Number(last.updated_at) : now);
    },
  };

  return { job, openCopies, closeCopies };
}

function skipEvent(s: CopySkipTable) {
  return {
    follow_id: s.follow_id,
    trader_position_id: s.trader_position_id,
    symbol: s.symbol,
    reason: s.reason,
    at: s.created_at,
  };
}

export type Copier = ReturnType<typeof makeCopier>;
