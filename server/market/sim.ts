// The simulated market, as pure functions of an instrument, its walk and a random draw: a
// mean-reverting random walk of the log price. The backfill steps it a minute at a time; the live
// feed steps it once per tick, each tick from the one before with a fresh draw, so nothing about a
// tick exists before its time comes (no minute close fixed in advance). The draws come from the
// deployment's secret (randomness.ts). Floats stay inside the simulation: every price that leaves
// it is a decimal string rounded to the instrument's precision.
import type { MarketClass } from '../../contract/market';
import type { Instrument } from './instruments';
import type { Draw } from './randomness';

export const MINUTE_MS = 60_000;
const MINUTES_PER_YEAR = 365 * 24 * 60;
/** Prices drift back towards the reference with a half-life of about 60 days. */
const REVERSION_PER_MINUTE = Math.LN2 / (60 * 24 * 60);

/** A standard normal number (Box–Muller) from a draw's first two uniforms. */
export function normal(d: Draw): number {
  return Math.sqrt(-2 * Math.log(d[0])) * Math.cos(2 * Math.PI * d[1]);
}

/**
 * Whether a class trades at `ms` (UTC). Crypto never stops; forex runs Sunday 22:00 to Friday
 * 22:00; oil, metals, indices and futures likewise with a daily pause 22:00–23:00; US stocks
 * 14:30–21:00 on weekdays. (Holidays and daylight saving are not modelled.)
 */
export function isTrading(cls: MarketClass, ms: number): boolean {
  if (cls === 'crypto') return true;
  // Plain arithmetic, not Date: the backfill asks this for every minute of months.
  const dayNumber = Math.floor(ms / 86_400_000);
  const day = (dayNumber + 4) % 7; // 1 January 1970 was a Thursday (4); Sunday is 0
  const minutes = Math.floor((ms - dayNumber * 86_400_000) / MINUTE_MS);
  if (cls === 'stock') return day >= 1 && day <= 5 && minutes >= 14 * 60 + 30 && minutes < 21 * 60;
  const weekOpen = day === 0 ? minutes >= 22 * 60 : day === 5 ? minutes < 22 * 60 : day >= 1 && day <= 4;
  if (!weekOpen || day === 6) return false;
  if (cls === 'forex') return true;
  return !(minutes >= 22 * 60 && minutes < 23 * 60);
}

const sigmaCache = new WeakMap<Instrument, { sigma: number; mean: number }>();

function params(inst: Instrument) {
  let p = sigmaCache.get(inst);
  if (!p) {
    p = { sigma: inst.volatility / Math.sqrt(MINUTES_PER_YEAR), mean: Math.log(Number(inst.reference)) };
    sigmaCache.set(inst, p);
  }
  return p;
}

/** The log price after `minutes` (whole or a fraction) from `x`, with the draw `d`. */
export function step(x: number, inst: Instrument, d: Draw, minutes = 1): number {
  const { sigma, mean } = params(inst);
  return x + REVERSION_PER_MINUTE * minutes * (mean - x) + sigma * Math.sqrt(minutes) * normal(d);
}

const VOLUME_SCALE: Record<Exclude<MarketClass, 'crypto'>, number> = {
  oil: 20,
  forex: 50_000,
  index: 2,
  futures: 5,
  metal: 10,
  stock: 300,
};

/** The traded size of one tick, as a number (a few units of a coin, hundreds of shares…), from the draw's third uniform. */
export function tickSize(inst: Instrument, d: Draw): number {
  const scale = inst.class === 'crypto' ? 2000 / Number(inst.reference) : VOLUME_SCALE[inst.class];
  return scale * (0.05 + 1.9 * d[2]);
}

export function tickVolume(inst: Instrument, d: Draw): string {
  return tickSize(inst, d).toFixed(4);
}

/** A log price as a number rounded to the instrument's decimals (never zero or negative). */
export function roundedPrice(x: number, inst: Instrument): number {
  const scale = 10 ** inst.precision;
  return Math.max(Math.round(Math.exp(x) * scale), 1) / scale;
}

/** A log price as the instrument's price string. */
export function priceString(x: number, inst: Instrument): string {
  return roundedPrice(x, inst).toFixed(inst.precision);
}
