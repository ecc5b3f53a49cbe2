/**
 * One contract's terms (issue 14), per instrument, edited in the back office with the audit log.
 * A position copies the terms it was opened under, so an edit never touches one already placed.
 */
export interface LeverProductTable {
  instrument_id: number;
  /** Units of the instrument one lot stands for. */
  lot_size: string;
  /** Allowed multiples, ascending, comma-separated ('5,10,20'). */
  multiples: string;
  min_share: number;
  max_share: number;
  /** Fractions of the notional: on open and on close; once a day while open. */
  fee_rate: string;
  overnight_rate: string;
  /** Entrusts' limit prices must lie within this fraction of the last recorded price (contract/price-band.ts). */
  price_band: string;
  enabled: number;
  updated_at: number;
}

export type LeverState = 'entrust' | 'open' | 'closed' | 'cancelled';

/**
 * A position (or an entrust: a limit order waiting for its price). It copies its terms (lot size,
 * multiple, fee rates) and cites the recorded ticks it opened and closed on. `margin` is what it
 * holds frozen in the lever account (3, USDT) while an entrust or open.
 */
export interface LeverPositionTable {
  id: string;
  user_id: string;
  instrument_id: number;
  side: 'long' | 'short';
  share: number;
  lot_size: string;
  multiple: number;
  fee_rate: string;
  overnight_rate: string;
  state: LeverState;
  /** An entrust's limit price; null for a market order. */
  target_price: string | null;
  margin: string;
  /** Fee charged on open (an entrust: held with the margin until it fills). */
  open_fee: string;
  open_tick_id: number | null;
  open_price: string | null;
  open_time: number | null;
  take_profit: string | null;
  stop_loss: string | null;
  /** When the stops were last set: only ticks after it may trigger them. */
  stops_at: number;
  overnight_paid: string;
  close_tick_id: number | null;
  close_price: string | null;
  close_time: number | null;
  /** copy: closed by copy trading — with the trader's position, or by the follow's copy stops. */
  close_reason: 'user' | 'take_profit' | 'stop_loss' | 'liquidation' | 'copy' | null;
  /** Realised P&L before fees; the close fee charged; a loss beyond the account paid by insurance. */
  profit: string | null;
  close_fee: string | null;
  insurance: string | null;
  request_id: string | null;
  /** A copy (copy trading, issue 36): the trader's position it copies. */
  copy_of: string | null;
  created_at: number;
  /** Every change sets it: the trigger engine reads what changed since its last look. */
  updated_at: number;
  closed_at: number | null;
}

/** Where the trigger engine has read the tick log up to (one row). */
export interface LeverCursorTable {
  id: number;
  tick_time: number;
}
