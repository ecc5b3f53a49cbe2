// The ledger's rules under random use (fast-check): whatever sequence of demo funds, transfers
// between accounts and refused overdrafts happens, every entry balances, each currency's user
// balances add up to what came in from outside, and no user balance is ever negative.
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../server/ledger/amounts';
import { applyPostings, type Balance, isBalanced, type Posting, statementLeads } from '../../server/ledger/rules';

const USERS = ['user:a', 'user:b'];
const CURRENCIES = ['USDT', 'BTC'];

type Op =
  | { kind: 'fund'; user: string; currency: string; amount: string }
  | { kind: 'move'; user: string; currency: string; amount: string; from: number; to: number };

const amount = fc.integer({ min: 1, max: 10_000_000 }).map((n) => new Decimal(n).div(1000).toFixed());
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('fund' as const),
    user: fc.constantFrom(...USERS),
    currency: fc.constantFrom(...CURRENCIES),
    amount,
  }),
  fc.record({
    kind: fc.constant('move' as const),
    user: fc.constantFrom(...USERS),
    currency: fc.constantFrom(...CURRENCIES),
    amount,
    from: fc.integer({ min: 1, max: 4 }),
    to: fc.integer({ min: 1, max: 4 }),
  }),
);

function postingsOf(o: Op): Posting[] {
  if (o.kind === 'fund') {
    return [
      { holder: 'system:demo', account: 0, currency: o.currency, field: 'available', amount: `-${o.amount}` },
      { holder: o.user, account: 2, currency: o.currency, field: 'available', amount: o.amount },
    ];
  }
  return [
    { holder: o.user, account: o.from, currency: o.currency, field: 'available', amount: `-${o.amount}` },
    { holder: o.user, account: o.to, currency: o.currency, field: 'available', amount: o.amount },
  ];
}

describe('ledger rules', () => {
  it('keep every balance non-negative and every currency summing to what came in', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let balances = new Map<string, Balance>();
        const fundedIn = new Map<string, Decimal>();
        for (const o of ops) {
          const postings = postingsOf(o);
          expect(isBalanced(postings)).toBe(true);
          const result = applyPostings(balances, postings);
          if (!result.ok) continue; // refused: nothing changes
          balances = new Map([...balances, ...result.balances]);
          if (o.kind === 'fund') fundedIn.set(o.currency, (fundedIn.get(o.currency) ?? new Decimal(0)).plus(o.amount));
        }
        for (const [key, b] of balances) {
          if (key.startsWith('user:')) {
            expect(new Decimal(b.available).isNegative()).toBe(false);
            expect(new Decimal(b.frozen).isNegative()).toBe(false);
          }
        }
        for (const currency of CURRENCIES) {
          const users = [...balances]
            .filter(([k]) => k.startsWith('user:') && k.endsWith(`|${currency}`))
            .reduce((s, [, b]) => s.plus(b.available).plus(b.frozen), new Decimal(0));
          const system = [...balances]
            .filter(([k]) => k.startsWith('system:') && k.endsWith(`|${currency}`))
            .reduce((s, [, b]) => s.plus(b.available), new Decimal(0));
          expect(users.toFixed()).toBe((fundedIn.get(currency) ?? new Decimal(0)).toFixed());
          expect(users.plus(system).isZero()).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuse an entry that does not balance, and an overdraft', () => {
    expect(isBalanced([{ holder: 'user:a', account: 2, currency: 'USDT', field: 'available', amount: '1' }])).toBe(
      false,
    );
    expect(isBalanced([])).toBe(false);
    // Malformed amounts never reach the journal, even when they would sum to zero.
    const pair = (a: string, b: string): Posting[] => [
      { holder: 'user:a', account: 2, currency: 'USDT', field: 'available', amount: a },
      { holder: 'user:b', account: 2, currency: 'USDT', field: 'available', amount: b },
    ];
    expect(isBalanced(pair('1e3', '-1000'))).toBe(false);
    expect(isBalanced(pair('0.123456789', '-0.123456789'))).toBe(false);
    expect(isBalanced(pair('1.5', '-1.5'))).toBe(true);
    const overdraft = applyPostings(new Map(), [
      { holder: 'user:a', account: 2, currency: 'USDT', field: 'available', amount: '-0.00000001' },
      { holder: 'user:a', account: 3, currency: 'USDT', field: 'available', amount: '0.00000001' },
    ]);
    expect(overdraft).toEqual({ ok: false, negative: 'user:a|2|USDT' });
  });

  it('take amounts exactly, within the currency scale, never rounding', () => {
    expect(parseAmount('0.1', 'USDT')).toBe('0.1');
    expect(parseAmount('100.12345678', 'BTC')).toBe('100.12345678');
    expect(parseAmount('0.123456789', 'BTC')).toBeNull();
    expect(parseAmount('0', 'USDT')).toBeNull();
    expect(parseAmount('-1', 'USDT')).toBeNull();
    expect(parseAmount('1e3', 'USDT')).toBeNull();
    expect(parseAmount('01', 'USDT')).toBeNull();
    expect(parseAmount('5', 'XYZ')).toBeNull();
    // A coin the spot books trade is a ledger currency too.
    expect(parseAmount('5', 'DOGE')).toBe('5');
  });

  it("put each entry once on each holder's statement per currency", () => {
    const at = (holder: string, currency: string) => ({ holder, currency });
    // A transfer between a user's own accounts: one statement row, not two.
    expect(statementLeads([at('user:a', 'USDT'), at('user:a', 'USDT')])).toEqual([true, false]);
    // An exchange with a fee: the user's two currencies, and the fee holder's one.
    expect(
      statementLeads([at('user:a', 'BTC'), at('user:a', 'USDT'), at('user:a', 'USDT'), at('system:fees', 'USDT')]),
    ).toEqual([true, true, false, true]);
  });
});
