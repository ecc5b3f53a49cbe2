// Launchpad projects and orders as the wire shows them (contract/ieo.ts).
import type { Selectable } from 'kysely';
import type { IeoOrder, IeoProject } from '../../contract/ieo';
import { percentageOf, releasesOf, timeStatusAt } from '../../contract/ieo-rules';
import type { Locale } from '../../contract/locales';
import type { IeoOrderTable, IeoProjectTable } from './tables';

export type ProjectRow = Selectable<IeoProjectTable>;
export type OrderRow = Selectable<IeoOrderTable>;

export const descriptionsOf = (p: ProjectRow): Record<string, string> => {
  try {
    return JSON.parse(p.descriptions) as Record<string, string>;
  } catch {
    return {};
  }
};

/** Times as numbers: PostgreSQL's bigint arrives as a string. */
const times = (p: ProjectRow) => ({
  show_at: Number(p.show_at),
  start_at: Number(p.start_at),
  end_at: Number(p.end_at),
});

export function projectView(p: ProjectRow, lang: Locale, now: number): IeoProject {
  const t = times(p);
  const text = descriptionsOf(p);
  return {
    id: p.id,
    title: p.title,
    currency_name: p.token,
    pay_currency: p.pay_currency,
    price: p.price,
    amount: p.supply,
    total_sell: p.asked,
    percentage: percentageOf(p.asked, p.supply),
    min_amount: p.min_amount,
    user_cap: p.user_cap,
    time_status: timeStatusAt(now, t),
    ...t,
    lock_days: p.lock_days,
    release_days: p.release_days,
    release_parts: p.release_parts,
    content: text[lang] || text.en || '',
    link: p.link,
    white_paper: p.white_paper,
    ratio: p.ratio,
    allocated_at: p.allocated_at === null ? null : Number(p.allocated_at),
  };
}

export function orderView(o: OrderRow, p: ProjectRow): IeoOrder {
  const schedule = o.allocated === null ? [] : releasesOf(o.allocated, { ...p, end_at: Number(p.end_at) });
  return {
    id: o.id,
    project_id: o.project_id,
    title: p.title,
    currency_name: o.token,
    pay_currency: o.pay_currency,
    price: o.price,
    amount: o.amount,
    committed: o.committed,
    state: o.state,
    ratio: p.ratio,
    allocated: o.allocated,
    cost: o.cost,
    refund: o.refund,
    released: o.released,
    releases: schedule.map((r, i) => ({ ...r, done: i < o.parts_done })),
    created_at: Number(o.created_at),
    allocated_at: o.allocated_at === null ? null : Number(o.allocated_at),
  };
}
