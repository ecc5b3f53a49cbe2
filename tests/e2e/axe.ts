// axe (the accessibility engine, through @axe-core/playwright) for the browser tests: what blocks
// a screen, one readable line per finding, so a test can collect a whole tour's findings and show
// them all at once.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Impacts that fail a screen (issue 20's goal: none serious and none moderate; minor is advice). */
const BLOCKING = new Set(['critical', 'serious', 'moderate']);

// The axe-core that @axe-core/playwright itself depends on (not another copy in node_modules).
const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxeBuilder.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe into every document the page opens, once. AxeBuilder would otherwise evaluate its
 * half-megabyte source twice for every scan; the apps are single documents that move by hash, so
 * one copy serves a whole tour of screens (about half of each scan's time).
 */
export const prepareAxe = (page: Page) => page.addInitScript({ content: AXE_SOURCE });

/** What AxeBuilder evaluates in place of axe's source: only a check that prepareAxe ran. */
const AXE_LOADED =
  'if (!window.axe) throw new Error("axe is not loaded: call prepareAxe(page) before opening the app")';

/**
 * The blocking axe findings on the page as it is now, and any screen that does not have exactly
 * one h1 and one main landmark (axe itself asks only for at least one of each).
 */
export async function a11yFindings(page: Page, label: string): Promise<string[]> {
  const h1 = await page.locator('h1').count();
  const main = await page.getByRole('main').count();
  // Legacy mode runs axe in the page itself instead of finishing each run in a new blank page (the
  // apps have no frames of their own to scan), and only violations come back.
  const { violations } = await new AxeBuilder({ page, axeSource: AXE_LOADED })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return [
    ...(h1 === 1 ? [] : [`${label}: ${h1} h1 headings`]),
    ...(main === 1 ? [] : [`${label}: ${main} main landmarks`]),
    ...violations
      .filter((v) => BLOCKING.has(v.impact ?? ''))
      .map((v) => `${label}: ${v.id} (${v.impact}) on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ];
}
