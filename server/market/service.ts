// The market: keeps every instrument's live candles in memory, feeds them from the MarketFeed
// once a second (recording ticks and candles in one transaction), answers quotes and candle
// history, and publishes changes on the socket. Only the node holding the 'market-feed' lease
// runs the feed; other nodes read what it records. The lease is short (a holder killed is replaced
// within 5 s) and fenced: the holder writes only while the lease keeps the generation it took over
// with (ADR 23).
import type { Socket } from 'socket.io';
import { currencyId } from '../../contract/currencies';
import type { Candle, KlineEvent, Period, Quotation, TickerEvent } from '../../contract/market';
import { MAX_CANDLES, PERIODS } from '../../contract/market';
import type { Clock } from '../core/clock';
import type { Db, DbKind } from '../core/db';
import type { Realtime } from '../core/realtime';
import { backfill, type CandleRow } from './backfill';
import { applyTick, bucketStart, changePercent, periodMs } from './candles';
import { ExchangeFeed } from './exchangeFeed';
import { CompositeFeed, type MarketFeed, SimulatedFeed, type WalkState } from './feed';
import { INSTRUMENTS, type Instrument, instrumentById, instrumentBySymbol } from './instruments';
import { keepHour, quoteVolume24h } from './quoteVolume';
import type { MarketRandom } from './randomness';
import { isTrading, MINUTE_MS, priceString } from './sim';
import { makeMarketStore, type TickRow } from './store';

const DAY = 86_400_000;

/** The exchange lists the coins quoted in USDT. */
const exchangeListed = (i: Instrument) => i.class === 'crypto' && i.quote === 'USDT';
const LEASE = 'market-feed';
/** A holder that stops renewing is replaced after this long (plus one try's interval). */
const LEASE_TTL = 4_000;
/** The holder renews, and every other node tries to take the lease, this often. */
const LEASE_EVERY = 1_000;

export type MarketConfig = {
  backfillDays: number;
  tickRetentionDays: number;
  /** 'simulated' (the default), or 'exchange': live coins from `feedUrl`, the rest simulated. */
  feed: 'simulated' | 'exchange';
  feedUrl: string;
};

type Deps = {
  db: Db;
  kind: DbKind;
  /** This node's id: the lease is held under it. */
  nodeId: string;
  clock: Clock;
  config: MarketConfig;
  random: MarketRandom;
  realtime: () => Realtime | null;
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
};

type Book = Map<Period, Candle>;

/** A tick as recorded: its id is what settlement rows cite (DESIGN §7). */
export type RecordedTick = { id: number; instrumentId: number; price: string; time: number };

/**
 * The in-process tick stream (DESIGN §7): on the node that runs the feed, every listener hears
 * each second's ticks once they are recorded; `owner` says when this node starts or stops running
 * the feed, so price-driven work (the spot market maker, triggers) runs where the ticks are.
 */
export type TickListener = { ticks(ticks: RecordedTick[]): void; owner(owns: boolean): void };

export function makeMarket({ db, kind, nodeId, clock, config, random, realtime, log }: Deps) {
  const store = makeMarketStore(db, kind);
  const books = new Map<number, Book>();
  /** Each instrument's hourly candles of the last 24 hours, for the 24 h quote volume. */
  const hours = new Map<number, Candle[]>();
  const lastTime = new Map<number, number>();
  const seq = new Map<string, number>();
  let feed: MarketFeed | null = null;
  let owner = false;
  /** The lease's generation this node took over with (0 while it does not hold it). */
  let generation = 0;
  /** Who holds the feed (and so the spot books and triggers), as of the last look. */
  let holder: string | null = null;
  let renewing = false;
  let pumping: NodeJS.Timeout | undefined;
  /** The take-over in progress or done (start() waits for the first one). */
  let taking: Promise<void> | null = null;
  // Which instruments the exchange covers is known from the configuration, on every node.
  const liveIds = new Set(config.feed === 'exchange' ? INSTRUMENTS.filter(exchangeListed).map((i) => i.id) : []);
  const timers: NodeJS.Timeout[] = [];
  const listeners: TickListener[] = [];
  let busy = false;

  const bookOf = (id: number) => {
    let book = books.get(id);
    if (!book) {
      book = new Map();
      books.set(id, book);
    }
    return book;
  };

  function loadRows(rows: CandleRow[]) {
    for (const r of rows) {
      const book = bookOf(r.instrumentId);
      const have = book.get(r.period);
      if (!have || have.time <= r.time) book.set(r.period, r);
      if (r.period === '1h') keepHourOf(r.instrumentId, r);
    }
  }

  /** The hourly candles before the newest, for the 24 h quote volume (one primary-key range each). */
  async function loadLastDay() {
    const now = clock.now();
    for (const inst of INSTRUMENTS) {
      const rows = await store.candles(inst.id, '1h', now - DAY, now, 25);
      loadRows(rows.map((c) => ({ ...c, instrumentId: inst.id, period: '1h' as const })));
    }
  }

  function keepHourOf(instrumentId: number, candle: Candle) {
    const { time, open, high, low, close, volume } = candle;
    hours.set(instrumentId, keepHour(hours.get(instrumentId) ?? [], { time, open, high, low, close, volume }));
  }

  /** Brings history up to now: a full backfill for a new market, the missed minutes after downtime. */
  async function catchUp(now: number): Promise<Map<number, WalkState>> {
    const walks = new Map<number, WalkState>();
    for (const inst of INSTRUMENTS) {
      const book = bookOf(inst.id);
      const minute = book.get('1m');
      const from = minute ? minute.time + MINUTE_MS : now - config.backfillDays * DAY;
      const x = minute ? Math.log(Number(minute.close)) : 0;
      const walk = minute ? { minute: Math.floor(minute.time / MINUTE_MS), x } : undefined;
      const result = backfill(inst, random, from, now, walk, PERIODS, new Map(book));
      if (result.rows.length) await store.upsertCandles(result.rows);
      loadRows(result.rows);
      walks.set(inst.id, result.walk);
      await recordClose(inst, result.walk, now);
    }
    return walks;
  }

  /**
   * A market closed now (forex at the weekend, stocks overnight) on a fresh or long-stopped server
   * has no recorded tick until it opens, and every valuation (fiat rates, a stock holding's worth)
   * cites a recorded tick: without one the assets screen could show no total until Monday. Its
   * price now is its walk's, unchanged since its last open minute (the backfill's last minute
   * candle, when there is history), and is recorded as its last tick: in that minute when there
   * is one, so the price cited is the one its chart shows; now when the market has no history.
   */
  async function recordClose(inst: Instrument, walk: WalkState, now: number) {
    if (isTrading(inst.class, now)) return;
    const last = bookOf(inst.id).get('1m');
    const time = last ? last.time + MINUTE_MS - 1000 : Math.floor(now / 1000) * 1000;
    const recorded = await store.latestTick(inst.id, now);
    if (recorded && (!last || Number(recorded.time) >= last.time)) return;
    const price = last?.close ?? priceString(walk.x, inst);
    await store.write([{ id: time * 1000 + inst.id, instrumentId: inst.id, price, volume: '0', time }], []);
  }

  function quoteOf(inst: Instrument, now: number): Quotation {
    const book = books.get(inst.id);
    const day = book?.get('1d');
    const minute = book?.get('1m');
    const price = minute?.close ?? day?.close ?? inst.reference;
    const open = day?.open ?? price;
    return {
      id: inst.id,
      symbol: inst.symbol,
      base: inst.base,
      quote: inst.quote,
      currency_id: currencyId(inst.base),
      legal_id: currencyId(inst.quote),
      class: inst.class,
      en_name: inst.en_name,
      option_name: inst.option_name,
      tw_name: inst.tw_name,
      precision: inst.precision,
      price,
      open,
      high: day?.high ?? price,
      low: day?.low ?? price,
      volume: day?.volume ?? '0',
      quote_volume: quoteVolume24h(hours.get(inst.id) ?? [], now),
      change: changePercent(price, open),
      trading: isTrading(inst.class, now),
      source: liveIds.has(inst.id) ? 'live' : 'demo',
      time: lastTime.get(inst.id) ?? minute?.time ?? 0,
    };
  }

  /** One second of the feed: record its ticks and changed candles, then tell the clients. */
  async function pump() {
    if (!feed || busy) return;
    busy = true;
    try {
      const now = clock.now();
      const ticks = feed.poll(now);
      if (ticks.length === 0) return;
      const rows: TickRow[] = [];
      const changed = new Map<string, CandleRow>();
      for (const t of ticks) {
        // Each instrument ticks at most once per time slot, so (time, instrument) names a tick.
        rows.push({ ...t, id: t.time * 1000 + t.instrumentId });
        lastTime.set(t.instrumentId, t.time);
        const book = bookOf(t.instrumentId);
        for (const period of PERIODS) {
          const candle = applyTick(book.get(period), t.price, t.volume, t.time, period);
          book.set(period, candle);
          if (period === '1h') keepHourOf(t.instrumentId, candle);
          changed.set(`${t.instrumentId}|${period}`, { ...candle, instrumentId: t.instrumentId, period });
        }
      }
      if (!(await store.write(rows, [...changed.values()], fence))) {
        log.error({ node: nodeId }, 'market feed: another node holds the lease now; nothing recorded');
        void renewLease();
        return;
      }
      const recorded = rows.map((r) => ({ id: r.id, instrumentId: r.instrumentId, price: r.price, time: r.time }));
      for (const l of listeners) l.ticks(recorded);
      publish(
        ticks.map((t) => t.instrumentId),
        [...changed.values()],
        now,
      );
    } catch (err) {
      log.error({ err }, 'market pump failed');
    } finally {
      busy = false;
    }
  }

  function publish(instrumentIds: number[], candles: CandleRow[], now: number) {
    const rt = realtime();
    if (!rt) return;
    const ticker: TickerEvent = [...new Set(instrumentIds)].map((id) => {
      const q = quoteOf(instrumentById(id) as Instrument, now);
      return {
        id,
        price: q.price,
        open: q.open,
        high: q.high,
        low: q.low,
        volume: q.volume,
        quote_volume: q.quote_volume,
        change: q.change,
        time: q.time,
        trading: q.trading,
      };
    });
    rt.publish('ticker', ticker);
    for (const c of candles) {
      const key = `${c.instrumentId}:${c.period}`;
      const n = (seq.get(key) ?? 0) + 1;
      seq.set(key, n);
      const inst = instrumentById(c.instrumentId) as Instrument;
      const event: KlineEvent = {
        symbol: inst.symbol,
        period: c.period,
        seq: n,
        candle: { time: c.time, open: c.open, high: c.high, low: c.low, close: c.close, volume: c.volume },
      };
      rt.publish('kline', event, `kline:${key}`);
    }
  }

  function makeFeed(walks: Map<number, WalkState>): MarketFeed {
    if (config.feed !== 'exchange') return new SimulatedFeed(INSTRUMENTS, random, walks);
    const live = INSTRUMENTS.filter((i) => liveIds.has(i.id));
    const simulated = INSTRUMENTS.filter((i) => !liveIds.has(i.id));
    return new CompositeFeed([
      new ExchangeFeed(config.feedUrl, live, { warn: (o, m) => log.error(o, m) }),
      new SimulatedFeed(simulated, random, walks),
    ]);
  }

  async function follow() {
    if (owner) return;
    const [candles, times] = await Promise.all([store.latestCandles(), store.tickTimesSince(clock.now() - 60_000)]);
    loadRows(candles);
    for (const t of times) if (t.time > (lastTime.get(t.instrumentId) ?? 0)) lastTime.set(t.instrumentId, t.time);
  }

  /** Inside a writer's transaction: whether this node still holds the feed's lease as it took it. */
  async function fence(trx: Db): Promise<boolean> {
    return owner && (await store.fence(trx, LEASE, nodeId, generation));
  }

  /** Renews or tries to take the lease; a change of holder starts or stops the feed here. */
  async function renewLease() {
    if (renewing) return;
    renewing = true;
    try {
      const lease = await store.lease(LEASE, nodeId, clock.now(), LEASE_TTL);
      holder = lease && lease.expiresAt > clock.now() ? lease.holder : null;
      const holds = lease?.holder === nodeId && (!owner || lease.generation === generation);
      if (holds && !owner) {
        owner = true;
        generation = lease.generation;
        taking = takeOver(generation).catch((err) => log.error({ err }, 'market feed: taking over failed'));
      } else if (!holds && owner) lose();
    } finally {
      renewing = false;
    }
  }

  /** Starts the feed here: history brought up to now first. Renewal goes on meanwhile. */
  async function takeOver(took: number) {
    log.info({ node: nodeId, generation: took }, 'market feed: this node runs it');
    loadRows(await store.latestCandles());
    const walks = await catchUp(clock.now());
    if (!owner || generation !== took) return;
    feed = makeFeed(walks);
    for (const l of listeners) l.owner(true);
  }

  function lose() {
    log.info({ node: nodeId }, 'market feed: lease lost');
    owner = false;
    generation = 0;
    feed?.close();
    feed = null;
    for (const l of listeners) l.owner(false);
  }

  return {
    async start() {
      loadRows(await store.latestCandles());
      await loadLastDay();
      await renewLease();
      await taking;
      // The first second's ticks now, not a second later: a fresh server quotes at once.
      await pump();
      pumping = setInterval(() => void pump(), 1000);
      timers.push(pumping);
      timers.push(setInterval(() => void renewLease().catch((err) => log.error({ err }, 'market lease')), LEASE_EVERY));
      // Nodes without the feed follow what the owner records, each quote with its tick's own time.
      timers.push(setInterval(() => void follow().catch((err) => log.error({ err }, 'market follow')), 1000));
      timers.push(
        setInterval(
          () => void store.pruneTicks(clock.now() - config.tickRetentionDays * DAY).catch(() => undefined),
          3_600_000,
        ),
      );
      for (const t of timers) t.unref();
    },

    /**
     * Stops the feed and hands its lease back, so a restarted or other node takes over at once.
     * True when this node held it (the others may be told).
     */
    async stop(): Promise<boolean> {
      for (const t of timers.splice(0)) clearInterval(t);
      feed?.close();
      if (!owner) return false;
      owner = false;
      generation = 0;
      await store.releaseLease(LEASE, nodeId).catch((err) => log.error({ err }, 'market lease release'));
      return true;
    },

    /** The node that holds the feed (and the spot books), as of the last look; null when none does. */
    holder: () => holder,

    /** Whether this node holds the feed (and so the books and the triggers) now. */
    holds: () => owner,

    /** The lease's generation while this node holds the feed, else 0: the epoch of its streams. */
    generation: () => generation,

    /** Tries to take the lease now (another node has just handed it back). */
    tryLease: () => renewLease().catch((err) => log.error({ err }, 'market lease')),

    /** Inside a writer's transaction: whether this node still holds the feed as it took it (fencing). */
    fence,

    /** Subscribes to the tick stream; call before start(). */
    listen(listener: TickListener) {
      listeners.push(listener);
      if (owner) listener.owner(true);
    },

    /** Runs one pump now (tests). */
    pump,

    /** Stops recording ticks on the timer but keeps the lease (tests: prices hold still while trading goes on). */
    pause() {
      clearInterval(pumping);
    },

    quotes(): Quotation[] {
      const now = clock.now();
      return INSTRUMENTS.map((inst) => quoteOf(inst, now));
    },

    quote(id: number): Quotation | null {
      const inst = instrumentById(id);
      return inst ? quoteOf(inst, clock.now()) : null;
    },

    instrument: (symbol: string) => instrumentBySymbol(symbol),

    /** Candles of [from, to], oldest first, at most MAX_CANDLES (the newest ones). */
    async candles(inst: Instrument, period: Period, from: number, to: number): Promise<Candle[]> {
      const rows = await store.candles(inst.id, period, from, to, MAX_CANDLES);
      // The live candle may be newer in memory than on disk by up to a second.
      const live = books.get(inst.id)?.get(period);
      if (live && live.time >= from && live.time <= to) {
        const i = rows.findIndex((r) => r.time === live.time);
        if (i >= 0) rows[i] = live;
        else if (!rows.length || live.time > (rows[rows.length - 1]?.time ?? 0)) rows.push(live);
      }
      return rows;
    },

    defaultRange(period: Period, to: number) {
      return { from: bucketStart(to, period) - 300 * periodMs(period), to };
    },

    /** Socket: `kline:sub {symbol, period}` joins that candle's room (leaving the previous one). */
    attach(socket: Socket) {
      socket.on('kline:sub', (payload: { symbol?: string; period?: Period }) => {
        const inst = instrumentBySymbol(String(payload?.symbol ?? ''));
        const period = PERIODS.includes(payload?.period as Period) ? (payload.period as Period) : null;
        for (const room of socket.rooms) if (room.startsWith('kline:')) void socket.leave(room);
        if (inst && period) void socket.join(`kline:${inst.id}:${period}`);
      });
      socket.on('kline:unsub', () => {
        for (const room of socket.rooms) if (room.startsWith('kline:')) void socket.leave(room);
      });
    },

    async recordedTick(id: number) {
      return store.tick(id);
    },

    /** The newest recorded tick of `symbol` at or before `at` (now by default): the price money moves at. */
    async recordedPrice(symbol: string, at = clock.now()) {
      const inst = instrumentBySymbol(symbol);
      return citable(inst?.symbol ?? symbol, inst ? await store.latestTick(inst.id, at) : undefined);
    },

    /** The first recorded tick of `symbol` at or after `at`, once recorded: what a settlement at `at` cites. */
    async settlementPrice(symbol: string, at: number) {
      const inst = instrumentBySymbol(symbol);
      return citable(inst?.symbol ?? symbol, inst ? await store.firstTick(inst.id, at) : undefined);
    },
  };
}

export type Market = ReturnType<typeof makeMarket>;

const citable = (symbol: string, tick: { id: number | string; price: string; time: number | string } | undefined) =>
  tick ? { symbol, tick_id: Number(tick.id), price: tick.price, time: Number(tick.time) } : null;

/** A recorded tick as money cites it. */
export type CitedTick = NonNullable<ReturnType<typeof citable>>;
