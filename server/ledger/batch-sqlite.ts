// The batch writer's storage on SQLite: prepared better-sqlite3 statements run on the connection
// under the server's Kysely database, inside the write transaction ledger.write began there
// (BEGIN IMMEDIATE: the database's write lock is held, so plain reads are stable). A statement
// prepared once and run per row costs a few microseconds; building a Kysely query per row, or
// one JSON document per batch for json_each to take apart, cost several times that.
import type SQLite from 'better-sqlite3';
import type { BatchStore } from './batch-store';
import { type Balance, type BalanceKey, balanceUnits, type Posting, statementLeads, type Units } from './rules';
import { fromUnits } from './units';

function prepare(sqlite: SQLite.Database) {
  return {
    balance: sqlite.prepare<[string, number, string], Balance>(
      'select available, frozen from balance where holder = ? and account = ? and currency = ?',
    ),
    entry: sqlite.prepare<[string, string, string, string | null, string, number]>(
      'insert into ledger_entry (id, kind, actor, request_id, memo, created_at) values (?, ?, ?, ?, ?, ?)',
    ),
    posting: sqlite.prepare<[string, number, string, number, string, string, string, number, number]>(
      'insert into ledger_posting (entry_id, seq, holder, account, currency, field, amount, lead, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    insertBalance: sqlite.prepare<[string, number, string, string, string, number]>(
      'insert into balance (holder, account, currency, available, frozen, updated_at) values (?, ?, ?, ?, ?, ?)',
    ),
    updateBalance: sqlite.prepare<[string, string, number, string, number, string]>(
      'update balance set available = ?, frozen = ?, updated_at = ? where holder = ? and account = ? and currency = ?',
    ),
  };
}

export function sqliteBatchStore(sqlite: SQLite.Database): BatchStore {
  // Prepared on first use: the tables exist only once migrations have run.
  let statements: ReturnType<typeof prepare> | null = null;
  function inWrite() {
    // Statements here bypass Kysely: outside the caller's transaction they would each commit
    // alone, and a batch could be half written.
    if (!sqlite.inTransaction) throw new Error('the batch writer runs inside ledger.write');
    statements ??= prepare(sqlite);
    return statements;
  }

  return {
    async load(_trx, refs) {
      const s = inWrite();
      const stored = new Map<BalanceKey, Units>();
      for (const [key, ref] of refs) {
        const row = s.balance.get(ref.holder, ref.account, ref.currency);
        if (row) stored.set(key, balanceUnits(key, row));
      }
      return stored;
    },

    async write(_trx, plan, now) {
      const s = inWrite();
      for (const { id, entry } of plan.accepted) {
        s.entry.run(id, entry.kind, entry.actor, entry.requestId ?? null, JSON.stringify(entry.memo ?? {}), now);
        const leads = statementLeads(entry.postings);
        for (let seq = 0; seq < entry.postings.length; seq++) {
          const p = entry.postings[seq] as Posting;
          s.posting.run(id, seq, p.holder, p.account, p.currency, p.field, p.amount, leads[seq] ? 1 : 0, now);
        }
      }
      for (const { ref, units, stored } of plan.balances) {
        const available = fromUnits(units.available);
        const frozen = fromUnits(units.frozen);
        if (stored) s.updateBalance.run(available, frozen, now, ref.holder, ref.account, ref.currency);
        else s.insertBalance.run(ref.holder, ref.account, ref.currency, available, frozen, now);
      }
    },
  };
}
