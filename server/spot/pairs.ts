// The spot pairs and their trading rules, pure. Every crypto instrument quoted in USDT is a spot
// pair. Its settings (amount decimals, minimums, fee rates, market protection, open-order limit,
// the market maker's quoting) live in the `spot_pair` table, seeded from these defaults and
// edited by operators; an order copies the fee rates it was placed under (DESIGN §7).

import type { SpotPairSettings } from '../../contract/admin';
import { currencyId } from '../../contract/currencies';
import { DEFAULT_PRICE_BAND } from '../../contract/price-band';
import type { SpotPair } from '../../contract/spot';
import type { Instrument } from '../market/instruments';
import { parseRate, type Rate, type Scale, toSteps } from './money';

/** A pair's settings as stored in `spot_pair` (the back office edits them: contract/admin.ts). */
export type PairSettings = SpotPairSettings;

export type Pair = Scale & {
  instrument: Instrument;
  /** What is bought and what pays for it in the ledger (settlementOf). */
  base: string;
  quote: string;
  settings: PairSettings;
  makerFee: Rate;
  takerFee: Rate;
  /** The higher of the two: what a buy freezes for its fee. */
  maxFee: Rate;
  minLots: number;
  /** The least total in quote units (10⁻⁸). */
  minTotalUnits: bigint;
};

/** Spot pairs: every coin quoted in USDT, and every stock. */
export const isSpotInstrument = (i: Instrument) => (i.class === 'crypto' && i.quote === 'USDT') || i.class === 'stock';

/**
 * The currency a pair's orders settle in: its quote, except US dollars, which the ledger does not
 * hold — a stock is bought with USDT at 1 USDT per dollar of its price (ADR 13).
 */
export const settlementOf = (i: Instrument) => (i.quote === 'USD' ? 'USDT' : i.quote);

/** Lots worth a few cents to a dollar: a price's decimals and an amount's add up to at most 8. */
export function defaultAmountDecimals(i: Instrument): number {
  const magnitude = Math.floor(Math.log10(Number(i.reference)));
  return Math.max(0, Math.min(8 - i.precision, magnitude + 2));
}

export function defaultSettings(i: Instrument): PairSettings {
  const amountDecimals = defaultAmountDecimals(i);
  return {
    instrument_id: i.id,
    amount_decimals: amountDecimals,
    min_amount: amountDecimals === 0 ? '1' : `0.${'1'.padStart(amountDecimals, '0')}`,
    min_total: '1',
    maker_fee: '0.0008',
    taker_fee: '0.001',
    market_protection: '0.05',
    price_band: DEFAULT_PRICE_BAND,
    max_open_orders: 50,
    enabled: 1,
    maker_levels: 20,
    maker_step: '0.0005',
    maker_level_value: '5000',
  };
}

export function pairOf(instrument: Instrument, settings: PairSettings): Pair {
  const scale = { priceDecimals: instrument.precision, amountDecimals: settings.amount_decimals };
  if (scale.priceDecimals + scale.amountDecimals > 8) throw new Error(`pair ${instrument.symbol}: too many decimals`);
  const makerFee = parseRate(settings.maker_fee);
  const takerFee = parseRate(settings.taker_fee);
  const minLots = toSteps(settings.min_amount, scale.amountDecimals);
  const minTotal = toSteps(settings.min_total, 8);
  if (typeof minLots !== 'number' || typeof minTotal !== 'number') {
    throw new Error(`pair ${instrument.symbol}: bad minimums`);
  }
  const higher = makerFee.num * takerFee.den >= takerFee.num * makerFee.den ? makerFee : takerFee;
  return {
    ...scale,
    instrument,
    base: instrument.base,
    quote: settlementOf(instrument),
    settings,
    makerFee,
    takerFee,
    maxFee: higher,
    minLots,
    minTotalUnits: BigInt(minTotal),
  };
}

export function pairView(p: Pair, trading: boolean): SpotPair {
  const i = p.instrument;
  return {
    id: i.id,
    symbol: i.symbol,
    class: i.class === 'stock' ? 'stock' : 'crypto',
    base: p.base,
    quote: p.quote,
    currency_id: currencyId(i.base),
    legal_id: currencyId(i.quote),
    price_decimals: p.priceDecimals,
    amount_decimals: p.amountDecimals,
    min_amount: p.settings.min_amount,
    min_total: p.settings.min_total,
    maker_fee: p.settings.maker_fee,
    taker_fee: p.settings.taker_fee,
    market_protection: p.settings.market_protection,
    price_band: p.settings.price_band,
    max_open_orders: p.settings.max_open_orders,
    trading,
  };
}
