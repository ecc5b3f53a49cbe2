// Page model of the app shell, so tests read as what a user does.
import { expect, type Page } from '@playwright/test';

export class Shell {
  constructor(readonly page: Page) {}

  async open(hash = '/') {
    await this.page.goto(`./#${hash}`);
    await expect(this.tabBar).toBeVisible();
  }

  get tabBar() {
    return this.page.getByRole('navigation', { name: /.+/ }).and(this.page.locator('.tabbar'));
  }

  tab(key: 'home' | 'market' | 'transaction' | 'financial' | 'assets') {
    return this.page.locator(`.tabbar [data-tab="${key}"]`);
  }

  get toast() {
    return this.page.locator('.toast');
  }

  async hashPath() {
    return this.page.evaluate(() => window.location.hash.replace(/^#/, ''));
  }

  async waitForServiceWorker() {
    await this.page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
  }
}

/** Page model of the spot trading screen (the Trade tab's Spot, or /pages/transaction/currency). */
export class SpotPage {
  constructor(readonly page: Page) {}

  get form() {
    return this.page.getByRole('form', { name: 'Place an order' });
  }

  get book() {
    return this.page.getByRole('region', { name: 'Order book' });
  }

  get asks() {
    return this.book.getByRole('list', { name: 'Asks' }).locator('.book-row');
  }

  get bids() {
    return this.book.getByRole('list', { name: 'Bids' }).locator('.book-row');
  }

  get available() {
    return this.form.getByTestId('available');
  }

  get openOrders() {
    return this.page.getByRole('list', { name: 'Open orders' }).locator('.order-row');
  }

  get confirmSheet() {
    return this.page.getByRole('dialog', { name: 'Confirm order' });
  }

  async side(side: 'Buy' | 'Sell') {
    await this.form.getByRole('tablist', { name: 'Side' }).getByRole('tab', { name: side }).click();
  }

  async orderType(type: 'Limit' | 'Market') {
    await this.form.getByRole('tablist', { name: 'Order type' }).getByRole('tab', { name: type }).click();
  }

  price() {
    return this.form.getByLabel(/^Price \(/);
  }

  amount() {
    return this.form.getByLabel(/^Amount \(/);
  }

  /** The best ask's price as the server sent it (before display formatting). */
  async bestAsk(): Promise<string> {
    return (await this.asks.last().getAttribute('data-price')) ?? '';
  }
}

/** Page model of the seconds options screen (the Trade tab's Options, or /pages/transaction/micro). */
export class OptionsPage {
  constructor(readonly page: Page) {}

  get form() {
    return this.page.getByRole('form', { name: 'Stake an option' });
  }

  get disclosure() {
    return this.page.getByRole('region', { name: 'Before you trade seconds options' });
  }

  get balance() {
    return this.form.getByTestId('micro-balance');
  }

  get stake() {
    return this.form.getByLabel(/^Stake \(/);
  }

  duration(seconds: number) {
    return this.form.locator(`.duration-chip[data-seconds="${seconds}"]`);
  }

  direction(name: 'Up' | 'Down') {
    return this.form.getByRole('button', { name, exact: true });
  }

  get confirmSheet() {
    return this.page.getByRole('dialog', { name: 'Confirm option' });
  }

  row(id: string) {
    return this.page.locator(`.option-row[data-option-id="${id}"]`);
  }
}
