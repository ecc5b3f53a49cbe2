// Leverage contracts on the wire (spec §1–§4, §7 /lever/*; wire notes; issue 14; ADR 17). A
// position is `share` whole lots of an instrument, long or short, opened at a recorded tick with
// margin = notional / multiple frozen in the lever account (3, USDT). Prices of instruments quoted
// in USD are treated as USDT, one to one (stated in the terms). Every open, fill and close cites
// the recorded tick it used. Amounts and prices are decimal strings; times are epoch milliseconds.
import { z } from 'zod';
import type { MarketClass } from './market';
import { isWireDecimal, wireInt } from './numbers';
import type { CitedTick } from './options';

export type { CitedTick };

/** 1 long (gains when the price rises), 2 short. */
export type LeverDirection = 1 | 2;

/** 0 entrust (a limit order waiting for its price), 1 open, 3 closed, 4 cancelled (an entrust). */
export type LeverStatus = 0 | 1 | 3 | 4;

/** Why a position was closed. */
/** copy: closed by copy trading (with the trader's position, or by the follow's copy stops). */
export type CloseReason = 'user' | 'take_profit' | 'stop_loss' | 'liquidation' | 'copy';

/** One contract as offered (GET /lever/products, and `product` of /lever/deal). */
export type LeverProduct = {
  /** The instrument (the quotation row's id), its symbol and class; currency_id/legal_id as in quotes. */
  match_id: number;
  symbol: string;
  class: MarketClass;
  currency_id: number;
  legal_id: number;
  /** Decimals of the instrument's price. */
  precision: number;
  /** Units of the instrument one lot stands for (e.g. 0.001 BTC). */
  lot_size: string;
  /** Allowed multiples, ascending. */
  multiples: number[];
  min_share: number;
  max_share: number;
  /** Fee on open and on close, as a fraction of the notional (e.g. '0.0005' = 0.05 %). */
  fee_rate: string;
  /** Charged once a day at 00:00 UTC on each open position, as a fraction of its notional at open. */
  overnight_rate: string;
  /** How far from the last recorded price an entrust's limit price may be, e.g. '0.2' (contract/price-band.ts). */
  price_band: string;
  /** Whether the market trades now (a closed market refuses opens and closes). */
  trading: boolean;
};

/** A position or entrust as its owner sees it (field names of the wire notes, plus the cited ticks). */
export type LeverPosition = {
  id: string;
  match_id: number;
  symbol: string;
  currency_id: number;
  legal_id: number;
  type: LeverDirection;
  /** Whole lots, and the units one lot stood for when it was opened. */
  share: number;
  lot_size: string;
  multiple: number;
  status: LeverStatus;
  /** 1 own, 2 copied (copy trading). */
  order_type: 1 | 2;
  /** The entrust's limit price; null for a market order. */
  target_price: string | null;
  /** Opening price (an entrust: null until it fills). */
  price: string | null;
  open_tick: CitedTick | null;
  /** The last recorded price (open) or the closing price (closed). */
  update_price: string | null;
  /** Margin held for the position (an entrust: held for it until it fills or is cancelled). */
  caution_money: string;
  /** Fees paid: on open, plus on close once closed. */
  trade_fee: string;
  /** Overnight fees paid so far. */
  overnight_money: string;
  target_profit_price: string | null;
  stop_loss_price: string | null;
  /** Unrealised (open: at update_price) or realised (closed) profit or loss, before fees. */
  profits: string;
  /** The price at which the account's risk rate reaches the liquidation line, others unchanged; null when none. */
  liquidation_price: string | null;
  close_tick: CitedTick | null;
  close_reason: CloseReason | null;
  /** A loss beyond what the account held, absorbed by the insurance fund (closed positions). */
  insurance_covered: string | null;
  /** Placed at (transaction_time: opened at, or placed at for an entrust). */
  created_at: number;
  transaction_time: number;
  closed_at: number | null;
};

/** The account's risk (the `lever_trade` socket event, and rate_profits_total of /lever/my_trade). */
export type LeverRisk = {
  /** (lever balance + margins + unrealised P&L) / margins, in per cent; null with no open position. */
  hazard_rate: string | null;
  /** Unrealised P&L of the open positions. */
  profits_total: string;
  /** Available in the lever account, held for entrusts, and the open positions' margins. */
  balance: string;
  entrust_margin: string;
  margin: string;
  /** balance + entrust margins + margins + unrealised P&L. */
  equity: string;
  /** The liquidation line, in per cent (every position closes when hazard_rate falls to it). */
  liquidation_line: string;
};

/** POST /lever/deal → what the order page shows for one instrument. */
export type LeverDeal = {
  product: LeverProduct;
  /** Available in the lever account (USDT). */
  user_lever: string;
  multiple: { muit: { value: number }[] };
  lever_share_limit: { min: number; max: number };
  last_price: string | null;
  last_tick: CitedTick | null;
  my_transaction: LeverPosition[];
  risk: LeverRisk;
};

/** POST /lever/my_trade and /lever/dealall → one page, newest first, with the account's risk. */
export type LeverListReply = {
  rate_profits_total: LeverRisk;
  current_page: number;
  data: LeverPosition[];
  total: number;
};

const id = wireInt({ min: 1 });
/**
 * An optional price: '', zero ('0', '0.00') or absent means none. Anything else is kept as sent,
 * for the service to judge (a price that is not a wire decimal is refused there).
 */
const optionalPrice = z
  .union([z.string(), z.number()])
  .optional()
  .nullable()
  .transform((v) => {
    const s = v == null ? '' : String(v).trim();
    return s === '' || (isWireDecimal(s) && /^[0.]+$/.test(s)) ? null : s;
  });

/** POST /lever/deal {currency_id, legal_id}. */
export const dealRequest = z.object({ currency_id: id, legal_id: id });

/** POST /lever/submit (wire notes; target_profit_price and stop_loss_price beyond them). */
export const submitRequest = z.object({
  currency_id: id,
  legal_id: id,
  share: wireInt({ min: 1, max: 1_000_000 }),
  multiple: wireInt({ min: 1, max: 10_000 }),
  type: wireInt().pipe(z.union([z.literal(1), z.literal(2)])),
  /** 1 market, 0 limit (an entrust). */
  status: wireInt().pipe(z.union([z.literal(1), z.literal(0)])),
  /** The limit price; a market order's value is ignored (the spec's client sends a dummy). */
  target_price: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v == null ? '' : String(v).trim())),
  target_profit_price: optionalPrice,
  stop_loss_price: optionalPrice,
  /** The spec's client sends an empty password; it is not used. */
  password: z.string().optional(),
});
export type SubmitLeverRequest = z.input<typeof submitRequest>;

/** POST /lever/close {id} and POST /lever/cancel {id} (an entrust). */
export const idRequest = z.object({ id: z.string().trim().min(1).max(64) });

/** POST /lever/setstop {id, target_profit_price, stop_loss_price}: '' or 0 removes a stop. */
export const setStopRequest = z.object({
  id: z.string().trim().min(1).max(64),
  target_profit_price: optionalPrice,
  stop_loss_price: optionalPrice,
});

/** POST /lever/batch_close {type}: 0 all, 1 only longs, 2 only shorts. */
export const batchCloseRequest = z.object({
  type: wireInt().pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
});

/** POST /lever/my_trade {currency_id, legal_id, page, status}: 0 entrusts, 1 open, 3 closed (and cancelled). */
export const myTradeRequest = z.object({
  currency_id: wireInt().optional().default(0),
  legal_id: wireInt().optional().default(0),
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(10),
  status: wireInt()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(3)]))
    .optional()
    .default(1),
});
export type MyTradeRequest = z.input<typeof myTradeRequest>;

/** POST /lever/dealall {currency_id, legal_id, page}: the open positions and entrusts of one instrument. */
export const dealAllRequest = z.object({
  currency_id: id,
  legal_id: id,
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(10),
});

/** The `lever_closed` socket event: ids of positions just closed, with why. */
export type LeverClosedEvent = { id: string[]; reason: CloseReason };

/** Back office: one contract's terms (an edit applies to new positions only). */
export type AdminLeverProduct = LeverProduct & { enabled: boolean; updated_at: number };

/** Back office: POST /admin/lever/product — edit one contract's terms. */
export const adminProductRequest = z.object({
  match_id: id,
  lot_size: z.string().trim().max(40),
  multiples: z.string().trim().max(200),
  min_share: wireInt({ min: 1, max: 1_000_000 }),
  max_share: wireInt({ min: 1, max: 1_000_000 }),
  fee_rate: z.string().trim().max(20),
  overnight_rate: z.string().trim().max(20),
  /** Left out: kept as it is. */
  price_band: z.string().trim().max(20).optional(),
  enabled: z
    .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()])
    .transform((v) => v === true || v === '1' || v === 'true'),
});
export type AdminLeverProductRequest = z.input<typeof adminProductRequest>;

/** Back office: POST /admin/lever/line {line} — the liquidation line as a fraction (0.1 = 10 %). */
export const adminLineRequest = z.object({ line: z.string().trim().max(20) });

/** Back office: GET /admin/lever/products, and the reply of its two edits. */
export type AdminLeverOverview = {
  products: AdminLeverProduct[];
  /** The liquidation line as a fraction ('0.1' = 10 %). */
  line: string;
  /** What the product did: open positions, their margins, the desk's realised result, fees, insurance paid. */
  summary: {
    open_count: number;
    open_margin: string;
    entrust_count: number;
    closed_count: number;
    liquidated_count: number;
    /** Realised P&L of the customers (the desk's result is its negative). */
    customer_pnl: string;
    fees: string;
    overnight: string;
    insurance: string;
  };
};
