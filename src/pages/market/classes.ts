import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MarketClass } from '../../../contract/market';
import { RANKINGS, type Ranking } from './sortQuotes';

/** The home market categories of spec §1, in its order, with their labels. */
export const HOME_CLASSES: { cls: MarketClass; label: MessageDescriptor }[] = [
  { cls: 'crypto', label: msg`Crypto` },
  { cls: 'oil', label: msg`Crude oil` },
  { cls: 'forex', label: msg`Forex` },
  { cls: 'index', label: msg`Stock index` },
  { cls: 'futures', label: msg`Futures` },
  { cls: 'metal', label: msg`Precious metals` },
];

/**
 * The market tab's lists: spec §2's favourites, coins and stock, the rankings across every class
 * (issue 20: gainers, losers, hot; sortQuotes.ts), then one list per other class under the name
 * home gives it (issue 20: forex and gold are not futures, so "Futures" lists futures only). A
 * tab's key is also its `?tab=` value (e.g. the home Stock tile's `?tab=stock`).
 */
export const MARKET_TABS = [
  'favourites',
  'coins',
  'stock',
  ...RANKINGS,
  'forex',
  'metal',
  'futures',
  'index',
  'oil',
] as const;
export type MarketTab = (typeof MARKET_TABS)[number];
/** The tabs that list one class of instruments. */
export type ClassTab = Exclude<MarketTab, 'favourites' | Ranking>;

/** Whether a tab is one of the rankings. */
export const isRanking = (tab: MarketTab): tab is Ranking => (RANKINGS as readonly string[]).includes(tab);

/** The tabs that list one class each, in the strip's order. */
export const CLASS_TABS = MARKET_TABS.filter((t): t is ClassTab => t !== 'favourites' && !isRanking(t));

/** The tab the market opens on without a `?tab=`. */
export const DEFAULT_MARKET_TAB: MarketTab = 'coins';

export const MARKET_TAB_LABELS: Record<MarketTab, MessageDescriptor> = {
  favourites: msg`Favourites`,
  coins: msg`Coins`,
  stock: msg`Stock`,
  gainers: msg`Gainers`,
  losers: msg`Losers`,
  hot: msg`Hot`,
  forex: msg`Forex`,
  metal: msg`Precious metals`,
  futures: msg`Futures`,
  index: msg`Stock index`,
  oil: msg`Crude oil`,
};

/** The market tab a `?tab=` value names, or the default one. */
export const marketTabOf = (value: string | null): MarketTab =>
  MARKET_TABS.find((t) => t === value) ?? DEFAULT_MARKET_TAB;

/** Which class a market tab lists: each class is in exactly one tab. */
export function inTab(tab: ClassTab, cls: MarketClass): boolean {
  return tab === 'coins' ? cls === 'crypto' : cls === tab;
}
