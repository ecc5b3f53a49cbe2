import { type SqlBool, sql } from 'kysely';
import { type Posting, statementLeads } from './rules';

export interface LedgerEntryTable {
  id: string;
  /** What caused it: faucet, account_transfer, … */
  kind: string;
  /** Who: 'user:<id>', 'operator:<id>' or 'system'. */
  actor: string;
  /** The client's Idempotency-Key, when it sent one. */
  request_id: string | null;
  /** JSON details shown in bills (e.g. the accounts of a transfer). */
  memo: string;
  created_at: number;
}

export interface LedgerPostingTable {
  entry_id: string;
  seq: number;
  holder: string;
  account: number;
  currency: string;
  field: string;
  amount: string;
  /** 1 on the posting that stands for its entry on the holder's statement (statementLeads), else 0. */
  lead: number;
  created_at: number;
}

export interface BalanceTable {
  holder: string;
  account: number;
  currency: string;
  available: string;
  frozen: string;
  updated_at: number;
}

export interface IdempotencyTable {
  user_id: string;
  key: string;
  request_hash: string;
  response: string;
  created_at: number;
}

/** The rows an entry's postings are stored as, in order, each marked when it is a statement lead. */
export function postingRows(entryId: string, postings: readonly Posting[], createdAt: number): LedgerPostingTable[] {
  const leads = statementLeads(postings);
  return postings.map((p, seq) => ({ entry_id: entryId, seq, ...p, lead: leads[seq] ? 1 : 0, created_at: createdAt }));
}

/**
 * `<alias>.lead = 1`, written as a literal: SQLite (and PostgreSQL for a generic plan) use the
 * partial statement index only when the query states its condition, not a bound parameter.
 */
export const isStatementLead = (alias: string) => sql<SqlBool>`${sql.ref(`${alias}.lead`)} = 1`;
