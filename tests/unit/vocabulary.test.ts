// One vocabulary (issue 20): each account has one name on every screen, each market class is in
// exactly one market list (forex and metals are not futures), and every home tile opens a route.
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { MARKET_CLASSES } from '../../contract/market';
import { ACCOUNTS, type AccountId } from '../../contract/wallet';
import { PAGES } from '../../src/app/routes';
import { ACCOUNT_IDS, ACCOUNT_LABELS } from '../../src/lib/accounts';
import { ASSET_TABS } from '../../src/pages/fund/assetTabs';
import { SHORTCUTS } from '../../src/pages/index/shortcuts';
import { CLASS_TABS, inTab, MARKET_TAB_LABELS, marketTabOf } from '../../src/pages/market/classes';

describe('account names', () => {
  it('name every account once, in one order', () => {
    const ids = Object.keys(ACCOUNTS).map(Number) as AccountId[];
    expect([...ACCOUNT_IDS].sort()).toEqual(ids.sort());
    expect(ACCOUNT_IDS.map((id) => i18n._(ACCOUNT_LABELS[id]))).toEqual([
      'Spot account',
      'Contract account',
      'Options account',
      'Fiat account',
    ]);
  });

  it('are the Assets tabs of the accounts', () => {
    for (const id of ACCOUNT_IDS) {
      const tabs = ASSET_TABS.filter((t) => t.account === id && t.holds !== 'stocks');
      expect(tabs.map((t) => i18n._(t.label))).toEqual([i18n._(ACCOUNT_LABELS[id])]);
    }
  });
});

describe('market lists', () => {
  const lists = CLASS_TABS;

  it('hold each class in exactly one list', () => {
    for (const cls of MARKET_CLASSES) expect(lists.filter((t) => inTab(t, cls))).toHaveLength(1);
  });

  it('keep forex and precious metals out of futures', () => {
    expect(MARKET_CLASSES.filter((cls) => inTab('futures', cls))).toEqual(['futures']);
    expect(i18n._(MARKET_TAB_LABELS.forex)).toBe('Forex');
    expect(i18n._(MARKET_TAB_LABELS.metal)).toBe('Precious metals');
  });

  it('open on the list the address names, else the coins', () => {
    expect(marketTabOf('stock')).toBe('stock');
    expect(marketTabOf(null)).toBe('coins');
    expect(marketTabOf('nonsense')).toBe('coins');
  });
});

describe('home tiles', () => {
  const paths = new Set(['/', ...PAGES.map((p) => p.path)]);
  const pathOf = (to: string) => to.split('?')[0] ?? to;

  it('each open a route of the app', () => {
    for (const s of SHORTCUTS) expect(paths, s.key).toContain(pathOf(s.to));
  });

  it('of features not built yet open their spec screens ("function under development")', () => {
    const unbuilt = ['otc', 'coupon', 'quickbuy'];
    for (const key of unbuilt) {
      const tile = SHORTCUTS.find((s) => s.key === key);
      const page = PAGES.find((p) => p.path === pathOf(tile?.to ?? ''));
      expect(page, key).toBeDefined();
      expect(page?.load, key).toBeUndefined();
    }
  });

  it('of copy trading open the trader list (issue 36)', () => {
    const tile = SHORTCUTS.find((s) => s.key === 'copy');
    expect(PAGES.find((p) => p.path === pathOf(tile?.to ?? ''))?.load).toBeDefined();
  });

  it('of crypto loans open the borrowing screen (issue 38)', () => {
    const tile = SHORTCUTS.find((s) => s.key === 'borrowing');
    expect(tile?.to).toBe('/pages/common/borrowing');
    expect(PAGES.find((p) => p.path === tile?.to)?.load).toBeDefined();
  });

  it('of crypto gifts and the mini game open their screens (issue 39)', () => {
    const to = (key: string) => SHORTCUTS.find((s) => s.key === key)?.to;
    expect(to('gift')).toBe('/pages/gift/gift');
    expect(to('game')).toBe('/pages/game/game');
    for (const key of ['gift', 'game']) expect(PAGES.find((p) => p.path === to(key))?.load, key).toBeDefined();
  });

  it('open the stocks list and the contracts, and say the transfer is between accounts', () => {
    const to = (key: string) => SHORTCUTS.find((s) => s.key === key)?.to;
    expect(to('stock')).toBe('/pages/market/market?tab=stock');
    expect(to('futures')).toBe('/pages/transaction/index?product=contract');
    const transfer = SHORTCUTS.find((s) => s.key === 'coin_transfer');
    expect(transfer?.to).toBe('/pages/fund/fundTransfer');
    expect(i18n._(transfer?.label ?? { id: '' })).toBe('Account transfer');
  });
});
