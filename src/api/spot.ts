// Spot trading calls (spec §7 /coin/*; contract/spot.ts). Placing and cancelling carry an
// Idempotency-Key, so a retry after a dropped connection cannot place or cancel twice.
import type {
  OrderListReply,
  OrderType,
  SideCode,
  SpotDepth,
  SpotOrder,
  SpotPair,
  TimeInForce,
  TradesReply,
} from '../../contract/spot';
import { api, type CallOptions } from './client';

export const getSpotPairs = (opts?: CallOptions) => api.get<SpotPair[]>('coin/pairs', {}, opts);

export const getSpotDepth = (symbol: string, opts?: CallOptions) => api.get<SpotDepth>('coin/depth', { symbol }, opts);

export const getSpotTrades = (symbol: string, opts?: CallOptions) =>
  api.get<TradesReply>('coin/trades', { symbol }, opts);

export type PlaceOrderInput = {
  pair: Pick<SpotPair, 'currency_id' | 'legal_id'>;
  side: SideCode;
  orderType: OrderType;
  /** The limit price; ignored by the server for a market order. */
  price: string;
  amount: string;
  /** A market buy by total: the quote to spend (the amount is then left to the book). */
  total?: string;
  timeInForce: TimeInForce;
  postOnly: boolean;
};

export const placeSpotOrder = (input: PlaceOrderInput, requestId: string, opts?: CallOptions) =>
  api.post<SpotOrder>(
    'coin/trade',
    {
      amount: input.total ? '' : input.amount,
      ...(input.total && { total: input.total }),
      target_price: input.orderType === 'limit' ? input.price : '',
      currency_id: input.pair.currency_id,
      legal_id: input.pair.legal_id,
      type: input.side,
      order_type: input.orderType,
      time_in_force: input.orderType === 'limit' ? input.timeInForce : 'IOC',
      post_only: input.orderType === 'limit' && input.postOnly ? '1' : '0',
    },
    { ...opts, idempotencyKey: requestId },
  );

export const cancelSpotOrder = (id: string, requestId: string, opts?: CallOptions) =>
  api.post<SpotOrder>('coin/cancel', { id }, { ...opts, idempotencyKey: requestId });

/** One order with its fills. */
export const getSpotOrder = (id: string, opts?: CallOptions) => api.get<SpotOrder>('coin/order', { id }, opts);

export type OrderListFilter = { currency_id?: number; legal_id?: number; status: 1 | 2 };

/** Ten at a time (spec §9), newest first; status 1 open or partly filled, 2 filled or cancelled. */
export const getSpotOrders = (filter: OrderListFilter, page: number, opts?: CallOptions) =>
  api.get<OrderListReply>('coin/list', { ...filter, page, limit: 10 }, opts);
