// Seconds options (issue 15, ADR 14): published terms, the risk disclosure, and submitting an
// option — the stake moves from the user's micro account to `system:options` in the ledger
// transaction that writes the option, which cites the recorded tick current at acceptance.
// Settlement is ./settle.ts.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { currencyId, currencyName } from '../../contract/currencies';
import type {
  OptionDuration,
  OptionListReply,
  OptionOrder,
  OptionTerms,
  PayableCurrency,
  submitRequest,
} from '../../contract/options';
import type { Clock } from '../core/clock';
import { Refusal } from '../core/errors';
import { replayOf } from '../core/idempotency';
import type { Ids } from '../core/ids';
import { messages } from '../core/messages';
import type { Realtime } from '../core/realtime';
import { parseAmount } from '../ledger/amounts';
import type { Ledger } from '../ledger/ledger';
import type { MoneyDesk } from '../ledger/money-desk';
import { instrumentById } from '../market/instruments';
import type { Market } from '../market/service';
import { isTrading } from '../market/sim';
import { optionMessages } from './messages';
import { ratioPercent, stakeWithin } from './rules';
import { makeOptionStore } from './store';
import { optionView } from './view';

/** The micro (options) account (spec: account id 4), and where stakes wait for settlement. */
export const MICRO = 4;
export const OPTIONS_HOLDER = 'system:options';
/** The currencies a stake may be paid in: the duration's bounds are in this currency. */
const PAYABLE = ['USDT'];
/** The risk disclosure's version: raising it asks every user to accept the new text. */
export const DISCLOSURE_VERSION = 1;
/** An entry price older than this is not the market's price any more: refuse rather than guess. */
const FRESH_MS = 15_000;

type Deps = {
  db: Parameters<typeof makeOptionStore>[0];
  ledger: Ledger;
  desk: MoneyDesk;
  ids: Ids;
  clock: Clock;
  market: Market;
  realtime: () => Realtime | null;
};

type SubmitFields = z.output<typeof submitRequest>;

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export function makeOptions({ db, ledger, desk, ids, clock, market, realtime }: Deps) {
  const store = makeOptionStore(db);

  async function ready(userId: string) {
    if (!(await store.enabled())) throw new Refusal(optionMessages.productOff);
    if (!(await store.accepted(userId, DISCLOSURE_VERSION))) throw new Refusal(optionMessages.disclosureNeeded);
  }

  /** The option `f` asks for, checked against the published terms and the market now. */
  async function terms(f: SubmitFields) {
    const inst = instrumentById(f.match_id);
    if (!inst) throw new Refusal(optionMessages.instrumentUnknown);
    const now = clock.now();
    if (!isTrading(inst.class, now)) throw new Refusal(optionMessages.marketClosed);
    if (!isTrading(inst.class, now + f.seconds * 1000)) throw new Refusal(optionMessages.closesBeforeExpiry);
    const duration = await store.duration(f.seconds);
    if (!duration?.enabled) throw new Refusal(optionMessages.durationUnknown);
    const currency = currencyName(f.currency_id);
    if (!currency || !PAYABLE.includes(currency)) throw new Refusal(optionMessages.currencyUnknown);
    const stake = parseAmount(f.number, currency);
    if (!stake) throw new Refusal(optionMessages.badStake);
    const within = stakeWithin(stake, duration.min_stake, duration.max_stake);
    if (within === 'below') throw new Refusal(optionMessages.stakeBelow, { min: duration.min_stake, currency });
    if (within === 'above') throw new Refusal(optionMessages.stakeAbove, { max: duration.max_stake, currency });
    const tick = await market.recordedPrice(inst.symbol, now);
    if (!tick) throw new Refusal(optionMessages.priceUnavailable);
    if (now - tick.time > FRESH_MS)
      throw new Refusal(messages.priceStale, { seconds: Math.floor((now - tick.time) / 1000) });
    return { inst, currency, stake, ratio: duration.profit_ratio, tick, now };
  }

  return {
    async terms(userId: string | null): Promise<OptionTerms> {
      return {
        enabled: await store.enabled(),
        disclosure_accepted: userId ? await store.accepted(userId, DISCLOSURE_VERSION) : false,
        disclosure_version: DISCLOSURE_VERSION,
      };
    },

    async acceptDisclosure(userId: string, version: number): Promise<OptionTerms> {
      if (version !== DISCLOSURE_VERSION) throw new Refusal(optionMessages.disclosureVersion);
      await store.accept(userId, version, clock.now());
      return this.terms(userId);
    },

    async durations(): Promise<OptionDuration[]> {
      if (!(await store.enabled())) return [];
      return (await store.durations(true)).map((d) => ({
        seconds: d.seconds,
        profit_ratio: ratioPercent(d.profit_ratio),
        min: d.min_stake,
        max: d.max_stake,
      }));
    },

    async payable(userId: string): Promise<PayableCurrency[]> {
      const rows = await ledger.balances(`user:${userId}`);
      return PAYABLE.map((currency) => ({
        id: currencyId(currency),
        currency,
        balance: rows.find((r) => r.account === MICRO && r.currency === currency)?.available ?? '0',
      }));
    },

    async submit(userId: string, f: SubmitFields, key: string | null): Promise<OptionOrder> {
      const requestHash = hashOf(['option', f]);
      // A retry after a lost answer gets that answer, even if the market has closed since.
      const replay = await replayOf<OptionOrder>(db, userId, key, requestHash);
      if (replay) return replay.answer;
      await ready(userId);
      const t = await terms(f);
      const user = `user:${userId}`;
      const id = ids.sortable(t.now);
      const row = {
        id,
        user_id: userId,
        instrument_id: t.inst.id,
        currency: t.currency,
        direction: f.type === 1 ? ('up' as const) : ('down' as const),
        seconds: f.seconds,
        stake: t.stake,
        profit_ratio: t.ratio,
        open_tick_id: t.tick.tick_id,
        open_price: t.tick.price,
        open_time: t.tick.time,
        expires_at: t.now + f.seconds * 1000,
        state: 'open' as const,
        settle_tick_id: null,
        settle_price: null,
        settle_time: null,
        result: null,
        payout: null,
        settled_at: null,
        request_id: key,
        created_at: t.now,
      };
      const order = await desk.submit({
        userId,
        key,
        hash: requestHash,
        entry: {
          kind: 'option_stake',
          actor: user,
          requestId: key,
          memo: { option: id, symbol: t.inst.symbol, tick_id: t.tick.tick_id },
          postings: [
            { holder: user, account: MICRO, currency: t.currency, field: 'available', amount: `-${t.stake}` },
            { holder: OPTIONS_HOLDER, account: 0, currency: t.currency, field: 'available', amount: t.stake },
          ],
        },
        answer: () => optionView(row, t.now),
        rows: async (trx) => {
          await store.insert(trx, row);
        },
      });
      realtime()?.publish('option', order, `user:${userId}`);
      return order;
    },

    async list(userId: string, f: { match_id: number; status: 1 | 2; page: number; limit: number }) {
      const { rows, total } = await store.list(userId, {
        instrumentId: f.match_id,
        state: f.status === 1 ? 'open' : 'settled',
        page: f.page,
        limit: f.limit,
      });
      const now = clock.now();
      return { data: rows.map((r) => optionView(r, now)), total, page: f.page, limit: f.limit } as OptionListReply;
    },

    async result(userId: string, id: string): Promise<OptionOrder> {
      const row = await store.get(userId, id);
      if (!row) throw new Refusal(optionMessages.orderUnknown);
      return optionView(row, clock.now());
    },
  };
}

export type Options = ReturnType<typeof makeOptions>;
