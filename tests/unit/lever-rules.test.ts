// The contract rules (contract/lever-rules.ts) under random positions (fast-check), against the
// formulas written out with decimal.js: margin covers notional / multiple, fees and P&L never
// favour the house by more than the rounding, a close conserves money and never leaves a negative
// balance, the liquidation price puts the account on the line; and the trigger index's order
// when one tick crosses a stop and the liquidation line (server/lever/triggers.ts).
import DecimalJs from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  feeOf,
  liquidationPriceOf,
  marginOf,
  notionalOf,
  pnlOf,
  riskOf,
  settleClose,
  stopsProblem,
  triggered,
} from '../../contract/lever-rules';
import { makeTriggerIndex } from '../../server/lever/triggers';

/** The reference arithmetic, exact at these sizes. */
const Decimal = DecimalJs.clone({ precision: 60 });

const UNIT = new Decimal('1e-8');
const price = fc.integer({ min: 1, max: 10_000_000 }).map((n) => new Decimal(n).div(100).toFixed());
const lot = fc.constantFrom('0.001', '0.01', '0.1', '1', '10', '100');
const share = fc.integer({ min: 1, max: 1000 });
const multiple = fc.constantFrom(5, 10, 20, 50, 100, 200);
const rate = fc.constantFrom('0.0005', '0.001', '0.0003', '0');
const amount = fc.integer({ min: 0, max: 10_000_000_000 }).map((n) => new Decimal(n).div(1e4).toFixed());

describe('contract rules', () => {
  it('margin covers notional / multiple, by less than one unit more', () => {
    fc.assert(
      fc.property(share, lot, price, multiple, (s, l, p, m) => {
        const exact = new Decimal(l).times(s).times(p).div(m);
        const margin = new Decimal(marginOf(s, l, p, m));
        expect(margin.gte(exact)).toBe(true);
        expect(margin.minus(exact).lt(UNIT)).toBe(true);
      }),
    );
  });

  it('a fee is at most notional × rate, by less than one unit less', () => {
    fc.assert(
      fc.property(share, lot, price, rate, (s, l, p, r) => {
        const exact = new Decimal(l).times(s).times(p).times(r);
        const fee = new Decimal(feeOf(notionalOf(s, l, p), r));
        expect(fee.lte(exact)).toBe(true);
        expect(exact.minus(fee).lt(UNIT)).toBe(true);
      }),
    );
  });

  it('profit and loss is units × move, rounded toward zero, and a short mirrors a long', () => {
    fc.assert(
      fc.property(share, lot, price, price, (s, l, open, close) => {
        const exact = new Decimal(l).times(s).times(new Decimal(close).minus(open));
        const long = new Decimal(pnlOf('long', s, l, open, close));
        expect(long.abs().lte(exact.abs())).toBe(true);
        expect(exact.abs().minus(long.abs()).lt(UNIT)).toBe(true);
        expect(new Decimal(pnlOf('short', s, l, open, close)).plus(long).isZero()).toBe(true);
      }),
    );
  });

  it('a close conserves money: the account keeps what it can, insurance pays the rest, nothing goes negative', () => {
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: -2e9, max: 2e9 }), amount, (available, margin, pnlUnits, fee) => {
        const pnl = new Decimal(pnlUnits).div(1e4).toFixed();
        const s = settleClose(available, margin, pnl, fee);
        const after = new Decimal(s.available);
        expect(after.gte(0)).toBe(true);
        expect(new Decimal(s.insurance).gte(0)).toBe(true);
        // available + margin + pnl + insurance − fee paid = what is left.
        expect(new Decimal(available).plus(margin).plus(pnl).plus(s.insurance).minus(s.feePaid).eq(after)).toBe(true);
        expect(new Decimal(s.feePaid).plus(s.feeWaived).eq(fee)).toBe(true);
        // Insurance pays only when the account could not cover the loss, and then nothing is left.
        if (new Decimal(s.insurance).gt(0)) expect(after.isZero()).toBe(true);
        if (new Decimal(s.feeWaived).gt(0)) expect(after.isZero()).toBe(true);
      }),
    );
  });

  it('at the liquidation price the account is on the line; shown towards the current price', () => {
    fc.assert(
      fc.property(
        share,
        lot,
        price,
        multiple,
        fc.constantFrom('long' as const, 'short' as const),
        amount,
        (s, l, open, m, side, spare) => {
          const margin = marginOf(s, l, open, m);
          const risk = riskOf(spare, '0', [{ margin, pnl: '0' }]);
          const line = '0.1';
          const shown = liquidationPriceOf([{ side, share: s, lot: l, open, pnl: '0' }], risk, line, 8);
          if (shown === null) {
            // Only a long can be safe at every positive price: its account covers the whole fall.
            expect(side).toBe('long');
            return;
          }
          const exact = new Decimal(open).plus(
            new Decimal(line)
              .times(margin)
              .minus(risk.equity)
              .div(new Decimal(l).times(s).times(side === 'long' ? 1 : -1)),
          );
          // Rounded to 8 decimals towards the opening price: reached no later than shown.
          if (side === 'long') expect(new Decimal(shown).gte(exact)).toBe(true);
          else expect(new Decimal(shown).lte(exact)).toBe(true);
          expect(new Decimal(shown).minus(exact).abs().lt(UNIT)).toBe(true);
          const equityThere = new Decimal(risk.equity).plus(
            new Decimal(l)
              .times(s)
              .times(exact.minus(open))
              .times(side === 'long' ? 1 : -1),
          );
          expect(equityThere.div(margin).minus(line).abs().lt('1e-12')).toBe(true);
        },
      ),
    );
  });

  it('the liquidation price of a symbol moves every position on it: found by searching the risk rate, none when hedged', () => {
    const position = fc.record({
      side: fc.constantFrom('long' as const, 'short' as const),
      share: fc.integer({ min: 1, max: 300 }),
      open: fc.integer({ min: 50_000, max: 150_000 }).map(String),
      multiple,
    });
    fc.assert(
      fc.property(fc.array(position, { minLength: 1, maxLength: 4 }), amount, price, (ps, spare, now) => {
        const l = '0.01';
        const positions = ps.map((p) => ({ ...p, lot: l, pnl: pnlOf(p.side, p.share, l, p.open, now) }));
        const margins = ps.map((p) => marginOf(p.share, l, p.open, p.multiple));
        const line = '0.1';
        // The account's rate were this symbol at P: every position's P&L at P, nothing else moved.
        const rateAt = (P: DecimalJs) =>
          new Decimal(
            riskOf(
              spare,
              '0',
              positions.map((p, i) => ({
                margin: margins[i] as string,
                pnl: pnlOf(p.side, p.share, l, p.open, P.toFixed(8)),
              })),
            ).rate ?? '0',
          );
        const risk = riskOf(
          spare,
          '0',
          positions.map((p, i) => ({ margin: margins[i] as string, pnl: p.pnl })),
        );
        const shown = liquidationPriceOf(positions, risk, line, 8);
        const net = positions.reduce((n, p) => n + (p.side === 'long' ? p.share : -p.share), 0);
        if (net === 0) {
          // Hedged: the rate does not move with the price, so no price liquidates.
          expect(shown).toBeNull();
          expect(
            rateAt(new Decimal(1))
              .minus(rateAt(new Decimal(1e7)))
              .abs()
              .lt('1e-4'),
          ).toBe(true);
          return;
        }
        // Bisection over (0, 10⁹] for where the rate crosses the line (it moves one way with the price).
        let lo = new Decimal('1e-8');
        let hi = new Decimal(1e9);
        const below = (P: DecimalJs) => rateAt(P).lte(line);
        if (below(lo) === below(hi)) {
          // The line is not crossed at any positive price this side of 10⁹.
          if (shown !== null) expect(new Decimal(shown).gt(1e8)).toBe(true);
          return;
        }
        for (let i = 0; i < 200 && hi.minus(lo).gt('1e-6'); i++) {
          const mid = lo.plus(hi).div(2);
          if (below(mid) === below(lo)) lo = mid;
          else hi = mid;
        }
        expect(shown).not.toBeNull();
        const found = lo.plus(hi).div(2);
        // Within what the rate's six decimals can tell apart (1e-6 × margin over the net units), the
        // P&L's rounding and the bisection's width.
        const margin = margins.reduce((m, x) => m.plus(x), new Decimal(0));
        const resolution = margin.times('1e-6').div(new Decimal(Math.abs(net)).times(l));
        const tolerance = resolution.plus('1e-3').plus(found.times('1e-9'));
        expect(new Decimal(shown as string).minus(found).abs().lte(tolerance)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('checks the side of each stop, and which one a price triggers', () => {
    expect(stopsProblem('long', '100', '110', '90')).toBeNull();
    expect(stopsProblem('long', '100', '99', null)).toBe('take_profit');
    expect(stopsProblem('long', '100', null, '100')).toBe('stop_loss');
    expect(stopsProblem('short', '100', '90', '110')).toBeNull();
    expect(stopsProblem('short', '100', '101', null)).toBe('take_profit');
    expect(stopsProblem('short', '100', null, '99')).toBe('stop_loss');
    expect(triggered('long', 110, 110, 90)).toBe('take_profit');
    expect(triggered('long', 90, 110, 90)).toBe('stop_loss');
    expect(triggered('long', 100, 110, 90)).toBeNull();
    expect(triggered('short', 90, 90, 110)).toBe('take_profit');
    expect(triggered('short', 110.5, 90, 110)).toBe('stop_loss');
  });
});

describe('trigger index', () => {
  const position = (id: string, userId: string, over: object = {}) => ({
    id,
    userId,
    instrumentId: 1,
    side: 'long' as const,
    state: 'open' as const,
    units: 1,
    open: 100,
    margin: 10,
    takeProfit: null,
    stopLoss: null,
    limit: null,
    since: 0,
    ...over,
  });

  it('within one tick: stops first, then liquidation of what is left, then fills — none for an account liquidated', () => {
    const index = makeTriggerIndex();
    // Account a: two longs of 1 unit at 100, margin 10 each, 1 spare (the balance counts margins):
    // at 90 its equity is 1 against the 10 of margin left after the stop, under the 10 % line.
    index.setBalance('a', 21);
    index.put(position('a-stop', 'a', { stopLoss: 95 }));
    index.put(position('a-plain', 'a'));
    index.put(position('a-entrust', 'a', { state: 'entrust', limit: 90, open: 90 }));
    // Account b: one long, plenty of spare money; its entrust fills.
    index.setBalance('b', 1000);
    index.put(position('b-plain', 'b'));
    index.put(position('b-entrust', 'b', { state: 'entrust', limit: 90, open: 90 }));
    const tick = { id: 7, instrumentId: 1, price: '90', time: 10 };
    const actions = index.scan([tick], 0.1);
    expect(actions.map((a) => [a.kind, 'id' in a ? a.id : a.userId])).toEqual([
      ['stop', 'a-stop'],
      ['liquidate', 'a'],
      ['fill', 'b-entrust'],
    ]);
  });

  it('finds by price ladder exactly the stops and limits a look at every position finds', () => {
    const level = fc.option(fc.integer({ min: 80, max: 120 }), { nil: null });
    const pos = fc.record({
      side: fc.constantFrom('long' as const, 'short' as const),
      entrust: fc.boolean(),
      takeProfit: level,
      stopLoss: level,
      limit: fc.integer({ min: 80, max: 120 }),
      removed: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(pos, { maxLength: 60 }), fc.integer({ min: 75, max: 125 }), (list, at) => {
        const index = makeTriggerIndex();
        index.setBalance('u', 1e12);
        const kept = [];
        for (const [i, p] of list.entries()) {
          const row = position(`p${i}`, 'u', {
            side: p.side,
            state: p.entrust ? 'entrust' : 'open',
            takeProfit: p.entrust ? null : p.takeProfit,
            stopLoss: p.entrust ? null : p.stopLoss,
            limit: p.entrust ? p.limit : null,
          });
          index.put(row);
          if (p.removed) index.remove(row.id);
          else kept.push(row);
        }
        const expected = kept
          .filter((r) =>
            r.state === 'open'
              ? triggered(r.side, at, r.takeProfit, r.stopLoss) !== null
              : r.limit !== null && (r.side === 'long' ? at <= r.limit : at >= r.limit),
          )
          .map((r) => r.id)
          .sort();
        const found = index
          .scan([{ id: 1, instrumentId: 1, price: String(at), time: 1 }], 0.1)
          .flatMap((a) => ('id' in a ? [a.id] : []))
          .sort();
        expect(found).toEqual(expected);
      }),
    );
  });

  it('acts only on ticks after a position was opened or its stops set', () => {
    const index = makeTriggerIndex();
    index.setBalance('a', 100);
    index.put(position('p', 'a', { stopLoss: 95, since: 10 }));
    expect(index.scan([{ id: 1, instrumentId: 1, price: '90', time: 10 }], 0.1)).toEqual([]);
    expect(index.scan([{ id: 2, instrumentId: 1, price: '90', time: 11 }], 0.1).map((a) => a.kind)).toEqual(['stop']);
  });
});
