// Accessibility (issue 20): axe over every built screen of the customer app at the phone viewport,
// signed out and signed in. A screen fails on any critical, serious or moderate finding (contrast,
// landmarks, headings, names, ARIA…); each screen is also checked to have its one h1 and one main
// landmark. One page per test, moving route by route in the app (a hash change, as the app's own
// links do), so the run stays short.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { borrowAgainstBtc, getDemoFunds, placeSpotOrder, restingBuyPrice, signedInNewAccount } from './api';
import { a11yFindings, prepareAxe } from './axe';
import { OptionsPage, SpotPage } from './pages';

type Screen = {
  /** The route, as the app's hash. */
  path: string;
  /** The screen's one level-1 heading. */
  h1: string | RegExp;
  /** What shows once the screen's data has arrived, when it has any. */
  ready?: (page: Page) => Locator;
};

const quoteRow = (page: Page) => page.locator('a[data-symbol]').first();
const spotBook = (page: Page) => new SpotPage(page).asks.first();
const optionsForm = (page: Page) => new OptionsPage(page).form;
const contractForm = (page: Page) => page.getByRole('form', { name: 'Open a contract' });
const article = (page: Page) => page.locator('article.content-article');
const earnProduct = (page: Page) => page.locator('.earn-product').first();
const ieoProject = (page: Page) => page.locator('.ieo-project').first();
const dualProduct = (page: Page) => page.getByTestId('product-strike').first();
const nftCard = (page: Page) => page.locator('.nft-card').first();
const nftAvailable = (page: Page) => page.getByTestId('nft-available');

const SIGNED_OUT: Screen[] = [
  { path: '/', h1: 'Home', ready: quoteRow },
  { path: '/pages/market/market', h1: 'Market', ready: quoteRow },
  { path: '/pages/market/search', h1: 'Search', ready: quoteRow },
  {
    path: '/pages/market/detail?symbol=ETH%2FUSDT',
    h1: /^ETH\/USDT/,
    ready: (page) => page.locator('.chart-wrap canvas').first(),
  },
  { path: '/pages/transaction/index', h1: 'Trade', ready: spotBook },
  { path: '/pages/transaction/index?product=options', h1: 'Trade', ready: optionsForm },
  { path: '/pages/transaction/currency?symbol=BTC%2FUSDT', h1: 'Spot', ready: spotBook },
  { path: '/pages/transaction/micro', h1: 'Seconds options', ready: optionsForm },
  { path: '/pages/transaction/index?product=contract', h1: 'Trade', ready: contractForm },
  { path: '/pages/transaction/contract', h1: 'Contracts', ready: contractForm },
  { path: '/pages/financial/index', h1: 'Finance', ready: earnProduct },
  { path: '/pages/lockming/lockming', h1: 'Lock mining', ready: earnProduct },
  { path: '/pages/lockming/lockming?kind=defi', h1: 'DeFi mining', ready: earnProduct },
  { path: '/pages/lockming/welcome', h1: 'How lock mining works' },
  { path: '/pages/ieo/ieo', h1: 'IEO launchpad', ready: ieoProject },
  { path: '/pages/ieo/subscribe?id=1', h1: 'Kestrel Token (demo)' },
  { path: '/pages/invest/invest', h1: 'Invest', ready: dualProduct },
  { path: '/pages/invest/help', h1: 'How dual investment works' },
  { path: '/pages/common/borrowing', h1: 'Crypto loans', ready: (page) => page.getByTestId('terms-initial') },
  // The NFT market, an artist, and a demo artwork of each kind (fixed price, audio, auction, blind box).
  { path: '/pages/nft/nft', h1: 'NFT', ready: nftCard },
  { path: '/pages/nft/nft?tab=artists', h1: 'NFT', ready: (page) => page.locator('.nft-artist').first() },
  { path: '/pages/nft/artistDetail?uid=lumen', h1: 'Lumen Atelier', ready: nftCard },
  {
    path: '/pages/nft/artworkDetail?id=KST-AUR-01',
    h1: 'Aurora Over Glass',
    ready: (page) => page.getByTestId('nft-detail-price'),
  },
  {
    path: '/pages/nft/artworkDetail?id=KST-ECH-01',
    h1: 'Harbour Bells',
    ready: (page) => page.getByTestId('nft-audio'),
  },
  {
    path: '/pages/nft/artworkDetail?id=KST-AUR-03',
    h1: 'Midnight Sun',
    ready: (page) => page.getByTestId('nft-current-bid'),
  },
  { path: '/pages/nft/artworkDetail?id=BOX-GEM', h1: 'Gem Box', ready: (page) => page.getByTestId('nft-odds') },
  // A picture opened on the video route moves to its own (the demo has no video work).
  {
    path: '/pages/nft/artworkDetail_video?id=KST-AUR-01',
    h1: 'Aurora Over Glass',
    ready: (page) => page.getByTestId('nft-image'),
  },
  { path: '/pages/kefu/index', h1: 'Customer service' },
  { path: '/pages/kefu/chatroom', h1: 'Chat room' },
  { path: '/pages/common/login', h1: 'Log in' },
  { path: '/pages/common/register', h1: 'Create an account' },
  { path: '/pages/common/forget', h1: 'Reset password' },
  { path: '/pages/common/area', h1: 'Area code', ready: (page) => page.getByRole('listitem').first() },
  { path: '/pages/common/news', h1: 'News', ready: (page) => page.locator('.news-row').first() },
  { path: '/pages/common/faq', h1: 'Help centre', ready: (page) => page.getByRole('heading', { level: 2 }).first() },
  { path: '/pages/common/contactus', h1: 'Contact us', ready: article },
  { path: '/pages/common/aboutus', h1: /^About/, ready: article },
  { path: '/security/freeze?token=x.y', h1: 'Freeze account' },
  { path: '/pages/setting/operational_compliance', h1: /./, ready: article },
  { path: '/pages/setting/language', h1: 'Language' },
  // A spec screen whose feature is not built yet.
  { path: '/pages/otc/otc', h1: 'Function under development' },
  // Copy trading (issue 36): the traders, a demo trader's profile, the agreement.
  { path: '/pages/copytrade/copy', h1: 'Copy trading', ready: (page) => page.locator('.copy-row').first() },
  {
    path: '/pages/follow/trader?trader_user_id=demo-trader-1',
    h1: 'Demo · Trend Rider',
    ready: (page) => page.getByTestId('stats-roi'),
  },
  { path: '/pages/follow/agreement_en', h1: 'Copy-trading agreement' },
  // The in-app browser: a link it refuses, and a page off the site's trusted list.
  { path: '/pages/common/webView?url=javascript%3Avoid(0)', h1: 'This link cannot be opened' },
  { path: '/pages/common/webView?url=https%3A%2F%2Fevil.example%2F', h1: /^This page is outside/ },
];

const SIGNED_IN: Screen[] = [
  { path: '/', h1: 'Home', ready: quoteRow },
  { path: '/pages/fund/assets', h1: 'Assets', ready: (page) => page.getByText('USDT').first() },
  { path: '/pages/fund/receive', h1: 'Recharge' },
  { path: '/pages/fund/receive_withdraw_record', h1: 'Records' },
  { path: '/pages/fund/receive_withdraw_record?tab=withdraw', h1: 'Records' },
  { path: '/pages/fund/transfer', h1: 'Exchange' },
  { path: '/pages/fund/fundTransfer', h1: 'Transfer' },
  { path: '/pages/fund/transfer_history', h1: 'Transfer history' },
  { path: '/pages/fund/withdraw', h1: 'Withdraw' },
  { path: '/pages/fund/select', h1: 'Choose a currency' },
  { path: '/pages/fund/assets_record?currency=USDT', h1: /^USDT/ },
  { path: '/pages/fund/assets_all_record', h1: 'Account-change record' },
  { path: '/pages/fund/proof', h1: 'Verify my balances', ready: (page) => page.locator('.proof-page .card').first() },
  { path: '/pages/setting/bill', h1: 'Bills' },
  { path: '/pages/transaction/index', h1: 'Trade', ready: (page) => new SpotPage(page).openOrders.first() },
  { path: '/pages/transaction/currency_order', h1: 'Spot orders', ready: (page) => page.locator('.order-row').first() },
  { path: '/pages/transaction/seconds_order', h1: 'Seconds options orders' },
  { path: '/pages/transaction/index?product=contract', h1: 'Trade', ready: contractForm },
  { path: '/pages/transaction/contract_order', h1: 'Contract positions' },
  { path: '/pages/financial/index', h1: 'Finance', ready: earnProduct },
  {
    path: '/pages/lockming/buy?id=1',
    h1: /mining$/,
    ready: (page) => page.getByRole('form', { name: 'Subscribe' }).getByTestId('earn-available'),
  },
  { path: '/pages/lockming/order', h1: 'My earn orders' },
  { path: '/pages/ieo/order', h1: 'My IEO orders' },
  { path: '/pages/invest/mine', h1: 'My investments' },
  { path: '/pages/common/borrowing', h1: 'Crypto loans', ready: (page) => page.getByTestId('loan-available') },
  { path: '/pages/loan/mine?tab=closed', h1: 'My loans' },
  // Copy trading: following a trader who takes a share (the pay password shown), my copy trading, the trader centre.
  {
    path: '/pages/follow/follow?trader_user_id=demo-trader-2',
    h1: 'Follow a trader',
    ready: (page) => page.getByLabel('Payment password'),
  },
  { path: '/pages/copytrade/my', h1: 'My copy trading', ready: (page) => page.getByText('You copy no trader yet.') },
  {
    path: '/pages/follow/index?tab=current',
    h1: 'My copy trading',
    ready: (page) => page.getByText('No open copies.'),
  },
  {
    path: '/pages/copytrade/trader',
    h1: 'Trader centre',
    ready: (page) => page.getByRole('form', { name: 'Apply to be a trader' }),
  },
  { path: '/pages/gift/gift', h1: 'Send a gift', ready: (page) => page.getByTestId('gift-available') },
  { path: '/pages/gift/claim', h1: 'Claim a gift', ready: (page) => page.getByTestId('gift-demo-offer') },
  { path: '/pages/gift/mine', h1: 'My gifts' },
  { path: '/pages/gift/mine?tab=received', h1: 'My gifts' },
  { path: '/pages/game/game', h1: 'Mini game', ready: (page) => page.getByTestId('game-left') },
  { path: '/pages/nft/purchase?id=KST-AUR-03', h1: 'Place a bid', ready: nftAvailable },
  { path: '/pages/nft/purchase_one?id=KST-AUR-01', h1: 'Buy now', ready: nftAvailable },
  { path: '/pages/nft/purchase_one?id=BOX-GEM', h1: 'Buy a blind box', ready: nftAvailable },
  { path: '/pages/nft/resell?code=KST-AUR-01', h1: 'Resell' },
  { path: '/pages/nft/myNft', h1: 'My NFTs' },
  { path: '/pages/nft/mine', h1: 'My NFT area' },
  { path: '/pages/nft/mine?tab=bids', h1: 'My NFT area' },
  { path: '/pages/nft/mine?tab=collection', h1: 'My NFT area' },
  { path: '/pages/nft/mine?tab=messages', h1: 'My NFT area' },
  { path: '/pages/setting/setting', h1: 'Me' },
  { path: '/pages/setting/userInfo', h1: 'Profile' },
  { path: '/pages/setting/security', h1: 'Security' },
  { path: '/pages/setting/password', h1: 'Login password' },
  { path: '/pages/setting/payPassword', h1: 'Payment password' },
  { path: '/pages/setting/bindMobile', h1: 'Bind phone number' },
  { path: '/pages/setting/bindEmail', h1: /e-mail/i },
  { path: '/pages/setting/antiPhishing', h1: 'Anti-phishing code' },
  { path: '/pages/setting/totp', h1: 'Two-factor authentication' },
  { path: '/pages/setting/devices', h1: 'Login devices' },
  { path: '/pages/setting/unfreeze', h1: 'Lift the freeze' },
  { path: '/pages/setting/notifications', h1: 'Notifications' },
  { path: '/pages/setting/fiat', h1: 'Default fiat currency' },
  { path: '/pages/setting/real', h1: 'Identity verification' },
  { path: '/pages/setting/real_mark', h1: 'Identity verification' },
  { path: '/pages/setting/wallet', h1: 'Wallet addresses' },
  { path: '/pages/setting/addWallet', h1: 'Add address' },
  { path: '/pages/setting/bank', h1: 'Bank card' },
  { path: '/pages/setting/bank_international', h1: 'International bank card' },
  // A new customer first reads the risk disclosure; then the stake form (last: the test accepts it).
  {
    path: '/pages/transaction/index?product=options',
    h1: 'Trade',
    ready: (page) => new OptionsPage(page).disclosure,
  },
];

/** How long a screen may take to show its data on a busy test machine. */
const SETTLE = { timeout: 15_000 };

/** Opens a screen as the app's links do and waits until it has settled. */
async function open(page: Page, screen: Screen) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, screen.path);
  await expect(page.getByRole('heading', { level: 1, name: screen.h1 })).toBeVisible(SETTLE);
  if (screen.ready) await expect(screen.ready(page)).toBeVisible(SETTLE);
  await expect(page.locator('.spinner-wrap')).toHaveCount(0, SETTLE);
}

async function scan(page: Page, screens: Screen[]) {
  const found: string[] = [];
  for (const screen of screens) {
    await open(page, screen);
    found.push(...(await a11yFindings(page, screen.path)));
  }
  return found;
}

test('every screen a visitor can open has no serious or moderate axe finding', async ({ page }) => {
  test.setTimeout(180_000);
  await prepareAxe(page);
  await page.goto('./#/');
  const found = await scan(page, SIGNED_OUT);

  // A news article, as opened from the list.
  await open(page, { path: '/pages/common/news', h1: 'News', ready: (p) => p.locator('.news-row').first() });
  await page.locator('.news-row').first().click();
  await expect(page.locator('.content-title')).toBeVisible();
  found.push(...(await a11yFindings(page, 'news article')));

  expect(found).toEqual([]);
});

test('every screen of a signed-in customer has no serious or moderate axe finding', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await prepareAxe(page);
  const account = await signedInNewAccount(page, request, baseURL ?? '');
  // Balances, a bill and an open order, so the money screens show rows rather than empty states.
  await getDemoFunds(request, baseURL ?? '', account.token, 'USDT', '1000');
  await placeSpotOrder(request, baseURL ?? '', account.token, {
    currency_id: 4,
    legal_id: 1,
    type: 1,
    amount: '0.001',
    // Below the market, inside the price band: it rests.
    target_price: await restingBuyPrice(request, baseURL ?? ''),
  });
  // An open loan, so My loans, the loan's page, repaying and collateral show it.
  await getDemoFunds(request, baseURL ?? '', account.token, 'BTC', '0.1');
  const loan = await borrowAgainstBtc(request, baseURL ?? '', account.token, {
    amount: '500',
    collateral: '0.05',
    term: 7,
  });
  const id = encodeURIComponent(loan.id);
  const loanScreens: Screen[] = [
    { path: '/pages/loan/mine', h1: 'My loans', ready: (page) => page.locator('.loan-row').first() },
    { path: `/pages/loan/detail?id=${id}`, h1: 'Loan', ready: (page) => page.getByTestId('loan-event-borrow') },
    { path: `/pages/loan/repay?id=${id}`, h1: 'Repay', ready: (page) => page.getByTestId('repay-available') },
    {
      path: `/pages/loan/collateral?id=${id}&action=add`,
      h1: 'Collateral',
      ready: (page) => page.getByTestId('collateral-available'),
    },
    {
      path: `/pages/loan/collateral?id=${id}&action=reduce`,
      h1: 'Collateral',
      ready: (page) => page.getByTestId('collateral-now'),
    },
  ];
  await page.goto('./#/');
  const found = await scan(page, [...loanScreens, ...SIGNED_IN]);

  const options = new OptionsPage(page);
  await page.getByRole('button', { name: 'I understand the risks — accept' }).click();
  await expect(options.form).toBeVisible();
  found.push(...(await a11yFindings(page, 'options stake form')));

  expect(found).toEqual([]);
});
