// Accounts: sign-up, login, codes and security settings (spec §3 login payload, §7 Auth calls).
// Fields arrive as form strings; each schema only checks the shape, the rules of
// contract/validators.ts then give a precise, translated reason.
import { z } from 'zod';

const text = (max = 200) => z.string().trim().max(max);
const optionalText = (max = 200) => text(max).optional().default('');
/** A form flag: '1'/'true' or '0'/'false'. */
const flag = z
  .union([z.string(), z.boolean()])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true');

/** Where a code goes and why: register, forget (password), bind (a new phone or e-mail), security (own account). */
export const codeScene = z.enum(['register', 'forget', 'bind', 'security']);
export type CodeScene = z.infer<typeof codeScene>;

/** The account kind of register/login: spec default 'email'. */
export const accountType = z.enum(['email', 'mobile']).default('email');

/** POST /sms_mail — a code by e-mail. `user_string` is the address (ignored for scene security). */
export const smsMailRequest = z.object({
  user_string: optionalText(254),
  type: codeScene.default('register'),
});

/** POST /sms_send — a code by SMS. `mobile` is ignored for scene security (the bound phone is used). */
export const smsSendRequest = z.object({
  area_code: optionalText(6).transform((v) => v || '86'),
  mobile: optionalText(20),
  type: codeScene.default('register'),
});

/** POST /user/check_email — is this code right? (does not use it up). `country_code`: a phone's area (86). */
export const checkEmailRequest = z.object({
  user_string: text(254),
  scene: codeScene.default('register'),
  email_code: text(12),
  country_code: optionalText(6).transform((v) => v || '86'),
});

/** POST /user/register → message: the session token (the new user is logged in). */
export const registerRequest = z.object({
  user_string: text(254),
  code: text(12),
  password: z.string().max(200),
  re_password: z.string().max(200),
  extension_code: optionalText(32),
  type: accountType,
  area_code: optionalText(6).transform((v) => v || '86'),
  area_code_id: optionalText(10),
});

/** POST /user/login → message: the token (string), or {totp_required: true, ticket} when 2FA is on. */
export const loginRequest = z.object({
  user_string: text(254),
  password: z.string().max(200),
  area_code: optionalText(6).transform((v) => v || '86'),
  stay: flag,
});

export type LoginReply = string | { totp_required: true; ticket: string };

/** POST /user/login/totp {ticket, totp_code} → message: the token. `totp_code` may be a recovery code. */
export const loginTotpRequest = z.object({ ticket: text(400), totp_code: text(20) });

/** POST /user/forget {account, password, repassword, code} (area_code for a phone account). */
export const forgetRequest = z.object({
  account: text(254),
  password: z.string().max(200),
  repassword: z.string().max(200),
  code: text(12),
  area_code: optionalText(6).transform((v) => v || '86'),
});

/*
 * Security changes (issue 19, ADR 16). Each of them — password, pay password, e-mail, phone,
 * authenticator, a withdrawal address or bank card — needs the session to have proved its owner
 * again first: POST /safe/verify, then one change within 10 minutes. A change starts a withdrawal
 * hold (SECURITY_HOLD_HOURS, 24 by default) and is told to the account's contacts with a link
 * that freezes the account. Sending a code to a new address (sms_mail/sms_send type=bind) also
 * needs the proof.
 */

/**
 * POST /safe/verify {password, code, totp_code} → message: {verified_until} (ms). `code`: of scene
 * security, sent to the user's own e-mail or phone; `totp_code` when the authenticator is on.
 */
export const verifyRequest = z.object({
  password: z.string().max(200),
  code: text(12),
  totp_code: optionalText(20),
});
export type VerifyReply = { verified_until: number };

/** POST /safe/update_password {password, re_password}: every device is signed out after it. */
export const updatePasswordRequest = z.object({
  password: z.string().max(200),
  re_password: z.string().max(200),
});

/** POST /safe/mobile {mobile, code, area_code}: binds or rebinds a phone (code of scene bind sent to it). */
export const bindMobileRequest = z.object({
  mobile: text(20),
  code: text(12),
  area_code: optionalText(6).transform((v) => v || '86'),
});

/** POST /safe/email {email, code}: binds or rebinds an e-mail address (code of scene bind sent to it). */
export const bindEmailRequest = z.object({ email: text(254), code: text(12) });

/** POST /safe/unbind {type: email|mobile}: removes a contact; the other one must remain. */
export const unbindRequest = z.object({ type: z.enum(['email', 'mobile']) });

/** POST /safe/pay_password {password, re_password}: 6 digits. */
export const payPasswordRequest = z.object({
  password: z.string().max(200),
  re_password: z.string().max(200),
});

/** POST /safe/freeze {token}: the link of a security alert; no session needed. */
export const freezeRequest = z.object({ token: text(400) });

/**
 * POST /safe/unfreeze {password, totp_code, email_code, sms_code}: the owner lifts a freeze with
 * every factor — the login password, the authenticator when on, and a security code sent to each
 * bound contact (e-mail and phone).
 */
export const unfreezeRequest = z.object({
  password: z.string().max(200),
  totp_code: optionalText(20),
  email_code: optionalText(12),
  sms_code: optionalText(12),
});

/** GET /safe/state → message: the account's freeze and withdrawal hold. */
export type SafeState = { frozen: boolean; withdraw_hold_until: number | null };

/** What a security event (a login or a security change) is. */
export const SECURITY_EVENT_KINDS = [
  'login',
  'password',
  'pay_password',
  'email',
  'mobile',
  'email_removed',
  'mobile_removed',
  'totp_on',
  'totp_off',
  'wallet_address',
  'bank_card',
  'anti_phishing',
  'freeze',
  'unfreeze',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];
/** The changes among them (all but a login and a freeze). */
export type SecurityChange = Exclude<SecurityEventKind, 'login' | 'freeze'>;

/** GET /user/security_log {page, limit} → message: the account's logins and security changes, newest first. */
export type SecurityEvent = { id: string; kind: SecurityEventKind; ip: string; user_agent: string; created_at: number };

/**
 * POST /safe/anti_phishing {anti_phishing_code}: shown in every e-mail Kestrel sends. A security
 * change like the others: the session proves its owner first (/safe/verify), and it is recorded
 * and told to the account's contacts (it starts no withdrawal hold).
 */
export const antiPhishingRequest = z.object({ anti_phishing_code: text(40) });

/** POST /safe/totp/setup → message: what the authenticator app needs. */
export type TotpSetupReply = { secret: string; otpauth_url: string; qrcode: string };

/** POST /safe/totp/enable {totp_code} → message: {recovery_codes}; shown once. */
export const totpCodeRequest = z.object({ totp_code: text(20) });
export type TotpEnableReply = { recovery_codes: string[] };

/** GET /user/sessions → message: the live sessions, newest first. */
export type SessionItem = {
  id: string;
  ip: string;
  user_agent: string;
  created_at: number;
  last_seen_at: number;
  stay: boolean;
  current: boolean;
};

/** POST /user/sessions/stay {stay: 1|0}: "stay logged in" for this device (30 days idle, 180 days at most). */
export const stayRequest = z.object({ stay: flag });

/** POST /user/sessions/revoke {id}. */
export const revokeSessionRequest = z.object({ id: text(64) });
