// The contract order page's arithmetic (src/lib/lever.ts): what an order holds and costs and where
// it would be liquidated (against the shared rules, contract/lever-rules.ts, worked by hand), live
// P&L and risk, the checks made before confirming, and the position lists kept from the socket.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { LeverPosition, LeverRisk } from '../../contract/lever';
import { riskOf } from '../../contract/lever-rules';
import {
  checkOrder,
  checkStops,
  estimateOpen,
  lineFraction,
  liveLiquidations,
  livePnl,
  liveRisk,
  parseLots,
  parsePrice,
  riskLevel,
  riskPercent,
  stepLots,
} from '../../src/lib/lever';
import { applyPosition, removeClosed } from '../../src/pages/transaction/parts/contract/useLeverBook';

const product = { lot_size: '0.01', fee_rate: '0.0005', precision: 2 };
const risk: LeverRisk = {
  hazard_rate: null,
  profits_total: '0',
  balance: '1000',
  entrust_margin: '0',
  margin: '0',
  equity: '1000',
  liquidation_line: '10',
};

const position = (over: Partial<LeverPosition> = {}): LeverPosition => ({
  id: 'p1',
  match_id: 1,
  symbol: 'BTC/USDT',
  currency_id: 3,
  legal_id: 1,
  type: 1,
  share: 2,
  lot_size: '0.01',
  multiple: 10,
  status: 1,
  order_type: 1,
  target_price: null,
  price: '50000',
  open_tick: { id: 7, price: '50000', time: 1 },
  update_price: '50000',
  caution_money: '100',
  trade_fee: '0.5',
  overnight_money: '0',
  target_profit_price: null,
  stop_loss_price: null,
  profits: '0',
  liquidation_price: '45450',
  close_tick: null,
  close_reason: null,
  insurance_covered: null,
  created_at: 1,
  transaction_time: 1,
  closed_at: null,
  ...over,
});

describe('estimateOpen', () => {
  it('2 lots of 0.01 BTC at 50,000 ×10: notional 1,000, margin 100, fee 0.5', () => {
    const e = estimateOpen({ side: 'long', share: 2, multiple: 10, price: '50000', product, account: null });
    expect(e).toEqual({ notional: '1000', margin: '100', fee: '0.5', cost: '100.5', liquidation: null });
  });

  it('liquidates a lone long where the account’s equity falls to the line times the margin', () => {
    // After the open: available 1000 − 100.5 = 899.5; equity at P = 899.5 + 100 + 0.02 × (P − 50,000).
    // Line 10 %: 999.5 + 0.02 (P − 50,000) = 10  →  P = 50,000 − 49,475 = 525.
    const e = estimateOpen({
      side: 'long',
      share: 2,
      multiple: 10,
      price: '50000',
      product,
      account: { available: '1000', risk, open: [] },
    });
    expect(e.liquidation).toBe('525');
    const at = riskOf('899.5', '0', [{ margin: '100', pnl: new Decimal(0.02).times(525 - 50000).toFixed() }]);
    expect(new Decimal(at.rate ?? '0').toFixed(4)).toBe('0.1000');
  });

  it('a short with little to spare liquidates above the price; other positions count', () => {
    const e = estimateOpen({
      side: 'short',
      share: 2,
      multiple: 10,
      price: '50000',
      product,
      account: { available: '120', risk, open: [{ margin: '100', pnl: '-50' }] },
    });
    // equity after = 19.5 + 200 − 50 = 169.5; line × margin = 20; units 0.02 short: P = 50,000 + 149.5 / 0.02
    expect(e.liquidation).toBe('57475');
  });

  it('a position on the same symbol moves with the new one: a matching opposite one leaves no liquidation price', () => {
    const hedge = { side: 'long' as const, share: 2, lot: '0.01', open: '50000', pnl: '0' };
    const e = estimateOpen({
      side: 'short',
      share: 2,
      multiple: 10,
      price: '50000',
      product,
      account: { available: '120', risk, open: [{ margin: '100', pnl: '0', exposure: hedge }] },
    });
    expect(e.liquidation).toBeNull();
    // A second short beside one already open: one price for both, where the account meets the line.
    const both = estimateOpen({
      side: 'short',
      share: 2,
      multiple: 10,
      price: '50000',
      product,
      account: { available: '120', risk, open: [{ margin: '100', pnl: '0', exposure: { ...hedge, side: 'short' } }] },
    });
    // equity after = 19.5 + 200 = 219.5; line × margin = 20; units 0.04 short: P = 50,000 + 199.5 / 0.04
    expect(both.liquidation).toBe('54987.5');
  });
});

describe('live valuation', () => {
  it('P&L at the live quote, the last known without one, the recorded one once closed', () => {
    expect(livePnl(position(), '51000')).toBe('20');
    expect(livePnl(position({ type: 2 }), '51000')).toBe('-20');
    expect(livePnl(position({ update_price: '49000' }), undefined)).toBe('-20');
    expect(livePnl(position({ status: 3, profits: '12.5' }), '60000')).toBe('12.5');
  });

  it('risk rate from the balance, the margins and the live P&L', () => {
    const account = liveRisk({ ...risk, balance: '899.5' }, [{ position: position(), pnl: '-50' }]);
    expect(account).toMatchObject({ equity: '949.5', margin: '100', pnl: '-50', rate: '9.495' });
    expect(riskPercent(account)).toBe('949.50');
    // Equity without this position's P&L: 999.5; 999.5 + 0.02 × (P − 50,000) = 10 → P = 525.
    expect(liveLiquidations([{ position: position(), pnl: '-50' }], account, '10', () => 2).get(1)).toBe('525');
    expect(lineFraction('10')).toBe('0.1');
  });

  it('one liquidation price per symbol: two shorts share it; a long and a short of one size have none', () => {
    const short = (id: string) => position({ id, type: 2 });
    const shorts = liveRisk(risk, [
      { position: short('a'), pnl: '0' },
      { position: short('b'), pnl: '0' },
    ]);
    // Equity 1,000 + margins 200, and 0.04 × (50,000 − P) = 0.1 × 200 → P = 79,500.
    expect(
      liveLiquidations(
        [
          { position: short('a'), pnl: '0' },
          { position: short('b'), pnl: '0' },
        ],
        shorts,
        '10',
        () => 2,
      ).get(1),
    ).toBe('79500');
    const hedged = [
      { position: position({ id: 'l' }), pnl: '0' },
      { position: short('s'), pnl: '0' },
    ];
    expect(liveLiquidations(hedged, liveRisk(risk, hedged), '10', () => 2).get(1)).toBeNull();
  });

  it('colours a rate by how near the line it is', () => {
    expect(riskLevel(null, '10')).toBe('safe');
    expect(riskLevel('14', '10')).toBe('danger');
    expect(riskLevel('29', '10')).toBe('warning');
    expect(riskLevel('500', '10')).toBe('safe');
  });
});

describe('checks before confirming', () => {
  const base = {
    side: 'long' as const,
    lots: '2',
    min: 1,
    max: 100,
    multiple: 10,
    multiples: [5, 10, 20],
    limit: null,
    last: '50000',
    takeProfit: '',
    stopLoss: '',
    decimals: 2,
    cost: '100.5',
    available: '1000',
  };

  it('accepts a good order', () => expect(checkOrder(base)).toBeNull());

  it('lots: required, whole, within limits', () => {
    expect(checkOrder({ ...base, lots: '' })).toEqual({ field: 'lots', kind: 'required' });
    expect(checkOrder({ ...base, lots: '1.5' })).toEqual({ field: 'lots', kind: 'invalid' });
    expect(checkOrder({ ...base, lots: '0' })).toEqual({ field: 'lots', kind: 'invalid' });
    expect(checkOrder({ ...base, lots: '101' })).toEqual({ field: 'lots', kind: 'max', limit: 100 });
    expect(checkOrder({ ...base, min: 3 })).toEqual({ field: 'lots', kind: 'min', limit: 3 });
  });

  it('a multiple offered', () => {
    expect(checkOrder({ ...base, multiple: 7 })).toEqual({ field: 'action', kind: 'multiple' });
  });

  it('a limit price that waits: a long’s below the price, a short’s above', () => {
    expect(checkOrder({ ...base, limit: '' })).toEqual({ field: 'price', kind: 'required' });
    expect(checkOrder({ ...base, limit: '49000.123' })).toEqual({ field: 'price', kind: 'invalid' });
    expect(checkOrder({ ...base, limit: '51000' })).toEqual({ field: 'price', kind: 'side' });
    expect(checkOrder({ ...base, limit: '49000' })).toBeNull();
    expect(checkOrder({ ...base, side: 'short', limit: '49000' })).toEqual({ field: 'price', kind: 'side' });
  });

  it('stops on the right side of the entry', () => {
    expect(checkOrder({ ...base, takeProfit: '49000' })).toEqual({ field: 'take_profit', kind: 'side' });
    expect(checkOrder({ ...base, stopLoss: '51000' })).toEqual({ field: 'stop_loss', kind: 'side' });
    expect(checkOrder({ ...base, takeProfit: '55000', stopLoss: '45000' })).toBeNull();
    expect(checkOrder({ ...base, side: 'short', takeProfit: '45000', stopLoss: '55000' })).toBeNull();
    // With a limit the entry is the limit: a stop-loss between it and the price is on the wrong side.
    expect(checkOrder({ ...base, limit: '48000', stopLoss: '49000' })).toEqual({ field: 'stop_loss', kind: 'side' });
    expect(checkOrder({ ...base, stopLoss: 'abc' })).toEqual({ field: 'stop_loss', kind: 'invalid' });
  });

  it('margin and fee within the balance; no price, no order', () => {
    expect(checkOrder({ ...base, available: '100' })).toEqual({ field: 'action', kind: 'balance' });
    expect(checkOrder({ ...base, last: null })).toEqual({ field: 'action', kind: 'noPrice' });
  });

  it('new stops of an open position against the price now', () => {
    expect(checkStops('long', '50000', '55000', '', 2)).toBeNull();
    expect(checkStops('long', '50000', '', '50500', 2)).toEqual({ field: 'stop_loss', kind: 'side' });
    expect(checkStops('short', '50000', '50500', '', 2)).toEqual({ field: 'take_profit', kind: 'side' });
    expect(checkStops('long', '50000', '1.234', '', 2)).toEqual({ field: 'take_profit', kind: 'invalid' });
  });

  it('parses and steps what is typed', () => {
    expect(parseLots(' 3 ')).toBe(3);
    expect(parseLots('3.0')).toBeNull();
    expect(stepLots('', 1, 1, 10)).toBe('1');
    expect(stepLots('10', 1, 1, 10)).toBe('10');
    expect(stepLots('1', -1, 1, 10)).toBe('1');
    expect(stepLots('4', 1, 1, 10)).toBe('5');
    expect(parsePrice('', 2)).toEqual({ ok: true, price: null });
    expect(parsePrice('100.50', 2)).toEqual({ ok: true, price: '100.5' });
    expect(parsePrice('-1', 2)).toEqual({ ok: false });
  });
});

describe('the position lists kept from the socket', () => {
  const book = { open: [position()], openTotal: 1, entrusts: [], entrustTotal: 0 };

  it('an entrust that fills moves to the open positions, newest first', () => {
    const entrust = position({ id: 'e1', status: 0, transaction_time: 5 });
    const withEntrust = applyPosition(book, entrust);
    expect(withEntrust.entrusts.map((p) => p.id)).toEqual(['e1']);
    const filled = applyPosition(withEntrust, { ...entrust, status: 1 });
    expect(filled.open.map((p) => p.id)).toEqual(['e1', 'p1']);
    expect(filled).toMatchObject({ openTotal: 2, entrustTotal: 0, entrusts: [] });
  });

  it('a closed position leaves the open ones, by its event or its new status', () => {
    expect(applyPosition(book, position({ status: 3 }))).toMatchObject({ open: [], openTotal: 0 });
    expect(removeClosed(book, ['p1'])).toMatchObject({ open: [], openTotal: 0 });
    expect(removeClosed(book, ['other'])).toEqual(book);
  });
});
