// The one job runner (DESIGN §7): named, periodic work on the injectable clock — settlements,
// accruals, fees — run on the node that holds the market feed lease (the tick stream's node).
//
// Two kinds. A *period* job does something once per period (a daily fee, an accrual): period n
// covers [start, end) and is due once it has ended; its run writes a job_run row keyed by
// (job, n) in the transaction of its effects (`claim`), so a period is done exactly once even if
// two nodes try, and on start every period missed while no node ran it is done, in order. A
// *sweep* job looks for work that has become due (an option past its expiry whose settlement
// tick is recorded) every `every` ms, or at once when kicked; its exactly-once is the state
// change of the rows it handles, in the transaction of their effects.

import type { Clock } from './clock';
import type { Db } from './db';

type Log = { error: (o: object, m: string) => void };
type Trx = Pick<Db, 'insertInto'>;

export type Period = {
  index: number;
  start: number;
  end: number;
  /** Records the period as done inside `trx`: false when it already was (then change nothing). */
  claim(trx: Trx): Promise<boolean>;
};

export type PeriodJob = {
  kind: 'period';
  name: string;
  /** The period's length and where periods start (ms after the epoch's), e.g. a day at 00:05 UTC. */
  every: number;
  offset?: number;
  run(period: Period): Promise<void>;
};

export type SweepJob = { kind: 'sweep'; name: string; every: number; run(now: number): Promise<void> };

export type Job = PeriodJob | SweepJob;

/** How often due periods are looked for. */
const CHECK_MS = 1000;

/**
 * Claims (job, index) in `trx`: false when it was claimed already (then change nothing). Period
 * jobs get it as `period.claim`; a job done once, not per period, may claim an index of its own.
 */
export function claimOf(job: string, index: number, clock: Clock) {
  return async (trx: Trx) => {
    const row = await trx
      .insertInto('job_run')
      .values({ job, period: index, ran_at: clock.now() })
      .onConflict((oc) => oc.columns(['job', 'period']).doNothing())
      .returning('period')
      .executeTakeFirst();
    return row !== undefined;
  };
}

/** The period that contains `t`. */
export const periodIndex = (t: number, every: number, offset = 0) => Math.floor((t - offset) / every);

export function makeJobs({ db, clock, log }: { db: Db; clock: Clock; log: Log }) {
  const jobs = new Map<string, Job>();
  /** Per job: the run in progress (runs of one job never overlap) and whether another was asked for. */
  const busy = new Map<string, Promise<void>>();
  const again = new Set<string>();
  /** Per period job: the last period known done. */
  const done = new Map<string, number>();
  const timers: NodeJS.Timeout[] = [];
  /** Set while stopping: a catch-up ends after the period it is doing (the next owner goes on). */
  let stopping = false;

  const claimer = (job: string, index: number) => claimOf(job, index, clock);

  async function lastDone(job: PeriodJob): Promise<number> {
    const row = await db
      .selectFrom('job_run')
      .select((eb) => eb.fn.max('period').as('last'))
      .where('job', '=', job.name)
      .executeTakeFirst();
    if (row?.last != null) return Number(row.last);
    // A job that never ran owes nothing before the period running now: that is written down, so
    // the periods after it are caught up after a restart even if none was done yet.
    const baseline = periodIndex(clock.now(), job.every, job.offset) - 1;
    await claimer(job.name, baseline)(db);
    return baseline;
  }

  /** Every period of `job` that has ended and is not done yet, oldest first. */
  async function catchUp(job: PeriodJob): Promise<void> {
    let last = done.get(job.name) ?? (await lastDone(job));
    const due = periodIndex(clock.now(), job.every, job.offset) - 1;
    while (last < due && !stopping) {
      const index = last + 1;
      const start = index * job.every + (job.offset ?? 0);
      await job.run({ index, start, end: start + job.every, claim: claimer(job.name, index) });
      last = index;
      done.set(job.name, last);
    }
  }

  /** Runs `job` now, or once more after the run in progress. */
  function trigger(job: Job): Promise<void> {
    const running = busy.get(job.name);
    if (running) {
      again.add(job.name);
      return running;
    }
    const run = (async () => {
      do {
        again.delete(job.name);
        try {
          if (job.kind === 'sweep') await job.run(clock.now());
          else await catchUp(job);
        } catch (err) {
          log.error({ err, job: job.name }, 'job failed');
        }
      } while (again.has(job.name));
    })().finally(() => busy.delete(job.name));
    busy.set(job.name, run);
    return run;
  }

  return {
    add(job: Job) {
      jobs.set(job.name, job);
    },

    /** Starts running the jobs here (this node holds the lease): first what was missed. */
    start() {
      if (timers.length) return;
      stopping = false;
      for (const job of jobs.values()) {
        void trigger(job);
        const timer = setInterval(() => void trigger(job), job.kind === 'sweep' ? job.every : CHECK_MS);
        timer.unref();
        timers.push(timer);
      }
    },

    /** Stops starting runs (the lease moved on); a run in progress finishes. */
    async stop() {
      stopping = true;
      for (const t of timers.splice(0)) clearInterval(t);
      done.clear();
      await Promise.all(busy.values());
    },

    /** Runs the named job now (a sweep when new work arrives; tests); resolves when it has run. */
    run(name: string): Promise<void> {
      const job = jobs.get(name);
      return job ? trigger(job) : Promise.resolve();
    },
  };
}

export type Jobs = ReturnType<typeof makeJobs>;
