/**
 * An earn product (issue 16): lock mining and its DeFi and cloud kinds, edited by an operator in the
 * back office with the audit log. An order copies the terms it was made under. `locked` is what
 * running orders hold in it now (checked against `total_cap` in the transaction that adds to it).
 */
export interface EarnProductTable {
  id: number;
  kind: 'lock' | 'defi' | 'cloud';
  currency: string;
  days: number;
  /** Fractions: interest a day, and the early-redemption penalty per day still to run. */
  daily_rate: string;
  penalty_rate: string;
  min_amount: string;
  user_cap: string;
  total_cap: string;
  /** The daily dividend time, minutes after 00:00 UTC (a multiple of the accrual period). */
  dividend_minute: number;
  /** The name in English, shown wherever `names` has none for the reader's language. */
  name: string;
  /** The name in other languages: JSON keyed by language code (issue 40). */
  names: string;
  intro: string;
  yield_source: string;
  enabled: number;
  locked: string;
  updated_at: number;
}

/** A lock-mining order: the amount frozen in the coin account (2) from start_at to end_at. */
export interface EarnOrderTable {
  id: string;
  user_id: string;
  product_id: number;
  kind: 'lock' | 'defi' | 'cloud';
  currency: string;
  amount: string;
  days: number;
  daily_rate: string;
  penalty_rate: string;
  dividend_minute: number;
  start_at: number;
  end_at: number;
  state: 'running' | 'redeemed';
  /** Days whose interest is paid, and the interest paid. */
  days_paid: number;
  interest_paid: string;
  redeem_reason: 'maturity' | 'early' | null;
  penalty: string | null;
  redeemed_at: number | null;
  request_id: string | null;
  created_at: number;
}
