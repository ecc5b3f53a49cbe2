// The market tab's orders (src/pages/market/sortQuotes.ts): the column sort, and the gainers,
// losers and hot rankings of issue 20.
import { describe, expect, it } from 'vitest';
import { usdPerUnit } from '../../src/lib/quoteValue';
import { RANK_SIZE, rankIds, sortIds } from '../../src/pages/market/sortQuotes';

type Q = {
  id: number;
  symbol: string;
  class: 'crypto' | 'forex' | 'index';
  base: string;
  quote: string;
  price: string;
  change: string;
  quote_volume: string;
};
const q = (id: number, symbol: string, change: string, quote_volume: string, price = '1'): Q => {
  const [base = '', quote = ''] = symbol.split('/');
  return { id, symbol, class: 'crypto', base, quote, price, change, quote_volume };
};

const BTC = q(1, 'BTC/USDT', '2.50', '5000000.00', '95000');
const ETH = q(2, 'ETH/USDT', '-1.20', '3000000.00', '3400');
const DOGE = q(3, 'DOGE/USDT', '7.00', '200000.00', '0.32');
const XRP = q(4, 'XRP/USDT', '0.00', '0.00', '2.2');
const SOL = q(5, 'SOL/USDT', '-4.00', '900000.00', '180');
// An index quoted in yen: a big number that is worth little in dollars.
const NIKKEI: Q = { ...q(6, 'JPN225/JPY', '1.00', '90000000.00', '38500'), class: 'index' };
const USDJPY: Q = { ...q(7, 'USD/JPY', '0.10', '0.00', '150'), class: 'forex' };
const ALL = [BTC, ETH, DOGE, XRP, SOL, NIKKEI, USDJPY];
const usd = usdPerUnit(ALL);
const byId = (id: number) => ALL.find((x) => x.id === id);

describe('rankIds', () => {
  it('gainers: risen since the open, most first; unchanged and fallen ones left out', () => {
    expect(rankIds(ALL, 'gainers', usd)).toEqual([DOGE.id, BTC.id, NIKKEI.id, USDJPY.id]);
  });

  it('losers: fallen since the open, most first', () => {
    expect(rankIds(ALL, 'losers', usd)).toEqual([SOL.id, ETH.id]);
  });

  it('hot: 24 h quote volume valued in dollars, so 90M yen ranks below 900K USDT', () => {
    // 90,000,000 JPY at 150 JPY per dollar is 600,000 dollars.
    expect(rankIds(ALL, 'hot', usd)).toEqual([BTC.id, ETH.id, SOL.id, NIKKEI.id, DOGE.id]);
  });

  it('hot: a quote currency with no dollar rate counts as no volume', () => {
    const lone = q(8, 'GER40/EUR', '0.50', '99999999.00');
    expect(rankIds([lone, DOGE], 'hot', usd)).toEqual([DOGE.id]);
  });

  it('breaks ties by symbol, the same on every device', () => {
    const a = q(10, 'AAA/USDT', '3.00', '10.00');
    const b = q(11, 'BBB/USDT', '3.00', '10.00');
    expect(rankIds([b, a], 'gainers', usd)).toEqual([a.id, b.id]);
    expect(rankIds([b, a], 'hot', usd)).toEqual([a.id, b.id]);
  });

  it('lists at most RANK_SIZE, or the size asked', () => {
    const many = Array.from({ length: 30 }, (_, i) => q(100 + i, `C${i}/USDT`, `${i + 1}.00`, `${i + 1}.00`));
    expect(rankIds(many, 'gainers', usd)).toHaveLength(RANK_SIZE);
    expect(rankIds(many, 'gainers', usd)[0]).toBe(129);
    expect(rankIds(many, 'hot', usd, 8)).toHaveLength(8);
  });

  it('ignores a change or volume that is not a number', () => {
    expect(rankIds([q(20, 'BAD/USDT', 'x', 'y'), DOGE], 'gainers', usd)).toEqual([DOGE.id]);
    expect(rankIds([q(20, 'BAD/USDT', 'x', 'y'), DOGE], 'hot', usd)).toEqual([DOGE.id]);
  });
});

describe('sortIds', () => {
  const ids = [BTC.id, ETH.id, DOGE.id];

  it('keeps the order without a sort (as a copy)', () => {
    const sorted = sortIds(ids, null, byId);
    expect(sorted).toEqual(ids);
    expect(sorted).not.toBe(ids);
  });

  it('sorts by change, price or name, either way', () => {
    expect(sortIds(ids, { key: 'change', desc: true }, byId)).toEqual([DOGE.id, BTC.id, ETH.id]);
    expect(sortIds(ids, { key: 'price', desc: false }, byId)).toEqual([DOGE.id, ETH.id, BTC.id]);
    expect(sortIds(ids, { key: 'name', desc: false }, byId)).toEqual([BTC.id, DOGE.id, ETH.id]);
  });

  it('re-sorts a ranking by a column', () => {
    const hot = rankIds(ALL, 'hot', usd);
    expect(sortIds(hot, { key: 'name', desc: false }, byId)).toEqual([BTC.id, DOGE.id, ETH.id, NIKKEI.id, SOL.id]);
  });
});
