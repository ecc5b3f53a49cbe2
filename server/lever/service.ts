// Leverage contracts for their owner (issue 14, ADR 17): the terms, opening (market, or a limit
// entrust), stops, closes and the lists. Every open and close happens at a recorded tick of the
// instrument no older than FRESH_MS, cited on the row; money moves through the ledger in the
// transaction that writes the row. Stops, entrust fills and liquidations are ./engine.ts.
import Decimal from 'decimal.js';
import type { z } from 'zod';
import { currencyId } from '../../contract/currencies';
import type {
  dealAllRequest,
  LeverDeal,
  LeverListReply,
  LeverPosition,
  LeverProduct,
  myTradeRequest,
  setStopRequest,
  submitRequest,
} from '../../contract/lever';
import { feeOf, limitOnRightSide, marginOf, notionalOf, type Side, stopsProblem } from '../../contract/lever-rules';
import { isWireDecimal } from '../../contract/numbers';
import { inPriceBand, priceBand } from '../../contract/price-band';
import type { Clock } from '../core/clock';
import { Refusal } from '../core/errors';
import { replayOf, requestHash } from '../core/idempotency';
import type { Ids } from '../core/ids';
import { messages } from '../core/messages';
import type { Realtime } from '../core/realtime';
import type { Ledger, Trx } from '../ledger/ledger';
import { INSTRUMENTS, type Instrument, instrumentById } from '../market/instruments';
import type { Market } from '../market/service';
import { isTrading } from '../market/sim';
import { leverMessages } from './messages';
import { entrustEntry, openEntry } from './money';
import type { Close, Closer, Tick } from './settle';
import { makeLeverStore, type PositionRow, type ProductRow } from './store';
import type { LeverPositionTable, LeverState } from './tables';
import { accountRisk, liquidationPrices, type Prices, positionView, riskView } from './view';

/** A price older than this is not the market's price any more: refuse rather than guess. */
const FRESH_MS = 15_000;

type Deps = {
  db: Parameters<typeof makeLeverStore>[0];
  ledger: Ledger;
  closer: Closer;
  ids: Ids;
  clock: Clock;
  market: Market;
  realtime: () => Realtime | null;
};

type SubmitFields = z.output<typeof submitRequest>;

const multiplesOf = (p: ProductRow) => p.multiples.split(',').map(Number);

const byPair = new Map(INSTRUMENTS.map((i) => [`${currencyId(i.base)}|${currencyId(i.quote)}`, i]));

export function productView(p: ProductRow, now: number): LeverProduct {
  const inst = instrumentById(p.instrument_id) as Instrument;
  return {
    match_id: inst.id,
    symbol: inst.symbol,
    class: inst.class,
    currency_id: currencyId(inst.base),
    legal_id: currencyId(inst.quote),
    precision: inst.precision,
    lot_size: p.lot_size,
    multiples: multiplesOf(p),
    min_share: p.min_share,
    max_share: p.max_share,
    fee_rate: p.fee_rate,
    overnight_rate: p.overnight_rate,
    price_band: p.price_band,
    trading: isTrading(inst.class, now),
  };
}

/** A price as the user typed it: positive, at most the instrument's decimals. */
function parsePrice(value: string, decimals: number): string {
  // A wire decimal (contract/numbers.ts: no sign, exponent or leading zero), at most 12 whole digits.
  if (!isWireDecimal(value) || !/^\d{1,12}(\.|$)/.test(value)) throw new Refusal(leverMessages.badPrice);
  const d = new Decimal(value);
  if (d.lte(0) || d.decimalPlaces() > decimals) throw new Refusal(leverMessages.badPrice);
  return d.toFixed();
}

export function makeLever({ db, ledger, closer, ids, clock, market, realtime }: Deps) {
  const store = makeLeverStore(db);

  /** The product of a pair, enabled; refuses otherwise. */
  async function productOf(currencyIdValue: number, legalId: number) {
    const inst = byPair.get(`${currencyIdValue}|${legalId}`);
    const product = inst ? await store.product(inst.id) : undefined;
    if (!inst || !product?.enabled) throw new Refusal(leverMessages.productUnknown);
    return { inst, product };
  }

  /** The latest recorded tick of an instrument, refused when the market is closed or the tick stale. */
  async function tradingTick(inst: Instrument): Promise<Tick> {
    const now = clock.now();
    if (!isTrading(inst.class, now)) throw new Refusal(leverMessages.marketClosed);
    const t = await market.recordedPrice(inst.symbol, now);
    if (!t) throw new Refusal(leverMessages.priceUnavailable);
    if (now - t.time > FRESH_MS) throw new Refusal(messages.priceStale, { seconds: Math.floor((now - t.time) / 1000) });
    return { id: t.tick_id, price: t.price, time: t.time };
  }

  /** The latest recorded tick of each instrument the rows (and `also`) are on. */
  async function pricesOf(rows: PositionRow[], also: number[] = []): Promise<Prices> {
    const prices: Prices = new Map();
    for (const id of new Set([...rows.map((r) => r.instrument_id), ...also])) {
      const inst = instrumentById(id);
      const t = inst ? await market.recordedPrice(inst.symbol) : null;
      if (t) prices.set(id, { id: t.tick_id, price: t.price, time: t.time });
    }
    return prices;
  }

  /** The account as its owner sees it now: available balance, live rows, prices, risk. */
  async function account(userId: string, also: number[] = []) {
    const [available, rows, line] = await Promise.all([closer.available(db, userId), store.live(userId), store.line()]);
    const prices = await pricesOf(rows, also);
    const risk = accountRisk(available, rows, prices);
    const liquidation = liquidationPrices(rows, prices, risk, line);
    return {
      available,
      rows,
      prices,
      risk,
      line,
      view: (r: PositionRow) => positionView(r, prices, liquidation.get(r.instrument_id) ?? null),
    };
  }

  /** Tells the user's devices what changed, and the account's risk after it. */
  async function announce(userId: string, changed: PositionRow[], closed?: { ids: string[]; reason: string }) {
    const rt = realtime();
    if (!rt) return;
    const a = await account(userId);
    for (const r of changed) rt.publish('lever_position', a.view(r), `user:${userId}`);
    if (closed?.ids.length) rt.publish('lever_closed', { id: closed.ids, reason: closed.reason }, `user:${userId}`);
    rt.publish('lever_trade', riskView(a.available, a.rows, a.risk, a.line), `user:${userId}`);
  }

  /** Checks a submit against the product's terms and the market now; what to write if it passes. */
  async function plan(userId: string, f: SubmitFields) {
    const { inst, product } = await productOf(f.currency_id, f.legal_id);
    if (!isTrading(inst.class, clock.now())) throw new Refusal(leverMessages.marketClosed);
    if (f.share < product.min_share || f.share > product.max_share)
      throw new Refusal(leverMessages.shareOutOfRange, { min: product.min_share, max: product.max_share });
    const multiples = multiplesOf(product);
    if (!multiples.includes(f.multiple))
      throw new Refusal(leverMessages.multipleNotAllowed, { multiples: multiples.join(', ') });
    const tick = await tradingTick(inst);
    const side: Side = f.type === 1 ? 'long' : 'short';
    const limit = f.status === 0 ? parsePrice(f.target_price, inst.precision) : null;
    if (limit && !limitOnRightSide(side, limit, tick.price)) throw new Refusal(leverMessages.limitSide);
    if (limit) {
      const band = priceBand(tick.price, product.price_band, inst.precision);
      if (!inPriceBand(limit, band)) throw new Refusal(messages.priceOutOfBand, band);
    }
    const takeProfit = f.target_profit_price ? parsePrice(f.target_profit_price, inst.precision) : null;
    const stopLoss = f.stop_loss_price ? parsePrice(f.stop_loss_price, inst.precision) : null;
    const reference = limit ?? tick.price;
    const problem = stopsProblem(side, reference, takeProfit, stopLoss);
    if (problem === 'take_profit') throw new Refusal(leverMessages.takeProfitSide);
    if (problem === 'stop_loss') throw new Refusal(leverMessages.stopLossSide);
    const now = clock.now();
    const row: LeverPositionTable = {
      id: ids.sortable(now),
      user_id: userId,
      instrument_id: inst.id,
      side,
      share: f.share,
      lot_size: product.lot_size,
      multiple: f.multiple,
      fee_rate: product.fee_rate,
      overnight_rate: product.overnight_rate,
      state: limit ? 'entrust' : 'open',
      target_price: limit,
      margin: marginOf(f.share, product.lot_size, reference, f.multiple),
      open_fee: feeOf(notionalOf(f.share, product.lot_size, reference), product.fee_rate),
      open_tick_id: limit ? null : tick.id,
      open_price: limit ? null : tick.price,
      open_time: limit ? null : tick.time,
      take_profit: takeProfit,
      stop_loss: stopLoss,
      stops_at: now,
      overnight_paid: '0',
      close_tick_id: null,
      close_price: null,
      close_time: null,
      close_reason: null,
      profit: null,
      close_fee: null,
      insurance: null,
      request_id: null,
      copy_of: null,
      created_at: now,
      updated_at: now,
      closed_at: null,
    };
    return { row, tick };
  }

  async function owned(userId: string, id: string): Promise<PositionRow> {
    const row = await store.get(userId, id);
    if (!row) throw new Refusal(leverMessages.positionUnknown);
    return row;
  }

  /**
   * Closes the user's open positions among `rows` at their markets' ticks, once per Idempotency-Key
   * (a retry after a lost answer gets the first answer); `answer` says what to reply.
   */
  async function closeRows<T>(
    userId: string,
    rows: PositionRow[],
    key: string | null,
    hash: string,
    answer: (done: PositionRow[]) => T,
  ): Promise<T> {
    const closes: Close[] = [];
    for (const row of rows) {
      const inst = instrumentById(row.instrument_id) as Instrument;
      closes.push({ row, tick: await tradingTick(inst), reason: 'user' as const });
    }
    const now = clock.now();
    let closed: PositionRow[] = [];
    const reply = await ledger.write(
      (trx) =>
        ledger.once(trx, userId, key, hash, async () => {
          closed = await closer.close(trx, userId, closes, `user:${userId}`, now);
          if (closed.length === 0) throw new Refusal(leverMessages.notOpen);
          return answer(closed);
        }),
      { retry: true },
    );
    await announce(userId, closed, { ids: closed.map((r) => r.id), reason: 'user' });
    return reply;
  }

  /** One page of the user's rows, with the account's risk. */
  async function listPage(
    userId: string,
    f: { instrumentId: number; states: LeverState[]; page: number; limit: number },
  ): Promise<LeverListReply> {
    const [page, a] = await Promise.all([store.list(userId, f), account(userId)]);
    return {
      rate_profits_total: riskView(a.available, a.rows, a.risk, a.line),
      current_page: f.page,
      data: page.rows.map(a.view),
      total: page.total,
    };
  }

  /** The first answer to this request under `key`, if it was carried out already. */
  const replayed = <T>(userId: string, key: string | null, hash: string) => replayOf<T>(db, userId, key, hash);

  /**
   * Refuses for a state read before the transaction — unless that state is this very request's
   * doing: a replay whose first request committed in between gets the first answer (issue 32: on
   * PostgreSQL keyed replays of a close were answered "not open").
   */
  async function refuseUnlessReplayed<T>(userId: string, key: string | null, hash: string, refusal: Refusal) {
    const replay = await replayed<T>(userId, key, hash);
    if (replay) return replay.answer;
    throw refusal;
  }

  return {
    async products(): Promise<LeverProduct[]> {
      const now = clock.now();
      return (await store.products())
        .filter((p) => p.enabled && instrumentById(p.instrument_id))
        .map((p) => productView(p, now));
    },

    async deal(userId: string, f: { currency_id: number; legal_id: number }): Promise<LeverDeal> {
      const { inst, product } = await productOf(f.currency_id, f.legal_id);
      const a = await account(userId, [inst.id]);
      const last = a.prices.get(inst.id) ?? null;
      const view = productView(product, clock.now());
      return {
        product: view,
        user_lever: a.available,
        multiple: { muit: view.multiples.map((value) => ({ value })) },
        lever_share_limit: { min: view.min_share, max: view.max_share },
        last_price: last?.price ?? null,
        last_tick: last,
        my_transaction: a.rows.filter((r) => r.instrument_id === inst.id && r.state === 'open').map(a.view),
        risk: riskView(a.available, a.rows, a.risk, a.line),
      };
    },

    async submit(userId: string, f: SubmitFields, key: string | null): Promise<LeverPosition> {
      const hash = requestHash(['lever', f]);
      // A retry after a lost answer gets the position it opened, even if the market has moved or
      // closed since; the answer shows the position as it is now.
      const replay = await replayed<{ id: string }>(userId, key, hash);
      let id = replay?.answer.id;
      if (!id) {
        const { row, tick } = await plan(userId, f);
        row.request_id = key;
        ({ id } = await ledger.write(
          (trx: Trx) =>
            ledger.once(trx, userId, key, hash, async () => {
              await ledger.post(
                trx,
                row.state === 'open'
                  ? openEntry(userId, row.id, row.margin, row.open_fee, tick, key)
                  : entrustEntry(userId, row.id, row.margin, row.open_fee, key),
              );
              await store.insert(trx, row);
              return { id: row.id };
            }),
          { retry: true },
        ));
      }
      const a = await account(userId);
      const saved = a.rows.find((r) => r.id === id) ?? (await owned(userId, id));
      if (!replay) await announce(userId, [saved]);
      return a.view(saved);
    },

    async close(userId: string, id: string, key: string | null): Promise<LeverPosition> {
      const hash = requestHash(['lever.close', id]);
      const replay = await replayed<LeverPosition>(userId, key, hash);
      if (replay) return replay.answer;
      const row = await owned(userId, id);
      if (row.state !== 'open') return refuseUnlessReplayed(userId, key, hash, new Refusal(leverMessages.notOpen));
      return closeRows(userId, [row], key, hash, ([done]) => positionView(done as PositionRow, new Map()));
    },

    async cancel(userId: string, id: string, key: string | null): Promise<LeverPosition> {
      const hash = requestHash(['lever.cancel', id]);
      const replay = await replayed<LeverPosition>(userId, key, hash);
      if (replay) return replay.answer;
      const row = await owned(userId, id);
      if (row.state !== 'entrust') {
        return refuseUnlessReplayed(userId, key, hash, new Refusal(leverMessages.notEntrust));
      }
      const now = clock.now();
      let done: PositionRow | undefined;
      const answer = await ledger.write(
        (trx) =>
          ledger.once(trx, userId, key, hash, async () => {
            [done] = await closer.cancel(trx, userId, [row], `user:${userId}`, now);
            if (!done) throw new Refusal(leverMessages.notEntrust);
            return positionView(done, new Map());
          }),
        { retry: true },
      );
      if (done) await announce(userId, [done]);
      return answer;
    },

    async setStop(userId: string, f: z.output<typeof setStopRequest>): Promise<LeverPosition> {
      const row = await owned(userId, f.id);
      if (row.state !== 'open' && row.state !== 'entrust') throw new Refusal(leverMessages.notOpen);
      const inst = instrumentById(row.instrument_id) as Instrument;
      const takeProfit = f.target_profit_price ? parsePrice(f.target_profit_price, inst.precision) : null;
      const stopLoss = f.stop_loss_price ? parsePrice(f.stop_loss_price, inst.precision) : null;
      const last = await market.recordedPrice(inst.symbol);
      const reference = row.state === 'entrust' ? row.target_price : (last?.price ?? null);
      if (!reference) throw new Refusal(leverMessages.priceUnavailable);
      const problem = stopsProblem(row.side, reference, takeProfit, stopLoss);
      if (problem === 'take_profit') throw new Refusal(leverMessages.takeProfitSide);
      if (problem === 'stop_loss') throw new Refusal(leverMessages.stopLossSide);
      const now = clock.now();
      const res = await db
        .updateTable('lever_position')
        .set({ take_profit: takeProfit, stop_loss: stopLoss, stops_at: now, updated_at: now })
        .where('id', '=', row.id)
        .where('state', '=', row.state)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw new Refusal(leverMessages.notOpen);
      const a = await account(userId);
      const saved = await owned(userId, row.id);
      await announce(userId, [saved]);
      return a.view(saved);
    },

    /** Closes all (0), only long (1) or only short (2) open positions whose markets trade now. */
    async batchClose(
      userId: string,
      type: 0 | 1 | 2,
      key: string | null,
    ): Promise<{ closed: number; skipped: number }> {
      const hash = requestHash(['lever.batch_close', type]);
      const replay = await replayed<{ closed: number; skipped: number }>(userId, key, hash);
      if (replay) return replay.answer;
      const rows = (await store.live(userId)).filter(
        (r) => r.state === 'open' && (type === 0 || (type === 1 ? r.side === 'long' : r.side === 'short')),
      );
      if (rows.length === 0) {
        return refuseUnlessReplayed(userId, key, hash, new Refusal(leverMessages.nothingToClose));
      }
      const now = clock.now();
      const trading = rows.filter((r) => isTrading((instrumentById(r.instrument_id) as Instrument).class, now));
      if (trading.length === 0) throw new Refusal(leverMessages.marketClosed);
      return closeRows(userId, trading, key, hash, (done) => ({
        closed: done.length,
        skipped: rows.length - done.length,
      }));
    },

    async list(userId: string, f: z.output<typeof myTradeRequest>): Promise<LeverListReply> {
      const inst = f.currency_id ? byPair.get(`${f.currency_id}|${f.legal_id}`) : undefined;
      const states: LeverState[] = f.status === 0 ? ['entrust'] : f.status === 1 ? ['open'] : ['closed', 'cancelled'];
      return listPage(userId, { instrumentId: inst?.id ?? 0, states, page: f.page, limit: f.limit });
    },

    async dealAll(userId: string, f: z.output<typeof dealAllRequest>): Promise<LeverListReply> {
      const { inst } = await productOf(f.currency_id, f.legal_id);
      return listPage(userId, { instrumentId: inst.id, states: ['open', 'entrust'], page: f.page, limit: f.limit });
    },

    /** Tells a user's devices about changes made elsewhere (the trigger engine). */
    announce,
  };
}

export type Lever = ReturnType<typeof makeLever>;
