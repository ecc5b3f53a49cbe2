// The launchpad's rules (issue 16): stages, pro-rata allocation (never more than the supply, refunds
// exact) and the release schedule.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { allocationOf, DAY, percentageOf, ratioOf, releasesOf, timeStatusAt } from '../../contract/ieo-rules';

describe('IEO rules', () => {
  it('names the stage: warm-up before the start, in progress until the end, ended from it', () => {
    const p = { start_at: 1000, end_at: 2000 };
    expect([999, 1000, 1999, 2000].map((t) => timeStatusAt(t, p))).toEqual([0, 1, 1, 2]);
  });

  it('gives every order what it asked for when the supply covers it', () => {
    expect(ratioOf('600000', '1000000')).toBe('1');
    expect(
      allocationOf({ amount: '1000', committed: '50' }, { asked: '600000', supply: '1000000', price: '0.05' }),
    ).toEqual({
      allocated: '1000',
      cost: '50',
      refund: '0',
    });
    expect(percentageOf('600000', '1000000')).toBe('60.00');
  });

  it('shares an oversubscribed supply pro rata: 2.5 times asked → 40 % of each order, the rest refunded', () => {
    const terms = { asked: '2500000', supply: '1000000', price: '0.05' };
    expect(ratioOf(terms.asked, terms.supply)).toBe('0.4');
    expect(percentageOf(terms.asked, terms.supply)).toBe('250.00');
    expect(allocationOf({ amount: '1000', committed: '50' }, terms)).toEqual({
      allocated: '400',
      cost: '20',
      refund: '30',
    });
  });

  it('rounds each share down to whole tokens, so orders together never get more than the supply', () => {
    // 997 orders of odd sizes asking for 3.7 times a prime supply.
    const orders = Array.from({ length: 997 }, (_, i) => String(((i * 7919) % 4999) + 1));
    const asked = orders.reduce((s, a) => s.plus(a), new Decimal(0));
    const supply = asked.div(3.7).floor().toFixed();
    let given = new Decimal(0);
    for (const amount of orders) {
      const committed = new Decimal(amount).times('0.13').toFixed();
      const a = allocationOf({ amount, committed }, { asked, supply, price: '0.13' });
      expect(new Decimal(a.allocated).isInteger()).toBe(true);
      expect(new Decimal(a.cost).plus(a.refund).toFixed()).toBe(committed);
      expect(new Decimal(a.cost).toFixed()).toBe(new Decimal(a.allocated).times('0.13').toFixed());
      given = given.plus(a.allocated);
    }
    expect(given.lte(supply)).toBe(true);
    expect(new Decimal(supply).minus(given).lt(orders.length)).toBe(true);
  });

  it('releases after the lock in equal parts every cycle, the last part taking the rest', () => {
    const end = 10 * DAY;
    const parts = releasesOf('400', { end_at: end, lock_days: 7, release_days: 30, release_parts: 3 });
    expect(parts).toEqual([
      { at: end + 7 * DAY, amount: '133.33333333' },
      { at: end + 37 * DAY, amount: '133.33333333' },
      { at: end + 67 * DAY, amount: '133.33333334' },
    ]);
    expect(releasesOf('5', { end_at: end, lock_days: 0, release_days: 0, release_parts: 1 })).toEqual([
      { at: end, amount: '5' },
    ]);
  });
});
