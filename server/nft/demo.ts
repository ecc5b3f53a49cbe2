// The demo marketplace (outside production; issue 17): the seeded artworks listed by the platform
// with current times — fixed-price sales, running auctions, one not started yet, a blind-box series
// — listed again whenever one ends unsold or a series sells out, so a new user always finds every
// kind of sale to try. Everything it lists says it is a demo (the works' descriptions).
import { randomBytes } from 'node:crypto';
import { type BoxOdds, seedChain } from '../../contract/nft-rules';
import type { Db } from '../core/db';
import type { SweepJob } from '../core/jobs';
import type { Ledger } from '../ledger/ledger';
import { PLATFORM } from './money';
import type { NftStore } from './store';
import type { ListingRow } from './view';

const DAY = 86_400_000;

type Plan = {
  code: string;
  pay_type: 1 | 2;
  price: string;
  step?: string;
  margin?: string;
  days: number;
  startsIn?: number;
};

const PLANS: Plan[] = [
  { code: 'KST-AUR-01', pay_type: 1, price: '120', days: 30 },
  { code: 'KST-AUR-02', pay_type: 2, price: '50', step: '5', margin: '10', days: 3 },
  { code: 'KST-AUR-03', pay_type: 2, price: '300', step: '20', margin: '50', days: 7 },
  { code: 'KST-KLN-01', pay_type: 1, price: '80', days: 30 },
  { code: 'KST-KLN-02', pay_type: 2, price: '60', step: '5', margin: '10', days: 2 },
  { code: 'KST-ECH-01', pay_type: 1, price: '40', days: 30 },
  { code: 'KST-ECH-02', pay_type: 1, price: '25', days: 30, startsIn: 2 * DAY },
];

export const DEMO_BOX = {
  code: 'BOX-GEM',
  name: 'Gem Box',
  price: '10',
  boxes: 1000,
  days: 30,
  odds: [
    { rarity: 'N', bps: 6000, codes: ['BOX-GEM-N'] },
    { rarity: 'R', bps: 2500, codes: ['BOX-GEM-R'] },
    { rarity: 'SR', bps: 1200, codes: ['BOX-GEM-SR'] },
    { rarity: 'SSR', bps: 300, codes: ['BOX-GEM-SSR'] },
  ] satisfies BoxOdds,
};

type Deps = { db: Db; ledger: Ledger; store: NftStore };

export function makeNftDemo({ db, ledger, store }: Deps): SweepJob {
  const platform = { seller: PLATFORM, resale: 0, currency: 'USDT' };

  async function listArtwork(p: Plan, now: number) {
    await ledger.write(async (trx) => {
      const item = await trx.selectFrom('nft_item').selectAll().where('code', '=', p.code).executeTakeFirst();
      const last = await store.listing(trx, { code: p.code }, true);
      if (!item || item.owner !== PLATFORM || (last && last.state !== 'ended')) return;
      const start = now + (p.startsIn ?? 0);
      await store.list(
        trx,
        {
          ...platform,
          code: p.code,
          pay_type: p.pay_type,
          name: item.name,
          cover: item.cover,
          price: p.price,
          per_increase: p.step ?? '0',
          margin: p.margin ?? '0',
          start_at: start,
          end_at: start + p.days * DAY,
        },
        item,
      );
    });
  }

  /** A series on sale with boxes left, as it is now (a new one is made only when there is none). */
  const boxesLeft = (l: ListingRow | undefined) => l?.state === 'open' && l.boxes_sold < l.boxes_total;

  async function listBox(now: number) {
    if (boxesLeft(await store.listing(db, { code: DEMO_BOX.code }))) return;
    const top = randomBytes(32).toString('hex');
    const commitment = (await seedChain(top, DEMO_BOX.boxes))[0] as string;
    await ledger.write(async (trx) => {
      const last = await store.listing(trx, { code: DEMO_BOX.code }, true);
      if (boxesLeft(last)) return;
      if (last?.state === 'open')
        await trx.updateTable('nft_listing').set({ state: 'ended' }).where('id', '=', last.id).execute();
      const cover = await trx
        .selectFrom('nft_item')
        .select('cover')
        .where('code', '=', 'BOX-GEM-SSR')
        .executeTakeFirstOrThrow();
      await store.list(
        trx,
        {
          ...platform,
          code: DEMO_BOX.code,
          pay_type: 3,
          name: DEMO_BOX.name,
          cover: cover.cover,
          price: DEMO_BOX.price,
          start_at: now,
          end_at: now + DEMO_BOX.days * DAY,
          boxes_total: DEMO_BOX.boxes,
          odds: JSON.stringify(DEMO_BOX.odds),
          commitment,
          chain_top: top,
        },
        null,
      );
    });
  }

  return {
    kind: 'sweep',
    name: 'nft.demo',
    every: 60_000,
    async run(now) {
      for (const p of PLANS) await listArtwork(p, now);
      await listBox(now);
    },
  };
}
