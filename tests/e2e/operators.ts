// Back-office operators for the browser tests: one made with the command line on the e2e server's
// database (as admin.desktop.test.ts does), and signing in at /admin/ as them.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';

export const OPERATOR_PASSWORD = 'operator-pass-e2e-12';
const run = promisify(execFile);

export type Operator = { email: string; secret: string };

/** An operator of `role`; an administrator's authenticator secret comes with it. */
export async function createOperator(role: 'editor' | 'reviewer' | 'admin', tag: string = role): Promise<Operator> {
  const email = `${tag}-${randomUUID().slice(0, 8)}@ops.example.com`;
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/operator-create.ts', '--email', email, '--role', role, '--name', `E2E ${role}`],
    { env: { ...process.env, DATA_DIR: '.tmp/e2e', DATABASE_URL: '', OPERATOR_PASSWORD } },
  );
  return { email, secret: /authenticator secret: (\S+)/.exec(stdout)?.[1] ?? '' };
}

/** An editor (content screens only; no authenticator needed). */
export const createEditor = async (): Promise<string> => (await createOperator('editor')).email;

/** The authenticator code of `secret` at the e2e server's clock (tests may have moved it). */
export function serverCode(request: APIRequestContext, origin: string, secret: string) {
  return async () => {
    const res = await request.post(`${origin}/api/dev/clock`, { form: { advance_ms: '0' } });
    const now = ((await res.json()) as { message: number }).message;
    return generateSync({ secret, epoch: Math.floor(now / 1000) });
  };
}

/**
 * Signs in at `origin`/admin/ (with an authenticator code when asked) and waits for the navigation.
 * Another test may move the server's clock between reading it and signing in, which makes the code
 * stale: a refusal is tried again with a fresh code (twice at most).
 */
export async function signInAt(page: Page, origin: string, email: string, code?: () => Promise<string>) {
  await page.goto(`${origin}/admin/`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  for (let attempt = 1; ; attempt++) {
    if (code) await page.getByLabel('Authenticator code').fill(await code());
    await page.getByRole('button', { name: 'Sign in' }).click();
    if (!code || attempt === 3) break;
    const refused = page.getByText('Wrong e-mail, password or authenticator code');
    await expect(nav.or(refused)).toBeVisible();
    if (await nav.isVisible()) break;
  }
  await expect(nav).toBeVisible();
}

/** Signs in at `origin`/admin/ as administrator `admin` (a new one when not given); → the administrator. */
export async function signInAsAdmin(page: Page, request: APIRequestContext, origin: string, admin?: Operator) {
  const who = admin ?? (await createOperator('admin'));
  await signInAt(page, origin, who.email, serverCode(request, origin, who.secret));
  return who;
}

/** An administrator's session token from the back office's API (a stale code is tried again, as above). */
export async function adminToken(request: APIRequestContext, origin: string, admin: Operator): Promise<string> {
  const code = serverCode(request, origin, admin.secret);
  for (let attempt = 1; ; attempt++) {
    const res = await request.post(`${origin}/api/admin/login`, {
      form: { email: admin.email, password: OPERATOR_PASSWORD, totp_code: await code() },
    });
    const body = (await res.json()) as { type: string; message: { token: string }; code?: string };
    if (body.type === 'ok') return body.message.token;
    if (body.code !== 'admin.login_failed' || attempt === 3)
      throw new Error(`admin login refused: ${JSON.stringify(body)}`);
  }
}

/** Approves the account's identity verification through the back office's API, as a reviewer does. */
export async function approveIdentity(request: APIRequestContext, baseURL: string, email: string) {
  const api = `${new URL(baseURL).origin}/api/admin`;
  const reviewer = await createOperator('reviewer');
  const login = await request.post(`${api}/login`, { form: { email: reviewer.email, password: OPERATOR_PASSWORD } });
  const token = ((await login.json()) as { message: { token: string } }).message.token;
  const headers = { AUTHORIZATION: token, token };
  for (let page = 1; page <= 50; page++) {
    const res = await request.get(`${api}/kyc/list`, { params: { state: 'review', page, limit: 100 }, headers });
    const rows = ((await res.json()) as { message: { id: string; email: string | null }[] }).message;
    const mine = rows.find((r) => r.email === email);
    if (mine) {
      const decided = await request.post(`${api}/kyc/decide`, { form: { id: mine.id, approve: '1' }, headers });
      expect(((await decided.json()) as { type: string }).type).toBe('ok');
      return;
    }
    if (rows.length < 100) break;
  }
  throw new Error(`no identity verification under review for ${email}`);
}
