// Crypto loans' interest (issue 38): a period job of the job runner, one period an hour. When hour
// n ends, the hour starting (n + 1) is charged on every open loan not charged for it yet, at the
// loan's hourly interest; a loan behind by more hours (none charged while no node ran, or since a
// repayment) is brought to date in the same step. The period is claimed in the transaction that
// charges it (the job runner's exactly-once), and a loan's `accrued_to` moves with its interest,
// so an hour is charged once whether the job, a repayment or a settlement charges it.
import { HOUR, interestAt } from '../../contract/loan-rules';
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import type { Ids } from '../core/ids';
import type { PeriodJob } from '../core/jobs';
import type { Ledger } from '../ledger/ledger';
import { addEvent } from './store';

type Deps = { opened: OpenedDb; ledger: Ledger; ids: Ids; clock: Clock };

export function makeLoanInterest({ opened, ledger, ids, clock }: Deps): PeriodJob {
  const { kind } = opened;
  return {
    kind: 'period',
    name: 'loans.interest',
    every: HOUR,
    async run(period) {
      await ledger.write(async (trx) => {
        if (!(await period.claim(trx))) return;
        const now = clock.now();
        // The hour starting at the period's end is owed: loans charged up to it or less.
        let q = trx
          .selectFrom('loan')
          .selectAll()
          .where('state', '=', 'open')
          .where('accrued_to', '<=', period.index + 1)
          .orderBy('id');
        if (kind === 'postgres') q = q.forUpdate();
        for (const loan of await q.execute()) {
          const due = interestAt(loan, period.end);
          if (due.hours === 0) continue;
          await trx
            .updateTable('loan')
            .set({ interest: due.interest, accrued_to: due.accrued_to, updated_at: now })
            .where('id', '=', loan.id)
            .execute();
          await addEvent(trx, ids, now, {
            loan_id: loan.id,
            kind: 'interest',
            interest: due.charged,
            hours: due.hours,
          });
        }
      });
    },
  };
}
