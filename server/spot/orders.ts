// A spot order as the engine holds it (integer ticks and lots, ledger units) and its two other
// forms: the stored row and what its owner is shown. Pure.

import { currencyId } from '../../contract/currencies';
import type { CancelReason, SpotFill, SpotOrder } from '../../contract/spot';
import { fromUnits, toUnits } from '../ledger/units';
import type { TimeInForce } from './book';
import { averagePrice, parseRate, type Rate, type Scale, stepsText, toSteps } from './money';
import type { Pair } from './pairs';
import type { SpotOrderTable, SpotTradeTable } from './tables';

export type LiveOrder = {
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
  requestId: string | null;
  createdAt: number;
  updatedAt: number;
};

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

/** An open order read back (rebuilding the books); null when its row cannot be one. */
export function fromRow(r: SpotOrderTable, pair: Pair): LiveOrder | null {
  const ticks = toSteps(r.price, r.price_decimals);
  const lots = toSteps(r.amount, r.amount_decimals);
  const filled = r.filled === '0' ? 0 : toSteps(r.filled, r.amount_decimals);
  const [total, fee, frozen] = [toUnits(r.total), toUnits(r.fee), toUnits(r.frozen)];
  if (typeof ticks !== 'number' || typeof lots !== 'number' || typeof filled !== 'number') return null;
  if (total === null || fee === null || frozen === null) return null;
  // A pair's scale is fixed while it has open orders; an order of another scale is not this pair's.
  if (r.price_decimals !== pair.priceDecimals || r.amount_decimals !== pair.amountDecimals) return null;
  return {
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
    makerFee: parseRate(r.maker_fee),
    takerFee: parseRate(r.taker_fee),
    state: r.state,
    cancelReason: (r.cancel_reason as CancelReason | null) ?? null,
    seq: Number(r.seq),
    requestId: r.request_id,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
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
