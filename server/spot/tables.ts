import type { PairSettings } from './pairs';

/** A spot pair's settings (./pairs), edited by operators. */
export interface SpotPairTable extends PairSettings {
  updated_at: number;
}

/**
 * A spot order. Amounts are decimal strings; `frozen` is what it still holds frozen in the ledger
 * (released when it completes). It copies the terms it was placed under: scale and fee rates.
 */
export interface SpotOrderTable {
  id: string;
  user_id: string;
  instrument_id: number;
  side: 'buy' | 'sell';
  order_type: 'limit' | 'market';
  time_in_force: 'GTC' | 'IOC' | 'FOK';
  post_only: number;
  /** The limit price (for a market order the protection price). */
  price: string;
  amount: string;
  filled: string;
  /** Quote value filled, and fees paid (quote). */
  total: string;
  fee: string;
  frozen: string;
  price_decimals: number;
  amount_decimals: number;
  maker_fee: string;
  taker_fee: string;
  state: 'open' | 'partial' | 'filled' | 'cancelled';
  cancel_reason: string | null;
  /** Time priority in the book: the engine's sequence at acceptance. */
  seq: number;
  request_id: string | null;
  created_at: number;
  updated_at: number;
}

/** A trade: one fill between a taker order and a maker order (null: the market maker's quote). */
export interface SpotTradeTable {
  id: string;
  instrument_id: number;
  price: string;
  amount: string;
  total: string;
  taker_side: 'buy' | 'sell';
  taker_order_id: string | null;
  maker_order_id: string | null;
  taker_user_id: string | null;
  maker_user_id: string | null;
  taker_fee: string;
  maker_fee: string;
  /** The recorded reference tick of that moment. */
  tick_id: number;
  tick_price: string;
  tick_time: number;
  entry_id: string;
  created_at: number;
}
