// Reads the process environment once, at boot; nothing else in the server looks at process.env.
import path from 'node:path';
import { z } from 'zod';
import { wireInt, wireNumber } from '../../contract/numbers';

/** An empty variable (`DATABASE_URL=`) means "not set". */
const optional = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (v === '' ? undefined : v), inner.optional());

const schema = z.object({
  PORT: wireInt({ max: 65535 }).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')),
  NODE_ENV: z.string().default('development'),
  /** '1' when the server runs behind a reverse proxy that sets X-Forwarded-For (rate limits use it). */
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest upload accepted, in bytes (default 5 MiB: a phone photo, compressed or not). */
  UPLOAD_MAX_BYTES: wireInt({ min: 1 }).default(5 * 1024 * 1024),
  /** What one user may have stored in all (default 200 MiB). */
  UPLOAD_QUOTA_BYTES: wireInt({ min: 1 }).default(200 * 1024 * 1024),
  /**
   * What balance adjustments applied without a second approval may come to (USDT) in 24 hours, per
   * customer and per administrator; one that would go beyond waits for a second administrator.
   */
  ADJUSTMENT_APPROVAL_USDT: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,8})?$/)
    .default('1000'),
  /** Hours withdrawals wait after a security change, and a new withdrawal address before its first use. */
  SECURITY_HOLD_HOURS: wireNumber({ max: 720 }).default(24),
  /** smtp(s)://user:pass@host:port — send e-mail through it instead of the outbox. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// URL')),
  MAIL_FROM: z.string().default('Kestrel <no-reply@kestrel.local>'),
  /** An HTTP(S) endpoint that takes POST {to, text} and sends the SMS. */
  SMS_WEBHOOK_URL: optional(z.string().url()),
  // Where users reach the app (https://kestrel.example): absolute URLs are built on it, never on a request's Host.
  PUBLIC_URL: optional(
    z.string().regex(/^https?:\/\/[^/\s]+\/?$/, 'PUBLIC_URL must be an http(s) origin such as https://kestrel.example'),
  ),
  /**
   * For tests and benchmarks only: the simulated market's key (32+ hex digits), so a run walks the
   * same prices. Unset (always, in a deployment), the key is random, made at first start and kept
   * in the database.
   */
  MARKET_SECRET: optional(z.string().regex(/^[0-9a-fA-F]{32,64}$/, 'MARKET_SECRET must be 32 to 64 hex digits')),
  /** Days of candle history made up on the first start (and caught up after downtime). */
  MARKET_BACKFILL_DAYS: wireNumber({ max: 3650 }).default(180),
  /** Days recorded ticks are kept (candles are kept for good). */
  MARKET_TICK_RETENTION_DAYS: wireNumber({ min: 1, max: 3650 }).default(3),
  /** 'simulated' (default) or 'exchange': live coin prices from MARKET_FEED_URL's streams. */
  MARKET_FEED: z.enum(['simulated', 'exchange']).default('simulated'),
  /** A WebSocket combined-stream endpoint in Binance's format. */
  MARKET_FEED_URL: z
    .string()
    .regex(/^wss?:\/\//, 'MARKET_FEED_URL must be a ws:// or wss:// URL')
    .default('wss://stream.binance.com:9443/stream'),
  /** Where the built PWA lives (vite build output). */
  WEB_DIR: z.string().default('./dist'),
  // The built back office (vite.admin.config.ts), served under /admin/.
  ADMIN_WEB_DIR: z.string().default('./dist-admin'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  uploadDir: string;
  privateDir: string;
  sqliteFile: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  production: boolean;
  /** Copy trading's demo traders trade (outside production; DEMO_TRADERS=0 keeps them still, as API tests do). */
  demoTraders: boolean;
  trustProxy: boolean;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  uploadMaxBytes: number;
  uploadQuotaBytes: number;
  adjustmentApprovalUsdt: string;
  securityHoldMs: number;
  webDir: string;
  adminWebDir: string;
  market: {
    /** Set only by tests and benchmarks (MARKET_SECRET); otherwise the stored random key. */
    secret: Buffer | undefined;
    backfillDays: number;
    tickRetentionDays: number;
    feed: 'simulated' | 'exchange';
    feedUrl: string;
  };
  smtpUrl: string | undefined;
  mailFrom: string;
  smsWebhookUrl: string | undefined;
  publicUrl: string | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadDir: path.join(dataDir, 'upload'),
    privateDir: path.join(dataDir, 'private'),
    sqliteFile: path.join(dataDir, 'kestrel.sqlite'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    production: e.NODE_ENV === 'production',
    demoTraders: e.NODE_ENV !== 'production' && env.DEMO_TRADERS !== '0',
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    uploadQuotaBytes: e.UPLOAD_QUOTA_BYTES,
    adjustmentApprovalUsdt: e.ADJUSTMENT_APPROVAL_USDT,
    securityHoldMs: Math.round(e.SECURITY_HOLD_HOURS * 3_600_000),
    webDir: path.resolve(e.WEB_DIR),
    adminWebDir: path.resolve(e.ADMIN_WEB_DIR),
    market: {
      secret: e.MARKET_SECRET ? Buffer.from(e.MARKET_SECRET, 'hex') : undefined,
      backfillDays: e.MARKET_BACKFILL_DAYS,
      tickRetentionDays: e.MARKET_TICK_RETENTION_DAYS,
      feed: e.MARKET_FEED,
      feedUrl: e.MARKET_FEED_URL,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    publicUrl: e.PUBLIC_URL,
  };
}
