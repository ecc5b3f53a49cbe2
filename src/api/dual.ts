// Dual investment calls (spec §7 /dual/*; contract/dual.ts). Buying carries an Idempotency-Key, so a
// retry after a dropped connection buys once.
import type { DualDetail, DualIndex, DualOrder, DualOrderPage, DualType } from '../../contract/dual';
import { api, type CallOptions } from './client';

export const DUAL_PAGE_SIZE = 10;

/** The products on sale for a coin (1 BTC, 2 ETH) and type, with the coin's latest price; open to guests. */
export const getDualProducts = (currencyId?: number, type?: DualType, opts?: CallOptions) =>
  api.get<DualIndex>('dual/index', { currency_id: currencyId, type }, opts);

/** One product, with the reader's shares in it. */
export const getDualProduct = (id: number, opts?: CallOptions) => api.get<DualDetail>('dual/detail', { id }, opts);

/** Buys `num` whole shares: their amount is frozen until settlement. */
export const buyDual = (id: number, num: string, requestId: string, opts?: CallOptions) =>
  api.post<DualOrder>('dual/buyDual', { id, num }, { ...opts, idempotencyKey: requestId });

/** The reader's orders, newest first: 'open' (purchased or settling) or 'completed'. */
export const getDualOrders = (state: 'open' | 'completed', page: number, opts?: CallOptions, limit = DUAL_PAGE_SIZE) =>
  api.post<DualOrderPage>('dual/dual_list', { state, page, limit }, opts);
