// Spot money and pair rules, pure: amounts as ticks and lots exactly, what an order freezes, a
// fill's postings balance and charge fees rounded down, the maker's quotes stay within its
// inventory and around the price, and every pair fits the ledger's 8 decimals.
import { describe, expect, it } from 'vitest';
import { SCALE } from '../../server/ledger/amounts';
import { isBalanced } from '../../server/ledger/rules';
import { INSTRUMENTS } from '../../server/market/instruments';
import { makerQuotes } from '../../server/spot/maker';
import {
  costUnits,
  feeUnits,
  fillPostings,
  freezeUnits,
  MAKER_OWNER,
  parseRate,
  priceTicks,
  stepsText,
  toSteps,
} from '../../server/spot/money';
import { defaultSettings, isSpotInstrument, pairOf } from '../../server/spot/pairs';

const btc = INSTRUMENTS.find((i) => i.symbol === 'BTC/USDT');
if (!btc) throw new Error('BTC/USDT missing');
const pair = pairOf(btc, defaultSettings(btc));

describe('spot money', () => {
  it('reads prices and amounts as whole steps, refusing what is not a plain positive number', () => {
    expect(toSteps('95000.5', 2)).toBe(9_500_050);
    expect(toSteps('0.000001', 6)).toBe(1);
    expect(toSteps('1.50', 1)).toBe(15);
    expect(toSteps('0.0000001', 6)).toBe('decimals');
    for (const bad of ['', '0', '-1', '1e3', 'abc', '01', '1.', '.5']) expect(toSteps(bad, 2), bad).toBe('bad');
    expect(stepsText(9_500_050, 2)).toBe('95000.5');
    expect(stepsText(1, 6)).toBe('0.000001');
    expect(priceTicks('95000.123456', 2)).toBe(9_500_012);
  });

  it('freezes the most a buy can cost with its fee, and a sell its amount', () => {
    // 0.01 BTC at 95,000 = 950 USDT; the higher fee rate (0.1 %) = 0.95.
    expect(freezeUnits(pair, 'buy', 9_500_000, 10_000, pair.maxFee)).toBe(95_095_000_000n);
    expect(freezeUnits(pair, 'sell', 9_500_000, 10_000, pair.maxFee)).toBe(1_000_000n);
  });

  it('rounds fees down to 10⁻⁸, so the fees of many fills never exceed the fee frozen for their sum', () => {
    const rate = parseRate('0.001');
    expect(feeUnits(999n, rate)).toBe(0n);
    expect(feeUnits(1_000n, rate)).toBe(1n);
    const fills = [3n, 7n, 999n, 12_345n];
    const sum = fills.reduce((a, b) => a + b, 0n);
    expect(fills.reduce((a, c) => a + feeUnits(c, rate), 0n) <= feeUnits(sum, rate)).toBe(true);
  });

  it("balances a fill: the buyer's frozen quote pays cost + fee, the seller gets cost − fee, the fees go to the fee account", () => {
    const taker = { owner: 'u1', role: 'taker' as const, fee: pair.takerFee };
    const maker = { owner: 'u2', role: 'maker' as const, fee: pair.makerFee };
    const m = fillPostings(pair, btc, 9_500_000, 10_000, taker, maker);
    expect(isBalanced(m.postings)).toBe(true);
    expect(m.cost).toBe(costUnits(pair, 9_500_000, 10_000));
    expect(m.buyerFee).toBe(95_000_000n);
    expect(m.sellerFee).toBe(76_000_000n);
    expect(m.postings).toContainEqual({
      holder: 'system:fees',
      account: 0,
      currency: 'USDT',
      field: 'available',
      amount: '1.71',
    });
    // The market maker holds nothing frozen and pays no fee.
    const withMaker = fillPostings(pair, btc, 9_500_000, 10_000, taker, { ...maker, owner: MAKER_OWNER });
    expect(isBalanced(withMaker.postings)).toBe(true);
    expect(withMaker.sellerFee).toBe(0n);
    expect(
      withMaker.postings.filter((p) => p.holder === 'system:market-maker').every((p) => p.field === 'available'),
    ).toBe(true);
  });
});

describe('spot pairs and the market maker', () => {
  it('makes every crypto instrument quoted in USDT a pair the ledger can hold, within 8 decimals', () => {
    const spot = INSTRUMENTS.filter(isSpotInstrument);
    expect(spot.length).toBeGreaterThanOrEqual(20);
    for (const i of spot) {
      expect(SCALE[i.base], i.symbol).toBe(8);
      const p = pairOf(i, defaultSettings(i));
      expect(p.priceDecimals + p.amountDecimals, i.symbol).toBeLessThanOrEqual(8);
      // One lot is worth a few cents to a dollar at the reference price.
      const lot = Number(costUnits(p, toSteps(i.reference, p.priceDecimals) as number, 1)) / 1e8;
      expect(lot, i.symbol).toBeGreaterThan(0.001);
      expect(lot, i.symbol).toBeLessThan(2);
    }
  });

  it('quotes levels on both sides around the price, never more than its inventory', () => {
    const ref = 9_500_000;
    const rich = makerQuotes(pair, ref, { base: 10_000_000_000n, quote: 10_000_000_000_000n });
    const asks = rich.filter((q) => q.side === 'sell');
    const bids = rich.filter((q) => q.side === 'buy');
    expect(asks).toHaveLength(20);
    expect(bids).toHaveLength(20);
    expect(asks.every((q) => q.ticks > ref) && bids.every((q) => q.ticks < ref)).toBe(true);
    // 0.1 BTC and 2,000 USDT: the asks stop at 0.1 BTC, the bids at 2,000 USDT.
    const poor = makerQuotes(pair, ref, { base: 10_000_000n, quote: 200_000_000_000n });
    const sold = poor.filter((q) => q.side === 'sell').reduce((a, q) => a + q.lots, 0);
    const bought = poor.filter((q) => q.side === 'buy').reduce((a, q) => a + costUnits(pair, q.ticks, q.lots), 0n);
    expect(sold).toBeLessThanOrEqual(100_000);
    expect(bought <= 200_000_000_000n).toBe(true);
    expect(makerQuotes(pair, ref, { base: 0n, quote: 0n })).toEqual([]);
  });
});
