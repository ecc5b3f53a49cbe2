// Leverage contract calls (spec §7 /lever/*; contract/lever.ts). Every mutation carries an
// Idempotency-Key, so a retry after a dropped connection opens, closes or cancels once.
import type { LeverDeal, LeverDirection, LeverListReply, LeverPosition, LeverProduct } from '../../contract/lever';
import { api, type CallOptions } from './client';

/** Every contract offered, open to guests. */
export const getLeverProducts = (opts?: CallOptions) => api.get<LeverProduct[]>('lever/products', {}, opts);

/** One instrument's terms with the user's balance, open positions there and the account's risk. */
export const getLeverDeal = (pair: { currency_id: number; legal_id: number }, opts?: CallOptions) =>
  api.post<LeverDeal>('lever/deal', { currency_id: pair.currency_id, legal_id: pair.legal_id }, opts);

export type OpenInput = {
  pair: { currency_id: number; legal_id: number };
  share: number;
  multiple: number;
  type: LeverDirection;
  /** null for a market order. */
  limit: string | null;
  takeProfit: string | null;
  stopLoss: string | null;
};

export const openPosition = (input: OpenInput, requestId: string, opts?: CallOptions) =>
  api.post<LeverPosition>(
    'lever/submit',
    {
      currency_id: input.pair.currency_id,
      legal_id: input.pair.legal_id,
      share: input.share,
      multiple: input.multiple,
      type: input.type,
      status: input.limit === null ? 1 : 0,
      target_price: input.limit ?? '',
      target_profit_price: input.takeProfit ?? '',
      stop_loss_price: input.stopLoss ?? '',
    },
    { ...opts, idempotencyKey: requestId },
  );

export const closePosition = (id: string, requestId: string, opts?: CallOptions) =>
  api.post<LeverPosition>('lever/close', { id }, { ...opts, idempotencyKey: requestId });

export const cancelEntrust = (id: string, requestId: string, opts?: CallOptions) =>
  api.post<LeverPosition>('lever/cancel', { id }, { ...opts, idempotencyKey: requestId });

/** Sets both stops; null removes one. */
export const setStops = (
  id: string,
  stops: { takeProfit: string | null; stopLoss: string | null },
  requestId: string,
  opts?: CallOptions,
) =>
  api.post<LeverPosition>(
    'lever/setstop',
    { id, target_profit_price: stops.takeProfit ?? '', stop_loss_price: stops.stopLoss ?? '' },
    { ...opts, idempotencyKey: requestId },
  );

/** 0 all, 1 only longs, 2 only shorts. */
export type BatchKind = 0 | 1 | 2;

export const batchClose = (type: BatchKind, requestId: string, opts?: CallOptions) =>
  api.post<{ closed: number }>('lever/batch_close', { type }, { ...opts, idempotencyKey: requestId });

export const LEVER_PAGE_SIZE = 10;

/** The user's positions: 0 entrusts, 1 open, 3 closed (and cancelled); every instrument unless given. */
export const getLeverPositions = (
  filter: { status: 0 | 1 | 3; pair?: { currency_id: number; legal_id: number } },
  page: number,
  limit = LEVER_PAGE_SIZE,
  opts?: CallOptions,
) =>
  api.post<LeverListReply>(
    'lever/my_trade',
    {
      status: filter.status,
      currency_id: filter.pair?.currency_id,
      legal_id: filter.pair?.legal_id,
      page,
      limit,
    },
    opts,
  );
