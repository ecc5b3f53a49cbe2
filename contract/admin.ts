// Back-office calls (/api/admin/…; issue: operator back office). Same envelope as the customer
// API; the operator token goes in AUTHORIZATION and token like a customer's, but only operator
// sessions are accepted here and customer sessions are never accepted.
import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

export type OperatorRole = 'reviewer' | 'editor' | 'admin';
export type OperatorInfo = { id: string; email: string; name: string; role: OperatorRole };

/** POST /admin/login {email, password, totp_code} → {token, operator}. */
export const operatorLoginRequest = z.object({
  email: text(200),
  password: z.string().max(200),
  totp_code: text(10).optional().default(''),
});

/** GET /admin/{kyc,recharge,withdraw}/list {state, page, limit}. */
export const queueRequest = z.object({ state: text(20).optional().default('review'), ...paging });

/** GET /admin/{kyc,recharge}/detail {id}. */
export const idRequest = z.object({ id: text(64).min(1) });

/** POST /admin/{kyc,recharge,withdraw}/decide {id, approve (1/0), reason (required to reject)}. */
export const decideRequest = z.object({
  id: text(64).min(1),
  approve: z.union([z.literal('1'), z.literal('0'), z.boolean()]).transform((v) => v === true || v === '1'),
  reason: text(500).optional().default(''),
});

/** GET /admin/users/search {q}. */
export const userSearchRequest = z.object({ q: text(100).min(1) });

/** POST /admin/users/freeze {id, frozen (1/0), reason}. */
export const freezeRequest = z.object({
  id: text(64).min(1),
  frozen: z.union([z.literal('1'), z.literal('0')]).transform((v) => v === '1'),
  reason: text(500),
});

/** POST /admin/users/adjust {id, account (1–4), currency, amount (signed), reason} → {entry_id}. */
export const adjustRequest = z.object({
  id: text(64).min(1),
  account: z.coerce.number().int().min(1).max(4),
  currency: text(10).transform((v) => v.toUpperCase()),
  amount: text(40),
  reason: text(500),
});

/** GET /admin/audit {operator, action, target_id, page, limit}; GET /admin/audit/export → CSV text. */
export const auditRequest = z.object({
  operator: text(64).optional().default(''),
  action: text(64).optional().default(''),
  target_id: text(64).optional().default(''),
  ...paging,
});
