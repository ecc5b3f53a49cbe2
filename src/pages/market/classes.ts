import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MarketClass } from '../../../contract/market';

/** The home market categories of spec §1, in its order, with their labels. */
export const HOME_CLASSES: { cls: MarketClass; label: MessageDescriptor }[] = [
  { cls: 'crypto', label: msg`Crypto` },
  { cls: 'oil', label: msg`Crude oil` },
  { cls: 'forex', label: msg`Forex` },
  { cls: 'index', label: msg`Stock index` },
  { cls: 'futures', label: msg`Futures` },
  { cls: 'metal', label: msg`Precious metals` },
];

/** The market tab's lists (spec §2: favourites, futures, coins, stock). */
export const MARKET_TABS = ['favourites', 'futures', 'coins', 'stock'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

export const MARKET_TAB_LABELS: Record<MarketTab, MessageDescriptor> = {
  favourites: msg`Favourites`,
  futures: msg`Futures`,
  coins: msg`Coins`,
  stock: msg`Stock`,
};

/** Which classes a market tab lists ("futures" holds everything traded as a contract). */
export function inTab(tab: Exclude<MarketTab, 'favourites'>, cls: MarketClass): boolean {
  if (tab === 'coins') return cls === 'crypto';
  if (tab === 'stock') return cls === 'stock';
  return cls !== 'crypto' && cls !== 'stock';
}
