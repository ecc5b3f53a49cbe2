// Exact amounts (no floats): decimal strings with at most their currency's scale of decimals.
// An amount with more decimals is refused, never rounded silently.
import Decimal from 'decimal.js';
import { LAUNCHPAD_TOKENS, STOCKS, TRADED_COINS } from '../../contract/currencies';

/** The wallet's own coins (deposit, withdrawal, exchange): always listed, even at zero. */
export const CURRENCIES = ['USDT', 'BTC', 'ETH'];

/** Decimals each currency the ledger keeps is kept to. */
export const SCALE: Record<string, number> = Object.fromEntries(
  [...CURRENCIES, ...TRADED_COINS, ...STOCKS, ...LAUNCHPAD_TOKENS].map((c) => [c, 8]),
);

/** The ledger's currencies: the wallet's first, then the traded coins, the stocks and the launchpad's tokens. */
export const LEDGER_CURRENCIES = Object.keys(SCALE);

/** The wallet's coins, then any other currency among `held`, in the ledger's order. */
export const listedWith = (held: Iterable<string>): string[] => {
  const have = new Set(held);
  return LEDGER_CURRENCIES.filter((c) => CURRENCIES.includes(c) || have.has(c));
};

const AMOUNT = /^(0|[1-9]\d{0,14})(\.\d+)?$/;

/** A positive amount of `currency` within its scale, as a canonical string; null when invalid. */
export function parseAmount(value: string, currency: string): string | null {
  const scale = SCALE[currency];
  if (scale === undefined || !AMOUNT.test(value)) return null;
  const d = new Decimal(value);
  if (d.lte(0) || d.decimalPlaces() > scale) return null;
  return d.toFixed();
}
