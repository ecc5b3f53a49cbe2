// Builds the whole server from its parts: protocol, areas, realtime, static files. main.ts and the
// tests both call buildApp; only main.ts owns signals and the process.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { contentRoutes } from './content/routes';
import { makeContentService } from './content/service';
import { type Clock, systemClock } from './core/clock';
import type { Config } from './core/config';
import { type Db, type DbKind, openDb } from './core/db';
import { loadTranslator } from './core/i18n';
import { type Ids, randomIds } from './core/ids';
import { migrateToLatest } from './core/migrate';
import { protocolPlugin, type SessionResolver } from './core/protocol';
import { type Realtime, startRealtime } from './core/realtime';
import { uploadRoutes } from './upload/routes';

export type AppDeps = {
  config: Config;
  clock?: Clock;
  ids?: Ids;
  /** Until the accounts area lands there are no sessions: every guarded call answers 999. */
  sessions?: SessionResolver;
};

export type App = { http: FastifyInstance; db: Db; dbKind: DbKind; realtime: Realtime };

const noSessions: SessionResolver = { resolve: async () => null };

export async function buildApp({
  config,
  clock = systemClock,
  ids = randomIds,
  sessions = noSessions,
}: AppDeps): Promise<App> {
  const http = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.token'] },
    bodyLimit: 256 * 1024,
    trustProxy: true,
    forceCloseConnections: 'idle',
    genReqId: () => ids.id(),
  });

  const { db, kind: dbKind } = openDb(config);
  await migrateToLatest(db);
  const translate = await loadTranslator();

  await http.register(protocolPlugin, { translate, sessions });

  // While shutting down, answers close their connection, so a keep-alive client does not hold
  // the process open after its in-flight request has finished.
  let closing = false;
  http.addHook('preClose', async () => {
    closing = true;
  });

  http.addHook('onSend', async (_req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    if (closing) reply.header('Connection', 'close');
  });

  const content = makeContentService(db);
  await http.register(
    async (api) => {
      await api.register(contentRoutes, { content });
      await api.register(uploadRoutes, { uploadDir: config.uploadDir, maxBytes: config.uploadMaxBytes, clock, ids });
    },
    { prefix: '/api' },
  );

  http.get('/health', async (_req, reply) => {
    await sql`select 1`.execute(db);
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok', db: dbKind });
  });

  await serveFiles(http, config);

  const realtime = await startRealtime(http.server, { redisUrl: config.redisUrl, clock, log: http.log });
  http.addHook('preClose', async () => realtime.close());
  http.addHook('onClose', async () => db.destroy());

  return { http, db, dbKind, realtime };
}

/** The built PWA under /h5/ and uploaded images under /upload/. */
async function serveFiles(http: FastifyInstance, config: Config) {
  mkdirSync(config.uploadDir, { recursive: true });
  await http.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/upload/',
    decorateReply: false,
    index: false,
    // Stored names are random and never reused, so a file never changes.
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });

  if (!existsSync(path.join(config.webDir, 'index.html'))) {
    http.log.warn({ webDir: config.webDir }, 'no built PWA found: run `npm run build` to serve /h5/');
    return;
  }
  await http.register(fastifyStatic, {
    root: config.webDir,
    prefix: '/h5/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const rel = path.relative(config.webDir, filePath);
      // Vite puts content-hashed files under assets/: they can be cached for good. Everything else
      // (index.html, sw.js, the manifest, icons) must be revalidated so a deploy is seen at once.
      reply.header('Cache-Control', rel.startsWith('assets') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  http.get('/', (_req, reply) => reply.redirect('/h5/'));
  http.get('/h5', (_req, reply) => reply.redirect('/h5/'));
}
