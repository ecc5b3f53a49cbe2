// The proof of liabilities' jobs on the job runner (issue 41, ADR 14 and 27), on the node that
// holds the market feed like every job.
// 'proof.daily' (a period job, days from 00:00 UTC): once a day has ended, a publication of the
// balances as they are then, claimed in its transaction so that a day is published once however
// many nodes try or restarts happen. A day's balances can only be read on that day: after
// downtime the days missed are claimed without a publication and only the latest is published.
// 'proof.start' (demo deployments): at start-up, when no publication exists yet, one is made at
// once (claimed once for good), so the first users need not wait for the end of the day.
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { claimOf, type PeriodJob, type SweepJob } from '../core/jobs';
import type { Ledger } from '../ledger/ledger';
import type { Publisher } from './publish';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Deps = { db: Db; ledger: Ledger; clock: Clock; publisher: Publisher };

export function makeProofJobs({ db, ledger, clock, publisher }: Deps): { daily: PeriodJob; start: SweepJob } {
  let started = false;
  return {
    daily: {
      kind: 'period',
      name: 'proof.daily',
      every: DAY,
      async run(period) {
        if (period.end + DAY <= clock.now()) {
          await ledger.write((trx) => period.claim(trx));
          return;
        }
        await publisher.publish('daily', { period: period.index, claim: period.claim });
      },
    },
    start: {
      kind: 'sweep',
      name: 'proof.start',
      // Looked at once at start (the runner runs every job then); the hourly look costs one query.
      every: HOUR,
      async run() {
        if (started) return;
        const any = await db.selectFrom('proof_publication').select('id').limit(1).executeTakeFirst();
        if (!any) await publisher.publish('start', { claim: claimOf('proof.start', 0, clock) });
        started = true;
      },
    },
  };
}
