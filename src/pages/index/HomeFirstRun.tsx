// Home's first-run offer (issue 20): a signed-in user's balances, loaded quietly, and the
// demo-funds offer while they hold nothing. Its own chunk, loaded only for a signed-in user of a
// demo server, so visitors' start-up carries none of it.
import { useCallback, useEffect, useState } from 'react';
import type { BalanceRow } from '../../../contract/wallet';
import { getBalances } from '../../api/wallet';
import { onRealtime } from '../../realtime/socket';
import { FirstRunOffer } from '../fund/FirstRunOffer';

export default function HomeFirstRun() {
  // null while loading or after a failure: the offer never shows on a balance not known.
  const [rows, setRows] = useState<BalanceRow[] | null>(null);
  const load = useCallback(() => {
    getBalances({ quiet: true, background: true }).then(setRows, () => setRows(null));
  }, []);
  useEffect(load, [load]);
  // Funds that arrive another way (a recharge reviewed, another device) take the offer away too.
  useEffect(() => onRealtime('wallet', load), [load]);
  return <FirstRunOffer rows={rows} onAdded={load} />;
}
