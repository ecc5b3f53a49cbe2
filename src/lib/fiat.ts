// The default fiat currency's rate as the device keeps it (spec §3 Fiat setting {currency_code,
// rate, saveTime}; §9 rate cache 24 h). Pure: reading what was stored and whether it is fresh.

export type StoredFiat = { currency_code: string; rate: string; saveTime: number };

/** Spec §9: a stored rate is used for 24 hours, then fetched again. */
export const FIAT_RATE_TTL_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_FIAT: StoredFiat = { currency_code: 'USD', rate: '1', saveTime: 0 };

/** The stored JSON when it is a well-formed fiat setting; null otherwise. */
export function parseStoredFiat(raw: string | null): StoredFiat | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<StoredFiat>;
    if (
      typeof v.currency_code === 'string' &&
      /^[A-Z]{3}$/.test(v.currency_code) &&
      typeof v.rate === 'string' &&
      /^\d+(\.\d+)?$/.test(v.rate) &&
      typeof v.saveTime === 'number' &&
      Number.isFinite(v.saveTime)
    )
      return { currency_code: v.currency_code, rate: v.rate, saveTime: v.saveTime };
  } catch {
    // Not JSON: treated as nothing stored.
  }
  return null;
}

/** Whether `fiat` holds a usable rate for `code` saved less than 24 h before `now`. */
export const isFiatFresh = (fiat: StoredFiat, code: string, now: number) =>
  fiat.currency_code === code && fiat.saveTime > 0 && now - fiat.saveTime < FIAT_RATE_TTL_MS && now >= fiat.saveTime;
