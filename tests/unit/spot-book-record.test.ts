// A caller's own record of an order linked in the book (server/spot/book.ts BookOrder, issue 34):
// what rests is that very object, the book keeps its lots left and its links, lets go of both when
// it leaves, hands it back with its fills and self-trade cancellations, and refuses a record of
// another order or one already resting.
import { describe, expect, it } from 'vitest';
import { BookOrder, type NewOrder, OrderBook } from '../../server/spot/book';

class Record extends BookOrder {
  note = 'mine';
}

const order = (id: string, owner: string, side: 'buy' | 'sell', price: number, qty: number): NewOrder => ({
  id,
  owner,
  side,
  price,
  qty,
  tif: 'GTC',
});
const recordOf = (o: NewOrder) => new Record(o.id, o.owner, o.side, o.price, o.qty);

describe('spot book records', () => {
  it('rests the record handed in, with the lots left after matching', () => {
    const book = new OrderBook();
    book.rest({ id: 'a1', owner: 'm', side: 'sell', price: 100, qty: 2 });
    const o = order('b1', 't', 'buy', 100, 5);
    const r = recordOf(o);
    const res = book.place(o, r);
    expect(res.rested).toBe(3);
    expect(book.find('b1')).toBe(r);
    expect(r.qty).toBe(3);
    expect(r.level).not.toBeNull();
    expect(book.get('b1')).toEqual({ id: 'b1', owner: 't', side: 'buy', price: 100, qty: 3 });
    expect(book.depth(5)).toEqual({ bids: [[100, 3]], asks: [] });
  });

  it('hands the record back with a fill and lets go of its links when it leaves', () => {
    const book = new OrderBook();
    const first = order('a1', 'm', 'sell', 100, 2);
    const second = order('a2', 'm', 'sell', 100, 2);
    const r1 = recordOf(first);
    const r2 = recordOf(second);
    book.rest(first, r1);
    book.rest(second, r2);
    expect(r1.next).toBe(r2);
    const res = book.place(order('b1', 't', 'buy', 100, 3), undefined);
    expect(res.fills.map((f) => [f.maker, f.qty, f.makerLeft])).toEqual([
      [r1, 2, 0],
      [r2, 1, 1],
    ]);
    expect([r1.level, r1.prev, r1.next]).toEqual([null, null, null]);
    expect(book.find('a1')).toBeUndefined();
    expect(r2.prev).toBeNull();
    expect(book.cancel('a2')).toEqual({ id: 'a2', owner: 'm', side: 'sell', price: 100, qty: 1 });
    expect(r2.level).toBeNull();
    expect(book.size).toBe(0);
  });

  it("hands back the owner's resting record that self-trade prevention took out", () => {
    const book = new OrderBook();
    const own = order('a1', 't', 'sell', 100, 2);
    const r = recordOf(own);
    book.rest(own, r);
    book.rest({ id: 'a2', owner: 'm', side: 'sell', price: 100, qty: 2 });
    const res = book.place(order('b1', 't', 'buy', 100, 2));
    expect(res.selfTradeCancelled.map((c) => [c.order, c.id, c.qty, c.reason])).toEqual([[r, 'a1', 2, 'self_trade']]);
    expect(res.fills.map((f) => f.makerId)).toEqual(['a2']);
    expect(r.level).toBeNull();
  });

  it("refuses another order's record, and a record already resting", () => {
    const book = new OrderBook();
    const o = order('b1', 't', 'buy', 100, 1);
    expect(() => book.place(o, recordOf({ ...o, price: 99 }))).toThrow(/another order's/);
    expect(() => book.rest(o, recordOf({ ...o, owner: 'u' }))).toThrow(/another order's/);
    expect(book.size).toBe(0);
    const r = recordOf(o);
    book.rest(o, r);
    const other = new OrderBook();
    expect(() => other.rest(o, r)).toThrow(/already in a book/);
    expect(other.size).toBe(0);
  });
});
