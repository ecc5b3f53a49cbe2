// The money desk: group commit for the money POSTs (issue 34). A request hands over its one ledger
// entry, its Idempotency-Key and, where it keeps rows of its own (an exchange's record), a writer for
// them. Where the entry and rows depend on what the batch's transaction reads (a product's caps,
// an order's state), the request's check reads it and hands it on (`submitChecked`). Whatever
// arrives while a batch is being written goes into the next one, so under load one transaction —
// one commit, one fsync on SQLite — carries many requests; alone, a request waits for no timer.
// Inside a batch: the keys' earlier answers are read in one statement, the checks judged, the new
// entries judged together by the batch ledger in arrival order (a refused one is refused alone, as
// one request at a time would be), and the answers stored under their keys in one statement.
import type { Clock } from '../core/clock';
import { Refusal } from '../core/errors';
import { storeAnswers, storedAnswers } from '../core/idempotency';
import { messages } from '../core/messages';
import type { BatchLedger } from './batch';
import type { EntryInput, Ledger, Trx } from './ledger';

type Keyed = {
  userId: string;
  /** The request's Idempotency-Key, or null. */
  key: string | null;
  /** What identifies the request's body under its key (core/idempotency requestHash). */
  hash: string;
};

/**
 * Requests with a common scope are judged one per batch, so each one's check sees the rows of the
 * ones before it; a request with several scopes waits while any of them is taken, and holds back
 * the later requests of all of them (each scope keeps its arrival order).
 */
type Scope = string | string[];

/** A request whose entry is known before its batch. */
export type MoneyRequest<T> = Keyed & {
  entry: EntryInput;
  /**
   * A condition judged in the batch's transaction before the entry (a limit counted from stored
   * rows): a Refusal refuses the request alone.
   */
  check?: { scope: Scope; run: (trx: Trx) => Promise<Refusal | null> };
  /** The answer once the entry is accepted. */
  answer: (entryId: string) => T;
  /** The request's own rows, written in the batch's transaction after its entry; never refuses. */
  rows?: (trx: Trx, entryId: string) => Promise<void>;
};

/**
 * A request judged on rows read in its batch: the check reads (and on PostgreSQL locks) what the
 * request depends on — a product's row with its caps, an order — and hands it on as a value, from
 * which the entry, the rows and the answer are made. A Refusal the check returns or throws refuses
 * the request alone. A null entry moves no money (an adjustment left for a second approval): the
 * rows are written and the answer given with no entry id.
 */
export type CheckedRequest<T, V> = Keyed & {
  check: { scope: Scope; run: (trx: Trx) => Promise<V | Refusal> };
  entry: (value: V) => EntryInput | null;
  answer: (entryId: string | null, value: V) => T;
  rows?: (trx: Trx, entryId: string | null, value: V) => Promise<void>;
};

/** A bare entry through the desk (no key, no rows of its own), answered with its id. */
export const entryOnly = (entry: EntryInput): MoneyRequest<string> => ({
  userId: '',
  key: null,
  hash: '',
  entry,
  answer: (id) => id,
});

/** What the queue holds: a request of either kind, as a checked one (an unchecked one's value is null). */
type Job = Omit<CheckedRequest<unknown, unknown>, 'check'> & { check?: CheckedRequest<unknown, unknown>['check'] };
type Waiting = { req: Job; resolve: (answer: unknown) => void; reject: (err: Error) => void };
type Outcome = { answer: unknown } | { error: Error };

/** A key another transaction stored between this batch's read and its write (PostgreSQL, several nodes). */
class KeyTaken extends Error {}

const keyOf = (r: Keyed) => `${r.userId}|${r.key}`;

/** The check's value, or its refusal (returned or thrown). */
async function checked(trx: Trx, req: Job): Promise<{ value: unknown } | { error: Refusal }> {
  if (!req.check) return { value: null };
  try {
    const value = await req.check.run(trx);
    return value instanceof Refusal ? { error: value } : { value };
  } catch (err) {
    if (err instanceof Refusal) return { error: err };
    throw err;
  }
}

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

    const values: unknown[] = taken.map(() => null);
    for (let i = 0; i < taken.length; i++) {
      if (outcomes[i] || sameAs.has(i)) continue;
      const c = await checked(trx, (taken[i] as Waiting).req);
      if ('error' in c) outcomes[i] = c;
      else values[i] = c.value;
    }

    const todo = taken.flatMap((_, i) => (outcomes[i] || sameAs.has(i) ? [] : [i]));
    const entries = todo.map((i) => (taken[i] as Waiting).req.entry(values[i]));
    const posted = await batch.postMany(
      trx,
      entries.filter((e) => e !== null),
    );
    const remember: { user: string; key: string; hash: string; answer: unknown }[] = [];
    let next = 0;
    for (let t = 0; t < todo.length; t++) {
      const i = todo[t] as number;
      const { req } = taken[i] as Waiting;
      let entryId: string | null = null;
      if (entries[t]) {
        const p = posted[next++];
        if (!p?.ok) {
          outcomes[i] = { error: p?.error ?? new Error('money desk: no outcome') };
          continue;
        }
        entryId = p.entryId;
      }
      const answer = req.answer(entryId, values[i]);
      await req.rows?.(trx, entryId, values[i]);
      outcomes[i] = { answer };
      if (req.key) remember.push({ user: req.userId, key: req.key, hash: req.hash, answer });
    }
    if (!(await storeAnswers(trx, remember, clock.now()))) throw new KeyTaken();
    for (const [i, first] of sameAs) outcomes[i] = outcomes[first] ?? null;
    return outcomes.map((o) => o ?? { error: new Error('money desk: no outcome') });
  }

  /**
   * The next batch, in arrival order: at most maxBatch, and one request per check scope. A request
   * left waiting holds its scopes for the rest of this batch, so each scope keeps its order.
   */
  function takeBatch(): Waiting[] {
    const taken: Waiting[] = [];
    const rest: Waiting[] = [];
    const held = new Set<string>();
    for (const w of queue) {
      const scopes = [w.req.check?.scope ?? []].flat();
      if (taken.length >= maxBatch || scopes.some((s) => held.has(s))) rest.push(w);
      else taken.push(w);
      for (const s of scopes) held.add(s);
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

  function enqueue(req: Job): Promise<unknown> {
    return new Promise((resolve, reject) => {
      queue.push({ req, resolve, reject });
      kick();
    });
  }

  return {
    /** Resolves with the request's answer once its batch has committed; rejects with its refusal. */
    submit<T>(req: MoneyRequest<T>): Promise<T> {
      const { entry, answer, rows } = req;
      return enqueue({
        ...req,
        entry: () => entry,
        // An unchecked request always has its entry, so its id is there.
        answer: (id) => answer(id as string),
        rows: rows && ((trx, id) => rows(trx, id as string)),
      }) as Promise<T>;
    },

    /** As submit, for a request whose check hands a value to its entry, rows and answer. */
    submitChecked<T, V>(req: CheckedRequest<T, V>): Promise<T> {
      const { entry, answer, rows } = req;
      return enqueue({
        ...req,
        // The value is the one this request's own check returned.
        entry: (value) => entry(value as V),
        answer: (id, value) => answer(id, value as V),
        rows: rows && ((trx, id, value) => rows(trx, id, value as V)),
      }) as Promise<T>;
    },
  };
}

export type MoneyDesk = ReturnType<typeof makeMoneyDesk>;
