// What a quote row shows beside its price (issue 20): the price in the user's fiat currency and
// the 24 h volume in the quote currency, and the dollar value that ranks the "Hot" list. These are
// display estimates, shown with "≈" or only compared: plain numbers are enough for them and keep
// the decimal library off the home screen's start-up path (money itself is never computed here).
import type { Quotation } from '../../contract/market';
import { formatCompact, groupDigits } from './format';

/** Quote currencies worth one US dollar (USDT counts as a dollar, as in every wallet valuation). */
const DOLLARS = new Set(['USD', 'USDT']);

type Pair = Pick<Quotation, 'class' | 'base' | 'quote' | 'price'>;

/**
 * US dollars per unit of a quote currency: 1 for USD and USDT, else from the forex pair that
 * prices it against the dollar (EUR from EUR/USD, JPY from USD/JPY); null when no pair does.
 */
export function usdPerUnit(pairs: readonly Pair[]): (currency: string) => number | null {
  const rates = new Map<string, number>();
  for (const p of pairs) {
    const price = Number(p.price);
    if (p.class !== 'forex' || !(price > 0)) continue;
    if (p.quote === 'USD') rates.set(p.base, price);
    else if (p.base === 'USD') rates.set(p.quote, 1 / price);
  }
  return (currency) => (DOLLARS.has(currency) ? 1 : (rates.get(currency) ?? null));
}

/**
 * `price` in a fiat currency at `fiatPerUnit` fiat units per unit of its quote currency, grouped:
 * as many decimals as the instrument's price has, fewer for a fiat worth far less than the quote
 * currency (no "8,128.0000" for DOGE in dong), never under 2. Null when it cannot be told.
 */
export function fiatPrice(price: string, fiatPerUnit: number, precision: number): string | null {
  const value = Number(price) * fiatPerUnit;
  if (!Number.isFinite(value) || value <= 0) return null;
  const fewer = Math.max(0, Math.floor(Math.log10(fiatPerUnit)));
  return groupDigits(value.toFixed(Math.max(2, precision - fewer)));
}

/** "1.23M USDT": the 24 h quote volume in spec §9's K/M format with its unit; null without one. */
export function quoteVolumeText(quoteVolume: string | undefined, unit: string): string | null {
  // A quote kept on the device before the server sent quote_volume has none.
  if (quoteVolume === undefined || quoteVolume === '') return null;
  return `${formatCompact(quoteVolume)} ${unit}`;
}

/** The 24 h quote volume in US dollars, to compare instruments quoted in different currencies. */
export function usdVolume(q: Pick<Quotation, 'quote' | 'quote_volume'>, usd: (currency: string) => number | null) {
  const perUnit = usd(q.quote);
  const volume = Number(q.quote_volume);
  return perUnit === null || !Number.isFinite(volume) ? 0 : volume * perUnit;
}
