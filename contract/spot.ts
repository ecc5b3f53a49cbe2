// Spot trading on the wire (spec §3 Spot trade, §4 trade orders, §7 /coin/*; wire notes; ADR 13).
// Prices and amounts are decimal strings; times are epoch milliseconds. Request fields are the
// spec's public client's (amount, target_price, currency_id, legal_id, type) plus ours.
import { z } from 'zod';
import { wireDecimal, wireInt } from './numbers';

/** `type` on the wire: 1 buy, 2 sell (wire notes). */
export type SideCode = 1 | 2;
export type OrderType = 'limit' | 'market';
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';

/**
 * An order's state: open (resting, nothing filled), partial (resting, partly filled), filled,
 * cancelled (by the user, or by its terms: what was left of an IOC or market order, a post-only
 * order that would have taken, a FOK that could not fill whole, self-trade prevention).
 */
export type OrderState = 'open' | 'partial' | 'filled' | 'cancelled';

/** Why an order (or what was left of it) was cancelled. */
export type CancelReason = 'user' | 'ioc' | 'fok' | 'post_only' | 'self_trade' | 'market';

/** GET /coin/pairs → the spot pairs and their trading rules. */
export type SpotPair = {
  /** The instrument's id (the quotation row's id, `match_id`). */
  id: number;
  symbol: string;
  /** 'stock' pairs trade only during their market's hours. */
  class: 'crypto' | 'stock';
  base: string;
  /**
   * The currency an order pays and receives: the instrument's quote, except that stocks (quoted in
   * US dollars) are bought and sold with USDT at 1 USDT per dollar.
   */
  quote: string;
  /** Ids of the base and quote currency as on the instrument's quotation row (USD for a stock). */
  currency_id: number;
  legal_id: number;
  /** Decimals a price and an amount may have. */
  price_decimals: number;
  amount_decimals: number;
  /** Least amount (base) and least total (quote) of an order. */
  min_amount: string;
  min_total: string;
  /** Fee rates on the quote value of a fill, e.g. '0.001' = 0.1 %. */
  maker_fee: string;
  taker_fee: string;
  /** How far from the last recorded price a market order may fill, e.g. '0.05'. */
  market_protection: string;
  /** How far from the last recorded price a limit order's price may be, e.g. '0.2' (contract/price-band.ts). */
  price_band: string;
  /** Open orders a user may have on one pair. */
  max_open_orders: number;
  /** Whether the market trades now. */
  trading: boolean;
};

const id = wireInt({ min: 1 });

/**
 * POST /coin/trade {amount, target_price, currency_id, legal_id, type} (+ order_type,
 * time_in_force, post_only, total): a limit order at target_price, or a market order (target_price
 * ignored; it fills no further than market_protection from the last recorded price); a market buy
 * may give the quote `total` to spend instead of the amount.
 */
export const tradeRequest = z.object({
  /** The base amount; '' (or absent) for a market buy given by `total`. */
  amount: wireDecimal({ orEmpty: true }).optional().default(''),
  /**
   * A market buy only (an addition to the spec): the quote to spend instead of an amount — the book
   * fills up to this total at its prices (within the market protection), the fee on top.
   */
  total: wireDecimal({ orEmpty: true }).optional().default(''),
  /** '' (or absent) for a market order. */
  target_price: wireDecimal({ orEmpty: true }).optional().default(''),
  currency_id: id,
  legal_id: id,
  type: wireInt().pipe(z.union([z.literal(1), z.literal(2)])),
  order_type: z.enum(['limit', 'market']).optional().default('limit'),
  time_in_force: z.enum(['GTC', 'IOC', 'FOK']).optional().default('GTC'),
  post_only: z
    .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()])
    .optional()
    .transform((v) => v === true || v === '1' || v === 'true'),
});
export type TradeRequest = z.input<typeof tradeRequest>;

/** One fill of an order, as its owner sees it. */
export type SpotFill = {
  id: string;
  price: string;
  amount: string;
  /** price × amount, in the quote currency. */
  total: string;
  /** The owner's fee for this fill, in the quote currency. */
  fee: string;
  role: 'maker' | 'taker';
  /** The recorded reference tick of that moment (GET /currency/new_timeshar shows it). */
  tick_id: number;
  tick_price: string;
  created_at: number;
};

/** An order as its owner sees it (POST /coin/trade, GET /coin/list, GET /coin/order). */
export type SpotOrder = {
  id: string;
  symbol: string;
  /** Instrument, base and quote currency ids. */
  match_id: number;
  currency_id: number;
  legal_id: number;
  /** 1 buy, 2 sell. */
  type: SideCode;
  order_type: OrderType;
  time_in_force: TimeInForce;
  post_only: boolean;
  /** The limit price; for a market order the protection price it could fill up to. */
  target_price: string;
  /** Amount ordered (base). */
  amount: string;
  /** Amount filled (base). */
  trade_amount: string;
  /** Quote value filled, and the average fill price ('0' before any fill). */
  total: string;
  avg_price: string;
  /** Fees paid so far (quote). */
  fee: string;
  /** 1 doing (open or partly filled), 2 complete (filled or cancelled) — the spec's states. */
  status: 1 | 2;
  state: OrderState;
  cancel_reason: CancelReason | null;
  created_at: number;
  updated_at: number;
  /** Present on POST /coin/trade and GET /coin/order. */
  fills?: SpotFill[];
};

/** GET /coin/list {currency_id, legal_id, status, page, limit} (pair optional: all pairs). */
export const orderListRequest = z.object({
  currency_id: id.optional(),
  legal_id: id.optional(),
  status: wireInt()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
  page: wireInt({ min: 1, max: 100_000 }).default(1),
  limit: wireInt({ min: 1, max: 50 }).default(10),
});
export type OrderListReply = { data: SpotOrder[]; total: number; page: number; limit: number };

/** POST /coin/cancel {id}; GET /coin/order {id}. */
export const orderIdRequest = z.object({ id: z.string().trim().min(1).max(64) });

/** GET /coin/depth {symbol} and GET /coin/trades {symbol} ('BTC/USDT', 'BTCUSDT' or the instrument id). */
export const symbolRequest = z.object({ symbol: z.string().trim().min(1).max(24) });

export type DepthLevel = [price: string, amount: string];

/**
 * The order book: at least 20 levels a side, best first. `seq` rises with every change of the
 * book; a client that sees a gap in the socket's `depth` events asks for this again. `epoch` names
 * the node holding the books (it rises when another takes them over, and seq starts again): a
 * snapshot is newer than another when its epoch is higher, or equal with a higher seq.
 */
export type SpotDepth = {
  symbol: string;
  epoch: number;
  seq: number;
  bids: DepthLevel[];
  asks: DepthLevel[];
  /** The recorded reference tick the market maker quotes around. */
  reference: { tick_id: number; price: string; time: number } | null;
  time: number;
};

/** A public trade (GET /coin/trades, socket `trades`). `side` is the taker's. */
export type PublicTrade = { id: string; price: string; amount: string; side: 'buy' | 'sell'; time: number };

export type TradesReply = { symbol: string; seq: number; trades: PublicTrade[] };

/** Whether depth snapshot `a` is newer than one seen at (epoch, seq) `b`. */
export const depthNewer = (a: { epoch: number; seq: number }, b: { epoch: number; seq: number }) =>
  a.epoch > b.epoch || (a.epoch === b.epoch && a.seq > b.seq);

/** Socket: emit `spot:sub {symbol}` to receive these for one symbol (`spot:unsub` stops them). */
export type DepthEvent = SpotDepth;
export type TradesEvent = { symbol: string; seq: number; trades: PublicTrade[] };
/** Socket, to the owner's room: every change of one of their orders. */
export type OrderEvent = SpotOrder;
