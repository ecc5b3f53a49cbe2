// The market tab's sort: by name, last price or change, descending first; null keeps the list's order.
import { getQuote } from '../../state/quotes';

export type SortKey = 'name' | 'price' | 'change';
export type Sort = { key: SortKey; desc: boolean } | null;

/** The ids in the asked order, read from the quotes as they are now. */
export function sortIds(ids: number[], sort: Sort): number[] {
  if (!sort) return ids;
  const value = (id: number) => {
    const q = getQuote(id);
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
