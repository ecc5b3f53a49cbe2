// Lock mining's daily interest and maturity (issue 16, ADR 18): a period job of the job runner, in
// 10-minute periods. In the period that holds a product's dividend time, every order running at
// that instant (started before it, not yet matured) is paid one day's interest from the earn fund;
// then every order that matured before the period's end gets its amount back (and any day not paid
// yet). The period is claimed in the transaction that pays it, so each day is paid once, and
// periods missed while no node ran are paid after, in order.
import Decimal from 'decimal.js';
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import type { PeriodJob } from '../core/jobs';
import type { BatchLedger } from '../ledger/batch';
import type { EntryInput, Ledger, Trx } from '../ledger/ledger';
import { interestEntry, releaseEntry } from './money';
import { DAY, interestOf } from './rules';
import type { OrderRow } from './view';

const MINUTE = 60_000;
export const ACCRUAL_PERIOD = 10 * MINUTE;
const CHUNK = 500;

type Deps = { opened: OpenedDb; ledger: Ledger; batch: BatchLedger; clock: Clock };

export function makeAccrual({ opened, ledger, batch, clock }: Deps): PeriodJob {
  const { kind } = opened;

  async function running(trx: Trx, filter: (q: ReturnType<typeof base>) => ReturnType<typeof base>) {
    let q = filter(base(trx));
    if (kind === 'postgres') q = q.forUpdate();
    return q.execute();
  }
  function base(trx: Trx) {
    return trx.selectFrom('earn_order').selectAll().where('state', '=', 'running').orderBy('id');
  }

  async function save(trx: Trx, rows: OrderRow[], now: number) {
    for (const r of rows) {
      await trx
        .updateTable('earn_order')
        .set({
          days_paid: r.days_paid,
          interest_paid: r.interest_paid,
          state: r.state,
          redeem_reason: r.redeem_reason,
          penalty: r.penalty,
          redeemed_at: r.state === 'redeemed' ? now : null,
        })
        .where('id', '=', r.id)
        .execute();
    }
  }

  return {
    kind: 'period',
    name: 'earn.accrue',
    every: ACCRUAL_PERIOD,
    async run(period) {
      await ledger.write(async (trx) => {
        if (!(await period.claim(trx))) return;
        const now = clock.now();
        const dayStart = Math.floor(period.start / DAY) * DAY;
        const first = Math.ceil((period.start - dayStart) / MINUTE);
        const minutes: number[] = [];
        for (let m = first; dayStart + m * MINUTE < period.end && m < 1440; m++) minutes.push(m);
        const entries: EntryInput[] = [];
        const changed = new Map<string, OrderRow>();
        const day = Math.floor(period.start / DAY);
        // A day's interest for each order running at its dividend instant.
        for (let i = 0; i < minutes.length; i += CHUNK) {
          const chunk = minutes.slice(i, i + CHUNK);
          for (const o of await running(trx, (q) => q.where('dividend_minute', 'in', chunk))) {
            const instant = dayStart + o.dividend_minute * MINUTE;
            if (!(Number(o.start_at) < instant && instant <= Number(o.end_at)) || o.days_paid >= o.days) continue;
            const interest = interestOf(o.amount, o.daily_rate);
            entries.push(interestEntry(o.user_id, o.id, o.currency, interest, day));
            changed.set(o.id, {
              ...o,
              days_paid: o.days_paid + 1,
              interest_paid: new Decimal(o.interest_paid).plus(interest).toFixed(),
            });
          }
        }
        // Maturity: the amount back, with any day still owed.
        const locked = new Map<number, Decimal>();
        for (const o of await running(trx, (q) => q.where('end_at', '<', period.end))) {
          const r = changed.get(o.id) ?? o;
          const owed = r.days - r.days_paid;
          const interest = new Decimal(interestOf(r.amount, r.daily_rate)).times(owed);
          if (owed > 0) entries.push(interestEntry(r.user_id, r.id, r.currency, interest.toFixed(), day));
          entries.push(releaseEntry(r.user_id, r.id, r.currency, r.amount));
          changed.set(r.id, {
            ...r,
            days_paid: r.days,
            interest_paid: new Decimal(r.interest_paid).plus(interest).toFixed(),
            state: 'redeemed',
            redeem_reason: 'maturity',
            penalty: '0',
          });
          locked.set(r.product_id, (locked.get(r.product_id) ?? new Decimal(0)).plus(r.amount));
        }
        if (entries.length === 0) return;
        for (const outcome of await batch.postMany(trx, entries)) if (!outcome.ok) throw outcome.error;
        await save(trx, [...changed.values()], now);
        for (const [productId, amount] of locked) {
          let q = trx.selectFrom('earn_product').select('locked').where('id', '=', productId);
          if (kind === 'postgres') q = q.forUpdate();
          const p = await q.executeTakeFirstOrThrow();
          await trx
            .updateTable('earn_product')
            .set({ locked: Decimal.max(0, new Decimal(p.locked).minus(amount)).toFixed() })
            .where('id', '=', productId)
            .execute();
        }
      });
    },
  };
}
