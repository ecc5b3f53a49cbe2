// The matching core, pure: one price-time-priority order book for one symbol. Prices are integer
// ticks and quantities integer lots (JavaScript safe integers, never fractions), so matching does
// no rounding at all; money is worked out from the fills elsewhere (./money). No I/O, no clock:
// the engine (./engine) is the one writer that feeds it commands and persists what comes out.
//
// Rules (ADR 13):
// - Price-time priority: the best price first; at one price, the order that rested first.
// - A trade happens at the resting (maker) order's price.
// - Time in force: GTC rests what is left; IOC cancels what is left; FOK fills whole or not at all.
// - Post-only: an order that would take liquidity is cancelled instead, untouched.
// - Self-trade prevention: an incoming order never fills against a resting order of the same owner;
//   the resting one is cancelled ("expire maker") and matching goes on with the next.

export type Side = 'buy' | 'sell';
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';

export type NewOrder = {
  id: string;
  owner: string;
  side: Side;
  /** Limit price in ticks: a buy pays at most this, a sell takes at least this. */
  price: number;
  /** Quantity in lots. */
  qty: number;
  tif: TimeInForce;
  postOnly?: boolean;
};

/** An order resting in the book. */
export type Resting = { id: string; owner: string; side: Side; price: number; qty: number };

export type Fill = {
  /** The resting order filled: the book's record of it, the caller's own if it handed one in. */
  maker: BookOrder;
  makerId: string;
  makerOwner: string;
  takerId: string;
  price: number;
  qty: number;
  /** What the maker has left after this fill (0: filled and gone from the book). */
  makerLeft: number;
};

/** Why (part of) an order left the book unfilled. */
export type CancelReason = 'user' | 'ioc' | 'fok' | 'post_only' | 'self_trade';

export type Cancelled = { id: string; owner: string; qty: number; reason: CancelReason };
/** A resting order that self-trade prevention took out, with the book's record of it. */
export type SelfTradeCancelled = Cancelled & { order: BookOrder };

export type PlaceResult = {
  fills: Fill[];
  /** Lots left resting in the book (0 when nothing rests). */
  rested: number;
  /** The taker's own unfilled part that was cancelled, if any. */
  cancelled: Cancelled | null;
  /** Resting orders of the same owner that self-trade prevention cancelled. */
  selfTradeCancelled: SelfTradeCancelled[];
};

export type Level = [price: number, qty: number];

/**
 * A resting order as the book holds it: its terms and its place in its price level's queue. The
 * book makes one for an order that rests, or links the caller's own record (a subclass, handed to
 * place or rest) so that one object is kept a resting order, not the caller's and a copy (issue
 * 34: memory per resting order). The book alone changes `qty` and the links while it rests.
 */
export class BookOrder {
  prev: BookOrder | null = null;
  next: BookOrder | null = null;
  /** Its level while it rests; null before and after. */
  level: PriceLevel | null = null;
  constructor(
    readonly id: string,
    /** Compared by value: a caller may swap it for an equal string (the engine keeps one a user). */
    public owner: string,
    readonly side: Side,
    readonly price: number,
    /** Lots left in the book while it rests. */
    public qty: number,
  ) {}
}
type Node = BookOrder;
type PriceLevel = { price: number; qty: number; head: Node | null; tail: Node | null };

/**
 * One side's levels in an array sorted with the best price at the END, so the best level is
 * removed with pop(); a level is found by binary search (no map of levels beside it: less memory a
 * level, issue 34). New levels are rarer than orders at existing ones, so the array's splice on
 * insert is cheap enough.
 */
class BookSide {
  /** Ascending for bids (best = highest, last), descending for asks (best = lowest, last). */
  private readonly levels: PriceLevel[] = [];

  constructor(private readonly side: Side) {}

  /** True when `a` is a better price than `b` on this side. */
  private better(a: number, b: number): boolean {
    return this.side === 'buy' ? a > b : a < b;
  }

  /** The index of the first level whose price is better than `price`: a level at `price` is just before it. */
  private after(price: number): number {
    let lo = 0;
    let hi = this.levels.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.better((this.levels[mid] as PriceLevel).price, price)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  best(): PriceLevel | undefined {
    return this.levels[this.levels.length - 1];
  }

  levelAt(price: number): PriceLevel {
    const i = this.after(price);
    const at = this.levels[i - 1];
    if (at && at.price === price) return at;
    const level: PriceLevel = { price, qty: 0, head: null, tail: null };
    this.levels.splice(i, 0, level);
    return level;
  }

  removeLevel(level: PriceLevel): void {
    const last = this.levels.length - 1;
    if (this.levels[last] === level) {
      this.levels.pop();
      return;
    }
    const i = this.after(level.price) - 1;
    if (this.levels[i] === level) this.levels.splice(i, 1);
  }

  /** Levels from the best, at most `n`, as [price, total qty]. */
  top(n: number): Level[] {
    const out: Level[] = [];
    for (let i = this.levels.length - 1; i >= 0 && out.length < n; i--) {
      const level = this.levels[i] as PriceLevel;
      out.push([level.price, level.qty]);
    }
    return out;
  }

  levelCount(): number {
    return this.levels.length;
  }

  /** The resting orders, best price first and in time order within a price. */
  *nodes(): Generator<Readonly<Resting>> {
    for (let i = this.levels.length - 1; i >= 0; i--) {
      for (let n = (this.levels[i] as PriceLevel).head; n; n = n.next) yield n;
    }
  }
}

const plain = (n: Readonly<Resting>): Resting => ({
  id: n.id,
  owner: n.owner,
  side: n.side,
  price: n.price,
  qty: n.qty,
});

/** A caller's record linked for an order must be that order's. */
function assertRecord(o: Pick<Resting, 'id' | 'owner' | 'side' | 'price'>, r: BookOrder): void {
  if (r.id !== o.id || r.owner !== o.owner || r.side !== o.side || r.price !== o.price)
    throw new Error(`order ${o.id}: the record handed in is another order's`);
}

function assertOrder(o: Pick<NewOrder, 'price' | 'qty'>): void {
  if (!Number.isSafeInteger(o.price) || o.price <= 0)
    throw new RangeError(`price must be a positive integer: ${o.price}`);
  if (!Number.isSafeInteger(o.qty) || o.qty <= 0) throw new RangeError(`qty must be a positive integer: ${o.qty}`);
}

export class OrderBook {
  private readonly bids = new BookSide('buy');
  private readonly asks = new BookSide('sell');
  private readonly byId = new Map<string, Node>();

  private sideOf(side: Side): BookSide {
    return side === 'buy' ? this.bids : this.asks;
  }

  /** True when a resting order at `makerPrice` can fill an incoming `side` order limited at `limit`. */
  private static crosses(side: Side, limit: number, makerPrice: number): boolean {
    return side === 'buy' ? makerPrice <= limit : makerPrice >= limit;
  }

  /**
   * Places an order: matches what it can, then rests, cancels or refuses the rest by its terms.
   * What rests is `record` when given (the caller's own record of this order, linked as it is).
   */
  place(order: NewOrder, record?: BookOrder): PlaceResult {
    assertOrder(order);
    if (record) assertRecord(order, record);
    if (this.byId.has(order.id)) throw new Error(`order ${order.id} is already in the book`);
    const opposite = this.sideOf(order.side === 'buy' ? 'sell' : 'buy');
    const result: PlaceResult = { fills: [], rested: 0, cancelled: null, selfTradeCancelled: [] };

    if (order.postOnly) {
      const best = opposite.best();
      if (best && OrderBook.crosses(order.side, order.price, best.price)) {
        result.cancelled = { id: order.id, owner: order.owner, qty: order.qty, reason: 'post_only' };
        return result;
      }
    } else if (order.tif === 'FOK' && this.fillable(order) < order.qty) {
      result.cancelled = { id: order.id, owner: order.owner, qty: order.qty, reason: 'fok' };
      return result;
    }

    let left = order.qty;
    while (left > 0) {
      const level = opposite.best();
      if (!level || !OrderBook.crosses(order.side, order.price, level.price)) break;
      let maker = level.head as Node;
      while (maker && left > 0) {
        const next = maker.next;
        if (maker.owner === order.owner) {
          result.selfTradeCancelled.push({
            id: maker.id,
            owner: maker.owner,
            qty: maker.qty,
            reason: 'self_trade',
            order: maker,
          });
          this.unlink(maker);
        } else {
          const qty = Math.min(left, maker.qty);
          left -= qty;
          maker.qty -= qty;
          level.qty -= qty;
          result.fills.push({
            maker,
            makerId: maker.id,
            makerOwner: maker.owner,
            takerId: order.id,
            price: level.price,
            qty,
            makerLeft: maker.qty,
          });
          if (maker.qty === 0) this.unlink(maker);
        }
        maker = next as Node;
      }
    }

    if (left > 0) {
      if (order.tif === 'GTC') {
        this.link(record ?? new BookOrder(order.id, order.owner, order.side, order.price, left), left);
        result.rested = left;
      } else {
        // Only a post-only FOK gets here with tif FOK (it skipped the FOK check and took nothing):
        // it is still a FOK that did not fill whole, and its owner is told so.
        result.cancelled = { id: order.id, owner: order.owner, qty: left, reason: order.tif === 'FOK' ? 'fok' : 'ioc' };
      }
    }
    return result;
  }

  /**
   * The most lots a buy limited to `price` can take now for at most `budget`, where a lot at a
   * level's price costs `lotCost(price)`: the asks in priority order, skipping the buyer's own
   * resting orders as self-trade prevention would, stopping where the budget runs out.
   */
  affordable(owner: string, price: number, budget: bigint, lotCost: (price: number) => bigint): number {
    let left = budget;
    let lots = 0;
    for (const n of this.sideOf('sell').nodes()) {
      if (!OrderBook.crosses('buy', price, n.price)) break;
      if (n.owner === owner) continue;
      const each = lotCost(n.price);
      const take = Math.min(n.qty, Number(left / each));
      lots += take;
      left -= each * BigInt(take);
      if (take < n.qty) break;
    }
    return lots;
  }

  /**
   * Lots an incoming order could fill now (up to its quantity), skipping its owner's own resting
   * orders as self-trade prevention would. For FOK, decided before anything changes.
   */
  private fillable(order: NewOrder): number {
    const opposite = this.sideOf(order.side === 'buy' ? 'sell' : 'buy');
    let total = 0;
    for (const n of opposite.nodes()) {
      if (!OrderBook.crosses(order.side, order.price, n.price)) break;
      if (n.owner !== order.owner) total += n.qty;
      if (total >= order.qty) break;
    }
    return total;
  }

  /**
   * Puts an order in the book without matching (rebuilding a book from stored open orders); what
   * rests is `record` when given, as in place.
   */
  rest(order: Resting, record?: BookOrder): void {
    assertOrder(order);
    if (record) assertRecord(order, record);
    if (this.byId.has(order.id)) throw new Error(`order ${order.id} is already in the book`);
    // A node of the book's own class, not the caller's object or a spread of it: every node has the
    // same shape whatever else the caller's object holds. The spreads made tests/bench/spot-book.ts
    // over ten times slower.
    this.link(record ?? new BookOrder(order.id, order.owner, order.side, order.price, order.qty), order.qty);
  }

  private link(node: Node, qty: number): void {
    if (node.level) throw new Error(`order ${node.id} is already in a book`);
    const level = this.sideOf(node.side).levelAt(node.price);
    node.qty = qty;
    node.prev = level.tail;
    node.next = null;
    node.level = level;
    if (level.tail) level.tail.next = node;
    else level.head = node;
    level.tail = node;
    level.qty += qty;
    this.byId.set(node.id, node);
  }

  /** Cancels a resting order; what it had left, or null when it is not in the book. */
  cancel(id: string): Resting | null {
    const node = this.byId.get(id);
    if (!node) return null;
    this.unlink(node);
    return plain(node);
  }

  private unlink(node: Node): void {
    const level = node.level as PriceLevel;
    if (node.prev) node.prev.next = node.next;
    else level.head = node.next;
    if (node.next) node.next.prev = node.prev;
    else level.tail = node.prev;
    level.qty -= node.qty;
    // Out of the queue: it keeps neither its neighbours nor its level alive.
    node.prev = null;
    node.next = null;
    node.level = null;
    this.byId.delete(node.id);
    if (!level.head) this.sideOf(node.side).removeLevel(level);
  }

  /** The book's record of a resting order (the caller's own if it handed one in), or undefined. */
  find(id: string): BookOrder | undefined {
    return this.byId.get(id);
  }

  get(id: string): Resting | null {
    const node = this.byId.get(id);
    return node ? plain(node) : null;
  }

  bestBid(): number | null {
    return this.bids.best()?.price ?? null;
  }

  bestAsk(): number | null {
    return this.asks.best()?.price ?? null;
  }

  /** The best `levels` price levels of each side, best first. */
  depth(levels: number): { bids: Level[]; asks: Level[] } {
    return { bids: this.bids.top(levels), asks: this.asks.top(levels) };
  }

  /** Every resting order, each side best price first and in time order within a price. */
  orders(): Resting[] {
    return [...this.bids.nodes(), ...this.asks.nodes()].map(plain);
  }

  get size(): number {
    return this.byId.size;
  }
}
