// An operator's edit of a spot pair's settings, pure: the fields given replace the stored ones
// when each is within its bounds (contract/admin.ts SPOT_PAIR_LIMITS), written canonically (no
// trailing zeros); anything else is refused with the reason. Whether the amount decimals may
// change at all (not while the pair has open orders) is the caller's check (./admin.ts).
import Decimal from 'decimal.js';
import { SPOT_PAIR_LIMITS as L, type SpotPairChanges } from '../../contract/admin';
import { Refusal } from '../core/errors';
import { spotAdminMessages as m } from './admin-messages';
import { toSteps } from './money';
import type { PairSettings } from './pairs';

const D = Decimal.clone({ precision: 60 });

/** A plain non-negative decimal with at most 8 decimals (the ledger's scale), as Decimal; null otherwise. */
function plain(v: string): Decimal | null {
  return /^(0|[1-9]\d{0,15})(\.\d{1,8})?$/.test(v) ? new D(v) : null;
}

/** A whole number from min to max; null otherwise. */
function whole(v: string, min: number, max: number): number | null {
  if (!/^\d{1,4}$/.test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
}

/** A rate within [min, max], or (min, max] with `above`. */
function rate(v: string, bounds: { min?: string; above?: string; max: string }): string | null {
  const d = plain(v);
  if (!d || d.gt(bounds.max)) return null;
  if (bounds.min !== undefined && d.lt(bounds.min)) return null;
  if (bounds.above !== undefined && d.lte(bounds.above)) return null;
  return d.toFixed();
}

function need<T>(value: T | null, refusal: Refusal): T {
  if (value === null) throw refusal;
  return value;
}

/** The settings after `changes` (fields left out keep their value); a translated Refusal when one is out of bounds. */
export function editPair(current: PairSettings, changes: SpotPairChanges, priceDecimals: number): PairSettings {
  const next: PairSettings = { ...current };
  const given = (k: keyof SpotPairChanges) => {
    const v = changes[k];
    return v === undefined ? undefined : v.trim();
  };
  const maxAmountDecimals = L.total_decimals - priceDecimals;

  const amountDecimals = given('amount_decimals');
  if (amountDecimals !== undefined) {
    next.amount_decimals = need(
      whole(amountDecimals, 0, maxAmountDecimals),
      new Refusal(m.amountDecimals, { max: maxAmountDecimals }),
    );
  }
  for (const k of ['maker_fee', 'taker_fee'] as const) {
    const v = given(k);
    if (v !== undefined) next[k] = need(rate(v, L.fee), new Refusal(m.fee));
  }
  // The least amount must fit the amount decimals, also when only those change.
  const minAmount = given('min_amount') ?? next.min_amount;
  if (typeof toSteps(minAmount, next.amount_decimals) !== 'number' || !plain(minAmount)) {
    throw new Refusal(m.minAmount, { decimals: next.amount_decimals });
  }
  next.min_amount = new D(minAmount).toFixed();
  const minTotal = given('min_total');
  if (minTotal !== undefined) {
    if (typeof toSteps(minTotal, 8) !== 'number' || !plain(minTotal)) throw new Refusal(m.minTotal);
    next.min_total = new D(minTotal).toFixed();
  }
  const protection = given('market_protection');
  if (protection !== undefined) {
    next.market_protection = need(rate(protection, L.market_protection), new Refusal(m.marketProtection));
  }
  const band = given('price_band');
  if (band !== undefined) next.price_band = need(rate(band, L.price_band), new Refusal(m.priceBand));
  const maxOpen = given('max_open_orders');
  if (maxOpen !== undefined) {
    next.max_open_orders = need(
      whole(maxOpen, L.max_open_orders.min, L.max_open_orders.max),
      new Refusal(m.maxOpenOrders),
    );
  }
  const enabled = given('enabled');
  if (enabled !== undefined) next.enabled = need(whole(enabled, 0, 1), new Refusal(m.enabled));
  const levels = given('maker_levels');
  if (levels !== undefined) {
    next.maker_levels = need(whole(levels, L.maker_levels.min, L.maker_levels.max), new Refusal(m.makerLevels));
  }
  const step = given('maker_step');
  if (step !== undefined) next.maker_step = need(rate(step, L.maker_step), new Refusal(m.makerStep));
  const levelValue = given('maker_level_value');
  if (levelValue !== undefined) {
    const d = plain(levelValue);
    next.maker_level_value = need(d?.gt(0) ? d.toFixed() : null, new Refusal(m.makerLevelValue));
  }
  return next;
}

/** The editable settings as stored, in a fixed order (the audit record's before and after). */
export function settingsOf(row: PairSettings): PairSettings {
  return {
    instrument_id: row.instrument_id,
    amount_decimals: row.amount_decimals,
    min_amount: row.min_amount,
    min_total: row.min_total,
    maker_fee: row.maker_fee,
    taker_fee: row.taker_fee,
    market_protection: row.market_protection,
    price_band: row.price_band,
    max_open_orders: row.max_open_orders,
    enabled: row.enabled,
    maker_levels: row.maker_levels,
    maker_step: row.maker_step,
    maker_level_value: row.maker_level_value,
  };
}

export const sameSettings = (a: PairSettings, b: PairSettings) =>
  JSON.stringify(settingsOf(a)) === JSON.stringify(settingsOf(b));
