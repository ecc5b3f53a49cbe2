// What a screen last showed, kept on this device (IndexedDB settings, one key per list or item)
// so it reads offline, marked with its age. Dexie is imported on first use, off the start-up path.
// Failures are swallowed: keeping is a convenience, never a reason for a screen to fail.

export type Kept<T> = { at: number; value: T };

/** Keeps `value` under `key`, stamped with the time now. */
export async function keep(key: string, value: unknown): Promise<void> {
  const { db } = await import('./db');
  await db.settings.put({ key, value: { at: Date.now(), value } }).catch(() => undefined);
}

/** What was kept under `key`, when `valid` accepts its shape (an older version may have kept another). */
export async function readKept<T>(key: string, valid: (v: unknown) => boolean): Promise<Kept<T> | undefined> {
  const { db } = await import('./db');
  const kept = (await db.settings.get(key).catch(() => undefined))?.value as Kept<T> | undefined;
  return kept && typeof kept.at === 'number' && valid(kept.value) ? kept : undefined;
}

/** Forgets everything kept under keys starting with one of `prefixes`. */
export async function forgetKept(prefixes: readonly string[]): Promise<void> {
  const { db } = await import('./db');
  await db.settings
    .filter((s) => prefixes.some((p) => s.key.startsWith(p)))
    .delete()
    .catch(() => undefined);
}
