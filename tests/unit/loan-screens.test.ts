// The loan screens' logic (src/lib/loans.ts) beside the server's arithmetic (contract/loan-rules.ts):
// the LTV's colour band, per cents, the borrow form's checks and the most that can be borrowed (as
// the server would judge them), the calculator's quote with its due and settle times, a
// repayment's interest-first split, and what adding or taking back collateral does.
import { describe, expect, it } from 'vitest';
import { borrowProblem, debtOf, hourlyInterest, reducible } from '../../contract/loan-rules';
import type { Loan, LoanProduct } from '../../contract/loans';
import {
  checkAmount,
  checkBorrow,
  collateralPreview,
  leastCollateral,
  loanQuote,
  ltvBand,
  ltvPercent,
  maxBorrow,
  percentOf,
  reduceMax,
  repayPreview,
  yearlyPercentOf,
} from '../../src/lib/loans';

const TICK = { id: 42, price: '100000', time: 1_800_000_000_000 };

const BTC: LoanProduct = {
  id: 1,
  collateral: 'BTC',
  borrow: 'USDT',
  initial_ltv: '0.65',
  call_ltv: '0.8',
  liquidation_ltv: '0.9',
  daily_rate: '0.0002',
  liquidation_fee: '0.02',
  terms: [0, 7, 30, 90],
  min_borrow: '50',
  user_limit: '200000',
  total_left: '10000000',
  price: TICK,
};

const LOAN: Loan = {
  id: 'L1',
  product_id: 1,
  collateral_currency: 'BTC',
  borrow_currency: 'USDT',
  initial_ltv: '0.65',
  call_ltv: '0.8',
  liquidation_ltv: '0.9',
  daily_rate: '0.0002',
  liquidation_fee: '0.02',
  term: 7,
  principal: '5000',
  interest: '0.05',
  interest_paid: '0',
  collateral: '0.1',
  hourly_interest: '0.04166667',
  due_at: null,
  settle_at: null,
  state: 'open',
  margin_called: false,
  borrowed_tick: TICK,
  price: TICK,
  ltv: '0.5001',
  call_price: '62500.62',
  liquidation_price: '55556.11',
  closed_tick: null,
  shortfall: null,
  created_at: TICK.time,
  closed_at: null,
};

describe('ltvBand', () => {
  it('is safe below 90 % of the call line, near from there, and at the call from the line (or once called)', () => {
    expect(ltvBand('0.5', '0.8')).toBe('safe');
    expect(ltvBand('0.7199', '0.8')).toBe('safe');
    expect(ltvBand('0.72', '0.8')).toBe('near');
    expect(ltvBand('0.7999', '0.8')).toBe('near');
    expect(ltvBand('0.8', '0.8')).toBe('call');
    expect(ltvBand('0.95', '0.8')).toBe('call');
    expect(ltvBand('0.5', '0.8', true)).toBe('call');
    expect(ltvBand(null, '0.8')).toBeNull();
  });
});

describe('per cents', () => {
  it('moves the point exactly', () => {
    expect(percentOf('0.65')).toBe('65');
    expect(percentOf('0.0002')).toBe('0.02');
    expect(ltvPercent('0.5')).toBe('50.00');
    expect(ltvPercent('0.50015')).toBe('50.02');
    expect(yearlyPercentOf('0.0002')).toBe('7.3');
  });
});

describe('checkBorrow', () => {
  const at = (amount: string, collateral: string, available: string | null = null) =>
    checkBorrow({ amount, collateral }, BTC, available);

  it('asks for both amounts, then judges them as the server does at the recorded price', () => {
    expect(at('', '0.1')).toEqual({ field: 'amount', kind: 'required' });
    expect(at('1e3', '0.1')).toEqual({ field: 'amount', kind: 'invalid' });
    expect(at('100', '')).toEqual({ field: 'collateral', kind: 'required' });
    expect(at('100', '0.123456789')).toEqual({ field: 'collateral', kind: 'invalid' });
    expect(at('10', '0.1')).toEqual({ field: 'amount', kind: 'below_min', min: '50' });
    expect(at('300000', '10')).toEqual({ field: 'amount', kind: 'above_user_limit', left: '200000' });
    expect(at('100', '0.5', '0.2')).toEqual({ field: 'collateral', kind: 'balance' });
    // The server's own example: 7000 USDT against 0.1 BTC at 100,000 needs 0.10769… BTC.
    const ltv = at('7000', '0.1');
    expect(ltv).toMatchObject({ field: 'collateral', kind: 'ltv' });
    expect(ltv && 'needed' in ltv ? ltv.needed : '').toMatch(/^0\.10769/);
    expect(at('5000', '0.1', '0.1')).toBeNull();
  });

  it('leaves the LTV to the server while there is no recorded price', () => {
    expect(checkBorrow({ amount: '7000', collateral: '0.1' }, { ...BTC, price: null }, null)).toBeNull();
  });
});

describe('maxBorrow and leastCollateral', () => {
  it('borrows the most whose first hour still fits the initial line, to the cent, and the server agrees', () => {
    const most = maxBorrow('0.1', '100000', BTC) as string;
    expect(most).toBe('6499.94');
    const limits = { userLeft: BTC.user_limit, totalLeft: BTC.total_left };
    expect(borrowProblem({ amount: most, collateral: '0.1' }, BTC, '100000', limits)).toBeNull();
    expect(borrowProblem({ amount: '6499.95', collateral: '0.1' }, BTC, '100000', limits)?.kind).toBe('ltv');
  });

  it('stays within what is left to lend, and has nothing for no collateral', () => {
    expect(maxBorrow('10', '100000', { ...BTC, total_left: '1234.5' })).toBe('1234.5');
    expect(maxBorrow('', '100000', BTC)).toBeNull();
    expect(maxBorrow('0', '100000', BTC)).toBeNull();
  });

  it('gives the least collateral an amount needs, which the server accepts', () => {
    const least = leastCollateral(BTC, '5000') as string;
    const limits = { userLeft: BTC.user_limit, totalLeft: BTC.total_left };
    expect(borrowProblem({ amount: '5000', collateral: least }, BTC, '100000', limits)).toBeNull();
    expect(leastCollateral(BTC, 'x')).toBeNull();
  });
});

describe('loanQuote', () => {
  it('quotes at the recorded price, with the due time and the settle time 24 h after it', () => {
    const now = 1_800_000_100_000;
    const q = loanQuote(BTC, { amount: '5000', collateral: '0.1', term: 7 }, now);
    const hourly = hourlyInterest('5000', '0.0002');
    expect(q).toMatchObject({ hourly_interest: hourly, ltv: '0.5000', price: TICK });
    expect(q?.term_interest).toBe(
      debtOf(0, hourly)
        .times(24 * 7)
        .toFixed(),
    );
    expect(q?.dueAt).toBe(now + 7 * 86_400_000);
    expect(q?.settleAt).toBe(now + 8 * 86_400_000);
    const flexible = loanQuote(BTC, { amount: '5000', collateral: '0.1', term: 0 }, now);
    expect([flexible?.dueAt, flexible?.settleAt, flexible?.term_interest]).toEqual([null, null, null]);
    expect(loanQuote({ ...BTC, price: null }, { amount: '5000', collateral: '0.1', term: 0 }, now)).toBeNull();
    expect(loanQuote(BTC, { amount: '', collateral: '0.1', term: 0 }, now)).toBeNull();
  });
});

describe('repayPreview', () => {
  it('pays interest first, then principal, and says what remains', () => {
    expect(repayPreview(LOAN, '100')).toEqual({
      amount: '100',
      toInterest: '0.05',
      toPrincipal: '99.95',
      principalLeft: '4900.05',
      interestLeft: '0',
      closes: false,
    });
    expect(repayPreview(LOAN, '0.01')).toMatchObject({ toInterest: '0.01', toPrincipal: '0', interestLeft: '0.04' });
  });

  it('repays all of it and releases the collateral; refuses more than is owed', () => {
    expect(repayPreview(LOAN, 'all')).toMatchObject({ amount: '5000.05', principalLeft: '0', closes: true });
    expect(repayPreview(LOAN, '5000.05')?.closes).toBe(true);
    expect(repayPreview(LOAN, '5000.06')).toBeNull();
    expect(repayPreview(LOAN, '')).toBeNull();
  });
});

describe('collateral', () => {
  it('takes back at most what keeps the LTV at the initial line, as the server bounds it', () => {
    expect(reduceMax(LOAN)).toBe(reducible('5000.05', '0.1', '100000', '0.65'));
    expect(reduceMax({ ...LOAN, price: null })).toBeNull();
  });

  it('shows the LTV and the lines’ prices after a change', () => {
    const after = collateralPreview(LOAN, '0.1');
    expect(after).toEqual({
      collateral: '0.2',
      ltv: '0.2500',
      callPrice: '31250.3125',
      liquidationPrice: '27778.05555555',
    });
    expect(collateralPreview(LOAN, '-0.1')).toBeNull();
  });

  it('checks an amount against the most and the balance', () => {
    const debt = { most: '5000.05', reason: 'debt' as const, available: '6000' };
    expect(checkAmount('', debt)).toEqual({ kind: 'required' });
    expect(checkAmount('abc', debt)).toEqual({ kind: 'invalid' });
    expect(checkAmount('5000.06', debt)).toEqual({ kind: 'above', most: '5000.05', reason: 'debt' });
    expect(checkAmount('100', { ...debt, available: '99' })).toEqual({ kind: 'balance' });
    expect(checkAmount('100', debt)).toBeNull();
  });
});
