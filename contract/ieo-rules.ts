// The IEO launchpad's rules, pure and exact (issue 16, ADR 19): the stage of a project, the
// pro-rata allocation at its end, and the release schedule of an allocation. The server settles by
// these and the screens explain with them, so both say the same.
import Decimal from 'decimal.js';
import type { IeoTimeStatus } from './ieo';

export const DAY = 86_400_000;
const SCALE = 8;

/** 0 warm-up before the start, 1 from the start until the end, 2 from the end. */
export const timeStatusAt = (now: number, p: { start_at: number; end_at: number }): IeoTimeStatus =>
  now < p.start_at ? 0 : now < p.end_at ? 1 : 2;

/** Asked ÷ supply in per cent, two decimals rounded down ('250.00' = oversubscribed 2.5 times). */
export const percentageOf = (asked: Decimal.Value, supply: Decimal.Value) =>
  new Decimal(asked).times(100).div(supply).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);

/** The share every order gets: '1' when the supply covers what was asked, else supply ÷ asked. */
export const ratioOf = (asked: Decimal.Value, supply: Decimal.Value): string => {
  const a = new Decimal(asked);
  return a.lte(supply) ? '1' : new Decimal(supply).div(a).toDecimalPlaces(SCALE, Decimal.ROUND_DOWN).toFixed();
};

export type Allocation = { allocated: string; cost: string; refund: string };

/**
 * One order's allocation. Oversubscribed, it gets requested × supply ÷ asked whole tokens, rounded
 * down (computed exactly, not from the rounded ratio), so the orders together never get more than
 * the supply; it pays allocated × price and gets the rest of its payment back.
 */
export function allocationOf(
  o: { amount: Decimal.Value; committed: Decimal.Value },
  p: { asked: Decimal.Value; supply: Decimal.Value; price: Decimal.Value },
): Allocation {
  const asked = new Decimal(p.asked);
  const allocated = asked.lte(p.supply)
    ? new Decimal(o.amount)
    : new Decimal(o.amount).times(p.supply).div(asked).floor();
  const cost = Decimal.min(allocated.times(p.price), o.committed);
  return {
    allocated: allocated.toFixed(),
    cost: cost.toFixed(),
    refund: new Decimal(o.committed).minus(cost).toFixed(),
  };
}

/**
 * When and how much of an allocation is released: part k of n (k = 1…n) at
 * end + lock days + (k − 1) × cycle days, so that after part k exactly ⌊allocated × k ÷ n⌋ (to the
 * token's decimals) is free; the last part is whatever is left.
 */
export function releasesOf(
  allocated: Decimal.Value,
  p: { end_at: number; lock_days: number; release_days: number; release_parts: number },
): { at: number; amount: string }[] {
  const total = new Decimal(allocated);
  const n = Math.max(1, p.release_parts);
  const out: { at: number; amount: string }[] = [];
  let before = new Decimal(0);
  for (let k = 1; k <= n; k++) {
    const after = k === n ? total : total.times(k).div(n).toDecimalPlaces(SCALE, Decimal.ROUND_DOWN);
    out.push({ at: p.end_at + (p.lock_days + (k - 1) * p.release_days) * DAY, amount: after.minus(before).toFixed() });
    before = after;
  }
  return out;
}
