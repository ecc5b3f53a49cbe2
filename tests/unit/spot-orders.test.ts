// A spot order as the engine holds it (server/spot/orders.ts LiveOrder) and read back from its row:
// the same row comes out as went in (but the Idempotency-Key, which a stored order does not keep),
// and what orders hold alike is one object, not a copy each (issue 34: memory per resting order).
import { describe, expect, it } from 'vitest';
import { INSTRUMENTS } from '../../server/market/instruments';
import { freezeUnits } from '../../server/spot/money';
import { fromRow, LiveOrder, type OrderInit, toRow } from '../../server/spot/orders';
import { defaultSettings, pairOf } from '../../server/spot/pairs';

const btc = INSTRUMENTS.find((i) => i.symbol === 'BTC/USDT');
if (!btc) throw new Error('BTC/USDT missing');
const pair = pairOf(btc, defaultSettings(btc));

const init = (over: Partial<OrderInit> = {}): OrderInit => ({
  id: 'o1',
  userId: 'u1',
  pair,
  side: 'buy',
  orderType: 'limit',
  tif: 'GTC',
  postOnly: false,
  ticks: 6_000_000,
  lots: 30,
  filledLots: 0,
  total: 0n,
  fee: 0n,
  frozen: freezeUnits(pair, 'buy', 6_000_000, 30, pair.maxFee),
  makerFee: pair.makerFee,
  takerFee: pair.takerFee,
  state: 'open',
  cancelReason: null,
  seq: 7,
  requestId: 'key-1',
  createdAt: 1_764_000_000_000,
  updatedAt: 1_764_000_000_500,
  ...over,
});

describe('spot live orders', () => {
  it('reads its book fields as the engine names them', () => {
    const o = new LiveOrder(init({ filledLots: 10, total: 60_000_000_000n, state: 'partial' }));
    expect([o.userId, o.owner, o.ticks, o.price, o.qty, o.lots]).toEqual(['u1', 'u1', 6_000_000, 6_000_000, 20, 30]);
    expect([o.pair, o.orderType, o.tif, o.postOnly, o.makerFee, o.takerFee]).toEqual([
      pair,
      'limit',
      'GTC',
      false,
      pair.makerFee,
      pair.takerFee,
    ]);
    expect(o.level).toBeNull();
  });

  it('comes back from its row as it was stored, without its Idempotency-Key', () => {
    const o = new LiveOrder(init({ filledLots: 10, total: 60_000_000_000n, fee: 48_000_000n, state: 'partial' }));
    const row = toRow(o);
    const back = fromRow(row, pair);
    expect(back).not.toBeNull();
    expect(toRow(back as LiveOrder)).toEqual({ ...row, request_id: null });
    expect(back?.requestId).toBeNull();
  });

  it('shares the terms, fee rates and zero amounts of orders alike, read back or placed', () => {
    const placed = new LiveOrder(init());
    const a = fromRow(toRow(new LiveOrder(init({ id: 'o2' }))), pair) as LiveOrder;
    const b = fromRow(toRow(new LiveOrder(init({ id: 'o3', side: 'sell' }))), pair) as LiveOrder;
    expect(a.makerFee).toBe(placed.makerFee);
    expect(b.takerFee).toBe(placed.takerFee);
    expect(a.pair).toBe(pair);
    expect([a.total, b.fee]).toEqual([0n, 0n]);
    // Other terms are their own: a post-only order keeps post-only.
    const post = new LiveOrder(init({ id: 'o4', postOnly: true }));
    expect([post.postOnly, placed.postOnly]).toEqual([true, false]);
  });

  it('has a budget only when it is a market buy by its total', () => {
    const limit = new LiveOrder(init());
    const market = new LiveOrder(init({ orderType: 'market', tif: 'IOC', lots: 0, budget: 100_000_000n }));
    expect('budget' in limit).toBe(false);
    expect(market.budget).toBe(100_000_000n);
    expect(market.qty).toBe(0);
  });
});
