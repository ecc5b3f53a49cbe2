// Leverage contracts on the order page: what an order will hold and cost before it is confirmed,
// and an open position's P&L, the account's risk rate and a position's liquidation price from
// live prices. All of it through contract/lever-rules.ts, the rules the server settles by, so
// the screen shows the server's numbers; the checks here are those the server also makes.
import Decimal from 'decimal.js';
import type { LeverDirection, LeverPosition, LeverProduct, LeverRisk } from '../../contract/lever';
import {
  type AccountRisk,
  type Exposure,
  feeOf,
  limitOnRightSide,
  liquidationPriceOf,
  marginOf,
  notionalOf,
  pnlOf,
  ratePercent,
  riskOf,
  type Side,
  stopsProblem,
} from '../../contract/lever-rules';
import { parseDecimal } from './spot';

const D = Decimal.clone({ precision: 60 });

export const sideOf = (type: LeverDirection): Side => (type === 1 ? 'long' : 'short');

/** The liquidation line as the rules take it: '10' (per cent, as the wire sends it) → '0.1'. */
export const lineFraction = (percent: string) => new D(percent).div(100).toFixed();

/** An open position's profit or loss at `price` (the live quote); its last known without one. */
export function livePnl(p: LeverPosition, price: string | null | undefined): string {
  if (p.status !== 1 || p.price === null) return p.profits;
  const at = price ?? p.update_price;
  return at === null ? p.profits : pnlOf(sideOf(p.type), p.share, p.lot_size, p.price, at);
}

/** The account's risk with every open position at its live P&L (the rest as the server last said). */
export const liveRisk = (risk: LeverRisk, open: readonly { position: LeverPosition; pnl: string }[]): AccountRisk =>
  riskOf(
    risk.balance,
    risk.entrust_margin,
    open.map((o) => ({ margin: o.position.caution_money, pnl: o.pnl })),
  );

/** The risk rate in per cent with two decimals ('112.50'), or null with no open position. */
export const riskPercent = (account: AccountRisk) => ratePercent(account.rate);

/**
 * How close a risk rate is to the liquidation line: 'danger' within 1.5 times the line, 'warning'
 * within 3 times, else 'safe' (both in per cent).
 */
export function riskLevel(ratePct: string | null, linePct: string): 'safe' | 'warning' | 'danger' {
  if (ratePct === null) return 'safe';
  const r = new D(ratePct);
  if (r.lte(new D(linePct).times(1.5))) return 'danger';
  if (r.lte(new D(linePct).times(3))) return 'warning';
  return 'safe';
}

/** An open position as the liquidation price counts it, at its live P&L. */
export const exposureOf = (p: LeverPosition, pnl: string): Exposure => ({
  side: sideOf(p.type),
  share: p.share,
  lot: p.lot_size,
  open: p.price ?? '0',
  pnl,
});

/**
 * Each symbol's liquidation price in the account at `account` (live): every open position on a
 * symbol moves with it, so they share one price, and a hedged symbol has none (contract/lever-rules.ts).
 */
export function liveLiquidations(
  rows: readonly { position: LeverPosition; pnl: string }[],
  account: AccountRisk,
  linePct: string,
  decimals: (matchId: number) => number,
): Map<number, string | null> {
  const bySymbol = new Map<number, Exposure[]>();
  for (const { position, pnl } of rows) {
    if (position.status !== 1 || position.price === null) continue;
    bySymbol.set(position.match_id, [...(bySymbol.get(position.match_id) ?? []), exposureOf(position, pnl)]);
  }
  const out = new Map<number, string | null>();
  for (const [id, positions] of bySymbol) {
    out.set(id, liquidationPriceOf(positions, account, lineFraction(linePct), decimals(id)));
  }
  return out;
}

/** Return on the margin in per cent, signed, two decimals toward zero: '+12.34', '−5.00'; null without margin. */
export function roePercent(pnl: string, margin: string): string | null {
  const m = new D(margin);
  if (m.lte(0)) return null;
  const r = new D(pnl).div(m).times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return r.isZero() ? '0.00' : r.isNegative() ? `−${r.abs().toFixed(2)}` : `+${r.toFixed(2)}`;
}

export type OpenEstimate = {
  notional: string;
  margin: string;
  fee: string;
  /** What leaves the available balance: margin + opening fee. */
  cost: string;
  /** Where this symbol would be liquidated with this position, the account's others as they are now; null when unknown or none. */
  liquidation: string | null;
};

/**
 * What opening `share` lots at `price` holds and costs, and, given the account, where the symbol
 * would be liquidated with the new position: the account after the open (available less margin and
 * fee, the new position at no P&L beside the others at their live P&L), the new position moving
 * with the account's others on the same symbol, solved for the line.
 */
export function estimateOpen(input: {
  side: Side;
  share: number;
  multiple: number;
  price: string;
  product: Pick<LeverProduct, 'lot_size' | 'fee_rate' | 'precision'>;
  /** The account as it is now; null for a guest or while it loads (no liquidation price then). */
  account: {
    available: string;
    risk: Pick<LeverRisk, 'entrust_margin' | 'liquidation_line'>;
    /** Every open position's margin and live P&L; `exposure` for those on this product's symbol. */
    open: readonly { margin: string; pnl: string; exposure?: Exposure }[];
  } | null;
}): OpenEstimate {
  const { side, share, multiple, price, product, account } = input;
  const notional = notionalOf(share, product.lot_size, price);
  const margin = marginOf(share, product.lot_size, price, multiple);
  const fee = feeOf(notional, product.fee_rate);
  const cost = new D(margin).plus(fee);
  let liquidation: string | null = null;
  // An account that cannot pay for the open has no position to liquidate (the form says why).
  if (account && new D(account.available).gte(cost)) {
    const after = riskOf(new D(account.available).minus(cost).toFixed(), account.risk.entrust_margin, [
      ...account.open,
      { margin, pnl: '0' },
    ]);
    const same = account.open.flatMap((o) => (o.exposure ? [o.exposure] : []));
    liquidation = liquidationPriceOf(
      [...same, { side, share, lot: product.lot_size, open: price, pnl: '0' }],
      after,
      lineFraction(account.risk.liquidation_line),
      product.precision,
    );
  }
  return { notional: notional.toFixed(), margin, fee, cost: cost.toFixed(), liquidation };
}

/** A stop or limit price as typed: null when empty, else a positive number within the price's decimals. */
export function parsePrice(value: string, decimals: number): { ok: true; price: string | null } | { ok: false } {
  const v = value.trim();
  if (v === '') return { ok: true, price: null };
  const d = parseDecimal(v);
  if (!d || d.decimalPlaces() > decimals) return { ok: false };
  return { ok: true, price: d.toFixed() };
}

export type OrderField = 'lots' | 'price' | 'take_profit' | 'stop_loss' | 'action';

export type OrderProblem =
  | { field: 'lots'; kind: 'required' | 'invalid' }
  | { field: 'lots'; kind: 'min' | 'max'; limit: number }
  | { field: 'price'; kind: 'required' | 'invalid' | 'side' }
  | { field: 'take_profit' | 'stop_loss'; kind: 'invalid' | 'side' }
  | { field: 'action'; kind: 'balance' | 'noPrice' | 'multiple' };

/** Whole lots as typed, or null. */
export function parseLots(value: string): number | null {
  const v = value.trim();
  if (!/^\d{1,9}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n : null;
}

/** The next lot count up or down from what is typed, kept within the product's limits. */
export function stepLots(value: string, step: 1 | -1, min: number, max: number): string {
  const n = parseLots(value);
  const next = n === null ? min : n + step;
  return String(Math.min(max, Math.max(min, next)));
}

/**
 * What the server would refuse, checked before the confirm step, first problem first: lots a
 * whole number within the limits, a multiple offered, a limit price on the side that waits, stops
 * on the right side of the entry (the limit, or the last price), and margin plus fee within the
 * available balance.
 */
export function checkOrder(input: {
  side: Side;
  lots: string;
  min: number;
  max: number;
  multiple: number | null;
  multiples: readonly number[];
  /** null for a market order. */
  limit: string | null;
  last: string | null;
  takeProfit: string;
  stopLoss: string;
  decimals: number;
  /** Margin + fee of the order, when it could be estimated. */
  cost: string | null;
  available: string;
}): OrderProblem | null {
  const lotsText = input.lots.trim();
  if (lotsText === '') return { field: 'lots', kind: 'required' };
  const lots = parseLots(lotsText);
  if (lots === null) return { field: 'lots', kind: 'invalid' };
  if (lots < input.min) return { field: 'lots', kind: 'min', limit: input.min };
  if (lots > input.max) return { field: 'lots', kind: 'max', limit: input.max };
  if (input.multiple === null || !input.multiples.includes(input.multiple))
    return { field: 'action', kind: 'multiple' };
  let entry = input.last;
  if (input.limit !== null) {
    if (input.limit.trim() === '') return { field: 'price', kind: 'required' };
    const limit = parsePrice(input.limit, input.decimals);
    if (!limit.ok || limit.price === null) return { field: 'price', kind: 'invalid' };
    if (input.last !== null && !limitOnRightSide(input.side, limit.price, input.last))
      return { field: 'price', kind: 'side' };
    entry = limit.price;
  }
  const tp = parsePrice(input.takeProfit, input.decimals);
  if (!tp.ok) return { field: 'take_profit', kind: 'invalid' };
  const sl = parsePrice(input.stopLoss, input.decimals);
  if (!sl.ok) return { field: 'stop_loss', kind: 'invalid' };
  if (entry === null) return { field: 'action', kind: 'noPrice' };
  const wrong = stopsProblem(input.side, entry, tp.price, sl.price);
  if (wrong) return { field: wrong, kind: 'side' };
  if (input.cost !== null && new D(input.cost).gt(input.available)) return { field: 'action', kind: 'balance' };
  return null;
}

/** Checks new stops for an open position against the price now; null when they are fine. */
export function checkStops(
  side: Side,
  price: string | null,
  takeProfit: string,
  stopLoss: string,
  decimals: number,
): { field: 'take_profit' | 'stop_loss'; kind: 'invalid' | 'side' } | null {
  const tp = parsePrice(takeProfit, decimals);
  if (!tp.ok) return { field: 'take_profit', kind: 'invalid' };
  const sl = parsePrice(stopLoss, decimals);
  if (!sl.ok) return { field: 'stop_loss', kind: 'invalid' };
  if (price === null) return null;
  const wrong = stopsProblem(side, price, tp.price, sl.price);
  return wrong ? { field: wrong, kind: 'side' } : null;
}

/**
 * What the smallest order costs now (margin and opening fee): the least lots at the largest
 * multiple offered, at `price`; null without a price or a multiple.
 */
export function leastOpenCost(
  product: Pick<LeverProduct, 'lot_size' | 'fee_rate' | 'precision'>,
  least: number,
  multiples: readonly number[],
  price: string | null,
): string | null {
  if (!price || multiples.length === 0) return null;
  const multiple = Math.max(...multiples);
  return estimateOpen({ side: 'long', share: least, multiple, price, product, account: null }).cost;
}
