// The recorded prices money moves at: a wallet currency's USDT price from the newest recorded tick
// of its market (each answer names the ticks it used, so a row can cite them), and fiat rates from
// the forex pairs. USDT counts as one US dollar, and a stock is valued at its dollar price.
import { Refusal } from '../core/errors';
import type { Market } from '../market/service';
import { walletMessages } from './messages';
import { fiatRate } from './rules';

export type Priced = { price: string; ticks: Record<string, number>; time: number };

/** The fiat currencies of spec §3 (Fiat setting) and the forex pair each rate is read from. */
export const FIAT_PAIRS: Record<string, string | null> = {
  USD: null,
  CNY: 'USD/CNH',
  GBP: 'GBP/USD',
  HKD: 'USD/HKD',
  JPY: 'USD/JPY',
  EUR: 'EUR/USD',
  AED: 'USD/AED',
  THB: 'USD/THB',
  PHP: 'USD/PHP',
  SGD: 'USD/SGD',
  VND: 'USD/VND',
};

export type FiatRateRow = { currency_code: string; rate: string; tick_id: number | null; time: number };

export function makePrices(market: Market) {
  /** The USDT price of `currency` at `at` (now by default); refuses while no price is recorded yet. */
  async function usdt(currency: string, at?: number): Promise<Priced> {
    if (currency === 'USDT') return { price: '1', ticks: {}, time: at ?? 0 };
    // A coin by its USDT market; a stock by its US dollar price (1 USD = 1 USDT, as it is traded).
    const recorded =
      (await market.recordedPrice(`${currency}/USDT`, at)) ?? (await market.recordedPrice(`${currency}/USD`, at));
    if (!recorded) throw new Refusal(walletMessages.priceUnavailable);
    return { price: recorded.price, ticks: { [recorded.symbol]: recorded.tick_id }, time: recorded.time };
  }

  return {
    usdt,

    /** USDT prices of several currencies at once, keyed by currency. */
    async usdtAll(currencies: readonly string[], at?: number): Promise<Record<string, Priced>> {
      const priced = await Promise.all(currencies.map((c) => usdt(c, at)));
      return Object.fromEntries(currencies.map((c, i) => [c, priced[i] as Priced]));
    },

    /** Units of each fiat currency per US dollar, from the newest recorded forex ticks. */
    async fiatRates(): Promise<FiatRateRow[]> {
      return Promise.all(
        Object.entries(FIAT_PAIRS).map(async ([code, symbol]): Promise<FiatRateRow> => {
          if (!symbol) return { currency_code: code, rate: '1', tick_id: null, time: 0 };
          const recorded = await market.recordedPrice(symbol);
          if (!recorded) throw new Refusal(walletMessages.priceUnavailable);
          const [base = '', quote = ''] = symbol.split('/');
          return {
            currency_code: code,
            rate: fiatRate({ base, quote, price: recorded.price }),
            tick_id: recorded.tick_id,
            time: recorded.time,
          };
        }),
      );
    },
  };
}

export type Prices = ReturnType<typeof makePrices>;
