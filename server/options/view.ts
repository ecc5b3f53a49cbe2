// An option row as its owner sees it on the wire (contract/options.ts).
import type { Selectable } from 'kysely';
import { currencyId } from '../../contract/currencies';
import type { OptionOrder, OptionResult } from '../../contract/options';
import { instrumentById } from '../market/instruments';
import { profitOf, ratioPercent } from './rules';
import type { OptionOrderTable } from './tables';

export type OptionRow = Selectable<OptionOrderTable>;

export function optionView(r: OptionRow, now: number): OptionOrder {
  const settled = r.state === 'settled';
  const expires = Number(r.expires_at);
  return {
    id: r.id,
    match_id: r.instrument_id,
    symbol_name: instrumentById(r.instrument_id)?.symbol ?? '',
    currency_id: currencyId(r.currency),
    currency: r.currency,
    type: r.direction === 'up' ? 1 : 2,
    seconds: r.seconds,
    number: r.stake,
    profit_ratio: ratioPercent(r.profit_ratio),
    open_tick: { id: Number(r.open_tick_id), price: r.open_price, time: Number(r.open_time) },
    open_price: r.open_price,
    created_at: Number(r.created_at),
    handled_at: expires,
    status: settled ? 2 : 1,
    remain_milli_seconds: Math.max(0, expires - now),
    settle_tick:
      settled && r.settle_tick_id != null
        ? { id: Number(r.settle_tick_id), price: r.settle_price ?? '', time: Number(r.settle_time) }
        : null,
    end_price: settled ? r.settle_price : null,
    profit_result: settled ? (r.result as OptionResult) : null,
    fact_profits: settled ? r.payout : null,
    profit: settled && r.payout != null ? profitOf(r.stake, r.payout) : null,
    settled_at: r.settled_at == null ? null : Number(r.settled_at),
  };
}
