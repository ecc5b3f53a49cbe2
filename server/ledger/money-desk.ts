// The money desk: group commit for the money POSTs (issue 34). A request hands over its one ledger
// entry, its Idempotency-Key and, where it keeps rows of its own (an exchange's record), a writer for
// them. Whatever arrives while a batch is being written goes into the next one, so under load one
// transaction — one commit, one fsync on SQLite — carries many requests; alone, a request waits for
// no timer. Inside a batch: the keys' earlier answers are read in one statement, the new entries
// judged together by the batch ledger in arrival order (a refused one is refused alone, as one
// request at a time would be), and the answers stored under their keys in one statement.
import type { Clock } from '../core/clock';
import { Refusal } from '../core/errors';
import { storeAnswers, storedAnswers } from '../core/idempotency';
import { messages } from '../core/messages';
import type { BatchLedger } from './batch';
import type { EntryInput, Ledger, Trx } from './ledger';

export type MoneyRequest<T> = {
  userId: string;
  /** The request's Idempotency-Key, or null. */
  key: string | null;
  /** What identifies the request's body under its key (core/idempotency requestHash). */
  hash: string;
  entry: EntryInput;
  /**
   * A condition judged in the batch's transaction before the entry (a limit counted from stored
   * rows): a Refusal refuses the request alone. Requests with the same `scope` are judged one per
   * batch, so each one's check sees the rows of the ones before it.
   */
  check?: { scope: string; run: (trx: Trx) => Promise<Refusal | null> };
  /** The answer once the entry is accepted. */
  answer: (entryId: string) => T;
  /** The request's own rows, written in the batch's transaction after its entry; never refuses. */
  rows?: (trx: Trx, entryId: string) => Promise<void>;
};

/** A bare entry through the desk (no key, no rows of its own), answered with its id. */
export const entryOnly = (entry: EntryInput): MoneyRequest<string> => ({
  userId: '',
  key: null,
  hash: '',
  entry,
  answer: (id) => id,
});

type Waiting = { req: MoneyRequest<unknown>; resolve: (answer: unknown) => void; reject: (err: Error) => void };
type Outcome = { answer: unknown } | { error: Error };

/** A key another transaction stored between this batch's read and its write (PostgreSQL, several nodes). */
class KeyTaken extends Error {}

const keyOf = (r: MoneyRequest<unknown>) => `${r.userId}|${r.key}`;

export function makeMoneyDesk(ledger: Pick<Ledger, 'write'>, batch: BatchLedger, clock: Clock, maxBatch = 1000) {
  const queue: Waiting[] = [];
  let running: Promise<void> | null = null;

  async function judge(trx: Trx, taken: Waiting[]): Promise<Outcome[]> {
    const outcomes: (Outcome | null)[] = taken.map(() => null);
    // A key used twice in one batch: the later use shares the first's outcome (same body) or is refused.
    const firstOf = new Map<string, number>();
    const sameAs = new Map<number, number>();
    taken.forEach(({ req }, i) => {
      if (!req.key) return;
      const first = firstOf.get(keyOf(req));
      if (first === undefined) firstOf.set(keyOf(req), i);
      else if (taken[first]?.req.hash === req.hash) sameAs.set(i, first);
      else outcomes[i] = { error: new Refusal(messages.idempotencyConflict) };
    });
    const stored = await storedAnswers(
      trx,
      [...firstOf.values()].map((i) => ({ user: taken[i]?.req.userId as string, key: taken[i]?.req.key as string })),
    );
    for (const i of firstOf.values()) {
      const req = (taken[i] as Waiting).req;
      const earlier = stored.get(keyOf(req));
      if (!earlier) continue;
      outcomes[i] =
        earlier.request_hash === req.hash
          ? { answer: JSON.parse(earlier.response) }
          : { error: new Refusal(messages.idempotencyConflict) };
    }

    for (let i = 0; i < taken.length; i++) {
      const check = (taken[i] as Waiting).req.check;
      if (!check || outcomes[i] || sameAs.has(i)) continue;
      const refusal = await check.run(trx);
      if (refusal) outcomes[i] = { error: refusal };
    }

    const todo = taken.flatMap((_, i) => (outcomes[i] || sameAs.has(i) ? [] : [i]));
    const posted = await batch.postMany(
      trx,
      todo.map((i) => (taken[i] as Waiting).req.entry),
    );
    const remember: { user: string; key: string; hash: string; answer: unknown }[] = [];
    for (let t = 0; t < todo.length; t++) {
      const i = todo[t] as number;
      const { req } = taken[i] as Waiting;
      const p = posted[t];
      if (!p?.ok) {
        outcomes[i] = { error: p?.error ?? new Error('money desk: no outcome') };
        continue;
      }
      const answer = req.answer(p.entryId);
      await req.rows?.(trx, p.entryId);
      outcomes[i] = { answer };
      if (req.key) remember.push({ user: req.userId, key: req.key, hash: req.hash, answer });
    }
    if (!(await storeAnswers(trx, remember, clock.now()))) throw new KeyTaken();
    for (const [i, first] of sameAs) outcomes[i] = outcomes[first] ?? null;
    return outcomes.map((o) => o ?? { error: new Error('money desk: no outcome') });
  }

  /** The next batch, in arrival order: at most maxBatch, and one request per check scope (the rest wait). */
  function takeBatch(): Waiting[] {
    const taken: Waiting[] = [];
    const rest: Waiting[] = [];
    const scopes = new Set<string>();
    for (const w of queue) {
      const scope = w.req.check?.scope;
      if (taken.length >= maxBatch || (scope !== undefined && scopes.has(scope))) rest.push(w);
      else {
        if (scope !== undefined) scopes.add(scope);
        taken.push(w);
      }
    }
    queue.length = 0;
    for (const w of rest) queue.push(w);
    return taken;
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const taken = takeBatch();
      let outcomes: Outcome[];
      try {
        // A key stored by another node meanwhile: the batch is judged again and that request
        // answered from it. Database work only, so a PostgreSQL deadlock may run it again too.
        for (let attempt = 1; ; attempt++) {
          try {
            outcomes = await ledger.write((trx) => judge(trx, taken), { retry: true });
            break;
          } catch (err) {
            if (!(err instanceof KeyTaken) || attempt >= 3) throw err;
          }
        }
      } catch (err) {
        // The transaction failed as a whole (e.g. the database went away): nothing of it
        // committed, and every request in it is told so.
        for (const w of taken) w.reject(err instanceof Error ? err : new Error(String(err)));
        continue;
      }
      outcomes.forEach((o, i) => {
        const w = taken[i] as Waiting;
        if ('answer' in o) w.resolve(o.answer);
        else w.reject(o.error);
      });
    }
  }

  function kick(): void {
    if (running) return;
    // Started on the next turn so that requests made together share a batch.
    running = new Promise<void>((done) => setImmediate(done)).then(drain).finally(() => {
      running = null;
      if (queue.length > 0) kick();
    });
  }

  return {
    /** Resolves with the request's answer once its batch has committed; rejects with its refusal. */
    submit<T>(req: MoneyRequest<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ req, resolve: resolve as (a: unknown) => void, reject });
        kick();
      });
    },
  };
}

export type MoneyDesk = ReturnType<typeof makeMoneyDesk>;
