// The overnight fee (issue 14): once a day at 00:00 UTC, every position open at that instant pays
// notional at its opening price × its overnight rate — from the account's available balance, and
// what that cannot pay from the position's margin (the position then holds less). A period job of
// the job runner: the day is claimed in the transaction that charges it, so it is charged once,
// and days missed while no node ran the job are charged after, in order.
import Decimal from 'decimal.js';
import { feeOf, notionalOf } from '../../contract/lever-rules';
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import type { PeriodJob } from '../core/jobs';
import type { BatchLedger } from '../ledger/batch';
import type { EntryInput, Ledger } from '../ledger/ledger';
import { LEVER, LEVER_CURRENCY, overnightEntry } from './money';
import type { Closer } from './settle';

const DAY = 86_400_000;

type Deps = { opened: OpenedDb; ledger: Ledger; batch: BatchLedger; closer: Closer; clock: Clock };

export function makeOvernight({ opened, ledger, batch, closer, clock }: Deps): PeriodJob {
  const { kind } = opened;
  return {
    kind: 'period',
    name: 'lever.overnight',
    every: DAY,
    async run(period) {
      const at = period.end;
      await ledger.write(async (trx) => {
        if (!(await period.claim(trx))) return;
        // The contract writers' lock order (./settle.ts): the system balances before the positions.
        await closer.lockSystem(trx, clock.now());
        let q = trx
          .selectFrom('lever_position')
          .selectAll()
          .where('open_time', '<', at)
          .where((eb) =>
            eb.or([eb('state', '=', 'open'), eb.and([eb('state', '=', 'closed'), eb('closed_at', '>', at)])]),
          )
          .orderBy('id');
        if (kind === 'postgres') q = q.forUpdate();
        const rows = await q.execute();
        if (rows.length === 0) return;
        const available = new Map<string, Decimal>();
        const holders = [...new Set(rows.map((r) => `user:${r.user_id}`))];
        for (let i = 0; i < holders.length; i += 500) {
          let b = trx
            .selectFrom('balance')
            .select(['holder', 'available'])
            .where('holder', 'in', holders.slice(i, i + 500))
            .where('account', '=', LEVER)
            .where('currency', '=', LEVER_CURRENCY);
          if (kind === 'postgres') b = b.forUpdate();
          for (const r of await b.execute()) available.set(r.holder, new Decimal(r.available));
        }
        const entries: EntryInput[] = [];
        const day = Math.floor(at / DAY);
        for (const r of rows) {
          const fee = new Decimal(feeOf(notionalOf(r.share, r.lot_size, r.open_price ?? '0'), r.overnight_rate));
          const holder = `user:${r.user_id}`;
          const avail = available.get(holder) ?? new Decimal(0);
          const fromAvailable = Decimal.min(fee, avail);
          const fromMargin = r.state === 'open' ? Decimal.min(fee.minus(fromAvailable), r.margin) : new Decimal(0);
          const charged = fromAvailable.plus(fromMargin);
          if (charged.isZero()) continue;
          available.set(holder, avail.minus(fromAvailable));
          entries.push(overnightEntry(r.user_id, r.id, fromAvailable.toFixed(), fromMargin.toFixed(), day));
          await trx
            .updateTable('lever_position')
            .set({
              overnight_paid: new Decimal(r.overnight_paid).plus(charged).toFixed(),
              margin: new Decimal(r.margin).minus(fromMargin).toFixed(),
              // The trigger engine reads the smaller margin as a change.
              updated_at: clock.now(),
            })
            .where('id', '=', r.id)
            .execute();
        }
        for (const outcome of await batch.postMany(trx, entries)) if (!outcome.ok) throw outcome.error;
      });
    },
  };
}
