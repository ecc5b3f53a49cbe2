// The keys the spec keeps in local storage (token, lang, the fiat setting with its cached rate) and
// the web version flag. Every read tolerates storage that is missing or full (private mode,
// quota): the app then runs from memory.
export const STORAGE_KEYS = { token: 'token', lang: 'lang', fiat: 'fiat', webVersion: 'web_version' } as const;

/** Spec §9: the stored web version flag; storage written by an older version is cleared. */
export const WEB_VERSION = 1;

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage is unavailable or full: the value lives in memory for this visit only.
  }
}

/**
 * Clears everything an older web version stored, then records the current one.
 * Returns true when it cleared something (so the caller also drops IndexedDB).
 */
export function applyWebVersion(storage: Storage = localStorage): boolean {
  try {
    const stored = Number(storage.getItem(STORAGE_KEYS.webVersion) ?? '0');
    if (Number.isFinite(stored) && stored >= WEB_VERSION) return false;
    const hadData = storage.length > 0;
    storage.clear();
    storage.setItem(STORAGE_KEYS.webVersion, String(WEB_VERSION));
    return hadData;
  } catch {
    return false;
  }
}
