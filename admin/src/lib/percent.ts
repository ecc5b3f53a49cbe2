// A fraction as a percentage, for operators reading payout ratios ('0.8' → '80'): the decimal
// point moved two places in the string, never through a floating-point number.
export function percentOf(fraction: string): string | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(fraction.trim());
  if (!m) return null;
  const [, int = '0', frac = ''] = m;
  const digits = int + frac.padEnd(2, '0');
  const whole = digits.slice(0, int.length + 2).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(int.length + 2).replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : whole;
}

/** A fraction as a per cent for a table's cell ('0.0005' → '0.05 %'), or as given when not a decimal. */
export const percentText = (fraction: string) => {
  const p = percentOf(fraction);
  return p === null ? fraction : `${p} %`;
};

const PERCENT = /^(\d{1,2})(?:\.(\d{1,6}))?$/;

/** A per-cent figure as a fraction ('0.3' → '0.003', '0' → '0'), or null unless 0 ≤ it < 100 with at most 6 decimals. */
export function fractionOf(percent: string): string | null {
  const m = PERCENT.exec(percent.trim());
  if (!m) return null;
  const [, int = '0', frac = ''] = m;
  const digits = (int.padStart(2, '0') + frac).replace(/0+$/, '');
  return digits ? `0.${digits}` : '0';
}
