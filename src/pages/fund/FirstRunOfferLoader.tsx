// The first-run offer (issue 20) for a screen that does not load every account's balances itself:
// home, Withdraw, the contract and the seconds options screens. Loads them quietly, only for a
// signed-in user of a demo server, and again when the wallet changes, so the offer goes as soon as
// funds arrive however they came (a recharge reviewed, another device). A screen that has the
// balances already (Assets, Transfer, Exchange, spot) gives them to FirstRunOffer instead.
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { BalanceRow } from '../../../contract/wallet';
import { getBalances } from '../../api/wallet';
import { onRealtime } from '../../realtime/socket';
import { session } from '../../state/session';
import { FirstRunOffer } from './FirstRunOffer';

export function FirstRunOfferLoader() {
  const { site, token } = useSnapshot(session);
  const offered = token !== null && site.demo === '1';
  // null while loading or after a failure: the offer never shows on a balance not known.
  const [rows, setRows] = useState<BalanceRow[] | null>(null);
  const load = useCallback(() => {
    getBalances({ quiet: true, background: true }).then(setRows, () => setRows(null));
  }, []);
  useEffect(() => {
    if (offered) load();
    else setRows(null);
  }, [offered, load]);
  useEffect(() => (offered ? onRealtime('wallet', load) : undefined), [offered, load]);
  return offered ? <FirstRunOffer rows={rows} onAdded={load} /> : null;
}

// Home loads it as a chunk of its own (React.lazy), so visitors' start-up carries none of it.
export default FirstRunOfferLoader;
