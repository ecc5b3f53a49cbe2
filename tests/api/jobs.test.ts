// The job runner (DESIGN §7) on a real database: a period job does each period once, in order,
// even with two nodes trying at once, and catches up the periods missed while no node ran it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../server/core/clock';
import type { OpenedDb } from '../../server/core/db';
import { type Jobs, makeJobs, type Period } from '../../server/core/jobs';
import { DB_TARGETS, makeStorage, openStorageDb } from './harness';

const SECOND = 1000;
/** A job's failures, which the runner logs and goes on: none is expected here. */
const failures: string[] = [];
const log = { error: (_o: object, m: string) => void failures.push(m) };

/**
 * A clock that stands still until the test moves it: with the wall clock, a one-second period could
 * end between two nodes' first runs on a busy machine, and the second node would rightly do it.
 */
class StillClock implements Clock {
  private ms = Date.now();
  now(): number {
    return this.ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

describe.each(DB_TARGETS)('the job runner on %s', (target) => {
  let opened: OpenedDb;
  let drop: () => Promise<void>;
  const clock = new StillClock();

  beforeAll(async () => {
    const storage = await makeStorage(target);
    drop = storage.drop;
    opened = await openStorageDb(storage.env);
  });
  afterAll(async () => {
    await opened?.db.destroy();
    await drop?.();
  });

  /** A node's runner with a daily-fee-like job whose effect is recorded only when its period is claimed. */
  function node(done: number[]): Jobs {
    const jobs = makeJobs({ db: opened.db, clock, log });
    jobs.add({
      kind: 'period',
      name: 'test.fee',
      every: SECOND,
      async run(p: Period) {
        const claimed = await opened.db.transaction().execute((trx) => p.claim(trx));
        if (claimed) done.push(p.index);
      },
    });
    return jobs;
  }

  it('does each ended period once and in order, with two nodes trying the same periods', async () => {
    const done: number[] = [];
    const a = node(done);
    const b = node(done);
    // A job that never ran starts with the period running now.
    const first = Math.floor(clock.now() / SECOND);
    await Promise.all([a.run('test.fee'), b.run('test.fee')]);
    expect(done).toEqual([]);
    clock.advance(5 * SECOND);
    await Promise.all([a.run('test.fee'), b.run('test.fee'), a.run('test.fee')]);
    const due = Math.floor(clock.now() / SECOND) - 1;
    const expected = Array.from({ length: due - first + 1 }, (_, i) => first + i);
    expect([...done].sort((x, y) => x - y)).toEqual(expected);
    expect(new Set(done).size).toBe(done.length);
    expect(failures).toEqual([]);
  });

  it('catches up, in order, the periods missed while no node ran', async () => {
    const done: number[] = [];
    const before = await opened.db
      .selectFrom('job_run')
      .select((eb) => eb.fn.max('period').as('last'))
      .executeTakeFirstOrThrow();
    clock.advance(7 * SECOND);
    const c = node(done);
    await c.run('test.fee');
    const due = Math.floor(clock.now() / SECOND) - 1;
    expect(done).toEqual(Array.from({ length: due - Number(before.last) }, (_, i) => Number(before.last) + 1 + i));
    await c.stop();
  });
});
