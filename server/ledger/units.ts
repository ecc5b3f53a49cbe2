// Ledger amounts as whole numbers of 10⁻⁸ (BigInt): every currency the ledger keeps has at most 8
// decimals (ADR 7), so sums and comparisons of amounts are exact integer arithmetic, about ten
// times cheaper than parsing and adding decimal strings with decimal.js on every posting (ADR 11).
// Strings stay the stored and exchanged form; this is only how the rules compute.

/** Decimals of a ledger amount. */
export const DECIMALS = 8;

const SIGNED_AMOUNT = /^(-?)(0|[1-9]\d*)(?:\.(\d{1,8}))?$/;

/** A signed plain decimal with at most 8 decimals in units of 10⁻⁸; null when it is anything else. */
export function toUnits(amount: string): bigint | null {
  if (typeof amount !== 'string') return null;
  const m = SIGNED_AMOUNT.exec(amount);
  if (!m) return null;
  const units = BigInt((m[2] as string) + (m[3] ?? '').padEnd(DECIMALS, '0'));
  return m[1] ? -units : units;
}

/** Units as the canonical decimal string (as decimal.js's toFixed() writes it: no trailing zeros). */
export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(DECIMALS + 1, '0');
  const whole = digits.slice(0, -DECIMALS);
  const fraction = digits.slice(-DECIMALS).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
