import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  email: string | null;
  area_code: string | null;
  mobile: string | null;
  password_hash: string;
  pay_password_hash: string | null;
  nickname: string;
  signature: Generated<string>;
  head_portrait: Generated<string>;
  credit_score: Generated<number>;
  invite_code: string;
  referrer_id: string | null;
  lang: Generated<string>;
  fiat: Generated<string>;
  anti_phishing_code: string | null;
  /** Base32 TOTP secret; set at setup, active once `totp_enabled` = 1. */
  totp_secret: string | null;
  totp_enabled: Generated<number>;
  /** The last authenticator time step used: a code works once. */
  totp_last_step: Generated<number>;
  /** JSON array of hashed one-time recovery codes. */
  recovery_codes: Generated<string>;
  login_frozen: Generated<number>;
  /** Withdrawals are refused before this time (ms): a security change was made (issue 19). */
  withdraw_hold_until: Generated<number>;
  /** Set when the owner froze the account from a security alert's link; null when not frozen. */
  security_frozen_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface SessionTable {
  id: string;
  /** SHA-256 of the token: the token itself is never stored. */
  token_hash: string;
  user_id: string;
  stay: number;
  ip: string;
  user_agent: string;
  created_at: number;
  last_seen_at: number;
  idle_expires_at: number;
  absolute_expires_at: number;
  revoked_at: number | null;
  /** Until when this session may make one security change: it proved its owner again (POST /safe/verify). */
  verified_until: Generated<number>;
}

export interface VerificationCodeTable {
  id: string;
  destination: string;
  scene: string;
  /** HMAC of the code under the server secret. */
  code_hash: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

/** A login or security change, as the owner sees it in their devices/login history. */
export interface SecurityEventTable {
  id: string;
  user_id: string;
  kind: string;
  ip: string;
  user_agent: string;
  created_at: number;
}

/** The one-time link in a security alert that freezes the account. */
export interface FreezeLinkTable {
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}
