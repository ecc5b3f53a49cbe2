// The reader's NFT orders and messages (POST /bind_box/getNeedPayNFTOrder): orders waiting for
// payment, every order, the messages and how many are unread; loading and failure told apart from
// none. Marking messages read updates what is shown at once and tells the server.
import { useCallback, useEffect, useState } from 'react';
import type { NftOrders } from '../../../contract/nft';
import { getNftOrders, readNftMessage } from '../../api/nft';
import { useOnReconnect } from '../fund/useBalances';

export function useNftOrders() {
  const [orders, setOrders] = useState<NftOrders | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(() => {
    setFailed(false);
    getNftOrders({ quiet: true, background: true }).then(setOrders, () => setFailed(true));
  }, []);
  useEffect(reload, [reload]);
  useOnReconnect(reload);

  /** Marks one message read, or all of them; on failure the server's state is loaded again. */
  const markRead = (id: string | 'all') => {
    setOrders((o) =>
      o
        ? {
            ...o,
            messages: o.messages.map((m) => (id === 'all' || m.id === id ? { ...m, is_read: 1 as const } : m)),
            unread:
              id === 'all' ? 0 : Math.max(0, o.unread - (o.messages.some((m) => m.id === id && !m.is_read) ? 1 : 0)),
          }
        : o,
    );
    readNftMessage(id, { background: true }).catch(reload);
  };

  return { orders, failed: failed && orders === null, reload, markRead };
}
