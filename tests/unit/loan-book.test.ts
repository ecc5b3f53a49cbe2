// The loan book the risk sweep judges ticks with (issue 38): it never misses a loan at its
// liquidation or margin-call line (its float thresholds are checked against the exact rules), it
// nominates a fixed term past its grace period, forgets closed loans and skips ticks before a loan.
import { describe, expect, it } from 'vitest';
import { debtOf, interestAt, reaches } from '../../contract/loan-rules';
import { makeLoanBook } from '../../server/loans/book';
import { GRACE_MS } from '../../server/loans/view';
import { openLoan } from '../bench/loan-fixtures';

const NOW = 1_700_000_100_000;

describe('the loan book', () => {
  it('nominates every loan at its lines at a tick, and nominates few that are not', () => {
    const book = makeLoanBook();
    const rows = Array.from({ length: 2000 }, (_, i) => openLoan(i));
    for (const r of rows) book.set(r, NOW, r.borrowed_time);
    for (const price of ['20000', '41234.56', '60000.01', '75000', '100000']) {
      const tick = { price, time: NOW + 1000 };
      const n = book.judge('BTC', tick);
      const liquidated = new Set(n.liquidate.map((w) => w.row.id));
      const called = new Set(n.call.map((w) => w.row.id));
      for (const r of rows) {
        const debt = debtOf(r.principal, interestAt(r, tick.time).interest);
        if (reaches(debt, r.collateral, price, r.liquidation_ltv)) expect(liquidated.has(r.id), r.id).toBe(true);
        else if (reaches(debt, r.collateral, price, r.call_ltv)) expect(called.has(r.id), r.id).toBe(true);
      }
      // Nominated with an hour's more interest: the exact check in the settlement drops the few extra.
      const exact = rows.filter((r) =>
        reaches(debtOf(r.principal, interestAt(r, tick.time).interest), r.collateral, price, r.liquidation_ltv),
      );
      expect(liquidated.size - exact.length).toBeLessThanOrEqual(Math.ceil(rows.length * 0.01));
    }
  });

  it('nominates a fixed term past its grace period, skips ticks before a loan or already judged, forgets closed ones', () => {
    const book = makeLoanBook();
    const due = NOW + 10_000;
    const fixed = openLoan(1, { due_at: due, collateral: '1' });
    const later = openLoan(2, { collateral: '0.01', principal: '5000', borrowed_time: NOW + 5000 });
    book.set(fixed, NOW, NOW);
    book.set(later, NOW, NOW + 5000);
    expect(book.judge('BTC', { price: '100000', time: due + GRACE_MS - 1 }).expire).toEqual([]);
    expect(book.judge('BTC', { price: '100000', time: due + GRACE_MS }).expire.map((w) => w.row.id)).toEqual([
      fixed.id,
    ]);
    expect(book.judge('BTC', { price: '100000', time: NOW + 4000 }).liquidate).toEqual([]);
    expect(book.judge('BTC', { price: '100000', time: NOW + 6000 }).liquidate.map((w) => w.row.id)).toEqual([later.id]);
    book.set({ ...later, state: 'repaid' }, NOW, NOW);
    expect(book.judge('BTC', { price: '100000', time: NOW + 7000 }).liquidate).toEqual([]);
    expect(book.size()).toBe(1);
    book.advance('BTC', NOW + 7000);
    expect(book.from('BTC')).toBe(NOW + 7000);
    // A changed row goes on from where it was judged to: older ticks are not judged against its new state.
    book.set({ ...fixed, collateral: '2' }, NOW, NOW);
    expect(book.from('BTC')).toBe(NOW + 7000);
  });
});
