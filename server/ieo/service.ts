// The IEO launchpad for its customers (issue 16, ADR 19): the projects shown, subscribing (the
// payment frozen in the transaction that writes the order and adds it to the project's totals,
// window and per-user cap judged there: through the money desk, ADR 25) and the customer's
// orders. The allocation at the end and the releases are ./settle.ts.
import Decimal from 'decimal.js';
import type { IeoDetail, IeoOrderPage, IeoProject, IeoProjectPage } from '../../contract/ieo';
import type { Locale } from '../../contract/locales';
import { isWireDecimal } from '../../contract/numbers';
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import { Refusal } from '../core/errors';
import { replayOf, requestHash } from '../core/idempotency';
import type { Ids } from '../core/ids';
import type { Trx } from '../ledger/ledger';
import type { MoneyDesk } from '../ledger/money-desk';
import { ieoMessages } from './messages';
import { commitEntry } from './money';
import { orderView, type ProjectRow, projectView } from './view';

type Deps = { opened: OpenedDb; desk: MoneyDesk; ids: Ids; clock: Clock };
type OrderFields = { project_id: number; amount: string; pay_currency?: string; price?: string };

/** In progress first, then warm-up (soonest first), then ended (latest first). */
const listOrder = (a: IeoProject, b: IeoProject) => {
  const rank = { 1: 0, 0: 1, 2: 2 } as const;
  return (
    rank[a.time_status] - rank[b.time_status] ||
    (a.time_status === 2 ? b.end_at - a.end_at : a.start_at - b.start_at) ||
    a.id - b.id
  );
};

const WHOLE = /^[1-9]\d{0,14}$/;

export function makeIeo({ opened, desk, ids, clock }: Deps) {
  const { db, kind } = opened;

  async function project(trx: Trx, id: number, lock = false): Promise<ProjectRow | undefined> {
    let q = trx.selectFrom('ieo_project').selectAll().where('id', '=', id);
    if (lock && kind === 'postgres') q = q.forUpdate();
    return q.executeTakeFirst();
  }

  const shown = (p: ProjectRow | undefined, now: number): p is ProjectRow =>
    p !== undefined && p.enabled === 1 && Number(p.show_at) <= now;

  /** What the user has asked for in a project so far (tokens and payment). */
  async function mine(trx: Trx, userId: string, projectId: number) {
    const rows = await trx
      .selectFrom('ieo_order')
      .select(['amount', 'committed'])
      .where('user_id', '=', userId)
      .where('project_id', '=', projectId)
      .execute();
    return {
      amount: rows.reduce((s, r) => s.plus(r.amount), new Decimal(0)),
      committed: rows.reduce((s, r) => s.plus(r.committed), new Decimal(0)),
    };
  }

  /** Refuses an order the project does not take now, as it is inside `trx`. */
  async function check(trx: Trx, userId: string, p: ProjectRow, f: OrderFields, amount: string, now: number) {
    if (now < Number(p.start_at)) throw new Refusal(ieoMessages.notStarted, { start: new Date(Number(p.start_at)) });
    if (now >= Number(p.end_at) || p.ratio !== null) throw new Refusal(ieoMessages.ended);
    // The route refuses a price that is not a number (contract/numbers.ts); checked again so that
    // no caller can make Decimal throw here.
    const shownPrice = f.price && isWireDecimal(f.price) ? new Decimal(f.price) : null;
    if ((f.price && !shownPrice?.eq(p.price)) || (f.pay_currency && f.pay_currency !== p.pay_currency))
      throw new Refusal(ieoMessages.priceChanged, { price: p.price, currency: p.pay_currency });
    if (new Decimal(amount).lt(p.min_amount))
      throw new Refusal(ieoMessages.belowMinimum, { min: p.min_amount, token: p.token });
    const held = (await mine(trx, userId, p.id)).amount;
    if (held.plus(amount).gt(p.user_cap))
      throw new Refusal(ieoMessages.aboveUserCap, {
        cap: p.user_cap,
        token: p.token,
        left: Decimal.max(0, new Decimal(p.user_cap).minus(held)).toFixed(),
      });
  }

  return {
    async projects(page: number, limit: number, lang: Locale): Promise<IeoProjectPage> {
      const now = clock.now();
      const rows = await db.selectFrom('ieo_project').selectAll().where('enabled', '=', 1).execute();
      const list = rows
        .filter((p) => shown(p, now))
        .map((p) => projectView(p, lang, now))
        .sort(listOrder);
      return { list: list.slice((page - 1) * limit, page * limit), total: list.length, page, limit };
    },

    async detail(projectId: number, userId: string | null, lang: Locale): Promise<IeoDetail> {
      const now = clock.now();
      const p = await project(db, projectId);
      if (!shown(p, now)) throw new Refusal(ieoMessages.projectUnknown);
      const held = userId ? await mine(db, userId, p.id) : null;
      return {
        info: projectView(p, lang, now),
        mine: held && { amount: held.amount.toFixed(), committed: held.committed.toFixed() },
      };
    },

    async order(userId: string, f: OrderFields, key: string | null, lang: Locale): Promise<IeoDetail> {
      const hash = requestHash(['ieo.order', f]);
      if (!(await replayOf(db, userId, key, hash))) {
        const now = clock.now();
        const p = await project(db, f.project_id);
        if (!shown(p, now)) throw new Refusal(ieoMessages.projectUnknown);
        const amount = f.amount.trim();
        if (!WHOLE.test(amount)) throw new Refusal(ieoMessages.badAmount);
        await check(db, userId, p, f, amount, now);
        await desk.submitChecked({
          userId,
          key,
          hash,
          check: {
            // One order of a project per batch, so each is judged on the totals of those before it.
            scope: `ieo:${f.project_id}`,
            run: async (trx) => {
              // Judged again on the project as it is inside the transaction: window and cap hold under races.
              const at = clock.now();
              const locked = (await project(trx, f.project_id, true)) as ProjectRow;
              if (!shown(locked, at)) throw new Refusal(ieoMessages.projectUnknown);
              await check(trx, userId, locked, f, amount, at);
              return { locked, at, id: ids.sortable(at), committed: new Decimal(amount).times(locked.price).toFixed() };
            },
          },
          entry: ({ locked, id, committed }) => commitEntry(userId, id, locked.pay_currency, committed, key),
          answer: (_, { id }) => ({ id }),
          rows: async (trx, _, { locked, at, id, committed }) => {
            await trx
              .insertInto('ieo_order')
              .values({
                id,
                user_id: userId,
                project_id: locked.id,
                token: locked.token,
                pay_currency: locked.pay_currency,
                price: locked.price,
                amount,
                committed,
                state: 'committed',
                allocated: null,
                cost: null,
                refund: null,
                released: '0',
                parts_done: 0,
                next_release_at: null,
                request_id: key,
                created_at: at,
                allocated_at: null,
              })
              .execute();
            await trx
              .updateTable('ieo_project')
              .set({
                asked: new Decimal(locked.asked).plus(amount).toFixed(),
                committed: new Decimal(locked.committed).plus(committed).toFixed(),
              })
              .where('id', '=', locked.id)
              .execute();
          },
        });
      }
      return this.detail(f.project_id, userId, lang);
    },

    async orders(userId: string, page: number, limit: number): Promise<IeoOrderPage> {
      const q = db.selectFrom('ieo_order').where('user_id', '=', userId);
      const [rows, count, projects] = await Promise.all([
        q
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        db.selectFrom('ieo_project').selectAll().execute(),
      ]);
      const byId = new Map(projects.map((p) => [p.id, p]));
      return {
        list: rows.flatMap((o) => {
          const p = byId.get(o.project_id);
          return p ? [orderView(o, p)] : [];
        }),
        total: Number(count.n),
        page,
        limit,
      };
    },
  };
}

export type Ieo = ReturnType<typeof makeIeo>;
