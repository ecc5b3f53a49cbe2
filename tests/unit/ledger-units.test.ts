// Integer units (10⁻⁸) are the same arithmetic as decimal.js on every amount the ledger takes:
// reading and writing back gives decimal.js's canonical string, sums agree, and anything that is
// not a plain decimal with at most 8 decimals is refused rather than rounded.
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromUnits, toUnits } from '../../server/ledger/units';

// decimal.js rounds sums to 20 significant digits by default; these amounts have up to 28.
const Exact = Decimal.clone({ precision: 100 });

/** A signed plain decimal of up to 20 whole digits and 0–8 decimals, possibly with trailing zeros. */
const amount = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.stringMatching(/^\d{0,8}$/))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`);

describe('ledger units', () => {
  it('read and write amounts exactly as decimal.js does', () => {
    fc.assert(
      fc.property(amount, (a) => {
        const units = toUnits(a);
        expect(units).not.toBeNull();
        expect(fromUnits(units as bigint)).toBe(new Decimal(a).toFixed());
      }),
      { numRuns: 2000 },
    );
  });

  it('add as decimal.js adds', () => {
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 8 }), (as) => {
        const units = as.reduce((s, a) => s + (toUnits(a) as bigint), 0n);
        const decimal = as.reduce((s, a) => s.plus(a), new Exact(0));
        expect(fromUnits(units)).toBe(decimal.toFixed());
        expect(units < 0n).toBe(decimal.isNegative() && !decimal.isZero());
      }),
      { numRuns: 1000 },
    );
  });

  it('refuse what is not a plain decimal of at most 8 decimals', () => {
    expect(toUnits('0.00000001')).toBe(1n);
    expect(toUnits('-1.5')).toBe(-150_000_000n);
    expect(fromUnits(-1n)).toBe('-0.00000001');
    expect(fromUnits(0n)).toBe('0');
    for (const bad of ['', '-', '.5', '5.', '1e3', '01', '+1', '0.123456789', ' 1', '1,5', 'NaN', '0x10']) {
      expect(toUnits(bad)).toBeNull();
    }
    expect(toUnits(5 as unknown as string)).toBeNull();
  });
});
