// The IEO screens' pure logic (src/lib/ieo.ts): the stage shown as the clock passes the start and
// the end, the countdown, the progress bar and "oversubscribed ×N", the whole-token amount checks
// made before confirming, and the worked pro-rata example (by contract/ieo-rules.ts, as the server
// settles).
import { describe, expect, it } from 'vitest';
import type { IeoProject } from '../../contract/ieo';
import { allocationOf } from '../../contract/ieo-rules';
import {
  allocationExample,
  barPercent,
  checkIeoAmount,
  countdownOf,
  leastOrder,
  maxTokens,
  nextChangeAt,
  normalTokens,
  oversubscribedTimes,
  paymentOf,
  percentText,
  ratioPercent,
  roomUnderCap,
  stageAt,
  typedWholeTokens,
} from '../../src/lib/ieo';

const START = Date.UTC(2026, 10, 25, 8, 0);
const END = START + 3 * 86_400_000;
const TERMS: Pick<IeoProject, 'min_amount' | 'user_cap' | 'price' | 'amount' | 'total_sell'> = {
  min_amount: '100',
  user_cap: '10000',
  price: '0.05',
  amount: '100000',
  total_sell: '0',
};

describe('stageAt', () => {
  const p = { time_status: 0 as const, start_at: START, end_at: END };
  it('follows the clock past the start and the end', () => {
    expect(stageAt(START - 1, p)).toBe(0);
    expect(stageAt(START, p)).toBe(1);
    expect(stageAt(END - 1, p)).toBe(1);
    expect(stageAt(END, p)).toBe(2);
  });
  it('never goes back from what the server said (a device clock that is behind)', () => {
    expect(stageAt(START - 60_000, { ...p, time_status: 1 })).toBe(1);
    expect(stageAt(START, { ...p, time_status: 2 })).toBe(2);
  });
  it('counts down to the start, then the end, then nothing', () => {
    expect(nextChangeAt(0, p)).toBe(START);
    expect(nextChangeAt(1, p)).toBe(END);
    expect(nextChangeAt(2, p)).toBeNull();
  });
});

describe('countdownOf', () => {
  it('gives days and HH:MM:SS, seconds rounded up, zero once over', () => {
    expect(countdownOf(0)).toEqual({ days: 0, clock: '00:00:00' });
    expect(countdownOf(-5000)).toEqual({ days: 0, clock: '00:00:00' });
    expect(countdownOf(1)).toEqual({ days: 0, clock: '00:00:01' });
    expect(countdownOf(3_723_000)).toEqual({ days: 0, clock: '01:02:03' });
    expect(countdownOf(2 * 86_400_000 + 5 * 3_600_000 + 59_500)).toEqual({ days: 2, clock: '05:01:00' });
  });
});

describe('progress', () => {
  it('fills the bar up to 100 % and says how far beyond it is asked', () => {
    expect(barPercent('0.00')).toBe(0);
    expect(barPercent('37.5')).toBe(37.5);
    expect(barPercent('250.00')).toBe(100);
    expect(percentText('37.5')).toBe('37.50');
    expect(oversubscribedTimes('100.00')).toBeNull();
    expect(oversubscribedTimes('99.99')).toBeNull();
    expect(oversubscribedTimes('250.00')).toBe('2.5');
    expect(oversubscribedTimes('333.33')).toBe('3.33');
    expect(oversubscribedTimes('100.01')).toBe('1');
  });
});

describe('checkIeoAmount', () => {
  it('asks for a whole, positive number of tokens', () => {
    expect(checkIeoAmount('', TERMS, null, null)).toEqual({ kind: 'required' });
    expect(checkIeoAmount('abc', TERMS, null, null)).toEqual({ kind: 'invalid' });
    expect(checkIeoAmount('0', TERMS, null, null)).toEqual({ kind: 'invalid' });
    expect(checkIeoAmount('150.5', TERMS, null, null)).toEqual({ kind: 'whole' });
    expect(checkIeoAmount('150', TERMS, null, null)).toBeNull();
    expect(checkIeoAmount('150.', TERMS, null, null)).toBeNull();
  });
  it('holds to the minimum per order and, with what was asked already, the cap per user', () => {
    expect(checkIeoAmount('99', TERMS, null, null)).toEqual({ kind: 'min', limit: '100' });
    expect(checkIeoAmount('10000', TERMS, null, null)).toBeNull();
    expect(checkIeoAmount('10001', TERMS, null, null)).toEqual({ kind: 'userCap', limit: '10000' });
    expect(checkIeoAmount('2001', TERMS, '8000', null)).toEqual({ kind: 'userCap', limit: '2000' });
    expect(checkIeoAmount('2000', TERMS, '8000', null)).toBeNull();
    expect(checkIeoAmount('100', TERMS, '9950', null)).toEqual({ kind: 'capReached' });
    expect(roomUnderCap(TERMS, '9950')).toBe('50');
    expect(roomUnderCap(TERMS, '20000')).toBe('0');
  });
  it('checks the payment (amount × price) against the balance once it is known', () => {
    expect(checkIeoAmount('1000', TERMS, null, '50')).toBeNull();
    expect(checkIeoAmount('1001', TERMS, null, '50')).toEqual({ kind: 'balance' });
    expect(checkIeoAmount('1001', TERMS, null, null)).toBeNull();
  });
});

describe('amounts', () => {
  it('sends whole numbers without leading zeros and pays exactly amount × price', () => {
    expect(normalTokens('007')).toBe('7');
    expect(normalTokens('150.')).toBe('150');
    expect(paymentOf('3', '0.1')).toBe('0.3');
    expect(paymentOf('1000', '0.05')).toBe('50');
  });
  it('lets the example follow a typed whole amount, even one the form refuses', () => {
    expect(typedWholeTokens('1000')).toBe('1000');
    expect(typedWholeTokens(' 0120. ')).toBe('120');
    expect(typedWholeTokens('0')).toBe('');
    expect(typedWholeTokens('1.5')).toBe('');
    expect(typedWholeTokens('')).toBe('');
  });
  it('suggests the most one order could be: the room under the cap, and what the balance pays for', () => {
    expect(maxTokens(TERMS, null, null)).toBe('10000');
    expect(maxTokens(TERMS, '8000', null)).toBe('2000');
    expect(maxTokens(TERMS, null, '12.34')).toBe('246');
    expect(maxTokens(TERMS, null, '4')).toBe('');
    expect(leastOrder(TERMS)).toBe('100');
    expect(leastOrder({ min_amount: '0' })).toBe('1');
  });
});

describe('allocationExample', () => {
  it('gets all it asks while the supply covers what would be asked', () => {
    const e = allocationExample('1000', { ...TERMS, total_sell: '50000' });
    expect(e).toEqual({
      asked: '51000',
      ratio: '1',
      committed: '50',
      allocated: '1000',
      cost: '50',
      refund: '0',
      oversubscribed: false,
    });
  });
  it('shares the supply pro rata when oversubscribed, as the server settles', () => {
    // 249,000 asked so far + 1,000 = 250,000 for 100,000: each order gets 40 %.
    const e = allocationExample('1000', { ...TERMS, total_sell: '249000' });
    expect(e).toMatchObject({ asked: '250000', ratio: '0.4', allocated: '400', cost: '20', refund: '30' });
    expect(e?.oversubscribed).toBe(true);
    expect(ratioPercent('0.4')).toBe('40');
    const server = allocationOf(
      { amount: '1000', committed: '50' },
      { asked: '250000', supply: '100000', price: '0.05' },
    );
    expect(e).toMatchObject(server);
  });
  it('rounds the tokens down to whole ones and refunds the rest of the payment', () => {
    // 300,000 asked for 100,000: 1,000 × 1/3 = 333.33… → 333 tokens.
    const e = allocationExample('1000', { ...TERMS, total_sell: '299000' });
    expect(e).toMatchObject({ allocated: '333', cost: '16.65', refund: '33.35', ratio: '0.33333333' });
    expect(ratioPercent('0.33333333')).toBe('33.3333');
  });
  it('has no example without a whole positive amount', () => {
    expect(allocationExample('', TERMS)).toBeNull();
    expect(allocationExample('1.5', TERMS)).toBeNull();
    expect(allocationExample('0', TERMS)).toBeNull();
  });
});
