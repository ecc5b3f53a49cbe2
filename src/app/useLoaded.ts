// One thing a screen loads (a gift, the game's state): loading, failed with a retry, or loaded —
// never a made-up value while it is not known. Only the newest load counts: an answer that arrives
// after the inputs changed (another gift opened) is dropped.
import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; value: T };

export function useLoaded<T>(fetch: () => Promise<T>, deps: readonly unknown[]) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const latest = useRef(0);
  const fetchNow = useRef(fetch);
  fetchNow.current = fetch;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  const reload = useCallback(() => {
    const ticket = ++latest.current;
    fetchNow.current().then(
      (value) => ticket === latest.current && setLoaded({ state: 'loaded', value }),
      () => ticket === latest.current && setLoaded((l) => (l.state === 'loaded' ? l : { state: 'failed' })),
    );
  }, [JSON.stringify(deps)]);
  useEffect(reload, [reload]);
  return { loaded, reload, value: loaded.state === 'loaded' ? loaded.value : null };
}
