// Spot trading (issue 13, ADR 13): checks an order against its pair's rules and the recorded
// price, hands it to the engine (the one writer of the books) and answers with what happened;
// reads orders, fills, depth and trades; publishes book, trade and order changes on the socket.
// The engine runs on the node that runs the market feed (the tick stream is there).
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { currencyId, currencyName } from '../../contract/currencies';
import { inPriceBand, priceBand } from '../../contract/price-band';
import type {
  DepthLevel,
  OrderListReply,
  PublicTrade,
  SpotDepth,
  SpotOrder,
  SpotPair,
  TradesReply,
} from '../../contract/spot';
import { tradeRequest } from '../../contract/spot';
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import { OutcomeUnknown, Refusal } from '../core/errors';
import { requestHash } from '../core/idempotency';
import type { Ids } from '../core/ids';
import { messages } from '../core/messages';
import { Unanswered } from '../core/node-link';
import type { Realtime } from '../core/realtime';
import { makeBatchLedger } from '../ledger/batch';
import type { Ledger } from '../ledger/ledger';
import type { Posting } from '../ledger/rules';
import { fromUnits, toUnits } from '../ledger/units';
import { INSTRUMENTS, instrumentById, instrumentBySymbol } from '../market/instruments';
import type { Market } from '../market/service';
import { type BatchEffects, makeEngine } from './engine';
import { type Answer, answerWith, holderAnswer, type SpotCall } from './forward';
import { spotMessages } from './messages';
import { costUnits, feeUnits, freezeUnits, MAKER_HOLDER, parseRate, priceTicks, stepsText, toSteps } from './money';
import { fillView, LiveOrder, orderView } from './orders';
import { defaultSettings, isSpotInstrument, type Pair, pairOf, pairView } from './pairs';
import { makeSpotStore } from './store';

/** Levels a side that GET /coin/depth and the `depth` event carry. */
export const DEPTH_LEVELS = 20;
const TRADES_SHOWN = 50;
/** Book snapshots go out at most this often per symbol. */
const DEPTH_EVERY_MS = 100;
/** How long a call passed to the books' holder waits for its answer before it is reported unknown. */
const FORWARD_TIMEOUT_MS = 5_000;
/** The demo market maker's starting inventory: this much USDT, and each coin worth this much. */
const DEMO_MAKER_USDT = '50000000';
const DEMO_MAKER_COIN_VALUE = 1_000_000;

type Deps = {
  opened: OpenedDb;
  ledger: Ledger;
  ids: Ids;
  clock: Clock;
  market: Market;
  realtime: () => Realtime | null;
  demo: boolean;
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
};

type Fields = z.infer<typeof tradeRequest>;

export function makeSpot({ opened, ledger, ids, clock, market, realtime, demo, log }: Deps) {
  const store = makeSpotStore(opened);
  let pairs: Pair[] = [];
  const pairById = new Map<number, Pair>();
  const depthSeq = new Map<number, number>();
  const tradeSeq = new Map<number, number>();
  const dirtyBooks = new Set<number>();
  let depthTimer: NodeJS.Timeout | null = null;

  const engine = makeEngine({
    ledger,
    batch: makeBatchLedger(opened, ids, clock),
    store,
    ids,
    clock,
    pairs: () => pairs,
    latestTick: async (pair) => {
      // A closed market is not quoted until it trades again.
      if (!market.quote(pair.instrument.id)?.trading) return null;
      const r = await market.recordedPrice(pair.instrument.symbol);
      return r ? { id: r.tick_id, instrumentId: pair.instrument.id, price: r.price, time: r.time } : null;
    },
    published,
    fence: (trx) => market.fence(trx),
    log,
  });

  function published(effects: BatchEffects): void {
    const rt = realtime();
    if (!rt) return;
    for (const { userId, order } of effects.orders) rt.publish('order', order, `user:${userId}`);
    const byPair = new Map<number, PublicTrade[]>();
    for (const t of effects.trades) {
      const list = byPair.get(t.instrument_id) ?? [];
      list.push({ id: t.id, price: t.price, amount: t.amount, side: t.taker_side, time: Number(t.created_at) });
      byPair.set(t.instrument_id, list);
    }
    for (const [id, trades] of byPair) {
      const seq = (tradeSeq.get(id) ?? 0) + 1;
      tradeSeq.set(id, seq);
      rt.publish('trades', { symbol: symbolOf(id), seq, trades: trades.reverse() }, room(id));
    }
    for (const id of effects.books) dirtyBooks.add(id);
    depthTimer ??= setTimeout(flushDepth, DEPTH_EVERY_MS);
  }

  function flushDepth(): void {
    depthTimer = null;
    const rt = realtime();
    for (const id of dirtyBooks) {
      depthSeq.set(id, (depthSeq.get(id) ?? 0) + 1);
      const depth = depthOf(id);
      rt?.publish('depth', depth, room(id));
      // The same book as the spec's public client reads it (wire notes: `market_depth`).
      const pair = pairById.get(id) as Pair;
      rt?.publish(
        'market_depth',
        { currency_name: pair.base, legal_name: pair.quote, bids: depth.bids, asks: depth.asks },
        room(id),
      );
    }
    dirtyBooks.clear();
  }

  const room = (instrumentId: number) => `spot:${instrumentId}`;
  const symbolOf = (instrumentId: number) => instrumentById(instrumentId)?.symbol ?? '';

  function depthOf(instrumentId: number): SpotDepth {
    const pair = pairById.get(instrumentId) as Pair;
    const { bids, asks } = engine.depth(instrumentId, DEPTH_LEVELS);
    const level = ([ticks, lots]: [number, number]): DepthLevel => [
      stepsText(ticks, pair.priceDecimals),
      stepsText(lots, pair.amountDecimals),
    ];
    const ref = engine.reference(pair);
    return {
      symbol: pair.instrument.symbol,
      epoch: market.generation(),
      seq: depthSeq.get(instrumentId) ?? 0,
      bids: bids.map(level),
      asks: asks.map(level),
      reference: ref ? { tick_id: ref.id, price: ref.price, time: ref.time } : null,
      time: clock.now(),
    };
  }

  /** The pair of a base and quote currency id: the instrument's quote (USD for a stock) or what it settles in. */
  function pairOfIds(baseId: number, quoteId: number): Pair {
    // USDT's other network (coin id 2) names USDT too.
    const quote = currencyName(quoteId);
    const found = pairs.find(
      (p) => currencyId(p.base) === baseId && (currencyId(p.instrument.quote) === quoteId || p.quote === quote),
    );
    if (found?.settings.enabled !== 1) throw new Refusal(spotMessages.pairUnknown);
    return found;
  }

  function pairOfSymbol(symbol: string): Pair {
    const inst = /^\d+$/.test(symbol) ? instrumentById(Number(symbol)) : instrumentBySymbol(symbol);
    const pair = inst && pairById.get(inst.id);
    if (pair?.settings.enabled !== 1) throw new Refusal(spotMessages.pairUnknown);
    return pair;
  }

  /** The order a valid request makes, with what it freezes; a translated refusal otherwise. */
  function orderOf(userId: string, f: Fields, key: string | null): LiveOrder {
    const pair = pairOfIds(f.currency_id, f.legal_id);
    const inst = pair.instrument;
    if (!market.quote(inst.id)?.trading) throw new Refusal(spotMessages.marketClosed);
    const side = f.type === 1 ? 'buy' : 'sell';
    // A market buy may be given by the quote to spend; its lots are known once it reaches the book.
    const budget = f.total === '' ? undefined : totalUnits(f, side);
    const lots = budget === undefined ? lotsOf(pair, f.amount) : 0;
    let ticks: number;
    let worth: bigint;
    if (f.order_type === 'market') {
      if (f.post_only) throw new Refusal(spotMessages.postOnlyMarket);
      const ref = engine.reference(pair);
      const refTicks = ref ? priceTicks(ref.price, pair.priceDecimals) : null;
      if (refTicks === null) throw new Refusal(spotMessages.priceUnavailable);
      ticks = protectionTicks(pair, side, refTicks);
      worth = budget ?? costUnits(pair, refTicks, lots);
    } else {
      const t = toSteps(f.target_price, pair.priceDecimals);
      if (t === 'bad') throw new Refusal(spotMessages.badPrice);
      if (t === 'decimals') throw new Refusal(spotMessages.priceDecimals, { decimals: pair.priceDecimals });
      // The band's centre: the book's reference tick, or (books just handed over, before their
      // first tick here) the last recorded price every node knows.
      const last = engine.reference(pair)?.price ?? market.quote(inst.id)?.price;
      if (!last) throw new Refusal(spotMessages.priceUnavailable);
      const band = priceBand(last, pair.settings.price_band, pair.priceDecimals);
      if (!inPriceBand(stepsText(t, pair.priceDecimals), band)) throw new Refusal(messages.priceOutOfBand, band);
      ticks = t;
      worth = costUnits(pair, ticks, lots);
    }
    if (worth < pair.minTotalUnits) {
      throw new Refusal(spotMessages.belowMinTotal, { min: pair.settings.min_total, currency: inst.quote });
    }
    const now = clock.now();
    return new LiveOrder({
      id: ids.sortable(now),
      userId,
      pair,
      side,
      orderType: f.order_type,
      tif: f.order_type === 'market' ? 'IOC' : f.time_in_force,
      postOnly: f.post_only,
      ticks,
      lots,
      filledLots: 0,
      total: 0n,
      fee: 0n,
      frozen:
        budget === undefined
          ? freezeUnits(pair, side, ticks, lots, pair.maxFee)
          : budget + feeUnits(budget, pair.maxFee),
      budget,
      makerFee: pair.makerFee,
      takerFee: pair.takerFee,
      state: 'open',
      cancelReason: null,
      seq: 0,
      requestId: key,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** An amount as lots of the pair's base, at least its minimum; a translated refusal otherwise. */
  function lotsOf(pair: Pair, amount: string): number {
    const lots = toSteps(amount, pair.amountDecimals);
    if (lots === 'bad') throw new Refusal(spotMessages.badAmount);
    if (lots === 'decimals') throw new Refusal(spotMessages.amountDecimals, { decimals: pair.amountDecimals });
    if (lots < pair.minLots) {
      throw new Refusal(spotMessages.belowMinAmount, { min: pair.settings.min_amount, currency: pair.instrument.base });
    }
    return lots;
  }

  /** A market buy's total in ledger units; refused on any other order, or when it is not an amount. */
  function totalUnits(f: Fields, side: 'buy' | 'sell'): bigint {
    if (f.order_type !== 'market' || side !== 'buy') throw new Refusal(spotMessages.totalMarketBuyOnly);
    const units = toUnits(f.total);
    if (units === null || units <= 0n) throw new Refusal(spotMessages.badTotal);
    return units;
  }

  async function seedMakerInventory(): Promise<void> {
    const have = new Set((await ledger.balances(MAKER_HOLDER)).map((b) => b.currency));
    const postings: Posting[] = [];
    for (const currency of ['USDT', ...pairs.map((p) => p.base)]) {
      if (have.has(currency)) continue;
      const pair = pairs.find((p) => p.base === currency);
      const amount =
        currency === 'USDT'
          ? DEMO_MAKER_USDT
          : stepsText(Math.round(DEMO_MAKER_COIN_VALUE / Number(pair?.instrument.reference ?? 1)), 0);
      postings.push(
        { holder: 'system:demo-funds', account: 0, currency, field: 'available', amount: `-${amount}` },
        { holder: MAKER_HOLDER, account: 0, currency, field: 'available', amount },
      );
    }
    if (postings.length === 0) return;
    await ledger.write((trx) =>
      ledger.post(trx, { kind: 'maker_inventory', actor: 'system', memo: { demo: true }, postings }),
    );
  }

  /**
   * Runs a call that needs the books here, or on the node that holds them. "Unavailable" is said
   * only when nothing can have been done (no holder, or it was not reached, or it does not hold
   * the books); a holder asked that does not answer makes the outcome unknown (issue 33).
   */
  async function onHolder<T>(call: SpotCall, here: () => Promise<T>): Promise<T> {
    if (engine.ready) return here();
    const link = realtime()?.link;
    const holder = market.holder();
    if (!link || !holder || holder === link.nodeId) throw new Refusal(spotMessages.engineUnavailable);
    let answer: unknown;
    try {
      answer = await link.ask(holder, 'spot:call', call, FORWARD_TIMEOUT_MS);
    } catch (err) {
      if (!(err instanceof Unanswered)) throw err;
      log.error({ call: call.call, holder, sent: err.sent }, 'spot: the books holder did not answer');
      if (err.sent && (call.call === 'place' || call.call === 'cancel'))
        throw new OutcomeUnknown(spotMessages.outcomeUnknown);
      throw new Refusal(spotMessages.engineUnavailable);
    }
    const answered = holderAnswer<T>(answer);
    if (!answered) throw new Refusal(spotMessages.engineUnavailable);
    return answered.value;
  }

  async function placeHere(userId: string, f: Fields, key: string | null): Promise<SpotOrder> {
    const order = orderOf(userId, f, key);
    return engine.place(order, { key, hash: requestHash(['spot.trade', f]) });
  }

  async function cancelHere(userId: string, id: string, key: string | null): Promise<SpotOrder> {
    const row = await store.order(userId, id);
    if (!row) throw new Refusal(spotMessages.orderUnknown);
    return engine.cancel(userId, id, row.instrument_id, { key, hash: requestHash(['spot.cancel', id]) });
  }

  /**
   * Reads the pairs' settings. A pair whose settings changed gets a new Pair object; orders placed
   * before keep the one they were placed under. Returns the pairs that changed.
   */
  async function loadPairs(): Promise<Pair[]> {
    const settings = new Map((await store.pairSettings()).map((s) => [s.instrument_id, s]));
    const changed: Pair[] = [];
    pairs = INSTRUMENTS.filter(isSpotInstrument).flatMap((i) => {
      const s = settings.get(i.id);
      if (!s) return [];
      const had = pairById.get(i.id);
      if (had && JSON.stringify(s) === JSON.stringify(had.settings)) return [had];
      const next = pairOf(i, s);
      pairById.set(i.id, next);
      if (had) changed.push(next);
      return [next];
    });
    return changed;
  }

  async function takeOver(): Promise<void> {
    // Settings may have been edited while another node held the books.
    await loadPairs();
    if (demo) await seedMakerInventory();
    await engine.start();
  }

  return {
    async start(): Promise<void> {
      const now = clock.now();
      await store.seedPairs(INSTRUMENTS.filter(isSpotInstrument).map(defaultSettings), now);
      await loadPairs();
      realtime()?.link?.answer('spot:call', async (payload) => {
        const asked = payload as SpotCall;
        if (!engine.ready) return { handled: false } satisfies Answer;
        if (asked.call === 'place')
          return answerWith(() => placeHere(asked.userId, tradeRequest.parse(asked.fields), asked.key));
        if (asked.call === 'cancel') return answerWith(() => cancelHere(asked.userId, asked.id, asked.key));
        if (asked.call === 'check') return answerWith(() => engine.check());
        return answerWith(async () => depthOf(pairOfSymbol(asked.symbol).instrument.id));
      });
      market.listen({
        ticks: (ticks) => {
          engine.ticks(ticks);
          // The maker quotes a stock only while its market trades: with the first ticks after the
          // close (coins tick around the clock) its quotes leave the book.
          engine.closed(pairs.filter((p) => !market.quote(p.instrument.id)?.trading));
        },
        owner: (owns) => {
          if (owns) void takeOver().catch((err) => log.error({ err }, 'spot: taking over the books failed'));
          else engine.stop();
        },
      });
    },

    /**
     * Re-reads the pairs' settings after an operator's edit (./admin.ts): new orders are checked
     * and priced with new Pair objects; orders already placed keep the Pair (scale, fee rates,
     * limits) they were made under. Swapped only once the engine has carried out what was
     * queued, and a changed pair is requoted on its latest reference before any later order.
     */
    async reloadPairs(): Promise<void> {
      await engine.flush();
      const changed = await loadPairs();
      engine.ticks(changed.flatMap((p) => engine.reference(p) ?? []));
    },

    stop(): void {
      engine.stop();
      if (depthTimer) clearTimeout(depthTimer);
    },

    pairs(): SpotPair[] {
      return pairs.map((p) => pairView(p, market.quote(p.instrument.id)?.trading ?? false));
    },

    place: (userId: string, f: Fields, key: string | null): Promise<SpotOrder> =>
      onHolder({ call: 'place', userId, fields: f, key }, () => placeHere(userId, f, key)),

    cancel: (userId: string, id: string, key: string | null): Promise<SpotOrder> =>
      onHolder({ call: 'cancel', userId, id, key }, () => cancelHere(userId, id, key)),

    async order(userId: string, id: string): Promise<SpotOrder> {
      const row = await store.order(userId, id);
      const inst = row && instrumentById(row.instrument_id);
      if (!row || !inst) throw new Refusal(spotMessages.orderUnknown);
      const fills = (await store.fillsOf(id)).map((t) => fillView(t, id));
      return orderView(row, inst, fills);
    },

    async list(
      userId: string,
      f: { currency_id?: number; legal_id?: number; status: 1 | 2; page: number; limit: number },
    ): Promise<OrderListReply> {
      const instrumentId = f.currency_id && f.legal_id ? pairOfIds(f.currency_id, f.legal_id).instrument.id : undefined;
      const { rows, total } = await store.list(userId, {
        instrumentId,
        status: f.status,
        page: f.page,
        limit: f.limit,
      });
      const data = rows.flatMap((r) => {
        const inst = instrumentById(r.instrument_id);
        return inst ? [orderView(r, inst)] : [];
      });
      return { data, total, page: f.page, limit: f.limit };
    },

    depth: (symbol: string): Promise<SpotDepth> =>
      onHolder({ call: 'depth', symbol }, async () => depthOf(pairOfSymbol(symbol).instrument.id)),

    async trades(symbol: string): Promise<TradesReply> {
      const pair = pairOfSymbol(symbol);
      const rows = await store.recentTrades(pair.instrument.id, TRADES_SHOWN);
      return {
        symbol: pair.instrument.symbol,
        seq: tradeSeq.get(pair.instrument.id) ?? 0,
        trades: rows.map((t) => ({
          id: t.id,
          price: t.price,
          amount: t.amount,
          side: t.taker_side,
          time: Number(t.created_at),
        })),
      };
    },

    /** Socket: `spot:sub {symbol}` joins that book's room (leaving the previous one); `spot:unsub` leaves. */
    attach(socket: Socket): void {
      const leave = () => {
        for (const r of socket.rooms) if (r.startsWith('spot:')) void socket.leave(r);
      };
      socket.on('spot:sub', (payload: { symbol?: string }) => {
        leave();
        const inst = instrumentBySymbol(String(payload?.symbol ?? ''));
        if (inst && pairById.has(inst.id)) {
          void socket.join(room(inst.id));
          // Away from the holder this node's own books are empty: the first snapshot comes from it.
          onHolder({ call: 'depth', symbol: inst.symbol }, async () => depthOf(inst.id)).then(
            (depth) => socket.emit('depth', depth),
            () => undefined,
          );
        }
      });
      socket.on('spot:unsub', leave);
    },

    /** The holder's books against the stored open orders (the back office's book check). */
    check: () => onHolder({ call: 'check' }, () => engine.check()),

    /** For tests and the back office. */
    engine,
    makerInventory(): Record<string, string> {
      return Object.fromEntries([...engine.makerInventory()].map(([c, u]) => [c, fromUnits(u)]));
    },
  };
}

export type Spot = ReturnType<typeof makeSpot>;

/** How far a market order may fill: the reference price moved by the pair's protection, in ticks. */
function protectionTicks(pair: Pair, side: 'buy' | 'sell', refTicks: number): number {
  const p = parseRate(pair.settings.market_protection);
  const ref = BigInt(refTicks);
  if (side === 'buy') return Number((ref * (p.den + p.num)) / p.den);
  return Math.max(1, Number((ref * (p.den - p.num) + p.den - 1n) / p.den));
}
