// The IEO launchpad screens' pure logic, on decimal strings (never a float for money): the stage a
// project is in and the time left to its next one, the progress bar and how far it is
// oversubscribed, the checks the server also makes on a whole-token amount, the payment it
// commits, and the worked example of the pro-rata allocation (contract/ieo-rules.ts, the rules
// the server settles by). The server commits and allocates; these only tell the user beforehand.
import Decimal from 'decimal.js';
import type { IeoProject, IeoTimeStatus } from '../../contract/ieo';
import { type Allocation, allocationOf, ratioOf, timeStatusAt } from '../../contract/ieo-rules';

const D = Decimal.clone({ precision: 60 });

/**
 * The stage shown now: the server's, moved on when this device's clock has passed the start or
 * the end since the reply (a countdown that reaches zero turns the card over without a reload).
 * Never moved back: a device clock that is behind does not reopen an ended project.
 */
export function stageAt(now: number, p: Pick<IeoProject, 'time_status' | 'start_at' | 'end_at'>): IeoTimeStatus {
  return Math.max(p.time_status, timeStatusAt(now, p)) as IeoTimeStatus;
}

/** When the stage shown ends: the start in warm-up, the end in progress, none once ended. */
export function nextChangeAt(stage: IeoTimeStatus, p: Pick<IeoProject, 'start_at' | 'end_at'>): number | null {
  return stage === 0 ? p.start_at : stage === 1 ? p.end_at : null;
}

export type Countdown = { days: number; clock: string };

/** The time left, whole seconds rounded up, as days and 'HH:MM:SS'; zero once over. */
export function countdownOf(ms: number): Countdown {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return { days, clock: `${two(h)}:${two(m)}:${two(s)}` };
}

/** The width of the progress bar in per cent: the percentage asked, never beyond the bar (0–100). */
export function barPercent(percentage: string): number {
  const d = new D(percentage || '0');
  if (!d.isFinite() || d.lte(0)) return 0;
  return D.min(d, 100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();
}

/**
 * How many times the supply has been asked for, when it is more than once ('250.00' → '2.5'), to
 * at most two decimals rounded down; null while the supply covers what was asked.
 */
export function oversubscribedTimes(percentage: string): string | null {
  const d = new D(percentage || '0');
  if (!d.isFinite() || d.lte(100)) return null;
  return d.div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed();
}

/** The percentage as the card prints it: '37.5' → '37.50'. */
export const percentText = (percentage: string) => new D(percentage || '0').toFixed(2);

/** The payment an amount of tokens commits: amount × price (exact). */
export const paymentOf = (amount: Decimal.Value, price: Decimal.Value) => new D(amount).times(price).toFixed();

export type IeoAmountProblem =
  | { kind: 'required' | 'invalid' | 'whole' | 'balance' | 'capReached' }
  | { kind: 'min' | 'userCap'; limit: string };

type Terms = Pick<IeoProject, 'min_amount' | 'user_cap' | 'price'>;

/** What the user may still ask for under the per-user cap, given what they asked already. */
export const roomUnderCap = (p: Pick<IeoProject, 'user_cap'>, mine: string | null) =>
  D.max(new D(p.user_cap).minus(mine ?? '0'), 0).toFixed();

/**
 * What the server would refuse, checked before confirming: a positive whole number of tokens, at
 * least the project's minimum per order, with what was asked already within the per-user cap, and
 * a payment (amount × price) within the available balance when it is known (null while it loads
 * or after a failure: the server checks it anyway).
 */
export function checkIeoAmount(
  amount: string,
  p: Terms,
  mine: string | null,
  available: string | null,
): IeoAmountProblem | null {
  const value = amount.trim();
  const room = new D(roomUnderCap(p, mine));
  if (room.lt(1) || room.lt(p.min_amount)) return { kind: 'capReached' };
  if (value === '') return { kind: 'required' };
  if (!/^\d{1,15}(\.\d*)?$|^\.\d+$/.test(value)) return { kind: 'invalid' };
  const a = new D(value);
  if (a.lte(0)) return { kind: 'invalid' };
  if (!a.isInteger()) return { kind: 'whole' };
  if (a.lt(p.min_amount)) return { kind: 'min', limit: new D(p.min_amount).toFixed() };
  if (a.gt(room)) return { kind: 'userCap', limit: room.toFixed() };
  if (available !== null && new D(paymentOf(a, p.price)).gt(available)) return { kind: 'balance' };
  return null;
}

/** The least order in whole tokens (at least one): the example shown before an amount is typed. */
export const leastOrder = (p: Pick<IeoProject, 'min_amount'>) => D.max(new D(p.min_amount).ceil(), 1).toFixed();

/** The amount as sent: the whole number without leading zeros ('007' → '7'). */
export const normalTokens = (amount: string) => new D(amount.trim()).toFixed(0);

/** A typed amount that is a whole positive number, as sent ('' for anything else): the example follows it. */
export const typedWholeTokens = (amount: string) =>
  /^\d{1,15}\.?$/.test(amount.trim()) && new D(amount.trim().replace(/\.$/, '')).gt(0) ? normalTokens(amount) : '';

/**
 * The most one order could be now: what is left under the cap and, when the balance is known,
 * what it pays for in whole tokens; '' when that is below the minimum (nothing to suggest).
 */
export function maxTokens(p: Terms, mine: string | null, available: string | null): string {
  let m = new D(roomUnderCap(p, mine));
  if (available !== null && new D(p.price).gt(0)) m = D.min(m, new D(available).div(p.price).floor());
  m = m.floor();
  return m.lt(p.min_amount) || m.lt(1) ? '' : m.toFixed();
}

export type AllocationExample = Allocation & {
  /** What would be asked in all with this order: total asked so far + the amount. */
  asked: string;
  /** The share every order would get: '1' when covered, else supply ÷ asked. */
  ratio: string;
  /** What this order commits: amount × price. */
  committed: string;
  oversubscribed: boolean;
};

/**
 * The worked example the subscribe screen shows: if the window ended now with this order added
 * (asked = total asked so far + amount), what the order would get, cost and get back by the rules
 * the server settles with. More may still be asked before the end, so the share can only shrink.
 */
export function allocationExample(
  amount: string,
  p: Pick<IeoProject, 'amount' | 'total_sell' | 'price'>,
): AllocationExample | null {
  const value = amount.trim();
  if (!/^\d{1,15}$/.test(value) || new D(value).lte(0)) return null;
  const asked = new D(p.total_sell).plus(value).toFixed();
  const committed = paymentOf(value, p.price);
  const a = allocationOf({ amount: value, committed }, { asked, supply: p.amount, price: p.price });
  return {
    ...a,
    asked,
    ratio: ratioOf(asked, p.amount),
    committed,
    oversubscribed: new D(asked).gt(p.amount),
  };
}

/** A ratio as a percentage, up to four decimals: '0.4' → '40', '0.33333333' → '33.3333'. */
export const ratioPercent = (ratio: string) => new D(ratio).times(100).toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed();
