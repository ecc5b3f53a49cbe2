// Commands a second the matching core (server/spot/book.ts) sustains on one core, on a book that
// starts with 10,000 resting orders, under a realistic mix: ~60 % limit places (most resting near
// the top of the book, some crossing), ~30 % cancels of live orders, ~10 % marketable IOC orders
// (a market order's form in the core: an IOC limited at a protection price). The commands are
// made once, before timing, by playing them on a book of their own (so cancels name live orders);
// each timed round replays them on a fresh copy of the starting book. Prints one figure per line.
// BENCH_COMMANDS (default 1,000,000) per round, BENCH_ROUNDS (default 5).
import { type NewOrder, OrderBook, type Resting } from '../../server/spot/book';
import { seeded } from '../seeded';

// The same commands every run, so figures from two runs compare like for like.
const random = seeded(20261124);

const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const START_ORDERS = 10_000;
const OWNERS = 1000;
/** Where the book starts: best bid 9,999 ticks, best ask 10,001. */
const MID = 10_000;
/** A market order's protection: at most this many ticks past the best price on the other side. */
const PROTECTION = 50;

type Command = NewOrder | string;

const owners = Array.from({ length: OWNERS }, (_, i) => `user:${i}`);
const owner = () => owners[Math.floor(random() * OWNERS)] as string;
/** Ticks away from the top: mostly within a few, now and then tens (a geometric-like tail). */
const offset = () => Math.floor(-Math.log(1 - random()) * 4);
const lots = (max: number) => 1 + Math.floor(random() * max);

let serial = 0;
const nextId = () => `o${++serial}`;

const start: Resting[] = [];
for (let i = 0; i < START_ORDERS; i++) {
  const side = i % 2 === 0 ? 'buy' : 'sell';
  const price = side === 'buy' ? MID - 1 - Math.floor(offset() * 3) : MID + 1 + Math.floor(offset() * 3);
  start.push({ id: nextId(), owner: owner(), side, price, qty: lots(10) });
}

function startingBook(): OrderBook {
  const book = new OrderBook();
  for (const r of start) book.rest(r);
  return book;
}

// Made by playing them: the live ids (for cancels) and the top of the book (for prices) are
// the ones the timed rounds will meet, since the book is deterministic.
const commands: Command[] = [];
{
  const book = startingBook();
  const live: string[] = start.map((r) => r.id);
  for (let i = 0; i < COMMANDS; i++) {
    const roll = random();
    const bid = book.bestBid() ?? MID - 1;
    const ask = book.bestAsk() ?? MID + 1;
    const side = random() < 0.5 ? 'buy' : 'sell';
    let cmd: Command;
    if (roll < 0.3 && live.length > 0) {
      // Cancel a live order; ids that have since filled are dropped as they are met.
      let id: string | undefined;
      while (live.length > 0 && !id) {
        const k = Math.floor(random() * live.length);
        const candidate = live[k] as string;
        live[k] = live[live.length - 1] as string;
        live.pop();
        if (book.get(candidate)) id = candidate;
      }
      if (!id) continue;
      cmd = id;
    } else if (roll < 0.4) {
      // Their size leans against the book's drift so it stays near its starting size, as a
      // market's does (a fixed mix alone would let it grow or drain without bound).
      const price = side === 'buy' ? ask + PROTECTION : Math.max(1, bid - PROTECTION);
      cmd = { id: nextId(), owner: owner(), side, price, qty: lots(book.size > START_ORDERS ? 24 : 14), tif: 'IOC' };
    } else {
      // A limit: 1 in 10 crosses the spread by a tick or two; the rest rest near their own top
      // (now and then improving it, never reaching the other side).
      const crossing = random() < 0.1;
      const price =
        side === 'buy'
          ? crossing
            ? ask + Math.floor(random() * 2)
            : Math.max(1, Math.min(ask - 1, bid + 1 - offset()))
          : crossing
            ? Math.max(1, bid - Math.floor(random() * 2))
            : Math.max(bid + 1, ask - 1 + offset());
      const postOnly = !crossing && random() < 0.2;
      cmd = { id: nextId(), owner: owner(), side, price, qty: lots(10), tif: 'GTC', postOnly };
    }
    commands.push(cmd);
    if (typeof cmd === 'string') book.cancel(cmd);
    else if (book.place(cmd).rested > 0) live.push(cmd.id);
  }
  const places = commands.filter((c) => typeof c !== 'string');
  const iocs = places.filter((c) => c.tif === 'IOC').length;
  console.log(
    `spot book mix: ${commands.length} commands, ${places.length - iocs} limit places, ` +
      `${commands.length - places.length} cancels, ${iocs} IOC; book ${START_ORDERS} → ${book.size} orders`,
  );
}

/** Replays the commands on a fresh starting book; seconds taken and fills made. */
function round(count: number): { seconds: number; fills: number } {
  const book = startingBook();
  let fills = 0;
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const c = commands[i] as Command;
    if (typeof c === 'string') book.cancel(c);
    else fills += book.place(c).fills.length;
  }
  return { seconds: (performance.now() - t0) / 1000, fills };
}

// Warm-up: the JIT settles on the hot paths before anything is timed.
for (let i = 0; i < 2; i++) round(Math.min(commands.length, 300_000));

const rates: number[] = [];
let fills = 0;
for (let r = 0; r < ROUNDS; r++) {
  const res = round(commands.length);
  rates.push(commands.length / res.seconds);
  fills = res.fills;
}
rates.sort((a, b) => a - b);
console.log(`spot book fills per round: ${fills}`);
console.log(
  `spot book (10,000 resting at start, 1 core) median: ${Math.round(rates[rates.length >> 1] ?? 0)} commands/s`,
);
console.log(`spot book slowest round: ${Math.round(rates[0] ?? 0)} commands/s`);
console.log(`spot book fastest round: ${Math.round(rates[rates.length - 1] ?? 0)} commands/s`);
