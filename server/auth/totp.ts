// Time-based one-time passwords (RFC 6238) for the optional second factor, and the recovery codes
// that replace a lost authenticator. Pure apart from the randomness of new secrets.
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import type { Ids } from '../core/ids';

export const TOTP_ISSUER = 'Kestrel';

export function newTotpSecret(): string {
  return generateSecret();
}

export async function totpEnrolment(secret: string, account: string) {
  const otpauth_url = generateURI({ issuer: TOTP_ISSUER, label: account, secret });
  const qrcode = await QRCode.toDataURL(otpauth_url, { margin: 1, width: 240 });
  return { secret, otpauth_url, qrcode };
}

/**
 * The time step a 6-digit code belongs to, or null when it is wrong. A code is accepted one 30 s
 * step early or late, for phones whose clocks drift.
 */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(nowMs / 1000);
  const result = verifySync({ secret, token: code, epoch, epochTolerance: 30 });
  return result.valid ? Math.floor(epoch / 30) + result.delta : null;
}

// No l, o, 0 or 1: recovery codes are read off paper and typed.
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Ten one-time recovery codes like "k7pm-3xq2" (40 bits each; tries are rate-limited). */
export function newRecoveryCodes(pick: Ids['pick']): string[] {
  return Array.from({ length: 10 }, () => {
    const chars = pick(RECOVERY_ALPHABET, 8);
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}

export const normaliseRecoveryCode = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
