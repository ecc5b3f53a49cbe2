// The market maker's quotes, pure: `maker_levels` levels a side around the recorded reference
// price, `maker_step` apart, each worth about `maker_level_value` in the quote currency, and never
// more in all than its inventory can pay for (asks by its base, bids by its quote). The engine
// replaces them on every recorded tick of the pair, so they follow the feed; it is a system holder
// in the ledger, and a fill against it moves its inventory there like anyone's (ADR 13).
import type { Side } from './book';
import { baseUnits, costUnits, parseRate } from './money';
import type { Pair } from './pairs';

export type Quote = { side: Side; ticks: number; lots: number };

/** The maker's inventory in ledger units (10⁻⁸). */
export type Inventory = { base: bigint; quote: bigint };

export function makerQuotes(pair: Pair, referenceTicks: number, inventory: Inventory): Quote[] {
  const step = parseRate(pair.settings.maker_step);
  const levelValue = parseRate(pair.settings.maker_level_value);
  const levelUnits = (levelValue.num * 100_000_000n) / levelValue.den;
  const ref = BigInt(referenceTicks);
  const quotes: Quote[] = [];
  let base = inventory.base;
  let quote = inventory.quote;
  for (let i = 1n; i <= BigInt(pair.settings.maker_levels); i++) {
    const away = step.num * i;
    // Asks rounded up and bids down, so the spread never closes below one step.
    const ask = Number((ref * (step.den + away) + step.den - 1n) / step.den);
    const bid = Number((ref * (step.den - away)) / step.den);
    const askLots = Math.min(lotsWorth(pair, ask, levelUnits), Number(base / baseUnits(pair, 1)));
    if (askLots > 0 && ask > referenceTicks) {
      quotes.push({ side: 'sell', ticks: ask, lots: askLots });
      base -= baseUnits(pair, askLots);
    }
    if (bid <= 0 || bid >= referenceTicks) continue;
    const bidLots = Math.min(lotsWorth(pair, bid, levelUnits), Number(quote / costUnits(pair, bid, 1)));
    if (bidLots > 0) {
      quotes.push({ side: 'buy', ticks: bid, lots: bidLots });
      quote -= costUnits(pair, bid, bidLots);
    }
  }
  return quotes;
}

/** Lots at `ticks` worth about `units` of quote (at least one lot). */
function lotsWorth(pair: Pair, ticks: number, units: bigint): number {
  const lots = units / costUnits(pair, ticks, 1);
  return Number(lots > 0n ? lots : 1n);
}
