// Starts the real server (`node --import tsx server/main.ts`) as a child process on a free port,
// with its own DATA_DIR and, for PostgreSQL, its own database, and talks to it over HTTP.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generateSync } from 'otplib';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import type { AdminIeoProject, AdminIeoProjectRequest } from '../../contract/ieo';
import type { BalanceRow } from '../../contract/wallet';
import type { OperatorRole } from '../../server/admin/tables';
import { type App, buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import { type OpenedDb, openDb } from '../../server/core/db';
import { migrateToLatest } from '../../server/core/migrate';
import { rebuildBalances } from '../../server/ledger/rebuild';

export type DbTarget = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when DATABASE_URL names a server the tests may create databases on. */
export const DB_TARGETS: DbTarget[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
/**
 * SQLite only, for files whose behaviour does not differ between the databases (no locks, money
 * races or database-specific SQL): PostgreSQL repeats are kept for what differs (README).
 */
export const SQLITE_ONLY: DbTarget[] = ['sqlite'];

/** `code` and `until` come with refusals only (README, the API). */
export type Envelope<T = unknown> = { type: 'ok' | 'error' | 999 | 998; message: T; code?: string; until?: number };

/** Talks to a Kestrel server over HTTP: a spawned TestServer, or an app built in-process. */
export class ApiClient {
  constructor(readonly url: string) {}

  /** Calls /api/<path> the way the app does: form body for POST, query string for GET. */
  async call<T = unknown>(
    method: 'GET' | 'POST',
    apiPath: string,
    fields: Record<string, string> = {},
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: Envelope<T> }> {
    const url = new URL(`/api/${apiPath}`, this.url);
    let body: URLSearchParams | undefined;
    if (method === 'GET') for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, v);
    else body = new URLSearchParams(fields);
    const res = await fetch(url, { method, body, headers });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  }

  fetch(pathname: string, init?: RequestInit): Promise<Response> {
    return fetch(new URL(pathname, this.url), init);
  }
}

export class TestServer extends ApiClient {
  logs = '';
  private constructor(
    private child: ChildProcess,
    url: string,
    readonly env: NodeJS.ProcessEnv,
  ) {
    super(url);
  }

  static async start(env: NodeJS.ProcessEnv): Promise<TestServer> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      // Two days of market history keep start-up quick; the market itself runs as in production.
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        WEB_DIR: 'dist',
        MARKET_BACKFILL_DAYS: '2',
        // Tests give each client its own address through X-Forwarded-For.
        TRUST_PROXY: '1',
        // Each test server is alone: a shared Redis would carry every server's events to all.
        REDIS_URL: '',
        ...TEST_MARKET,
        ...NO_SECURITY_HOLD,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let logs = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${logs}`)), 60_000);
      const onData = (chunk: Buffer) => {
        logs += chunk.toString();
        const m = logs.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
        if (m?.[1]) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code}:\n${logs}`));
      });
    });
    const server = new TestServer(child, url, env);
    server.logs = logs;
    const collect = (chunk: Buffer) => {
      server.logs += chunk.toString();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    return server;
  }

  /** SIGTERM, then wait for the exit code. */
  async stop(): Promise<number | null> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return this.child.exitCode;
    const exited = new Promise<number | null>((resolve) => this.child.once('exit', (code) => resolve(code)));
    this.child.kill('SIGTERM');
    return exited;
  }

  /** SIGSTOP: the process freezes (a long pause, a stalled VM) until resume(). */
  pause(): void {
    this.child.kill('SIGSTOP');
  }

  resume(): void {
    this.child.kill('SIGCONT');
  }

  /** Whether the process is still running (it has not exited or been killed). */
  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** SIGKILL: the process dies at once, mid-request, as in a crash or power cut of the process. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Tests of other areas withdraw to an address they have just saved: no security hold for them.
 * The hold itself (24 h by default) is tested in safeguards.test.ts.
 */
export const NO_SECURITY_HOLD = { SECURITY_HOLD_HOURS: '0' };

/**
 * The simulated market's key, fixed so test runs walk the same prices (MARKET_SECRET is for tests
 * only; a deployment's key is random). market.test.ts checks the random default.
 */
export const TEST_MARKET = { MARKET_SECRET: '6b657374726f6c2d746573742d6b6579' };

/** For servers whose tests need no market history: no 180-day candle backfill at boot (seconds saved). */
export const NO_MARKET_HISTORY = { MARKET_BACKFILL_DAYS: '0' };

/** A fresh DATA_DIR and, for PostgreSQL, a fresh database; `drop` removes both. */
export async function makeStorage(target: DbTarget): Promise<{ env: NodeJS.ProcessEnv; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kestrel-api-'));
  if (target === 'sqlite') {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.DATABASE_URL as string;
  const name = `kestrel_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.href },
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Opens (and migrates) the database a storage from makeStorage names, as the server would. */
export async function openStorageDb(env: NodeJS.ProcessEnv): Promise<OpenedDb> {
  const dataDir = env.DATA_DIR as string;
  const opened = openDb({
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteFile: path.join(dataDir, 'kestrel.sqlite'),
    dataDir,
  });
  await migrateToLatest(opened.db);
  return opened;
}

/** The smallest valid PNG (1×1), as a phone's gallery would hand over a real image. */
export const PNG_1x1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b' +
    '526b0000000d49444154789c63f8cfc0f01f00050001ff89993d1d0000000049454e44ae426082',
  'hex',
);

/** A message the dev outbox holds (GET /api/dev/outbox). */
export type OutboxMessage = { channel: 'email' | 'sms'; destination: string; subject: string; body: string };

/** The messages sent to an address or phone (+<area><number>), newest first. */
export async function outbox(server: ApiClient, to: string): Promise<OutboxMessage[]> {
  const { body } = await server.call<OutboxMessage[]>('GET', 'dev/outbox', { to });
  if (body.type !== 'ok') throw new Error(`outbox refused: ${JSON.stringify(body)}`);
  return body.message;
}

/** The latest 6-digit code the dev outbox holds for an address or phone (+<area><number>). */
export async function latestCode(server: ApiClient, to: string): Promise<string> {
  const text = (await outbox(server, to))[0]?.body ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}: ${JSON.stringify(text)}`);
  return code;
}

/** Moves the server's clock forward (POST /api/dev/clock); returns the server's new time. */
export async function advanceClock(server: ApiClient, ms: number): Promise<number> {
  const { body } = await server.call<number>('POST', 'dev/clock', { advance_ms: String(ms) });
  if (body.type !== 'ok') throw new Error(`dev/clock refused: ${JSON.stringify(body)}`);
  return body.message;
}

/** The server's time (its clock may have been moved forward). */
export const serverNow = (server: ApiClient) => advanceClock(server, 0);

/**
 * Records a tick of `instrumentId` at `price` now (after its newest, never on a whole second, as
 * the feed would), then runs the sweep `job` that follows the tick stream so it sees it.
 */
export async function recordTick(app: App, api: ApiClient, instrumentId: number, price: string, job: string) {
  const latest = await app.db
    .selectFrom('market_tick')
    .select((eb) => eb.fn.max('time').as('t'))
    .where('instrument_id', '=', instrumentId)
    .executeTakeFirst();
  let time = Math.max(await serverNow(api), Number(latest?.t ?? 0) + 1);
  if (time % 1000 === 0) time += 1;
  const tick = { id: time * 1000 + instrumentId, instrument_id: instrumentId, price, volume: '0', time };
  await app.db.insertInto('market_tick').values(tick).execute();
  await app.services.jobs.run(job);
  return { id: tick.id, price, time };
}

let unique = 0;
const tag = `${process.pid.toString(36)}${Date.now().toString(36)}`;

/** An e-mail address no other test uses. */
export const uniqueEmail = (name = 'user') => `${name}-${tag}-${++unique}@example.com`;

/** A Chinese mobile number (11 digits, 1[3-9]…) no other test of this process uses. */
export const uniqueMobile = () =>
  `139${String(process.pid % 1000).padStart(3, '0')}${String(++unique).padStart(5, '0')}`;

/**
 * A client address no other test uses, sent as X-Forwarded-For (the server trusts its proxy): the
 * per-IP limits on codes and logins then count each test's requests apart.
 */
export const freshIp = () => {
  const n = ++unique;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export type User = {
  email: string;
  password: string;
  token: string;
  ip: string;
  /** Headers of this user's calls: the token (both ways the app sends it) and the client address. */
  auth: Record<string, string>;
};

/** Registers a new account by e-mail through the real endpoints; returns its address and token. */
export async function signUp(
  server: ApiClient,
  opts: { email?: string; password?: string; inviteCode?: string; ip?: string } = {},
): Promise<User> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'correct-horse-9';
  const ip = opts.ip ?? freshIp();
  const from = { 'x-forwarded-for': ip };
  const sent = await server.call('POST', 'sms_mail', { user_string: email, type: 'register' }, from);
  if (sent.body.type !== 'ok') throw new Error(`sms_mail refused: ${JSON.stringify(sent.body)}`);
  const code = await latestCode(server, email);
  const { body } = await server.call<string>(
    'POST',
    'user/register',
    { user_string: email, code, password, re_password: password, extension_code: opts.inviteCode ?? '', type: 'email' },
    from,
  );
  if (body.type !== 'ok') throw new Error(`register refused: ${JSON.stringify(body)}`);
  return {
    email,
    password,
    token: body.message,
    ip,
    auth: { token: body.message, AUTHORIZATION: body.message, ...from },
  };
}

/** Signs a user in again (after the clock moved past the session's life). */
export async function signIn(server: ApiClient, user: User): Promise<User> {
  const from = { 'x-forwarded-for': user.ip };
  const { body } = await server.call<string>(
    'POST',
    'user/login',
    { user_string: user.email, password: user.password },
    from,
  );
  if (body.type !== 'ok') throw new Error(`login refused: ${JSON.stringify(body)}`);
  return { ...user, token: body.message, auth: { token: body.message, AUTHORIZATION: body.message, ...from } };
}

/** Per destination, one code a minute: moves the server clock past that before asking again. */
const CODE_INTERVAL_MS = 61_000;

/**
 * A security code sent to the user's own e-mail (or bound phone): first moves the server clock
 * past the one-code-a-minute limit, since the address has just been sent a registration code.
 */
export async function securityCode(
  server: ApiClient,
  user: User,
  channel: 'email' | 'sms' = 'email',
  phone?: string,
): Promise<string> {
  await advanceClock(server, CODE_INTERVAL_MS);
  const sent = await server.call(
    'POST',
    channel === 'email' ? 'sms_mail' : 'sms_send',
    { type: 'security' },
    user.auth,
  );
  if (sent.body.type !== 'ok') throw new Error(`security code refused: ${JSON.stringify(sent.body)}`);
  return latestCode(server, channel === 'email' ? user.email : (phone ?? ''));
}

/**
 * Proves the owner again (POST /safe/verify: login password, a security code from their e-mail —
 * or from `phone` for an account without one — and the authenticator code when it is on), so the
 * session may make one security change (ADR 16).
 */
export async function confirmIdentity(
  server: ApiClient,
  user: User,
  { totp = '', phone }: { totp?: string; phone?: string } = {},
): Promise<void> {
  const code = await securityCode(server, user, phone ? 'sms' : 'email', phone);
  const { body } = await server.call(
    'POST',
    'safe/verify',
    { password: user.password, code, totp_code: totp },
    user.auth,
  );
  if (body.type !== 'ok') throw new Error(`verify refused: ${JSON.stringify(body)}`);
}

/**
 * Marks the user's session as having just proved its owner, straight in the database: for tests of
 * limits that need more security changes than a day's codes to one address allow (ten).
 */
export async function markVerified(db: OpenedDb['db'], user: User): Promise<void> {
  const tokenHash = createHash('sha256').update(user.token).digest('hex');
  await db
    .updateTable('session')
    .set({ verified_until: Date.now() + 365 * 86_400_000 })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Binds a new phone number to the user (code of scene bind by SMS); returns it as the outbox names it. */
export async function bindMobile(
  server: ApiClient,
  user: User,
  mobile = uniqueMobile(),
  areaCode = '86',
): Promise<{ mobile: string; areaCode: string; destination: string }> {
  const destination = `+${areaCode}${mobile}`;
  await confirmIdentity(server, user);
  const sent = await server.call('POST', 'sms_send', { area_code: areaCode, mobile, type: 'bind' }, user.auth);
  if (sent.body.type !== 'ok') throw new Error(`bind code refused: ${JSON.stringify(sent.body)}`);
  const code = await latestCode(server, destination);
  const bound = await server.call('POST', 'safe/mobile', { area_code: areaCode, mobile, code }, user.auth);
  if (bound.body.type !== 'ok') throw new Error(`bind refused: ${JSON.stringify(bound.body)}`);
  return { mobile, areaCode, destination };
}

/** Uploads an image as the signed-in user; returns the signed URL the server answered. */
export async function uploadImage(server: ApiClient, auth: Record<string, string>, bytes = PNG_1x1): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'photo.png');
  const res = await server.fetch('/api/upload', { method: 'POST', body: form, headers: auth });
  const body = (await res.json()) as Envelope<string>;
  if (body.type !== 'ok') throw new Error(`upload refused: ${JSON.stringify(body)}`);
  return body.message;
}

/**
 * The app built in-process on a fresh database, listening on a free port: for tests that call a
 * domain function with no HTTP route yet (reviews) as well as the API. `prepare` runs before
 * listening (e.g. to add a stand-in route).
 */
export async function startInProcess(
  target: DbTarget,
  prepare: (app: App) => void = () => undefined,
  overrides: NodeJS.ProcessEnv = {},
) {
  const storage = await makeStorage(target);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kestrel-app-'));
  const env = {
    ...storage.env,
    ...NO_MARKET_HISTORY,
    ...NO_SECURITY_HOLD,
    ...TEST_MARKET,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: '0',
    TRUST_PROXY: '1',
    // Copy trading's demo bots would add positions, fees and nights to what tests count.
    DEMO_TRADERS: '0',
    ...overrides,
  };
  const config = loadConfig(env);
  const app = await buildApp({ config });
  prepare(app);
  const api = new ApiClient(await app.http.listen({ port: 0, host: '127.0.0.1' }));
  return {
    app,
    api,
    /** The environment the app was configured from (for a command that must use the same storage). */
    env,
    async stop() {
      await app.http.close();
      await storage.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A resident ID number with its GB 11643 check character, from 17 digits (area, birth date, sequence). */
export function idCard(first17: string): string {
  const sum = [...first17].reduce((s, c, i) => s + Number(c) * (ID_WEIGHTS[i] ?? 0), 0);
  return first17 + ('10X98765432'[sum % 11] ?? '');
}

/**
 * Takes a new user through level-1 identity verification the way a customer does (phone bound,
 * ID and both photos submitted) and approves it with the review function the back office calls.
 */
export async function verifyLevel1(app: App, api: ApiClient, user: User): Promise<void> {
  await bindMobile(api, user);
  const serial = String(++unique % 1000).padStart(3, '0');
  const submitted = await api.call(
    'POST',
    'user/real',
    {
      real_type: '1',
      id_type: '1',
      name: 'Zhang San',
      card_id: idCard(`11010519900307${serial}`),
      front_pic: await uploadImage(api, user.auth),
      reverse_pic: await uploadImage(api, user.auth),
    },
    user.auth,
  );
  if (submitted.body.type !== 'ok') throw new Error(`verification refused: ${JSON.stringify(submitted.body)}`);
  const info = await api.call<{ id: string }>('GET', 'user/info', {}, user.auth);
  const pending = (await app.services.kyc.pending(500)).find((p) => p.user_id === info.body.message.id);
  if (!pending) throw new Error('no verification under review');
  await app.services.kyc.review(pending.id, { approve: true, reviewer: 'op-test' });
}

/** Credits `amount` of a coin the way a customer's deposit arrives: a recharge, approved. */
export async function deposit(app: App, api: ApiClient, user: User, coinId: string, amount: string): Promise<void> {
  const voucher = await uploadImage(api, user.auth);
  const { body } = await api.call('POST', 'wallet/charge_req', { currency: coinId, amount, voucher }, user.auth);
  if (body.type !== 'ok') throw new Error(`recharge refused: ${JSON.stringify(body)}`);
  const info = await api.call<{ id: string }>('GET', 'user/info', {}, user.auth);
  const row = await app.db
    .selectFrom('recharge')
    .select('id')
    .where('user_id', '=', info.body.message.id)
    .where('state', '=', 'review')
    .executeTakeFirstOrThrow();
  await app.services.recharges.review(row.id, { approve: true, reviewer: 'op-test' });
}

/** Sets the user's 6-digit pay password, after proving the owner again. */
export async function setPayPassword(api: ApiClient, user: User, password = '135790'): Promise<string> {
  await confirmIdentity(api, user);
  const { body } = await api.call('POST', 'safe/pay_password', { password, re_password: password }, user.auth);
  if (body.type !== 'ok') throw new Error(`pay password refused: ${JSON.stringify(body)}`);
  return password;
}

/** Waits until the market has recorded the ticks money moves at (a fresh server records its first within seconds). */
export async function pricesRecorded(api: ApiClient, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await api.call('POST', 'user/getTransferFee', { from_currency_id: 'BTC', to_currency_id: 'ETH' });
    if (body.type === 'ok') return;
    if (Date.now() > until) throw new Error(`no recorded prices: ${JSON.stringify(body)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** `n` calls started together: a burst that reaches the server at once. */
export const atOnce = <T>(n: number, call: (i: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: n }, (_, i) => call(i)));

/**
 * What is wrong with the ledger after a burst (ADR 7): entries that do not balance, user balances
 * below zero, balance rows that differ from the journal. All three empty when it is sound.
 */
export async function journalFaults(app: Pick<App, 'db' | 'dbKind'>) {
  const { faults, negative, differences } = await rebuildBalances(app.db, app.dbKind);
  return { faults, negative, differences };
}
export const SOUND = { faults: [], negative: [], differences: [] };

/** Polls `fn` until it gives a value other than null (a throw counts as null), at most `timeoutMs`. */
export async function until<T>(what: string, fn: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Like signInOperator, for a spawned server: the operator is made by the operator script on its database. */
export async function signInOperatorOn(server: TestServer, role: OperatorRole): Promise<Record<string, string>> {
  const email = `${role}-${tag}-${++unique}@ops.example.com`;
  const password = 'operator-pass-12';
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/operator-create.ts', '--email', email, '--role', role],
    { env: { ...process.env, ...server.env, OPERATOR_PASSWORD: password } },
  );
  const secret = /authenticator secret: (\S+)/.exec(stdout)?.[1] ?? '';
  const totp_code = generateSync({ secret, epoch: Math.floor((await serverNow(server)) / 1000) });
  const login = await server.call<{ token: string }>('POST', 'admin/login', { email, password, totp_code });
  if (login.body.type !== 'ok') throw new Error(`operator login refused: ${JSON.stringify(login.body)}`);
  return { AUTHORIZATION: login.body.message.token };
}

/**
 * A Redis server of the test's own, on a free port (never a shared one, so its outages hurt no
 * other run). Skipped where redis-server is not installed.
 */
export class OwnRedis {
  private constructor(
    private child: ChildProcess,
    readonly port: number,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(port?: number): Promise<OwnRedis> {
    const p = port ?? (await freePort());
    const child = spawn(
      'redis-server',
      ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${out}`)), 10_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${out}`)));
    });
    return new OwnRedis(child, p);
  }

  /** Kills the server at once, as an outage does. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGKILL');
    await exited;
  }

  /** A new server on the same port (Redis keeps nothing here, as in the deployment). */
  async restart(): Promise<OwnRedis> {
    await this.stop();
    const next = await OwnRedis.start(this.port);
    this.child = next.child;
    return this;
  }
}

export const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Creates an operator of `role` and signs in with the server clock's authenticator code: its auth headers. */
export async function signInOperator(app: App, api: ApiClient, role: OperatorRole): Promise<Record<string, string>> {
  const email = `${role}-${tag}-${++unique}@ops.example.com`;
  const password = 'operator-pass-12';
  const created = await app.services.operators.create({ email, name: role, role, password, totp: true });
  const totp_code = generateSync({
    secret: created.totp?.secret ?? '',
    epoch: Math.floor((await serverNow(api)) / 1000),
  });
  const login = await api.call<{ token: string }>('POST', 'admin/login', { email, password, totp_code });
  if (login.body.type !== 'ok') throw new Error(`operator login refused: ${JSON.stringify(login.body)}`);
  return { AUTHORIZATION: login.body.message.token };
}

/**
 * An IEO project saved by the back office (`admin`: an administrator's headers): 1,000 ORBT at
 * 0.5 USDT, up to 1,000 a user, open from a minute ago for an hour, released in two parts a day and
 * eleven days after its end; `terms` change any of it.
 */
export async function ieoProject(
  api: ApiClient,
  admin: Record<string, string>,
  terms: Partial<AdminIeoProjectRequest> = {},
): Promise<AdminIeoProject> {
  const now = await serverNow(api);
  const fields = {
    title: `Test ${Date.now()}`,
    token: 'ORBT',
    pay_currency: 'USDT',
    price: '0.5',
    supply: '1000',
    min_amount: '1',
    user_cap: '1000',
    show_at: String(now - 60_000),
    start_at: String(now - 60_000),
    end_at: String(now + 3_600_000),
    lock_days: '1',
    release_days: '10',
    release_parts: '2',
    link: 'https://example.com/',
    white_paper: '',
    descriptions: JSON.stringify({ en: 'A test project.', zh: '测试项目。' }),
    enabled: '1',
    ...Object.fromEntries(Object.entries(terms).map(([k, v]) => [k, String(v)])),
  };
  const saved = await api.call<AdminIeoProject>('POST', 'admin/ieo/project', fields, admin);
  if (saved.body.type !== 'ok') throw new Error(`the project was refused: ${JSON.stringify(saved.body)}`);
  return saved.body.message;
}

/** The next `event` on a socket.io client that `match` accepts (5 s at most). */
export const nextEvent = <T>(
  socket: { on(e: string, f: (p: T) => void): unknown; off(e: string, f: (p: T) => void): unknown },
  event: string,
  match: (p: T) => boolean = () => true,
) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
    const handler = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(payload);
    };
    socket.on(event, handler);
  });

export type SocketOptions = { token?: string; transport?: 'websocket' | 'polling'; reconnection?: boolean };

/** A socket.io client of the server at `url`: a guest's, or a user's with `token`; not reconnecting unless asked. */
export const openSocket = (url: string, opts: SocketOptions = {}): Socket =>
  io(url, {
    path: '/socket.io/',
    transports: [opts.transport ?? 'websocket'],
    reconnection: opts.reconnection ?? false,
    auth: opts.token ? { token: opts.token } : {},
  });

/** The same, once the server has greeted it: by then a user's socket has joined the user's rooms. */
export async function greetedSocket(url: string, opts: SocketOptions = {}): Promise<Socket> {
  const socket = openSocket(url, opts);
  try {
    await nextEvent(socket, 'hello');
  } catch (err) {
    socket.close();
    throw err;
  }
  return socket;
}

/** A user's balance of `currency` in one account (the spot account by default), as the wallet lists it. */
export async function balanceOf(api: ApiClient, user: User, currency: string, account = 2) {
  const rows = (await api.call<BalanceRow[]>('POST', 'wallet/list', {}, user.auth)).body.message;
  const row = rows.find((b) => b.account === account && b.currency === currency);
  return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
}

/** A new user given demo funds in the spot account, e.g. `{ BTC: '1', USDT: '100' }`. */
export async function fundedUser(api: ApiClient, funds: Record<string, string>): Promise<User> {
  const user = await signUp(api);
  for (const [currency, amount] of Object.entries(funds)) {
    const { body } = await api.call('POST', 'demo/faucet', { currency, amount }, user.auth);
    if (body.type !== 'ok') throw new Error(`demo funds refused: ${JSON.stringify(body)}`);
  }
  return user;
}
