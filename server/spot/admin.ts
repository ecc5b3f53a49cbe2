// The back office's view of spot trading (issue 13): the market maker's inventory and P&L, and
// editing the pairs' settings. The maker is the ledger's system holder `system:market-maker`:
// what was put in is the sum of its postings in `maker_inventory` entries, what it holds now is
// its balance, and the difference — what trading moved — is valued at the recorded USDT prices
// (server/wallet/prices.ts). A settings edit is written with its audit record in one transaction
// (ADR 9), then the running spot service re-reads the settings for new orders — on this node and,
// through the Redis adapter, on every other API node (the one holding the books among them);
// orders already placed keep the terms they copied (DESIGN §7). All money is exact: ledger units
// and decimal.js.
import Decimal from 'decimal.js';
import { type RawBuilder, sql } from 'kysely';
import type {
  AdminSpotPair,
  SpotMakerCurrency,
  SpotMakerReport,
  SpotMakerTrades,
  SpotPairChanges,
} from '../../contract/admin';
import type { Audit } from '../admin/audit';
import { adminMessages } from '../admin/messages';
import type { Clock } from '../core/clock';
import type { Db, DbKind } from '../core/db';
import { Refusal } from '../core/errors';
import type { Realtime } from '../core/realtime';
import { LEDGER_CURRENCIES } from '../ledger/amounts';
import type { Ledger, Trx } from '../ledger/ledger';
import { fromUnits, toUnits } from '../ledger/units';
import { instrumentById } from '../market/instruments';
import type { Prices } from '../wallet/prices';
import { spotAdminMessages } from './admin-messages';
import { editPair, sameSettings, settingsOf } from './admin-rules';
import { MAKER_HOLDER } from './money';
import { isSpotInstrument, type PairSettings, pairOf } from './pairs';
import type { Spot } from './service';

const D = Decimal.clone({ precision: 60 });
const DAY_MS = 24 * 3_600_000;
const OPEN = ['open', 'partial'] as const;
/** Asked of the other API nodes after an edit: re-read the pairs' settings. */
const RELOAD = 'spot:reload-pairs';

type Deps = {
  db: Db;
  kind: DbKind;
  ledger: Ledger;
  prices: Prices;
  spot: Pick<Spot, 'reloadPairs' | 'engine' | 'check'>;
  audit: Audit;
  clock: Clock;
  realtime: () => Realtime | null;
  log: { error: (o: object, m: string) => void };
};

/**
 * Σ of a column of decimal strings (at most 8 decimals) in ledger units, summed exactly by the
 * database: PostgreSQL as numeric; SQLite, which has no decimal type, as whole and fractional
 * parts in 64-bit integers (`hi` whole, `lo` 10⁻⁸ units).
 */
function unitsSum(kind: DbKind, column: string): { hi: RawBuilder<string>; lo: RawBuilder<string> } {
  const c = sql.ref(column);
  if (kind === 'postgres') return { hi: sql<string>`coalesce(sum(cast(${c} as numeric)), 0)::text`, lo: sql`'0'` };
  const abs = sql`ltrim(${c}, '-')`;
  const sign = sql`(case when substr(${c}, 1, 1) = '-' then -1 else 1 end)`;
  const point = sql`instr(${abs} || '.', '.')`;
  return {
    hi: sql<string>`cast(coalesce(sum(${sign} * cast(substr(${abs}, 1, ${point} - 1) as integer)), 0) as text)`,
    lo: sql<string>`cast(coalesce(sum(${sign} * cast(substr(substr(${abs}, ${point} + 1) || '00000000', 1, 8) as integer)), 0) as text)`,
  };
}

export function makeSpotAdmin({ db, kind, ledger, prices, spot, audit, clock, realtime, log }: Deps) {
  const units = (r: { hi: string; lo: string }): bigint =>
    kind === 'postgres' ? (toUnits(String(r.hi)) ?? 0n) : BigInt(r.hi) * 100_000_000n + BigInt(r.lo);

  /** Trades where the maker was a side (one side has no user), since `from`. */
  async function makerTrades(from: number | null): Promise<SpotMakerTrades> {
    const sum = unitsSum(kind, 'total');
    let q = db
      .selectFrom('spot_trade')
      .select([sql<string>`cast(count(*) as text)`.as('n'), sum.hi.as('hi'), sum.lo.as('lo')])
      .where((eb) => eb.or([eb('maker_user_id', 'is', null), eb('taker_user_id', 'is', null)]));
    if (from !== null) q = q.where('created_at', '>=', from);
    const row = await q.executeTakeFirstOrThrow();
    return { count: Number(row.n), volume: fromUnits(units(row)) };
  }

  /** Per currency, the maker's postings in `maker_inventory` entries, in units. */
  async function putIn(): Promise<Map<string, bigint>> {
    const sum = unitsSum(kind, 'p.amount');
    const rows = await db
      .selectFrom('ledger_posting as p')
      .innerJoin('ledger_entry as e', 'e.id', 'p.entry_id')
      .select(['p.currency', sum.hi.as('hi'), sum.lo.as('lo')])
      .where('p.holder', '=', MAKER_HOLDER)
      .where('e.kind', '=', 'maker_inventory')
      .groupBy('p.currency')
      .execute();
    return new Map(rows.map((r) => [r.currency, units(r)]));
  }

  async function openOrders(q: Trx, instrumentId?: number): Promise<Map<number, number>> {
    let query = q
      .selectFrom('spot_order')
      .select(['instrument_id', sql<string>`cast(count(*) as text)`.as('n')])
      .where('state', 'in', OPEN)
      .groupBy('instrument_id');
    if (instrumentId !== undefined) query = query.where('instrument_id', '=', instrumentId);
    return new Map((await query.execute()).map((r) => [Number(r.instrument_id), Number(r.n)]));
  }

  function view(row: PairSettings & { updated_at: number }, open: Map<number, number>): AdminSpotPair | null {
    const inst = instrumentById(row.instrument_id);
    if (!inst || !isSpotInstrument(inst)) return null;
    return {
      ...settingsOf(row),
      symbol: inst.symbol,
      base: inst.base,
      quote: inst.quote,
      price_decimals: inst.precision,
      max_amount_decimals: 8 - inst.precision,
      open_orders: open.get(inst.id) ?? 0,
      updated_at: Number(row.updated_at),
    };
  }

  async function pairs(): Promise<AdminSpotPair[]> {
    const [rows, open] = await Promise.all([
      db.selectFrom('spot_pair').selectAll().orderBy('instrument_id').execute(),
      openOrders(db),
    ]);
    return rows.flatMap((r) => view(r, open) ?? []);
  }

  /** Every node re-reads the settings: this one, then the others (answered once each has). */
  async function reloadEverywhere(): Promise<void> {
    await spot.reloadPairs();
    await realtime()
      ?.ask(RELOAD, {})
      .catch((err) => log.error({ err }, 'spot: another node did not confirm reloading the pair settings'));
  }

  return {
    /** Answers the other nodes' reload asks (call once realtime runs). */
    start(): void {
      realtime()?.answer(RELOAD, async () => {
        await spot.reloadPairs();
        return true;
      });
    },

    /** The books held in memory against the stored open orders: differences named, none expected. */
    bookCheck: () => spot.check(),

    /**
     * The maker's inventory per currency — put in, now, the change — valued at the recorded USDT
     * prices of this moment; the P&L is the value of the change. Also its trades and their volume.
     */
    async makerReport(): Promise<SpotMakerReport> {
      const now = clock.now();
      const [balances, added, day, all] = await Promise.all([
        ledger.balances(MAKER_HOLDER),
        putIn(),
        makerTrades(now - DAY_MS),
        makerTrades(null),
      ]);
      const held = new Map<string, bigint>();
      for (const b of balances) {
        held.set(b.currency, (held.get(b.currency) ?? 0n) + (toUnits(b.available) ?? 0n) + (toUnits(b.frozen) ?? 0n));
      }
      const order = (c: string) => {
        const i = LEDGER_CURRENCIES.indexOf(c);
        return i < 0 ? LEDGER_CURRENCIES.length : i;
      };
      const currencies = [...new Set([...held.keys(), ...added.keys()])].sort(
        (a, b) => order(a) - order(b) || a.localeCompare(b),
      );
      let pnl = new D(0);
      const unpriced: string[] = [];
      const rows = await Promise.all(
        currencies.map(async (currency): Promise<SpotMakerCurrency> => {
          const nowUnits = held.get(currency) ?? 0n;
          const putUnits = added.get(currency) ?? 0n;
          const change = fromUnits(nowUnits - putUnits);
          const priced = await prices.usdt(currency, now).catch((err) => {
            if (err instanceof Refusal) return null;
            throw err;
          });
          const value = (amount: string) =>
            priced ? new D(amount).times(priced.price).toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed() : null;
          if (priced) pnl = pnl.plus(new D(change).times(priced.price));
          else unpriced.push(currency);
          return {
            currency,
            put_in: fromUnits(putUnits),
            now: fromUnits(nowUnits),
            change,
            price: priced?.price ?? null,
            tick_id: priced ? (Object.values(priced.ticks)[0] ?? null) : null,
            price_time: priced && currency !== 'USDT' ? priced.time : null,
            put_in_value: value(fromUnits(putUnits)),
            now_value: value(fromUnits(nowUnits)),
            change_value: value(change),
          };
        }),
      );
      return {
        holder: MAKER_HOLDER,
        currencies: rows,
        pnl: pnl.toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed(),
        unpriced: unpriced.sort((a, b) => order(a) - order(b)),
        trades: { day, all },
        time: now,
      };
    },

    /** Every pair's settings, with its open orders (amount decimals change only without any). */
    pairs,

    /**
     * Changes a pair's settings (fields left out keep their value) and writes the audit record
     * (`spot.pair.save`, before and after) in the same transaction; then the spot service uses
     * them for new orders. A save that changes nothing writes nothing. Amount decimals change only
     * while the pair has no open or partly filled orders.
     */
    async updatePair(
      instrumentId: number,
      changes: SpotPairChanges,
      operator: { id: string },
      ip: string,
    ): Promise<AdminSpotPair> {
      const inst = instrumentById(instrumentId);
      if (!inst || !isSpotInstrument(inst)) throw new Refusal(adminMessages.notFound);
      // Orders accepted so far are written before the open orders are counted.
      if (changes.amount_decimals !== undefined) await spot.engine.flush();
      const saved = await ledger.write(async (trx) => {
        let q = trx.selectFrom('spot_pair').selectAll().where('instrument_id', '=', instrumentId);
        if (kind === 'postgres') q = q.forUpdate();
        const row = await q.executeTakeFirst();
        if (!row) throw new Refusal(adminMessages.notFound);
        const before = settingsOf(row);
        const after = editPair(before, changes, inst.precision);
        if (sameSettings(before, after)) return false;
        if (after.amount_decimals !== before.amount_decimals) {
          const count = (await openOrders(trx, instrumentId)).get(instrumentId) ?? 0;
          if (count > 0) throw new Refusal(spotAdminMessages.openOrders, { count });
        }
        // What the engine will build from them (throws on anything it could not trade with).
        pairOf(inst, after);
        const { instrument_id: _, ...fields } = after;
        await trx
          .updateTable('spot_pair')
          .set({ ...fields, updated_at: clock.now() })
          .where('instrument_id', '=', instrumentId)
          .execute();
        await audit.record(trx, {
          operatorId: operator.id,
          action: 'spot.pair.save',
          targetType: 'spot_pair',
          targetId: String(instrumentId),
          before: { symbol: inst.symbol, ...before },
          after: { symbol: inst.symbol, ...after },
          ip,
        });
        return true;
      });
      if (saved) await reloadEverywhere();
      const updated = (await pairs()).find((p) => p.instrument_id === instrumentId);
      if (!updated) throw new Refusal(adminMessages.notFound);
      return updated;
    },
  };
}

export type SpotAdmin = ReturnType<typeof makeSpotAdmin>;
