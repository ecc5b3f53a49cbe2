// Earn products and orders as the wire shows them (contract/earn.ts).
import Decimal from 'decimal.js';
import type { Selectable } from 'kysely';
import type { EarnOrder, EarnProduct } from '../../contract/earn';
import type { Locale } from '../../contract/locales';
import { estimateOf, nextDividend, penaltyOf } from './rules';
import type { EarnOrderTable, EarnProductTable } from './tables';

export type ProductRow = Selectable<EarnProductTable>;
export type OrderRow = Selectable<EarnOrderTable>;

/** The names in other languages, by language code (none when the column holds no object). */
export function namesOf(p: Pick<ProductRow, 'names'>): Record<string, string> {
  try {
    const all = JSON.parse(p.names) as unknown;
    return all && typeof all === 'object' && !Array.isArray(all) ? (all as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The product's name in `lang`, else its English one. */
export const nameIn = (p: Pick<ProductRow, 'name' | 'names'>, lang: Locale): string => {
  const named = namesOf(p)[lang];
  return typeof named === 'string' && named.trim() ? named : p.name;
};

export const productView = (p: ProductRow, lang: Locale): EarnProduct => ({
  id: p.id,
  kind: p.kind,
  name: nameIn(p, lang),
  currency_name: p.currency,
  day: p.days,
  interest_rate: p.daily_rate,
  save_min: p.min_amount,
  user_cap: p.user_cap,
  total_cap: p.total_cap,
  remaining: Decimal.max(0, new Decimal(p.total_cap).minus(p.locked)).toFixed(),
  penalty_rate: p.penalty_rate,
  dividend_minute: p.dividend_minute,
  intro: p.intro,
  yield_source: p.yield_source,
});

export function orderView(o: OrderRow, name: string, now: number): EarnOrder {
  const running = o.state === 'running';
  return {
    id: o.id,
    product_id: o.product_id,
    kind: o.kind,
    name,
    currency_name: o.currency,
    amount: o.amount,
    day: o.days,
    day_rate: o.daily_rate,
    penalty_rate: o.penalty_rate,
    dividend_minute: o.dividend_minute,
    total_interest: o.interest_paid,
    days_paid: o.days_paid,
    estimated_interest: estimateOf(o.amount, o.daily_rate, o.days),
    start_at: Number(o.start_at),
    end_at: Number(o.end_at),
    next_dividend_at: running ? Math.min(nextDividend(now, o.dividend_minute), Number(o.end_at)) : null,
    status: running ? 1 : 2,
    cancel_fee: running ? penaltyOf(o.amount, o.penalty_rate, o.days - o.days_paid) : (o.penalty ?? '0'),
    redeemed_at: o.redeemed_at == null ? null : Number(o.redeemed_at),
    redeem_reason: o.redeem_reason,
  };
}
