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

/** A period a periodic job has done (core/jobs.ts): written in the transaction of its effects. */
export interface JobRunTable {
  job: string;
  period: number;
  ran_at: number;
}
