// The back office's launchpad projects: added or edited with the audit record in one transaction.
// Once a project has opened, what its orders were placed under (token, price, supply, limits,
// start, lock and release plan) no longer changes; its texts, links, end (while running) and
// visibility may. No route reaches an order, an allocation or a balance.
import Decimal from 'decimal.js';
import type { z } from 'zod';
import { LAUNCHPAD_TOKENS } from '../../contract/currencies';
import type { AdminIeoProject, adminIeoProjectRequest } from '../../contract/ieo';
import { LOCALES } from '../../contract/locales';
import type { Audit } from '../admin/audit';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import { SCALE } from '../ledger/amounts';
import type { Ledger } from '../ledger/ledger';
import { ieoMessages } from './messages';
import { descriptionsOf, type ProjectRow, projectView } from './view';

type Deps = { db: Db; ledger: Ledger; audit: Audit; clock: Clock };
type Input = z.output<typeof adminIeoProjectRequest>;

const PRICE = /^\d{1,15}(\.\d{1,8})?$/;
const WHOLE = /^[1-9]\d{0,14}$/;
const HTTPS = /^https:\/\/[^\s"'<>]+$/;

/** The fields a project's orders were placed under. */
const FROZEN = [
  'token',
  'pay_currency',
  'price',
  'supply',
  'min_amount',
  'user_cap',
  'start_at',
  'lock_days',
  'release_days',
  'release_parts',
] as const;

/** Why a project is refused, or null when an operator may save it. */
export function projectProblem(
  input: Input,
  before: ProjectRow | undefined,
  now: number,
): keyof typeof ieoMessages | null {
  const tokens = LAUNCHPAD_TOKENS as readonly string[];
  if (!tokens.includes(input.token) || SCALE[input.pay_currency] === undefined || input.pay_currency === input.token)
    return 'badCurrency';
  if (
    !PRICE.test(input.price) ||
    new Decimal(input.price).lte(0) ||
    ![input.supply, input.min_amount, input.user_cap].every((a) => WHOLE.test(a)) ||
    new Decimal(input.min_amount).gt(input.user_cap) ||
    new Decimal(input.user_cap).gt(input.supply)
  )
    return 'badTerms';
  if (input.show_at > input.start_at || input.end_at <= input.start_at) return 'badTimes';
  if (![input.link, input.white_paper].every((l) => l === '' || HTTPS.test(l))) return 'badLinks';
  if (!input.descriptions.en?.trim()) return 'noDescription';
  if (before && Number(before.start_at) <= now) {
    const changed = FROZEN.some(
      (f) => String(before[f]) !== String(f === 'price' ? new Decimal(input.price).toFixed() : input[f]),
    );
    if (changed || (before.ratio !== null && input.end_at !== Number(before.end_at))) return 'termsFrozen';
    if (input.end_at !== Number(before.end_at) && input.end_at <= now) return 'badTimes';
  }
  return null;
}

export function makeIeoAdmin({ db, ledger, audit, clock }: Deps) {
  async function view(p: ProjectRow): Promise<AdminIeoProject> {
    const n = await db
      .selectFrom('ieo_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', p.id)
      .executeTakeFirstOrThrow();
    return {
      ...projectView(p, 'en', clock.now()),
      descriptions: descriptionsOf(p),
      orders: Number(n.n),
      committed: p.committed,
      enabled: p.enabled === 1,
      updated_at: Number(p.updated_at),
    };
  }

  return {
    async projects(): Promise<AdminIeoProject[]> {
      const rows = await db.selectFrom('ieo_project').selectAll().orderBy('id', 'desc').execute();
      return Promise.all(rows.map(view));
    },

    /** Adds (no id) or edits a project, audited as `ieo.project.save`. */
    async save(input: Input, operator: { id: string }, ip: string): Promise<AdminIeoProject> {
      const saved = await ledger.write(async (trx) => {
        const before = input.id
          ? await trx.selectFrom('ieo_project').selectAll().where('id', '=', input.id).executeTakeFirst()
          : undefined;
        if (input.id && !before) throw new Refusal(ieoMessages.projectUnknown);
        const problem = projectProblem(input, before, clock.now());
        if (problem) throw new Refusal(ieoMessages[problem]);
        const last = await trx
          .selectFrom('ieo_project')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst();
        const descriptions = Object.fromEntries(
          LOCALES.flatMap((l) => (input.descriptions[l]?.trim() ? [[l, input.descriptions[l]?.trim()]] : [])),
        );
        const after: ProjectRow = {
          id: before?.id ?? Number(last?.id ?? 0) + 1,
          title: input.title,
          token: input.token,
          pay_currency: input.pay_currency,
          price: new Decimal(input.price).toFixed(),
          supply: input.supply,
          min_amount: input.min_amount,
          user_cap: input.user_cap,
          show_at: input.show_at,
          start_at: input.start_at,
          end_at: input.end_at,
          lock_days: input.lock_days,
          release_days: input.release_days,
          release_parts: input.release_parts,
          link: input.link,
          white_paper: input.white_paper,
          descriptions: JSON.stringify(descriptions),
          enabled: input.enabled ? 1 : 0,
          asked: before?.asked ?? '0',
          committed: before?.committed ?? '0',
          ratio: before?.ratio ?? null,
          allocated_at: before?.allocated_at ?? null,
          updated_at: clock.now(),
        };
        if (before) {
          const { id, ...changes } = after;
          await trx.updateTable('ieo_project').set(changes).where('id', '=', id).execute();
        } else {
          await trx.insertInto('ieo_project').values(after).execute();
        }
        await audit.record(trx, {
          operatorId: operator.id,
          action: 'ieo.project.save',
          targetType: 'ieo_project',
          targetId: String(after.id),
          before: before ?? null,
          after,
          ip,
        });
        return after;
      });
      return view(saved);
    },
  };
}

export type IeoAdmin = ReturnType<typeof makeIeoAdmin>;
