// What a demo offer that loads its own data needs (home, Withdraw): loaded quietly, only for a
// signed-in user of a demo server, and again when the wallet changes, so an offer goes as soon as
// funds arrive however they came (a recharge reviewed, another device). null while loading or
// after a failure: an offer never shows on a state not known.
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { onRealtime } from '../../realtime/socket';
import { session } from '../../state/session';

/** `fetch` must keep its identity (a module's function): a new one loads again. */
export function useDemoOfferData<T>(fetch: () => Promise<T>) {
  const { site, token } = useSnapshot(session);
  const offered = token !== null && site.demo === '1';
  const [data, setData] = useState<T | null>(null);
  const load = useCallback(() => {
    fetch().then(setData, () => setData(null));
  }, [fetch]);
  useEffect(() => {
    if (offered) load();
    else setData(null);
  }, [offered, load]);
  useEffect(() => (offered ? onRealtime('wallet', load) : undefined), [offered, load]);
  return { data: offered ? data : null, load };
}
