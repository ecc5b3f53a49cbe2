// NFT sales in the back office (issue 17, spec §6): a customer buys a fixed-price artwork (through
// the API, as the phone does); a reviewer sees it waiting in "NFT sales" with the navigation's
// badge, approves it after the question that names the price, the buyer and what the seller gets,
// and the sale leaves the queue; the customer's artwork is then theirs ("held"). An administrator's
// "NFT listings" screen shows the platform's artworks and refuses a listing with no margin at the
// field; there an administrator adds an artist (refused at the field without an English
// introduction) and an artwork by them, and adds box designs and lists a blind box series over
// them (refused at the field until its chances make 100 %), which a customer then buys and opens.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { getDemoFunds, makeAccount, PNG_1x1 } from './api';
import { createOperator, signInAsAdmin, signInAt } from './operators';

const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1x1 });

/** Signs in as a new administrator and opens "NFT listings". */
async function openListings(page: Page, request: APIRequestContext, origin: string) {
  const admin = await createOperator('admin', 'nft-admin');
  await signInAsAdmin(page, request, origin, admin);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'NFT listings' }).click();
  await expect(page.getByRole('heading', { name: 'NFT listings', level: 1 })).toBeVisible();
}

test('a reviewer approves an NFT sale; the seller is paid and the buyer holds it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL ?? '').origin;
  const customer = await makeAccount(request, baseURL ?? '');
  await getDemoFunds(request, baseURL ?? '', customer.token, 'USDT', '1000');
  const headers = { AUTHORIZATION: customer.token, token: customer.token, 'Idempotency-Key': randomUUID() };
  const bought = await request.post(`${origin}/api/bind_box/buyNFT`, {
    form: { code: 'KST-KLN-01', price: '80' },
    headers,
  });
  const order = ((await bought.json()) as { type: string; message: { id: string } }).message.id;
  expect(order).toBeTruthy();

  const reviewer = await createOperator('reviewer');
  await signInAt(page, origin, reviewer.email);
  await expect(page.locator('#waiting-nft')).toHaveText(/^[1-9]/);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'NFT sales' }).click();
  await expect(page.getByRole('heading', { name: 'NFT sales', level: 1 })).toBeVisible();
  const sale = page.locator(`article[data-nft-sale="${order}"]`);
  await expect(sale).toContainText('Glaze No. 7');
  await expect(sale).toContainText('80 USDT');
  await expect(sale).toContainText(customer.email);
  await sale.getByRole('button', { name: 'Approve' }).click();
  await sale
    .getByRole('group', {
      name: `Approve the sale of Glaze No. 7 for 80 USDT to ${customer.email}? The seller receives 78 USDT.`,
    })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'NFT sale approved: the seller is paid.' })).toBeVisible();
  await expect(sale).toHaveCount(0);

  const mine = await request.post(`${origin}/api/bind_box/getMyNFTs`, { form: {}, headers });
  const rows = ((await mine.json()) as { message: { data: { code: string; state: string }[] } }).message.data;
  expect(rows).toEqual([expect.objectContaining({ code: 'KST-KLN-01', state: 'held' })]);
});

test('an administrator adds an artist and an artwork by them from a file and lists it; bad terms are refused at the field', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL ?? '').origin;
  await openListings(page, request, origin);
  await expect(page.getByRole('row').filter({ hasText: 'KST-AUR-03' })).toContainText('Yes');

  // A new artist: refused at the field without an English introduction, then added with the id
  // the server makes from their name.
  const artist = page.getByRole('form', { name: 'Add an artist' });
  const tag = randomUUID().slice(0, 6);
  const artistName = `Ada Vega ${tag}`;
  await artist.getByLabel('Picture', { exact: true }).setInputFiles(picture('ada.png'));
  await expect(artist.getByText('Uploaded')).toBeVisible();
  await artist.getByLabel('Name', { exact: true }).fill(artistName);
  await artist.getByRole('button', { name: 'Add', exact: true }).click();
  const english = artist.getByLabel('Introduction (English)');
  await expect(english).toHaveAccessibleName(/Write the introduction in English/);
  await expect(artist.getByRole('button', { name: 'Confirm and add' })).toHaveCount(0);
  await english.fill('Paints light on glass; made by a test.');
  await artist.getByRole('button', { name: 'Add', exact: true }).click();
  await artist
    .getByRole('group', { name: `Add the artist ${artistName}?` })
    .getByRole('button', { name: 'Confirm and add' })
    .click();
  await expect(artist.getByRole('status')).toHaveText(`${artistName} is added (ada-vega-${tag}).`);

  // The artwork form offers the new artist at once; the artwork is theirs.
  const add = page.getByRole('form', { name: 'Add an artwork' });
  await add.getByLabel('File', { exact: true }).setInputFiles(picture('art.png'));
  await expect(add.getByText('Uploaded')).toBeVisible();
  const name = `Test piece ${tag}`;
  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByRole('combobox', { name: 'Artist', exact: true }).selectOption({ label: artistName });
  await add.getByLabel('Description (English)').fill('A demo piece made by a test.');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await add.getByRole('button', { name: 'Confirm and add' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('No');
  await expect(row).toContainText(artistName);

  // The new artwork is chosen in the listing form: an auction without a margin is refused there.
  await page.getByRole('combobox', { name: 'Sale', exact: true }).selectOption('2');
  await page.getByLabel(/^Start price/).fill('100');
  await page.getByLabel(/^Least raise/).fill('5');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByText('An auction needs a margin above zero')).toBeVisible();
  await page.getByLabel(/^Margin/).fill('10');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm and list' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is on sale.' })).toBeVisible();
  await expect(row).toContainText('Yes');
});

test('an administrator lists a blind box series over new box designs; chances short of 100 % are refused', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  await openListings(page, request, origin);

  const tag = randomUUID().slice(0, 6);
  const designs = { N: `Pebble ${tag}`, SSR: `Comet ${tag}` };
  const add = page.getByRole('form', { name: 'Add an artwork' });
  for (const [rarity, name] of Object.entries(designs)) {
    await add.getByLabel('File', { exact: true }).setInputFiles(picture(`${rarity}.png`));
    await expect(add.getByText('Uploaded')).toBeVisible();
    await add.getByLabel('Name', { exact: true }).fill(name);
    await add.getByRole('combobox', { name: 'Artist', exact: true }).selectOption('lumen');
    await add.getByRole('combobox', { name: 'Rarity', exact: true }).selectOption(rarity);
    await add.getByLabel('Description (English)').fill('A box design made by a test.');
    await add.getByRole('checkbox', { name: /^Box design/ }).check();
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await add.getByRole('button', { name: 'Confirm and add' }).click();
    // Shown as a design, and never offered for a fixed price or an auction.
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Box design');
  }
  await expect(
    page.getByRole('form', { name: 'List an artwork' }).getByRole('option', { name: /Pebble|Comet/ }),
  ).toHaveCount(0);

  const box = page.getByRole('form', { name: 'List a blind box series' });
  const series = `Gems ${tag}`;
  await box.getByLabel('Name', { exact: true }).fill(series);
  await box.getByLabel('Cover picture').setInputFiles(picture('cover.png'));
  await expect(box.getByText('Uploaded')).toBeVisible();
  await box.getByLabel('Price per box (USDT)').fill('10');
  await box.getByLabel('Number of boxes').fill('1000');
  await box.getByLabel('Chance of N (%)').fill('90');
  await box.getByRole('checkbox', { name: designs.N }).check();
  await box.getByLabel('Chance of SSR (%)').fill('5');
  await box.getByRole('checkbox', { name: designs.SSR }).check();
  await expect(box.getByText('Chances together: 95 %')).toBeVisible();
  await box.getByRole('button', { name: 'List the series' }).click();
  const short = box.getByRole('alert').filter({ hasText: 'The chances must add up to exactly 100 %' });
  await expect(short).toBeVisible();

  await box.getByLabel('Chance of SSR (%)').fill('10');
  await expect(box.getByText('Chances together: 100 %')).toBeVisible();
  await expect(short).toHaveCount(0);
  await box.getByRole('button', { name: 'List the series' }).click();
  await box
    .getByRole('group', { name: `List 1,000 boxes of ${series} at 10 USDT each?` })
    .getByRole('button', { name: 'Confirm and list' })
    .click();
  const status = box.getByRole('status');
  await expect(status).toHaveText(/^BOX-\w+ is on sale\. Commitment: [0-9a-f]{64}$/);
  const code = /^(BOX-\w+)/.exec((await status.textContent()) ?? '')?.[1] ?? '';
  for (const name of Object.values(designs)) {
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Box design');
  }

  // A customer buys a box of the new series (as the phone does, with a seed of its own) and opens
  // it: what it draws is an edition of one of the two designs.
  const customer = await makeAccount(request, baseURL ?? '');
  await getDemoFunds(request, baseURL ?? '', customer.token, 'USDT', '100');
  const headers = { AUTHORIZATION: customer.token, token: customer.token, 'Idempotency-Key': randomUUID() };
  const seed = randomUUID().replaceAll('-', '');
  const bought = await request.post(`${origin}/api/bind_box/buyNFT`, { form: { code, price: '10', seed }, headers });
  const unopened = (await bought.json()) as { type: string; message: { box_id: string } };
  expect(unopened).toMatchObject({ type: 'ok', message: { box_id: expect.any(String) } });
  const opened = await request.post(`${origin}/api/bind_box/openBlindBox`, {
    form: { id: unopened.message.box_id },
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
  });
  const drawn = ((await opened.json()) as { message: { name: string; proof: { commitment: string } } }).message;
  expect(Object.values(designs)).toContain(drawn.name);
  expect((await status.textContent()) ?? '').toContain(drawn.proof.commitment);
});
