// The order book's grouping and depth (src/lib/bookDepth.ts): steps from the pair's tick, bids
// rounded down and asks up onto the step with their amounts summed exactly, and the running totals
// the depth chart draws.
import { describe, expect, it } from 'vitest';
import type { DepthLevel } from '../../contract/spot';
import { cumulative, depthCurve, groupLevels, groupSteps, stepDecimals } from '../../src/lib/bookDepth';

const bids: DepthLevel[] = [
  ['94012.37', '0.1'],
  ['94012.01', '0.2'],
  ['94011.99', '0.3'],
  ['94009.5', '1.25'],
  ['93999.99', '0.05'],
];
const asks: DepthLevel[] = [
  ['94012.4', '0.1'],
  ['94012.99', '0.2'],
  ['94013.01', '0.3'],
  ['94020', '0.7'],
  ['94020.01', '0.05'],
];

describe('grouping steps', () => {
  it('are the tick and 10, 100 and 1,000 ticks', () => {
    expect(groupSteps(2)).toEqual(['0.01', '0.1', '1', '10']);
    expect(groupSteps(4)).toEqual(['0.0001', '0.001', '0.01', '0.1']);
    expect(groupSteps(0)).toEqual(['1', '10', '100', '1000']);
    expect(groupSteps(1)).toEqual(['0.1', '1', '10', '100']);
  });

  it('know their decimals', () => {
    expect(['0.01', '0.1', '1', '10', '1000'].map(stepDecimals)).toEqual([2, 1, 0, 0, 0]);
  });
});

describe('grouped levels', () => {
  it('at the tick are the levels as they are', () => {
    expect(groupLevels(bids, '0.01', 'bid')).toEqual(bids);
  });

  it('round bids down to the step and sum what meets, exactly', () => {
    expect(groupLevels(bids, '1', 'bid')).toEqual([
      ['94012', '0.3'],
      ['94011', '0.3'],
      ['94009', '1.25'],
      ['93999', '0.05'],
    ]);
    expect(groupLevels(bids, '10', 'bid')).toEqual([
      ['94010', '0.6'],
      ['94000', '1.25'],
      ['93990', '0.05'],
    ]);
    expect(groupLevels(bids, '0.1', 'bid')).toEqual([
      ['94012.3', '0.1'],
      ['94012', '0.2'],
      ['94011.9', '0.3'],
      ['94009.5', '1.25'],
      ['93999.9', '0.05'],
    ]);
  });

  it('round asks up to the step, best (lowest) first', () => {
    expect(groupLevels(asks, '1', 'ask')).toEqual([
      ['94013', '0.3'],
      ['94014', '0.3'],
      ['94020', '0.7'],
      ['94021', '0.05'],
    ]);
    expect(groupLevels(asks, '10', 'ask')).toEqual([
      ['94020', '1.3'],
      ['94030', '0.05'],
    ]);
  });

  it('sum amounts without float error', () => {
    const many: DepthLevel[] = Array.from({ length: 10 }, (_, i) => [`100.0${i}`, '0.1']);
    expect(groupLevels(many, '1', 'bid')).toEqual([['100', '1']]);
  });
});

describe('depth', () => {
  it('runs the totals from the best level outward', () => {
    expect(cumulative(bids)).toEqual(['0.1', '0.3', '0.6', '1.85', '1.9']);
    expect(cumulative([])).toEqual([]);
  });

  it('gives both curves, the mid price and the larger side', () => {
    const curve = depthCurve(bids, asks);
    expect(curve.mid).toBe('94012.385');
    expect(curve.most).toBe('1.9');
    expect(curve.bids.at(-1)).toEqual({ price: '93999.99', total: '1.9' });
    expect(curve.asks.map((p) => p.total)).toEqual(['0.1', '0.3', '0.6', '1.3', '1.35']);
  });

  it('has no mid while a side is empty', () => {
    const curve = depthCurve([], asks);
    expect(curve.mid).toBeNull();
    expect(curve.bids).toEqual([]);
    expect(curve.most).toBe('1.35');
  });
});
