/** A duration's published terms (ratio as a fraction: '0.8' adds 80 % of the stake on a win). */
export interface OptionDurationTable {
  seconds: number;
  profit_ratio: string;
  /** Least and most stake, in USDT. */
  min_stake: string;
  max_stake: string;
  enabled: number;
  updated_at: number;
}

/**
 * A seconds option. It copies the terms it was made under (ratio) and cites the recorded ticks
 * it opened and settled on; `payout` is what settlement paid back (stake × (1 + ratio), the
 * stake on a tie, 0 on a loss).
 */
export interface OptionOrderTable {
  id: string;
  user_id: string;
  instrument_id: number;
  currency: string;
  direction: 'up' | 'down';
  seconds: number;
  stake: string;
  profit_ratio: string;
  open_tick_id: number;
  open_price: string;
  open_time: number;
  expires_at: number;
  state: 'open' | 'settled';
  settle_tick_id: number | null;
  settle_price: string | null;
  settle_time: number | null;
  /** 1 win, 0 tie, −1 loss. */
  result: number | null;
  payout: string | null;
  settled_at: number | null;
  request_id: string | null;
  created_at: number;
}

export interface OptionDisclosureTable {
  user_id: string;
  version: number;
  accepted_at: number;
}
