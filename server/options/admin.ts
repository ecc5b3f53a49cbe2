// The back office's view of seconds options: the durations' published terms (edited with the
// audit record in one transaction; an edit applies to new options only, since each option copies
// the ratio it was made under) and what the product did. Nothing here touches an option, a tick
// or an outcome: there is no such route (an API test reviews the route list).
import Decimal from 'decimal.js';
import type { AdminOptionDuration, AdminOptionSummary } from '../../contract/options';
import type { Audit } from '../admin/audit';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Ledger } from '../ledger/ledger';
import { optionMessages } from './messages';
import { termsProblem } from './rules';
import type { OptionDurationTable } from './tables';

type Deps = { db: Db; ledger: Ledger; audit: Audit; clock: Clock };

const PROBLEMS = {
  ratio: optionMessages.badRatio,
  stake: optionMessages.badStakeBounds,
  range: optionMessages.stakeRange,
} as const;

const view = (d: OptionDurationTable): AdminOptionDuration => ({
  seconds: d.seconds,
  profit_ratio: d.profit_ratio,
  min_stake: d.min_stake,
  max_stake: d.max_stake,
  enabled: d.enabled === 1,
  updated_at: Number(d.updated_at),
});

export function makeOptionsAdmin({ db, ledger, audit, clock }: Deps) {
  const durations = async () =>
    (await db.selectFrom('option_duration').selectAll().orderBy('seconds').execute()).map(view);

  return {
    durations,

    /** Saves one duration's terms (adding it when new), audited as `options.duration.save`. */
    async saveDuration(
      input: { seconds: number; profit_ratio: string; min_stake: string; max_stake: string; enabled: boolean },
      operator: { id: string },
      ip: string,
    ): Promise<AdminOptionDuration[]> {
      const problem = termsProblem(input, 8);
      if (problem) throw new Refusal(PROBLEMS[problem]);
      const after = {
        seconds: input.seconds,
        profit_ratio: new Decimal(input.profit_ratio).toFixed(),
        min_stake: new Decimal(input.min_stake).toFixed(),
        max_stake: new Decimal(input.max_stake).toFixed(),
        enabled: input.enabled ? 1 : 0,
        updated_at: clock.now(),
      };
      await ledger.write(async (trx) => {
        const before = await trx
          .selectFrom('option_duration')
          .selectAll()
          .where('seconds', '=', input.seconds)
          .executeTakeFirst();
        await trx
          .insertInto('option_duration')
          .values(after)
          .onConflict((oc) =>
            oc.column('seconds').doUpdateSet({
              profit_ratio: after.profit_ratio,
              min_stake: after.min_stake,
              max_stake: after.max_stake,
              enabled: after.enabled,
              updated_at: after.updated_at,
            }),
          )
          .execute();
        await audit.record(trx, {
          operatorId: operator.id,
          action: 'options.duration.save',
          targetType: 'option_duration',
          targetId: String(input.seconds),
          before: before ? view(before) : null,
          after: view(after),
          ip,
        });
      });
      return durations();
    },

    /** Per currency: open options, settled ones by outcome, stakes taken and paid back. */
    async summary(): Promise<AdminOptionSummary[]> {
      const rows = await db
        .selectFrom('option_order')
        .select(['currency', 'state', 'result', 'stake', 'payout'])
        .execute();
      const by = new Map<string, AdminOptionSummary & { open: Decimal; staked: Decimal; paidOut: Decimal }>();
      for (const r of rows) {
        let s = by.get(r.currency);
        if (!s) {
          s = {
            currency: r.currency,
            open_count: 0,
            open_stakes: '0',
            settled_count: 0,
            wins: 0,
            ties: 0,
            losses: 0,
            stakes: '0',
            paid: '0',
            house_result: '0',
            open: new Decimal(0),
            staked: new Decimal(0),
            paidOut: new Decimal(0),
          };
          by.set(r.currency, s);
        }
        if (r.state === 'open') {
          s.open_count++;
          s.open = s.open.plus(r.stake);
          continue;
        }
        s.settled_count++;
        if (r.result === 1) s.wins++;
        else if (r.result === 0) s.ties++;
        else s.losses++;
        s.staked = s.staked.plus(r.stake);
        s.paidOut = s.paidOut.plus(r.payout ?? '0');
      }
      return [...by.values()].map(({ open, staked, paidOut, ...s }) => ({
        ...s,
        open_stakes: open.toFixed(),
        stakes: staked.toFixed(),
        paid: paidOut.toFixed(),
        house_result: staked.minus(paidOut).toFixed(),
      }));
    },
  };
}

export type OptionsAdmin = ReturnType<typeof makeOptionsAdmin>;
