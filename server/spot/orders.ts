// A spot order as the engine holds it (integer ticks and lots, ledger units) and its two other
// forms: the stored row and what its owner is shown. Pure.
//
// Memory (issue 34, ≤ 0.5 KB a resting order, tests/bench/spot-memory.ts): a resting order is one
// object, the book's record of it (./book BookOrder) with the engine's fields beside; what many
// orders hold alike is shared rather than copied (fee rates, the zero amounts, the texts read
// back from rows), and an order does not keep its Idempotency-Key once its first row is stored.

import { currencyId } from '../../contract/currencies';
import type { CancelReason, SpotFill, SpotOrder } from '../../contract/spot';
import { fromUnits, toUnits } from '../ledger/units';
import { BookOrder, type TimeInForce } from './book';
import { averagePrice, parseRate, type Rate, type Scale, stepsText, toSteps } from './money';
import type { Pair } from './pairs';
import type { SpotOrderTable, SpotTradeTable } from './tables';

/** A text as the one string of its type's values: a row's or a request's texts are each a string of their own. */
function oneOf<T extends string>(values: readonly T[], text: string): T {
  return values.find((v) => v === text) ?? (text as T);
}
const SIDES = ['buy', 'sell'] as const;
const ORDER_TYPES = ['limit', 'market'] as const;
const TIFS = ['GTC', 'IOC', 'FOK'] as const;
const STATES = ['open', 'partial', 'filled', 'cancelled'] as const;
const REASONS = ['user', 'ioc', 'fok', 'post_only', 'self_trade', 'market'] as const;

/** A spot order's fields, as a request or a stored row gives them. */
export type OrderInit = {
  id: string;
  userId: string;
  pair: Pair;
  side: 'buy' | 'sell';
  orderType: 'limit' | 'market';
  tif: TimeInForce;
  postOnly: boolean;
  ticks: number;
  /** For a market buy given by its total: set when it reaches the book, from what the total buys there. */
  lots: number;
  /** A market buy given by its total: the quote to spend, in ledger units (the fee on top). */
  budget?: bigint;
  filledLots: number;
  /** Quote filled, fees paid and funds still frozen, in ledger units. */
  total: bigint;
  fee: bigint;
  frozen: bigint;
  /** The terms it was placed under. */
  makerFee: Rate;
  takerFee: Rate;
  state: SpotOrderTable['state'];
  cancelReason: CancelReason | null;
  seq: number;
  /**
   * Its Idempotency-Key, written with its first row; an update of the row leaves it as it is
   * (./store), so it is dropped (null) once that row is stored.
   */
  requestId: string | null;
  createdAt: number;
  updatedAt: number;
};

/** The terms an order is placed under, which never change: one object for all orders alike. */
type Terms = Readonly<Pick<OrderInit, 'pair' | 'orderType' | 'tif' | 'postOnly' | 'makerFee' | 'takerFee'>>;

/** Each pair's terms in use (a handful: order types, times in force, fee rates placed under). */
const termsByPair = new WeakMap<Pair, Terms[]>();
function termsOf(o: OrderInit): Terms {
  const orderType = oneOf(ORDER_TYPES, o.orderType);
  const tif = oneOf(TIFS, o.tif);
  let known = termsByPair.get(o.pair);
  if (!known) {
    known = [];
    termsByPair.set(o.pair, known);
  }
  const same = (t: Terms) =>
    t.orderType === orderType &&
    t.tif === tif &&
    t.postOnly === o.postOnly &&
    sameRate(t.makerFee, o.makerFee) &&
    sameRate(t.takerFee, o.takerFee);
  let terms = known.find(same);
  if (!terms) {
    terms = { pair: o.pair, orderType, tif, postOnly: o.postOnly, makerFee: o.makerFee, takerFee: o.takerFee };
    known.push(terms);
  }
  return terms;
}
const sameRate = (a: Rate, b: Rate) => a === b || (a.num === b.num && a.den === b.den);

/**
 * A spot order as the engine holds it, from its request until it is done. While it rests it is
 * also the book's record of it: its owner, side, limit price and lots left (`owner`, `side`,
 * `price`, `qty`) are the book's fields, read here as `userId` and `ticks`. Its unchanging terms
 * are one object shared with the orders placed alike, read here as fields of its own.
 */
export class LiveOrder extends BookOrder {
  private readonly terms: Terms;
  lots: number;
  /** Only a market buy given by its total has one: the others, resting ones too, have no such field. */
  declare budget?: bigint;
  filledLots: number;
  total: bigint;
  fee: bigint;
  frozen: bigint;
  state: SpotOrderTable['state'];
  cancelReason: CancelReason | null;
  seq: number;
  requestId: string | null;
  readonly createdAt: number;
  updatedAt: number;

  constructor(o: OrderInit) {
    super(o.id, o.userId, oneOf(SIDES, o.side), o.ticks, o.lots - o.filledLots);
    this.terms = termsOf(o);
    this.lots = o.lots;
    if (o.budget !== undefined) this.budget = o.budget;
    this.filledLots = o.filledLots;
    this.total = o.total;
    this.fee = o.fee;
    this.frozen = o.frozen;
    this.state = oneOf(STATES, o.state);
    this.cancelReason = o.cancelReason === null ? null : oneOf(REASONS, o.cancelReason);
    this.seq = o.seq;
    this.requestId = o.requestId;
    this.createdAt = o.createdAt;
    this.updatedAt = o.updatedAt;
  }

  get userId(): string {
    return this.owner;
  }

  get ticks(): number {
    return this.price;
  }

  get pair(): Pair {
    return this.terms.pair;
  }

  get orderType(): 'limit' | 'market' {
    return this.terms.orderType;
  }

  get tif(): TimeInForce {
    return this.terms.tif;
  }

  get postOnly(): boolean {
    return this.terms.postOnly;
  }

  get makerFee(): Rate {
    return this.terms.makerFee;
  }

  get takerFee(): Rate {
    return this.terms.takerFee;
  }
}

export const isDone = (o: Pick<LiveOrder, 'state'>) => o.state === 'filled' || o.state === 'cancelled';

const rateText = (r: Rate) => fromUnits((r.num * 100_000_000n) / r.den);

export function toRow(o: LiveOrder): SpotOrderTable {
  const s: Scale = o.pair;
  return {
    id: o.id,
    user_id: o.userId,
    instrument_id: o.pair.instrument.id,
    side: o.side,
    order_type: o.orderType,
    time_in_force: o.tif,
    post_only: o.postOnly ? 1 : 0,
    price: stepsText(o.ticks, s.priceDecimals),
    amount: stepsText(o.lots, s.amountDecimals),
    filled: stepsText(o.filledLots, s.amountDecimals),
    total: fromUnits(o.total),
    fee: fromUnits(o.fee),
    frozen: fromUnits(o.frozen),
    price_decimals: s.priceDecimals,
    amount_decimals: s.amountDecimals,
    maker_fee: rateText(o.makerFee),
    taker_fee: rateText(o.takerFee),
    state: o.state,
    cancel_reason: o.cancelReason,
    seq: o.seq,
    request_id: o.requestId,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
  };
}

/** The one zero amount that unfilled orders share (each BigInt read is an object of its own). */
const ZERO = 0n;
const shared = (units: bigint | null) => (units === 0n ? ZERO : units);

/** Fee rates read back, one object a rate (orders placed under the same terms share it). */
const rates = new Map<string, Rate>();
function rateOf(text: string): Rate {
  let rate = rates.get(text);
  if (!rate) {
    rate = parseRate(text);
    rates.set(text, rate);
  }
  return rate;
}

/**
 * An open order read back (rebuilding the books); null when its row cannot be one. Its row is
 * stored, so it does not keep its Idempotency-Key (see OrderInit.requestId).
 */
export function fromRow(r: SpotOrderTable, pair: Pair): LiveOrder | null {
  const ticks = toSteps(r.price, r.price_decimals);
  const lots = toSteps(r.amount, r.amount_decimals);
  const filled = r.filled === '0' ? 0 : toSteps(r.filled, r.amount_decimals);
  const [total, fee, frozen] = [shared(toUnits(r.total)), shared(toUnits(r.fee)), shared(toUnits(r.frozen))];
  if (typeof ticks !== 'number' || typeof lots !== 'number' || typeof filled !== 'number') return null;
  if (total === null || fee === null || frozen === null) return null;
  // A pair's scale is fixed while it has open orders; an order of another scale is not this pair's.
  if (r.price_decimals !== pair.priceDecimals || r.amount_decimals !== pair.amountDecimals) return null;
  return new LiveOrder({
    id: r.id,
    userId: r.user_id,
    pair,
    side: r.side,
    orderType: r.order_type,
    tif: r.time_in_force,
    postOnly: r.post_only === 1,
    ticks,
    lots,
    filledLots: filled,
    total,
    fee,
    frozen,
    makerFee: rateOf(r.maker_fee),
    takerFee: rateOf(r.taker_fee),
    state: r.state,
    cancelReason: r.cancel_reason as CancelReason | null,
    seq: Number(r.seq),
    requestId: null,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  });
}

export function orderView(
  r: SpotOrderTable,
  symbol: { symbol: string; base: string; quote: string },
  fills?: SpotFill[],
): SpotOrder {
  const filled = r.filled === '0' ? 0 : toSteps(r.filled, r.amount_decimals);
  const total = toUnits(r.total) ?? 0n;
  const view: SpotOrder = {
    id: r.id,
    symbol: symbol.symbol,
    match_id: r.instrument_id,
    currency_id: currencyId(symbol.base),
    legal_id: currencyId(symbol.quote),
    type: r.side === 'buy' ? 1 : 2,
    order_type: r.order_type,
    time_in_force: r.time_in_force,
    post_only: r.post_only === 1,
    target_price: r.price,
    amount: r.amount,
    trade_amount: r.filled,
    total: r.total,
    avg_price:
      typeof filled === 'number' && filled > 0
        ? averagePrice({ priceDecimals: r.price_decimals, amountDecimals: r.amount_decimals }, total, filled)
        : '0',
    fee: r.fee,
    status: r.state === 'open' || r.state === 'partial' ? 1 : 2,
    state: r.state,
    cancel_reason: (r.cancel_reason as CancelReason | null) ?? null,
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
  };
  if (fills) view.fills = fills;
  return view;
}

/** A trade as one of its two orders' owner sees it. */
export function fillView(t: SpotTradeTable, orderId: string): SpotFill {
  const taker = t.taker_order_id === orderId;
  return {
    id: t.id,
    price: t.price,
    amount: t.amount,
    total: t.total,
    fee: taker ? t.taker_fee : t.maker_fee,
    role: taker ? 'taker' : 'maker',
    tick_id: Number(t.tick_id),
    tick_price: t.tick_price,
    created_at: Number(t.created_at),
  };
}
