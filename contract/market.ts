// Market data on the wire (spec §3 Coin/option names, §7 Market calls, §9 formats). Prices,
// changes and volumes are decimal strings; times are epoch milliseconds.
import { z } from 'zod';
import { wireInt } from './numbers';

/** The home market categories (spec §1) plus stocks. */
export const MARKET_CLASSES = ['crypto', 'oil', 'forex', 'index', 'futures', 'metal', 'stock'] as const;
export type MarketClass = (typeof MARKET_CLASSES)[number];

export const PERIODS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M'] as const;
export type Period = (typeof PERIODS)[number];

/** One row of GET /currency/quotation_new: an instrument and its live day figures. */
export type Quotation = {
  /** Instrument id (the spec's currency_id). */
  id: number;
  symbol: string;
  base: string;
  quote: string;
  /** Ids of the base and quote currency (contract/currencies.ts), the same for every product. */
  currency_id: number;
  legal_id: number;
  class: MarketClass;
  /** Names by language (spec §3): en_name (en), option_name (zh), tw_name (hk). */
  en_name: string;
  option_name: string;
  tw_name: string;
  /** Decimals the price is shown with. */
  precision: number;
  price: string;
  /** Today's (UTC) open, high, low and volume; change is price vs open, in percent with 2 decimals. */
  open: string;
  high: string;
  low: string;
  volume: string;
  /**
   * The last 24 hours' volume in the quote currency (e.g. USDT for BTC/USDT), 2 decimals: the
   * current hour's candle and the 23 before it, each at its volume × (high + low + close) / 3.
   */
  quote_volume: string;
  change: string;
  /** Whether the market trades now (stocks, forex… have hours; crypto never closes). */
  trading: boolean;
  /** 'demo' for the simulated feed: the UI must say so. */
  source: 'demo' | 'live';
  /** Time of the last tick. */
  time: number;
};

/** A candle (kline). */
export type Candle = { time: number; open: string; high: string; low: string; close: string; volume: string };

/** GET /currency/new_timeshar {symbol, period, from, to} → {symbol, period, candles} (oldest first). */
/** The period names the spec's public client sends (wire notes), and ours they mean. */
export const PERIOD_ALIASES: Readonly<Record<string, Period>> = {
  '1min': '1m',
  '5min': '5m',
  '15min': '15m',
  '30min': '30m',
  '60min': '1h',
  '4hour': '4h',
  '1day': '1d',
  '1week': '1w',
  '1mon': '1M',
};

/** Below this a time is in epoch seconds (as the spec's public client sends it), else milliseconds. */
const SECONDS_BELOW = 1e11;
const epochMs = wireInt().transform((t) => (t < SECONDS_BELOW ? t * 1000 : t));

export const timesharRequest = z.object({
  symbol: z.string().trim().min(3).max(24),
  period: z
    .string()
    .trim()
    .transform((p) => PERIOD_ALIASES[p] ?? p)
    .pipe(z.enum(PERIODS)),
  /** Epoch ms (or seconds: any value below 10¹¹); default: `to` minus 300 periods. */
  from: epochMs.optional(),
  /** Epoch ms (or seconds); default: now. */
  to: epochMs.optional(),
});

/** At most this many candles per reply; ask again with an earlier `to` for more. */
export const MAX_CANDLES = 2000;

export type TimesharReply = { symbol: string; period: Period; candles: Candle[] };

/** POST /optional/add {currency_id}; POST /optional/del {id} (id = the instrument id). */
export const favouriteRequest = z.object({ currency_id: wireInt({ min: 1 }) });
export const favouriteDeleteRequest = z.object({ id: wireInt({ min: 1 }) });

/** Socket events. `ticker`: every instrument's quote changes, to every client, batched per second. */
export type TickerEvent = Pick<
  Quotation,
  'id' | 'price' | 'high' | 'low' | 'volume' | 'quote_volume' | 'change' | 'open' | 'time' | 'trading'
>[];

/** `kline` to the clients that emitted `kline:sub {symbol, period}`; seq rises by one per event. */
export type KlineEvent = { symbol: string; period: Period; seq: number; candle: Candle };
