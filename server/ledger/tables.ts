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
