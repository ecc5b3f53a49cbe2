// The signed-in user's balances in every account, for the fund screens that show one (transfer
// between accounts, coin exchange). Loading and failure are told apart from a zero balance: a
// balance is a string only once the server has answered, never a made-up "0". They are loaded
// again when the network comes back, when the socket reconnects, and when the wallet changes.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountId, BalanceRow } from '../../../contract/wallet';
import { getBalances } from '../../api/wallet';
import { useOnline } from '../../app/useOnline';
import { onRealtime } from '../../realtime/socket';

/** A quarter of a second after the last realtime event, so a burst loads once. */
const REALTIME_DEBOUNCE_MS = 250;

/** Calls `callback` each time the browser goes from offline to online. */
export function useOnReconnect(callback: () => void): void {
  const online = useOnline();
  const was = useRef(online);
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    if (online && !was.current) latest.current();
    was.current = online;
  }, [online]);
}

export function useBalances() {
  const [rows, setRows] = useState<BalanceRow[] | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(() => {
    setFailed(false);
    getBalances({ quiet: true, background: true }).then(
      (r) => {
        setRows(r);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);

  useEffect(reload, [reload]);
  useOnReconnect(reload);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(reload, REALTIME_DEBOUNCE_MS);
    };
    // Events sent while the link was down are lost: a reconnect loads the balances again.
    const offs = [onRealtime('wallet', soon), onRealtime('connect', soon)];
    return () => {
      clearTimeout(timer);
      for (const off of offs) off();
    };
  }, [reload]);

  /**
   * The available balance of a currency in an account: a string once loaded (zero when the
   * account holds none), null while loading or after a failure.
   */
  const available = (account: AccountId, currency: string): string | null =>
    rows === null ? null : (rows.find((r) => r.account === account && r.currency === currency)?.available ?? '0');

  return {
    /** Every account's balances once known, else null (e.g. for the first-run offer). */
    rows,
    /** Known: the server has answered at least once. */
    loaded: rows !== null,
    /** The last request failed and no balance is known. */
    failed: failed && rows === null,
    available,
    retry: reload,
    reload,
  };
}

export type Balances = ReturnType<typeof useBalances>;
