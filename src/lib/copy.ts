// The copy-trading forms' checks and the figures the screens show, pure (issue 36). The number,
// stops and profit share are read by the contract's rules (contract/copy-rules.ts), which the
// server applies too, so the screen refuses what the server would and shows the number as it will
// be kept. Percentages are typed as per cent ('20'); the wire takes a profit share as a fraction.
import Decimal from 'decimal.js';
import type { FollowMode } from '../../contract/copy';
import { MAX_PROFIT_SHARE } from '../../contract/copy';
import { copyLots, type NumberProblem, readNumber, readPercent, readShare } from '../../contract/copy-rules';
import { isWireDecimal } from '../../contract/numbers';
import { checkPayPassword } from '../../contract/validators';

/** The most a profit share may be, in per cent ('30'). */
export const MAX_SHARE_PERCENT = new Decimal(MAX_PROFIT_SHARE).times(100).toFixed();
/** The trader's nickname and bio limits (contract/copy.ts applyRequest). */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 24;
export const BIO_MAX = 280;
/** Caps are USDT amounts: as many decimals as the ledger keeps. */
const AMOUNT_DECIMALS = 8;

export type FollowForm = {
  mode: FollowMode;
  number: string;
  stopLoss: string;
  takeProfit: string;
  maxMargin: string;
  maxTotal: string;
  agree: boolean;
  payPassword: string;
};

export type FollowField = 'number' | 'stopLoss' | 'takeProfit' | 'maxMargin' | 'maxTotal' | 'agree' | 'payPassword';

export type FollowProblem =
  | NumberProblem
  | 'number_format'
  | 'percent'
  | 'amount'
  | 'total_below_each'
  | 'agree'
  | 'pay_password';

/** What is sent: the number as kept (2 decimals at most), stops and caps ('' for none). */
export type FollowValues = {
  number: string;
  stopLoss: string;
  takeProfit: string;
  maxMargin: string;
  maxTotal: string;
};

export type FollowCheck =
  | { ok: true; values: FollowValues }
  | { ok: false; problems: Partial<Record<FollowField, FollowProblem>> };

/** The number as it will be kept (rounded to 2 decimals), or why it cannot be. */
export function numberAsKept(mode: FollowMode, value: string): { number: string } | { problem: FollowProblem } {
  const v = value.trim();
  if (!isWireDecimal(v)) return { problem: 'number_format' };
  return readNumber(mode, v);
}

/** Whether the typed number has more than 2 decimals (the screen says what it becomes). */
export const roundsNumber = (value: string) =>
  isWireDecimal(value.trim()) && new Decimal(value.trim()).decimalPlaces() > 2;

function percentField(value: string): { value: string } | { problem: FollowProblem } {
  const v = value.trim();
  if (v === '') return { value: '' };
  if (!isWireDecimal(v)) return { problem: 'percent' };
  const read = readPercent(v);
  return read === 'bad' || read === null ? { problem: 'percent' } : { value: read };
}

function amountField(value: string): { value: string } | { problem: FollowProblem } {
  const v = value.trim();
  if (v === '') return { value: '' };
  if (!isWireDecimal(v)) return { problem: 'amount' };
  const n = new Decimal(v);
  if (n.lte(0) || n.decimalPlaces() > AMOUNT_DECIMALS) return { problem: 'amount' };
  return { value: n.toFixed() };
}

/**
 * The follow form as the server reads it: the number by the mode's rule, stops as per cent
 * (positive, at most 1000, 2 decimals), caps as positive USDT amounts with the total cap not below
 * the per-copy one, the agreement accepted, and the pay password (6 digits) when the trader takes
 * a share of the profit.
 */
export function checkFollow(f: FollowForm, needsPayPassword: boolean): FollowCheck {
  const problems: Partial<Record<FollowField, FollowProblem>> = {};
  const read = <T>(field: FollowField, r: T | { problem: FollowProblem }): T | null => {
    if (r !== null && typeof r === 'object' && 'problem' in r) {
      problems[field] = r.problem;
      return null;
    }
    return r as T;
  };
  const number = read<{ number: string }>('number', numberAsKept(f.mode, f.number));
  const stopLoss = read<{ value: string }>('stopLoss', percentField(f.stopLoss));
  const takeProfit = read<{ value: string }>('takeProfit', percentField(f.takeProfit));
  const maxMargin = read<{ value: string }>('maxMargin', amountField(f.maxMargin));
  const maxTotal = read<{ value: string }>('maxTotal', amountField(f.maxTotal));
  if (maxMargin?.value && maxTotal?.value && new Decimal(maxTotal.value).lt(maxMargin.value))
    problems.maxTotal = 'total_below_each';
  if (!f.agree) problems.agree = 'agree';
  if (needsPayPassword && checkPayPassword(f.payPassword) !== null) problems.payPassword = 'pay_password';
  if (!number || !stopLoss || !takeProfit || !maxMargin || !maxTotal || Object.keys(problems).length > 0)
    return { ok: false, problems };
  return {
    ok: true,
    values: {
      number: number.number,
      stopLoss: stopLoss.value,
      takeProfit: takeProfit.value,
      maxMargin: maxMargin.value,
      maxTotal: maxTotal.value,
    },
  };
}

/** What a copy takes for a few of the trader's order sizes: the mode's rule shown by example. */
export function lotsExamples(mode: FollowMode, number: string, traderLots: readonly number[] = [1, 2, 5]) {
  return traderLots.map((lots) => ({ trader: lots, copy: copyLots(mode, number, lots) }));
}

/** A profit share typed in per cent → the fraction the wire takes; null when not 0–30 % with 2 decimals. */
export function shareFraction(percent: string): string | null {
  const v = percent.trim();
  if (!isWireDecimal(v)) return null;
  const p = new Decimal(v);
  if (p.decimalPlaces() > 2) return null;
  return readShare(p.div(100).toFixed());
}

export type ApplyField = 'nickname' | 'bio' | 'share' | 'agree';
export type ApplyProblem = 'nickname' | 'bio' | 'share' | 'agree';

/** The application: a nickname of 2–24 characters, a bio up to 280, a share of 0–30 %, the agreement. */
export function checkApply(f: {
  nickname: string;
  bio: string;
  sharePercent: string;
  agree: boolean;
}):
  | { ok: true; values: { nickname: string; bio: string; profitShare: string } }
  | { ok: false; problems: Partial<Record<ApplyField, ApplyProblem>> } {
  const problems: Partial<Record<ApplyField, ApplyProblem>> = {};
  const nickname = f.nickname.trim();
  const bio = f.bio.trim();
  const length = [...nickname].length;
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) problems.nickname = 'nickname';
  if ([...bio].length > BIO_MAX) problems.bio = 'bio';
  const share = shareFraction(f.sharePercent);
  if (share === null) problems.share = 'share';
  if (!f.agree) problems.agree = 'agree';
  if (share === null || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, values: { nickname, bio, profitShare: share } };
}

/** A fraction as per cent with at most 2 decimals ('0.123456' → '12.34'); null stays null. */
export const ratePercent = (fraction: string | null) =>
  fraction === null ? null : new Decimal(fraction).times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed();

/** A stored share fraction as the per cent a form field starts with ('0.1' → '10'). */
export const sharePercent = (fraction: string) => new Decimal(fraction).times(100).toFixed();
