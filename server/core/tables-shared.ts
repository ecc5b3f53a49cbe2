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
