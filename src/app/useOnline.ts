// Whether the browser believes it has a network (navigator.onLine and its 'online'/'offline'
// events). It can say "online" on a network that leads nowhere, so callers still treat a failed
// request as offline; it never says "offline" while a network is there.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
