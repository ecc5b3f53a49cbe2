// Where the chart page's Buy and Sell buttons go: the trade screen with the instrument chosen and
// the side picked. Coins quoted in USDT and stocks trade on the spot order books; every other
// instrument (forex, metals, indices, oil, futures) is traded as a leverage contract, whose
// screen says so itself when an instrument has none (the operator decides which do).
import type { Quotation } from '../../../contract/market';

export type Side = 'buy' | 'sell';

/** Whether the instrument trades on the spot order books. */
export const tradesOnSpot = (q: Pick<Quotation, 'class' | 'quote'>) =>
  (q.class === 'crypto' && q.quote === 'USDT') || q.class === 'stock';

/** The trade screen's route (hash path with query) for buying or selling the instrument. */
export function tradeRoute(q: Pick<Quotation, 'id' | 'symbol' | 'class' | 'quote'>, side: Side): string {
  return tradesOnSpot(q)
    ? `/pages/transaction/currency?symbol=${encodeURIComponent(q.symbol)}&side=${side}`
    : `/pages/transaction/contract?contract=${q.id}&side=${side}`;
}

/** The side a trade screen opens on: `?side=sell` picks selling (short); anything else buying. */
export const sideParam = (value: string | null): Side => (value === 'sell' ? 'sell' : 'buy');
