// Whether a trading account (contracts, options) has too little to trade with (issue 40): the
// screen then offers the transfer from spot, or demo funds, right where the balance shows.
import Decimal from 'decimal.js';

/**
 * True when the account cannot pay for the smallest order: its available balance (null while
 * unknown: never judged) is nothing, or below `least` (null while the least is not known).
 */
export function shortOfLeast(available: string | null, least: string | null): boolean {
  if (available === null) return false;
  const have = new Decimal(available || '0');
  return have.lte(0) || (least !== null && have.lt(least));
}
