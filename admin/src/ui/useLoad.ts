import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../api/client';

export type Loaded<T> = { data: T | null; error: string | null; loading: boolean; reload: () => void };

/** Runs `load` now and whenever `deps` change; a newer load wins over an older one. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(null);
    load().then(
      (value) => {
        if (!live) return;
        setData(value);
        setLoading(false);
      },
      (err) => {
        if (!live) return;
        setError(errorText(err));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data, error, loading, reload };
}
