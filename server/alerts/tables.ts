import type { AlertKind } from '../../contract/alerts';

/**
 * A price alert (issue 40). It copies the recorded tick it was set against and its levels (where
 * it fires), and once fired cites the recorded tick that crossed. `deleted` rows are kept so the
 * watching node hears of the deletion; nobody sees them.
 */
export interface PriceAlertTable {
  id: string;
  user_id: string;
  instrument_id: number;
  kind: AlertKind;
  /** The price of an above/below alert, the percentage of a move. */
  price: string | null;
  percent: string | null;
  set_tick_id: number;
  set_price: string;
  set_time: number;
  up: string | null;
  down: string | null;
  state: 'active' | 'fired' | 'deleted';
  fired_tick_id: number | null;
  fired_price: string | null;
  fired_time: number | null;
  created_at: number;
  updated_at: number;
}
