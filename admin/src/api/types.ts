// The shapes the back-office endpoints answer with (server/admin/backoffice.ts), as this app
// reads them. Content shapes come from contract/admin.ts.
import type { SecurityEvent } from '../../../contract/auth';
import type { AdminDualProduct } from '../../../contract/dual';
import type { BillRow } from '../../../contract/wallet';

export type { AuditRow } from '../../../contract/admin';

export type KycRow = {
  id: string;
  user_id: string;
  level: number;
  state: 'review' | 'verified' | 'failed';
  name: string;
  reason: string | null;
  submitted_at: number;
  email: string | null;
  mobile: string | null;
  reviewed_at: number | null;
  reviewer: string | null;
};

/** One submission as GET kyc/detail answers it: level 1 has the document, level 2 the contact. */
export type KycDetail = Omit<KycRow, 'name'> & {
  /** Spec §3 code: '1' ID card, '2' passport, '3' driver licence (contract/kyc.ts ID_TYPES); null for level 2. */
  id_type: string | null;
  /** Issuing country of a level-1 document (ISO 3166-1 alpha-2); null when not recorded. */
  country: string | null;
  name: string | null;
  card_id: string | null;
  /** Level 2: the emergency contact. */
  link_name: string | null;
  link_mobile: string | null;
  /** The operator who decided; null while under review or when not an operator. */
  reviewer_email: string | null;
  front_pic: string;
  reverse_pic: string;
  hand_pic: string;
};

export type RechargeRow = {
  id: string;
  user_id: string;
  currency: string;
  amount: string;
  address: string;
  state: 'review' | 'approved' | 'rejected';
  reason: string | null;
  created_at: number;
  email: string | null;
  mobile: string | null;
  reviewed_at: number | null;
  reviewer: string | null;
};

export type RechargeDetail = RechargeRow & { voucher: string; reviewer_email: string | null };

export type WithdrawRow = {
  id: string;
  user_id: string;
  currency: string;
  method: string;
  destination: Record<string, string>;
  amount: string;
  fee: string;
  received: string;
  state: 'review' | 'approved' | 'rejected';
  reason: string | null;
  remark: string | null;
  created_at: number;
  email: string | null;
  mobile: string | null;
};

export type UserRow = {
  id: string;
  email: string | null;
  area_code: string | null;
  mobile: string | null;
  nickname: string | null;
  invite_code: string;
  login_frozen: number | boolean;
  created_at: number;
};

export type UserDetail = {
  user: UserRow & {
    lang: string;
    fiat: string;
    totp_enabled: boolean;
    login_frozen: boolean;
    /** Set when the customer froze the account from a security alert's link. */
    security_frozen_at: number | null;
    /** Withdrawals are refused before this time (ms) after a security change. */
    withdraw_hold_until: number;
  };
  kyc: {
    level: number;
    submissions: { id: string; level: number; state: string; reason: string | null; submitted_at: number }[];
  };
  balances: { account: number; currency: string; available: string; frozen: string }[];
  bills: BillRow[];
  sessions: {
    id: string;
    ip: string;
    user_agent: string;
    created_at: number;
    last_seen_at: number;
    revoked_at: number | null;
  }[];
  /** The customer's logins and security changes, newest first (contract/auth.ts SecurityEvent). */
  security: SecurityEvent[];
};

/** GET /admin/dual/products {page, limit}: the listed products, newest first, and how many in all. */
export type AdminDualProductPage = { list: AdminDualProduct[]; total: number; page: number; limit: number };
