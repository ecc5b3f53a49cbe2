// The matching core (server/spot/book.ts) against a table of scenarios written as our own data, in
// the spirit of public order-book conformance cases: each row is a starting book (rested in that
// order, so earlier rows rest first), optional setup commands, one command, and what must come out
// (fills, rested lots, cancellations) and what the book holds afterwards.
import { describe, expect, it } from 'vitest';
import { type CancelReason, type Level, type NewOrder, OrderBook, type Resting } from '../../server/spot/book';

const bid = (id: string, price: number, qty: number, owner = 'm'): Resting => ({ id, owner, side: 'buy', price, qty });
const ask = (id: string, price: number, qty: number, owner = 'm'): Resting => ({ id, owner, side: 'sell', price, qty });
type Opts = Partial<Pick<NewOrder, 'owner' | 'tif' | 'postOnly'>>;
const buy = (id: string, price: number, qty: number, o: Opts = {}): NewOrder => ({
  id,
  owner: 't',
  side: 'buy',
  price,
  qty,
  tif: 'GTC',
  ...o,
});
const sell = (id: string, price: number, qty: number, o: Opts = {}): NewOrder => ({
  ...buy(id, price, qty, o),
  side: 'sell',
});
const cancel = (id: string) => ({ cancel: id });

type Command = NewOrder | { cancel: string };
/** A fill as [maker id, price, qty, maker left]. */
type F = [makerId: string, price: number, qty: number, makerLeft: number];
type Expected = {
  fills?: F[];
  rested?: number;
  /** The taker's own cancelled part: [qty, reason]. */
  cancelled?: [qty: number, reason: CancelReason] | null;
  /** Ids of resting orders self-trade prevention cancelled, with what they had left. */
  selfTrade?: [id: string, qty: number][];
  /** For a cancel command: what the book returned. */
  returned?: Resting | null;
};
type Row = {
  name: string;
  book: Resting[];
  setup?: Command[];
  cmd: Command;
  expect: Expected;
  /** orders() afterwards as "id qty", each side best price first, time order within a price. */
  after: string[];
  depth: { bids: Level[]; asks: Level[] };
};

const ROWS: Row[] = [
  // Price-time priority
  {
    name: 'one level: the order that rested first fills first',
    book: [ask('a1', 100, 2), ask('a2', 100, 2), ask('a3', 100, 2)],
    cmd: buy('t', 100, 3),
    expect: {
      fills: [
        ['a1', 100, 2, 0],
        ['a2', 100, 1, 1],
      ],
    },
    after: ['a2 1', 'a3 2'],
    depth: { bids: [], asks: [[100, 3]] },
  },
  {
    name: 'across levels: the better price first even when it rested later',
    book: [ask('a1', 101, 2), ask('a2', 100, 2), ask('a3', 100, 1)],
    cmd: buy('t', 101, 4),
    expect: {
      fills: [
        ['a2', 100, 2, 0],
        ['a3', 100, 1, 0],
        ['a1', 101, 1, 1],
      ],
    },
    after: ['a1 1'],
    depth: { bids: [], asks: [[101, 1]] },
  },
  {
    name: 'a sell takes the highest bid first, then time order',
    book: [bid('b1', 100, 1), bid('b2', 101, 1), bid('b3', 101, 1)],
    cmd: sell('t', 100, 2),
    expect: {
      fills: [
        ['b2', 101, 1, 0],
        ['b3', 101, 1, 0],
      ],
    },
    after: ['b1 1'],
    depth: { bids: [[100, 1]], asks: [] },
  },
  // Partial fills and sweeps
  {
    name: 'partial fill of the maker: it keeps its place with what is left',
    book: [ask('a1', 100, 5), ask('a2', 100, 1)],
    cmd: buy('t', 100, 2),
    expect: { fills: [['a1', 100, 2, 3]] },
    after: ['a1 3', 'a2 1'],
    depth: { bids: [], asks: [[100, 4]] },
  },
  {
    name: 'partial fill of a GTC taker: the rest rests at its limit',
    book: [ask('a1', 100, 2)],
    cmd: buy('t', 101, 5),
    expect: { fills: [['a1', 100, 2, 0]], rested: 3 },
    after: ['t 3'],
    depth: { bids: [[101, 3]], asks: [] },
  },
  {
    name: 'a taker sweeps several levels, each at the maker price, and rests the rest',
    book: [bid('b1', 99, 1), bid('b2', 98, 2), bid('b3', 97, 3), bid('b4', 96, 4)],
    cmd: sell('t', 97, 10),
    expect: {
      fills: [
        ['b1', 99, 1, 0],
        ['b2', 98, 2, 0],
        ['b3', 97, 3, 0],
      ],
      rested: 4,
    },
    after: ['b4 4', 't 4'],
    depth: { bids: [[96, 4]], asks: [[97, 4]] },
  },
  {
    name: 'trade price is the maker price, not the taker limit',
    book: [ask('a1', 95, 1)],
    cmd: buy('t', 100, 1),
    expect: { fills: [['a1', 95, 1, 0]] },
    after: [],
    depth: { bids: [], asks: [] },
  },
  {
    name: 'a limit that does not reach the other side rests untouched',
    book: [ask('a1', 100, 1), bid('b1', 98, 1)],
    cmd: buy('t', 99, 2),
    expect: { rested: 2 },
    after: ['t 2', 'b1 1', 'a1 1'],
    depth: {
      bids: [
        [99, 2],
        [98, 1],
      ],
      asks: [[100, 1]],
    },
  },
  // IOC
  {
    name: 'IOC: what does not fill at once is cancelled, never rested',
    book: [ask('a1', 100, 2), ask('a2', 101, 2)],
    cmd: buy('t', 100, 5, { tif: 'IOC' }),
    expect: { fills: [['a1', 100, 2, 0]], cancelled: [3, 'ioc'] },
    after: ['a2 2'],
    depth: { bids: [], asks: [[101, 2]] },
  },
  {
    name: 'IOC that meets nothing is cancelled whole',
    book: [ask('a1', 101, 2)],
    cmd: buy('t', 100, 5, { tif: 'IOC' }),
    expect: { cancelled: [5, 'ioc'] },
    after: ['a1 2'],
    depth: { bids: [], asks: [[101, 2]] },
  },
  {
    name: 'IOC that fills whole cancels nothing',
    book: [bid('b1', 100, 5)],
    cmd: sell('t', 90, 5, { tif: 'IOC' }),
    expect: { fills: [['b1', 100, 5, 0]] },
    after: [],
    depth: { bids: [], asks: [] },
  },
  // FOK
  {
    name: 'FOK that can fill whole fills across levels',
    book: [ask('a1', 100, 2), ask('a2', 101, 3), ask('a3', 101, 1)],
    cmd: buy('t', 101, 5, { tif: 'FOK' }),
    expect: {
      fills: [
        ['a1', 100, 2, 0],
        ['a2', 101, 3, 0],
      ],
    },
    after: ['a3 1'],
    depth: { bids: [], asks: [[101, 1]] },
  },
  {
    name: 'FOK short by one lot within its limit is refused whole and changes nothing',
    book: [ask('a1', 100, 2), ask('a2', 101, 2), ask('a3', 102, 5)],
    cmd: buy('t', 101, 5, { tif: 'FOK' }),
    expect: { cancelled: [5, 'fok'] },
    after: ['a1 2', 'a2 2', 'a3 5'],
    depth: {
      bids: [],
      asks: [
        [100, 2],
        [101, 2],
        [102, 5],
      ],
    },
  },
  {
    name: "FOK fillable only with the owner's own orders is refused, own orders kept",
    book: [ask('a1', 100, 2, 'u'), ask('a2', 100, 3)],
    cmd: buy('t', 100, 5, { tif: 'FOK', owner: 'u' }),
    expect: { cancelled: [5, 'fok'] },
    after: ['a1 2', 'a2 3'],
    depth: { bids: [], asks: [[100, 5]] },
  },
  {
    name: "FOK fillable by others' orders: own orders met on the way expire, the FOK fills",
    book: [ask('a1', 100, 2, 'u'), ask('a2', 100, 3), ask('a3', 101, 2)],
    cmd: buy('t', 101, 5, { tif: 'FOK', owner: 'u' }),
    expect: {
      fills: [
        ['a2', 100, 3, 0],
        ['a3', 101, 2, 0],
      ],
      selfTrade: [['a1', 2]],
    },
    after: [],
    depth: { bids: [], asks: [] },
  },
  // Post-only
  {
    name: 'post-only that would take is refused whole, book untouched',
    book: [ask('a1', 100, 1)],
    cmd: buy('t', 100, 3, { postOnly: true }),
    expect: { cancelled: [3, 'post_only'] },
    after: ['a1 1'],
    depth: { bids: [], asks: [[100, 1]] },
  },
  {
    name: 'post-only sell that would take is refused',
    book: [bid('b1', 100, 1)],
    cmd: sell('t', 99, 1, { postOnly: true }),
    expect: { cancelled: [1, 'post_only'] },
    after: ['b1 1'],
    depth: { bids: [[100, 1]], asks: [] },
  },
  {
    name: 'post-only that does not cross rests',
    book: [ask('a1', 100, 1)],
    cmd: buy('t', 99, 2, { postOnly: true }),
    expect: { rested: 2 },
    after: ['t 2', 'a1 1'],
    depth: { bids: [[99, 2]], asks: [[100, 1]] },
  },
  {
    name: 'post-only FOK that does not cross fills nothing: cancelled as FOK',
    book: [ask('a1', 100, 1)],
    cmd: buy('t', 99, 2, { postOnly: true, tif: 'FOK' }),
    expect: { cancelled: [2, 'fok'] },
    after: ['a1 1'],
    depth: { bids: [], asks: [[100, 1]] },
  },
  // Self-trade prevention
  {
    name: 'self-trade: the own resting order expires and matching goes on with others',
    book: [ask('a1', 100, 2, 'u'), ask('a2', 100, 2), ask('a3', 101, 1, 'u'), ask('a4', 101, 1)],
    cmd: buy('t', 101, 4, { owner: 'u' }),
    expect: {
      fills: [
        ['a2', 100, 2, 0],
        ['a4', 101, 1, 0],
      ],
      selfTrade: [
        ['a1', 2],
        ['a3', 1],
      ],
      rested: 1,
    },
    after: ['t 1'],
    depth: { bids: [[101, 1]], asks: [] },
  },
  {
    name: 'self-trade: own orders past the point where the taker is filled stay',
    book: [bid('b1', 100, 2), bid('b2', 100, 2, 'u')],
    cmd: sell('t', 100, 2, { owner: 'u' }),
    expect: { fills: [['b1', 100, 2, 0]] },
    after: ['b2 2'],
    depth: { bids: [[100, 2]], asks: [] },
  },
  {
    name: 'self-trade: a level of only own orders is cleared, then the IOC finds nothing',
    book: [ask('a1', 100, 3, 'u')],
    cmd: buy('t', 100, 2, { owner: 'u', tif: 'IOC' }),
    expect: { selfTrade: [['a1', 3]], cancelled: [2, 'ioc'] },
    after: [],
    depth: { bids: [], asks: [] },
  },
  // Cancels
  {
    name: 'cancel of a resting order returns it and removes its lots from the level',
    book: [bid('b1', 99, 2), bid('b2', 99, 3)],
    cmd: cancel('b1'),
    expect: { returned: bid('b1', 99, 2) },
    after: ['b2 3'],
    depth: { bids: [[99, 3]], asks: [] },
  },
  {
    name: 'cancel of the last order at a level removes the level',
    book: [ask('a1', 100, 1), ask('a2', 101, 1)],
    cmd: cancel('a1'),
    expect: { returned: ask('a1', 100, 1) },
    after: ['a2 1'],
    depth: { bids: [], asks: [[101, 1]] },
  },
  {
    name: 'cancel of a partly filled order returns what it had left',
    book: [ask('a1', 100, 5)],
    setup: [buy('t', 100, 2)],
    cmd: cancel('a1'),
    expect: { returned: ask('a1', 100, 3) },
    after: [],
    depth: { bids: [], asks: [] },
  },
  {
    name: 'cancel of an unknown id returns null and changes nothing',
    book: [ask('a1', 100, 1)],
    cmd: cancel('nope'),
    expect: { returned: null },
    after: ['a1 1'],
    depth: { bids: [], asks: [[100, 1]] },
  },
  {
    name: 'cancel of an order already filled returns null',
    book: [ask('a1', 100, 1)],
    setup: [buy('t', 100, 1)],
    cmd: cancel('a1'),
    expect: { returned: null },
    after: [],
    depth: { bids: [], asks: [] },
  },
  {
    name: 'cancel then re-place: the re-placed order goes to the back of its level',
    book: [ask('a1', 100, 1), ask('a2', 100, 1)],
    setup: [cancel('a1'), sell('a1', 100, 1, { owner: 'm' })],
    cmd: buy('t', 100, 1),
    expect: { fills: [['a2', 100, 1, 0]] },
    after: ['a1 1'],
    depth: { bids: [], asks: [[100, 1]] },
  },
];

const isCancel = (c: Command): c is { cancel: string } => 'cancel' in c;

describe('order book scenarios', () => {
  it.each(ROWS)('$name', (row) => {
    const book = new OrderBook();
    const owners = new Map<string, string>();
    for (const r of row.book) {
      book.rest(r);
      owners.set(r.id, r.owner);
    }
    const run = (c: Command) => {
      if (isCancel(c)) return { returned: book.cancel(c.cancel) };
      owners.set(c.id, c.owner);
      const res = book.place(c);
      for (const f of res.fills) {
        expect(f.takerId).toBe(c.id);
        expect(f.makerOwner).toBe(owners.get(f.makerId));
      }
      for (const s of res.selfTradeCancelled) {
        expect(s.owner).toBe(c.owner);
        expect(s.reason).toBe('self_trade');
      }
      if (res.cancelled) {
        expect(res.cancelled.id).toBe(c.id);
        expect(res.cancelled.owner).toBe(c.owner);
      }
      const seen: Expected = {
        fills: res.fills.map((f): F => [f.makerId, f.price, f.qty, f.makerLeft]),
        rested: res.rested,
        cancelled: res.cancelled ? [res.cancelled.qty, res.cancelled.reason] : null,
        selfTrade: res.selfTradeCancelled.map((s): [string, number] => [s.id, s.qty]),
      };
      return seen;
    };
    for (const c of row.setup ?? []) run(c);
    const seen = run(row.cmd);
    const want: Expected = isCancel(row.cmd)
      ? row.expect
      : { fills: [], rested: 0, cancelled: null, selfTrade: [], ...row.expect };
    expect(seen).toEqual(want);
    expect(book.orders().map((o) => `${o.id} ${o.qty}`)).toEqual(row.after);
    expect(book.depth(10)).toEqual(row.depth);
    expect(book.size).toBe(row.after.length);
    expect(book.bestBid()).toBe(row.depth.bids[0]?.[0] ?? null);
    expect(book.bestAsk()).toBe(row.depth.asks[0]?.[0] ?? null);
  });
});

describe('order book', () => {
  it('aggregates depth per level, best first on each side, and cuts it at n levels', () => {
    const book = new OrderBook();
    for (const r of [
      bid('b1', 97, 1),
      bid('b2', 99, 2),
      bid('b3', 98, 3),
      bid('b4', 99, 4),
      ask('a1', 103, 5),
      ask('a2', 101, 6),
      ask('a3', 102, 7),
      ask('a4', 101, 8),
    ])
      book.rest(r);
    expect(book.depth(10)).toEqual({
      bids: [
        [99, 6],
        [98, 3],
        [97, 1],
      ],
      asks: [
        [101, 14],
        [102, 7],
        [103, 5],
      ],
    });
    expect(book.depth(2)).toEqual({
      bids: [
        [99, 6],
        [98, 3],
      ],
      asks: [
        [101, 14],
        [102, 7],
      ],
    });
    expect(book.depth(0)).toEqual({ bids: [], asks: [] });
    expect(book.orders().map((o) => o.id)).toEqual(['b2', 'b4', 'b3', 'b1', 'a2', 'a4', 'a3', 'a1']);
  });

  it('rest() puts an order in without matching, even one that crosses (rebuilding a book)', () => {
    const book = new OrderBook();
    book.rest(ask('a1', 100, 2));
    book.rest(bid('b1', 101, 3));
    expect(book.bestBid()).toBe(101);
    expect(book.bestAsk()).toBe(100);
    expect(book.get('a1')).toEqual(ask('a1', 100, 2));
    expect(book.get('b1')).toEqual(bid('b1', 101, 3));
    expect(book.size).toBe(2);
  });

  it('get() and orders() hand out copies, not the book’s own nodes', () => {
    const book = new OrderBook();
    book.rest(ask('a1', 100, 2));
    const got = book.get('a1') as Resting;
    got.qty = 99;
    const listed = book.orders()[0] as Resting;
    listed.qty = 99;
    expect(book.get('a1')).toEqual(ask('a1', 100, 2));
    expect(book.depth(1).asks).toEqual([[100, 2]]);
    expect(book.get('nope')).toBeNull();
  });

  it.each([
    ['a fractional price', { price: 100.5 }],
    ['a zero price', { price: 0 }],
    ['a negative price', { price: -1 }],
    ['a NaN price', { price: Number.NaN }],
    ['an infinite price', { price: Number.POSITIVE_INFINITY }],
    ['an unsafe integer price', { price: 2 ** 53 }],
    ['a fractional qty', { qty: 1.5 }],
    ['a zero qty', { qty: 0 }],
    ['a negative qty', { qty: -2 }],
    ['a NaN qty', { qty: Number.NaN }],
  ])('refuses %s in place() and rest(), changing nothing', (_, bad) => {
    const book = new OrderBook();
    book.rest(ask('a1', 100, 1));
    expect(() => book.place({ ...buy('t', 100, 1), ...bad })).toThrow(RangeError);
    expect(() => book.rest({ ...bid('b', 99, 1), ...bad })).toThrow(RangeError);
    expect(book.orders()).toEqual([ask('a1', 100, 1)]);
  });

  it('refuses an id already resting in the book, in place() and rest(), changing nothing', () => {
    const book = new OrderBook();
    book.rest(ask('a1', 100, 1));
    book.rest(bid('b1', 99, 1));
    // Would cross a1: the refusal must come before any matching.
    expect(() => book.place(buy('b1', 100, 1))).toThrow(/already in the book/);
    expect(() => book.rest(ask('a1', 101, 1))).toThrow(/already in the book/);
    expect(book.orders()).toEqual([bid('b1', 99, 1), ask('a1', 100, 1)]);
  });
});
