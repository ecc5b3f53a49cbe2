// Earn calls: lock mining and its DeFi and cloud kinds (spec §7 /lh/*; contract/earn.ts). Subscribing
// and redeeming carry an Idempotency-Key, so a retry after a dropped connection locks or redeems once.
import type { EarnKind, EarnOrder, EarnOrderPage, EarnOrderStatus, EarnProduct } from '../../contract/earn';
import { api, type CallOptions } from './client';

/** The products offered, of one kind or all; open to guests (kept by the worker for offline use). */
export const getEarnProducts = (kind?: EarnKind, opts?: CallOptions) =>
  api.get<EarnProduct[]>('lh/deposit/config', { kind }, opts);

/** Locks `amount` of the product's currency from the coin account (2) into a new order. */
export const subscribeEarn = (configId: number, amount: string, requestId: string, opts?: CallOptions) =>
  api.post<EarnOrder>('lh/deposit', { config_id: configId, amount }, { ...opts, idempotencyKey: requestId });

export const EARN_PAGE_SIZE = 10;

/** The user's orders, newest first: 1 running, 2 redeemed (at maturity or early). */
export const getEarnOrders = (status: EarnOrderStatus, page: number, opts?: CallOptions, limit = EARN_PAGE_SIZE) =>
  api.get<EarnOrderPage>('lh/deposit/order', { status, page, limit }, opts);

/** Early redemption: the amount less the penalty comes back; interest already paid is kept. */
export const redeemEarn = (id: string, requestId: string, opts?: CallOptions) =>
  api.post<EarnOrder>('lh/deposit/order/cancel', { id }, { ...opts, idempotencyKey: requestId });
