// Crypto loans' risk (issue 38): a sweep of the job runner, kicked by every second's recorded ticks
// on the node that holds the market feed (DESIGN §7), like price alerts. It keeps the open loans
// in ./book.ts, in step with the table (rows changed since its last look, from any node), reads the
// recorded ticks of each collateral coin after the last it judged, oldest first, and for each tick:
//   - a loan at or past its liquidation line is settled at that tick: enough collateral sold to
//     the lending desk at the tick's price to pay the debt and the fee, the rest returned;
//   - a fixed-term loan past its due time and grace period is settled the same way;
//   - a loan at or past its margin-call line is called once: a notification and a `loan` event.
// Each is judged again exactly on the loan's row, in the transaction that carries it out, fenced
// by the feed's lease (ADR 23), and cites its tick. After a restart or a take-over the open loans
// are judged from a little before the start (CATCH_UP_MS, more than a take-over's gap).
import Decimal from 'decimal.js';
import { debtOf, interestAt, ltvOf, reaches, settlement } from '../../contract/loan-rules';
import type { Loan } from '../../contract/loans';
import type { Clock } from '../core/clock';
import type { Db, OpenedDb } from '../core/db';
import type { Ids } from '../core/ids';
import type { SweepJob } from '../core/jobs';
import type { Ledger } from '../ledger/ledger';
import { instrumentBySymbol } from '../market/instruments';
import type { CitedTick } from '../market/service';
import { ticksBetween } from '../market/store';
import type { Notifier } from '../user/notifier';
import { type LoanBook, makeLoanBook, type Watched } from './book';
import { settleEntry } from './money';
import { addEvent, loanRow, productRow } from './store';
import { collateralSymbol, type LoanRow, loanView } from './view';

/** Rows changed this long before the last look are read again: a transaction may commit late. */
const OVERLAP_MS = 5_000;
/** On (re)start, ticks recorded this long before now are still judged. */
const CATCH_UP_MS = 60_000;
/** Ticks read per coin per run (a longer gap is read over several runs). */
const TICKS_PER_RUN = 2_000;

type Deps = {
  opened: OpenedDb;
  ledger: Ledger;
  ids: Ids;
  clock: Clock;
  notifier: Notifier;
  /** Inside the transaction: whether this node still holds the feed as it took it (ADR 23). */
  fence: (trx: Db) => Promise<boolean>;
  announce: (userId: string, loan: Loan) => void;
};

type Tick = { id: number; price: string; time: number };
const cited = (t: Tick, symbol: string): CitedTick => ({ symbol, tick_id: t.id, price: t.price, time: t.time });

export function makeLoanRisk({ opened, ledger, ids, clock, notifier, fence, announce }: Deps) {
  const { db, kind } = opened;
  const book: LoanBook = makeLoanBook();
  let lastLook: number | null = null;

  async function look(now: number) {
    let q = db.selectFrom('loan').selectAll();
    q = lastLook === null ? q.where('state', '=', 'open') : q.where('updated_at', '>=', lastLook - OVERLAP_MS);
    const first = lastLook === null;
    for (const row of await q.execute())
      book.set(row, now, first ? Math.max(Number(row.borrowed_time), now - CATCH_UP_MS) : Number(row.borrowed_time));
    lastLook = now;
  }

  /** Settles a loan from its collateral at `tick` if it is (still) due: liquidation or expiry. */
  async function settle(w: Watched, tick: CitedTick, why: 'liquidation' | 'expiry'): Promise<Loan | 'call' | null> {
    const now = clock.now();
    return ledger.write(async (trx) => {
      if (!(await fence(trx))) return null;
      const row = await loanRow(trx, w.row.id, kind);
      if (row?.state !== 'open') return null;
      const due = interestAt(row, tick.time);
      const debt = debtOf(row.principal, due.interest);
      const ltv = ltvOf(debt, row.collateral, tick.price);
      if (why === 'liquidation' && !reaches(debt, row.collateral, tick.price, row.liquidation_ltv))
        return reaches(debt, row.collateral, tick.price, row.call_ltv) && row.margin_called === 0 ? 'call' : null;
      await productRow(trx, row.product_id, kind);
      const s = settlement(
        { principal: row.principal, interest: due.interest, collateral: row.collateral },
        row.liquidation_fee,
        tick.price,
      );
      const entryId = await ledger.post(trx, settleEntry(row, s, why, tick.tick_id));
      if (due.hours > 0)
        await addEvent(trx, ids, now, { loan_id: row.id, kind: 'interest', interest: due.charged, hours: due.hours });
      await addEvent(trx, ids, now, {
        loan_id: row.id,
        kind: why,
        principal: `-${row.principal}`,
        interest: `-${due.interest}`,
        collateral: `-${row.collateral}`,
        sold: s.sold,
        fee: s.fee,
        returned: s.returned,
        tick,
        ltv,
        entry_id: entryId,
      });
      const shortfall = s.shortfall === '0' ? null : s.shortfall;
      const after: LoanRow = {
        ...row,
        principal: '0',
        interest: '0',
        interest_paid: new Decimal(row.interest_paid).plus(s.interest).toFixed(),
        hourly_interest: '0',
        accrued_to: due.accrued_to,
        state: 'liquidated',
        margin_called: 0,
        closed_tick_id: tick.tick_id,
        closed_price: tick.price,
        closed_time: tick.time,
        shortfall,
        updated_at: now,
        closed_at: now,
      };
      const { id, ...changes } = after;
      await trx.updateTable('loan').set(changes).where('id', '=', id).execute();
      const product = await productRow(trx, row.product_id);
      if (product)
        await trx
          .updateTable('loan_product')
          .set({ lent: new Decimal(product.lent).minus(row.principal).toFixed() })
          .where('id', '=', product.id)
          .execute();
      await notifier.notify(
        row.user_id,
        'loan_liquidated',
        {
          loan: row.id,
          why,
          collateral: row.collateral_currency,
          sold: s.sold,
          returned: s.returned,
          currency: row.borrow_currency,
          fee: s.fee,
          price: tick.price,
          time: String(tick.time),
          tick_id: String(tick.tick_id),
        },
        trx,
      );
      return loanView(after, null);
    });
  }

  /** Tells the borrower once that the loan reached its margin-call line at `tick`. */
  async function call(w: Watched, tick: CitedTick): Promise<Loan | null> {
    const now = clock.now();
    return ledger.write(async (trx) => {
      if (!(await fence(trx))) return null;
      const row = await loanRow(trx, w.row.id, kind);
      if (row?.state !== 'open' || row.margin_called === 1) return null;
      const debt = debtOf(row.principal, interestAt(row, tick.time).interest);
      if (!reaches(debt, row.collateral, tick.price, row.call_ltv)) return null;
      const after: LoanRow = { ...row, margin_called: 1, updated_at: now };
      await trx.updateTable('loan').set({ margin_called: 1, updated_at: now }).where('id', '=', row.id).execute();
      const ltv = ltvOf(debt, row.collateral, tick.price);
      await addEvent(trx, ids, now, { loan_id: row.id, kind: 'margin_call', tick, ltv });
      const view = loanView(after, tick);
      await notifier.notify(
        row.user_id,
        'loan_margin_call',
        {
          loan: row.id,
          collateral: row.collateral_currency,
          ltv,
          price: tick.price,
          liquidation_price: view.liquidation_price,
          time: String(tick.time),
          tick_id: String(tick.tick_id),
        },
        trx,
      );
      return view;
    });
  }

  async function judgeTick(coin: string, symbol: string, t: Tick) {
    const tick = cited(t, symbol);
    const { liquidate, expire, call: calls } = book.judge(coin, t);
    for (const [list, why] of [
      [liquidate, 'liquidation'],
      [expire, 'expiry'],
    ] as const) {
      for (const w of list) {
        const done = await settle(w, tick, why);
        if (done === 'call') {
          const called = await call(w, tick);
          if (called) announceCalled(w, called);
        } else if (done) {
          book.forget(w.row.id);
          announce(w.row.user_id, done);
        }
      }
    }
    for (const w of calls) {
      const called = await call(w, tick);
      if (called) announceCalled(w, called);
    }
  }

  function announceCalled(w: Watched, loan: Loan) {
    // Not called again until the row says otherwise (the borrower's add or repayment).
    w.row = { ...w.row, margin_called: 1 };
    announce(w.row.user_id, loan);
  }

  async function run(now: number) {
    await look(now);
    for (const coin of book.coins()) {
      const symbol = collateralSymbol(coin);
      const inst = instrumentBySymbol(symbol);
      if (!inst) continue;
      const ticks = await ticksBetween(db, inst.id, book.from(coin), now, TICKS_PER_RUN);
      for (const t of ticks) await judgeTick(coin, symbol, t);
      const last = ticks.at(-1);
      if (last) book.advance(coin, last.time);
    }
  }

  const job: SweepJob = { kind: 'sweep', name: 'loans.risk', every: 1000, run };
  return {
    job,
    /** Forgets everything in memory (the feed moved to another node): the next holder loads from the table. */
    reset() {
      book.clear();
      lastLook = null;
    },
  };
}

export type LoanRisk = ReturnType<typeof makeLoanRisk>;
