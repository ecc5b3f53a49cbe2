// Crypto loans (issue 38): each liquidation and expiry cites a tick in the tick log at the price
// it stored; a liquidation's LTV had reached the line at that price, an expiry came after the due
// time and its grace; the coins sold, fee and collateral returned follow by contract/loan-rules.ts
// from the debt and collateral it settled; the ledger returned that collateral once. Each loan's
// interest was charged for every hour since borrowing exactly once.
import { debtOf, hourOf, reaches, settlement } from '../../../contract/loan-rules';
import { collateralSymbol, GRACE_MS } from '../../loans/view';
import { instrumentBySymbol } from '../../market/instruments';
import { type Checker, checkTick, makeExpected } from '../checker';
import { same } from '../report';
import { amountTo, PAGE, pages, ticksById } from '../source';

const KIND = 'loan';
const neg = (v: string) => (v.startsWith('-') ? v.slice(1) : v === '0' ? '0' : `-${v}`);

export function loansChecker(): Checker {
  const returned = makeExpected(KIND);
  return {
    entryKinds: ['loan_liquidation', 'loan_expiry'],
    async rows(ctx) {
      const { db, findings } = ctx;
      for await (const loans of pages((after) => {
        let q = db.selectFrom('loan').selectAll();
        if (after !== null) q = q.where('id', '>', String(after));
        return q.orderBy('id').limit(PAGE).execute();
      })) {
        const events = await db
          .selectFrom('loan_event')
          .selectAll()
          .where('loan_id', '>=', loans[0]?.id ?? '')
          .where('loan_id', '<=', loans.at(-1)?.id ?? '')
          .execute();
        const ticks = await ticksById(
          db,
          events.map((e) => (e.kind === 'liquidation' || e.kind === 'expiry' ? e.tick_id : null)),
        );
        const byLoan = new Map<string, typeof events>();
        for (const e of events) byLoan.set(e.loan_id, [...(byLoan.get(e.loan_id) ?? []), e]);
        for (const loan of loans) {
          const mine = byLoan.get(loan.id) ?? [];
          // The first hour at borrowing, then every hour's charge once.
          const hours = 1 + mine.reduce((s, e) => s + (e.kind === 'interest' ? Number(e.hours ?? 0) : 0), 0);
          const owed = Number(loan.accrued_to) - hourOf(Number(loan.created_at));
          if (hours !== owed) findings.differ(KIND, loan.id, 'hours of interest charged', owed, hours);
          for (const e of mine) {
            if (e.kind !== 'liquidation' && e.kind !== 'expiry') continue;
            findings.count(KIND);
            const instrumentId = instrumentBySymbol(collateralSymbol(loan.collateral_currency))?.id ?? -1;
            const tick = ticks.get(Number(e.tick_id));
            if (
              !checkTick(
                ctx,
                KIND,
                loan.id,
                `${e.kind} tick`,
                { tickId: e.tick_id, instrumentId, price: e.price },
                tick,
              )
            )
              continue;
            const before = { principal: neg(e.principal), interest: neg(e.interest), collateral: neg(e.collateral) };
            const debt = debtOf(before.principal, before.interest);
            if (e.kind === 'liquidation' && !reaches(debt, before.collateral, tick.price, loan.liquidation_ltv))
              findings.differ(KIND, loan.id, 'liquidation LTV', `≥ ${loan.liquidation_ltv}`, `below at ${tick.price}`);
            if (e.kind === 'expiry' && loan.due_at !== null && tick.time < Number(loan.due_at) + GRACE_MS)
              findings.differ(KIND, loan.id, 'expiry tick', 'after the due time and grace', `tick ${tick.id}`);
            const s = settlement(before, loan.liquidation_fee, tick.price);
            for (const field of ['sold', 'fee', 'returned'] as const)
              if (!same(s[field], e[field])) findings.differ(KIND, loan.id, field, s[field], e[field]);
            returned.set(loan.id, `user:${loan.user_id}`, loan.collateral_currency, s.returned);
          }
        }
      }
    },
    entry(e, ctx) {
      returned.heard(String(e.memo.loan), e.id, (holder, currency) => amountTo(e.postings, holder, currency), ctx);
    },
    finish: (ctx) => returned.finish(ctx),
  };
}
