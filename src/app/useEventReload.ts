// Reads a screen's data again when the server says it changed: on each socket `event` (those
// `matches` accepts), on every socket (re)connection and when the browser comes back online,
// since events sent meanwhile were lost.
import { useEffect, useRef } from 'react';
import { useOnReconnect } from '../pages/fund/useBalances';
import { onRealtime } from '../realtime/socket';

export function useEventReload<T>(event: string, reload: () => void, matches?: (payload: T) => boolean) {
  const latest = useRef({ reload, matches });
  latest.current = { reload, matches };
  useEffect(() => {
    const offs = [
      onRealtime<T>(event, (payload) => {
        if (latest.current.matches?.(payload) ?? true) latest.current.reload();
      }),
      onRealtime('connect', () => latest.current.reload()),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [event]);
  useOnReconnect(() => latest.current.reload());
}
