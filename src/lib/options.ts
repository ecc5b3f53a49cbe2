// Seconds options arithmetic for the screens, on decimal strings (never a float for money): what a
// stake wins or loses under a published payout ratio, the checks the server also makes before it
// takes a stake, the average cost of a bet at a given ratio (the risk disclosure states it), and
// the countdown to an option's expiry. The server settles; these only tell the user beforehand.
import Decimal from 'decimal.js';
import type { OptionDuration, OptionOrder } from '../../contract/options';
import { parseDecimal } from './spot';

const D = Decimal.clone({ precision: 60 });

/** Stakes and payouts are kept to the ledger's 8 decimals; a payout is rounded down to them. */
export const STAKE_SCALE = 8;

/** What a stake brings back at expiry, by outcome, as signed changes to the balance. */
export type Outcome = {
  /** Right: stake × ratio (the profit; the stake comes back too). */
  win: string;
  /** Wrong: the whole stake, negative. */
  loss: string;
  /** What a win pays back in all: stake × (1 + ratio). */
  payout: string;
};

/** The outcome of `stake` at `ratioPercent` ('80' = a win adds 80 % of the stake), or null for no stake. */
export function estimateOutcome(stake: string, ratioPercent: string): Outcome | null {
  const s = parseDecimal(stake.trim());
  if (!s) return null;
  const win = s.times(ratioPercent).div(100).toDecimalPlaces(STAKE_SCALE, Decimal.ROUND_DOWN);
  return { win: win.toFixed(), loss: s.negated().toFixed(), payout: s.plus(win).toFixed() };
}

/**
 * What a bettor loses on average per stake, in per cent, when up and down are equally likely and
 * ties are rare: half the time the stake is lost (−100 %), half the time it gains P %, so the mean
 * is (P − 100) / 2 — e.g. 10 % of every stake at an 80 % payout.
 */
export const averageLossPercent = (ratioPercent: string) => new D(100).minus(ratioPercent).div(2).toFixed();

export type StakeProblem =
  | { kind: 'required' | 'invalid' | 'balance' | 'duration' }
  | { kind: 'decimals'; decimals: number }
  | { kind: 'min' | 'max'; limit: string };

/**
 * What the server would refuse, checked before confirming: a duration chosen, a positive number
 * with at most 8 decimals, within the duration's least and most stake, and within the balance
 * when it is known (null while it loads or after a failure: the server checks it anyway).
 */
export function checkStake(
  stake: string,
  duration: OptionDuration | null,
  available: string | null,
): StakeProblem | null {
  if (!duration) return { kind: 'duration' };
  const value = stake.trim();
  if (value === '') return { kind: 'required' };
  const s = parseDecimal(value);
  if (!s) return { kind: 'invalid' };
  if (s.decimalPlaces() > STAKE_SCALE) return { kind: 'decimals', decimals: STAKE_SCALE };
  if (s.lt(duration.min)) return { kind: 'min', limit: duration.min };
  if (s.gt(duration.max)) return { kind: 'max', limit: duration.max };
  if (available !== null && s.gt(available)) return { kind: 'balance' };
  return null;
}

/** Quick stakes offered under the amount field: the usual round sums that the duration allows. */
export function stakePresets(duration: OptionDuration | null, candidates = ['10', '50', '100', '500']): string[] {
  if (!duration) return [];
  const inRange = candidates.filter((c) => new D(c).gte(duration.min) && new D(c).lte(duration.max));
  return inRange.length > 0 ? inRange : [new D(duration.min).toFixed()];
}

/**
 * A signed amount as the result shows it: '+8.00', '−10.00' (a real minus sign), '0.00'; at least
 * two decimals, and every further one it has (up to the ledger's 8).
 */
export function formatSigned(value: string): string {
  const d = new D(value);
  const abs = d.abs();
  const decimals = Math.max(2, Math.min(STAKE_SCALE, abs.decimalPlaces()));
  const text = groupInt(abs.toFixed(decimals));
  return d.isZero() ? text : d.isNegative() ? `−${text}` : `+${text}`;
}

/** A positive amount with at least two decimals: '10' → '10.00', '1234.5' → '1,234.50'. */
export function formatStake(value: string): string {
  const d = new D(value);
  return groupInt(d.toFixed(Math.max(2, Math.min(STAKE_SCALE, d.decimalPlaces()))));
}

const groupInt = (text: string) => {
  const [int = '', frac] = text.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac !== undefined ? `.${frac}` : ''}`;
};

/** The time left, whole seconds rounded up: '0:27', '4:05', '1:00:00'; '0:00' once over. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * When an open option expires on this device's clock: the server's `remain_milli_seconds` counted
 * from when its reply arrived, so a device whose clock is off still counts down the right span.
 */
export const localExpiry = (order: Pick<OptionOrder, 'remain_milli_seconds'>, receivedAt: number) =>
  receivedAt + Math.max(0, order.remain_milli_seconds);

/**
 * The time left on an option at `now`: never below zero, and never more than its duration (a
 * clock read a moment before the reply arrived must not show 0:31 on a 30 s option).
 */
export const timeLeft = (expiresAt: number, now: number, seconds: number) =>
  Math.max(0, Math.min(expiresAt - now, seconds * 1000));

/** The start of the minute (UTC) an instant falls in: the 1-minute candle that holds it. */
export const minuteOf = (ms: number) => Math.floor(ms / 60_000) * 60_000;

/** The chart of `symbol` at 1 minute, positioned on `time`, with a line at `price`: the "Check" link. */
export const checkPath = (symbol: string, time: number, price: string) =>
  `/pages/market/detail?symbol=${encodeURIComponent(symbol)}&period=1m&at=${time}&price=${encodeURIComponent(price)}`;

/** A ratio in per cent as the chips show it: '80' → '80%', '85.5' → '85.5%'. */
export const ratioText = (ratioPercent: string) => `${new D(ratioPercent).toFixed()}%`;

/** The least stake any offered duration takes: what the smallest option needs; null when none is offered. */
export function leastStake(durations: readonly OptionDuration[]): string | null {
  if (durations.length === 0) return null;
  return durations.reduce((least, d) => (new D(d.min).lt(least) ? d.min : least), durations[0]?.min ?? '0');
}
