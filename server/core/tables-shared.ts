export interface OutboxTable {
  id: string;
  channel: 'email' | 'sms';
  destination: string;
  subject: string;
  body: string;
  created_at: number;
}

export interface RateLimitTable {
  key: string;
  window_start: number;
  count: number;
}

/**
 * A try limit (core/rateLimit.ts `attempt`): the failures of the current window, and the tries
 * being verified right now (`pending`, last taken at `pending_at`).
 */
export interface TryLimitTable {
  key: string;
  window_start: number;
  failures: number;
  pending: number;
  pending_at: number;
}

/** A row a transaction locks to serialise one subject's requests on PostgreSQL (core/row-lock.ts). */
export interface RowLockTable {
  key: string;
}

/** A period a periodic job has done (core/jobs.ts): written in the transaction of its effects. */
export interface JobRunTable {
  job: string;
  period: number;
  ran_at: number;
}
