// An alert row as its owner sees it (contract/alerts.ts).
import type { PriceAlert } from '../../contract/alerts';
import { instrumentById } from '../market/instruments';
import type { PriceAlertTable } from './tables';

export function alertView(r: PriceAlertTable): PriceAlert {
  const fired = r.fired_tick_id !== null && r.fired_price !== null && r.fired_time !== null;
  return {
    id: r.id,
    match_id: r.instrument_id,
    symbol: instrumentById(r.instrument_id)?.symbol ?? '',
    kind: r.kind,
    price: r.price,
    percent: r.percent,
    set_tick: { id: Number(r.set_tick_id), price: r.set_price, time: Number(r.set_time) },
    up: r.up,
    down: r.down,
    status: r.state === 'fired' ? 'fired' : 'active',
    fired_tick: fired ? { id: Number(r.fired_tick_id), price: r.fired_price ?? '', time: Number(r.fired_time) } : null,
    created_at: Number(r.created_at),
  };
}
