// The 'files.sweep' job (issue 19 §3): once an hour, uploads that no call took within a day of
// being uploaded are deleted, files and rows, so an account cannot fill the disk with images it
// never uses. Its period's claim is in the transaction of the deletions (core/jobs.ts).
import type { Db } from '../core/db';
import type { PeriodJob } from '../core/jobs';
import { DAY, HOUR } from '../core/rateLimit';
import type { Files } from './service';

export const filesSweep = (db: Db, files: Files): PeriodJob => ({
  kind: 'period',
  name: 'files.sweep',
  every: HOUR,
  async run(period) {
    await db.transaction().execute(async (trx) => {
      if (!(await period.claim(trx))) return;
      while ((await files.deleteUnused(trx, period.end - DAY)) > 0) {}
    });
  },
});
