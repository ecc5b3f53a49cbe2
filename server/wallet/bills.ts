// Bills and valuations (spec §2 bill, assets_record; §7 legal_log, detail, user_currency_list,
// daily_profit_loss): the user's balance changes read straight from the journal, and what their
// balances are worth at the recorded prices.
import Decimal from 'decimal.js';
import type { AccountId, BalanceDetail, BillKind, BillRow, DailyProfitLoss, UserCurrency } from '../../contract/wallet';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { DAY } from '../core/rateLimit';
import { listedWith } from '../ledger/amounts';
import type { Ledger } from '../ledger/ledger';
import { isStatementLead } from '../ledger/tables';
import type { Market } from '../market/service';
import type { Prices } from './prices';
import { usdtValue } from './rules';

/** Entries that bring money in or take it out (the rest only move it within Kestrel). */
const FLOWS: BillKind[] = ['recharge', 'withdraw_paid', 'demo_funds'];

const holderOf = (userId: string) => `user:${userId}`;

type Deps = { db: Db; clock: Clock; ledger: Ledger; prices: Prices; market: Market };

export function makeBills({ db, clock, ledger, prices, market }: Deps) {
  /** Each currency's balance over all accounts. */
  async function totals(userId: string) {
    const rows = await ledger.balances(holderOf(userId));
    return listedWith(rows.map((r) => r.currency)).map((currency) => {
      const mine = rows.filter((r) => r.currency === currency);
      const available = mine.reduce((a, r) => a.plus(r.available), new Decimal(0));
      const frozen = mine.reduce((a, r) => a.plus(r.frozen), new Decimal(0));
      return { currency, available: available.toFixed(), frozen: frozen.toFixed(), total: available.plus(frozen) };
    });
  }

  return {
    async list(
      userId: string,
      filter: { currency: string; account: AccountId | ''; kind: string; page: number; limit: number },
    ): Promise<BillRow[]> {
      const holder = holderOf(userId);
      // The holder's entries through their statement leads, one per entry and currency (ADR 12).
      let pageQuery = db
        .selectFrom('ledger_posting as p')
        .innerJoin('ledger_entry as e', 'e.id', 'p.entry_id')
        .select(['e.id', 'e.kind', 'e.memo', 'e.created_at'])
        .distinct()
        .where('p.holder', '=', holder)
        .where(isStatementLead('p'));
      if (filter.currency) pageQuery = pageQuery.where('p.currency', '=', filter.currency);
      const { account } = filter;
      if (account)
        pageQuery = pageQuery.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('ledger_posting as q')
              .select('q.seq')
              .whereRef('q.entry_id', '=', 'p.entry_id')
              .whereRef('q.holder', '=', 'p.holder')
              .whereRef('q.currency', '=', 'p.currency')
              .where('q.account', '=', account),
          ),
        );
      if (filter.kind) pageQuery = pageQuery.where('e.kind', '=', filter.kind);
      const entries = await pageQuery
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id')
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit)
        .execute();
      if (!entries.length) return [];

      let postingQuery = db
        .selectFrom('ledger_posting')
        .select(['entry_id', 'account', 'currency', 'field', 'amount'])
        .where('holder', '=', holder)
        .where(
          'entry_id',
          'in',
          entries.map((e) => e.id),
        );
      if (filter.currency) postingQuery = postingQuery.where('currency', '=', filter.currency);
      if (filter.account) postingQuery = postingQuery.where('account', '=', filter.account);
      const postings = await postingQuery.orderBy('entry_id').orderBy('seq').execute();

      // One row per entry × account × currency: a freeze is −x available and +x frozen on one row.
      return entries.flatMap((e) => {
        const lines = new Map<string, { account: AccountId; currency: string; available: Decimal; frozen: Decimal }>();
        for (const p of postings) {
          if (p.entry_id !== e.id) continue;
          const key = `${p.account}|${p.currency}`;
          const line = lines.get(key) ?? {
            account: p.account as AccountId,
            currency: p.currency,
            available: new Decimal(0),
            frozen: new Decimal(0),
          };
          if (p.field === 'frozen') line.frozen = line.frozen.plus(p.amount);
          else line.available = line.available.plus(p.amount);
          lines.set(key, line);
        }
        return [...lines.values()].map((l) => ({
          id: e.id,
          kind: e.kind as BillKind,
          account: l.account,
          currency: l.currency,
          available: l.available.toFixed(),
          frozen: l.frozen.toFixed(),
          memo: JSON.parse(e.memo) as Record<string, unknown>,
          created_at: Number(e.created_at),
        }));
      });
    },

    async detail(userId: string, currency: string, account: AccountId): Promise<BalanceDetail> {
      const rows = await ledger.balances(holderOf(userId));
      const row = rows.find((r) => r.account === account && r.currency === currency);
      const available = row?.available ?? '0';
      const frozen = row?.frozen ?? '0';
      const { price } = await prices.usdt(currency);
      const total = new Decimal(available).plus(frozen).toFixed();
      return { account, currency, available, frozen, usdt_price: price, usdt_value: usdtValue(total, price) };
    },

    async currencies(userId: string): Promise<UserCurrency[]> {
      const rows = await totals(userId);
      const priced = await prices.usdtAll(rows.map((r) => r.currency));
      return rows.map((r) => {
        const price = priced[r.currency]?.price ?? '0';
        return {
          currency: r.currency,
          available: r.available,
          frozen: r.frozen,
          total: r.total.toFixed(),
          usdt_price: price,
          usdt_value: usdtValue(r.total.toFixed(), price),
        };
      });
    },

    async dailyProfitLoss(userId: string): Promise<DailyProfitLoss> {
      const now = clock.now();
      const dayStart = now - (now % DAY);
      const rows = await totals(userId);
      const [priced, since] = await Promise.all([
        prices.usdtAll(rows.map((r) => r.currency)),
        // Every posting of the holder's entries today, found through their statement leads.
        db
          .selectFrom('ledger_posting as p')
          .innerJoin('ledger_entry as e', 'e.id', 'p.entry_id')
          .innerJoin('ledger_posting as q', (j) =>
            j
              .onRef('q.entry_id', '=', 'p.entry_id')
              .onRef('q.holder', '=', 'p.holder')
              .onRef('q.currency', '=', 'p.currency'),
          )
          .select(['q.currency', 'q.amount', 'e.kind'])
          .where('p.holder', '=', holderOf(userId))
          .where(isStatementLead('p'))
          .where('p.created_at', '>=', dayStart)
          .execute(),
      ]);
      let valueOpen = new Decimal(0);
      let valueNow = new Decimal(0);
      let inflow = new Decimal(0);
      for (const r of rows) {
        const priceNow = priced[r.currency]?.price ?? '0';
        const changes = since.filter((p) => p.currency === r.currency);
        const delta = changes.reduce((a, p) => a.plus(p.amount), new Decimal(0));
        const flows = changes
          .filter((p) => FLOWS.includes(p.kind as BillKind))
          .reduce((a, p) => a.plus(p.amount), new Decimal(0));
        valueNow = valueNow.plus(r.total.times(priceNow));
        valueOpen = valueOpen.plus(r.total.minus(delta).times(openPrice(market, r.currency, priceNow)));
        inflow = inflow.plus(flows.times(priceNow));
      }
      const pnl = valueNow.minus(valueOpen).minus(inflow);
      const round = (d: Decimal) => d.toDecimalPlaces(8, Decimal.ROUND_HALF_EVEN).toFixed();
      return {
        day_start: dayStart,
        value_open: round(valueOpen),
        value_now: round(valueNow),
        net_inflow: round(inflow),
        profit_loss: round(pnl),
        percent: valueOpen.isZero() ? '0' : pnl.div(valueOpen).times(100).toDecimalPlaces(2).toFixed(),
      };
    },
  };
}

/** The USDT price at the UTC day's open: the day candle's recorded open (USDT is 1). */
function openPrice(market: Market, currency: string, fallback: string): string {
  if (currency === 'USDT') return '1';
  const inst = market.instrument(`${currency}/USDT`) ?? market.instrument(`${currency}/USD`);
  return (inst && market.quote(inst.id)?.open) || fallback;
}

export type Bills = ReturnType<typeof makeBills>;
