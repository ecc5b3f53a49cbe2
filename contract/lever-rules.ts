// The rules of a leverage contract, pure and exact (issue 14, ADR 17): margin, fees, profit and
// loss, the account's risk rate, a position's liquidation price, which stop a price triggers, and
// how a close settles when the account cannot cover its loss. The server settles by these; the
// order page shows them before the user confirms — one implementation, so the two never differ.
// Amounts are kept to the ledger's 8 decimals.
import Decimal from 'decimal.js';

const D = Decimal.clone({ precision: 60 });
const SCALE = 8;

export type Side = 'long' | 'short';
export type Trigger = 'take_profit' | 'stop_loss';

const sign = (side: Side) => (side === 'long' ? 1 : -1);
const fixed = (d: Decimal, rounding: Decimal.Rounding) => d.toDecimalPlaces(SCALE, rounding).toFixed();

/** The units of the instrument a position holds: lots × lot size. */
export const unitsOf = (share: number, lot: string) => new D(lot).times(share);

/** The notional value at `price`: lots × lot size × price. */
export const notionalOf = (share: number, lot: string, price: string) => unitsOf(share, lot).times(price);

/** Margin held for a position: notional / multiple, rounded up (it must cover the position). */
export const marginOf = (share: number, lot: string, price: string, multiple: number) =>
  fixed(notionalOf(share, lot, price).div(multiple), Decimal.ROUND_UP);

/** A fee on a notional at a rate: rounded down, in the customer's favour. */
export const feeOf = (notional: Decimal.Value, rate: string) => fixed(new D(notional).times(rate), Decimal.ROUND_DOWN);

/** Profit (+) or loss (−) of a position at `price`, before fees; rounded toward zero. */
export const pnlOf = (side: Side, share: number, lot: string, open: string, price: string) =>
  fixed(unitsOf(share, lot).times(new D(price).minus(open)).times(sign(side)), Decimal.ROUND_DOWN);

export type AccountRisk = {
  /** balance + entrust margins + margins + unrealised P&L */
  equity: string;
  margin: string;
  pnl: string;
  /** equity / margin, as a fraction; null with no open position. */
  rate: string | null;
};

/**
 * The account's risk: (lever balance + margins + unrealised P&L) / margins, where the balance
 * counts what is available and what is held for entrusts (it is the account's money either way).
 */
export function riskOf(balance: string, entrustMargin: string, open: { margin: string; pnl: string }[]): AccountRisk {
  let margin = new D(0);
  let pnl = new D(0);
  for (const p of open) {
    margin = margin.plus(p.margin);
    pnl = pnl.plus(p.pnl);
  }
  const equity = new D(balance).plus(entrustMargin).plus(margin).plus(pnl);
  return {
    equity: equity.toFixed(),
    margin: margin.toFixed(),
    pnl: pnl.toFixed(),
    rate: margin.isZero() ? null : equity.div(margin).toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed(),
  };
}

/** Whether an account at this risk is to be liquidated: its rate has fallen to the line. */
export const mustLiquidate = (risk: AccountRisk, line: string) => risk.rate !== null && new D(risk.rate).lte(line);

/** An open position as the liquidation price needs it: its side, size, open price and P&L now. */
export type Exposure = { side: Side; share: number; lot: string; open: string; pnl: string };

/**
 * The price of one symbol at which the account's risk reaches `line` when that symbol's price moves
 * and every position on it (`positions`) moves with it, the rest of the account unchanged: solves
 * equity − Σ pnlᵢ + Σ sᵢ·uᵢ·(P − openᵢ) = line × margin for P, where sᵢ is +1 long, −1 short and uᵢ
 * the units. One price for the symbol, shown on each of its positions; null when the symbol's
 * exposure is flat (Σ sᵢ·uᵢ = 0: a hedge moves no equity) or no positive price reaches the line.
 * Rounded to the price's decimals towards the current price, so it is reached no later than shown.
 */
export function liquidationPriceOf(
  positions: readonly Exposure[],
  risk: AccountRisk,
  line: string,
  decimals: number,
): string | null {
  let net = new D(0);
  let cost = new D(0);
  let pnl = new D(0);
  for (const p of positions) {
    const units = unitsOf(p.share, p.lot).times(sign(p.side));
    net = net.plus(units);
    cost = cost.plus(units.times(p.open));
    pnl = pnl.plus(p.pnl);
  }
  if (net.isZero()) return null;
  const others = new D(risk.equity).minus(pnl);
  const price = new D(line).times(risk.margin).minus(others).plus(cost).div(net);
  if (price.lte(0)) return null;
  return price.toDecimalPlaces(decimals, net.gt(0) ? Decimal.ROUND_UP : Decimal.ROUND_DOWN).toFixed();
}

/** Which side of the price a stop is on, or the reason it is refused. */
export function stopsProblem(side: Side, price: string, takeProfit: string | null, stopLoss: string | null) {
  const p = new D(price);
  if (takeProfit !== null && (side === 'long' ? new D(takeProfit).lte(p) : new D(takeProfit).gte(p)))
    return 'take_profit';
  if (stopLoss !== null && (side === 'long' ? new D(stopLoss).gte(p) : new D(stopLoss).lte(p))) return 'stop_loss';
  return null;
}

/** The stop `price` triggers, if any (a stop-loss first when both would, which needs a bad pair). */
export function triggered(
  side: Side,
  price: number,
  takeProfit: number | null,
  stopLoss: number | null,
): Trigger | null {
  if (side === 'long') {
    if (stopLoss !== null && price <= stopLoss) return 'stop_loss';
    if (takeProfit !== null && price >= takeProfit) return 'take_profit';
  } else {
    if (stopLoss !== null && price >= stopLoss) return 'stop_loss';
    if (takeProfit !== null && price <= takeProfit) return 'take_profit';
  }
  return null;
}

/** Whether an entrust's limit is reached: a long buys at or below it, a short sells at or above. */
export const entrustReached = (side: Side, price: number, limit: number) =>
  side === 'long' ? price <= limit : price >= limit;

/** A limit that would fill at once is refused: a long's below the price, a short's above. */
export const limitOnRightSide = (side: Side, limit: string, price: string) =>
  side === 'long' ? new D(limit).lt(price) : new D(limit).gt(price);

export type CloseSettlement = {
  /** The signed profit or loss that moves between the account and the desk. */
  pnl: string;
  /** What the account paid of a loss, and what the insurance fund paid for it beyond that. */
  lossPaid: string;
  insurance: string;
  /** The close fee charged, and what of it the account could not pay (waived). */
  feePaid: string;
  feeWaived: string;
  /** The account's available balance after the close. */
  available: string;
};

/**
 * How a close settles: the margin comes back to the available balance, a profit is paid by the
 * desk, a loss is paid from what the account then holds — beyond that by the insurance fund,
 * never a negative balance — and the close fee is charged from what is left (any rest waived).
 */
export function settleClose(available: string, margin: string, pnl: string, closeFee: string): CloseSettlement {
  let pool = new D(available).plus(margin);
  const p = new D(pnl);
  let lossPaid = new D(0);
  let insurance = new D(0);
  if (p.isNegative()) {
    lossPaid = Decimal.min(p.neg(), pool);
    insurance = p.neg().minus(lossPaid);
    pool = pool.minus(lossPaid);
  } else {
    pool = pool.plus(p);
  }
  const feePaid = Decimal.min(new D(closeFee), pool);
  pool = pool.minus(feePaid);
  return {
    pnl: p.toFixed(),
    lossPaid: lossPaid.toFixed(),
    insurance: insurance.toFixed(),
    feePaid: feePaid.toFixed(),
    feeWaived: new D(closeFee).minus(feePaid).toFixed(),
    available: pool.toFixed(),
  };
}

/** A risk rate as the wire shows it, in per cent with two decimals: '0.1234' → '12.34'. */
export const ratePercent = (rate: string | null) =>
  rate === null ? null : new D(rate).times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
