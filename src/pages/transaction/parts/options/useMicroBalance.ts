// The signed-in user's options (micro, account 4) balance in the currencies a stake may be paid
// in (GET /microtrade/payable_currencies), with loading and failure told apart from a zero
// balance. Loaded again a quarter of a second after an option is accepted or settled (`option`),
// the wallet changes (`wallet`, e.g. a transfer), or the socket reconnects.
import { useCallback, useEffect, useState } from 'react';
import type { PayableCurrency } from '../../../../../contract/options';
import { getPayableCurrencies } from '../../../../api/options';
import { onRealtime } from '../../../../realtime/socket';

/** The currency stakes are paid in when the server offers it (limits are published in USDT). */
export const STAKE_CURRENCY = 'USDT';

export function useMicroBalance(signedIn: boolean) {
  const [rows, setRows] = useState<PayableCurrency[] | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(
    (): Promise<PayableCurrency[] | null> =>
      signedIn
        ? getPayableCurrencies({ quiet: true, background: true }).then(
            (r) => {
              setRows(r);
              setFailed(false);
              return r;
            },
            () => {
              setFailed(true);
              return null;
            },
          )
        : Promise.resolve(null),
    [signedIn],
  );

  useEffect(() => {
    setRows(null);
    setFailed(false);
    void reload();
  }, [reload]);

  useEffect(() => {
    if (!signedIn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void reload(), 250);
    };
    const offs = [onRealtime('option', soon), onRealtime('wallet', soon), onRealtime('connect', soon)];
    return () => {
      clearTimeout(timer);
      for (const off of offs) off();
    };
  }, [signedIn, reload]);

  const retry = useCallback(() => {
    setFailed(false);
    void reload();
  }, [reload]);

  /** The currency stakes are paid in: USDT when offered, else the first; null while loading or failed. */
  const payable = rows === null ? null : (rows.find((r) => r.currency === STAKE_CURRENCY) ?? rows[0] ?? null);

  return { payable, loaded: rows !== null, failed: failed && rows === null, retry, reload };
}
