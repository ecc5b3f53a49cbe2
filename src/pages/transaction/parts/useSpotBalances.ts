// The signed-in user's spot (change, account 2) balances, with loading and failure told apart
// from a zero balance. They are loaded again when one of the user's orders changes (`order`) or
// the wallet does (`wallet`), or the socket reconnects, a quarter of a second after the last such event.
import { useCallback, useEffect, useState } from 'react';
import type { BalanceRow } from '../../../../contract/wallet';
import { getBalances } from '../../../api/wallet';
import { onRealtime } from '../../../realtime/socket';

export const SPOT_ACCOUNT = 2;

export function useSpotBalances(signedIn: boolean) {
  const [rows, setRows] = useState<BalanceRow[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    (background = true) => {
      if (!signedIn) return;
      if (!background) setFailed(false);
      getBalances({ quiet: true, background: true }).then(
        (r) => {
          setRows(r);
          setFailed(false);
        },
        () => setFailed(true),
      );
    },
    [signedIn],
  );

  useEffect(() => {
    setRows(null);
    setFailed(false);
    load(false);
  }, [load]);

  useEffect(() => {
    if (!signedIn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => load(), 250);
    };
    const offOrder = onRealtime('order', soon);
    const offWallet = onRealtime('wallet', soon);
    // Events sent while the link was down are lost: a reconnect loads the balances again.
    const offConnect = onRealtime('connect', soon);
    return () => {
      clearTimeout(timer);
      offOrder();
      offWallet();
      offConnect();
    };
  }, [signedIn, load]);

  const retry = useCallback(() => load(false), [load]);
  const refresh = useCallback(() => load(), [load]);

  /**
   * The available balance of a currency: a string once loaded (zero when the account holds none),
   * null while loading or after a failure (never a made-up zero).
   */
  const available = (currency: string): string | null =>
    rows === null ? null : (rows.find((r) => r.account === SPOT_ACCOUNT && r.currency === currency)?.available ?? '0');

  return {
    rows,
    failed: failed && rows === null,
    available,
    retry,
    refresh,
  };
}
