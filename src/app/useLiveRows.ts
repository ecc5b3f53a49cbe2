// Keeps a paged list of the user's own items current from the socket: an event for a listed item
// updates it in place (`apply`); one for an item not listed yet that belongs in this list (placed
// or completed elsewhere) loads the first page again, as does a reconnect (events may be missed).
import { useEffect, useRef } from 'react';
import { onRealtime } from '../realtime/socket';

export function useLiveRows<T extends { id: string; status: number }>(
  event: string,
  rows: readonly T[] | null,
  status: number,
  apply: (item: T) => void,
  reload: () => void,
) {
  const listed = useRef(new Set<string>());
  listed.current = new Set((rows ?? []).map((r) => r.id));
  useEffect(() => {
    const off = onRealtime<T>(event, (item) => {
      if (listed.current.has(item.id)) apply(item);
      else if (item.status === status) reload();
    });
    const offConnect = onRealtime('connect', reload);
    return () => {
      off();
      offConnect();
    };
  }, [event, apply, reload, status]);
}
