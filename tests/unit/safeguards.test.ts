// The client's decision of the withdraw screen's banner and button (ADR 16): a frozen account,
// a withdrawal hold after a security change, a new destination waiting its own hold.
import { describe, expect, it } from 'vitest';
import { formatMoment, usableNow, withdrawBlock } from '../../src/pages/setting/safeguards';

const NOW = Date.UTC(2026, 10, 25, 12, 0);
const HOUR = 3_600_000;

describe('withdrawBlock', () => {
  it('is frozen before anything else, whatever the hold', () => {
    expect(withdrawBlock({ frozen: true, withdraw_hold_until: NOW + HOUR }, NOW)).toEqual({ kind: 'frozen' });
    expect(withdrawBlock({ frozen: true, withdraw_hold_until: null }, NOW)).toEqual({ kind: 'frozen' });
  });

  it('is held until the hold ends', () => {
    expect(withdrawBlock({ frozen: false, withdraw_hold_until: NOW + 24 * HOUR }, NOW)).toEqual({
      kind: 'held',
      until: NOW + 24 * HOUR,
    });
  });

  it('lets withdrawals through without a hold, or once it is over (a screen left open past it)', () => {
    expect(withdrawBlock({ frozen: false, withdraw_hold_until: null }, NOW)).toBeNull();
    expect(withdrawBlock({ frozen: false, withdraw_hold_until: NOW }, NOW)).toBeNull();
    expect(withdrawBlock({ frozen: false, withdraw_hold_until: NOW - 1 }, NOW)).toBeNull();
  });
});

describe('usableNow', () => {
  it('is true once a destination has waited its hold', () => {
    expect(usableNow(NOW - 1, NOW)).toBe(true);
    expect(usableNow(NOW, NOW)).toBe(true);
    expect(usableNow(NOW + HOUR, NOW)).toBe(false);
  });

  it('takes one saved without a hold as usable even when this device clock runs behind', () => {
    expect(usableNow(NOW + 5000, NOW, NOW + 5000)).toBe(true);
    expect(usableNow(NOW + 24 * HOUR, NOW, NOW)).toBe(false);
  });

  it('takes a row without usable_at (an older server) as usable: the server decides', () => {
    expect(usableNow(undefined, NOW)).toBe(true);
  });
});

describe('formatMoment', () => {
  it('says the date and the time in the user language', () => {
    expect(formatMoment(NOW + 24 * HOUR, 'en', 'UTC')).toBe('Nov 26, 2026, 12:00 PM');
    expect(formatMoment(NOW + 24 * HOUR, 'fra', 'UTC')).toContain('2026');
    expect(formatMoment(NOW + 24 * HOUR, 'zh', 'UTC')).toContain('2026年11月26日');
  });
});
