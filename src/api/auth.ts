// Auth and security calls (spec §7 Auth; contract/auth.ts).
import type {
  CodeScene,
  LoginReply,
  SafeState,
  SecurityEvent,
  SessionItem,
  TotpEnableReply,
  TotpSetupReply,
  VerifyReply,
} from '../../contract/auth';
import { api, type CallOptions } from './client';

export const sendEmailCode = (user_string: string, type: CodeScene, opts?: CallOptions) =>
  api.post<string>('sms_mail', { user_string, type }, opts);

export const sendSmsCode = (area_code: string, mobile: string, type: CodeScene, opts?: CallOptions) =>
  api.post<string>('sms_send', { area_code, mobile, type }, opts);

export type RegisterInput = {
  user_string: string;
  code: string;
  password: string;
  re_password: string;
  extension_code: string;
  type: 'email' | 'mobile';
  area_code: string;
};

/** → the new session's token. */
export const register = (input: RegisterInput, opts?: CallOptions) => api.post<string>('user/register', input, opts);

export const login = (
  input: { user_string: string; password: string; area_code: string; stay: boolean },
  opts?: CallOptions,
) => api.post<LoginReply>('user/login', { ...input, stay: input.stay ? 1 : 0 }, opts);

export const loginTotp = (ticket: string, totp_code: string, opts?: CallOptions) =>
  api.post<string>('user/login/totp', { ticket, totp_code }, opts);

export const logout = (opts?: CallOptions) => api.get<string>('user/logout', {}, opts);

export const forget = (
  input: { account: string; password: string; repassword: string; code: string; area_code: string },
  opts?: CallOptions,
) => api.post<string>('user/forget', input, opts);

// Security changes (ADR 16): each needs verifyIdentity first and uses it up. They are online-only —
// never queued: a proof of identity lasts minutes, and a queued change would outlive it.

/** → until when (ms) this session may make one security change. */
export const verifyIdentity = (input: { password: string; code: string; totp_code: string }, opts?: CallOptions) =>
  api.post<VerifyReply>('safe/verify', input, opts);

/** The account's freeze and withdrawal hold. */
export const getSafeState = (opts?: CallOptions) => api.get<SafeState>('safe/state', {}, opts);

export const updatePassword = (input: { password: string; re_password: string }, opts?: CallOptions) =>
  api.post<string>('safe/update_password', input, opts);

export const setPayPassword = (input: { password: string; re_password: string }, opts?: CallOptions) =>
  api.post<string>('safe/pay_password', input, opts);

/** Removes the e-mail address or the phone (the other one must remain). */
export const unbindContact = (type: 'email' | 'mobile', opts?: CallOptions) =>
  api.post<string>('safe/unbind', { type }, opts);

/** A security alert's link: freezes the account; no session needed. */
export const freezeAccount = (token: string, opts?: CallOptions) => api.post<string>('safe/freeze', { token }, opts);

/** Lifts a freeze: the login password, the authenticator when on, a code to each bound contact. */
export const unfreezeAccount = (
  input: { password: string; totp_code: string; email_code: string; sms_code: string },
  opts?: CallOptions,
) => api.post<string>('safe/unfreeze', input, opts);

/** The account's logins and security changes, newest first. */
export const getSecurityLog = (page: number, limit: number, opts?: CallOptions) =>
  api.get<SecurityEvent[]>('user/security_log', { page, limit }, opts);

export const bindMobile = (input: { area_code: string; mobile: string; code: string }, opts?: CallOptions) =>
  api.post<string>('safe/mobile', input, opts);

export const bindEmail = (input: { email: string; code: string }, opts?: CallOptions) =>
  api.post<string>('safe/email', input, opts);

export const setAntiPhishingCode = (anti_phishing_code: string, opts?: CallOptions) =>
  api.post<string>('safe/anti_phishing', { anti_phishing_code }, opts);

export const totpSetup = (opts?: CallOptions) => api.post<TotpSetupReply>('safe/totp/setup', {}, opts);
export const totpEnable = (totp_code: string, opts?: CallOptions) =>
  api.post<TotpEnableReply>('safe/totp/enable', { totp_code }, opts);
/** The proof of identity just given included the authenticator code. */
export const totpDisable = (opts?: CallOptions) => api.post<string>('safe/totp/disable', {}, opts);

export const listSessions = (opts?: CallOptions) => api.get<SessionItem[]>('user/sessions', {}, opts);
export const revokeSession = (id: string, opts?: CallOptions) => api.post<null>('user/sessions/revoke', { id }, opts);
export const setStayLoggedIn = (stay: boolean, opts?: CallOptions) =>
  api.post<string>('user/sessions/stay', { stay: stay ? 1 : 0 }, opts);
