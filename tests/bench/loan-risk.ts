// Crypto loans' risk (issue 38): one recorded tick judged against 100,000 open loans on one coin
// by the loan book (server/loans/book.ts) — goal ≤ 50 ms. Also how long watching them takes to
// set up (the sweep's first look after a start or a take-over). Prints one line per figure;
// BENCH_RUNS (default 3), each on a fresh book.
import { performance } from 'node:perf_hooks';
import { makeLoanBook } from '../../server/loans/book';
import { openLoan } from './loan-fixtures';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOANS = 100_000;
const NOW = 1_700_000_100_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const rows = Array.from({ length: LOANS }, (_, i) => openLoan(i));
const loads: number[] = [];
const ticks: number[] = [];
let nominated = 0;
for (let run = 0; run < RUNS; run++) {
  const book = makeLoanBook();
  let t = performance.now();
  for (const r of rows) book.set(r, NOW, r.borrowed_time);
  loads.push(performance.now() - t);
  // The first judgement builds the coin's list; a steady sweep judges ticks on a built one.
  book.judge('BTC', { price: '100000', time: NOW });
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    t = performance.now();
    const n = book.judge('BTC', { price: String(95_000 + i * 10), time: NOW + 1000 + i });
    times.push(performance.now() - t);
    nominated = n.liquidate.length + n.call.length;
  }
  ticks.push(median(times));
}
console.log(
  `loans: one tick judged against ${LOANS.toLocaleString('en')} open loans in ${median(ticks).toFixed(2)} ms (median of ${RUNS} runs × 20 ticks; ${nominated} nominated at the last) — goal ≤ 50 ms`,
);
console.log(`loans: watching ${LOANS.toLocaleString('en')} open loans set up in ${median(loads).toFixed(0)} ms`);
