// Where prices come from. A MarketFeed is asked, about once a second, for the ticks that are due;
// the market service records and publishes them. The simulated feed (the embedded default) is
// deterministic: its ticks depend only on the seed, the instrument and the time.
import type { MarketClass } from '../../contract/market';
import type { Instrument } from './instruments';
import { isTrading, MINUTE_MS, priceString, step, tickLogPrice, tickVolume } from './sim';

export type Tick = { instrumentId: number; price: string; volume: string; time: number };

export interface MarketFeed {
  readonly source: 'demo' | 'live';
  /** The ticks due at `now`. */
  poll(now: number): Tick[];
  /** Stops any connection the feed holds. */
  close(): void;
}

/** Crypto ticks every 2 s, the rest every 5 s: about 20 ticks a second in all. */
export const TICK_MS: Record<MarketClass, number> = {
  crypto: 2000,
  oil: 5000,
  forex: 5000,
  index: 5000,
  futures: 5000,
  metal: 5000,
  stock: 5000,
};

/** Where an instrument's walk stands: the close of `minute` and of the minute before it. */
export type WalkState = { minute: number; xPrev: number; x: number };

export class SimulatedFeed implements MarketFeed {
  readonly source = 'demo';
  private lastTick = new Map<number, number>();

  constructor(
    private readonly instruments: Instrument[],
    private readonly seed: number,
    /** Each instrument's walk, continued from history or a backfill. */
    private readonly walks: Map<number, WalkState>,
  ) {}

  /** Moves an instrument's walk forward to `minute` (closed minutes leave the price as it was). */
  private advance(inst: Instrument, minute: number): WalkState {
    const walk = this.walks.get(inst.id) ?? {
      minute,
      xPrev: Math.log(Number(inst.reference)),
      x: Math.log(Number(inst.reference)),
    };
    while (walk.minute < minute) {
      walk.minute++;
      walk.xPrev = walk.x;
      if (isTrading(inst.class, walk.minute * MINUTE_MS)) walk.x = step(walk.x, inst, this.seed, walk.minute);
    }
    this.walks.set(inst.id, walk);
    return walk;
  }

  poll(now: number): Tick[] {
    const ticks: Tick[] = [];
    const minute = Math.floor(now / MINUTE_MS);
    for (const inst of this.instruments) {
      if (!isTrading(inst.class, now)) continue;
      const every = TICK_MS[inst.class];
      const slot = Math.floor(now / every);
      if (this.lastTick.get(inst.id) === slot) continue;
      this.lastTick.set(inst.id, slot);
      const walk = this.advance(inst, minute);
      const n = MINUTE_MS / every;
      const k = Math.floor((now - minute * MINUTE_MS) / every) + 1;
      const x = tickLogPrice(walk.xPrev, walk.x, inst, this.seed, minute, k, n);
      ticks.push({
        instrumentId: inst.id,
        price: priceString(x, inst),
        volume: tickVolume(inst, this.seed, minute, k),
        time: slot * every,
      });
    }
    return ticks;
  }

  close(): void {}
}

/** Live prices where the exchange has them, the simulation for everything else. */
export class CompositeFeed implements MarketFeed {
  readonly source = 'live';
  constructor(private readonly feeds: MarketFeed[]) {}
  poll(now: number): Tick[] {
    return this.feeds.flatMap((f) => f.poll(now));
  }
  close(): void {
    for (const f of this.feeds) f.close();
  }
}
