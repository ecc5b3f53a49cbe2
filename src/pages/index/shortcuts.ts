// The home shortcut tiles of spec §1, in the spec's order. Every tile opens a screen: a built
// feature's own screen, or the spec route of a feature not built yet, which the router shows as
// "function under development" with a way back (src/app/routes.ts specPages).

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The Trade tab's Contracts: futures and super leverage are its contracts (issue 14). */
const CONTRACTS = '/pages/transaction/index?product=contract';

/** The earn product lists by kind (issue 16): lock mining, DeFi mining and cloud mining. */
const EARN = '/pages/lockming/lockming';

export type Shortcut = { key: string; label: MessageDescriptor; glyph: string; to: string };

export const SHORTCUTS: Shortcut[] = [
  { key: 'recharge', label: msg`Recharge`, glyph: '↓', to: '/pages/fund/receive' },
  { key: 'withdraw', label: msg`Withdraw`, glyph: '↑', to: '/pages/fund/withdraw' },
  // Crypto gifts (issue 39): send an amount split among several people, or claim one.
  { key: 'gift', label: msg`Gift`, glyph: '✦', to: '/pages/gift/gift' },
  { key: 'borrowing', label: msg`Borrow & repay`, glyph: '⇄', to: '/pages/common/borrowing' },
  { key: 'stock', label: msg`Stock`, glyph: 'S', to: '/pages/market/market?tab=stock' },
  { key: 'futures', label: msg`Futures`, glyph: 'F', to: CONTRACTS },
  { key: 'copy', label: msg`Copy trade`, glyph: '⇉', to: '/pages/copytrade/copy' },
  { key: 'financial', label: msg`Financial`, glyph: '%', to: '/pages/financial/index' },
  { key: 'margin', label: msg`Super leverage`, glyph: '×', to: CONTRACTS },
  { key: 'otc', label: msg`OTC`, glyph: '¤', to: '/pages/otc/otc' },
  { key: 'coupon', label: msg`Coupon centre`, glyph: '◈', to: '/pages/setting/coupon' },
  { key: 'bill', label: msg`Bills`, glyph: '≡', to: '/pages/setting/bill' },
  { key: 'exchange', label: msg`Exchange`, glyph: '⇆', to: '/pages/fund/transfer' },
  { key: 'mining', label: msg`Mining`, glyph: '◆', to: '/pages/financial/index' },
  { key: 'game', label: msg`Mini game`, glyph: '◎', to: '/pages/game/game' },
  // The chat room is not customer service (the floating button on every screen is).
  { key: 'chat', label: msg`Chat room`, glyph: '✉', to: '/pages/kefu/chatroom' },
  // Quick coin purchase is buying coins for fiat: the OTC desk's.
  { key: 'quickbuy', label: msg`Quick buy`, glyph: '⚡', to: '/pages/otc/otc' },
  { key: 'defi', label: msg`DeFi mining`, glyph: '◇', to: `${EARN}?kind=defi` },
  { key: 'cloud', label: msg`Cloud mining`, glyph: '☁', to: `${EARN}?kind=cloud` },
  { key: 'lockming', label: msg`Lock mining`, glyph: '⊡', to: `${EARN}?kind=lock` },
  // The spec's "coin transfer" moves coins between the user's own accounts.
  { key: 'coin_transfer', label: msg`Account transfer`, glyph: '→', to: '/pages/fund/fundTransfer' },
  { key: 'ieo', label: msg`IEO`, glyph: '★', to: '/pages/ieo/ieo' },
  { key: 'seconds', label: msg`Seconds options`, glyph: '◷', to: '/pages/transaction/micro' },
  { key: 'nft', label: msg`NFT`, glyph: '▣', to: '/pages/nft/nft' },
  { key: 'invest', label: msg`Invest`, glyph: '▲', to: '/pages/invest/invest' },
];
