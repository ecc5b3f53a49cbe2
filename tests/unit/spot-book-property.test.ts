// The matching core (server/spot/book.ts) under random use (fast-check): whatever sequence of
// places (any side, a few prices, any TIF, post-only or not, a few owners) and cancels happens,
// the book is never crossed, every order's lots are accounted for, every fill is within both
// limits at the maker's price and between two owners, and depth adds up to the resting orders.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Level, type NewOrder, OrderBook } from '../../server/spot/book';

type Place = Omit<NewOrder, 'id'> & { kind: 'place' };
type Cancel = { kind: 'cancel'; pick: number };

const place: fc.Arbitrary<Place> = fc.record({
  kind: fc.constant('place' as const),
  owner: fc.constantFrom('a', 'b', 'c'),
  side: fc.constantFrom('buy' as const, 'sell' as const),
  price: fc.integer({ min: 95, max: 105 }),
  qty: fc.integer({ min: 1, max: 6 }),
  tif: fc.constantFrom('GTC' as const, 'GTC' as const, 'IOC' as const, 'FOK' as const),
  postOnly: fc.constantFrom(false, false, false, true),
});
const cancel: fc.Arbitrary<Cancel> = fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() });
const command = fc.oneof({ arbitrary: place, weight: 3 }, { arbitrary: cancel, weight: 1 });

/** What happened to one order's lots, apart from what still rests. */
type Account = { order: NewOrder; asTaker: number; asMaker: number; cancelled: number };

/** Depth as the sum of the resting orders per level, best first. */
function depthOf(book: OrderBook): { bids: Level[]; asks: Level[] } {
  const sum = (side: 'buy' | 'sell') => {
    const levels = new Map<number, number>();
    for (const o of book.orders()) if (o.side === side) levels.set(o.price, (levels.get(o.price) ?? 0) + o.qty);
    return [...levels].sort((x, y) => (side === 'buy' ? y[0] - x[0] : x[0] - y[0]));
  };
  return { bids: sum('buy'), asks: sum('sell') };
}

describe('order book under random commands', () => {
  it('stays uncrossed, conserves lots, fills within limits between owners, and sums depth', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 120 }), (commands) => {
        const book = new OrderBook();
        const accounts = new Map<string, Account>();
        const ids: string[] = [];
        for (const c of commands) {
          if (c.kind === 'cancel') {
            if (ids.length === 0) continue;
            const id = ids[c.pick % ids.length] as string;
            const before = book.get(id);
            const gone = book.cancel(id);
            expect(gone).toEqual(before);
            if (gone) (accounts.get(id) as Account).cancelled += gone.qty;
            expect(book.get(id)).toBeNull();
          } else {
            const { kind: _, ...terms } = c;
            const order: NewOrder = { ...terms, id: `o${ids.length}` };
            ids.push(order.id);
            const taker: Account = { order, asTaker: 0, asMaker: 0, cancelled: 0 };
            accounts.set(order.id, taker);
            const res = book.place(order);
            for (const f of res.fills) {
              const maker = accounts.get(f.makerId) as Account;
              // (c) both limits hold and the price is the maker's own.
              expect(f.price).toBe(maker.order.price);
              if (order.side === 'buy') expect(f.price).toBeLessThanOrEqual(order.price);
              else expect(f.price).toBeGreaterThanOrEqual(order.price);
              expect(maker.order.side).not.toBe(order.side);
              // (d) never the same owner on both sides.
              expect(f.makerOwner).toBe(maker.order.owner);
              expect(f.makerOwner).not.toBe(order.owner);
              expect(f.takerId).toBe(order.id);
              expect(f.qty).toBeGreaterThan(0);
              taker.asTaker += f.qty;
              maker.asMaker += f.qty;
              expect(f.makerLeft).toBe(book.get(f.makerId)?.qty ?? 0);
            }
            for (const s of res.selfTradeCancelled) {
              expect(s.owner).toBe(order.owner);
              expect(book.get(s.id)).toBeNull();
              (accounts.get(s.id) as Account).cancelled += s.qty;
            }
            if (res.cancelled) taker.cancelled += res.cancelled.qty;
            expect(res.rested).toBe(book.get(order.id)?.qty ?? 0);
            if (res.rested > 0) expect(order.tif).toBe('GTC');
            if (order.postOnly && res.fills.length > 0) throw new Error('a post-only order took liquidity');
            if (order.tif === 'FOK') expect(taker.asTaker === order.qty || taker.cancelled === order.qty).toBe(true);
          }

          // (a) never crossed.
          const bid = book.bestBid();
          const ask = book.bestAsk();
          if (bid !== null && ask !== null) expect(bid).toBeLessThan(ask);
          // (e) depth is the resting orders summed per level, best first.
          expect(book.depth(1000)).toEqual(depthOf(book));
          // (b) every order's lots: filled (as taker and as maker) + resting + cancelled.
          for (const [id, a] of accounts) {
            expect(a.asTaker + a.asMaker + (book.get(id)?.qty ?? 0) + a.cancelled).toBe(a.order.qty);
          }
          expect(book.size).toBe(book.orders().length);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
