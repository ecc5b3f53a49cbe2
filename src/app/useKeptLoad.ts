// One thing a screen loads (a profile, a summary), kept on this device when `keep` and `read` are
// given: offline, the kept copy is shown with its age (`keptAt`); a thing already shown stays
// rather than turning into an error; a refusal (not found, not allowed) is its own state.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/client';
import type { Kept } from '../db/kept';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'gone'; message: string }
  | { state: 'ready'; data: T; keptAt?: number };

export type KeptSource<T> = {
  fetch: () => Promise<T>;
  keep?: (value: T) => Promise<void>;
  read?: () => Promise<Kept<T> | undefined>;
};

/** `source` must be stable (memoised on what is loaded): a new one loads again. */
export function useKeptLoad<T>(source: KeptSource<T>) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const load = useCallback(() => {
    source.fetch().then(
      (data) => {
        void source.keep?.(data);
        setLoaded({ state: 'ready', data });
      },
      async (err) => {
        if (err instanceof ApiError && err.kind === 'refused') {
          setLoaded({ state: 'gone', message: err.message });
          return;
        }
        const kept = err instanceof ApiError && err.kind === 'session' ? undefined : await source.read?.();
        setLoaded((prev) =>
          kept
            ? { state: 'ready', data: kept.value, keptAt: kept.at }
            : prev.state === 'ready'
              ? prev
              : { state: 'failed' },
        );
      },
    );
  }, [source]);
  useEffect(load, [load]);
  return { loaded, reload: load };
}
