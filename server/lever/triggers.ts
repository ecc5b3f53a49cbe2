// The trigger index, pure and in memory (issue 14, ADR 17): every open position and entrust by
// instrument, so one recorded tick is checked against all of them at once — stops, entrust
// limits, and the risk of each account holding the instrument. Floats only screen: a stop or a
// limit compares decimal prices of at most 15 digits, which doubles order exactly; an account
// under the liquidation line is flagged with a margin of error and judged again exactly
// (./engine.ts). Within one tick, stops go first (they close at that tick's price either way),
// then liquidation of what is left, then entrust fills (not for an account just liquidated).
import { entrustReached, type Side, type Trigger, triggered } from '../../contract/lever-rules';
import { Ladder } from './ladder';

export type Indexed = {
  id: string;
  userId: string;
  instrumentId: number;
  side: Side;
  state: 'open' | 'entrust';
  /** Units held (lots × lot size), the opening price (open) and the margin. */
  units: number;
  open: number;
  margin: number;
  takeProfit: number | null;
  stopLoss: number | null;
  limit: number | null;
  /** Only ticks after this may act: the opening tick's time, or when the stops or the entrust were set. */
  since: number;
};

export type SlotTick = { id: number; instrumentId: number; price: string; time: number };

export type Action =
  | { kind: 'stop'; id: string; userId: string; trigger: Trigger; tick: SlotTick }
  | { kind: 'liquidate'; userId: string; tick: SlotTick }
  | { kind: 'fill'; id: string; userId: string; tick: SlotTick };

/** Screening tolerance: an account within this fraction above the line is judged exactly. */
const SLACK = 1e-6;

/** Where a position's thresholds sit: `down` acts when the price falls to it, `up` when it rises to it. */
function rungsOf(p: Indexed): { ladder: 'down' | 'up'; at: number }[] {
  const long = p.side === 'long';
  if (p.state === 'entrust') return p.limit === null ? [] : [{ ladder: long ? 'down' : 'up', at: p.limit }];
  const out: { ladder: 'down' | 'up'; at: number }[] = [];
  if (p.stopLoss !== null) out.push({ ladder: long ? 'down' : 'up', at: p.stopLoss });
  if (p.takeProfit !== null) out.push({ ladder: long ? 'up' : 'down', at: p.takeProfit });
  return out;
}

/** One account's exposure: per instrument, net units (long +, short −) and their cost; all margins. */
type Exposure = { net: Map<number, { units: number; cost: number }>; margin: number };

export function makeTriggerIndex() {
  const ladders = new Map<number, { down: Ladder; up: Ladder }>();
  const byUser = new Map<string, Map<string, Indexed>>();
  /** Per user: available + frozen of the lever account (margins and entrust holds included). */
  const balances = new Map<string, number>();
  const prices = new Map<number, number>();
  const byId = new Map<string, Indexed>();
  /** Per instrument: the accounts with an open position on it (whose risk a tick moves). */
  const holders = new Map<number, Set<string>>();
  const exposures = new Map<string, Exposure>();

  const laddersOf = (instrumentId: number) => {
    let l = ladders.get(instrumentId);
    if (!l) {
      l = { down: new Ladder(), up: new Ladder() };
      ladders.set(instrumentId, l);
    }
    return l;
  };

  /** Sums up an account's open positions again (it holds few) after one of them changed. */
  function expose(userId: string) {
    const net = new Map<number, { units: number; cost: number }>();
    let margin = 0;
    for (const p of byUser.get(userId)?.values() ?? []) {
      if (p.state !== 'open') continue;
      const signed = p.side === 'long' ? p.units : -p.units;
      const e = net.get(p.instrumentId) ?? { units: 0, cost: 0 };
      e.units += signed;
      e.cost += signed * p.open;
      net.set(p.instrumentId, e);
      margin += p.margin;
    }
    for (const [instrumentId, users] of holders) if (!net.has(instrumentId)) users.delete(userId);
    for (const instrumentId of net.keys()) {
      const users = holders.get(instrumentId) ?? new Set<string>();
      users.add(userId);
      holders.set(instrumentId, users);
    }
    if (net.size) exposures.set(userId, { net, margin });
    else exposures.delete(userId);
  }

  function detach(p: Indexed) {
    const l = laddersOf(p.instrumentId);
    for (const r of rungsOf(p)) l[r.ladder].remove(r.at, p.id);
    const user = byUser.get(p.userId);
    if (user?.delete(p.id) && user.size === 0) byUser.delete(p.userId);
  }

  function remove(id: string) {
    const p = byId.get(id);
    if (!p) return;
    byId.delete(id);
    detach(p);
    if (p.state === 'open') expose(p.userId);
  }

  function put(p: Indexed) {
    const old = byId.get(p.id);
    if (old) detach(old);
    byId.set(p.id, p);
    const l = laddersOf(p.instrumentId);
    for (const r of rungsOf(p)) l[r.ladder].add(r.at, p.id);
    const user = byUser.get(p.userId) ?? new Map<string, Indexed>();
    byUser.set(p.userId, user);
    user.set(p.id, p);
    if (p.state === 'open' || old?.state === 'open') {
      expose(p.userId);
      if (old && old.userId !== p.userId) expose(old.userId);
    }
  }

  /** Whether the account is under (or within the slack of) the line at the known prices, less `closing` margin. */
  function underLine(userId: string, line: number, closing: number) {
    const e = exposures.get(userId);
    if (!e) return false;
    let equity = balances.get(userId) ?? 0;
    for (const [instrumentId, n] of e.net) {
      const price = prices.get(instrumentId);
      // Without a price yet, a position is worth what it cost.
      if (price !== undefined) equity += n.units * price - n.cost;
    }
    const margin = e.margin - closing;
    return margin > 1e-12 && equity <= line * margin * (1 + SLACK);
  }

  return {
    put,
    remove,
    get: (id: string) => byId.get(id),
    setBalance: (userId: string, amount: number) => balances.set(userId, amount),
    instruments: () =>
      [...ladders.keys()].filter(
        (id) => (ladders.get(id)?.down.size ?? 0) + (ladders.get(id)?.up.size ?? 0) > 0 || holders.get(id)?.size,
      ),
    size: () => byId.size,

    /**
     * The actions one time slot's ticks call for, in the order to carry them out. `only`
     * restricts the stops and fills to those positions (catching up positions seen late).
     */
    scan(ticks: SlotTick[], line: number, only?: Set<string>): Action[] {
      for (const t of ticks) prices.set(t.instrumentId, Number(t.price));
      const stops: Action[] = [];
      const fills: Action[] = [];
      const closing = new Map<string, number>();
      const touched = new Map<string, SlotTick>();
      for (const t of ticks) {
        for (const userId of holders.get(t.instrumentId) ?? []) touched.set(userId, t);
        const l = ladders.get(t.instrumentId);
        if (!l) continue;
        const price = Number(t.price);
        const seen = new Set<string>();
        for (const rung of [...l.down.atOrAbove(price), ...l.up.atOrBelow(price)]) {
          if (seen.has(rung.id)) continue;
          seen.add(rung.id);
          const p = byId.get(rung.id);
          if (!p || t.time <= p.since || (only && !only.has(p.id))) continue;
          if (p.state === 'open') {
            const trigger = triggered(p.side, price, p.takeProfit, p.stopLoss);
            if (trigger) {
              closing.set(p.userId, (closing.get(p.userId) ?? 0) + p.margin);
              stops.push({ kind: 'stop', id: p.id, userId: p.userId, trigger, tick: t });
            }
          } else if (p.limit !== null && entrustReached(p.side, price, p.limit)) {
            fills.push({ kind: 'fill', id: p.id, userId: p.userId, tick: t });
          }
        }
      }
      const liquidations: Action[] = [];
      const liquidated = new Set<string>();
      if (!only) {
        for (const [userId, tick] of touched) {
          if (underLine(userId, line, closing.get(userId) ?? 0)) {
            liquidated.add(userId);
            liquidations.push({ kind: 'liquidate', userId, tick });
          }
        }
      }
      return [...stops, ...liquidations, ...fills.filter((f) => !liquidated.has(f.userId))];
    },
  };
}

export type TriggerIndex = ReturnType<typeof makeTriggerIndex>;
