// The open loans the risk sweep watches, in memory and pure (issue 38): for each, the collateral
// prices at which it reaches its margin-call and liquidation lines, so one recorded tick is judged
// against every loan on that coin with a comparison each (100,000 loans well within 50 ms:
// BENCHMARKS.md). The lines are computed with an hour's more interest than the loan owes now and
// compared with a little slack, so a loan is never missed; the settlement then judges the
// nominated loan exactly, on its row, at the tick (./risk.ts).
import { debtOf, HOUR, interestAt, linePrice } from '../../contract/loan-rules';
import type { LoanRow } from './view';
import { GRACE_MS } from './view';

/** Relative slack on the float comparison: far above float error, far below a price step. */
const SLACK = 1e-9;

export type Watched = {
  row: LoanRow;
  coin: string;
  /** At or below these prices the loan may reach its lines. */
  liquidateAt: number;
  callAt: number;
  /** When a fixed-term loan is settled (Infinity when flexible). */
  settleAt: number;
  /** Ticks recorded at or before this are not judged against it (its borrowing, or the watch's start). */
  from: number;
};

export type Nominees = { liquidate: Watched[]; call: Watched[]; expire: Watched[] };

export function makeLoanBook() {
  const byId = new Map<string, Watched>();
  const byCoin = new Map<string, Watched[]>();
  const dirty = new Set<string>();

  function listOf(coin: string): Watched[] {
    if (dirty.has(coin)) {
      byCoin.set(
        coin,
        [...byId.values()].filter((w) => w.coin === coin),
      );
      dirty.delete(coin);
    }
    return byCoin.get(coin) ?? [];
  }

  return {
    /** Watches `row` (or forgets it when it is no longer open), as of `now`. */
    set(row: LoanRow, now: number, from: number): void {
      const had = byId.get(row.id);
      if (row.state !== 'open') {
        if (had) {
          byId.delete(row.id);
          dirty.add(had.coin);
        }
        return;
      }
      const debt = debtOf(row.principal, interestAt(row, now + HOUR).interest);
      const w: Watched = {
        row,
        coin: row.collateral_currency,
        liquidateAt: Number(linePrice(debt, row.collateral, row.liquidation_ltv)) * (1 + SLACK),
        callAt: Number(linePrice(debt, row.collateral, row.call_ltv)) * (1 + SLACK),
        settleAt: row.due_at === null ? Number.POSITIVE_INFINITY : Number(row.due_at) + GRACE_MS,
        // A loan seen again (its row changed) goes on from where it was judged to; a new one from its own start.
        from: had ? had.from : from,
      };
      byId.set(row.id, w);
      if (had && had.coin === w.coin) {
        const list = byCoin.get(w.coin);
        const at = list?.indexOf(had) ?? -1;
        if (list && at >= 0 && !dirty.has(w.coin)) list[at] = w;
        else dirty.add(w.coin);
      } else dirty.add(w.coin);
    },

    forget(id: string): void {
      const had = byId.get(id);
      if (!had) return;
      byId.delete(id);
      dirty.add(had.coin);
    },

    /** The loans on `coin` that one recorded tick may settle or call. */
    judge(coin: string, tick: { price: string; time: number }): Nominees {
      const price = Number(tick.price);
      const out: Nominees = { liquidate: [], call: [], expire: [] };
      for (const w of listOf(coin)) {
        if (tick.time <= w.from) continue;
        if (price <= w.liquidateAt) out.liquidate.push(w);
        else if (w.settleAt <= tick.time) out.expire.push(w);
        else if (w.row.margin_called === 0 && price <= w.callAt) out.call.push(w);
      }
      return out;
    },

    coins: () => [...new Set([...byId.values()].map((w) => w.coin))],
    /** The earliest tick time any loan on `coin` still needs judging from. */
    from(coin: string): number {
      let from = Number.POSITIVE_INFINITY;
      for (const w of listOf(coin)) if (w.from < from) from = w.from;
      return from;
    },
    /** Ticks of `coin` up to `time` have been judged against every loan on it. */
    advance(coin: string, time: number): void {
      for (const w of listOf(coin)) if (w.from < time) w.from = time;
    },
    size: () => byId.size,
    clear(): void {
      byId.clear();
      byCoin.clear();
      dirty.clear();
    },
  };
}

export type LoanBook = ReturnType<typeof makeLoanBook>;
