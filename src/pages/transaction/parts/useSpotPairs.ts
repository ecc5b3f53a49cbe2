// The spot pairs and their trading rules (GET /coin/pairs). Kept for the visit once loaded, so
// switching pairs or screens shows them at once; each screen still refreshes them quietly, and
// again when the network comes back. Offline, the service worker answers the last copy it kept.
import { useCallback, useEffect, useState } from 'react';
import type { SpotPair } from '../../../../contract/spot';
import { getSpotPairs } from '../../../api/spot';
import { useOnReconnect } from '../../fund/useBalances';

let kept: SpotPair[] | null = null;
let loading: Promise<SpotPair[]> | null = null;

function fetchPairs(): Promise<SpotPair[]> {
  loading ??= getSpotPairs({ quiet: true, background: true })
    .then((pairs) => {
      kept = pairs;
      return pairs;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** 'BTC/USDT', 'btcusdt' and 'BTC-USDT' name the same pair. */
export const sameSymbol = (a: string, b: string) =>
  a.replace(/[^a-z0-9]/gi, '').toUpperCase() === b.replace(/[^a-z0-9]/gi, '').toUpperCase();

export function useSpotPairs() {
  const [pairs, setPairs] = useState<SpotPair[] | null>(kept);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    fetchPairs().then(setPairs, () => {
      // Pairs already shown stay; only a screen with none says it failed.
      if (!kept) setFailed(true);
    });
  }, []);
  useEffect(load, [load]);
  useOnReconnect(load);
  return { pairs, failed, retry: load };
}
