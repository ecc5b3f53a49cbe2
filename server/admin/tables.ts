export type OperatorRole = 'reviewer' | 'editor' | 'admin';

export interface OperatorTable {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
  /** argon2id, as customers' passwords. */
  password_hash: string;
  /** Base32 TOTP secret; required for administrators, optional for the other roles. */
  totp_secret: string | null;
  /** The last authenticator time step used: a code works once. */
  totp_last_step: number;
  disabled: number;
  created_at: number;
}

export interface OperatorSessionTable {
  id: string;
  /** SHA-256 of the token. */
  token_hash: string;
  operator_id: string;
  ip: string;
  created_at: number;
  idle_expires_at: number;
  absolute_expires_at: number;
  revoked_at: number | null;
}

export interface AuditLogTable {
  id: string;
  operator_id: string;
  /** What was done, e.g. 'kyc.approve', 'withdraw.reject', 'news.save', 'user.freeze'. */
  action: string;
  target_type: string;
  target_id: string;
  /** JSON of the target before and after the action. */
  before: string;
  after: string;
  ip: string;
  created_at: number;
}

/** A balance adjustment (four eyes above the threshold: ./adjustments.ts). */
export interface BalanceAdjustmentTable {
  id: string;
  user_id: string;
  account: number;
  currency: string;
  /** Signed decimal. */
  amount: string;
  reason: string;
  value_usdt: string;
  state: 'pending' | 'applied' | 'rejected';
  requested_by: string;
  requested_at: number;
  decided_by: string | null;
  decided_at: number | null;
  decision_note: string;
  entry_id: string | null;
}
