// The back office's work: review queues (identity verification, recharges, withdrawals), users
// (search, view, freeze login; balance adjustments are ./adjustments.ts) — each action audited in
// its own transaction.
// Decisions go through the owning area's review function, so the back office can only do what a
// review can: it never writes a balance, a price or an outcome itself.
import { type SqlBool, sql } from 'kysely';
import type { Safeguards } from '../auth/safeguards';
import type { Sessions } from '../auth/sessions';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Files } from '../files/service';
import type { Kyc } from '../kyc/service';
import type { Ledger } from '../ledger/ledger';
import type { Bills } from '../wallet/bills';
import type { Recharges } from '../wallet/recharges';
import type { Withdrawals } from '../wallet/withdrawals';
import type { Audit } from './audit';
import { adminMessages } from './messages';
import type { Operator } from './operators';
import { queueCounts } from './queues';

export type ReviewState = 'review' | 'approved' | 'rejected';
export type Actor = { operator: Operator; ip: string };
export type Queue = 'kyc' | 'recharge' | 'withdraw';

type Deps = {
  db: Db;
  files: Files;
  kyc: Kyc;
  recharges: Recharges;
  withdrawals: Withdrawals;
  ledger: Ledger;
  sessions: Sessions;
  safeguards: Safeguards;
  bills: Bills;
  audit: Audit;
};

export function makeBackoffice({
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
}: Deps) {
  const url = (fileId: string | null) => (fileId ? files.url(fileId) : Promise.resolve(''));
  const page = (q: { page: number; limit: number }) => ({ limit: q.limit, offset: (q.page - 1) * q.limit });

  /** The function that writes the decision's audit record inside the decision's transaction. */
  const audited = (actor: Actor, action: string, targetType: string, targetId: string, after: unknown) => ({
    reviewer: `operator:${actor.operator.id}`,
    within: (trx: Parameters<Audit['record']>[0]) =>
      audit.record(trx, {
        operatorId: actor.operator.id,
        action,
        targetType,
        targetId,
        before: { state: 'review' },
        after,
        ip: actor.ip,
      }),
  });

  /** The e-mail of the operator who decided (`reviewer` is 'operator:<id>'); null when undecided or unknown. */
  async function reviewerEmail(reviewer: string | null) {
    const id = reviewer?.startsWith('operator:') ? reviewer.slice('operator:'.length) : null;
    if (!id) return null;
    const o = await db.selectFrom('operator').select('email').where('id', '=', id).executeTakeFirst();
    return o?.email ?? null;
  }

  return {
    // ── Review queues ──────────────────────────────────────────────────────────────────────────

    /** How many items wait in each queue, for the navigation's badges. */
    queues: () => queueCounts(db),

    async kycList(state: 'review' | 'verified' | 'failed', q: { page: number; limit: number }) {
      const { limit, offset } = page(q);
      return db
        .selectFrom('kyc_submission as k')
        .innerJoin('users as u', 'u.id', 'k.user_id')
        .select(['k.id', 'k.user_id', 'k.level', 'k.state', 'k.name', 'k.link_name', 'k.reason', 'k.submitted_at'])
        .select(['u.email', 'u.mobile', 'k.reviewed_at', 'k.reviewer'])
        .where('k.state', '=', state)
        .orderBy('k.submitted_at', state === 'review' ? 'asc' : 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async kycDetail(id: string) {
      const k = await db
        .selectFrom('kyc_submission as k')
        .innerJoin('users as u', 'u.id', 'k.user_id')
        .selectAll('k')
        .select(['u.email', 'u.mobile'])
        .where('k.id', '=', id)
        .executeTakeFirst();
      if (!k) throw new Refusal(adminMessages.notFound);
      const { front_file_id, reverse_file_id, hand_file_id, ...rest } = k;
      return {
        ...rest,
        reviewer_email: await reviewerEmail(k.reviewer),
        front_pic: await url(front_file_id),
        reverse_pic: await url(reverse_file_id),
        hand_pic: await url(hand_file_id),
      };
    },

    async decideKyc(actor: Actor, id: string, approve: boolean, reason: string) {
      const after = { state: approve ? 'verified' : 'failed', reason: approve ? null : reason };
      await kyc.review(id, {
        approve,
        reason,
        ...audited(actor, approve ? 'kyc.approve' : 'kyc.reject', 'kyc', id, after),
      });
    },

    async rechargeList(state: ReviewState, q: { page: number; limit: number }) {
      const { limit, offset } = page(q);
      return db
        .selectFrom('recharge as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select(['r.id', 'r.user_id', 'r.currency', 'r.amount', 'r.address', 'r.state', 'r.reason', 'r.created_at'])
        .select(['u.email', 'u.mobile', 'r.reviewed_at', 'r.reviewer'])
        .where('r.state', '=', state)
        .orderBy('r.created_at', state === 'review' ? 'asc' : 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** The recharge with whom it is for (e-mail and phone: the id alone tells a reviewer nothing). */
    async rechargeDetail(id: string) {
      const r = await db
        .selectFrom('recharge as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .selectAll('r')
        .select(['u.email', 'u.mobile'])
        .where('r.id', '=', id)
        .executeTakeFirst();
      if (!r) throw new Refusal(adminMessages.notFound);
      const { voucher_file_id, ...rest } = r;
      return { ...rest, voucher: await url(voucher_file_id), reviewer_email: await reviewerEmail(r.reviewer) };
    },

    async decideRecharge(actor: Actor, id: string, approve: boolean, reason: string) {
      const after = { state: approve ? 'approved' : 'rejected', reason: approve ? null : reason };
      await recharges.review(id, {
        approve,
        reason,
        ...audited(actor, approve ? 'recharge.approve' : 'recharge.reject', 'recharge', id, after),
      });
    },

    async withdrawList(state: ReviewState, q: { page: number; limit: number }) {
      const { limit, offset } = page(q);
      const rows = await db
        .selectFrom('withdrawal as w')
        .innerJoin('users as u', 'u.id', 'w.user_id')
        .select(['w.id', 'w.user_id', 'w.currency', 'w.method', 'w.destination', 'w.amount', 'w.fee', 'w.received'])
        .select(['w.btc_value', 'w.remark', 'w.state', 'w.reason', 'w.created_at', 'w.reviewed_at', 'w.reviewer'])
        .select(['u.email', 'u.mobile'])
        .where('w.state', '=', state)
        .orderBy('w.created_at', state === 'review' ? 'asc' : 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ ...r, destination: JSON.parse(r.destination) as Record<string, string> }));
    },

    async decideWithdraw(actor: Actor, id: string, approve: boolean, reason: string) {
      const after = { state: approve ? 'approved' : 'rejected', reason: approve ? null : reason };
      await withdrawals.review(id, {
        approve,
        reason,
        ...audited(actor, approve ? 'withdraw.approve' : 'withdraw.reject', 'withdrawal', id, after),
      });
    },

    // ── Users ──────────────────────────────────────────────────────────────────────────────────

    /** Up to 20 users whose e-mail, phone, nickname, invite code or id contains `q`. */
    async searchUsers(q: string) {
      // `%` and `_` in what was typed are matched as themselves (escaped), not as wildcards.
      const like = `%${q
        .trim()
        .toLowerCase()
        .replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      const contains = (column: 'email' | 'mobile' | 'nickname' | 'invite_code') =>
        sql<SqlBool>`${sql.ref(column)} like ${like} escape '\\'`;
      return db
        .selectFrom('users')
        .select(['id', 'email', 'area_code', 'mobile', 'nickname', 'invite_code', 'login_frozen', 'created_at'])
        .where((eb) =>
          eb.or([
            contains('email'),
            contains('mobile'),
            contains('nickname'),
            contains('invite_code'),
            eb('id', '=', q.trim()),
          ]),
        )
        .orderBy('created_at', 'desc')
        .limit(20)
        .execute();
    },

    async userDetail(userId: string) {
      const user = await db
        .selectFrom('users')
        .select(['id', 'email', 'area_code', 'mobile', 'nickname', 'invite_code', 'login_frozen', 'lang', 'fiat'])
        .select(['totp_enabled', 'created_at', 'security_frozen_at', 'withdraw_hold_until'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) throw new Refusal(adminMessages.notFound);
      const [submissions, balances, bill, sessionRows, security] = await Promise.all([
        db
          .selectFrom('kyc_submission')
          .select(['id', 'level', 'state', 'reason', 'submitted_at', 'reviewed_at'])
          .where('user_id', '=', userId)
          .orderBy('submitted_at', 'desc')
          .execute(),
        ledger.balances(`user:${userId}`),
        bills.list(userId, { currency: '', account: '', kind: '', page: 1, limit: 20 }),
        db
          .selectFrom('session')
          .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'revoked_at', 'absolute_expires_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .limit(20)
          .execute(),
        safeguards.history(userId, 1, 20),
      ]);
      return {
        user: {
          ...user,
          login_frozen: Boolean(user.login_frozen),
          totp_enabled: Boolean(user.totp_enabled),
          security_frozen_at: user.security_frozen_at === null ? null : Number(user.security_frozen_at),
          withdraw_hold_until: Number(user.withdraw_hold_until),
        },
        kyc: { level: await kyc.level(userId), submissions },
        balances: balances.map(({ account, currency, available, frozen }) => ({
          account,
          currency,
          available,
          frozen,
        })),
        bills: bill,
        sessions: sessionRows,
        security,
      };
    },

    /**
     * Lifts the freeze the owner set from a security alert (after support has checked who they
     * are); withdrawals then wait the security hold. Audited with the operator's reason.
     */
    async liftSecurityFreeze(actor: Actor, userId: string, reason: string) {
      if (!reason.trim()) throw new Refusal(adminMessages.reasonRequired);
      const before = await db
        .selectFrom('users')
        .select('security_frozen_at')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!before) throw new Refusal(adminMessages.notFound);
      await safeguards.lift(userId, { ip: actor.ip, userAgent: 'back office' }, (trx) =>
        audit.record(trx, {
          operatorId: actor.operator.id,
          action: 'user.security_unfreeze',
          targetType: 'user',
          targetId: userId,
          before: { security_frozen_at: before.security_frozen_at },
          after: { security_frozen_at: null, reason },
          ip: actor.ip,
        }),
      );
    },

    /** Freezes (or thaws) a user's login; freezing also ends every session they have. */
    async freezeLogin(actor: Actor, userId: string, frozen: boolean, reason: string) {
      if (!reason.trim()) throw new Refusal(adminMessages.reasonRequired);
      await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('users').select('login_frozen').where('id', '=', userId).executeTakeFirst();
        if (!before) throw new Refusal(adminMessages.notFound);
        await trx
          .updateTable('users')
          .set({ login_frozen: frozen ? 1 : 0 })
          .where('id', '=', userId)
          .execute();
        await audit.record(trx, {
          operatorId: actor.operator.id,
          action: frozen ? 'user.freeze' : 'user.unfreeze',
          targetType: 'user',
          targetId: userId,
          before: { login_frozen: Boolean(before.login_frozen) },
          after: { login_frozen: frozen, reason },
          ip: actor.ip,
        });
      });
      if (frozen) await sessions.revokeAll(userId);
    },
  };
}

export type Backoffice = ReturnType<typeof makeBackoffice>;
