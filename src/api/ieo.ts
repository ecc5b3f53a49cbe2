// IEO launchpad calls (spec §7 /project*, /user/project/order; contract/ieo.ts). Subscribing carries an
// Idempotency-Key, so a retry after a dropped connection commits once.
import type { IeoDetail, IeoOrderPage, IeoProjectPage } from '../../contract/ieo';
import { api, type CallOptions } from './client';

export const IEO_PAGE_SIZE = 10;

/** The projects (warm-up, in progress and ended), newest first; open to guests. */
export const getIeoProjects = (page: number, opts?: CallOptions, limit = IEO_PAGE_SIZE) =>
  api.get<IeoProjectPage>('project', { page, limit }, opts);

/** One project, with what the signed-in reader has asked for in it. */
export const getIeoProject = (projectId: number, opts?: CallOptions) =>
  api.get<IeoDetail>('project/detail', { project_id: projectId }, opts);

/** Asks for `amount` whole tokens at the project's price: the payment is committed (frozen) until the end. */
export const subscribeIeo = (
  f: { project_id: number; amount: string; pay_currency: string; price: string },
  requestId: string,
  opts?: CallOptions,
) => api.post<IeoDetail>('project/order', f, { ...opts, idempotencyKey: requestId });

/** The reader's orders, newest first, each with its allocation and releases once the project ended. */
export const getIeoOrders = (page: number, opts?: CallOptions, limit = IEO_PAGE_SIZE) =>
  api.get<IeoOrderPage>('user/project/order', { page, limit }, opts);
