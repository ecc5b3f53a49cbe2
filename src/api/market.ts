// Market calls (spec §7; contract/market.ts).
import type { Period, Quotation, TimesharReply } from '../../contract/market';
import { api, type CallOptions } from './client';

export const getQuotations = (opts?: CallOptions) => api.get<Quotation[]>('currency/quotation_new', {}, opts);

export const getCandles = (
  symbol: string,
  period: Period,
  range: { from?: number; to?: number } = {},
  opts?: CallOptions,
) => api.get<TimesharReply>('currency/new_timeshar', { symbol, period, ...range }, opts);

export const getFavourites = (opts?: CallOptions) => api.get<Quotation[]>('optional/list', {}, opts);
export const addFavourite = (currency_id: number, opts?: CallOptions) =>
  api.post<null>('optional/add', { currency_id }, opts);
export const removeFavourite = (id: number, opts?: CallOptions) => api.post<null>('optional/del', { id }, opts);
