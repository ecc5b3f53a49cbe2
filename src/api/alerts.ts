// Price alert calls (contract/alerts.ts). Adding carries an Idempotency-Key, so a retry after a
// lost answer sets one alert, not two.
import type { AlertKind, AlertList, PriceAlert } from '../../contract/alerts';
import { api, type CallOptions } from './client';

export type AlertInput = { matchId: number; kind: AlertKind; value: string };

export const addAlert = (input: AlertInput, requestId: string, opts?: CallOptions) =>
  api.post<PriceAlert>(
    'alert/add',
    {
      match_id: input.matchId,
      kind: input.kind,
      price: input.kind === 'move' ? '' : input.value,
      percent: input.kind === 'move' ? input.value : '',
    },
    { ...opts, idempotencyKey: requestId },
  );

export const getAlerts = (opts?: CallOptions) => api.get<AlertList>('alert/list', {}, opts);

export const deleteAlert = (id: string, opts?: CallOptions) => api.post<null>('alert/del', { id }, opts);
