// Price alerts on the wire (issue 40): a user asks to be told when an instrument's recorded price
// rises to a price, falls to a price, or moves by a percentage either way from the price when the
// alert was set. An alert fires once, on the first recorded tick that crosses, and cites that tick.
// No money moves, so no Idempotency-Key is required; a keyed add is still carried out once.
// Prices are decimal strings; times are epoch milliseconds.
import { z } from 'zod';
import { wireDecimal, wireInt } from './numbers';
import type { CitedTick } from './options';

/** above: the price rises to `price` or beyond; below: falls to it or beyond; move: ±`percent` % from the set price. */
export const ALERT_KINDS = ['above', 'below', 'move'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Active alerts one user may have at once. */
export const MAX_ACTIVE_ALERTS = 20;

/** An alert as its owner sees it (add, list, and the `alert` socket event when it fires). */
export type PriceAlert = {
  id: string;
  /** The instrument (the quotation row's id) and its symbol. */
  match_id: number;
  symbol: string;
  kind: AlertKind;
  /** The price of an above/below alert; null for a move. */
  price: string | null;
  /** The percentage of a move alert ('5' = ±5 %); null otherwise. */
  percent: string | null;
  /** The recorded tick current when it was set (a move is measured from its price). */
  set_tick: CitedTick;
  /** Where it fires: at or above `up`, at or below `down` (null: not on that side). */
  up: string | null;
  down: string | null;
  status: 'active' | 'fired';
  /** The recorded tick that crossed (null while active). */
  fired_tick: CitedTick | null;
  created_at: number;
};

/** POST /alert/add {match_id, kind, price (above/below), percent (move)} → PriceAlert */
export const addAlertRequest = z.object({
  match_id: wireInt({ min: 1, max: 1_000_000 }),
  kind: z.enum(ALERT_KINDS),
  price: wireDecimal({ orEmpty: true }).default(''),
  percent: wireDecimal({ orEmpty: true }).default(''),
});

/** GET /alert/list → PriceAlert[]: the active ones, then the latest fired ones, newest first. */
export type AlertList = PriceAlert[];

/** POST /alert/del {id} → null: the alert is gone (active or fired). */
export const deleteAlertRequest = z.object({ id: z.string().trim().min(1).max(64) });
