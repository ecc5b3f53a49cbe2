// Auth and security calls (spec §7 Auth; contract/auth.ts).
import type { CodeScene, LoginReply, SessionItem, TotpEnableReply, TotpSetupReply } from '../../contract/auth';
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

export const updatePassword = (input: { password: string; re_password: string; code: string }, opts?: CallOptions) =>
  api.post<string>('safe/update_password', input, opts);

export const setPayPassword = (input: { password: string; re_password: string; code: string }, opts?: CallOptions) =>
  api.post<string>('safe/pay_password', input, opts);

export const bindMobile = (input: { area_code: string; mobile: string; code: string }, opts?: CallOptions) =>
  api.post<string>('safe/mobile', input, opts);

export const bindEmail = (input: { email: string; code: string }, opts?: CallOptions) =>
  api.post<string>('safe/email', input, opts);

export const setAntiPhishingCode = (anti_phishing_code: string, opts?: CallOptions) =>
  api.post<string>('safe/anti_phishing', { anti_phishing_code }, opts);

export const totpSetup = (opts?: CallOptions) => api.post<TotpSetupReply>('safe/totp/setup', {}, opts);
export const totpEnable = (totp_code: string, opts?: CallOptions) =>
  api.post<TotpEnableReply>('safe/totp/enable', { totp_code }, opts);
export const totpDisable = (totp_code: string, opts?: CallOptions) =>
  api.post<string>('safe/totp/disable', { totp_code }, opts);

export const listSessions = (opts?: CallOptions) => api.get<SessionItem[]>('user/sessions', {}, opts);
export const revokeSession = (id: string, opts?: CallOptions) => api.post<null>('user/sessions/revoke', { id }, opts);
export const setStayLoggedIn = (stay: boolean, opts?: CallOptions) =>
  api.post<string>('user/sessions/stay', { stay: stay ? 1 : 0 }, opts);
