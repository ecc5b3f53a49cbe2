// Contracts' overnight fee (issue 14): each charge was for a night (00:00 UTC) the position was
// open across, at most once per position and night, and at most the day's fee by
// contract/lever-rules.ts — notional at the opening price × the overnight rate (less only when the
// account and the margin could not pay it all); a position's overnight fees paid are its charges'
// sum.
import Decimal from 'decimal.js';
import { feeOf, notionalOf } from '../../../contract/lever-rules';
import { FEES, LEVER_CURRENCY } from '../../lever/money';
import type { Checker } from '../checker';
import { amountTo, PAGE, pages } from '../source';

const KIND = 'overnight fee';
const DAY = 86_400_000;

type Held = { fee: string; openedAt: number; closedAt: number | null; paid: string; nights: Set<number>; sum: Decimal };

export function overnightChecker(): Checker {
  /** The positions that paid overnight fees. */
  const held = new Map<string, Held>();
  return {
    entryKinds: ['lever_overnight'],
    async rows(ctx) {
      const { db } = ctx;
      for await (const page of pages((after) => {
        let q = db
          .selectFrom('lever_position')
          .select([
            'id',
            'share',
            'lot_size',
            'open_price',
            'overnight_rate',
            'overnight_paid',
            'open_time',
            'closed_at',
          ]);
        if (after !== null) q = q.where('id', '>', String(after));
        return q.orderBy('id').limit(PAGE).execute();
      }))
        for (const r of page) {
          if (new Decimal(r.overnight_paid).isZero()) continue;
          held.set(r.id, {
            fee: feeOf(notionalOf(r.share, r.lot_size, r.open_price ?? '0'), r.overnight_rate),
            openedAt: r.open_time === null ? Number.POSITIVE_INFINITY : Number(r.open_time),
            closedAt: r.closed_at === null ? null : Number(r.closed_at),
            paid: r.overnight_paid,
            nights: new Set(),
            sum: new Decimal(0),
          });
        }
    },
    entry(e, ctx) {
      ctx.findings.count(KIND);
      const id = String(e.memo.position);
      const p = held.get(id);
      if (!p) return ctx.findings.differ(KIND, id, `charged in ${e.id}`, 'no overnight fee paid', 'charged');
      const night = Number(e.memo.day);
      const at = night * DAY;
      const charged = amountTo(e.postings, FEES, LEVER_CURRENCY);
      if (p.nights.has(night))
        ctx.findings.differ(KIND, id, `night ${night}'s fee`, 'charged once', `again in ${e.id}`);
      p.nights.add(night);
      if (!(p.openedAt < at && (p.closedAt === null || p.closedAt > at)))
        ctx.findings.differ(KIND, id, `charged in ${e.id}`, `open across night ${night}`, 'not open then');
      if (new Decimal(charged).gt(p.fee) || new Decimal(charged).lte(0))
        ctx.findings.differ(KIND, id, `fee in ${e.id}`, `> 0 and ≤ ${p.fee}`, charged);
      p.sum = p.sum.plus(charged);
    },
    finish(ctx) {
      for (const [id, p] of held)
        if (!p.sum.eq(p.paid)) ctx.findings.differ(KIND, id, 'overnight fees paid', p.sum.toFixed(), p.paid);
    },
  };
}
