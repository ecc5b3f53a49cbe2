// Chart indicators (the chart page's MA, EMA, BOLL, MACD, RSI and KDJ), as pure functions over closing prices,
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

/**
 * Relative strength index over `n` changes with Wilder's smoothing: the first average gain and
 * loss are the simple averages of the first `n` changes, then each is (previous × (n − 1) +
 * this change) / n. RSI = 100 − 100 / (1 + gain / loss); 100 when nothing fell, and 50 when
 * nothing moved at all (neither side leads). Defined from the (n + 1)th value on.
 */
export function rsi(values: readonly number[], n = 14): (number | null)[] {
  const out: (number | null)[] = new Array(values.length).fill(null);
  if (n < 1 || values.length <= n) return out;
  let gain = 0;
  let loss = 0;
  const of = (g: number, l: number) => (l === 0 ? (g === 0 ? 50 : 100) : 100 - 100 / (1 + g / l));
  for (let i = 1; i < values.length; i++) {
    const change = (values[i] as number) - (values[i - 1] as number);
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (i <= n) {
      gain += up / n;
      loss += down / n;
    } else {
      gain = (gain * (n - 1) + up) / n;
      loss = (loss * (n - 1) + down) / n;
    }
    if (i >= n) out[i] = of(gain, loss);
  }
  return out;
}

export type KdjPoint = { k: number; d: number; j: number };

/**
 * KDJ (stochastic with J): RSV = where the close sits in the last `n` candles' range, 0 to 100
 * (50 when the range is nil); K = ((m1 − 1) × K_prev + RSV) / m1 and D = ((m2 − 1) × D_prev + K) /
 * m2, both starting from 50; J = 3K − 2D. Defined from the nth candle on.
 */
export function kdj(
  highs: readonly number[],
  lows: readonly number[],
  closes: readonly number[],
  n = 9,
  m1 = 3,
  m2 = 3,
): (KdjPoint | null)[] {
  const out: (KdjPoint | null)[] = new Array(closes.length).fill(null);
  if (n < 1) return out;
  let k = 50;
  let d = 50;
  for (let i = n - 1; i < closes.length; i++) {
    let high = -Infinity;
    let low = Infinity;
    for (let j = i - n + 1; j <= i; j++) {
      high = Math.max(high, highs[j] as number);
      low = Math.min(low, lows[j] as number);
    }
    const rsv = high === low ? 50 : (((closes[i] as number) - low) / (high - low)) * 100;
    k = ((m1 - 1) * k + rsv) / m1;
    d = ((m2 - 1) * d + k) / m2;
    out[i] = { k, d, j: 3 * k - 2 * d };
  }
  return out;
}
