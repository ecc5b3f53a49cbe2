// One listing (GET /bind_box/getBoxDetail {id}): loading, failed (Retry), gone (the server refused:
// no such listing), or loaded. A listing carries the reader's own flags (collected, margin paid,
// leading), so no copy is kept offline; it loads again when the network comes back. A screen that
// changed it (a bid) puts the server's new copy in with `set`.
import { useCallback, useEffect, useState } from 'react';
import type { NftDetail } from '../../../contract/nft';
import { ApiError } from '../../api/client';
import { getNftDetail } from '../../api/nft';
import { useOnReconnect } from '../fund/useBalances';

export type DetailState =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'gone'; message: string }
  | { state: 'loaded'; detail: NftDetail };

export function useNftDetail(id: string) {
  const [loaded, setLoaded] = useState<DetailState>({ state: 'loading' });

  const load = useCallback(() => {
    if (!id) {
      setLoaded({ state: 'gone', message: '' });
      return;
    }
    getNftDetail(id, { quiet: true, background: true }).then(
      (detail) => setLoaded({ state: 'loaded', detail }),
      (err) => {
        if (err instanceof ApiError && err.kind === 'refused') setLoaded({ state: 'gone', message: err.message });
        // A listing already shown stays (a reload after an action whose answer was lost).
        else setLoaded((prev) => (prev.state === 'loaded' ? prev : { state: 'failed' }));
      },
    );
  }, [id]);

  useEffect(load, [load]);
  useOnReconnect(load);

  const set = useCallback((detail: NftDetail) => setLoaded({ state: 'loaded', detail }), []);
  return { loaded, reload: load, set };
}
