// Many entries in one write transaction (group commit). ledger.post costs several queries per
// entry and one commit per request; here each touched balance is read once
// per batch, every entry is checked in memory with the same pure rule (applyPostings) in the
// order given, and the entries, postings and changed balances are written with multi-row
// statements. A refused entry is refused alone; the others commit. The journal is the one
// posting the same entries one by one, in the same order, would write.
import { CompiledQuery } from 'kysely';
import type { Clock } from '../core/clock';
import type { DbKind } from '../core/db';
import { Refusal } from '../core/errors';
import type { Ids } from '../core/ids';
import type { EntryInput, Ledger, Trx } from './ledger';
import { ledgerMessages } from './messages';
import { applyPostings, type Balance, type BalanceKey, balanceKey, isBalanced } from './rules';

export type BatchOutcome = { ok: true; entryId: string } | { ok: false; error: Error };

type Column = readonly [name: string, type: 'text' | 'integer' | 'bigint'];
const ENTRY_COLUMNS: Column[] = [
  ['id', 'text'],
  ['kind', 'text'],
  ['actor', 'text'],
  ['request_id', 'text'],
  ['memo', 'text'],
  ['created_at', 'bigint'],
];
const POSTING_COLUMNS: Column[] = [
  ['entry_id', 'text'],
  ['seq', 'integer'],
  ['holder', 'text'],
  ['account', 'integer'],
  ['currency', 'text'],
  ['field', 'text'],
  ['amount', 'text'],
  ['created_at', 'bigint'],
];
const BALANCE_COLUMNS: Column[] = [
  ['holder', 'text'],
  ['account', 'integer'],
  ['currency', 'text'],
  ['available', 'text'],
  ['frozen', 'text'],
  ['updated_at', 'bigint'],
];

/**
 * Inserts many rows with one statement whose only parameter is a JSON array of rows (json_each
 * on SQLite, jsonb_to_recordset on PostgreSQL): the statement text stays small and fixed,
 * Kysely builds and compiles no node per value (a visible share of a batch's time in profiles),
 * and there is no bound-parameter limit to chunk around.
 * Amounts stay strings inside the JSON, so nothing passes through a float.
 */
async function bulk(
  trx: Trx,
  kind: DbKind,
  insert: string,
  columns: Column[],
  rows: object[],
  tail = '',
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => name);
  const select =
    kind === 'postgres'
      ? `select ${names.join(', ')} from jsonb_to_recordset($1::jsonb) as x(${columns.map(([n, t]) => `${n} ${t}`).join(', ')})`
      : `select ${names.map((n) => `value ->> '${n}'`).join(', ')} from json_each(?)`;
  await trx.executeQuery(CompiledQuery.raw(`${insert} ${select}${tail}`, [JSON.stringify(rows)]));
}

const splitKey = (key: BalanceKey) => {
  const [holder = '', account = '0', currency = ''] = key.split('|');
  return { holder, account: Number(account), currency };
};

export function makeBatchLedger(kind: DbKind, ids: Ids, clock: Clock) {
  /** Loads the balances `keys` name (sorted), locking them on PostgreSQL; missing ones are zero. */
  async function load(trx: Trx, keys: BalanceKey[], now: number): Promise<Map<BalanceKey, Balance>> {
    const current = new Map<BalanceKey, Balance>();
    if (kind === 'postgres') {
      // Exactly ledger.post's locking, key by key in the same order: rows are created if missing,
      // then locked. Locking in one global order is what keeps a batch and concurrent single
      // posts (from any process) from deadlocking; a multi-row insert first would hold new rows
      // out of that order. Rows created for a refused entry stay as zeros (no money moves).
      for (const key of keys) {
        const k = splitKey(key);
        await trx
          .insertInto('balance')
          .values({ ...k, available: '0', frozen: '0', updated_at: now })
          .onConflict((oc) => oc.columns(['holder', 'account', 'currency']).doNothing())
          .execute();
        const row = await trx
          .selectFrom('balance')
          .select(['available', 'frozen'])
          .where('holder', '=', k.holder)
          .where('account', '=', k.account)
          .where('currency', '=', k.currency)
          .forUpdate()
          .executeTakeFirstOrThrow();
        current.set(key, row);
      }
      return current;
    }
    // SQLite: the caller holds the database's write lock (BEGIN IMMEDIATE), so plain reads are
    // stable. One query for all keys (a JSON array of [holder, account, currency]), each looked
    // up by the primary key.
    const rows = await trx.executeQuery<Balance & { holder: string; account: number; currency: string }>(
      CompiledQuery.raw(
        `select b.holder, b.account, b.currency, b.available, b.frozen from json_each(?) k
         join balance b on b.holder = k.value ->> 0 and b.account = k.value ->> 1 and b.currency = k.value ->> 2`,
        [JSON.stringify(keys.map((key) => Object.values(splitKey(key))))],
      ),
    );
    for (const r of rows.rows) current.set(balanceKey(r), { available: r.available, frozen: r.frozen });
    return current;
  }

  /**
   * Posts `entries` in order inside `trx` (which must hold the write lock: run it in
   * ledger.write). Each outcome says whether its entry was written or why not: "insufficient
   * balance" (a Refusal, as ledger.post throws) or an unbalanced entry (an Error: a bug in the
   * caller, as ledger.post throws too). Only the written entries' changes reach the database.
   */
  async function postMany(trx: Trx, entries: EntryInput[]): Promise<BatchOutcome[]> {
    const now = clock.now();
    const outcomes: BatchOutcome[] = [];
    const balanced = entries.map((e) => isBalanced(e.postings));
    const keys = [...new Set(entries.flatMap((e, i) => (balanced[i] ? e.postings.map(balanceKey) : [])))].sort();
    const state = await load(trx, keys, now);

    const changed = new Set<BalanceKey>();
    const entryRows: {
      id: string;
      kind: string;
      actor: string;
      request_id: string | null;
      memo: string;
      created_at: number;
    }[] = [];
    const postingRows: {
      entry_id: string;
      seq: number;
      holder: string;
      account: number;
      currency: string;
      field: string;
      amount: string;
      created_at: number;
    }[] = [];
    entries.forEach((entry, i) => {
      if (!balanced[i]) {
        outcomes.push({ ok: false, error: new Error(`unbalanced ledger entry: ${entry.kind}`) });
        return;
      }
      // The same rule ledger.post applies, against the balances as the earlier entries of this
      // batch left them.
      const result = applyPostings(state, entry.postings);
      if (!result.ok) {
        outcomes.push({ ok: false, error: new Refusal(ledgerMessages.insufficientBalance) });
        return;
      }
      for (const [key, b] of result.balances) {
        state.set(key, b);
        changed.add(key);
      }
      const entryId = ids.id();
      entryRows.push({
        id: entryId,
        kind: entry.kind,
        actor: entry.actor,
        request_id: entry.requestId ?? null,
        memo: JSON.stringify(entry.memo ?? {}),
        created_at: now,
      });
      entry.postings.forEach((p, seq) => {
        postingRows.push({ entry_id: entryId, seq, ...p, created_at: now });
      });
      outcomes.push({ ok: true, entryId });
    });

    if (entryRows.length > 0) {
      await bulk(
        trx,
        kind,
        'insert into ledger_entry (id, kind, actor, request_id, memo, created_at)',
        ENTRY_COLUMNS,
        entryRows,
      );
      await bulk(
        trx,
        kind,
        'insert into ledger_posting (entry_id, seq, holder, account, currency, field, amount, created_at)',
        POSTING_COLUMNS,
        postingRows,
      );
      const balanceRows = [...changed]
        .sort()
        .map((key) => ({ ...splitKey(key), ...(state.get(key) as Balance), updated_at: now }));
      await bulk(
        trx,
        kind,
        'insert into balance (holder, account, currency, available, frozen, updated_at)',
        BALANCE_COLUMNS,
        balanceRows,
        // `where true` tells SQLite's parser that ON starts the upsert, not a join condition.
        ' where true on conflict (holder, account, currency) do update set available = excluded.available, frozen = excluded.frozen, updated_at = excluded.updated_at',
      );
    }
    return outcomes;
  }

  return { postMany };
}

export type BatchLedger = ReturnType<typeof makeBatchLedger>;

/**
 * Group commit: callers submit one entry each and get its id once it is committed (or its
 * refusal). Whatever arrives while a batch is being written goes into the next one, so under load
 * one commit carries many entries and with a single caller an entry waits for no timer.
 */
export function makeGroupCommit(ledger: Pick<Ledger, 'write'>, batch: BatchLedger, opts: { maxBatch?: number } = {}) {
  const maxBatch = opts.maxBatch ?? 2000;
  type Waiting = { entry: EntryInput; resolve: (id: string) => void; reject: (err: Error) => void };
  let queue: Waiting[] = [];
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const taken = queue.slice(0, maxBatch);
      queue = queue.slice(taken.length);
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
