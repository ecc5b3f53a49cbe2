// NFT auction margins (issue 17): once an auction has closed, every margin but its winner's is
// given back, each once and whole (the winner's is freed by the payment or forfeited to the
// seller, which ./nft.ts checks with the order); no margin but the winner's is still held.
import { type Checker, makeExpected } from '../checker';
import { amountTo, chunks, PAGE, pages } from '../source';

const KIND = 'nft margin';
const key = (listing: number | string, holder: string) => `${listing}|${holder}`;

export function nftMarginsChecker(): Checker {
  const returned = makeExpected(KIND);
  return {
    entryKinds: ['nft_margin_release'],
    async rows(ctx) {
      const { db, findings } = ctx;
      for await (const all of pages((after) => {
        // By id alone (the primary key): a filter on state would walk the state index.
        let q = db.selectFrom('nft_listing').select(['id', 'pay_type', 'state', 'leader', 'bid_count']);
        if (after !== null) q = q.where('id', '>', Number(after));
        return q.orderBy('id').limit(PAGE).execute();
      })) {
        const closed = new Map(all.filter((l) => l.pay_type === 2 && l.state !== 'open').map((l) => [l.id, l]));
        for (const part of chunks([...closed.keys()]))
          for (const m of await db.selectFrom('nft_margin').selectAll().where('listing_id', 'in', part).execute()) {
            const l = closed.get(m.listing_id);
            const winner = l && l.bid_count > 0 ? l.leader : null;
            if (m.user_id === winner) continue;
            findings.count(KIND);
            const id = key(m.listing_id, `user:${m.user_id}`);
            if (m.state !== 'released') findings.differ(KIND, id, 'margin after the close', 'released', m.state);
            returned.set(id, `user:${m.user_id}`, m.currency, m.amount);
          }
      }
    },
    entry(e, ctx) {
      const holder = e.postings.find((p) => p.field === 'frozen')?.holder ?? 'nobody';
      returned.heard(key(String(e.memo.listing), holder), e.id, (h, c) => amountTo(e.postings, h, c), ctx);
    },
    finish: (ctx) => returned.finish(ctx),
  };
}
