// The spot engine: the one writer of every spot book (ADR 13). Commands (place, cancel, and the
// market maker's requote on each recorded tick) queue here and are carried out in batches, each
// batch in ONE ledger write transaction (group commit: one commit, one fsync, for many orders):
//   1. idempotency: replays answer what the first answered; duplicates within a batch share it;
//   2. the new orders' freezes are judged together (../ledger/batch): a refused one is refused alone;
//   3. the accepted commands run against the in-memory books in arrival order (./book), which
//      gives the fills, cancellations and releases, written as ledger entries in the same
//      transaction as the order and trade rows.
// Only after the commit are callers answered and events published. If a batch fails as a whole,
// nothing of it was written: every caller in it is told, and the books are rebuilt from the
// stored open orders (as at start, after a crash), since memory ran ahead of the database.
import type { SpotFill, SpotOrder } from '../../contract/spot';
import type { Clock } from '../core/clock';
import { Refusal } from '../core/errors';
import type { Ids } from '../core/ids';
import { messages } from '../core/messages';
import type { BatchLedger } from '../ledger/batch';
import type { EntryInput, Ledger, Trx } from '../ledger/ledger';
import { fromUnits, toUnits } from '../ledger/units';
import type { RecordedTick } from '../market/service';
import { type Fill, OrderBook } from './book';
import { type Inventory, makerQuotes } from './maker';
import { spotMessages } from './messages';
import { costUnits, fillPostings, freezePostings, MAKER_HOLDER, MAKER_OWNER, priceTicks, stepsText } from './money';
import { fillView, fromRow, LiveOrder, orderView, toRow } from './orders';
import type { Pair } from './pairs';
import type { SpotStore } from './store';
import type { SpotOrderTable, SpotTradeTable } from './tables';

const MAX_BATCH = 1000;

type Answer = { resolve: (order: SpotOrder) => void; reject: (err: Error) => void };
type Keyed = { key: string | null; hash: string };

export type PlaceCommand = { kind: 'place'; order: LiveOrder } & Keyed & Answer;
export type CancelCommand = { kind: 'cancel'; userId: string; orderId: string; instrumentId: number } & Keyed & Answer;
type RequoteCommand = { kind: 'requote'; pair: Pair; tick: RecordedTick };
/** The maker's quotes of a pair whose market has closed are taken out of the book. */
type WithdrawCommand = { kind: 'withdraw'; pair: Pair };
type Command = PlaceCommand | CancelCommand | RequoteCommand | WithdrawCommand;
const isInternal = (c: Command): c is RequoteCommand | WithdrawCommand => c.kind === 'requote' || c.kind === 'withdraw';

/** What a batch changed, published once it is committed. */
export type BatchEffects = {
  orders: { userId: string; order: SpotOrder }[];
  trades: SpotTradeTable[];
  books: Set<number>;
};

type Deps = {
  ledger: Ledger;
  batch: BatchLedger;
  store: SpotStore;
  ids: Ids;
  clock: Clock;
  pairs: () => Pair[];
  /** Recorded price of a pair now (at start, before the first tick arrives). */
  latestTick: (pair: Pair) => Promise<RecordedTick | null>;
  published: (effects: BatchEffects) => void;
  /**
   * Inside each batch's transaction: whether this node still holds the books (the market feed's
   * lease, as it took it). A batch of a node that has lost them writes nothing (issue 33).
   */
  fence: (trx: Trx) => Promise<boolean>;
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
};

/** A batch of a node that no longer holds the books (rolled back). */
class Fenced extends Error {}

export function makeEngine(deps: Deps) {
  const { ledger, batch, store, ids, clock, log } = deps;
  const queue: Command[] = [];
  let running: Promise<void> | null = null;
  let ready = false;
  let seq = 0;
  /** The books by instrument. A resting user order is found through its book (LiveOrder is its record there). */
  const books = new Map<number, OrderBook>();
  /**
   * Per `user|instrument` with resting orders: how many, and the user's id as one string that
   * these orders share (each request brings its own copy; issue 34, memory per resting order).
   */
  const openCount = new Map<string, { userId: string; open: number }>();
  /** The market maker's resting quotes per instrument. */
  const makerIds = new Map<number, string[]>();
  /** Its inventory per currency (units), as committed. */
  const inventory = new Map<string, bigint>();
  const references = new Map<number, RecordedTick>();

  const bookOf = (instrumentId: number) => {
    let book = books.get(instrumentId);
    if (!book) {
      book = new OrderBook();
      books.set(instrumentId, book);
    }
    return book;
  };
  const countKey = (o: Pick<LiveOrder, 'userId' | 'pair'>) => `${o.userId}|${o.pair.instrument.id}`;
  /** Counts an order that came to rest (its owner's id then shared), or one that left the book. */
  const bump = (o: LiveOrder, by: 1 | -1) => {
    const k = countKey(o);
    const count = openCount.get(k);
    if (!count) {
      if (by > 0) openCount.set(k, { userId: o.userId, open: 1 });
      return;
    }
    count.open += by;
    if (by > 0) o.owner = count.userId;
    if (count.open <= 0) openCount.delete(k);
  };
  /** A resting user order of this book; null when it does not rest there. */
  const restingOrder = (instrumentId: number, id: string) => {
    const found = books.get(instrumentId)?.find(id);
    return found instanceof LiveOrder ? found : null;
  };

  /** Loads the books from the stored open orders, and the maker's inventory from the ledger. */
  async function rebuild(): Promise<void> {
    books.clear();
    openCount.clear();
    makerIds.clear();
    inventory.clear();
    const byId = new Map(deps.pairs().map((p) => [p.instrument.id, p]));
    const rows = await store.openOrders();
    for (const row of rows) {
      const pair = byId.get(row.instrument_id);
      const order = pair ? fromRow(row, pair) : null;
      if (!order) {
        log.error({ order: row.id }, 'spot: an open order cannot be put back in its book');
        continue;
      }
      bookOf(pair?.instrument.id ?? 0).rest(
        { id: order.id, owner: order.userId, side: order.side, price: order.ticks, qty: order.lots - order.filledLots },
        order,
      );
      bump(order, 1);
    }
    seq = (await store.maxSeq()) + 1;
    for (const b of await ledger.balances(MAKER_HOLDER)) inventory.set(b.currency, toUnits(b.available) ?? 0n);
  }

  // ——— running a batch ———

  type Work = {
    trx: Trx;
    now: number;
    entries: EntryInput[];
    /** entries[i] is the fill of trades[tradeOf.get(i)]. */
    tradeOf: Map<number, SpotTradeTable>;
    trades: SpotTradeTable[];
    changed: Set<LiveOrder>;
    /** Fills of each order made in this batch (for the placing caller's answer). */
    fills: Map<string, SpotFill[]>;
    /** Each changed order as its owner is shown it, with this batch's fills. */
    views: Map<LiveOrder, SpotOrder>;
    books: Set<number>;
    inventory: Map<string, bigint>;
  };

  const referenceOf = (pair: Pair) => references.get(pair.instrument.id);

  function release(w: Work, o: LiveOrder): void {
    if (o.frozen > 0n) {
      const currency = o.side === 'buy' ? o.pair.quote : o.pair.base;
      w.entries.push({
        kind: 'spot_release',
        actor: `user:${o.userId}`,
        memo: { order: o.id, symbol: o.pair.instrument.symbol },
        postings: freezePostings(o.userId, currency, -o.frozen),
      });
      o.frozen = 0n;
    }
  }

  /** Closes an order; `rested`: it had rested in the book (and was counted there) before. */
  function finish(
    w: Work,
    o: LiveOrder,
    state: 'filled' | 'cancelled',
    reason: LiveOrder['cancelReason'],
    rested: boolean,
  ): void {
    if (rested) bump(o, -1);
    o.state = state;
    o.cancelReason = state === 'cancelled' ? reason : null;
    o.updatedAt = w.now;
    release(w, o);
    w.changed.add(o);
  }

  /** One fill: its money, its trade row, and both orders' progress. */
  function settle(w: Work, pair: Pair, fill: Fill, taker: LiveOrder | typeof MAKER_OWNER, takerSide: 'buy' | 'sell') {
    const maker = fill.makerOwner === MAKER_OWNER ? MAKER_OWNER : (fill.maker as LiveOrder);
    const party = (o: LiveOrder | typeof MAKER_OWNER, role: 'maker' | 'taker') =>
      o === MAKER_OWNER
        ? { owner: MAKER_OWNER, role, fee: pair.takerFee }
        : { owner: o.userId, role, fee: role === 'maker' ? o.makerFee : o.takerFee };
    const buyer = takerSide === 'buy' ? party(taker, 'taker') : party(maker, 'maker');
    const seller = takerSide === 'buy' ? party(maker, 'maker') : party(taker, 'taker');
    const money = fillPostings(pair, pair, fill.price, fill.qty, buyer, seller);
    const tick = referenceOf(pair);
    const trade: SpotTradeTable = {
      id: ids.sortable(w.now),
      instrument_id: pair.instrument.id,
      price: stepsText(fill.price, pair.priceDecimals),
      amount: stepsText(fill.qty, pair.amountDecimals),
      total: fromUnits(money.cost),
      taker_side: takerSide,
      taker_order_id: taker === MAKER_OWNER ? null : taker.id,
      maker_order_id: maker === MAKER_OWNER ? null : maker.id,
      taker_user_id: taker === MAKER_OWNER ? null : taker.userId,
      maker_user_id: maker === MAKER_OWNER ? null : maker.userId,
      taker_fee: fromUnits(takerSide === 'buy' ? money.buyerFee : money.sellerFee),
      maker_fee: fromUnits(takerSide === 'buy' ? money.sellerFee : money.buyerFee),
      tick_id: tick?.id ?? 0,
      tick_price: tick?.price ?? '0',
      tick_time: tick?.time ?? 0,
      entry_id: '',
      created_at: w.now,
    };
    w.tradeOf.set(w.entries.length, trade);
    w.entries.push({
      kind: 'spot_trade',
      actor: 'system:spot',
      memo: { trade: trade.id, symbol: pair.instrument.symbol, price: trade.price, amount: trade.amount },
      postings: money.postings,
    });
    w.trades.push(trade);
    w.books.add(pair.instrument.id);
    for (const [o, role] of [
      [taker, 'taker'],
      [maker, 'maker'],
    ] as const) {
      const side = role === 'taker' ? takerSide : takerSide === 'buy' ? 'sell' : 'buy';
      const fee = side === 'buy' ? money.buyerFee : money.sellerFee;
      if (o === MAKER_OWNER) {
        const { base, quote } = pair;
        const inv = w.inventory;
        const sign = side === 'buy' ? 1n : -1n;
        inv.set(base, (inv.get(base) ?? 0n) + sign * money.base);
        inv.set(quote, (inv.get(quote) ?? 0n) - sign * money.cost);
        continue;
      }
      o.filledLots += fill.qty;
      o.total += money.cost;
      o.fee += fee;
      o.frozen -= side === 'buy' ? money.cost + fee : money.base;
      o.updatedAt = w.now;
      w.changed.add(o);
      const view = fillView(trade, o.id);
      view.fee = fromUnits(fee);
      w.fills.set(o.id, [...(w.fills.get(o.id) ?? []), view]);
      if (o.filledLots === o.lots) finish(w, o, 'filled', null, role === 'maker');
      else if (role === 'maker' || o.state === 'open') o.state = 'partial';
    }
  }

  function place(w: Work, o: LiveOrder): void {
    const book = bookOf(o.pair.instrument.id);
    if (o.budget !== undefined) {
      // A market buy by total: as many lots as the total buys in the book as it is now.
      o.lots = book.affordable(o.userId, o.ticks, o.budget, (price) => costUnits(o.pair, price, 1));
      if (o.lots === 0) {
        finish(w, o, 'cancelled', 'market', false);
        return;
      }
    }
    const result = book.place(
      { id: o.id, owner: o.userId, side: o.side, price: o.ticks, qty: o.lots, tif: o.tif, postOnly: o.postOnly },
      o,
    );
    w.changed.add(o);
    for (const c of result.selfTradeCancelled) {
      if (c.order instanceof LiveOrder) finish(w, c.order, 'cancelled', 'self_trade', true);
    }
    for (const fill of result.fills) settle(w, o.pair, fill, o, o.side);
    if (result.rested > 0) {
      bump(o, 1);
      if (o.filledLots > 0) o.state = 'partial';
      w.books.add(o.pair.instrument.id);
    } else if (result.cancelled) {
      const reason = result.cancelled.reason === 'ioc' && o.orderType === 'market' ? 'market' : result.cancelled.reason;
      finish(w, o, 'cancelled', reason, false);
    } else if (o.state !== 'filled') {
      finish(w, o, 'filled', null, false);
    }
  }

  function requote(w: Work, pair: Pair, tick: RecordedTick): void {
    references.set(pair.instrument.id, tick);
    const book = bookOf(pair.instrument.id);
    for (const id of makerIds.get(pair.instrument.id) ?? []) book.cancel(id);
    const ticks = priceTicks(tick.price, pair.priceDecimals);
    if (ticks === null) return;
    // The quote currency is shared by every pair's bids: each pair may bid with its share.
    const shares = Math.max(1, deps.pairs().length);
    const inv: Inventory = {
      base: w.inventory.get(pair.base) ?? 0n,
      quote: (w.inventory.get(pair.quote) ?? 0n) / BigInt(shares),
    };
    const resting: string[] = [];
    for (const q of makerQuotes(pair, ticks, inv)) {
      const id = `mm-${pair.instrument.id}-${seq++}`;
      const result = book.place({ id, owner: MAKER_OWNER, side: q.side, price: q.ticks, qty: q.lots, tif: 'GTC' });
      for (const c of result.selfTradeCancelled) {
        if (c.order instanceof LiveOrder) finish(w, c.order, 'cancelled', 'self_trade', true);
      }
      // Its quote crossed resting orders (the price moved through them): it fills them at their price.
      for (const fill of result.fills) settle(w, pair, fill, MAKER_OWNER, q.side);
      if (result.rested > 0) resting.push(id);
    }
    makerIds.set(pair.instrument.id, resting);
    w.books.add(pair.instrument.id);
  }

  function withdraw(w: Work, pair: Pair): void {
    const book = bookOf(pair.instrument.id);
    for (const id of makerIds.get(pair.instrument.id) ?? []) book.cancel(id);
    makerIds.delete(pair.instrument.id);
    w.books.add(pair.instrument.id);
  }

  function cancel(w: Work, c: CancelCommand): SpotOrder | Refusal {
    const o = restingOrder(c.instrumentId, c.orderId);
    if (!o || o.userId !== c.userId) return new Refusal(spotMessages.orderClosed);
    bookOf(o.pair.instrument.id).cancel(o.id);
    finish(w, o, 'cancelled', 'user', true);
    w.books.add(o.pair.instrument.id);
    return orderView(toRow(o), o.pair.instrument);
  }

  async function runBatch(taken: Command[]): Promise<void> {
    const answers = new Map<Command, SpotOrder | Error>();
    /** A repeat of a key within the batch, and the command it repeats. */
    const sameAs = new Map<Command, Command>();
    const effects = await ledger.write(async (trx) => {
      if (!(await deps.fence(trx))) throw new Fenced();
      const now = clock.now();
      const w: Work = {
        trx,
        now,
        entries: [],
        tradeOf: new Map(),
        trades: [],
        changed: new Set(),
        fills: new Map(),
        views: new Map(),
        books: new Set(),
        inventory: new Map(inventory),
      };

      // 1. Idempotency: a replay answers as the first time; a second use of a key in this batch shares the first's answer.
      const userOf = (c: PlaceCommand | CancelCommand) => (c.kind === 'place' ? c.order.userId : c.userId);
      const keyed = taken.filter((c): c is PlaceCommand | CancelCommand => !isInternal(c) && c.key !== null);
      const stored = keyed.length
        ? await store.replays(
            trx,
            keyed.map((c) => ({ user: userOf(c), key: c.key as string })),
          )
        : new Map();
      const firstOfKey = new Map<string, Command>();
      const todo: Command[] = [];
      for (const c of taken) {
        if (isInternal(c) || !c.key) {
          todo.push(c);
          continue;
        }
        const k = `${userOf(c)}|${c.key}`;
        const earlier = firstOfKey.get(k);
        if (earlier && !isInternal(earlier)) {
          if (earlier.hash === c.hash) sameAs.set(c, earlier);
          else answers.set(c, new Refusal(messages.idempotencyConflict));
          continue;
        }
        firstOfKey.set(k, c);
        const first = stored.get(k);
        if (!first) todo.push(c);
        else if (first.request_hash !== c.hash) answers.set(c, new Refusal(messages.idempotencyConflict));
        else answers.set(c, JSON.parse(first.response) as SpotOrder);
      }

      // 2. The new orders' freezes, judged together against the stored balances. A resting order
      // takes one of its owner's open-order slots on the pair only once its freeze is accepted: the
      // slots are handed out in arrival order, a round at a time, and a slot left by an order
      // refused for its balance goes to the next order that waits for one (issue 32).
      const places = todo.filter((c): c is PlaceCommand => c.kind === 'place');
      const refused = new Set<Command>();
      const accepted = new Map<string, number>();
      let waiting = places;
      while (waiting.length > 0) {
        const round: PlaceCommand[] = [];
        const next: PlaceCommand[] = [];
        const inRound = new Map<string, number>();
        for (const c of waiting) {
          const o = c.order;
          if (o.tif !== 'GTC') {
            round.push(c);
            continue;
          }
          const k = countKey(o);
          const held = (openCount.get(k)?.open ?? 0) + (accepted.get(k) ?? 0);
          const trying = inRound.get(k) ?? 0;
          if (held + trying < o.pair.settings.max_open_orders) {
            inRound.set(k, trying + 1);
            round.push(c);
          } else if (trying > 0) next.push(c);
          else {
            answers.set(c, new Refusal(spotMessages.tooManyOrders, { max: o.pair.settings.max_open_orders }));
            refused.add(c);
          }
        }
        const outcomes = await batch.postMany(
          trx,
          round.map((c) => ({
            kind: 'spot_freeze',
            actor: `user:${c.order.userId}`,
            requestId: c.key,
            memo: { order: c.order.id, symbol: c.order.pair.instrument.symbol },
            postings: freezePostings(
              c.order.userId,
              c.order.side === 'buy' ? c.order.pair.quote : c.order.pair.base,
              c.order.frozen,
            ),
          })),
        );
        outcomes.forEach((outcome, i) => {
          const c = round[i] as PlaceCommand;
          if (!outcome.ok) {
            answers.set(c, outcome.error);
            refused.add(c);
          } else if (c.order.tif === 'GTC') {
            const k = countKey(c.order);
            accepted.set(k, (accepted.get(k) ?? 0) + 1);
          }
        });
        waiting = next;
      }

      // 3. The books, in arrival order.
      for (const c of todo) {
        if (refused.has(c)) continue;
        if (c.kind === 'requote') requote(w, c.pair, c.tick);
        else if (c.kind === 'withdraw') withdraw(w, c.pair);
        else if (c.kind === 'cancel') {
          const answer = cancel(w, c);
          answers.set(c, answer);
        } else {
          c.order.seq = seq++;
          place(w, c.order);
        }
      }
      if (w.entries.length > 0) {
        const written = await batch.postMany(trx, w.entries);
        written.forEach((outcome, i) => {
          if (!outcome.ok) throw new Error(`spot: a batch entry was refused: ${outcome.error.message}`);
          const trade = w.tradeOf.get(i);
          if (trade) trade.entry_id = outcome.entryId;
        });
      }
      // Each changed order's row and view, once: the rows are stored, the views answer and are published.
      const rows: SpotOrderTable[] = [];
      for (const o of w.changed) {
        const row = toRow(o);
        rows.push(row);
        w.views.set(o, orderView(row, o.pair.instrument, w.fills.get(o.id) ?? []));
      }
      for (const c of todo)
        if (c.kind === 'place' && !refused.has(c)) answers.set(c, w.views.get(c.order) as SpotOrder);

      await store.writeOrders(trx, rows);
      await store.writeTrades(trx, w.trades);
      const answered: { user: string; key: string; hash: string; answer: SpotOrder }[] = [];
      for (const c of todo) {
        const a = answers.get(c);
        if (!isInternal(c) && c.key && a && !(a instanceof Error)) {
          answered.push({ user: userOf(c), key: c.key, hash: c.hash, answer: a });
        }
      }
      await store.remember(trx, answered, now);
      return w;
    });

    for (const [k, v] of effects.inventory) inventory.set(k, v);
    // Their rows are stored: the Idempotency-Key is not written again (OrderInit.requestId).
    for (const o of effects.changed) o.requestId = null;
    for (const c of taken) {
      if (isInternal(c)) continue;
      const a = answers.get(sameAs.get(c) ?? c);
      if (a instanceof Error) c.reject(a);
      else if (a) c.resolve(a);
      else c.reject(new Error('spot: a command went unanswered'));
    }
    deps.published({
      orders: [...effects.views].map(([o, order]) => ({ userId: o.userId, order })),
      trades: effects.trades,
      books: effects.books,
    });
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const taken = queue.splice(0, MAX_BATCH);
      try {
        await runBatch(taken);
      } catch (err) {
        if (err instanceof Fenced) {
          // Nothing was written: another node holds the books now, and it answers from here on.
          log.error({}, 'spot: another node holds the books now; the batch was not written');
          ready = false;
          for (const c of [...taken, ...queue.splice(0)]) {
            if (!isInternal(c)) c.reject(new Refusal(spotMessages.engineUnavailable));
          }
          continue;
        }
        const error = err instanceof Error ? err : new Error(String(err));
        log.error({ err: error }, 'spot: a batch failed; rebuilding the books');
        for (const c of taken) if (!isInternal(c)) c.reject(error);
        await rebuild().catch((e) => log.error({ err: e }, 'spot: rebuild failed'));
      }
    }
  }

  function kick(): void {
    if (running) return;
    running = new Promise<void>((done) => setImmediate(done)).then(drain).finally(() => {
      running = null;
      if (queue.length > 0) kick();
    });
  }

  function submit(c: PlaceCommand | CancelCommand): void {
    if (!ready) {
      c.reject(new Refusal(spotMessages.engineUnavailable));
      return;
    }
    queue.push(c);
    kick();
  }

  return {
    /** Takes over the books (this node runs the feed): rebuilds them and quotes on the latest ticks. */
    async start(): Promise<void> {
      await rebuild();
      ready = true;
      for (const pair of deps.pairs()) {
        const tick = await deps.latestTick(pair);
        if (tick) queue.push({ kind: 'requote', pair, tick });
      }
      kick();
      const orders = [...openCount.values()].reduce((n, c) => n + c.open, 0);
      log.info({ orders }, 'spot: books rebuilt from the stored open orders');
    },

    /** Gives the books up (the feed moved to another node): what is queued is refused. */
    stop(): void {
      ready = false;
      for (const c of queue.splice(0)) if (!isInternal(c)) c.reject(new Refusal(spotMessages.engineUnavailable));
    },

    get ready() {
      return ready;
    },

    ticks(ticks: RecordedTick[]): void {
      if (!ready) return;
      const byId = new Map(deps.pairs().map((p) => [p.instrument.id, p]));
      for (const tick of ticks) {
        const pair = byId.get(tick.instrumentId);
        if (pair) queue.push({ kind: 'requote', pair, tick });
      }
      kick();
    },

    /** Takes the maker's quotes out of the books of these pairs (their markets have closed). */
    closed(closedPairs: Pair[]): void {
      if (!ready) return;
      const quoted = closedPairs.filter((p) => (makerIds.get(p.instrument.id)?.length ?? 0) > 0);
      for (const pair of quoted) queue.push({ kind: 'withdraw', pair });
      if (quoted.length) kick();
    },

    place(order: LiveOrder, key: Keyed): Promise<SpotOrder> {
      return new Promise((resolve, reject) => submit({ kind: 'place', order, ...key, resolve, reject }));
    },

    /** Cancels a user's order of this instrument (its stored row names it). */
    cancel(userId: string, orderId: string, instrumentId: number, key: Keyed): Promise<SpotOrder> {
      return new Promise((resolve, reject) =>
        submit({ kind: 'cancel', userId, orderId, instrumentId, ...key, resolve, reject }),
      );
    },

    reference: (pair: Pair) => referenceOf(pair),

    /** Levels of a book, best first: [ticks, lots]. */
    depth: (instrumentId: number, levels: number) => bookOf(instrumentId).depth(levels),

    /** Waits until everything queued so far is done (tests, shutdown). */
    async flush(): Promise<void> {
      while (running) await running;
    },

    /**
     * The books against the tables (issue 33): every stored open order rests in its book with its
     * unfilled amount, and the books hold no user order that is not stored open. Differences are
     * named; none is expected. Checked once everything queued so far is done.
     */
    async check(): Promise<{ orders: number; differences: string[] }> {
      while (running) await running;
      const differences: string[] = [];
      const stored = await store.openOrders();
      const storedIds = new Set<string>();
      for (const row of stored) {
        storedIds.add(row.id);
        const o = restingOrder(row.instrument_id, row.id);
        const pair = deps.pairs().find((p) => p.instrument.id === row.instrument_id);
        const want = pair && fromRow(row, pair);
        const resting = bookOf(row.instrument_id).get(row.id);
        if (!o || !want || !resting) differences.push(`${row.id}: stored open, not in the book`);
        else if (resting.qty !== want.lots - want.filledLots || resting.price !== want.ticks) {
          differences.push(
            `${row.id}: the book holds ${resting.qty} lots at ${resting.price}, the table ${want.lots - want.filledLots} at ${want.ticks}`,
          );
        }
      }
      for (const book of books.values()) {
        for (const r of book.orders()) {
          if (r.owner !== MAKER_OWNER && !storedIds.has(r.id))
            differences.push(`${r.id}: in the book, not stored open`);
        }
      }
      return { orders: stored.length, differences };
    },

    /** The market maker's committed inventory per currency, in units. */
    makerInventory: () => new Map(inventory),
  };
}

export type Engine = ReturnType<typeof makeEngine>;
