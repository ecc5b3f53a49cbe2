// The answer to a bid over HTTP (auctionNFT; the socket answers with the bid's receipt, ./live.ts):
// the auction's page as the bid left it, for that bidder. The bids of one batch (./bids.ts) are
// committed together and their callers resume together, so their reads of the auction arrive in
// the same turn of the event loop: DataLoader gathers them into one read of the auction for all of
// them (service.ts `details`) instead of one each, which under a burst of bids was most of each
// request's own time on the server.
import DataLoader from 'dataloader';
import type { NftDetail } from '../../contract/nft';
import type { Nft, Reader } from './service';

type Key = Reader & { code: string };
/** The auction's page for a bidder whose bid was committed. */
export type BidAnswer = (key: Key) => Promise<NftDetail>;

export function makeBidAnswers(nft: Nft): BidAnswer {
  const loader = new DataLoader<Key, NftDetail, Key>(
    async (keys) => {
      const byCode = new Map<string, Key[]>();
      for (const k of keys) {
        const readers = byCode.get(k.code);
        if (readers) readers.push(k);
        else byCode.set(k.code, [k]);
      }
      const answers = new Map<Key, NftDetail | Error>();
      for (const [code, readers] of byCode) {
        try {
          const pages = await nft.details(code, readers);
          for (const [i, r] of readers.entries()) answers.set(r, pages[i] as NftDetail);
        } catch (err) {
          for (const r of readers) answers.set(r, err instanceof Error ? err : new Error(String(err)));
        }
      }
      return keys.map((k) => answers.get(k) as NftDetail | Error);
    },
    // Every answer is read fresh: the auction moves with each batch.
    { cache: false },
  );
  return (key: Key) => loader.load(key);
}
