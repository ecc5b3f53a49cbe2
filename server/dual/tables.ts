/** A dual-investment plan (issue 16, ADR 19): the terms a product is listed from each day. */
export interface DualPlanTable {
  id: number;
  coin: 'BTC' | 'ETH';
  type: 'call' | 'put';
  days: number;
  rate: string;
  strike_offset: string;
  step: string;
  share_size: string;
  total_number: number;
  user_limit: number;
  enabled: number;
  updated_at: number;
}

/**
 * A product on sale: one plan's listing for one day (unique), its linked price set from the coin's
 * recorded tick at listing. `sold` is kept in the transaction that adds an order; the settlement
 * tick is written in the transaction that pays every order.
 */
export interface DualProductTable {
  id: number;
  plan_id: number | null;
  /** The listing day (days since the epoch, UTC). */
  day: number;
  coin: 'BTC' | 'ETH';
  type: 'call' | 'put';
  strike: string;
  rate: string;
  days: number;
  share_size: string;
  total_number: number;
  user_limit: number;
  sold: number;
  start_time: number;
  end_time: number;
  settle_at: number;
  listed_tick_id: number;
  listed_price: string;
  state: 'open' | 'settled';
  settle_tick_id: number | null;
  settle_price: string | null;
  settle_time: number | null;
}

/** An order: `amount` (num × share size) frozen in the coin account (2) until settlement. */
export interface DualOrderTable {
  id: string;
  user_id: string;
  product_id: number;
  coin: 'BTC' | 'ETH';
  type: 'call' | 'put';
  strike: string;
  rate: string;
  days: number;
  num: number;
  amount: string;
  invest_currency: string;
  settle_at: number;
  state: 'purchased' | 'completed';
  payout: string | null;
  payout_currency: string | null;
  settle_tick_id: number | null;
  settle_price: string | null;
  settle_time: number | null;
  request_id: string | null;
  created_at: number;
  settled_at: number | null;
}
