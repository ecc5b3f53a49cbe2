// Back-office operators for the browser tests: one made with the command line on the e2e server's
// database (as admin.desktop.test.ts does), and signing in at /admin/ as them.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';

const OPERATOR_PASSWORD = 'operator-pass-e2e-12';
const run = promisify(execFile);

/** An editor (content screens only; no authenticator needed). */
export async function createEditor(): Promise<string> {
  const email = `editor-${randomUUID().slice(0, 8)}@ops.example.com`;
  await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/operator-create.ts', '--email', email, '--role', 'editor', '--name', 'E2E editor'],
    { env: { ...process.env, DATA_DIR: '.tmp/e2e', DATABASE_URL: '', OPERATOR_PASSWORD } },
  );
  return email;
}

/** Signs in at `origin`/admin/ and waits for the back office's navigation. */
export async function signInAt(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/admin/`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}
