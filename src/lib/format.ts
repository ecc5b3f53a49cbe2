// Number formats of spec §9: prices with their instrument's decimals, K above a thousand and M
// above a million for volumes, signed percentages, and the colour a change takes. Inputs are
// decimal strings; nothing here does arithmetic on money.

/** 'up' | 'down' | 'flat' for a signed decimal string (spec: green positive, grey zero, red negative). */
export function trend(change: string): 'up' | 'down' | 'flat' {
  const n = Number(change);
  return n > 0 ? 'up' : n < 0 ? 'down' : 'flat';
}

/** "+1.25%", "-0.40%", "0.00%". */
export function formatPercent(change: string): string {
  const n = Number(change);
  return `${n > 0 ? '+' : ''}${change}%`;
}

/** Groups the integer part with commas, keeping every decimal the string has. */
export function groupDigits(value: string): string {
  const [int = '', frac] = value.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = sign ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}

/** Spec §9: "K above 1,000, M above 1,000,000", two decimals; smaller numbers as they are. */
export function formatCompact(value: string): string {
  const n = Number(value);
  const abs = Math.abs(n);
  if (abs >= 1_000_000_000) return `${(n / 1_000_000_000).toFixed(2)}B`;
  if (abs >= 1_000_000) return `${(n / 1_000_000).toFixed(2)}M`;
  if (abs >= 1_000) return `${(n / 1_000).toFixed(2)}K`;
  return abs >= 1 ? n.toFixed(2) : value;
}
