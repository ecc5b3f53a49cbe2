// The home shortcut tiles of spec §1, in the spec's order. `to` is set once the feature is built;
// until then a tile says "function under development".

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The Trade tab's Contracts: futures and super leverage are its contracts (issue 14). */
const CONTRACTS = '/pages/transaction/index?product=contract';

/** The earn product lists by kind (issue 16): lock mining, DeFi mining and cloud mining. */
const EARN = '/pages/lockming/lockming';

export type Shortcut = { key: string; label: MessageDescriptor; glyph: string; to?: string };

export const SHORTCUTS: Shortcut[] = [
  { key: 'recharge', label: msg`Recharge`, glyph: '↓', to: '/pages/fund/receive' },
  { key: 'withdraw', label: msg`Withdraw`, glyph: '↑', to: '/pages/fund/withdraw' },
  { key: 'gift', label: msg`Gift`, glyph: '✦' },
  { key: 'borrowing', label: msg`Borrow & repay`, glyph: '⇄' },
  { key: 'stock', label: msg`Stock`, glyph: 'S' },
  { key: 'futures', label: msg`Futures`, glyph: 'F', to: CONTRACTS },
  { key: 'copy', label: msg`Copy trade`, glyph: '⇉' },
  { key: 'financial', label: msg`Financial`, glyph: '%', to: '/pages/financial/index' },
  { key: 'margin', label: msg`Super leverage`, glyph: '×', to: CONTRACTS },
  { key: 'otc', label: msg`OTC`, glyph: '¤' },
  { key: 'coupon', label: msg`Coupon centre`, glyph: '◈' },
  { key: 'bill', label: msg`Bills`, glyph: '≡', to: '/pages/setting/bill' },
  { key: 'exchange', label: msg`Exchange`, glyph: '⇆', to: '/pages/fund/transfer' },
  { key: 'mining', label: msg`Mining`, glyph: '◆', to: '/pages/financial/index' },
  { key: 'game', label: msg`Mini game`, glyph: '◎' },
  { key: 'chat', label: msg`Chat room`, glyph: '✉' },
  { key: 'quickbuy', label: msg`Quick buy`, glyph: '⚡' },
  { key: 'defi', label: msg`DeFi mining`, glyph: '◇', to: `${EARN}?kind=defi` },
  { key: 'cloud', label: msg`Cloud mining`, glyph: '☁', to: `${EARN}?kind=cloud` },
  { key: 'lockming', label: msg`Lock mining`, glyph: '⊡', to: `${EARN}?kind=lock` },
  { key: 'coin_transfer', label: msg`Coin transfer`, glyph: '→', to: '/pages/fund/fundTransfer' },
  { key: 'ieo', label: msg`IEO`, glyph: '★' },
  { key: 'seconds', label: msg`Seconds options`, glyph: '◷', to: '/pages/transaction/micro' },
  { key: 'nft', label: msg`NFT`, glyph: '▣' },
  { key: 'invest', label: msg`Invest`, glyph: '▲' },
];
