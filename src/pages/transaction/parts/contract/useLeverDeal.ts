// One instrument's deal for the signed-in user (POST /lever/deal): the contract's current terms,
// the lever account's available balance and the account's risk. Loading and failure are told
// apart from a zero balance. Loaded again a quarter of a second after a position changes or
// closes, the wallet changes (a transfer in), or the socket reconnects.
import { useCallback, useEffect, useState } from 'react';
import type { LeverDeal, LeverProduct } from '../../../../../contract/lever';
import { getLeverDeal } from '../../../../api/lever';
import { onRealtime } from '../../../../realtime/socket';

export function useLeverDeal(product: LeverProduct, signedIn: boolean) {
  const [deal, setDeal] = useState<LeverDeal | null>(null);
  const [failed, setFailed] = useState(false);
  const { currency_id, legal_id } = product;

  const reload = useCallback(
    (): Promise<LeverDeal | null> =>
      signedIn
        ? getLeverDeal({ currency_id, legal_id }, { quiet: true, background: true }).then(
            (d) => {
              setDeal(d);
              setFailed(false);
              return d;
            },
            () => {
              setFailed(true);
              return null;
            },
          )
        : Promise.resolve(null),
    [signedIn, currency_id, legal_id],
  );

  useEffect(() => {
    setDeal(null);
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
    const offs = ['lever_position', 'lever_closed', 'wallet', 'connect'].map((e) => onRealtime(e, soon));
    return () => {
      clearTimeout(timer);
      for (const off of offs) off();
    };
  }, [signedIn, reload]);

  const retry = useCallback(() => {
    setFailed(false);
    void reload();
  }, [reload]);

  return { deal, failed: failed && deal === null, retry, reload };
}
