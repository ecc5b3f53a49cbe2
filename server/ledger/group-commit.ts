// Group commit over the batch writer (./batch): one commit, and on SQLite one fsync, for many
// concurrent requests.
import type { BatchLedger } from './batch';
import type { EntryInput, Ledger } from './ledger';

/**
 * Group commit: callers submit one entry each and get its id once it is committed (or its
 * refusal). Whatever arrives while a batch is being written goes into the next one, so under load
 * one commit carries many entries and with a single caller an entry waits for no timer.
 */
export function makeGroupCommit(ledger: Pick<Ledger, 'write'>, batch: BatchLedger, opts: { maxBatch?: number } = {}) {
  const maxBatch = opts.maxBatch ?? 2000;
  type Waiting = { entry: EntryInput; resolve: (id: string) => void; reject: (err: Error) => void };
  const queue: Waiting[] = [];
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const taken = queue.splice(0, maxBatch);
      try {
        const outcomes = await ledger.write((trx) =>
          batch.postMany(
            trx,
            taken.map((w) => w.entry),
          ),
        );
        outcomes.forEach((o, i) => {
          const w = taken[i] as Waiting;
          if (o.ok) w.resolve(o.entryId);
          else w.reject(o.error);
        });
      } catch (err) {
        // The transaction failed as a whole (e.g. the database went away): nothing of it
        // committed, and every caller in it is told so.
        for (const w of taken) w.reject(err instanceof Error ? err : new Error(String(err)));
      }
    }
  }

  function kick(): void {
    if (running) return;
    // Started on the next turn so that submissions made together share a batch. A submission
    // that arrives after drain() saw an empty queue but before `running` is cleared is picked
    // up by the check in finally.
    running = new Promise<void>((done) => setImmediate(done)).then(drain).finally(() => {
      running = null;
      if (queue.length > 0) kick();
    });
  }

  return {
    /** Resolves with the entry's id once its batch has committed; rejects as ledger.post would throw. */
    submit(entry: EntryInput): Promise<string> {
      return new Promise<string>((resolve, reject) => {
        queue.push({ entry, resolve, reject });
        kick();
      });
    },
    /** Waits until everything submitted so far is committed or refused. */
    async flush(): Promise<void> {
      while (running) await running;
    },
  };
}

export type GroupCommit = ReturnType<typeof makeGroupCommit>;
