// Where prices come from. A MarketFeed is asked, about once a second, for the ticks that are due;
// the market service records and publishes them. The simulated feed (the embedded default) steps
// each instrument's walk once per tick with a draw from the deployment's secret stream.
import type { MarketClass } from '../../contract/market';
import type { Instrument } from './instruments';
import type { MarketRandom } from './randomness';
import { isTrading, MINUTE_MS, priceString, step, tickVolume } from './sim';

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

/** Where an instrument's walk stands: its log price at the end of `minute` (a backfill's last). */
export type WalkState = { minute: number; x: number };

export class SimulatedFeed implements MarketFeed {
  readonly source = 'demo';
  private lastTick = new Map<number, number>();

  constructor(
    private readonly instruments: Instrument[],
    private readonly random: MarketRandom,
    /** Each instrument's walk, continued from history or a backfill. */
    private readonly walks: Map<number, WalkState>,
  ) {}

  poll(now: number): Tick[] {
    const ticks: Tick[] = [];
    for (const inst of this.instruments) {
      if (!isTrading(inst.class, now)) continue;
      const every = TICK_MS[inst.class];
      const slot = Math.floor(now / every);
      const time = slot * every;
      const walk = this.walks.get(inst.id) ?? {
        minute: Math.floor(time / MINUTE_MS) - 1,
        x: Math.log(Number(inst.reference)),
      };
      const since = this.lastTick.get(inst.id) ?? (walk.minute + 1) * MINUTE_MS;
      if (since >= time) continue;
      this.lastTick.set(inst.id, time);
      // A missed slot (a slow pump) widens the step; a closed market's hours never count (at most a minute).
      const minutes = Math.min(time - since, MINUTE_MS) / MINUTE_MS;
      const d = this.random.draw(inst.id, 'tick', slot);
      walk.x = step(walk.x, inst, d, minutes);
      this.walks.set(inst.id, walk);
      ticks.push({ instrumentId: inst.id, price: priceString(walk.x, inst), volume: tickVolume(inst, d), time });
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
