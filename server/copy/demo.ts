// Demo traders (outside production; issue 36): three labelled strategy bots that trade the
// simulated market through the real contract engine, so a new user can follow one and watch copies
// open within a minute. Each holds one BTC position at a time for HOLD_MS, then closes it and opens
// the next: the trend follower goes with the last minute's move, the contrarian against it, the
// alternator takes turns. Their funds come from the demo-funds holder, like the demo faucet's.
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import type { SweepJob } from '../core/jobs';
import type { Ledger } from '../ledger/ledger';
import { LEVER, LEVER_CURRENCY } from '../lever/money';
import type { Lever } from '../lever/service';
import type { Market } from '../market/service';

const HOLD_MS = 40_000;
const FUNDS = '100000';

type Strategy = 'trend' | 'contrarian' | 'alternate';
export const DEMO_TRADERS: { id: string; nickname: string; bio: string; share: string; strategy: Strategy }[] = [
  {
    id: 'demo-trader-1',
    nickname: 'Demo · Trend Rider',
    bio: 'A demo strategy bot: goes long after a rising minute, short after a falling one. Simulated prices.',
    share: '0',
    strategy: 'trend',
  },
  {
    id: 'demo-trader-2',
    nickname: 'Demo · Contrarian',
    bio: 'A demo strategy bot: bets against the last minute’s move. Takes a 10 % profit share. Simulated prices.',
    share: '0.1',
    strategy: 'contrarian',
  },
  {
    id: 'demo-trader-3',
    nickname: 'Demo · Alternator',
    bio: 'A demo strategy bot: long, then short, then long again. Simulated prices.',
    share: '0',
    strategy: 'alternate',
  },
];

type Deps = { db: Db; ledger: Ledger; lever: Lever; market: Market; clock: Clock };

export function makeCopyDemo({ db, ledger, lever, market, clock }: Deps): SweepJob {
  let ready = false;

  async function seed(now: number) {
    for (const [i, t] of DEMO_TRADERS.entries()) {
      await db
        .insertInto('users')
        .values({
          id: t.id,
          email: null,
          area_code: null,
          mobile: null,
          // No password opens this account: it is never signed in to.
          password_hash: '!demo',
          pay_password_hash: null,
          nickname: t.nickname,
          invite_code: `DEMOTR${i + 1}`,
          referrer_id: null,
          anti_phishing_code: null,
          totp_secret: null,
          security_frozen_at: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await db
        .insertInto('copy_trader')
        .values({
          user_id: t.id,
          state: 'approved',
          nickname: t.nickname,
          bio: t.bio,
          profit_share: t.share,
          open: 1,
          note: null,
          demo: 1,
          applied_at: now,
          decided_at: now,
          decided_by: 'system',
          updated_at: now,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      const funded = await db
        .selectFrom('balance')
        .select('available')
        .where('holder', '=', `user:${t.id}`)
        .where('account', '=', LEVER)
        .where('currency', '=', LEVER_CURRENCY)
        .executeTakeFirst();
      if (!funded)
        await ledger.write((trx) =>
          ledger.post(trx, {
            kind: 'demo_funds',
            actor: 'system',
            memo: { demo: true, copy_trader: t.id },
            postings: [
              {
                holder: 'system:demo-funds',
                account: 0,
                currency: LEVER_CURRENCY,
                field: 'available',
                amount: `-${FUNDS}`,
              },
              { holder: `user:${t.id}`, account: LEVER, currency: LEVER_CURRENCY, field: 'available', amount: FUNDS },
            ],
          }),
        );
    }
    ready = true;
  }

  async function side(strategy: Strategy, last: 'long' | 'short' | undefined, now: number): Promise<1 | 2> {
    if (strategy === 'alternate') return last === 'long' ? 2 : 1;
    const [then, latest] = await Promise.all([
      market.recordedPrice('BTC/USDT', now - 60_000),
      market.recordedPrice('BTC/USDT', now),
    ]);
    const rising = then && latest ? Number(latest.price) >= Number(then.price) : true;
    return rising === (strategy === 'trend') ? 1 : 2;
  }

  return {
    kind: 'sweep',
    name: 'copy.demo',
    every: 5_000,
    async run(now) {
      if (!ready) await seed(now);
      const product = (await lever.products()).find((p) => p.symbol === 'BTC/USDT' && p.trading);
      if (!product) return;
      for (const t of DEMO_TRADERS) {
        const open = await db
          .selectFrom('lever_position')
          .selectAll()
          .where('user_id', '=', t.id)
          .where('state', '=', 'open')
          .execute();
        const held = open.find((r) => now - Number(r.open_time ?? r.created_at) < HOLD_MS);
        if (held) continue;
        for (const r of open) await lever.close(t.id, r.id, null).catch(() => undefined);
        const last = await db
          .selectFrom('lever_position')
          .select('side')
          .where('user_id', '=', t.id)
          .orderBy('created_at', 'desc')
          .executeTakeFirst();
        await lever
          .submit(
            t.id,
            {
              currency_id: product.currency_id,
              legal_id: product.legal_id,
              share: Math.max(product.min_share, 1),
              multiple: product.multiples[Math.min(1, product.multiples.length - 1)] ?? 1,
              type: await side(t.strategy, last?.side, clock.now()),
              status: 1,
              target_price: '',
              target_profit_price: null,
              stop_loss_price: null,
            },
            null,
          )
          .catch(() => undefined); // the market closed or a stale tick: tried again next run
      }
    },
  };
}
