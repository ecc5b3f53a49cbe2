// Pure rules of the account safeguards on the client (ADR 16): whether withdrawals are stopped and
// why, whether a saved destination may be used yet, and a time as the user reads it. No I/O, no
// translated text, so they are unit-tested as they are.
import { LOCALE_TAGS, type Locale } from '../../../contract/locales';

/** The part of /safe/state (or of the withdraw info) that decides whether money may leave. */
export type SafeguardState = { frozen: boolean; withdraw_hold_until: number | null };

/** Why withdrawals are stopped now: frozen (until lifted), held (until a time), or not at all. */
export type WithdrawBlock = { kind: 'frozen' } | { kind: 'held'; until: number } | null;

export function withdrawBlock(state: SafeguardState, now: number): WithdrawBlock {
  if (state.frozen) return { kind: 'frozen' };
  const until = state.withdraw_hold_until;
  // The server sends null once the hold is over; a screen left open past it must not stay blocked.
  if (until !== null && until > now) return { kind: 'held', until };
  return null;
}

/**
 * A saved address or card may receive a withdrawal once its own hold (usable_at) is over. One saved
 * without a hold (usable_at within a minute of created_at) is usable at once, whatever this device's
 * clock says: it may run behind the server's.
 */
export function usableNow(usableAt: number | undefined, now: number, createdAt?: number): boolean {
  if (!usableAt) return true;
  if (createdAt !== undefined && usableAt - createdAt < 60_000) return true;
  return usableAt <= now;
}

/** A moment as a date and a time in the user's language and time zone ("25 Nov 2026, 14:05"). */
export function formatMoment(ms: number, lang: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(ms),
  );
}
