// Copy trading's rows on the wire (contract/copy.ts): positions as followers see a trader's, copies,
// follows with their figures. Net P&L of a position is its profit less every fee it paid.
import Decimal from 'decimal.js';
import type { Copy, CopySkip, Follow, ProfitShare, TraderPosition } from '../../contract/copy';
import type { CitedTick } from '../../contract/options';
import type { PositionRow } from '../lever/store';
import { openPnl, type Prices } from '../lever/view';
import { instrumentById } from '../market/instruments';
import type { CopyFollowTable, CopyPositionTable, CopyShareTable, CopySkipTable } from './tables';

export type FollowRow = CopyFollowTable;
export type CopyRow = CopyPositionTable;

const cited = (id: number | null, price: string | null, time: number | null): CitedTick | null =>
  id == null || price == null ? null : { id: Number(id), price, time: Number(time) };

/** What a position made after every fee: realised (closed) or at `price` (open, fees so far). */
export function netOf(r: PositionRow, price?: string): string {
  const profit = r.state === 'closed' ? (r.profit ?? '0') : openPnl(r, price);
  return new Decimal(profit)
    .minus(r.open_fee)
    .minus(r.close_fee ?? '0')
    .minus(r.overnight_paid)
    .toFixed();
}

export function traderPositionView(r: PositionRow, prices: Prices): TraderPosition {
  const open = cited(r.open_tick_id, r.open_price, r.open_time) as CitedTick;
  return {
    id: r.id,
    symbol: instrumentById(r.instrument_id)?.symbol ?? '',
    type: r.side === 'long' ? 1 : 2,
    share: r.share,
    multiple: r.multiple,
    price: r.open_price ?? '0',
    open_tick: open,
    close_tick: cited(r.close_tick_id, r.close_price, r.close_time),
    profits: netOf(r, prices.get(r.instrument_id)?.price),
    margin: r.margin,
    opened_at: Number(r.open_time ?? r.created_at),
    closed_at: r.closed_at === null ? null : Number(r.closed_at),
  };
}

export function copyView(c: CopyRow, r: PositionRow, nickname: string, prices: Prices): Copy {
  const base = traderPositionView(r, prices);
  return {
    id: r.id,
    follow_id: c.follow_id,
    trader_user_id: c.trader_id,
    nickname,
    trader_position_id: c.trader_position_id,
    symbol: base.symbol,
    type: base.type,
    share: r.share,
    multiple: r.multiple,
    price: base.price,
    open_tick: base.open_tick,
    close_tick: base.close_tick,
    close_reason: r.close_reason,
    profits: base.profits,
    margin: r.margin,
    self_held: c.self_held_at !== null,
    state: r.state === 'open' ? 'open' : 'closed',
    opened_at: base.opened_at,
    closed_at: base.closed_at,
  };
}

export type FollowFigures = {
  closed_profits: string;
  open_profits: string;
  open_margin: string;
  open_copies: number;
};

export function followView(f: FollowRow, nickname: string, figures: FollowFigures): Follow {
  return {
    id: f.id,
    trader_user_id: f.trader_id,
    nickname,
    type: f.mode,
    number: f.number,
    stop_loss: f.stop_loss,
    take_profit: f.take_profit,
    max_margin: f.max_margin,
    max_total: f.max_total,
    profit_share: f.profit_share,
    state: f.state,
    stopped_reason: f.stopped_reason,
    ...figures,
    shares_paid: f.shares_paid,
    high_water_mark: f.high_water_mark,
    created_at: Number(f.created_at),
    updated_at: Number(f.updated_at),
  };
}

export const skipView = (s: CopySkipTable): CopySkip => ({
  follow_id: s.follow_id,
  trader_position_id: s.trader_position_id,
  symbol: s.symbol,
  reason: s.reason,
  at: Number(s.created_at),
});

export const shareView = (s: CopyShareTable): ProfitShare => ({
  id: s.id,
  follow_id: s.follow_id,
  follower: s.follower_id,
  trader: s.trader_id,
  day: s.day,
  net_profit: s.net_profit,
  high_water_mark: s.high_water_mark,
  rate: s.rate,
  amount: s.amount,
  at: Number(s.created_at),
});
