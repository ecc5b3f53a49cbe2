// Positions and the account's risk as their owner sees them on the wire (contract/lever.ts), from
// the rows, the latest recorded ticks and the liquidation line.
import Decimal from 'decimal.js';
import { currencyId } from '../../contract/currencies';
import type { CitedTick, LeverPosition, LeverRisk, LeverStatus } from '../../contract/lever';
import {
  type AccountRisk,
  type Exposure,
  liquidationPriceOf,
  pnlOf,
  ratePercent,
  riskOf,
} from '../../contract/lever-rules';
import { instrumentById } from '../market/instruments';
import type { PositionRow } from './store';

export type Prices = Map<number, CitedTick>;

const STATUS: Record<PositionRow['state'], LeverStatus> = { entrust: 0, open: 1, closed: 3, cancelled: 4 };

/** What an entrust holds frozen: its margin and the open fee it will pay when it fills. */
export const entrustHeld = (r: PositionRow) => new Decimal(r.margin).plus(r.open_fee).toFixed();

/** An open position's profit or loss at `price` (0 without a price yet). */
export const openPnl = (r: PositionRow, price: string | undefined) =>
  price && r.open_price ? pnlOf(r.side, r.share, r.lot_size, r.open_price, price) : '0';

/** The account's risk from its available balance and its live rows, at the given prices. */
export function accountRisk(available: string, rows: PositionRow[], prices: Prices): AccountRisk {
  let entrust = new Decimal(0);
  const open: { margin: string; pnl: string }[] = [];
  for (const r of rows) {
    if (r.state === 'entrust') entrust = entrust.plus(entrustHeld(r));
    else if (r.state === 'open') open.push({ margin: r.margin, pnl: openPnl(r, prices.get(r.instrument_id)?.price) });
  }
  return riskOf(available, entrust.toFixed(), open);
}

export function riskView(available: string, rows: PositionRow[], risk: AccountRisk, line: string): LeverRisk {
  const entrust = rows
    .filter((r) => r.state === 'entrust')
    .reduce((s, r) => s.plus(entrustHeld(r)), new Decimal(0))
    .toFixed();
  return {
    hazard_rate: ratePercent(risk.rate),
    profits_total: risk.pnl,
    balance: available,
    entrust_margin: entrust,
    margin: risk.margin,
    equity: risk.equity,
    liquidation_line: new Decimal(line).times(100).toFixed(),
  };
}

const cited = (id: number | null, price: string | null, time: number | null): CitedTick | null =>
  id == null || price == null ? null : { id: Number(id), price, time: Number(time) };

/**
 * Each symbol's liquidation price in the account (contract/lever-rules.ts): all its open positions
 * move together, so every position on a symbol shows the same price, and a hedged symbol none.
 */
export function liquidationPrices(rows: PositionRow[], prices: Prices, risk: AccountRisk, line: string) {
  const bySymbol = new Map<number, Exposure[]>();
  for (const r of rows) {
    if (r.state !== 'open' || !r.open_price) continue;
    const list = bySymbol.get(r.instrument_id) ?? [];
    const pnl = openPnl(r, prices.get(r.instrument_id)?.price);
    list.push({ side: r.side, share: r.share, lot: r.lot_size, open: r.open_price, pnl });
    bySymbol.set(r.instrument_id, list);
  }
  const out = new Map<number, string | null>();
  for (const [id, positions] of bySymbol) {
    out.set(id, liquidationPriceOf(positions, risk, line, instrumentById(id)?.precision ?? 8));
  }
  return out;
}

/** One row on the wire; an open one is valued at `prices`, with its symbol's liquidation price. */
export function positionView(r: PositionRow, prices: Prices, liquidation: string | null = null): LeverPosition {
  const inst = instrumentById(r.instrument_id);
  const last = prices.get(r.instrument_id);
  const open = r.state === 'open';
  const closed = r.state === 'closed';
  const profits = closed ? (r.profit ?? '0') : open ? openPnl(r, last?.price) : '0';
  return {
    id: r.id,
    match_id: r.instrument_id,
    symbol: inst?.symbol ?? '',
    currency_id: currencyId(inst?.base ?? ''),
    legal_id: currencyId(inst?.quote ?? ''),
    type: r.side === 'long' ? 1 : 2,
    share: r.share,
    lot_size: r.lot_size,
    multiple: r.multiple,
    status: STATUS[r.state],
    order_type: r.copy_of ? 2 : 1,
    target_price: r.target_price,
    price: r.open_price,
    open_tick: cited(r.open_tick_id, r.open_price, r.open_time),
    update_price: closed ? r.close_price : (last?.price ?? null),
    caution_money: r.margin,
    trade_fee: new Decimal(r.state === 'entrust' || r.state === 'cancelled' ? 0 : r.open_fee)
      .plus(r.close_fee ?? 0)
      .toFixed(),
    overnight_money: r.overnight_paid,
    target_profit_price: r.take_profit,
    stop_loss_price: r.stop_loss,
    profits,
    liquidation_price: open ? liquidation : null,
    close_tick: cited(r.close_tick_id, r.close_price, r.close_time),
    close_reason: r.close_reason,
    insurance_covered: r.insurance && r.insurance !== '0' ? r.insurance : null,
    created_at: Number(r.created_at),
    transaction_time: Number(r.open_time ?? r.created_at),
    closed_at: r.closed_at == null ? null : Number(r.closed_at),
  };
}
