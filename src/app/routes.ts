// The route table: every screen of spec §2 by its own path. A screen whose feature is not built yet
// opens the "function under development" page instead of pretending to work.
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

export type PageDef = {
  path: string;
  /** Loads the screen; absent while its feature is not built. */
  load?: () => Promise<PageModule>;
  /** The screen needs a signed-in user (spec §6). */
  guard?: boolean;
};

export const TABS = [
  { key: 'home', path: '/' },
  { key: 'market', path: '/pages/market/market' },
  { key: 'transaction', path: '/pages/transaction/index' },
  { key: 'financial', path: '/pages/financial/index' },
  { key: 'assets', path: '/pages/fund/assets' },
] as const;

export type TabKey = (typeof TABS)[number]['key'];

const built: PageDef[] = [
  { path: '/pages/market/market', load: () => import('../pages/market/market') },
  { path: '/pages/transaction/index', load: () => import('../pages/transaction/index') },
  { path: '/pages/financial/index', load: () => import('../pages/financial/index') },
  { path: '/pages/fund/assets', load: () => import('../pages/fund/assets'), guard: true },
  { path: '/pages/setting/language', load: () => import('../pages/setting/language') },
  // Wallet
  { path: '/pages/fund/receive', load: () => import('../pages/fund/receive'), guard: true },
  {
    path: '/pages/fund/receive_withdraw_record',
    load: () => import('../pages/fund/receive_withdraw_record'),
    guard: true,
  },
  { path: '/pages/fund/transfer', load: () => import('../pages/fund/transfer'), guard: true },
  { path: '/pages/fund/fundTransfer', load: () => import('../pages/fund/fundTransfer'), guard: true },
  { path: '/pages/fund/transfer_history', load: () => import('../pages/fund/transfer_history'), guard: true },
  { path: '/pages/fund/withdraw', load: () => import('../pages/fund/withdraw'), guard: true },
  { path: '/pages/fund/select', load: () => import('../pages/fund/select'), guard: true },
  { path: '/pages/fund/assets_record', load: () => import('../pages/fund/assets_record'), guard: true },
  { path: '/pages/fund/assets_all_record', load: () => import('../pages/fund/assets_all_record'), guard: true },
  // Verify my balances: the proof of liabilities checked on the phone (issue 41)
  { path: '/pages/fund/proof', load: () => import('../pages/fund/proof'), guard: true },
  { path: '/pages/setting/bill', load: () => import('../pages/setting/bill'), guard: true },
  // Market
  { path: '/pages/market/search', load: () => import('../pages/market/search') },
  { path: '/pages/market/detail', load: () => import('../pages/market/detail') },
  // Trading
  { path: '/pages/transaction/currency', load: () => import('../pages/transaction/currency') },
  {
    path: '/pages/transaction/currency_order',
    load: () => import('../pages/transaction/currency_order'),
    guard: true,
  },
  { path: '/pages/transaction/micro', load: () => import('../pages/transaction/micro') },
  { path: '/pages/transaction/contract', load: () => import('../pages/transaction/contract') },
  { path: '/pages/transaction/index2', load: () => import('../pages/transaction/index2') },
  { path: '/pages/transaction/indexC', load: () => import('../pages/transaction/indexC') },
  {
    path: '/pages/transaction/contract_order',
    load: () => import('../pages/transaction/contract_order'),
    guard: true,
  },
  // Price alerts (issue 40), reached from the trading screens' heads.
  { path: '/pages/transaction/alerts', load: () => import('../pages/transaction/alerts'), guard: true },
  {
    path: '/pages/transaction/seconds_order',
    load: () => import('../pages/transaction/seconds_order'),
    guard: true,
  },
  // Accounts
  { path: '/pages/common/login', load: () => import('../pages/common/login') },
  { path: '/pages/common/register', load: () => import('../pages/common/register') },
  { path: '/pages/common/forget', load: () => import('../pages/common/forget') },
  { path: '/pages/common/area', load: () => import('../pages/common/area') },
  { path: '/pages/setting/areas', load: () => import('../pages/common/area') },
  { path: '/pages/setting/setting', load: () => import('../pages/setting/setting'), guard: true },
  { path: '/pages/setting/userInfo', load: () => import('../pages/setting/userInfo'), guard: true },
  { path: '/pages/setting/security', load: () => import('../pages/setting/security'), guard: true },
  { path: '/pages/setting/password', load: () => import('../pages/setting/password'), guard: true },
  { path: '/pages/setting/payPassword', load: () => import('../pages/setting/payPassword'), guard: true },
  { path: '/pages/setting/bindMobile', load: () => import('../pages/setting/bindMobile'), guard: true },
  { path: '/pages/setting/bindEmail', load: () => import('../pages/setting/bindEmail'), guard: true },
  { path: '/pages/setting/antiPhishing', load: () => import('../pages/setting/antiPhishing'), guard: true },
  { path: '/pages/setting/totp', load: () => import('../pages/setting/totp'), guard: true },
  { path: '/pages/setting/unfreeze', load: () => import('../pages/setting/unfreeze'), guard: true },
  // A security alert's link: opened by someone who may have lost the account, so no sign-in.
  { path: '/security/freeze', load: () => import('../pages/security/freeze') },
  { path: '/pages/setting/devices', load: () => import('../pages/setting/devices'), guard: true },
  { path: '/pages/setting/notifications', load: () => import('../pages/setting/notifications'), guard: true },
  { path: '/pages/setting/fiat', load: () => import('../pages/setting/fiat'), guard: true },
  { path: '/pages/setting/real', load: () => import('../pages/setting/real'), guard: true },
  { path: '/pages/setting/real_mark', load: () => import('../pages/setting/real_mark'), guard: true },
  { path: '/pages/setting/wallet', load: () => import('../pages/setting/wallet'), guard: true },
  { path: '/pages/setting/addWallet', load: () => import('../pages/setting/addWallet'), guard: true },
  { path: '/pages/setting/bank', load: () => import('../pages/setting/bank'), guard: true },
  { path: '/pages/setting/bank_international', load: () => import('../pages/setting/bank_international'), guard: true },
  // Content
  { path: '/pages/common/article', load: () => import('../pages/common/article') },
  { path: '/pages/common/news', load: () => import('../pages/common/news') },
  { path: '/pages/common/faq', load: () => import('../pages/common/faq') },
  { path: '/pages/common/contactus', load: () => import('../pages/common/contactus') },
  { path: '/pages/common/aboutus', load: () => import('../pages/common/aboutus') },
  { path: '/pages/common/webView', load: () => import('../pages/common/webView') },
  { path: '/pages/setting/operational_compliance', load: () => import('../pages/setting/operational_compliance') },
  // Earn: lock mining and its DeFi and cloud kinds
  { path: '/pages/lockming/lockming', load: () => import('../pages/lockming/lockming') },
  { path: '/pages/lockming/welcome', load: () => import('../pages/lockming/welcome') },
  { path: '/pages/lockming/buy', load: () => import('../pages/lockming/buy'), guard: true },
  { path: '/pages/lockming/order', load: () => import('../pages/lockming/order'), guard: true },
  // IEO launchpad: the projects and a project are open to guests; subscribing asks for sign-in
  { path: '/pages/ieo/ieo', load: () => import('../pages/ieo/ieo') },
  { path: '/pages/ieo/subscribe', load: () => import('../pages/ieo/subscribe') },
  { path: '/pages/ieo/order', load: () => import('../pages/ieo/order'), guard: true },
  // Invest (dual investment): the products, a product and how it works are open; buying asks for sign-in
  { path: '/pages/invest/invest', load: () => import('../pages/invest/invest') },
  { path: '/pages/invest/purchase', load: () => import('../pages/invest/purchase') },
  { path: '/pages/invest/help', load: () => import('../pages/invest/help') },
  { path: '/pages/invest/mine', load: () => import('../pages/invest/mine'), guard: true },
  // Crypto loans (issue 38): borrowing and its calculator are open to guests; borrowing, the
  // reader's loans, repaying and moving collateral ask for sign-in
  { path: '/pages/common/borrowing', load: () => import('../pages/common/borrowing') },
  { path: '/pages/loan/mine', load: () => import('../pages/loan/mine'), guard: true },
  { path: '/pages/loan/detail', load: () => import('../pages/loan/detail'), guard: true },
  { path: '/pages/loan/repay', load: () => import('../pages/loan/repay'), guard: true },
  { path: '/pages/loan/collateral', load: () => import('../pages/loan/collateral'), guard: true },
  // Crypto gifts (issue 39, the home tile "gift"): sending, claiming and the reader's gifts ask for sign-in
  { path: '/pages/gift/gift', load: () => import('../pages/gift/gift'), guard: true },
  { path: '/pages/gift/claim', load: () => import('../pages/gift/claim'), guard: true },
  { path: '/pages/gift/mine', load: () => import('../pages/gift/mine'), guard: true },
  { path: '/pages/gift/detail', load: () => import('../pages/gift/detail'), guard: true },
  // The mini game (issue 39): points only, never money
  { path: '/pages/game/game', load: () => import('../pages/game/game'), guard: true },
  // NFT marketplace: the market, an artist and an artwork are open to guests; buying, bidding,
  // reselling and the reader's own NFTs, orders and messages ask for sign-in
  { path: '/pages/nft/nft', load: () => import('../pages/nft/nft') },
  { path: '/pages/nft/artistDetail', load: () => import('../pages/nft/artistDetail') },
  { path: '/pages/nft/artworkDetail', load: () => import('../pages/nft/artworkDetail') },
  { path: '/pages/nft/artworkDetail_video', load: () => import('../pages/nft/artworkDetail_video') },
  { path: '/pages/nft/purchase', load: () => import('../pages/nft/purchase'), guard: true },
  { path: '/pages/nft/purchase_one', load: () => import('../pages/nft/purchase_one'), guard: true },
  { path: '/pages/nft/resell', load: () => import('../pages/nft/resell'), guard: true },
  { path: '/pages/nft/myNft', load: () => import('../pages/nft/myNft'), guard: true },
  { path: '/pages/nft/mine', load: () => import('../pages/nft/mine'), guard: true },
  // Copy trading (issue 36): the traders, a trader and the agreement are open to guests; following,
  // the reader's copies and their trader centre ask for sign-in
  { path: '/pages/copytrade/copy', load: () => import('../pages/copytrade/copy') },
  { path: '/pages/copytrade/my', load: () => import('../pages/copytrade/my'), guard: true },
  { path: '/pages/copytrade/trader', load: () => import('../pages/copytrade/trader'), guard: true },
  { path: '/pages/follow/index', load: () => import('../pages/follow/index'), guard: true },
  { path: '/pages/follow/trader', load: () => import('../pages/follow/trader') },
  { path: '/pages/follow/follow', load: () => import('../pages/follow/follow'), guard: true },
  { path: '/pages/follow/agreement_zh', load: () => import('../pages/follow/agreement_zh') },
  { path: '/pages/follow/agreement_en', load: () => import('../pages/follow/agreement_en') },
  // Customer service: open to guests, who write with a device key and keep it when they sign in
  { path: '/pages/kefu/index', load: () => import('../pages/kefu/index') },
  // The chat room: read by anyone, posted to by verified users
  { path: '/pages/kefu/chatroom', load: () => import('../pages/kefu/chatroom') },
];

/** Spec §2 "Other pages", by area; each becomes /pages/<area>/<name>. */
const specPages: Record<string, string[]> = {
  common: ['login', 'register', 'area', 'article', 'webView', 'faq', 'contactus', 'aboutus', 'borrowing'],
  setting: [
    'setting',
    'userInfo',
    'security',
    'password',
    'payPassword',
    'coupon',
    'wallet',
    'bill',
    'real',
    'real_mark',
    'addWallet',
    'operational_compliance',
    'share',
    'areas',
    'bank',
    'bank_international',
  ],
  fund: [
    'select',
    'receive',
    'receive_withdraw_record',
    'withdraw',
    'assets_record',
    'assets_all_record',
    'transfer',
    'fundTransfer',
    'transfer_history',
  ],
  market: ['search'],
  copytrade: ['copy', 'my', 'trader'],
  otc: ['otc'],
  ieo: ['ieo', 'subscribe', 'order'],
  lockming: ['lockming', 'buy', 'order', 'welcome'],
  transaction: [
    'currency',
    'currency_order',
    'contract',
    'contract_order',
    'micro',
    'seconds_order',
    'index2',
    'indexC',
  ],
  nft: [
    'nft',
    'artistDetail',
    'mine',
    'artworkDetail',
    'artworkDetail_video',
    'purchase',
    'purchase_one',
    'resell',
    'myNft',
  ],
  invest: ['invest', 'mine', 'purchase', 'help'],
  follow: ['index', 'trader', 'follow', 'agreement_zh', 'agreement_en'],
  game: ['game'],
  // The chat room (issue 18) is a screen of its own beside customer service.
  kefu: ['index', 'chatroom'],
};

const builtPaths = new Set(built.map((p) => p.path));

export const PAGES: PageDef[] = [
  ...built,
  ...Object.entries(specPages).flatMap(([area, names]) =>
    names.map((name) => ({ path: `/pages/${area}/${name}` })).filter((p) => !builtPaths.has(p.path)),
  ),
];

/**
 * Starts loading the screen a launch opens (its hash, e.g. `#/pages/market/market?x=1`), so its
 * chunk arrives together with the catalog instead of after the first render asks for it. The
 * route's own lazy load then finds the module already there (one module map, one request).
 */
export function preloadScreen(hash: string): void {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  void PAGES.find((p) => p.path === path)
    ?.load?.()
    .catch(() => undefined);
}
