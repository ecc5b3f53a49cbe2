// The journal's invariants, pure: folding postings gives the balances applyPostings would have
// left (for any sequence it accepts), and every way a journal or its projection can be wrong is
// named — an entry that does not balance, has no postings or cannot be read, a user balance
// below zero, a projection row that differs (by value, a missing row counting as zero).
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BalanceFold, compareBalances, negativeBalances, totalsByHolder } from '../../server/ledger/journal';
import { applyPostings, type Balance, type Posting, statementLeads } from '../../server/ledger/rules';

const amount = fc.integer({ min: 1, max: 10_000_000_000 }).map((n) => new Decimal(n).div(100_000_000).toFixed());
const entry = fc.record({
  user: fc.constantFrom('user:a', 'user:b'),
  currency: fc.constantFrom('USDT', 'BTC'),
  from: fc.tuple(fc.integer({ min: 0, max: 4 }), fc.constantFrom('available' as const, 'frozen' as const)),
  to: fc.tuple(fc.integer({ min: 1, max: 4 }), fc.constantFrom('available' as const, 'frozen' as const)),
  amount,
});

/** Account 0 stands for demo funds coming in from outside; otherwise a move between the user's own. */
type Entry = typeof entry extends fc.Arbitrary<infer T> ? T : never;

function postingsOf(e: Entry): Posting[] {
  const [fromAccount, fromField] = e.from;
  const [toAccount, toField] = e.to;
  const source =
    fromAccount === 0
      ? { holder: 'system:demo', account: 0, field: 'available' as const }
      : { holder: e.user, account: fromAccount, field: fromField };
  return [
    { ...source, currency: e.currency, amount: `-${e.amount}` },
    { holder: e.user, account: toAccount, currency: e.currency, field: toField, amount: e.amount },
  ];
}

/** The postings as the writers store them: numbered, with their statement leads marked. */
const seq = (postings: Posting[]) => {
  const leads = statementLeads(postings);
  return postings.map((p, i) => ({ ...p, seq: i, lead: leads[i] ? 1 : 0 }));
};

describe('journal fold', () => {
  it('gives exactly the balances the accepted entries left, with no fault', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 80 }), (entries) => {
        let state = new Map<string, Balance>();
        const fold = new BalanceFold();
        entries.forEach((e, i) => {
          const postings = postingsOf(e);
          const result = applyPostings(state, postings);
          if (!result.ok) return; // refused: never in the journal
          state = new Map([...state, ...result.balances]);
          expect(fold.addEntry(`e${i}`, seq(postings))).toEqual([]);
        });
        const journal = fold.balances();
        expect(compareBalances(journal, state)).toEqual([]);
        expect(negativeBalances(journal)).toEqual([]);
        // Money only comes from outside: every currency's holders sum to zero.
        const perCurrency = new Map<string, Decimal>();
        for (const [key, total] of totalsByHolder(journal)) {
          const currency = key.split('|')[1] ?? '';
          perCurrency.set(currency, (perCurrency.get(currency) ?? new Decimal(0)).plus(total));
        }
        for (const sum of perCurrency.values()) expect(sum.isZero()).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('names entries that do not balance, have no postings or cannot be read', () => {
    const fold = new BalanceFold();
    const p = (amount: string, currency = 'USDT', field: Posting['field'] = 'available'): Posting => ({
      holder: 'user:a',
      account: 2,
      currency,
      field,
      amount,
    });
    expect(fold.addEntry('one-sided', seq([p('5')]))).toEqual([
      { entryId: 'one-sided', fault: 'unbalanced', currency: 'USDT', sum: '5' },
    ]);
    // Balanced in total but not per currency.
    expect(fold.addEntry('cross', seq([p('1', 'USDT'), p('-1', 'BTC')]))).toEqual([
      { entryId: 'cross', fault: 'unbalanced', currency: 'USDT', sum: '1' },
      { entryId: 'cross', fault: 'unbalanced', currency: 'BTC', sum: '-1' },
    ]);
    expect(fold.addEntry('empty', [])).toEqual([{ entryId: 'empty', fault: 'empty' }]);
    expect(fold.addEntry('float', seq([p('1e3'), p('-1000')]))).toMatchObject([
      { entryId: 'float', fault: 'malformed', seq: 0 },
      { entryId: 'float', fault: 'unbalanced', currency: 'USDT', sum: '-1000' },
    ]);
    expect(fold.addEntry('field', seq([p('1', 'USDT', 'locked' as Posting['field']), p('-1')]))).toMatchObject([
      { entryId: 'field', fault: 'malformed', seq: 0 },
      { entryId: 'field', fault: 'unbalanced' },
    ]);
    // Exact decimals: 0.1 + 0.2 - 0.3 is zero here, unlike in floating point.
    expect(fold.addEntry('exact', seq([p('0.1'), p('0.2'), p('-0.3')]))).toEqual([]);
    const unmarked = seq([p('1'), p('-1')]).map((q) => ({ ...q, lead: 0 }));
    expect(fold.addEntry('off-statement', unmarked)).toEqual([
      { entryId: 'off-statement', fault: 'statement', seq: 0 },
    ]);
  });

  it('sums exactly beyond 20 significant digits (decimal.js rounds there by default)', () => {
    const fold = new BalanceFold();
    const big = '999999999999999.99999999';
    const p = (amount: string, account: number): Posting & { seq: number; lead: number } => ({
      holder: 'user:a',
      account,
      currency: 'USDT',
      field: 'available',
      amount,
      seq: account,
      lead: account === 2 ? 1 : 0,
    });
    expect(fold.addEntry('a', [p(big, 2), p(`-${big}`, 3)])).toEqual([]);
    expect(fold.addEntry('b', [p(big, 2), p(`-${big}`, 3)])).toEqual([]);
    expect(fold.addEntry('c', [p('0.00000001', 2), p('-0.00000001', 3)])).toEqual([]);
    expect(fold.balances().get('user:a|2|USDT')).toEqual({ available: '1999999999999999.99999999', frozen: '0' });
  });

  it('finds user balances below zero, but not system ones', () => {
    const balances = new Map<string, Balance>([
      ['system:demo|0|USDT', { available: '-100', frozen: '0' }],
      ['user:a|2|USDT', { available: '-0.00000001', frozen: '0' }],
      ['user:a|3|USDT', { available: '1', frozen: '-2' }],
    ]);
    expect(negativeBalances(balances)).toEqual([
      { key: 'user:a|2|USDT', field: 'available', amount: '-0.00000001' },
      { key: 'user:a|3|USDT', field: 'frozen', amount: '-2' },
    ]);
  });

  it('compares a projection by value, a missing row counting as zero', () => {
    const journal = new Map<string, Balance>([
      ['user:a|2|USDT', { available: '1.5', frozen: '0' }],
      ['user:a|3|USDT', { available: '0', frozen: '0' }],
      ['user:b|2|USDT', { available: '2', frozen: '0' }],
    ]);
    const projection = new Map<string, Balance>([
      ['user:a|2|USDT', { available: '1.50', frozen: '0.0' }], // same value
      ['user:a|4|USDT', { available: '0', frozen: '0' }], // zeros, no posting: same money
      ['user:b|2|USDT', { available: '2.00000001', frozen: '0' }],
      ['user:c|2|USDT', { available: '3', frozen: '0' }], // no posting at all
    ]);
    expect(compareBalances(journal, projection)).toEqual([
      {
        key: 'user:b|2|USDT',
        journal: { available: '2', frozen: '0' },
        projection: { available: '2.00000001', frozen: '0' },
      },
      { key: 'user:c|2|USDT', journal: { available: '0', frozen: '0' }, projection: { available: '3', frozen: '0' } },
    ]);
    expect(compareBalances(new Map([['user:a|2|USDT', { available: '1', frozen: '0' }]]), new Map())).toMatchObject([
      { key: 'user:a|2|USDT', projection: null },
    ]);
  });
});
