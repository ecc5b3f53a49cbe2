// One listing (GET /bind_box/getBoxDetail {id}): loading, failed (Retry), gone (the server refused:
// no such listing), or loaded. A listing carries the reader's own flags (collected, margin paid,
// leading), so no copy is kept offline; it loads again when the network comes back. A screen that
// changed it (a bid) puts the server's new copy in with `set`. While it is open the page listens
// to the listing's room (`nft:sub`), so other bidders' bids show as they are committed; after the
// socket reconnects it loads again, since announcements made meanwhile were missed.
import { useCallback, useEffect, useState } from 'react';
import type { NftDetail, NftLive } from '../../../contract/nft';
import { ApiError } from '../../api/client';
import { getNftDetail } from '../../api/nft';
import { mergeLive } from '../../lib/nft';
import { onRealtime, startRealtime } from '../../realtime/socket';
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

  // The room is the code's; a listing may be opened by its id, so it is joined once loaded.
  const code = loaded.state === 'loaded' ? loaded.detail.code : null;
  useEffect(() => {
    if (!code) return;
    const subscribe = () => void startRealtime().then((s) => s.emit('nft:sub', { code }));
    const offLive = onRealtime<NftLive>('nft:auction', (e) =>
      setLoaded((prev) => (prev.state === 'loaded' ? { state: 'loaded', detail: mergeLive(prev.detail, e) } : prev)),
    );
    const offConnect = onRealtime('connect', () => {
      subscribe();
      load();
    });
    subscribe();
    return () => {
      offLive();
      offConnect();
      void startRealtime().then((s) => s.emit('nft:unsub'));
    };
  }, [code, load]);

  /** Changes the page shown (after the reader's own action), as it stands when the change lands. */
  const update = useCallback(
    (change: (detail: NftDetail) => NftDetail) =>
      setLoaded((prev) => (prev.state === 'loaded' ? { state: 'loaded', detail: change(prev.detail) } : prev)),
    [],
  );
  return { loaded, reload: load, update };
}
