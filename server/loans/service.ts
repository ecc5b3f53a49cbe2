// Crypto loans for their borrowers (issue 38): the products, borrowing, repaying and moving
// collateral, each through the money desk (ADR 25) with its Idempotency-Key. A borrow is judged
// again in its batch on the product as it is then (the user's and the product's limits, the LTV at
// the cited tick), one borrow of a product per batch. A change to a loan is built from the loan as
// read and carried out only if the loan is unchanged in the batch (otherwise it is built again from
// the new state), one change of a loan per batch. Margin calls, liquidations and expiry are
// ./risk.ts; the hourly interest ./interest.ts.
import Decimal from 'decimal.js';
import type { z } from 'zod';
import {
  type BorrowProblem,
  borrowProblem,
  debtOf,
  hourlyInterest,
  hourOf,
  interestAt,
  isLoanAmount,
  ltvOf,
  reaches,
  reducible,
  splitRepayment,
} from '../../contract/loan-rules';
import type {
  borrowRequest,
  collateralRequest,
  Loan,
  LoanDetail,
  LoanPage,
  LoanProduct,
  loanListRequest,
  repayRequest,
} from '../../contract/loans';
import type { Clock } from '../core/clock';
import type { OpenedDb } from '../core/db';
import { Refusal } from '../core/errors';
import { replayOf, requestHash } from '../core/idempotency';
import type { Ids } from '../core/ids';
import type { EntryInput, Trx } from '../ledger/ledger';
import type { MoneyDesk } from '../ledger/money-desk';
import type { CitedTick, Market } from '../market/service';
import { loanMessages } from './messages';
import { borrowEntry, collateralEntry, repayEntry } from './money';
import { addEvent, collateralPrices, loanPage, loanRow, productRow } from './store';
import { collateralSymbol, eventView, type LoanRow, loanView, type ProductRow, productView, termsOf } from './view';

const DAY = 86_400_000;
/** Events shown with a loan. */
const EVENTS_SHOWN = 100;
/** Times a change is built again because its loan changed meanwhile. */
const ATTEMPTS = 5;

type Deps = { opened: OpenedDb; desk: MoneyDesk; ids: Ids; clock: Clock; market: Market };

/** A change to a loan, built from the loan as read. */
type Change = { entry: EntryInput; after: LoanRow; rows: (trx: Trx, entryId: string) => Promise<void> };

/** The loan is not as the change was built from: build it again. */
class Stale extends Refusal {}

/** What makes a loan "the same" for a change built from it. */
const version = (r: LoanRow) =>
  [r.state, r.principal, r.interest, r.collateral, r.accrued_to, r.margin_called, r.updated_at].join('|');

const plus = (a: Decimal.Value, b: Decimal.Value) => new Decimal(a).plus(b).toFixed();

function borrowRefusal(p: BorrowProblem, product: ProductRow): Refusal {
  const currency = product.borrow;
  switch (p.kind) {
    case 'below_min':
      return new Refusal(loanMessages.belowMin, { min: p.min, currency });
    case 'above_user_limit':
      return new Refusal(loanMessages.aboveUserLimit, { left: p.left, currency });
    case 'above_total':
      return new Refusal(loanMessages.aboveTotal, { left: p.left, currency });
    case 'ltv':
      return new Refusal(loanMessages.ltv, { needed: p.needed, currency: product.collateral });
  }
}

export function makeLoans({ opened, desk, ids, clock, market }: Deps) {
  const { db, kind } = opened;

  async function priceOf(coin: string): Promise<CitedTick> {
    const tick = await market.recordedPrice(collateralSymbol(coin));
    if (!tick) throw new Refusal(loanMessages.noPrice);
    return tick;
  }

  /** Principal the user owes on a product's open loans. */
  async function owed(trx: Trx, userId: string, productId: number): Promise<Decimal> {
    const rows = await trx
      .selectFrom('loan')
      .select('principal')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .where('state', '=', 'open')
      .execute();
    return rows.reduce((s, r) => s.plus(r.principal), new Decimal(0));
  }

  async function judgeBorrow(
    trx: Trx,
    userId: string,
    p: ProductRow,
    f: { amount: string; collateral: string },
    price: string,
  ) {
    const problem = borrowProblem(f, p, price, {
      userLeft: new Decimal(p.user_limit).minus(await owed(trx, userId, p.id)),
      totalLeft: new Decimal(p.total_limit).minus(p.lent),
    });
    return problem ? borrowRefusal(problem, p) : null;
  }

  /** The margin call is withdrawn once the user's own action brings the LTV under the call line. */
  const stillCalled = (after: LoanRow, price: string) =>
    after.margin_called === 1 &&
    reaches(debtOf(after.principal, after.interest), after.collateral, price, after.call_ltv)
      ? 1
      : 0;

  /** One change to a loan through the desk (see the file's comment). */
  async function onLoan(
    userId: string,
    key: string | null,
    hash: string,
    id: string,
    build: (loan: LoanRow, now: number, tick: CitedTick) => Change,
  ): Promise<Loan> {
    const replay = await replayOf<Loan>(db, userId, key, hash);
    if (replay) return replay.answer;
    for (let attempt = 1; ; attempt++) {
      const loan = await loanRow(db, id);
      if (!loan || loan.user_id !== userId) throw new Refusal(loanMessages.loanUnknown);
      if (loan.state !== 'open') throw new Refusal(loanMessages.closed);
      const tick = await priceOf(loan.collateral_currency);
      const change = build(loan, clock.now(), tick);
      try {
        return await desk.submit<Loan>({
          userId,
          key,
          hash,
          entry: change.entry,
          check: {
            scope: `loan:${id}`,
            run: async (trx) => {
              const now = await loanRow(trx, id, kind);
              if (!now || version(now) !== version(loan)) return new Stale(loanMessages.busy);
              // Locks taken in one order everywhere: the loan, its product, then balances.
              await productRow(trx, loan.product_id, kind);
              return null;
            },
          },
          answer: () => loanView(change.after, tick),
          rows: change.rows,
        });
      } catch (err) {
        if (!(err instanceof Stale) || attempt >= ATTEMPTS) throw err;
      }
    }
  }

  async function saveLoan(trx: Trx, after: LoanRow) {
    const { id, ...changes } = after;
    await trx.updateTable('loan').set(changes).where('id', '=', id).execute();
  }

  async function addLent(trx: Trx, productId: number, change: Decimal.Value) {
    const p = (await productRow(trx, productId)) as ProductRow;
    await trx
      .updateTable('loan_product')
      .set({ lent: plus(p.lent, change) })
      .where('id', '=', productId)
      .execute();
  }

  return {
    async products(): Promise<LoanProduct[]> {
      const rows = await db.selectFrom('loan_product').selectAll().where('enabled', '=', 1).orderBy('id').execute();
      const prices = await collateralPrices(
        market,
        rows.map((p) => ({ collateral_currency: p.collateral })),
      );
      return rows.map((p) =>
        productView(
          p,
          prices.get(p.collateral) ?? null,
          Decimal.max(0, new Decimal(p.total_limit).minus(p.lent)).toFixed(),
        ),
      );
    },

    async borrow(userId: string, f: z.output<typeof borrowRequest>, key: string | null): Promise<Loan> {
      const hash = requestHash(['loan.borrow', f]);
      const replay = await replayOf<Loan>(db, userId, key, hash);
      if (replay) return replay.answer;
      const p = await productRow(db, f.product_id);
      if (p?.enabled !== 1) throw new Refusal(loanMessages.productUnknown);
      if (!termsOf(p).includes(f.term)) throw new Refusal(loanMessages.termUnknown);
      if (!isLoanAmount(f.amount) || !isLoanAmount(f.collateral)) throw new Refusal(loanMessages.amountPositive);
      const tick = await priceOf(p.collateral);
      // A quick answer before queueing; the batch judges again on the product as it is then.
      const early = await judgeBorrow(db, userId, p, f, tick.price);
      if (early) throw early;

      const now = clock.now();
      const hourly = hourlyInterest(f.amount, p.daily_rate);
      const row: LoanRow = {
        id: ids.sortable(now),
        user_id: userId,
        product_id: p.id,
        collateral_currency: p.collateral,
        borrow_currency: p.borrow,
        initial_ltv: p.initial_ltv,
        call_ltv: p.call_ltv,
        liquidation_ltv: p.liquidation_ltv,
        daily_rate: p.daily_rate,
        liquidation_fee: p.liquidation_fee,
        term: f.term,
        principal: new Decimal(f.amount).toFixed(),
        // The first hour is charged at borrowing.
        interest: hourly,
        interest_paid: '0',
        collateral: new Decimal(f.collateral).toFixed(),
        hourly_interest: hourly,
        accrued_to: hourOf(now) + 1,
        due_at: f.term > 0 ? now + f.term * DAY : null,
        state: 'open',
        margin_called: 0,
        borrowed_tick_id: tick.tick_id,
        borrowed_price: tick.price,
        borrowed_time: tick.time,
        closed_tick_id: null,
        closed_price: null,
        closed_time: null,
        shortfall: null,
        created_at: now,
        updated_at: now,
        closed_at: null,
      };
      return desk.submit<Loan>({
        userId,
        key,
        hash,
        entry: borrowEntry(row, row.principal, row.collateral, key),
        check: {
          scope: `loan-product:${p.id}`,
          run: async (trx) => {
            const locked = await productRow(trx, p.id, kind);
            if (locked?.enabled !== 1) return new Refusal(loanMessages.productUnknown);
            if (Number(locked.updated_at) !== Number(p.updated_at)) return new Refusal(loanMessages.termsChanged);
            return judgeBorrow(trx, userId, locked, f, tick.price);
          },
        },
        answer: () => loanView(row, tick),
        rows: async (trx, entryId) => {
          await trx.insertInto('loan').values(row).execute();
          await addEvent(trx, ids, now, {
            loan_id: row.id,
            kind: 'borrow',
            principal: row.principal,
            interest: hourly,
            collateral: row.collateral,
            tick,
            ltv: ltvOf(debtOf(row.principal, hourly), row.collateral, tick.price),
            entry_id: entryId,
          });
          await addLent(trx, p.id, row.principal);
        },
      });
    },

    async repay(userId: string, f: z.output<typeof repayRequest>, key: string | null): Promise<Loan> {
      if (!f.all && !isLoanAmount(f.amount))
        throw new Refusal(f.amount === '' ? loanMessages.repayNothing : loanMessages.amountPositive);
      const hash = requestHash(['loan.repay', f]);
      return onLoan(userId, key, hash, f.id, (loan, now, tick) => {
        const due = interestAt(loan, now);
        const debt = debtOf(loan.principal, due.interest);
        const amount = f.all ? debt : new Decimal(f.amount);
        if (amount.gt(debt))
          throw new Refusal(loanMessages.aboveDebt, { debt: debt.toFixed(), currency: loan.borrow_currency });
        const paid = splitRepayment(amount, due.interest);
        const principal = new Decimal(loan.principal).minus(paid.principal);
        const interest = new Decimal(due.interest).minus(paid.interest);
        const closing = principal.isZero() && interest.isZero();
        const after: LoanRow = {
          ...loan,
          principal: principal.toFixed(),
          interest: interest.toFixed(),
          interest_paid: plus(loan.interest_paid, paid.interest),
          hourly_interest: hourlyInterest(principal, loan.daily_rate),
          accrued_to: due.accrued_to,
          state: closing ? 'repaid' : 'open',
          updated_at: now,
          closed_at: closing ? now : null,
        };
        after.margin_called = closing ? 0 : stillCalled(after, tick.price);
        return {
          entry: repayEntry(loan, amount.toFixed(), closing ? loan.collateral : '0', key),
          after,
          rows: async (trx, entryId) => {
            if (due.hours > 0)
              await addEvent(trx, ids, now, {
                loan_id: loan.id,
                kind: 'interest',
                interest: due.charged,
                hours: due.hours,
              });
            await addEvent(trx, ids, now, {
              loan_id: loan.id,
              kind: 'repay',
              principal: `-${paid.principal}`,
              interest: `-${paid.interest}`,
              collateral: closing ? `-${loan.collateral}` : '0',
              returned: closing ? loan.collateral : null,
              ltv: closing ? null : ltvOf(debtOf(after.principal, after.interest), after.collateral, tick.price),
              tick,
              entry_id: entryId,
            });
            await saveLoan(trx, after);
            await addLent(trx, loan.product_id, `-${paid.principal}`);
          },
        };
      });
    },

    async collateral(userId: string, f: z.output<typeof collateralRequest>, key: string | null): Promise<Loan> {
      if (!isLoanAmount(f.amount)) throw new Refusal(loanMessages.amountPositive);
      const hash = requestHash(['loan.collateral', f]);
      return onLoan(userId, key, hash, f.id, (loan, now, tick) => {
        if (f.action === 'reduce') {
          const debt = debtOf(loan.principal, interestAt(loan, now).interest);
          const max = reducible(debt, loan.collateral, tick.price, loan.initial_ltv);
          if (new Decimal(f.amount).gt(max))
            throw new Refusal(loanMessages.reduceTooMuch, {
              max,
              currency: loan.collateral_currency,
              ltv: `${new Decimal(loan.initial_ltv).times(100).toFixed()}%`,
            });
        }
        const change = f.action === 'add' ? f.amount : `-${f.amount}`;
        const after: LoanRow = { ...loan, collateral: plus(loan.collateral, change), updated_at: now };
        after.margin_called = stillCalled(after, tick.price);
        return {
          entry: collateralEntry(loan, new Decimal(change).toFixed(), key),
          after,
          rows: async (trx, entryId) => {
            await addEvent(trx, ids, now, {
              loan_id: loan.id,
              kind: f.action === 'add' ? 'add_collateral' : 'reduce_collateral',
              collateral: new Decimal(change).toFixed(),
              ltv: ltvOf(debtOf(after.principal, after.interest), after.collateral, tick.price),
              tick,
              entry_id: entryId,
            });
            await saveLoan(trx, after);
          },
        };
      });
    },

    async list(userId: string, f: z.output<typeof loanListRequest>): Promise<LoanPage> {
      const { rows, total } = await loanPage(db, { ...f, userId });
      const prices = await collateralPrices(
        market,
        rows.filter((r) => r.state === 'open'),
      );
      return {
        list: rows.map((r) => loanView(r, prices.get(r.collateral_currency) ?? null)),
        total,
        page: f.page,
        limit: f.limit,
      };
    },

    async detail(userId: string, id: string): Promise<LoanDetail> {
      const loan = await loanRow(db, id);
      if (!loan || loan.user_id !== userId) throw new Refusal(loanMessages.loanUnknown);
      const [events, price] = await Promise.all([
        db
          .selectFrom('loan_event')
          .selectAll()
          .where('loan_id', '=', id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(EVENTS_SHOWN)
          .execute(),
        market.recordedPrice(collateralSymbol(loan.collateral_currency)),
      ]);
      return { loan: loanView(loan, price), events: events.map(eventView) };
    },
  };
}

export type Loans = ReturnType<typeof makeLoans>;
