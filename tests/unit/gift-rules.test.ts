// Gift splits (issue 39, contract/gift-rules.ts): sums exact, every part at least one unit, the
// equal split's remainder to the first parts, the random split uniform over every composition.
import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  equalPart,
  equalSplit,
  fromGiftUnits,
  giftProblem,
  randomSplit,
  splitGift,
  toGiftUnits,
} from '../../contract/gift-rules';

/** A uniform integer in [1, max] (tests only; the server draws from the OS's CSPRNG too). */
const draw = (max: bigint) => BigInt(randomInt(1, Number(max) + 1));
const sum = (parts: bigint[]) => parts.reduce((a, b) => a + b, 0n);

describe('gift amounts', () => {
  it('counts amounts in gift units of each coin', () => {
    expect(toGiftUnits('10.05', 'USDT')).toBe(1005n);
    expect(toGiftUnits('0.00000001', 'BTC')).toBe(1n);
    expect(toGiftUnits('10.001', 'USDT')).toBeNull();
    expect(toGiftUnits('0', 'USDT')).toBeNull();
    expect(toGiftUnits('1e3', 'USDT')).toBeNull();
    expect(toGiftUnits('1', 'DOGE')).toBeNull();
    expect(fromGiftUnits(1005n, 'USDT')).toBe('10.05');
    expect(fromGiftUnits(100n, 'USDT')).toBe('1');
    expect(fromGiftUnits(1n, 'ETH')).toBe('0.00000001');
  });

  it('says what is wrong at its field', () => {
    const ok = { currency: 'USDT', amount: '1', parts: '3', message: 'hi' };
    expect(giftProblem(ok)).toBeNull();
    expect(giftProblem({ ...ok, currency: 'XRP' })?.field).toBe('currency');
    expect(giftProblem({ ...ok, amount: '0.001' })?.field).toBe('amount');
    expect(giftProblem({ ...ok, parts: '0' })?.field).toBe('parts');
    expect(giftProblem({ ...ok, parts: '101' })?.field).toBe('parts');
    expect(giftProblem({ ...ok, parts: '2.5' })?.field).toBe('parts');
    expect(giftProblem({ ...ok, amount: '0.02', parts: '3' })).toMatchObject({
      field: 'amount',
      values: { min: '0.03', currency: 'USDT' },
    });
    expect(giftProblem({ ...ok, message: '字'.repeat(61) })?.field).toBe('message');
    expect(giftProblem({ ...ok, message: '字'.repeat(60) })).toBeNull();
  });
});

describe('the equal split', () => {
  it('gives the remainder one unit each to the first parts', () => {
    expect(equalSplit(1005n, 10)).toEqual([101n, 101n, 101n, 101n, 101n, 100n, 100n, 100n, 100n, 100n]);
    expect(equalSplit(7n, 7)).toEqual(Array(7).fill(1n));
    expect(equalPart('10.05', 'USDT', 10)).toBe('1.01');
    expect(equalPart('0.05', 'USDT', 6)).toBeNull();
  });

  it('always sums exactly, with parts at least one unit and at most one apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.bigInt({ min: 0n, max: 10n ** 20n }), (n, extra) => {
        const total = BigInt(n) + extra;
        const parts = equalSplit(total, n);
        expect(parts).toHaveLength(n);
        expect(sum(parts)).toBe(total);
        const sorted = [...parts].sort((a, b) => Number(a - b));
        const [min, max] = [sorted[0] as bigint, sorted[sorted.length - 1] as bigint];
        expect(min >= 1n && max - min <= 1n).toBe(true);
      }),
    );
  });
});

describe('the random split', () => {
  it('always sums exactly, with every part at least one unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.bigInt({ min: 0n, max: 10n ** 12n }), (n, extra) => {
        const total = BigInt(n) + extra;
        const parts = randomSplit(total, n, draw);
        expect(parts).toHaveLength(n);
        expect(sum(parts)).toBe(total);
        expect(parts.every((p) => p >= 1n)).toBe(true);
      }),
    );
  });

  it('takes every unit when there are as many parts as units', () => {
    expect(randomSplit(5n, 5, draw)).toEqual([1n, 1n, 1n, 1n, 1n]);
    expect(randomSplit(9n, 1, draw)).toEqual([9n]);
  });

  it('makes every composition equally likely (5 units in 3 parts: 6 ways)', () => {
    const counts = new Map<string, number>();
    const runs = 12_000;
    for (let i = 0; i < runs; i++) {
      const key = randomSplit(5n, 3, draw).join(',');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    // Each of the 6 expected 2000 times: far outside ±300 would mean a biased method.
    for (const n of counts.values()) expect(Math.abs(n - runs / 6)).toBeLessThan(300);
  });

  it('splits amounts of a coin into its units', () => {
    const parts = splitGift({ amount: '1', currency: 'USDT', parts: 7, mode: 'random' }, draw);
    expect(parts.every((p) => /^\d+(\.\d{1,2})?$/.test(p))).toBe(true);
    expect(parts.reduce((s, p) => s + Number(toGiftUnits(p, 'USDT')), 0)).toBe(100);
    expect(splitGift({ amount: '1', currency: 'USDT', parts: 3, mode: 'equal' }, draw)).toEqual([
      '0.34',
      '0.33',
      '0.33',
    ]);
  });
});
