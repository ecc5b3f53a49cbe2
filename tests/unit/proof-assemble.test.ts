// What a publication of the proof of liabilities is made of (issue 41): users' balances summed over
// their accounts, system accounts apart, and every difference from the journal's own sums named.
import { describe, expect, it } from 'vitest';
import type { HoldingRow } from '../../server/ledger/holdings';
import { assemble } from '../../server/proof/assemble';

const row = (holder: string, account: number, currency: string, available: string, frozen = '0'): HoldingRow => ({
  holder,
  account,
  currency,
  available,
  frozen,
});
const holdings = (balances: HoldingRow[], journal: Record<string, bigint>) => ({
  at: 1,
  balances,
  journalUserSums: new Map(Object.entries(journal)),
  journalFaults: [],
});

describe('assembling a publication', () => {
  const balances = [
    row('user:a', 2, 'USDT', '100', '50'),
    row('user:a', 3, 'USDT', '0.5'),
    row('user:a', 2, 'BTC', '0'),
    row('user:b', 4, 'ETH', '2'),
    row('system:fees', 0, 'USDT', '3'),
    row('system:demo-funds', 0, 'USDT', '-153.5'),
    row('system:options', 0, 'BTC', '0'),
  ];

  it("sums each user's accounts, leaves currencies nobody holds out, and lists system accounts apart", () => {
    const a = assemble(holdings(balances, { USDT: 15_050_000_000n, ETH: 200_000_000n }));
    expect(a.currencies).toEqual(['ETH', 'USDT']);
    expect(a.users).toEqual(
      new Map([
        ['a', [0n, 15_050_000_000n]],
        ['b', [200_000_000n, 0n]],
      ]),
    );
    expect(a.totals).toEqual([200_000_000n, 15_050_000_000n]);
    expect(a.system).toEqual([
      { holder: 'system:demo-funds', currency: 'USDT', balance: '-153.5' },
      { holder: 'system:fees', currency: 'USDT', balance: '3' },
    ]);
    expect(a.differences).toEqual([]);
    expect(a.faults).toEqual([]);
  });

  it('names each currency whose total is not the journal’s, and balances that cannot go in a tree', () => {
    const a = assemble(
      holdings([...balances, row('user:c', 2, 'BTC', '-1'), row('user:c', 2, 'ETH', '1.5x')], {
        USDT: 15_050_000_001n,
        ETH: 200_000_000n,
        DOGE: 5n,
      }),
    );
    expect(a.differences).toEqual([
      { currency: 'BTC', tree: '-1', ledger: '0' },
      { currency: 'DOGE', tree: '0', ledger: '0.00000005' },
      { currency: 'USDT', tree: '150.5', ledger: '150.50000001' },
    ]);
    expect(a.faults).toEqual(['balance user:c/2/BTC: below zero', 'balance user:c/2/ETH: not a ledger amount']);
  });
});
