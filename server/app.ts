// Builds the whole server from its parts: protocol, areas, realtime, static files. main.ts and the
// tests both call buildApp; only main.ts owns signals and the process.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { makeAdjustments } from './admin/adjustments';
import { makeAudit } from './admin/audit';
import { makeBackoffice } from './admin/backoffice';
import { makeOperators } from './admin/operators';
import { adminRoutes } from './admin/routes';
import { alertRoutes } from './alerts/routes';
import { makeAlerts } from './alerts/service';
import { makeAlertWatch } from './alerts/watch';
import { runAudit } from './audit/auditor';
import { makeAccounts } from './auth/accounts';
import { makeCodes } from './auth/codes';
import { authRoutes } from './auth/routes';
import { makeSafeguards } from './auth/safeguards';
import { makeSecurity } from './auth/security';
import { makeSessions } from './auth/sessions';
import { makeChatModeration } from './chat/moderation';
import { chatRoutes } from './chat/routes';
import { makeChat } from './chat/service';
import { attachChat } from './chat/socket';
import { makeCms } from './content/cms';
import { makeCmsAdmin } from './content/cms-admin';
import { cmsRoutes } from './content/cms-routes';
import { contentRoutes } from './content/routes';
import { seedContent } from './content/seed';
import { makeContentService } from './content/service';
import { makeSiteAdmin } from './content/site-admin';
import { makeCopyAdmin } from './copy/admin';
import { makeCopyDemo } from './copy/demo';
import { makeCopier } from './copy/mirror';
import { copyRoutes } from './copy/routes';
import { makeCopyTrading } from './copy/service';
import { makeProfitShares } from './copy/shares';
import { makeTraderStats } from './copy/stats';
import { type Clock, OffsetClock } from './core/clock';
import type { Config } from './core/config';
import { type OpenedDb, openDb } from './core/db';
import { loadTranslator } from './core/i18n';
import { type Ids, randomIds } from './core/ids';
import { makeJobs } from './core/jobs';
import { requestForLog } from './core/logging';
import { makeMessenger } from './core/messenger';
import { migrateToLatest } from './core/migrate';
import { protocolPlugin } from './core/protocol';
import { makeRateLimiter } from './core/rateLimit';
import { type Realtime, startRealtime } from './core/realtime';
import { loadSigner, storedSecret } from './core/secret';
import { appPolicy, HSTS, inlineScriptHashes, UPLOAD_POLICY } from './core/security-headers';
import { devRoutes } from './dev/routes';
import { makeDualAdmin } from './dual/admin';
import { makeDualJobs } from './dual/jobs';
import { dualRoutes } from './dual/routes';
import { makeDual } from './dual/service';
import { makeAccrual } from './earn/accrual';
import { makeEarnAdmin } from './earn/admin';
import { earnRoutes } from './earn/routes';
import { makeEarn } from './earn/service';
import { fileRoutes } from './files/routes';
import { makeFiles } from './files/service';
import { filesSweep } from './files/sweep';
import { gameRoutes } from './game/routes';
import { makeGame } from './game/service';
import { makeGameSettlement } from './game/settle';
import { makeGiftAdmin } from './gifts/admin';
import { makeGiftDemo } from './gifts/demo';
import { makeGiftExpiry } from './gifts/expire';
import { giftRoutes } from './gifts/routes';
import { makeGifts } from './gifts/service';
import { makeIeoAdmin } from './ieo/admin';
import { ieoRoutes } from './ieo/routes';
import { makeIeo } from './ieo/service';
import { makeIeoSettlement } from './ieo/settle';
import { kycRoutes } from './kyc/routes';
import { makeKyc } from './kyc/service';
import { makeBatchLedger } from './ledger/batch';
import { makeLedger } from './ledger/ledger';
import { makeMoneyDesk } from './ledger/money-desk';
import { makeLeverAdmin } from './lever/admin';
import { makeLeverEngine } from './lever/engine';
import { makeOvernight } from './lever/overnight';
import { leverRoutes } from './lever/routes';
import { makeLever } from './lever/service';
import { makeCloser } from './lever/settle';
import { makeLoanAdmin } from './loans/admin';
import { makeLoanInterest } from './loans/interest';
import { makeLoanRisk } from './loans/risk';
import { loanRoutes } from './loans/routes';
import { makeLoans } from './loans/service';
import { makeFavourites } from './market/favourites';
import { type MarketRandom, makeMarketRandom } from './market/randomness';
import { marketRoutes } from './market/routes';
import { makeMarket } from './market/service';
import { makeNftAdmin } from './nft/admin';
import { makeBidRows } from './nft/bid-rows';
import { makeBidDesk } from './nft/bids';
import { makeNftBoxes } from './nft/boxes';
import { makeNftDemo } from './nft/demo';
import { writeDemoMedia } from './nft/demo-media';
import { makeNftLive } from './nft/live';
import { nftRoutes } from './nft/routes';
import { makeNft } from './nft/service';
import { makeNftSettlement } from './nft/settle';
import { makeNftStore } from './nft/store';
import { makeNftTrade } from './nft/trade';
import { makeOptionsAdmin } from './options/admin';
import { optionRoutes } from './options/routes';
import { makeOptions } from './options/service';
import { makeSettlement } from './options/settle';
import { makeProofJobs } from './proof/jobs';
import { makePublisher } from './proof/publish';
import { proofRoutes } from './proof/routes';
import { makeProof } from './proof/service';
import { makeSpotAdmin } from './spot/admin';
import { spotRoutes } from './spot/routes';
import { makeSpot } from './spot/service';
import { makeDesk } from './support/desk';
import { supportRoutes } from './support/routes';
import { makeSupport } from './support/service';
import { attachSupport } from './support/socket';
import { uploadRoutes } from './upload/routes';
import { makeNotifier } from './user/notifier';
import { userRoutes } from './user/routes';
import { makeUsers } from './user/service';
import { makeBills } from './wallet/bills';
import { makeExchange } from './wallet/exchange';
import { makePaymentCheck } from './wallet/payment-check';
import { makePrices } from './wallet/prices';
import { makeRecharges } from './wallet/recharges';
import { walletRoutes } from './wallet/routes';
import { makeWallet } from './wallet/service';
import { makeWithdrawals } from './wallet/withdrawals';

export type AppDeps = { config: Config; clock?: Clock; ids?: Ids };

export async function buildApp({ config, clock = new OffsetClock(), ids = randomIds }: AppDeps) {
  const http = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.token'],
      serializers: { req: requestForLog },
    },
    bodyLimit: 256 * 1024,
    // Client addresses feed the per-IP limits: only believe X-Forwarded-For behind a known proxy.
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    genReqId: () => ids.id(),
  });

  const opened = openDb(config);
  const { db, kind: dbKind } = opened;
  await migrateToLatest(db);
  await seedContent(db, clock.now());
  await writeDemoMedia(
    config.uploadDir,
    await db.selectFrom('nft_item').selectAll().where('edition_of', 'is', null).execute(),
    (await db.selectFrom('nft_artist').select('avatar').execute()).map((a) => a.avatar),
  );
  const translate = await loadTranslator();
  const signer = await loadSigner(db, ids, clock.now());
  const marketRandom = makeMarketRandom(
    config.market.secret ?? (await storedSecret(db, ids, 'market_secret', clock.now())),
  );
  const services = makeServices({ opened, ids, clock, config, translate, signer, marketRandom, log: http.log });

  // Every route, as registered: the back-office test reviews the whole list.
  const routes: { method: string; url: string }[] = [];
  http.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  await http.register(protocolPlugin, { translate, sessions: services.sessions, verification: services.kyc });

  // While shutting down, answers close their connection, so a keep-alive client does not hold
  // the process open after its in-flight request has finished.
  let closing = false;
  http.addHook('preClose', async () => {
    closing = true;
  });

  // Browser-side defences (issue 19 §4): no framing by anyone, HTTPS remembered, the apps under
  // their Content-Security-Policy, uploads inert, and no guarded answer kept by any cache.
  const scriptHashes = { app: buildScriptHashes(config.webDir), admin: buildScriptHashes(config.adminWebDir) };
  http.addHook('onSend', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    if (req.url.startsWith('/api/')) {
      const guarded = req.routeOptions.config as { guard?: string; operator?: string } | undefined;
      if (guarded?.guard || guarded?.operator) reply.header('Cache-Control', 'no-store');
    } else if (req.url.startsWith('/upload/')) {
      reply.header('Content-Security-Policy', UPLOAD_POLICY);
    } else {
      const hashes = req.url.startsWith('/admin') ? scriptHashes.admin : scriptHashes.app;
      reply.header('Content-Security-Policy', appPolicy(hashes, services.content.trustedHosts(clock.now())));
    }
    if (closing) reply.header('Connection', 'close');
  });

  await http.register(
    async (api) => {
      await api.register(contentRoutes, { content: services.content });
      await api.register(cmsRoutes, { cms: makeCms(db, clock) });
      await api.register(uploadRoutes, {
        files: services.files,
        limiter: services.limiter,
        maxBytes: config.uploadMaxBytes,
        quotaBytes: config.uploadQuotaBytes,
      });
      await api.register(authRoutes, { ...services, translate });
      await api.register(userRoutes, { users: services.users, translate });
      await api.register(kycRoutes, { kyc: services.kyc, translate });
      await api.register(walletRoutes, {
        ...services,
        translate,
        demo: !config.production,
      });
      await api.register(adminRoutes, { prefix: '/admin', ...services, uploadMaxBytes: config.uploadMaxBytes });
      await api.register(marketRoutes, { market: services.market, favourites: services.favourites, clock });
      await api.register(spotRoutes, { spot: services.spot });
      await api.register(optionRoutes, { options: services.options, sessions: services.sessions });
      await api.register(leverRoutes, { lever: services.lever });
      await api.register(earnRoutes, { earn: services.earn });
      await api.register(ieoRoutes, { ieo: services.ieo, sessions: services.sessions });
      await api.register(dualRoutes, { dual: services.dual, sessions: services.sessions });
      await api.register(supportRoutes, { support: services.support, sessions: services.sessions });
      await api.register(chatRoutes, { chat: services.chat, sessions: services.sessions });
      await api.register(nftRoutes, { ...services.nft, sessions: services.sessions });
      await api.register(alertRoutes, { alerts: services.alerts });
      await api.register(loanRoutes, { loans: services.loans });
      await api.register(copyRoutes, { copy: services.copy, sessions: services.sessions });
      await api.register(proofRoutes, { proof: services.proof });
      await api.register(giftRoutes, { gifts: services.gifts });
      await api.register(gameRoutes, { game: services.game, sessions: services.sessions });
      if (!config.production && clock instanceof OffsetClock)
        await api.register(devRoutes, { db, clock, publisher: services.publisher });
    },
    { prefix: '/api' },
  );
  await http.register(fileRoutes, { files: services.files, translate });

  http.get('/health', async (_req, reply) => {
    await sql`select 1`.execute(db);
    // Degraded: serving, but realtime reaches only this node's clients (Redis unreachable). The
    // role says whether this node holds the market feed, the books and the triggers now.
    const rt = realtime.health();
    return reply.header('Cache-Control', 'no-store').send({
      status: rt === 'degraded' ? 'degraded' : 'ok',
      db: dbKind,
      realtime: rt,
      role: services.market.holds() ? 'holder' : 'follower',
    });
  });

  await serveFiles(http, config);

  const realtime = await startRealtime(http.server, {
    redisUrl: config.redisUrl,
    nodeId: services.node.id,
    deployment: services.node.deployment,
    clock,
    log: http.log,
    authenticate: (token) => services.sessions.resolve(token),
  });
  services.setRealtime(realtime);
  // A signed-in socket acts as its session until it ends: then it is disconnected, and reconnects as
  // whoever its client is now.
  services.sessions.onEnd((ended) =>
    realtime.disconnect('session' in ended ? `session:${ended.session}` : `user:${ended.user}`),
  );
  realtime.onConnection((socket) => {
    services.market.attach(socket);
    services.spot.attach(socket);
    attachSupport(socket, { support: services.support, operators: services.operators, realtime: () => realtime });
    attachChat(socket);
    services.nft.live.attach(socket);
  });
  // The spot engine listens to the market's tick stream, so it starts first.
  await services.spot.start();
  services.spotAdmin.start();
  // Scheduled work runs where the ticks are: on the node that holds the market feed.
  services.market.listen({
    ticks: (ticks) => {
      void services.jobs.run('options.settle');
      for (const t of ticks) services.leverEngine.heard(t.time);
      void services.jobs.run('lever.triggers');
      void services.jobs.run('dual.settle');
      void services.jobs.run('alerts.fire');
      void services.jobs.run('loans.risk');
      void services.jobs.run('copy.mirror');
      void services.jobs.run('game.settle');
    },
    owner: (owns) => {
      if (owns) return services.jobs.start();
      services.leverEngine.reset();
      services.alertWatch.reset();
      services.loanRisk.reset();
      void services.jobs.stop();
    },
  });
  // A node that stops hands the feed's lease back and says so: another takes it over at once.
  realtime.onTold(LEASE_FREE, () => void services.market.tryLease());
  await services.market.start();
  http.addHook('preClose', async () => {
    // Orders accepted before the close are carried out before the database closes.
    await services.spot.engine.flush();
    await services.nft.bids.flush();
    services.spot.stop();
    if (await services.market.stop()) realtime.tell(LEASE_FREE);
    await services.jobs.stop();
  });
  http.addHook('preClose', async () => realtime.close());
  http.addHook('onClose', async () => db.destroy());

  return { http, db, dbKind, opened, realtime, services, routes };
}

/** Told to the other nodes when this one hands the market feed's lease back. */
const LEASE_FREE = 'market:lease-free';

export type App = Awaited<ReturnType<typeof buildApp>>;

type ServiceDeps = {
  opened: OpenedDb;
  ids: Ids;
  clock: Clock;
  config: Config;
  translate: Awaited<ReturnType<typeof loadTranslator>>;
  signer: Awaited<ReturnType<typeof loadSigner>>;
  marketRandom: MarketRandom;
  log: FastifyInstance['log'];
};

/** Every area's service, wired to the ones it calls. */
function makeServices({ opened, ids, clock, config, translate, signer, marketRandom, log }: ServiceDeps) {
  const { db, kind: dbKind } = opened;
  let realtime: Realtime | null = null;
  const limiter = makeRateLimiter(db, clock);
  const messenger = makeMessenger({
    db,
    ids,
    clock,
    log,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    smsWebhookUrl: config.smsWebhookUrl,
    production: config.production,
  });
  const codes = makeCodes(db, ids, clock, signer, limiter);
  const sessions = makeSessions(db, ids, clock);
  const files = makeFiles({
    db,
    kind: dbKind,
    ids,
    clock,
    signer,
    privateDir: config.privateDir,
    publicDir: config.uploadDir,
  });
  const notifier = makeNotifier(db, ids, clock);
  const safeguards = makeSafeguards({
    db,
    ids,
    clock,
    signer,
    sessions,
    messenger,
    notifier,
    translate,
    holdMs: config.securityHoldMs,
    publicUrl: config.publicUrl,
  });
  const accounts = makeAccounts({
    db,
    ids,
    clock,
    codes,
    sessions,
    limiter,
    messenger,
    translate,
    signer,
    notifier,
    safeguards,
  });
  const security = makeSecurity({ db, ids, clock, codes, sessions, signer, limiter, safeguards });
  const kyc = makeKyc({ db, ids, clock, files, security, notifier, realtime: () => realtime });
  const users = makeUsers({ db, ids, clock, files, kyc, safeguards });
  const ledger = makeLedger(db, dbKind, ids, clock);
  const batch = makeBatchLedger(opened, ids, clock);
  const desk = makeMoneyDesk(ledger, batch, clock);
  const wallet = makeWallet(db, ledger, desk, limiter);
  /** Names this deployment (its database) among the nodes a shared Redis server may connect. */
  const deployment = createHash('sha256')
    .update(config.databaseUrl ?? config.sqliteFile)
    .digest('hex')
    .slice(0, 16);
  /** This node among the deployment's nodes: leases are held, and other nodes ask it, under this id. */
  const nodeId = ids.id();
  const market = makeMarket({
    db,
    kind: dbKind,
    nodeId,
    clock,
    config: config.market,
    random: marketRandom,
    realtime: () => realtime,
    log,
  });
  const prices = makePrices(market);
  const spot = makeSpot({
    opened,
    ledger,
    ids,
    clock,
    market,
    realtime: () => realtime,
    demo: !config.production,
    log,
  });
  const options = makeOptions({ db, ledger, desk, ids, clock, market, realtime: () => realtime });
  const jobs = makeJobs({ db, clock, log });
  jobs.add(filesSweep(db, files));
  jobs.add(makeSettlement({ opened, ledger, batch, clock, realtime: () => realtime }).job);
  const closer = makeCloser({ kind: dbKind, batch });
  const lever = makeLever({ db, ledger, closer, ids, clock, market, realtime: () => realtime });
  const leverEngine = makeLeverEngine({ opened, ledger, batch, closer, clock, announce: lever.announce });
  jobs.add(leverEngine.job);
  jobs.add(makeOvernight({ opened, ledger, batch, closer, clock }));
  jobs.add(makeAccrual({ opened, ledger, batch, clock }));
  jobs.add(makeIeoSettlement({ opened, ledger, batch, clock }));
  const dualJobs = makeDualJobs({ opened, ledger, batch, clock, market });
  jobs.add(dualJobs.list);
  jobs.add(dualJobs.settle);
  const payment = makePaymentCheck({ security, safeguards, users, limiter });
  const withdrawals = makeWithdrawals({
    db,
    desk,
    ids,
    clock,
    ledger,
    prices,
    kyc,
    safeguards,
    users,
    payment,
    notifier,
    realtime: () => realtime,
  });
  const exchange = makeExchange({ ids, clock, desk, prices });
  const bills = makeBills({ db, clock, ledger, prices, market });
  const recharges = makeRecharges({ db, ids, clock, signer, files, ledger, notifier, realtime: () => realtime });
  const audit = makeAudit(db, ids, clock);
  const support = makeSupport({ db, ids, clock, files, limiter, realtime: () => realtime });
  const nftStore = makeNftStore(dbKind, ids, clock);
  const nftBoxes = makeNftBoxes({ ledger, ids, clock, store: nftStore });
  jobs.add(makeNftSettlement({ opened, ledger, clock, store: nftStore }));
  if (!config.production) jobs.add(makeNftDemo({ db, ledger, store: nftStore }));
  const chat = makeChat({ db, ids, clock, limiter, verifiedLevel: (id) => kyc.level(id), realtime: () => realtime });
  const nft = makeNft({ db, clock, store: nftStore, boxes: nftBoxes });
  const bids = makeBidDesk({
    kind: dbKind,
    ledger,
    batch,
    ids,
    clock,
    store: nftStore,
    rows: makeBidRows(opened),
    announce: (codes) => nftLive.announce(codes),
  });
  const nftLive = makeNftLive({ nft, bids, clock, sessions, translate, realtime: () => realtime, log });
  // Price alerts fire from the tick stream, on the feed's node, where the jobs run (issue 40).
  const alertWatch = makeAlertWatch({
    db,
    clock,
    notifier,
    fence: market.fence,
    announce: (userId, alert) => realtime?.publish('alert', alert, `user:${userId}`),
  });
  jobs.add(alertWatch.job);
  // Crypto loans: hourly interest, and margin calls and settlements from the tick stream (issue 38).
  jobs.add(makeLoanInterest({ opened, ledger, ids, clock }));
  const loanRisk = makeLoanRisk({
    opened,
    ledger,
    ids,
    clock,
    notifier,
    fence: market.fence,
    announce: (userId, loan) => realtime?.publish('loan', loan, `user:${userId}`),
  });
  jobs.add(loanRisk.job);
  // Copy trading (issue 36): copies mirrored from the traders' positions, hourly statistics, daily
  // profit shares, and outside production the demo traders.
  const copier = makeCopier({
    opened,
    ledger,
    batch,
    closer,
    ids,
    market,
    notifier,
    fence: market.fence,
    publish: (userId, event) => realtime?.publish('copy', event, `user:${userId}`),
  });
  jobs.add(copier.job);
  const traderStats = makeTraderStats({ db, clock });
  jobs.add(traderStats.job);
  jobs.add(makeProfitShares({ opened, ledger, batch, ids, clock }));
  if (config.demoTraders) jobs.add(makeCopyDemo({ db, ledger, lever, market, clock }));
  // The proof of liabilities (issue 41): daily, and in a demo at once when none exists yet.
  const publisher = makePublisher({ opened, ledger, ids, clock, log });
  const proofJobs = makeProofJobs({ db, ledger, clock, publisher });
  jobs.add(proofJobs.daily);
  if (!config.production) jobs.add(proofJobs.start);
  // Crypto gifts (issue 39): the rest of an unclaimed gift goes back after a day; a demo gift to try.
  jobs.add(makeGiftExpiry({ opened, ledger, clock }));
  if (!config.production) jobs.add(makeGiftDemo({ ledger, ids, clock }));
  // The mini game (issue 39): guesses settle from the tick stream, points only.
  jobs.add(makeGameSettlement({ db, kind: dbKind, clock, market }));
  return {
    gifts: makeGifts({ opened, desk, ids, clock, payment, limiter, demo: !config.production }),
    giftAdmin: makeGiftAdmin(db),
    game: makeGame({ db, kind: dbKind, ids, clock, market }),
    loans: makeLoans({ opened, desk, ids, clock, market }),
    loanRisk,
    copy: makeCopyTrading({ db, ledger, ids, clock, market, payment, isVerified: (id) => kyc.isVerified(id) }),
    copyAdmin: makeCopyAdmin({ db, audit, clock }),
    copier,
    traderStats,
    loanAdmin: makeLoanAdmin({ db, ledger, audit, clock, market }),
    // On SQLite the report reads one snapshot on the server's connection: writes wait while it runs.
    settlementAudit: () => runAudit(db, dbKind, () => clock.now()),
    proof: makeProof(db),
    publisher,
    alerts: makeAlerts({ db, kind: dbKind, ids, clock, market }),
    alertWatch,
    support,
    chat,
    nft: {
      nft,
      trade: makeNftTrade({ db, ledger, desk, ids, clock, store: nftStore, boxes: nftBoxes, payment }),
      bids,
      boxes: nftBoxes,
      live: nftLive,
    },
    nftAdmin: makeNftAdmin({ db, ledger, audit, clock, ids, store: nftStore }),
    chatModeration: makeChatModeration({ db, clock, chat, audit, realtime: () => realtime }),
    desk: makeDesk({ db, clock, support, audit, notifier, realtime: () => realtime }),
    ledger,
    limiter,
    jobs,
    options,
    optionsAdmin: makeOptionsAdmin({ db, ledger, audit, clock }),
    lever,
    leverEngine,
    leverAdmin: makeLeverAdmin({ db, ledger, audit, clock }),
    earn: makeEarn({ opened, desk, ids, clock }),
    earnAdmin: makeEarnAdmin({ db, ledger, audit, clock }),
    ieo: makeIeo({ opened, desk, ids, clock }),
    ieoAdmin: makeIeoAdmin({ db, ledger, audit, clock }),
    dual: makeDual({ opened, desk, ids, clock, market }),
    dualAdmin: makeDualAdmin({ db, ledger, audit, clock }),
    wallet,
    recharges,
    withdrawals,
    exchange,
    bills,
    audit,
    operators: makeOperators(db, ids, clock, limiter),
    adjustments: makeAdjustments({
      db,
      kind: dbKind,
      ids,
      clock,
      desk,
      prices,
      audit,
      thresholdUsdt: config.adjustmentApprovalUsdt,
    }),
    backoffice: makeBackoffice({
      db,
      files,
      kyc,
      recharges,
      withdrawals,
      ledger,
      sessions,
      safeguards,
      bills,
      audit,
    }),
    prices,
    market,
    spot,
    spotAdmin: makeSpotAdmin({
      db,
      kind: dbKind,
      ledger,
      prices,
      spot,
      audit,
      clock,
      realtime: () => realtime,
      log,
    }),
    favourites: makeFavourites(db, clock, market),
    content: makeContentService(db, !config.production, config.publicUrl),
    cmsAdmin: makeCmsAdmin(db, dbKind, clock),
    siteAdmin: makeSiteAdmin(db, clock),
    files,
    sessions,
    accounts,
    security,
    safeguards,
    kyc,
    users,
    node: { id: nodeId, deployment },
    setRealtime(r: Realtime) {
      realtime = r;
    },
  };
}

/** The built PWA under /h5/ and published images under /upload/. */
async function serveFiles(http: FastifyInstance, config: Config) {
  mkdirSync(config.uploadDir, { recursive: true });
  await http.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/upload/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // Stored names are random and never reused, so a file never changes.
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });

  // The operator back office: its own build, outside the PWA's scope and service worker.
  await serveBuild(
    http,
    config.adminWebDir,
    '/admin/',
    'no built back office found: run `npm run build` to serve /admin/',
  );
  if (!(await serveBuild(http, config.webDir, '/h5/', 'no built PWA found: run `npm run build` to serve /h5/'))) return;
  http.get('/', (_req, reply) => reply.redirect('/h5/'));
}

/** The hashes of the inline scripts of a build's index.html (none when it is not built). */
function buildScriptHashes(root: string): string[] {
  const index = path.join(root, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}

/** A Vite build under `prefix` (and `prefix` without its slash redirected to it); false when not built. */
async function serveBuild(http: FastifyInstance, root: string, prefix: string, missing: string): Promise<boolean> {
  if (!existsSync(path.join(root, 'index.html'))) {
    http.log.warn({ root }, missing);
    return false;
  }
  await http.register(fastifyStatic, {
    root,
    prefix,
    decorateReply: false,
    cacheControl: false,
    // The build's .br and .gz copies (scripts/vite-precompress.ts), to browsers that accept them.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const rel = path.relative(root, filePath);
      // Vite puts content-hashed files under assets/: they can be cached for good. Everything else
      // (index.html, sw.js, the manifest, icons) must be revalidated so a deploy is seen at once.
      reply.header('Cache-Control', rel.startsWith('assets') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  http.get(prefix.slice(0, -1), (_req, reply) => reply.redirect(prefix));
  return true;
}
