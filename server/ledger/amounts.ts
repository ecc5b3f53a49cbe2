// Exact amounts (no floats): decimal strings with at most their currency's scale of decimals.
// An amount with more decimals is refused, never rounded silently.
import Decimal from 'decimal.js';

/** Decimals each currency is kept to. */
export const SCALE: Record<string, number> = { USDT: 8, BTC: 8, ETH: 8 };

export const CURRENCIES = Object.keys(SCALE);

const AMOUNT = /^(0|[1-9]\d{0,14})(\.\d+)?$/;

/** A positive amount of `currency` within its scale, as a canonical string; null when invalid. */
export function parseAmount(value: string, currency: string): string | null {
  const scale = SCALE[currency];
  if (scale === undefined || !AMOUNT.test(value)) return null;
  const d = new Decimal(value);
  if (d.lte(0) || d.decimalPlaces() > scale) return null;
  return d.toFixed();
}
