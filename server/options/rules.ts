// The rules of a seconds option, pure (issue 15): who wins, what is paid, what a stake may be.
// Exact decimals throughout; a payout is rounded down to the currency's scale, never up.
import Decimal from 'decimal.js';

export type Direction = 'up' | 'down';
/** 1 win, 0 tie, −1 loss. */
export type Outcome = 1 | 0 | -1;

/** Up wins when the settlement price is above the entry price, down when below; equal is a tie. */
export function outcomeOf(direction: Direction, openPrice: string, settlePrice: string): Outcome {
  const moved = new Decimal(settlePrice).comparedTo(openPrice);
  if (moved === 0) return 0;
  return moved > 0 === (direction === 'up') ? 1 : -1;
}

/** What settlement pays back: stake × (1 + ratio) on a win, the stake on a tie, nothing on a loss. */
export function payoutOf(outcome: Outcome, stake: string, ratio: string, scale: number): string {
  if (outcome === -1) return '0';
  if (outcome === 0) return new Decimal(stake).toFixed();
  return new Decimal(stake).times(new Decimal(1).plus(ratio)).toDecimalPlaces(scale, Decimal.ROUND_DOWN).toFixed();
}

/** The signed change to the balance an option made: payout − stake. */
export const profitOf = (stake: string, payout: string) => new Decimal(payout).minus(stake).toFixed();

/** A ratio as the wire shows it, in per cent: '0.8' → '80'. */
export const ratioPercent = (ratio: string) => new Decimal(ratio).times(100).toFixed();

/** Whether a stake lies within a duration's published bounds (inclusive). */
export function stakeWithin(stake: string, min: string, max: string): 'below' | 'above' | 'ok' {
  const s = new Decimal(stake);
  if (s.lt(min)) return 'below';
  if (s.gt(max)) return 'above';
  return 'ok';
}

const RATIO = /^(0|1)(\.\d{1,4})?$/;

/** Why a duration's terms are refused, or null when an operator may publish them. */
export function termsProblem(t: { profit_ratio: string; min_stake: string; max_stake: string }, scale: number) {
  if (!RATIO.test(t.profit_ratio)) return 'ratio';
  const r = new Decimal(t.profit_ratio);
  if (r.lte(0) || r.gt(1)) return 'ratio';
  const amount = /^\d{1,12}(\.\d+)?$/;
  if (!amount.test(t.min_stake) || !amount.test(t.max_stake)) return 'stake';
  const min = new Decimal(t.min_stake);
  const max = new Decimal(t.max_stake);
  if (min.lte(0) || min.decimalPlaces() > scale || max.decimalPlaces() > scale) return 'stake';
  if (max.lt(min)) return 'range';
  return null;
}
