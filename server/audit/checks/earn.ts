// Lock mining (issue 16): each order's interest paid is its days paid × the day's interest by
// server/earn/rules.ts; the ledger paid that day's interest once for each dividend day it ran
// (the days the job missed, if any, together at maturity); a matured order was paid every day and
// got its amount back once; an early redemption kept the rule's penalty and returned the rest once.
import Decimal from 'decimal.js';
import { EARN_FUND } from '../../earn/money';
import { DAY, interestOf, nextDividend, penaltyOf } from '../../earn/rules';
import { type Checker, makeExpected } from '../checker';
import { same } from '../report';
import { amountTo, PAGE, pages } from '../source';

const KIND = 'earn';

type Paid = {
  holder: string;
  currency: string;
  dayInterest: string;
  /** The days whose interest is due: daysPaid days from firstDay on (one dividend instant a day). */
  firstDay: number;
  daysPaid: number;
  /** The day of its maturity (when the days missed are paid together); null unless it matured. */
  maturityDay: number | null;
  heard: Set<number>;
  caughtUp: number;
};

export function earnChecker(): Checker {
  const orders = new Map<string, Paid>();
  const penalties = new Map<string, { penalty: string; currency: string }>();
  const released = makeExpected(KIND);
  const redeemed = makeExpected(KIND);
  return {
    entryKinds: ['earn_interest', 'earn_release', 'earn_redeem'],
    async rows(ctx) {
      const { db, findings } = ctx;
      for await (const page of pages((after) => {
        let q = db.selectFrom('earn_order').selectAll();
        if (after !== null) q = q.where('id', '>', String(after));
        return q.orderBy('id').limit(PAGE).execute();
      })) {
        for (const o of page) {
          const holder = `user:${o.user_id}`;
          const dayInterest = interestOf(o.amount, o.daily_rate);
          const owed = new Decimal(dayInterest).times(o.days_paid).toFixed();
          if (o.days_paid > 0 || o.state === 'redeemed') findings.count(KIND);
          if (!same(owed, o.interest_paid)) findings.differ(KIND, o.id, 'interest paid', owed, o.interest_paid);
          if (o.days_paid < 0 || o.days_paid > o.days)
            findings.differ(KIND, o.id, 'days paid', `0 to ${o.days}`, o.days_paid);
          const matured = o.state === 'redeemed' && o.redeem_reason === 'maturity';
          if (matured) {
            if (o.days_paid !== o.days) findings.differ(KIND, o.id, 'days paid at maturity', o.days, o.days_paid);
            released.set(o.id, holder, o.currency, o.amount);
          }
          if (o.state === 'redeemed' && o.redeem_reason === 'early') {
            const penalty = penaltyOf(o.amount, o.penalty_rate, o.days - o.days_paid);
            if (!same(penalty, o.penalty)) findings.differ(KIND, o.id, 'penalty', penalty, o.penalty);
            penalties.set(o.id, { penalty, currency: o.currency });
            redeemed.set(o.id, holder, o.currency, new Decimal(o.amount).minus(penalty).toFixed());
          }
          orders.set(o.id, {
            holder,
            currency: o.currency,
            dayInterest,
            firstDay: Math.floor(nextDividend(Number(o.start_at), o.dividend_minute) / DAY),
            daysPaid: o.days_paid,
            maturityDay: matured ? Math.floor(Number(o.end_at) / DAY) : null,
            heard: new Set(),
            caughtUp: 0,
          });
        }
      }
    },
    entry(e, ctx) {
      const id = String(e.memo.order);
      const found = (holder: string, currency: string) => amountTo(e.postings, holder, currency);
      if (e.kind === 'earn_release') return released.heard(id, e.id, found, ctx);
      if (e.kind === 'earn_redeem') {
        redeemed.heard(id, e.id, found, ctx);
        const due = penalties.get(id);
        const kept = due ? amountTo(e.postings, EARN_FUND, due.currency) : null;
        if (due && !same(kept, due.penalty))
          ctx.findings.differ(KIND, id, `penalty kept in ${e.id}`, due.penalty, kept);
        return;
      }
      const o = orders.get(id);
      if (!o) return ctx.findings.differ(KIND, e.id, 'ledger entry for no order', id, 'paid');
      const day = Number(e.memo.day);
      const amount = amountTo(e.postings, o.holder, o.currency);
      const days = new Decimal(o.dayInterest).isZero() ? null : new Decimal(amount).div(o.dayInterest);
      const due = day >= o.firstDay && day < o.firstDay + o.daysPaid;
      if (due && !o.heard.has(day) && same(amount, o.dayInterest)) o.heard.add(day);
      // The days the job could not pay, paid with the amount at maturity (server/earn/accrual.ts).
      else if (day === o.maturityDay && days?.isInteger() && days.gt(0)) o.caughtUp += days.toNumber();
      else if (o.heard.has(day))
        ctx.findings.differ(KIND, id, `day ${day}'s interest`, 'paid once', `again in ${e.id}`);
      else
        ctx.findings.differ(
          KIND,
          id,
          `interest in ${e.id} for day ${day}`,
          due ? o.dayInterest : 'none (not a day it ran)',
          amount,
        );
    },
    finish(ctx) {
      released.finish(ctx);
      redeemed.finish(ctx);
      for (const [id, o] of orders) {
        const paid = o.heard.size + o.caughtUp;
        if (paid !== o.daysPaid && !new Decimal(o.dayInterest).isZero())
          ctx.findings.differ(KIND, id, 'days of interest in the ledger', o.daysPaid, paid);
      }
    },
  };
}
