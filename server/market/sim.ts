// The simulated market, as pure functions of (seed, instrument, time): a mean-reverting random
// walk of the log price, one step per trading minute, with ticks inside each minute drawn on a
// Brownian bridge between the minute's open and close. The same seed and times give the same
// prices, so a run can be replayed and tested. Floats stay inside the simulation: every price
// that leaves it is a decimal string rounded to the instrument's precision.
import type { MarketClass } from '../../contract/market';
import type { Instrument } from './instruments';

export const MINUTE_MS = 60_000;
const MINUTES_PER_YEAR = 365 * 24 * 60;
/** Prices drift back towards the reference with a half-life of about 60 days. */
const REVERSION_PER_MINUTE = Math.LN2 / (60 * 24 * 60);

function mix(h: number, v: number): number {
  let x = Math.imul(h ^ (v >>> 0), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  x = Math.imul(x ^ Math.floor(v / 4294967296), 0x27d4eb2f);
  return (x ^ (x >>> 16)) >>> 0;
}

/** A uniform number in (0, 1) from a hash of the inputs (a small, fast, well-mixed hash). */
export function uniform(seed: number, a: number, b: number, c: number): number {
  const h = mix(mix(mix((seed ^ 0x9e3779b9) >>> 0, a), b), c);
  return (h + 0.5) / 4294967296;
}

/** A standard normal number (Box–Muller) from two hashed uniforms. */
export function normal(seed: number, a: number, b: number, c: number): number {
  const u1 = uniform(seed, a, b, c * 2);
  const u2 = uniform(seed, a, b, c * 2 + 1);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
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

/** The log price after one minute step from `x`. */
export function step(x: number, inst: Instrument, seed: number, minute: number): number {
  const { sigma, mean } = params(inst);
  return x + REVERSION_PER_MINUTE * (mean - x) + sigma * normal(seed, inst.id, minute, 0);
}

/**
 * The log price after `count` minutes in one step (same distribution as `count` single steps):
 * the backfill walks the distant past this way, where only hourly and longer candles are kept.
 */
export function stepMany(x: number, inst: Instrument, seed: number, minute: number, count: number): number {
  const { sigma, mean } = params(inst);
  return x + REVERSION_PER_MINUTE * count * (mean - x) + sigma * Math.sqrt(count) * normal(seed, inst.id, minute, 0);
}

/**
 * The log price at tick `k` of `n` inside `minute` (k = n is the minute's close `xClose`): a
 * Brownian bridge from the previous close, so ticks wander but land on the close.
 */
export function tickLogPrice(
  xOpen: number,
  xClose: number,
  inst: Instrument,
  seed: number,
  minute: number,
  k: number,
  n: number,
): number {
  if (k >= n) return xClose;
  const { sigma } = params(inst);
  const spread = sigma * Math.sqrt((k * (n - k)) / (n * n));
  return xOpen + (k / n) * (xClose - xOpen) + spread * normal(seed, inst.id, minute, k + 1);
}

const VOLUME_SCALE: Record<Exclude<MarketClass, 'crypto'>, number> = {
  oil: 20,
  forex: 50_000,
  index: 2,
  futures: 5,
  metal: 10,
  stock: 300,
};

/** The traded size of one tick, as a number: a few units of a coin, hundreds of shares… */
export function tickSize(inst: Instrument, seed: number, minute: number, k: number): number {
  const scale = inst.class === 'crypto' ? 2000 / Number(inst.reference) : VOLUME_SCALE[inst.class];
  return scale * (0.05 + 1.9 * uniform(seed, inst.id, minute, 1000 + k));
}

export function tickVolume(inst: Instrument, seed: number, minute: number, k: number): string {
  return tickSize(inst, seed, minute, k).toFixed(4);
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
