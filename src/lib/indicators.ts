// Chart indicators (the chart page's MA, BOLL and MACD), as pure functions over closing prices,
// oldest first. Each returns one value per input, `null` where the indicator is not yet defined
// (fewer values than it needs), so the result lines up with the candles index for index. Charting
// needs floats, not money: these are drawn, never used to price anything.

/** Simple moving average over `n` values. */
export function sma(values: readonly number[], n: number): (number | null)[] {
  const out: (number | null)[] = new Array(values.length).fill(null);
  if (n < 1) return out;
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i] as number;
    if (i >= n) sum -= values[i - n] as number;
    if (i >= n - 1) out[i] = sum / n;
  }
  return out;
}

/**
 * Exponential moving average over `n` values (smoothing 2 / (n + 1)), seeded with the simple
 * average of the first `n` values, as most charting platforms do.
 */
export function ema(values: readonly number[], n: number): (number | null)[] {
  const out: (number | null)[] = new Array(values.length).fill(null);
  if (n < 1 || values.length < n) return out;
  const k = 2 / (n + 1);
  let prev = 0;
  for (let i = 0; i < n; i++) prev += values[i] as number;
  prev /= n;
  out[n - 1] = prev;
  for (let i = n; i < values.length; i++) {
    prev = (values[i] as number) * k + prev * (1 - k);
    out[i] = prev;
  }
  return out;
}

export type Band = { middle: number; upper: number; lower: number };

/** Bollinger bands: the `n`-value average with `k` population standard deviations above and below. */
export function bollinger(values: readonly number[], n = 20, k = 2): (Band | null)[] {
  const middle = sma(values, n);
  return middle.map((m, i) => {
    if (m === null) return null;
    let squares = 0;
    for (let j = i - n + 1; j <= i; j++) squares += ((values[j] as number) - m) ** 2;
    const sd = Math.sqrt(squares / n);
    return { middle: m, upper: m + k * sd, lower: m - k * sd };
  });
}

export type MacdPoint = { macd: number; signal: number | null; histogram: number | null };

/**
 * MACD: the `fast` EMA minus the `slow` EMA, its `signal`-value EMA, and their difference (the
 * histogram). The signal line starts once `signal` MACD values exist.
 */
export function macd(values: readonly number[], fast = 12, slow = 26, signal = 9): (MacdPoint | null)[] {
  const fastLine = ema(values, fast);
  const slowLine = ema(values, slow);
  const line = values.map((_, i) => {
    const f = fastLine[i];
    const s = slowLine[i];
    return f == null || s == null ? null : f - s;
  });
  const first = line.findIndex((v) => v !== null);
  const signalLine: (number | null)[] = new Array(values.length).fill(null);
  if (first >= 0) {
    const tail = ema(line.slice(first) as number[], signal);
    tail.forEach((v, i) => {
      signalLine[first + i] = v;
    });
  }
  return line.map((m, i) => {
    if (m === null) return null;
    const s = signalLine[i] ?? null;
    return { macd: m, signal: s, histogram: s === null ? null : m - s };
  });
}
