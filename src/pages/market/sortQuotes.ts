// The market tab's orders, pure: quotes in, ids out. The column sort is by name, last price or
// change, descending first (null keeps the list's order). The rankings of issue 20 list every
// instrument: gainers and losers by the day's change, hot by the 24 h volume in the quote currency
// valued in dollars, so an index quoted in yen is not "hotter" than bitcoin for its big numbers.
import type { Quotation } from '../../../contract/market';
import { usdVolume } from '../../lib/quoteValue';

export type SortKey = 'name' | 'price' | 'change';
export type Sort = { key: SortKey; desc: boolean } | null;

type Row = Pick<Quotation, 'id' | 'symbol' | 'price' | 'change' | 'quote' | 'quote_volume'>;

/** The ids in the asked order, read from the quotes as `quoteOf` gives them now. */
export function sortIds(ids: readonly number[], sort: Sort, quoteOf: (id: number) => Row | undefined): number[] {
  if (!sort) return [...ids];
  const value = (id: number) => {
    const q = quoteOf(id);
    if (!q) return 0;
    return sort.key === 'name' ? q.symbol : sort.key === 'price' ? Number(q.price) : Number(q.change);
  };
  const sorted = [...ids].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    return typeof va === 'string' ? va.localeCompare(String(vb)) : va - Number(vb);
  });
  return sort.desc ? sorted.reverse() : sorted;
}

export const RANKINGS = ['gainers', 'losers', 'hot'] as const;
export type Ranking = (typeof RANKINGS)[number];

/** A ranking lists its first 20: the movers worth a look, not the whole market again. */
export const RANK_SIZE = 20;

/**
 * The ids a ranking lists, first first: gainers (risen since the day's open, most first), losers
 * (fallen, most first), hot (24 h quote volume in dollars, largest first; none without trades).
 * Ties go by symbol, so the order is the same on every device.
 */
export function rankIds(
  quotes: readonly Row[],
  ranking: Ranking,
  usd: (currency: string) => number | null,
  size = RANK_SIZE,
): number[] {
  const score = (q: Row) =>
    ranking === 'gainers' ? Number(q.change) : ranking === 'losers' ? -Number(q.change) : usdVolume(q, usd);
  return quotes
    .map((q) => ({ q, score: score(q) }))
    .filter(({ score }) => Number.isFinite(score) && score > 0)
    .sort((a, b) => b.score - a.score || a.q.symbol.localeCompare(b.q.symbol))
    .slice(0, size)
    .map(({ q }) => q.id);
}
