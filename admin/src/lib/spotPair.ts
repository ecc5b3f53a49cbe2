// A spot pair's settings form, pure: which fields an operator changed, and what is wrong with
// them before anything is sent — the same bounds the server holds them to (contract/admin.ts
// SPOT_PAIR_LIMITS; server/spot/admin-rules.ts decides and refuses anyway). Decimals are compared
// exactly as integers, never as floating-point numbers.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type AdminSpotPair, SPOT_PAIR_LIMITS as L, type SpotPairChanges } from '../../../contract/admin';
import type { RefusalsAt } from './refusals';

export type PairField = keyof SpotPairChanges;
export type PairForm = Record<PairField, string>;

export const PAIR_FIELDS: PairField[] = [
  'enabled',
  'maker_fee',
  'taker_fee',
  'amount_decimals',
  'min_amount',
  'min_total',
  'market_protection',
  'price_band',
  'max_open_orders',
  'maker_levels',
  'maker_step',
  'maker_level_value',
];

/**
 * The field of each refusal of the save (server/spot/admin-rules.ts editPair, server/spot/admin.ts
 * updatePair) about one field: open orders refuse new amount decimals. The fees' refusal (either
 * fee) and the trading switch's stay in the form's error note.
 */
export const PAIR_REFUSALS_AT: RefusalsAt<PairField> = {
  'spot_admin.amount_decimals': 'amount_decimals',
  'spot_admin.open_orders': 'amount_decimals',
  'spot_admin.min_amount': 'min_amount',
  'spot_admin.min_total': 'min_total',
  'spot_admin.market_protection': 'market_protection',
  'spot_admin.price_band': 'price_band',
  'spot_admin.max_open_orders': 'max_open_orders',
  'spot_admin.maker_levels': 'maker_levels',
  'spot_admin.maker_step': 'maker_step',
  'spot_admin.maker_level_value': 'maker_level_value',
};

export const formOf = (p: AdminSpotPair): PairForm =>
  Object.fromEntries(PAIR_FIELDS.map((k) => [k, String(p[k])])) as PairForm;

const PLAIN = /^(0|[1-9]\d{0,15})(\.\d{1,8})?$/;

/** Compares two plain non-negative decimals exactly. */
export function compareDecimal(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const n = Math.max(af.length, bf.length);
  const x = BigInt(ai + af.padEnd(n, '0'));
  const y = BigInt(bi + bf.padEnd(n, '0'));
  return x < y ? -1 : x > y ? 1 : 0;
}

const decimalsOf = (v: string) => (v.split('.')[1] ?? '').replace(/0+$/, '').length;

function rate(v: string, b: { min?: string; above?: string; max: string }): boolean {
  if (!PLAIN.test(v) || compareDecimal(v, b.max) > 0) return false;
  if (b.min !== undefined && compareDecimal(v, b.min) < 0) return false;
  return b.above === undefined || compareDecimal(v, b.above) > 0;
}

function whole(v: string, min: number, max: number): boolean {
  return /^\d{1,4}$/.test(v) && Number(v) >= min && Number(v) <= max;
}

const positive = (v: string, decimals: number) =>
  PLAIN.test(v) && compareDecimal(v, '0') > 0 && decimalsOf(v) <= decimals;

/** The fields changed from the pair's stored settings (trimmed), to send. */
export function changesOf(pair: AdminSpotPair, form: PairForm): SpotPairChanges {
  const stored = formOf(pair);
  const changes: SpotPairChanges = {};
  for (const k of PAIR_FIELDS) if (form[k].trim() !== stored[k]) changes[k] = form[k].trim();
  return changes;
}

/** What is wrong with each field, if anything. */
export function problemsOf(pair: AdminSpotPair, form: PairForm): Partial<Record<PairField, MessageDescriptor>> {
  const f = Object.fromEntries(PAIR_FIELDS.map((k) => [k, form[k].trim()])) as PairForm;
  const out: Partial<Record<PairField, MessageDescriptor>> = {};
  const max = pair.max_amount_decimals;
  const amountDecimals = whole(f.amount_decimals, 0, max) ? Number(f.amount_decimals) : null;
  if (amountDecimals === null) out.amount_decimals = msg`From 0 to ${max}`;
  else if (amountDecimals !== pair.amount_decimals && pair.open_orders > 0) {
    out.amount_decimals = msg`Cannot change while the pair has open orders`;
  }
  for (const k of ['maker_fee', 'taker_fee'] as const) {
    if (!rate(f[k], L.fee)) out[k] = msg`From 0 to 0.01 (1 %)`;
  }
  const decimals = amountDecimals ?? pair.amount_decimals;
  if (!positive(f.min_amount, decimals)) out.min_amount = msg`A positive number with at most ${decimals} decimals`;
  if (!positive(f.min_total, 8)) out.min_total = msg`A positive number with at most 8 decimals`;
  if (!rate(f.market_protection, L.market_protection)) out.market_protection = msg`More than 0, at most 0.2 (20 %)`;
  if (!rate(f.price_band, L.price_band)) out.price_band = msg`More than 0, at most 0.9 (90 %)`;
  if (!whole(f.max_open_orders, L.max_open_orders.min, L.max_open_orders.max)) {
    out.max_open_orders = msg`A whole number from 1 to 500`;
  }
  if (!whole(f.enabled, 0, 1)) out.enabled = msg`On or off`;
  if (!whole(f.maker_levels, L.maker_levels.min, L.maker_levels.max))
    out.maker_levels = msg`A whole number from 0 to 50`;
  if (!rate(f.maker_step, L.maker_step)) out.maker_step = msg`More than 0, at most 0.05 (5 %)`;
  if (!positive(f.maker_level_value, 8)) out.maker_level_value = msg`A positive number with at most 8 decimals`;
  return out;
}
