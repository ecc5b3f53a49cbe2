// Crypto loans' arithmetic (issue 38): interest per hour rounded up and charged per hour once,
// LTV and its lines exactly, the calculator's quote, the reduce-collateral bound, interest first
// in a repayment, and a settlement that pays the debt and fee from collateral sold at one price.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  borrowProblem,
  collateralFor,
  HOUR,
  hourlyInterest,
  hoursDue,
  interestAt,
  linePrice,
  ltvOf,
  quote,
  reaches,
  reducible,
  settlement,
  splitRepayment,
  termsProblem,
} from '../../contract/loan-rules';

const terms = { initial_ltv: '0.65', call_ltv: '0.8', liquidation_ltv: '0.9', daily_rate: '0.0002' };

describe('loan interest', () => {
  it('charges principal × daily rate ÷ 24 an hour, rounded up to 10⁻⁸', () => {
    expect(hourlyInterest('2400', '0.0002')).toBe('0.02');
    expect(hourlyInterest('5000', '0.0002')).toBe('0.04166667');
    expect(hourlyInterest('0', '0.0002')).toBe('0');
  });

  it('owes every hour from the last charged through the hour holding the time, once', () => {
    const h = 500_000;
    expect(hoursDue(h + 1, h * HOUR + 10)).toBe(0);
    expect(hoursDue(h + 1, (h + 1) * HOUR)).toBe(1);
    expect(hoursDue(h + 1, (h + 3) * HOUR + 5)).toBe(3);
    const loan = { accrued_to: h + 1, hourly_interest: '0.02', interest: '0.02' };
    const at = interestAt(loan, (h + 2) * HOUR);
    expect(at).toEqual({ hours: 2, charged: '0.04', interest: '0.06', accrued_to: h + 3 });
    // Brought to date, the same time owes nothing more.
    expect(interestAt({ ...loan, ...at }, (h + 2) * HOUR).hours).toBe(0);
  });
});

describe('LTV and its lines', () => {
  it('judges the lines exactly, and their prices are where they are reached', () => {
    expect(ltvOf('5000', '0.1', '100000')).toBe('0.5000');
    expect(reaches('8000', '0.1', '100000', '0.8')).toBe(true);
    expect(reaches('7999.99999999', '0.1', '100000', '0.8')).toBe(false);
    const debt = '5000.04166667';
    const call = linePrice(debt, '0.1', '0.8');
    expect(call).toBe('62500.52083337');
    expect(reaches(debt, '0.1', call, '0.8')).toBe(true);
    expect(reaches(debt, '0.1', new Decimal(call).plus('0.00000001').toFixed(), '0.8')).toBe(false);
  });

  it('quotes what the borrower will see, counting the first hour', () => {
    const q = quote('5000', '0.1', '100000', terms, 30);
    expect(q).toMatchObject({
      hourly_interest: '0.04166667',
      daily_interest: '1.00000008',
      term_interest: '30.0000024',
      call_price: '62500.52083337',
      min_collateral: collateralFor('5000.04166667', '100000', '0.65'),
    });
    expect(quote('5000', '0.1', '100000', terms, 0).term_interest).toBeNull();
  });

  it('refuses a borrow below the minimum, above the limits or the initial line', () => {
    const p = { min_borrow: '50', ...terms };
    const limits = { userLeft: '1000', totalLeft: '800' };
    expect(borrowProblem({ amount: '10', collateral: '1' }, p, '100000', limits)?.kind).toBe('below_min');
    expect(borrowProblem({ amount: '1001', collateral: '1' }, p, '100000', limits)?.kind).toBe('above_user_limit');
    expect(borrowProblem({ amount: '900', collateral: '1' }, p, '100000', limits)?.kind).toBe('above_total');
    expect(borrowProblem({ amount: '650', collateral: '0.01' }, p, '100000', limits)).toEqual({
      kind: 'ltv',
      needed: '0.01000009',
    });
    expect(borrowProblem({ amount: '640', collateral: '0.01' }, p, '100000', limits)).toBeNull();
  });

  it('lets collateral back only down to the initial line', () => {
    const max = reducible('6000.05', '0.2', '100000', '0.65');
    expect(max).toBe('0.10769153');
    expect(reaches('6000.05', new Decimal('0.2').minus(max).toFixed(), '100000', '0.65')).toBe(false);
    expect(reducible('6000.05', '0.05', '100000', '0.65')).toBe('0');
  });

  it('refuses lines out of order', () => {
    expect(termsProblem({ ...terms, liquidation_fee: '0.02' })).toBeNull();
    expect(termsProblem({ ...terms, call_ltv: '0.95', liquidation_fee: '0.02' })).toBe('lines');
    expect(termsProblem({ ...terms, liquidation_fee: '1' })).toBe('fee');
  });
});

describe('repaying and settling', () => {
  it('pays interest first', () => {
    expect(splitRepayment('100', '0.5')).toEqual({ interest: '0.5', principal: '99.5' });
    expect(splitRepayment('0.2', '0.5')).toEqual({ interest: '0.2', principal: '0' });
  });

  it('sells enough collateral at the price for the debt and fee, returns the rest', () => {
    const s = settlement({ principal: '5000', interest: '0.04166667', collateral: '0.1' }, '0.02', '55000');
    const debt = new Decimal('5000.04166667');
    expect(s.fee).toBe('100.00083334');
    expect(new Decimal(s.sold).plus(s.returned).toFixed()).toBe('0.1');
    expect(new Decimal(s.proceeds).eq(new Decimal(s.sold).times(55000).toDecimalPlaces(8, Decimal.ROUND_DOWN))).toBe(
      true,
    );
    expect(new Decimal(s.interest).plus(s.principal).plus(s.fee).plus(s.change).toFixed()).toBe(s.proceeds);
    expect(new Decimal(s.principal).plus(s.interest).eq(debt)).toBe(true);
    // One 10⁻⁸ coin less would not have paid for it.
    expect(new Decimal(s.sold).minus('0.00000001').times(55000).lt(debt.plus(s.fee))).toBe(true);
    expect(s.shortfall).toBe('0');
  });

  it('sells everything and records the shortfall when the collateral does not cover the debt', () => {
    const s = settlement({ principal: '5000', interest: '1', collateral: '0.1' }, '0.02', '40000');
    expect(s).toMatchObject({ sold: '0.1', proceeds: '4000', interest: '1', principal: '3999', fee: '0', change: '0' });
    expect(s.returned).toBe('0');
    expect(s.shortfall).toBe('1001');
  });
});
