// The user's options on one instrument for the trading screen: the open ones (GET
// /microtrade/lists status 1, the first page) kept current by the socket's `option` events and by
// the submit reply, and those that settled while the screen was open, newest first, so their
// result shows where their countdown was. A reconnect loads the list again; an option whose
// countdown ends without its event is asked for (useSettlementPoll).
import { useCallback, useEffect, useState } from 'react';
import type { OptionOrder } from '../../../../../contract/options';
import { getOptions } from '../../../../api/options';
import { onRealtime } from '../../../../realtime/socket';
import { noteExpiries } from './expiry';
import { useSettlementPoll } from './useSettlementPoll';

/** Settled options kept on the screen, at most. */
export const RECENT_RESULTS = 5;

type State = { open: OptionOrder[]; total: number; settled: OptionOrder[] };

/** Applies a newer version of an option: open ones join or stay, settled ones move to the results. */
export function applyOption(s: State, order: OptionOrder): State {
  const wasOpen = s.open.some((o) => o.id === order.id);
  if (order.status === 1) {
    if (s.settled.some((o) => o.id === order.id)) return s;
    const open = wasOpen ? s.open.map((o) => (o.id === order.id ? order : o)) : [order, ...s.open];
    return { ...s, open: open.sort((a, b) => b.created_at - a.created_at), total: s.total + (wasOpen ? 0 : 1) };
  }
  if (s.settled.some((o) => o.id === order.id)) return s;
  return {
    open: s.open.filter((o) => o.id !== order.id),
    total: Math.max(0, s.total - (wasOpen ? 1 : 0)),
    settled: [order, ...s.settled].slice(0, RECENT_RESULTS),
  };
}

export function useOpenOptions(matchId: number, signedIn: boolean) {
  const [state, setState] = useState<State | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    if (!signedIn) return;
    setFailed(false);
    getOptions({ matchId, status: 1 }, 1, { quiet: true, background: true }).then(
      (r) => {
        noteExpiries(r.data);
        setState((s) => ({ open: r.data, total: r.total, settled: s?.settled ?? [] }));
      },
      () => setFailed(true),
    );
  }, [matchId, signedIn]);

  useEffect(() => {
    setState(null);
    load();
  }, [load]);

  const apply = useCallback(
    (order: OptionOrder) => {
      if (order.match_id !== matchId) return;
      noteExpiries([order]);
      setState((s) => (s ? applyOption(s, order) : s));
    },
    [matchId],
  );

  useEffect(() => {
    if (!signedIn) return;
    const off = onRealtime<OptionOrder>('option', apply);
    // Events sent while the link was down are lost: a reconnect loads the list again.
    const offConnect = onRealtime('connect', load);
    return () => {
      off();
      offConnect();
    };
  }, [signedIn, apply, load]);

  useSettlementPoll(state?.open ?? null, apply);

  return {
    open: state?.open ?? null,
    total: state?.total ?? 0,
    settled: state?.settled ?? [],
    failed: failed && state === null,
    apply,
    retry: load,
  };
}
