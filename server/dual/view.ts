// Dual-investment products and orders as the wire shows them (contract/dual.ts).
import type { Selectable } from 'kysely';
import { DUAL_COIN_IDS, type DualOrder, type DualPlan, type DualProduct, type DualStatus } from '../../contract/dual';
import { payoutsOf } from '../../contract/dual-rules';
import type { DualOrderTable, DualPlanTable, DualProductTable } from './tables';

export type PlanRow = Selectable<DualPlanTable>;
export type ProductRow = Selectable<DualProductTable>;
export type OrderRow = Selectable<DualOrderTable>;

const num = (v: number | string | null) => (v === null ? null : Number(v));

export const investCurrency = (p: { type: 'call' | 'put'; coin: string }) => (p.type === 'call' ? p.coin : 'USDT');

/** On sale within its window, then closed until settled. */
export const statusAt = (p: ProductRow, now: number): DualStatus =>
  p.state === 'settled' ? 3 : Number(p.start_time) <= now && now < Number(p.end_time) ? 1 : 2;

export const productView = (p: ProductRow, now: number): DualProduct => ({
  id: p.id,
  name: `${p.coin}/USDT`,
  coin: p.coin,
  currency_id: DUAL_COIN_IDS[p.coin],
  type: p.type,
  exercise_price: p.strike,
  rate: p.rate,
  days: p.days,
  start_time: Number(p.start_time),
  end_time: Number(p.end_time),
  settle_at: Number(p.settle_at),
  share_size: p.share_size,
  invest_currency: investCurrency(p),
  total_number: p.total_number,
  purchased_number: p.sold,
  remaining_number: p.total_number - p.sold,
  user_limit: p.user_limit,
  status: statusAt(p, now),
  listed_price: p.listed_price,
  settle_tick_id: num(p.settle_tick_id),
  settle_price: p.settle_price,
  settle_time: num(p.settle_time),
});

export function orderView(o: OrderRow, now: number): DualOrder {
  const payouts = payoutsOf(o.type, o.amount, o.strike, o.rate, o.days);
  return {
    id: o.id,
    product_id: o.product_id,
    coin: o.coin,
    type: o.type,
    exercise_price: o.strike,
    rate: o.rate,
    days: o.days,
    num: o.num,
    amount: o.amount,
    invest_currency: o.invest_currency,
    settle_at: Number(o.settle_at),
    state: o.state === 'completed' ? 'completed' : now >= Number(o.settle_at) ? 'settling' : 'purchased',
    payout_if_coin: payouts.coin,
    payout_if_usdt: payouts.usdt,
    payout: o.payout,
    payout_currency: o.payout_currency,
    settle_tick_id: num(o.settle_tick_id),
    settle_price: o.settle_price,
    settle_time: num(o.settle_time),
    created_at: Number(o.created_at),
    settled_at: num(o.settled_at),
  };
}

export const planView = (p: PlanRow): DualPlan => ({
  id: p.id,
  coin: p.coin,
  type: p.type,
  days: p.days,
  rate: p.rate,
  offset: p.strike_offset,
  step: p.step,
  share_size: p.share_size,
  total_number: p.total_number,
  user_limit: p.user_limit,
  enabled: p.enabled === 1,
  updated_at: Number(p.updated_at),
});
