// The trigger index, pure and in memory (issue 14, ADR 17): every open position and entrust by
// instrument, so one recorded tick is checked against all of them at once — stops, entrust
// limits, and the risk of each account holding the instrument. Floats only screen: a stop or a
// limit compares decimal prices of at most 15 digits, which doubles order exactly; an account
// under the liquidation line is flagged with a margin of error and judged again exactly
// (./engine.ts). Within one tick, stops go first (they close at that tick's price either way),
// then liquidation of what is left, then entrust fills (not for an account just liquidated).
import { entrustReached, type Side, type Trigger, triggered } from '../../contract/lever-rules';

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

export function makeTriggerIndex() {
  const byInstrument = new Map<number, Map<string, Indexed>>();
  const byUser = new Map<string, Map<string, Indexed>>();
  /** Per user: available + frozen of the lever account (margins and entrust holds included). */
  const balances = new Map<string, number>();
  const prices = new Map<number, number>();
  const byId = new Map<string, Indexed>();
  /** Per instrument: how many open positions each account holds on it (whose risk a tick moves). */
  const holders = new Map<number, Map<string, number>>();

  function hold(p: Indexed, delta: 1 | -1) {
    if (p.state !== 'open') return;
    const users = holders.get(p.instrumentId) ?? new Map<string, number>();
    holders.set(p.instrumentId, users);
    const n = (users.get(p.userId) ?? 0) + delta;
    if (n > 0) users.set(p.userId, n);
    else users.delete(p.userId);
  }

  function remove(id: string) {
    const p = byId.get(id);
    if (!p) return;
    byId.delete(id);
    hold(p, -1);
    const inst = byInstrument.get(p.instrumentId);
    if (inst?.delete(id) && inst.size === 0) byInstrument.delete(p.instrumentId);
    const user = byUser.get(p.userId);
    if (user?.delete(id) && user.size === 0) byUser.delete(p.userId);
  }

  function put(p: Indexed) {
    remove(p.id);
    byId.set(p.id, p);
    hold(p, 1);
    const inst = byInstrument.get(p.instrumentId) ?? new Map<string, Indexed>();
    byInstrument.set(p.instrumentId, inst);
    inst.set(p.id, p);
    const user = byUser.get(p.userId) ?? new Map<string, Indexed>();
    byUser.set(p.userId, user);
    user.set(p.id, p);
  }

  /** Whether the account is under (or within the slack of) the line at the known prices, without `closing`. */
  function underLine(userId: string, line: number, closing: Set<string>) {
    const positions = byUser.get(userId);
    if (!positions) return false;
    let equity = balances.get(userId) ?? 0;
    let margin = 0;
    for (const p of positions.values()) {
      if (p.state !== 'open') continue;
      const price = prices.get(p.instrumentId) ?? p.open;
      equity += (p.side === 'long' ? 1 : -1) * p.units * (price - p.open);
      if (!closing.has(p.id)) margin += p.margin;
    }
    return margin > 0 && equity <= line * margin * (1 + SLACK);
  }

  return {
    put,
    remove,
    get: (id: string) => byId.get(id),
    setBalance: (userId: string, amount: number) => balances.set(userId, amount),
    users: () => byUser.keys(),
    instruments: () => [...byInstrument.keys()],
    size: () => byId.size,

    /**
     * The actions one time slot's ticks call for, in the order to carry them out. `only`
     * restricts the stops and fills to those positions (catching up positions seen late).
     */
    scan(ticks: SlotTick[], line: number, only?: Set<string>): Action[] {
      for (const t of ticks) prices.set(t.instrumentId, Number(t.price));
      const stops: Action[] = [];
      const fills: Action[] = [];
      const closing = new Set<string>();
      const touched = new Map<string, SlotTick>();
      for (const t of ticks) {
        const positions = byInstrument.get(t.instrumentId);
        if (!positions) continue;
        for (const userId of holders.get(t.instrumentId)?.keys() ?? []) touched.set(userId, t);
        const price = Number(t.price);
        for (const p of positions.values()) {
          if (t.time <= p.since || (only && !only.has(p.id))) continue;
          if (p.state === 'open') {
            const trigger = triggered(p.side, price, p.takeProfit, p.stopLoss);
            if (trigger) {
              closing.add(p.id);
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
          if (underLine(userId, line, closing)) {
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
