// The launchpad's allocation and releases (issue 16, ADR 19): the 'ieo.settle' sweep of the job
// runner. A project whose window has ended is allocated in one transaction — every order gets its
// pro-rata share (contract/ieo-rules.ts), pays for it and gets the rest back, the tokens arriving
// frozen — and the project's ratio is written in that transaction, so it happens once. Then every
// order with release parts due gets them freed, the parts done counted in the transaction that
// frees them. After downtime both catch up on the next sweep.
import Decimal from 'decimal.js';
import { allocationOf, ratioOf, releasesOf } from '../../contract/ieo-rules';
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import type { SweepJob } from '../core/jobs';
import type { BatchLedger } from '../ledger/batch';
import type { EntryInput, Ledger, Trx } from '../ledger/ledger';
import { allocateEntry, releaseEntry } from './money';
import type { OrderRow, ProjectRow } from './view';

const CHUNK = 500;

type Deps = { opened: OpenedDb; ledger: Ledger; batch: BatchLedger; clock: Clock };

/** What an order's release parts owe by `now`: parts done after, tokens to free, the next part's time. */
export function dueParts(o: OrderRow, p: ProjectRow, now: number) {
  const schedule = releasesOf(o.allocated ?? '0', { ...p, end_at: Number(p.end_at) });
  let done = o.parts_done;
  let amount = new Decimal(0);
  while (done < schedule.length && (schedule[done]?.at ?? Infinity) <= now)
    amount = amount.plus(schedule[done++]?.amount ?? 0);
  return { done, amount: amount.toFixed(), next: schedule[done]?.at ?? null, all: done >= schedule.length };
}

export function makeIeoSettlement({ opened, ledger, batch, clock }: Deps): SweepJob {
  const { db, kind } = opened;

  async function post(trx: Trx, entries: EntryInput[]) {
    for (const outcome of await batch.postMany(trx, entries)) if (!outcome.ok) throw outcome.error;
  }

  async function allocate(projectId: number) {
    await ledger.write(async (trx) => {
      let q = trx.selectFrom('ieo_project').selectAll().where('id', '=', projectId);
      if (kind === 'postgres') q = q.forUpdate();
      const p = await q.executeTakeFirst();
      const now = clock.now();
      if (!p || p.ratio !== null || Number(p.end_at) > now) return;
      const orders = await trx
        .selectFrom('ieo_order')
        .selectAll()
        .where('project_id', '=', p.id)
        .where('state', '=', 'committed')
        .orderBy('id')
        .execute();
      const terms = { asked: p.asked, supply: p.supply, price: p.price };
      const entries: EntryInput[] = [];
      for (const o of orders) {
        const a = allocationOf(o, terms);
        entries.push(allocateEntry(o, a));
        const first = releasesOf(a.allocated, { ...p, end_at: Number(p.end_at) })[0]?.at ?? null;
        const none = new Decimal(a.allocated).isZero();
        await trx
          .updateTable('ieo_order')
          .set({
            ...a,
            state: none ? 'released' : 'allocated',
            parts_done: none ? p.release_parts : 0,
            next_release_at: none ? null : first,
            allocated_at: now,
          })
          .where('id', '=', o.id)
          .execute();
      }
      if (entries.length) await post(trx, entries);
      await trx
        .updateTable('ieo_project')
        .set({ ratio: ratioOf(p.asked, p.supply), allocated_at: now })
        .where('id', '=', p.id)
        .execute();
    });
  }

  /** Frees the parts due of up to CHUNK orders; true when there may be more. */
  async function release(now: number): Promise<boolean> {
    return ledger.write(async (trx) => {
      let q = trx
        .selectFrom('ieo_order')
        .selectAll()
        .where('state', '=', 'allocated')
        .where('next_release_at', '<=', now)
        .orderBy('next_release_at')
        .limit(CHUNK);
      if (kind === 'postgres') q = q.forUpdate().skipLocked();
      const orders = await q.execute();
      if (orders.length === 0) return false;
      const projects = new Map(
        (
          await trx
            .selectFrom('ieo_project')
            .selectAll()
            .where('id', 'in', [...new Set(orders.map((o) => o.project_id))])
            .execute()
        ).map((p) => [p.id, p]),
      );
      const entries: EntryInput[] = [];
      for (const o of orders) {
        const p = projects.get(o.project_id) as ProjectRow;
        const due = dueParts(o, p, now);
        if (!new Decimal(due.amount).isZero()) entries.push(releaseEntry(o, due.amount, due.done));
        await trx
          .updateTable('ieo_order')
          .set({
            parts_done: due.done,
            released: new Decimal(o.released).plus(due.amount).toFixed(),
            next_release_at: due.next,
            state: due.all ? 'released' : 'allocated',
          })
          .where('id', '=', o.id)
          .execute();
      }
      if (entries.length) await post(trx, entries);
      return orders.length === CHUNK;
    });
  }

  return {
    kind: 'sweep',
    name: 'ieo.settle',
    every: 5_000,
    async run(now) {
      const ended = await db
        .selectFrom('ieo_project')
        .select('id')
        .where('ratio', 'is', null)
        .where('end_at', '<=', now)
        .execute();
      for (const { id } of ended) await allocate(id);
      while (await release(clock.now()));
    },
  };
}
