// Server refusals a form shows at the field that caused them (wrong pay password, insufficient
// balance, wrong login), told apart by the refusal's machine-readable `code` (the server's message
// id, README "The API") instead of its translated text. The API client still toasts them unless
// the call is quiet; the field keeps the reason once the toast has gone.
import { ApiError } from './client';

/** The refusal codes screens place at a field (ids of server/*\/messages.ts). */
export const REFUSAL_CODES = {
  insufficientBalance: 'ledger.insufficient_balance',
  payPasswordWrong: 'wallet.pay_password_wrong',
  payPasswordLocked: 'wallet.pay_password_locked',
  payPasswordNotSet: 'wallet.pay_password_not_set',
  /** A payment to another user sent without the pay password (issue 32). */
  payPasswordNeeded: 'wallet.pay_password_needed',
  belowMinimum: 'wallet.below_minimum',
  withdrawLimit: 'wallet.withdraw_limit',
  loginFailed: 'auth.login_failed',
  tooManyLogins: 'auth.too_many_logins',
  accountFrozen: 'auth.account_frozen',
  totpRequired: 'auth.totp_required',
  totpInvalid: 'auth.totp_invalid',
  /** A bid on another user's auction before its margin was frozen with the pay password. */
  marginFirst: 'nft.margin_first',
  priceOutOfBand: 'server.price_out_of_band',
} as const;

/** The refusals of a payment to another user's proof (pay password, authenticator code), by field. */
export const PAYMENT_PROOF_REFUSALS: Readonly<Record<string, 'payPassword' | 'totp'>> = {
  [REFUSAL_CODES.payPasswordNeeded]: 'payPassword',
  [REFUSAL_CODES.payPasswordWrong]: 'payPassword',
  [REFUSAL_CODES.payPasswordLocked]: 'payPassword',
  [REFUSAL_CODES.payPasswordNotSet]: 'payPassword',
  [REFUSAL_CODES.totpRequired]: 'totp',
  [REFUSAL_CODES.totpInvalid]: 'totp',
};

/** A refusal's code; null when `err` is not a refusal or its server sent none. */
export function refusalCode(err: unknown): string | null {
  return err instanceof ApiError && err.kind === 'refused' ? (err.code ?? null) : null;
}

/** The field a refusal belongs to, from a form's codes → fields; null: not a field's (shown with the form). */
export function refusalField<F extends string>(err: unknown, fields: Readonly<Record<string, F>>): F | null {
  const code = refusalCode(err);
  return code !== null && Object.hasOwn(fields, code) ? (fields[code] ?? null) : null;
}

/** When the lock a refusal reports lifts (ms since the epoch), if it is one and still ahead of `now`. */
export function lockedUntil(err: unknown, now: number): number | null {
  if (!(err instanceof ApiError) || err.kind !== 'refused' || err.until === undefined) return null;
  return err.until > now ? err.until : null;
}
