// Currency ids (spec §3; wire notes: every quotation row carries `currency_id` and `legal_id`, the
// ids of its base and quote currency, the same for every product). The wallet's coins keep their
// coin ids (GET /currency/list: 1 USDT, 3 ETH, 4 BTC; 2 is USDT on another network); every other
// asset an instrument names has a fixed id from 10 up, in this list's order. Append only: ids are
// stored in clients and orders.
/** The coins traded on the spot books against USDT, besides the wallet's own (USDT, ETH, BTC). */
export const TRADED_COINS = [
  'BNB',
  'SOL',
  'XRP',
  'DOGE',
  'ADA',
  'TRX',
  'AVAX',
  'DOT',
  'LINK',
  'TON',
  'LTC',
  'BCH',
  'UNI',
  'ATOM',
  'XLM',
  'ETC',
  'FIL',
  'NEAR',
  'APT',
  'ARB',
] as const;

/** Every other asset an instrument names: oil, forex, indices, futures, metals. */
const OTHER_ASSETS = [
  'USOIL',
  'USD',
  'UKOIL',
  'NGAS',
  'GASOLINE',
  'HEATOIL',
  'EUR',
  'GBP',
  'JPY',
  'AUD',
  'CAD',
  'CHF',
  'NZD',
  'CNH',
  'HKD',
  'SGD',
  'THB',
  'PHP',
  'VND',
  'AED',
  'SPX500',
  'NAS100',
  'US30',
  'GER40',
  'UK100',
  'JPN225',
  'HK50',
  'FRA40',
  'AUS200',
  'CHINA50',
  'ES',
  'NQ',
  'YM',
  'GC',
  'SI',
  'CL',
  'ZC',
  'ZW',
  'ZS',
  'HG',
  'XAU',
  'XAG',
  'XPT',
  'XPD',
  'XCU',
] as const;

/** The stocks, traded on the spot books in USDT during their market's hours. */
export const STOCKS = [
  'AAPL',
  'MSFT',
  'NVDA',
  'AMZN',
  'GOOGL',
  'META',
  'TSLA',
  'NFLX',
  'AMD',
  'INTC',
  'JPM',
  'V',
  'KO',
  'DIS',
  'BABA',
  'PDD',
  'NIO',
  'TSM',
] as const;

/**
 * Tokens sold on the IEO launchpad (issue 16, ADR 19). A token needs an id, decimals and a place in
 * the wallet before a project can sell it, so listing a new one is a change here (append only).
 * The demo's are made up: no such tokens exist outside Kestrel.
 */
export const LAUNCHPAD_TOKENS = ['KST', 'NOVA', 'ORBT'] as const;

const OTHERS = [...TRADED_COINS, ...OTHER_ASSETS, ...STOCKS, ...LAUNCHPAD_TOKENS];

export const CURRENCY_IDS: Readonly<Record<string, number>> = {
  USDT: 1,
  ETH: 3,
  BTC: 4,
  ...Object.fromEntries(OTHERS.map((name, i) => [name, 10 + i])),
};

const NAMES = new Map<number, string>([...Object.entries(CURRENCY_IDS).map(([n, i]) => [i, n] as const), [2, 'USDT']]);

/** The id of a currency name, or 0 when it has none. */
export const currencyId = (name: string): number => CURRENCY_IDS[name] ?? 0;

/** The currency an id names (2, USDT's other network, is USDT too). */
export const currencyName = (id: number): string | undefined => NAMES.get(id);
