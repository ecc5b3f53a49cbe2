// Stocks on the spot books (ADR 13): which pairs are coins and which stocks, which spot balances
// are stock holdings, and the US market's hours in the simulation (14:30–21:00 UTC, Monday to
// Friday; holidays and daylight saving are not modelled, as on the server).
import type { SpotPair } from '../../contract/spot';
import type { BalanceRow } from '../../contract/wallet';
import { plus, toFiat, usdtDisplay, usdtValueOf } from './valuation';

/** The spot (change) account, where spot pairs settle. */
export const SPOT_ACCOUNT = 2;

export type PairClass = 'crypto' | 'stock';

/** A pair's class; a pair without one (a server from before stocks) is a coin pair. */
export const classOf = (p: Pick<SpotPair, 'class'>): PairClass => (p.class === 'stock' ? 'stock' : 'crypto');

/** The pairs of one class, in the server's order. */
export const pairsOfClass = <P extends Pick<SpotPair, 'class'>>(pairs: readonly P[], cls: PairClass): P[] =>
  pairs.filter((p) => classOf(p) === cls);

/**
 * The pairs matching what is typed: its letters and digits within the symbol (so 'btcusdt',
 * 'BTC/' and 'aapl' all find theirs) or, given, within the pair's name in the user's language
 * ('apple'). A blank query matches everything.
 */
export function matchPairs<P extends Pick<SpotPair, 'symbol'>>(
  pairs: readonly P[],
  query: string,
  nameOf?: (pair: P) => string | undefined,
): P[] {
  const q = query.trim().toUpperCase();
  if (!q) return [...pairs];
  const compact = q.replace(/[^A-Z0-9]/g, '');
  return pairs.filter((p) => {
    const symbol = p.symbol.toUpperCase();
    if (symbol.includes(q) || (compact && symbol.replace(/[^A-Z0-9]/g, '').includes(compact))) return true;
    return nameOf?.(p)?.toUpperCase().includes(q) ?? false;
  });
}

/** The currencies that are stocks: the bases of the stock pairs. */
export const stockCurrencies = (pairs: readonly Pick<SpotPair, 'class' | 'base'>[]): Set<string> =>
  new Set(pairsOfClass(pairs, 'stock').map((p) => p.base));

export type StockHolding<P> = {
  pair: P;
  currency: string;
  available: string;
  frozen: string;
  /** available + frozen. */
  total: string;
};

/**
 * The user's stocks: each spot-account row of a stock's currency that holds any (available or
 * frozen by an open sell), with its pair, in the pairs' order.
 */
export function stockHoldings<P extends Pick<SpotPair, 'class' | 'base'>>(
  rows: readonly BalanceRow[],
  pairs: readonly P[],
): StockHolding<P>[] {
  const out: StockHolding<P>[] = [];
  for (const pair of pairsOfClass(pairs, 'stock')) {
    const row = rows.find((r) => r.account === SPOT_ACCOUNT && r.currency === pair.base);
    if (!row) continue;
    const total = plus(row.available, row.frozen);
    if (Number(total) <= 0) continue;
    out.push({ pair, currency: row.currency, available: row.available, frozen: row.frozen, total });
  }
  return out;
}

/** The rows that are not stocks (the Balance tab lists coins only). */
export const withoutStocks = <R extends Pick<BalanceRow, 'currency'>>(rows: readonly R[], stocks: Set<string>): R[] =>
  rows.filter((r) => !stocks.has(r.currency));

/**
 * What `quantity` of a stock at `price` (its USD price, traded as USDT) is worth: in the fiat
 * currency when its rate (units per US dollar) is known, else in USDT; null without a price.
 */
export function holdingValue(
  quantity: string,
  price: string | null | undefined,
  fiat: { code: string; rate: string | null },
): { amount: string; currency: string } | null {
  if (price === null || price === undefined) return null;
  const usdt = usdtValueOf(quantity, price);
  return fiat.rate
    ? { amount: toFiat(usdt, fiat.rate), currency: fiat.code }
    : { amount: usdtDisplay(usdt), currency: 'USDT' };
}

/** Where a stock (or any spot pair) is traded: the Trade tab on its pair. */
export const tradePairPath = (symbol: string) => `/pages/transaction/index?symbol=${encodeURIComponent(symbol)}`;

/** The Trade tab with its pair picker open on the stocks. */
export const TRADE_STOCKS_PATH = '/pages/transaction/index?pick=stock';

const DAY_MS = 86_400_000;
/** The US session in minutes of the UTC day: 14:30 to 21:00. */
export const STOCK_OPEN_MINUTE = 14 * 60 + 30;
export const STOCK_CLOSE_MINUTE = 21 * 60;

/** 0 Sunday … 6 Saturday, of the UTC day `ms` falls in. */
const weekday = (ms: number) => (Math.floor(ms / DAY_MS) + 4) % 7;

/** Whether US stocks trade at `ms` (UTC weekdays, 14:30 ≤ time < 21:00). */
export function isStockSession(ms: number): boolean {
  const day = weekday(ms);
  const minute = Math.floor((ms - Math.floor(ms / DAY_MS) * DAY_MS) / 60_000);
  return day >= 1 && day <= 5 && minute >= STOCK_OPEN_MINUTE && minute < STOCK_CLOSE_MINUTE;
}

/** When the next US session opens after `ms` (a session already open at `ms` does not count). */
export function nextStockOpen(ms: number): number {
  const dayStart = Math.floor(ms / DAY_MS) * DAY_MS;
  for (let d = 0; d <= 7; d++) {
    const open = dayStart + d * DAY_MS + STOCK_OPEN_MINUTE * 60_000;
    const day = weekday(open);
    if (open > ms && day >= 1 && day <= 5) return open;
  }
  throw new Error('unreachable: a weekday comes within a week');
}
