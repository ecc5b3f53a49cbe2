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
