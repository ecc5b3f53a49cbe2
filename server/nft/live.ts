// An auction seen live (issue 17): a phone on a listing's page joins its room (`nft:sub {code}`),
// and each committed batch of bids on it is announced there once (`nft:auction`, contract/nft.ts
// NftLive), so every watcher sees the new bid, the count and an end moved by anti-sniping without
// asking. The announcement is read once per batch and sent to the room, never per watcher.
import type { Socket } from 'socket.io';
import { DEFAULT_LOCALE } from '../../contract/locales';
import type { NftLive } from '../../contract/nft';
import type { Realtime } from '../core/realtime';
import type { Nft } from './service';

const room = (code: string) => `nft:${code}`;
const CODE = /^[A-Za-z0-9-]{1,40}$/;

export function makeNftLive({ nft, realtime }: { nft: Nft; realtime: () => Realtime | null }) {
  return {
    /** `nft:sub {code}` joins that listing's room (leaving any other); `nft:unsub` leaves. */
    attach(socket: Socket): void {
      const leave = () => {
        for (const r of socket.rooms) if (r.startsWith('nft:')) void socket.leave(r);
      };
      socket.on('nft:sub', (payload: { code?: unknown }) => {
        leave();
        const code = String(payload?.code ?? '');
        if (CODE.test(code)) void socket.join(room(code));
      });
      socket.on('nft:unsub', leave);
    },

    /** Tells the watchers of each listing where it stands now (after its bids were committed). */
    async announce(codes: string[]): Promise<void> {
      const rt = realtime();
      if (!rt) return;
      for (const code of codes) {
        const [d] = await nft.details(code, [{ userId: null, lang: DEFAULT_LOCALE }]);
        if (!d) continue;
        const live: NftLive = {
          code: d.code,
          price: d.price,
          current_bid: d.current_bid,
          bid_count: d.bid_count,
          end_time: d.end_time,
          status: d.status,
          minimum_bid: d.minimum_bid,
          minimum_raise: d.minimum_raise,
          bids: d.bids,
        };
        rt.publish('nft:auction', live, room(code));
      }
    },
  };
}

export type NftLiveChannel = ReturnType<typeof makeNftLive>;
