// Unclaimed gifts go back (issue 39): the 'gifts.expire' sweep of the job runner (DESIGN §7), every
// minute on the node that holds the market feed. A gift still open at its expiry gives what no
// claim took back to its sender's available balance, once: the gift is locked (PostgreSQL) and read
// again in the transaction that writes the refund, and only a gift still `open` is expired — its
// state changes in that transaction, so a second run, another node or a restart finds nothing left
// to do. Claims refuse a gift at or past its expiry even before this has run, so nothing is both
// claimed and refunded.
import Decimal from 'decimal.js';
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import type { SweepJob } from '../core/jobs';
import type { Ledger } from '../ledger/ledger';
import { refundEntry } from './money';
import { giftRow } from './store';

/** Gifts expired per run (the next run takes the rest). */
const BATCH = 500;

type Deps = { opened: OpenedDb; ledger: Ledger; clock: Clock };

export function makeGiftExpiry({ opened, ledger, clock }: Deps): SweepJob {
  const { db, kind } = opened;
  return {
    kind: 'sweep',
    name: 'gifts.expire',
    every: 60_000,
    async run(now) {
      const due = await db
        .selectFrom('gift')
        .select('id')
        .where('state', '=', 'open')
        .where('expires_at', '<=', now)
        .orderBy('expires_at')
        .limit(BATCH)
        .execute();
      for (const { id } of due) {
        await ledger.write(
          async (trx) => {
            const g = await giftRow(trx, id, kind);
            if (g?.state !== 'open') return;
            const rest = new Decimal(g.amount).minus(g.claimed_amount);
            if (rest.gt(0)) await ledger.post(trx, refundEntry(g, rest.toFixed()));
            await trx
              .updateTable('gift')
              .set({ state: 'expired', refunded: rest.toFixed(), closed_at: clock.now() })
              .where('id', '=', id)
              .where('state', '=', 'open')
              .execute();
          },
          { retry: true },
        );
      }
    },
  };
}
