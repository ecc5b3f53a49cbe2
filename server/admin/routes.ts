// Back-office calls under /api/admin (contract/admin.ts). Each route names the permission it
// needs; the guard here resolves an operator session (never a customer's: 999 otherwise) and
// refuses a role without that permission. Every route that changes something is audited by the
// service it calls, in the same transaction as the change.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adjustmentDecideRequest,
  adjustmentListRequest,
  adjustRequest,
  auditRequest,
  decideRequest,
  freezeRequest,
  idRequest,
  liftSecurityFreezeRequest,
  operatorLoginRequest,
  queueRequest,
  spotPairSaveRequest,
  userSearchRequest,
} from '../../contract/admin';
import { adminApplicationsRequest, adminDecideRequest } from '../../contract/copy';
import { adminDualPlanRequest, adminDualProductsRequest } from '../../contract/dual';
import { adminEarnProductRequest } from '../../contract/earn';
import { adminGiftListRequest } from '../../contract/gifts';
import { adminIeoProjectRequest } from '../../contract/ieo';
import { adminLineRequest, adminProductRequest } from '../../contract/lever';
import { adminLoanProductRequest, adminLoansRequest } from '../../contract/loans';
import { adminDurationRequest } from '../../contract/options';
import type { AuditReport } from '../audit/report';
import { chatAdminRoutes } from '../chat/admin-routes';
import type { ChatModeration } from '../chat/moderation';
import type { CmsAdmin } from '../content/cms-admin';
import type { SiteAdmin } from '../content/site-admin';
import type { CopyAdmin } from '../copy/admin';
import { Refusal } from '../core/errors';
import { messages } from '../core/messages';
import { parseFields } from '../core/protocol';
import type { DualAdmin } from '../dual/admin';
import type { EarnAdmin } from '../earn/admin';
import type { Files } from '../files/service';
import type { GiftAdmin } from '../gifts/admin';
import type { IeoAdmin } from '../ieo/admin';
import type { LeverAdmin } from '../lever/admin';
import type { LoanAdmin } from '../loans/admin';
import type { NftAdmin } from '../nft/admin';
import { nftAdminRoutes } from '../nft/admin-routes';
import type { OptionsAdmin } from '../options/admin';
import { proofAdminRoutes } from '../proof/admin-routes';
import type { Proof } from '../proof/service';
import type { SpotAdmin } from '../spot/admin';
import { deskRoutes } from '../support/admin-routes';
import type { Desk } from '../support/desk';
import type { Adjustments } from './adjustments';
import type { Audit } from './audit';
import type { Actor, Backoffice, ReviewState } from './backoffice';
import { adminContentRoutes } from './content-routes';
import { adminMessages } from './messages';
import type { Operator, Operators } from './operators';
import { can, type Permission } from './rules';

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator | null;
  }
  interface FastifyContextConfig {
    /** An operator session with this permission ('signed-in': any role). */
    operator?: Permission | 'signed-in';
  }
}

type Deps = {
  operators: Operators;
  adjustments: Adjustments;
  backoffice: Backoffice;
  audit: Audit;
  cmsAdmin: CmsAdmin;
  siteAdmin: SiteAdmin;
  spotAdmin: SpotAdmin;
  optionsAdmin: OptionsAdmin;
  leverAdmin: LeverAdmin;
  earnAdmin: EarnAdmin;
  ieoAdmin: IeoAdmin;
  nftAdmin: NftAdmin;
  dualAdmin: DualAdmin;
  loanAdmin: LoanAdmin;
  copyAdmin: CopyAdmin;
  giftAdmin: GiftAdmin;
  settlementAudit: () => Promise<AuditReport>;
  desk: Desk;
  chatModeration: ChatModeration;
  proof: Proof;
  files: Files;
  uploadMaxBytes: number;
};

const REVIEW_STATES: ReviewState[] = ['review', 'approved', 'rejected'];
const KYC_STATES = ['review', 'verified', 'failed'] as const;

export async function adminRoutes(app: FastifyInstance, deps: Deps) {
  const { operators, backoffice, adjustments, audit } = deps;
  app.decorateRequest('operator', null);
  app.addHook('preHandler', async (req) => {
    const need = req.routeOptions.config.operator;
    if (!need) return;
    req.operator = req.token ? await operators.resolve(req.token) : null;
    if (!req.operator) throw new Refusal(messages.pleaseLogIn, {}, 999);
    if (need !== 'signed-in' && !can(req.operator.role, need)) throw new Refusal(adminMessages.notAllowed);
  });
  const needs = (operator: Permission | 'signed-in') => ({ config: { operator } });
  const actorOf = (req: FastifyRequest): Actor => ({ operator: req.operator as Operator, ip: req.ip });

  app.post('/login', async (req) => {
    const f = parseFields(req, operatorLoginRequest);
    return operators.login({ email: f.email, password: f.password, totpCode: f.totp_code, ip: req.ip });
  });
  app.post('/logout', needs('signed-in'), async (req) => operators.logout(req.token ?? ''));
  app.get('/me', needs('signed-in'), async (req) => req.operator);

  // Review queues. The counts cover the adjustments too: every role that reviews may read them.
  app.get('/queues', needs('review'), async () => backoffice.queues());
  const reviewState = (state: string) =>
    (REVIEW_STATES as string[]).includes(state) ? (state as ReviewState) : 'review';
  app.get('/kyc/list', needs('review'), async (req) => {
    const f = parseFields(req, queueRequest);
    const state = (KYC_STATES as readonly string[]).includes(f.state)
      ? (f.state as (typeof KYC_STATES)[number])
      : 'review';
    return backoffice.kycList(state, f);
  });
  app.get('/kyc/detail', needs('review'), async (req) => backoffice.kycDetail(parseFields(req, idRequest).id));
  app.post('/kyc/decide', needs('review'), async (req) => {
    const f = parseFields(req, decideRequest);
    await backoffice.decideKyc(actorOf(req), f.id, f.approve, f.reason);
  });

  app.get('/recharge/list', needs('review'), async (req) => {
    const f = parseFields(req, queueRequest);
    return backoffice.rechargeList(reviewState(f.state), f);
  });
  app.get('/recharge/detail', needs('review'), async (req) =>
    backoffice.rechargeDetail(parseFields(req, idRequest).id),
  );
  app.post('/recharge/decide', needs('review'), async (req) => {
    const f = parseFields(req, decideRequest);
    await backoffice.decideRecharge(actorOf(req), f.id, f.approve, f.reason);
  });

  app.get('/withdraw/list', needs('review'), async (req) => {
    const f = parseFields(req, queueRequest);
    return backoffice.withdrawList(reviewState(f.state), f);
  });
  app.post('/withdraw/decide', needs('review'), async (req) => {
    const f = parseFields(req, decideRequest);
    await backoffice.decideWithdraw(actorOf(req), f.id, f.approve, f.reason);
  });

  // Users.
  app.get('/users/search', needs('users.read'), async (req) =>
    backoffice.searchUsers(parseFields(req, userSearchRequest).q),
  );
  app.get('/users/detail', needs('users.read'), async (req) => backoffice.userDetail(parseFields(req, idRequest).id));
  app.post('/users/freeze', needs('users.write'), async (req) => {
    const f = parseFields(req, freezeRequest);
    await backoffice.freezeLogin(actorOf(req), f.id, f.frozen, f.reason);
  });
  app.post('/users/lift_security_freeze', needs('users.write'), async (req) => {
    const f = parseFields(req, liftSecurityFreezeRequest);
    await backoffice.liftSecurityFreeze(actorOf(req), f.id, f.reason);
  });
  app.post('/users/adjust', needs('users.write'), async (req) => {
    const f = parseFields(req, adjustRequest);
    return adjustments.request(actorOf(req), {
      userId: f.id,
      account: f.account as 1 | 2 | 3 | 4,
      currency: f.currency,
      amount: f.amount,
      reason: f.reason,
    });
  });

  app.get('/users/adjustments', needs('users.read'), async (req) =>
    adjustments.list(parseFields(req, adjustmentListRequest)),
  );
  app.post('/users/adjustments/decide', needs('users.write'), async (req) =>
    adjustments.decide(actorOf(req), parseFields(req, adjustmentDecideRequest)),
  );

  // Spot trading: the market maker's P&L and the pairs' settings (read by reviewers and
  // administrators); editing the settings (administrators), audited by server/spot/admin.ts in the
  // transaction that writes them. Nothing here sets a price, a trade or a balance.
  const { spotAdmin } = deps;
  app.get('/spot/maker', needs('products.read'), async () => spotAdmin.makerReport());
  app.get('/spot/pairs', needs('products.read'), async () => spotAdmin.pairs());
  /** GET /api/admin/spot/book-check: the books held in memory against the stored open orders. */
  app.get('/spot/book-check', needs('products.read'), async () => spotAdmin.bookCheck());
  app.post('/spot/pairs/save', needs('products.write'), async (req) => {
    const { instrument_id, ...changes } = parseFields(req, spotPairSaveRequest);
    return spotAdmin.updatePair(instrument_id, changes, req.operator as Operator, req.ip);
  });

  // Seconds options: the durations' published terms and what the product did. Editing terms
  // applies to new options only; no route reaches an open option, a tick or an outcome.
  const { optionsAdmin } = deps;
  app.get('/options/durations', needs('products.read'), async () => optionsAdmin.durations());
  app.get('/options/summary', needs('products.read'), async () => optionsAdmin.summary());
  app.post('/options/duration', needs('products.write'), async (req) =>
    optionsAdmin.saveDuration(parseFields(req, adminDurationRequest), req.operator as Operator, req.ip),
  );

  // Leverage contracts: each contract's terms and the liquidation line, and what the product did.
  // Edits apply to new positions only; no route reaches a position, a tick or a balance.
  const { leverAdmin } = deps;
  app.get('/lever/products', needs('products.read'), async () => leverAdmin.overview());
  app.post('/lever/product', needs('products.write'), async (req) =>
    leverAdmin.saveProduct(parseFields(req, adminProductRequest), req.operator as Operator, req.ip),
  );
  app.post('/lever/line', needs('products.write'), async (req) =>
    leverAdmin.saveLine(parseFields(req, adminLineRequest).line, req.operator as Operator, req.ip),
  );

  // Earn products (lock mining and its kinds): terms for orders not yet placed, and what is locked.
  const { earnAdmin } = deps;
  app.get('/earn/products', needs('products.read'), async () => earnAdmin.products());
  app.post('/earn/product', needs('products.write'), async (req) =>
    earnAdmin.save(parseFields(req, adminEarnProductRequest), req.operator as Operator, req.ip),
  );

  // The launchpad's projects: terms until a project opens, texts and visibility after.
  const { ieoAdmin, dualAdmin } = deps;
  app.get('/ieo/projects', needs('products.read'), async () => ieoAdmin.projects());
  app.post('/ieo/project', needs('products.write'), async (req) =>
    ieoAdmin.save(parseFields(req, adminIeoProjectRequest), req.operator as Operator, req.ip),
  );

  // Dual investment: the plans each day's products are listed from, and the products listed.
  app.get('/dual/plans', needs('products.read'), async () => dualAdmin.plans());
  app.post('/dual/plan', needs('products.write'), async (req) =>
    dualAdmin.savePlan(parseFields(req, adminDualPlanRequest), req.operator as Operator, req.ip),
  );
  app.get('/dual/products', needs('products.read'), async (req) => {
    const f = parseFields(req, adminDualProductsRequest);
    return dualAdmin.products(f.page, f.limit);
  });

  // Crypto loans: the products' terms (for loans not yet taken) and every user's loans.
  const { loanAdmin } = deps;
  app.get('/loan/products', needs('products.read'), async () => loanAdmin.products());
  app.post('/loan/product', needs('products.write'), async (req) =>
    loanAdmin.saveProduct(parseFields(req, adminLoanProductRequest), req.operator as Operator, req.ip),
  );
  app.get('/loan/loans', needs('products.read'), async (req) => loanAdmin.loans(parseFields(req, adminLoansRequest)));

  // Copy trading: trader applications, approved or rejected with a note (audited).
  app.get('/follow/applications', needs('review'), async (req) =>
    deps.copyAdmin.applications(parseFields(req, adminApplicationsRequest)),
  );
  app.post('/follow/decide', needs('review'), async (req) =>
    deps.copyAdmin.decide(parseFields(req, adminDecideRequest), req.operator as Operator, req.ip),
  );
  // Crypto gifts: every gift, read only (who sent what, how far it was claimed, what went back).
  app.get('/gift/list', needs('audit'), async (req) => deps.giftAdmin.list(parseFields(req, adminGiftListRequest)));

  // The settlement auditor's report (issue 41): every outcome recomputed from the tick log and the ledger.
  app.get('/audit/check', needs('audit'), async () => deps.settlementAudit());

  // The audit log: read and export only.
  app.get('/audit', needs('audit'), async (req) => {
    const f = parseFields(req, auditRequest);
    return audit.list({ operator: f.operator, action: f.action, targetId: f.target_id, page: f.page, limit: f.limit });
  });
  app.get('/audit/export', needs('audit'), async (req) => {
    const f = parseFields(req, auditRequest);
    return audit.csv({ operator: f.operator, action: f.action, targetId: f.target_id });
  });

  // Content editing (news, banners, pop-up, FAQ, pages, site config): its own file; the guard
  // above applies to it too.
  const { cmsAdmin, siteAdmin, files, uploadMaxBytes } = deps;
  await app.register(adminContentRoutes, { cmsAdmin, siteAdmin, audit, files, uploadMaxBytes });
  // The support desk and the chat room's moderation: their own files; the guard above applies to them too.
  await app.register(deskRoutes, { desk: deps.desk });
  await app.register(nftAdminRoutes, { nftAdmin: deps.nftAdmin, files, uploadMaxBytes });
  await app.register(chatAdminRoutes, { moderation: deps.chatModeration });
  await app.register(proofAdminRoutes, { proof: deps.proof });
}
