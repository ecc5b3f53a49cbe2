// The NFT marketplace as a user sees it on a phone (spec §2 nft; contract/nft.ts; issue 17): a new
// user with demo USDT opens NFT from home, filters blind boxes, reads a series' odds and its seed
// commitment, buys a box (a seed made on the phone goes with it), opens it in My NFTs and sees the
// draw verified in the browser (✓). In a demo auction they see the margin and the anti-sniping rule,
// are refused at the raise field when someone else bid first, bid again with the margin frozen,
// lead, and when outbid read it in their messages and mark it read.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import Decimal from 'decimal.js';
import type { NftListing, NftPage } from '../../contract/nft';
import { getDemoFunds, makeAccount, signedInWithFunds } from './api';
import { Shell } from './pages';

const origin = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

/** Money as the NFT screens show it: 2 to 8 decimals, digits grouped ('1500' → '1,500.00'). */
const money = (value: Decimal.Value) => {
  const d = new Decimal(value);
  const [int = '', frac] = d.toFixed(Math.max(2, Math.min(8, d.decimalPlaces()))).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
};

/**
 * The house's listings on sale of a sale mode, as a guest gets them (the demo lists them within a
 * minute of start). Users' resales (other tests make some) are left out: bidding on one needs its
 * margin frozen with the pay password first (nft-resale.mobile.test.ts).
 */
async function onSale(request: APIRequestContext, baseURL: string | undefined, payType: 1 | 2 | 3) {
  const res = await request.get(`${origin(baseURL)}/api/bind_box/getBoxList`, {
    params: { page: 1, limit: 50, pay_type: payType, status: 1 },
  });
  const body = (await res.json()) as { type: string; message: NftPage<NftListing> };
  return body.type === 'ok' ? body.message.data.filter((l) => l.status === 1 && !l.resale) : [];
}

async function firstOnSale(request: APIRequestContext, baseURL: string | undefined, payType: 1 | 2 | 3) {
  let found: NftListing | undefined;
  await expect
    .poll(
      async () => {
        found = (await onSale(request, baseURL, payType))[0];
        return found !== undefined;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(true);
  if (!found) throw new Error(`nothing on sale with pay_type ${payType}`);
  return found;
}

/** The user's spot-account (2) balance of a currency, as the server keeps it. */
async function spot(request: APIRequestContext, baseURL: string | undefined, token: string, currency: string) {
  const res = await request.post(`${origin(baseURL)}/api/wallet/list`, { headers: { token, AUTHORIZATION: token } });
  const rows = (
    (await res.json()) as { message: { account: number; currency: string; available: string; frozen: string }[] }
  ).message;
  return rows.find((r) => r.account === 2 && r.currency === currency) ?? { available: '0', frozen: '0' };
}

const noSideScroll = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a new user buys a blind box after reading its odds, opens it in My NFTs and sees the draw verified', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const account = await signedInWithFunds(page, request, baseURL ?? '');
  const box = await firstOnSale(request, baseURL, 3);
  const shell = new Shell(page);

  // Home › NFT › Blind box.
  await shell.open('/');
  await page.locator('[data-shortcut="nft"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'NFT' })).toBeVisible();
  await page.getByRole('group', { name: 'Sale mode' }).getByRole('button', { name: 'Blind box', exact: true }).click();
  expect(await shell.hashPath()).toBe('/pages/nft/nft?mode=3');
  const card = page.locator(`.nft-card[data-code="${box.code}"]`);
  await expect(card.getByTestId('nft-status')).toHaveText('On sale');
  await expect(card.getByTestId('nft-price')).toHaveText(`${money(box.price)} ${box.currency}`);
  await expect(page.locator('.nft-card[data-pay-type="1"], .nft-card[data-pay-type="2"]')).toHaveCount(0);
  expect(await noSideScroll(page)).toBe(true);
  await page.screenshot({ path: '/tmp/nft-market.png', fullPage: true });

  // The series: its odds (adding up to 100 %) and the commitment, before buying.
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: box.name })).toBeVisible();
  const odds = page.getByTestId('nft-odds');
  await expect(odds).toBeVisible();
  const chances = await odds.locator('.nft-odds-chance').allTextContents();
  expect(chances.length).toBeGreaterThan(1);
  expect(chances.reduce((sum, c) => sum.plus(c.replace('%', '')), new Decimal(0)).toFixed()).toBe('100');
  await expect(page.getByTestId('nft-commitment')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('nft-boxes-left')).toContainText(' of ');
  expect(await noSideScroll(page)).toBe(true);
  await page.screenshot({ path: '/tmp/nft-box.png', fullPage: true });

  // Buy one box: the price and the balance, a confirm step, then where it is.
  await page.getByRole('link', { name: 'Buy a box' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buy a blind box' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Buy' });
  await expect(form.getByTestId('nft-buy-price')).toHaveText(`${money(box.price)} ${box.currency}`);
  await expect(form.getByTestId('nft-available')).toHaveText('1,000.00 USDT');
  await form.getByRole('button', { name: 'Buy a box' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm the box' });
  await expect(sheet.getByTestId('confirm-price')).toHaveText(`${money(box.price)} ${box.currency}`);
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('nft-bought')).toContainText('Your box is in My NFTs');
  expect(new Decimal((await spot(request, baseURL, account.token, 'USDT')).available).toFixed()).toBe(
    new Decimal(1000).minus(box.price).toFixed(),
  );

  // My NFTs: the unopened box; open it, and the draw is recomputed here.
  await page.getByRole('link', { name: 'Open it in My NFTs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My NFTs' })).toBeVisible();
  const unopened = page.locator('.nft-owned-row[data-state="unopened"]');
  await expect(unopened).toHaveCount(1);
  await unopened.getByRole('button', { name: 'Open' }).click();
  const opened = page.getByRole('dialog', { name: 'You drew' });
  await expect(opened).toBeVisible({ timeout: 15_000 });
  const verify = opened.getByTestId('nft-verify');
  await expect(verify.getByRole('heading', { name: /Verify the draw/ })).toBeVisible();
  await expect(verify).toHaveAttribute('data-ok', 'true');
  await expect(verify.getByTestId('nft-verify-mark')).toHaveText('✓');
  const drawn = (await opened.getByTestId('nft-drawn-name').textContent()) ?? '';
  expect(drawn).not.toBe('');
  await page.screenshot({ path: '/tmp/nft-opened.png', fullPage: true });
  await opened.getByRole('button', { name: 'Done' }).click();

  // The box is now the artwork drawn, held, with its proof kept.
  const held = page.locator('.nft-owned-row[data-state="held"]');
  await expect(held).toHaveCount(1);
  await expect(page.locator('.nft-owned-row[data-state="unopened"]')).toHaveCount(0);
  await expect(held).toContainText(drawn);
  await held.locator('summary', { hasText: 'Verify the draw' }).click();
  await expect(held.getByTestId('nft-verify')).toHaveAttribute('data-ok', 'true');
  await expect(held.getByRole('link', { name: 'Resell' })).toBeVisible();
  // Not on sale, so not a link to a listing that would say "not listed": its state and actions are here.
  await expect(held.getByTestId('nft-owned-name')).toHaveText(drawn);
  await expect(held.getByRole('link', { name: drawn })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/nft-mine.png', fullPage: true });
});

test('a new user bids in a demo auction: told the margin and the anti-sniping rule, refused when outbid first, leads with the margin frozen, then reads being outbid in the messages', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Bids go over the socket the app holds (nft:bid), not as requests.
  const socketBids: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', (f) => {
      if (String(f.payload).includes('"nft:bid"')) socketBids.push(String(f.payload));
    }),
  );
  const account = await signedInWithFunds(page, request, baseURL ?? '');
  const auction = await firstOnSale(request, baseURL, 2);
  const shell = new Shell(page);

  await shell.open('/');
  await page.locator('[data-shortcut="nft"]').click();
  await page.getByRole('group', { name: 'Sale mode' }).getByRole('button', { name: 'Auction', exact: true }).click();
  await page.locator(`.nft-card[data-code="${auction.code}"]`).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: auction.name })).toBeVisible();
  await expect(page.getByTestId('nft-snipe-rule')).toContainText('A bid in the last');
  await page.getByRole('link', { name: 'Place a bid' }).click();

  // The bid page: the margin to freeze at the first bid, the rules, the least raise already typed.
  await expect(page.getByRole('heading', { level: 1, name: 'Place a bid' })).toBeVisible();
  const margin = page.getByTestId('nft-margin');
  await expect(margin).toContainText('frozen at your first bid');
  const marginText = (await margin.textContent()) ?? '';
  const marginAmount = /([\d,.]+) USDT/.exec(marginText)?.[1]?.replaceAll(',', '') ?? '';
  expect(Number(marginAmount)).toBeGreaterThan(0);
  await expect(page.getByTestId('nft-pay-rule')).toContainText('The winner pays within');
  const form = page.getByRole('form', { name: 'Bid' });
  await expect(form.getByTestId('nft-available')).toHaveText('1,000.00 USDT');
  await expect(form.getByTestId('nft-bid-margin')).toHaveText(`${money(marginAmount)} USDT`);
  // The bid itself is typed (the app sends the raise the protocol takes).
  const bidField = form.getByLabel('Your bid (USDT)');
  await bidField.fill('abc');
  await expect(form.getByRole('alert')).toHaveText('Enter a valid bid');

  // Someone else bids while the user confirms: the page shows the rival's bid as soon as it is
  // committed, without a reload, and the bid confirmed on the old price is refused at the raise field.
  const rival = await makeAccount(request, baseURL ?? '');
  await getDemoFunds(request, baseURL ?? '', rival.token, 'USDT', '1000');
  const shownMinimum = (await page.getByTestId('nft-minimum-bid').textContent()) ?? '';
  const before = await (
    await request.get(`${origin(baseURL)}/api/bind_box/getBoxDetail`, { params: { id: auction.code } })
  ).json();
  await bidField.fill(before.message.minimum_bid);
  await form.getByRole('button', { name: 'Place a bid' }).click();
  let sheet = page.getByRole('dialog', { name: 'Confirm your bid' });
  await expect(sheet.getByTestId('confirm-margin')).toHaveText(`${money(marginAmount)} USDT`);
  const rivalBid = await request.post(`${origin(baseURL)}/api/bind_box/auctionNFT`, {
    form: { code: auction.code, price: before.message.minimum_raise, current: before.message.current_bid ?? '' },
    headers: { token: rival.token, AUTHORIZATION: rival.token, 'Idempotency-Key': randomUUID() },
  });
  expect(((await rivalBid.json()) as { type: string }).type).toBe('ok');
  const rivalPage = await (
    await request.get(`${origin(baseURL)}/api/bind_box/getBoxDetail`, { params: { id: auction.code } })
  ).json();
  await expect(page.getByTestId('nft-minimum-bid')).toHaveText(`${money(rivalPage.message.minimum_bid)} USDT`);
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(bidField).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('.field-error')).toContainText('first');
  await expect(page.getByTestId('nft-minimum-bid')).not.toHaveText(shownMinimum);
  expect(new Decimal((await spot(request, baseURL, account.token, 'USDT')).frozen).toFixed()).toBe('0');

  // Bid again at the least raise: the margin is frozen and the user leads.
  const detail = await (
    await request.get(`${origin(baseURL)}/api/bind_box/getBoxDetail`, { params: { id: auction.code } })
  ).json();
  await bidField.fill(detail.message.minimum_bid);
  await expect(form.getByTestId('nft-raise')).toHaveText(`${money(detail.message.minimum_raise)} USDT`);
  await form.getByRole('button', { name: 'Place a bid' }).click();
  sheet = page.getByRole('dialog', { name: 'Confirm your bid' });
  await expect(sheet.getByTestId('confirm-bid')).toHaveText(`${money(detail.message.minimum_bid)} USDT`);
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('nft-leading')).toHaveText('You are the highest bidder.');
  expect(socketBids).toHaveLength(2);
  await expect(page.getByTestId('nft-current-bid')).toHaveText(`${money(detail.message.minimum_bid)} USDT`);
  await expect(margin).toHaveText(`${money(marginAmount)} USDT · frozen`);
  await expect(form.getByRole('button', { name: 'Place a bid' })).toBeDisabled();
  const balance = await spot(request, baseURL, account.token, 'USDT');
  expect(new Decimal(balance.frozen).toFixed()).toBe(new Decimal(marginAmount).toFixed());
  expect(new Decimal(balance.available).toFixed()).toBe(new Decimal(1000).minus(marginAmount).toFixed());
  expect(await noSideScroll(page)).toBe(true);
  await page.screenshot({ path: '/tmp/nft-bid.png', fullPage: true });

  // The artwork's page says so too, and the bid is in the records and in My bids.
  await page.locator('.nft-item-head').click();
  await expect(page.getByTestId('nft-leader')).toHaveText('You');
  await expect(page.locator('.nft-bid[data-mine="true"]').first()).toContainText(money(detail.message.minimum_bid));

  // The rival answers: the user is told so in the messages, unread until marked read.
  const answer = await request.post(`${origin(baseURL)}/api/bind_box/auctionNFT`, {
    form: { code: auction.code, price: detail.message.per_increase, current: detail.message.minimum_bid },
    headers: { token: rival.token, AUTHORIZATION: rival.token, 'Idempotency-Key': randomUUID() },
  });
  expect(((await answer.json()) as { type: string }).type).toBe('ok');
  await page.evaluate(() => {
    window.location.hash = '/pages/nft/mine?tab=bids';
  });
  await expect(page.getByRole('heading', { level: 1, name: 'My NFT area' })).toBeVisible();
  await expect(page.locator('.nft-bid').first()).toContainText(auction.name);
  await page.getByRole('link', { name: '1 unread message' }).click();
  const message = page.getByTestId('nft-message').first();
  await expect(message).toContainText(`You were outbid on ${auction.name}`);
  await expect(message).toHaveAttribute('data-read', '0');
  await page.screenshot({ path: '/tmp/nft-messages.png', fullPage: true });
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(message).toHaveAttribute('data-read', '1');
  await expect(page.getByTestId('nft-unread-count')).toHaveText('0 unread');
});
