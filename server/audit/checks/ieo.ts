// The IEO launchpad (issue 16): each allocated project's totals are its orders' sums and its ratio
// follows from them; each order's allocation, cost and refund follow from the project's totals by
// contract/ieo-rules.ts; the ledger gave the refund, the tokens and the issuer's payment once; and
// the tokens released so far are the schedule's first parts, each part freed once.
import Decimal from 'decimal.js';
import { allocationOf, ratioOf, releasesOf } from '../../../contract/ieo-rules';
import { ISSUER } from '../../ieo/money';
import type { ProjectRow } from '../../ieo/view';
import { type Checker, makeExpected } from '../checker';
import { same } from '../report';
import { amountTo, PAGE, pages } from '../source';

const KIND = 'ieo';

type Allocated = {
  holder: string;
  pay: string;
  token: string;
  allocated: string;
  cost: string;
  /** Tokens free after each part of the schedule (cumulative), and the parts the order says are done. */
  freeAfter: string[];
  partsDone: number;
  released: string;
  /** The release entries heard: the part each brought the order to, and what it freed. */
  releases: { part: number; amount: string; entry: string }[];
};

export function ieoChecker(): Checker {
  const orders = new Map<string, Allocated>();
  const refunded = makeExpected(KIND);
  return {
    entryKinds: ['ieo_allocate', 'ieo_release'],
    async rows(ctx) {
      const { db, findings } = ctx;
      const projects = new Map<number, ProjectRow>();
      for await (const page of pages((after) => {
        let q = db.selectFrom('ieo_project').selectAll();
        if (after !== null) q = q.where('id', '>', Number(after));
        return q.orderBy('id').limit(PAGE).execute();
      }))
        for (const p of page) projects.set(p.id, p);
      /** Per project, its orders' sums. */
      const sums = new Map<number, { asked: Decimal; committed: Decimal; allocated: Decimal }>();
      const sumOf = (id: number) => {
        const sum = sums.get(id) ?? { asked: new Decimal(0), committed: new Decimal(0), allocated: new Decimal(0) };
        sums.set(id, sum);
        return sum;
      };
      for await (const page of pages((after) => {
        let q = db.selectFrom('ieo_order').selectAll();
        if (after !== null) q = q.where('id', '>', String(after));
        return q.orderBy('id').limit(PAGE).execute();
      })) {
        for (const o of page) {
          const p = projects.get(o.project_id);
          const sum = sumOf(o.project_id);
          sum.asked = sum.asked.plus(o.amount);
          sum.committed = sum.committed.plus(o.committed);
          if (!p) {
            findings.differ(KIND, o.id, 'project', o.project_id, 'missing');
            continue;
          }
          if (o.state === 'committed') {
            if (p.ratio !== null) findings.differ(KIND, o.id, 'allocated with its project', 'allocated', o.state);
            continue;
          }
          findings.count(KIND);
          if (p.ratio === null) findings.differ(KIND, o.id, 'allocated before its project', 'committed', o.state);
          const a = allocationOf(o, { asked: p.asked, supply: p.supply, price: p.price });
          for (const field of ['allocated', 'cost', 'refund'] as const)
            if (!same(a[field], o[field])) findings.differ(KIND, o.id, field, a[field], o[field]);
          sum.allocated = sum.allocated.plus(a.allocated);
          const freeAfter: string[] = [];
          let free = new Decimal(0);
          for (const part of releasesOf(a.allocated, { ...p, end_at: Number(p.end_at) })) {
            free = free.plus(part.amount);
            freeAfter.push(free.toFixed());
          }
          const due = freeAfter[o.parts_done - 1] ?? '0';
          if (!same(due, o.released)) findings.differ(KIND, o.id, 'tokens released', due, o.released);
          const holder = `user:${o.user_id}`;
          refunded.set(o.id, holder, o.pay_currency, a.refund);
          orders.set(o.id, {
            holder,
            pay: o.pay_currency,
            token: o.token,
            allocated: a.allocated,
            cost: a.cost,
            freeAfter,
            partsDone: o.parts_done,
            released: o.released,
            releases: [],
          });
        }
      }
      // Each allocated project: its totals are its orders', its ratio theirs, its supply not exceeded.
      for (const [id, p] of projects) {
        if (p.ratio === null) continue;
        const sum = sumOf(id);
        const key = `project ${id}`;
        if (!sum.asked.eq(p.asked)) findings.differ(KIND, key, 'tokens asked', sum.asked.toFixed(), p.asked);
        if (!sum.committed.eq(p.committed))
          findings.differ(KIND, key, 'payments committed', sum.committed.toFixed(), p.committed);
        const ratio = ratioOf(p.asked, p.supply);
        if (!same(ratio, p.ratio)) findings.differ(KIND, key, 'ratio', ratio, p.ratio);
        if (sum.allocated.gt(p.supply)) findings.differ(KIND, key, 'tokens allocated', `≤ ${p.supply}`, sum.allocated);
      }
    },
    entry(e, ctx) {
      const id = String(e.memo.order);
      const o = orders.get(id);
      if (e.kind === 'ieo_allocate') {
        refunded.heard(id, e.id, (holder, currency) => amountTo(e.postings, holder, currency), ctx);
        if (!o) return;
        const tokens = amountTo(e.postings, o.holder, o.token, 'frozen');
        if (!same(tokens, o.allocated)) ctx.findings.differ(KIND, id, `tokens in ${e.id}`, o.allocated, tokens);
        const cost = amountTo(e.postings, ISSUER, o.pay);
        if (!same(cost, o.cost)) ctx.findings.differ(KIND, id, `cost in ${e.id}`, o.cost, cost);
        return;
      }
      if (!o) return ctx.findings.differ(KIND, e.id, 'ledger entry for no allocated order', id, 'released');
      o.releases.push({ part: Number(e.memo.part), amount: amountTo(e.postings, o.holder, o.token), entry: e.id });
    },
    finish(ctx) {
      refunded.finish(ctx);
      for (const [id, o] of orders) {
        // In part order, each release brings the tokens freed to the schedule's total after that part.
        let free = new Decimal(0);
        let last = 0;
        for (const r of o.releases.sort((a, b) => a.part - b.part)) {
          if (r.part <= last)
            ctx.findings.differ(KIND, id, `release part ${r.part}`, 'freed once', `again in ${r.entry}`);
          free = free.plus(r.amount);
          const due = o.freeAfter[r.part - 1] ?? 'no such part';
          if (!same(free.toFixed(), due))
            ctx.findings.differ(KIND, id, `tokens free after part ${r.part} (${r.entry})`, due, free.toFixed());
          last = Math.max(last, r.part);
        }
        if (!free.eq(o.released))
          ctx.findings.differ(KIND, id, 'tokens released in the ledger', o.released, free.toFixed());
        if (last !== 0 && last !== o.partsDone)
          ctx.findings.differ(KIND, id, 'parts released in the ledger', o.partsDone, last);
      }
    },
  };
}
