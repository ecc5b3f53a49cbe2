// Open loans as rows, for the loan book's test and benchmark (issue 38).
import { hourlyInterest } from '../../contract/loan-rules';
import type { LoanRow } from '../../server/loans/view';

export function openLoan(i: number, over: Partial<LoanRow> = {}): LoanRow {
  const principal = String(1000 + (i % 5000));
  const hourly = hourlyInterest(principal, '0.0002');
  return {
    id: `loan-${i}`,
    user_id: `u${i % 10_000}`,
    product_id: 1,
    collateral_currency: 'BTC',
    borrow_currency: 'USDT',
    initial_ltv: '0.65',
    call_ltv: '0.8',
    liquidation_ltv: '0.9',
    daily_rate: '0.0002',
    liquidation_fee: '0.02',
    term: i % 3 === 0 ? 7 : 0,
    principal,
    interest: hourly,
    interest_paid: '0',
    collateral: (0.02 + (i % 100) / 1000).toFixed(8),
    hourly_interest: hourly,
    accrued_to: 500_001,
    due_at: i % 3 === 0 ? 1_800_000_000_000 + (i % 1000) * 1000 : null,
    state: 'open',
    margin_called: 0,
    borrowed_tick_id: 1,
    borrowed_price: '100000',
    borrowed_time: 1_700_000_000_000,
    closed_tick_id: null,
    closed_price: null,
    closed_time: null,
    shortfall: null,
    created_at: 1_700_000_000_000,
    updated_at: 1_700_000_000_000,
    closed_at: null,
    ...over,
  };
}
