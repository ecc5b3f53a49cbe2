// Identity verification: submissions, their state, and the review decision the operator back
// office calls (`review`). One transaction per call; a decision is taken once even when two
// reviewers click together.
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { RealState, realRequest } from '../../contract/kyc';
import { checkDocumentNumber, DEFAULT_ID_COUNTRY } from '../../contract/national-ids';
import { checkMobile, checkName, checkRequired } from '../../contract/validators';
import type { Security } from '../auth/security';
import { ensure } from '../core/check';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import { replayOf, requestHash, runOnce } from '../core/idempotency';
import type { Ids } from '../core/ids';
import type { Realtime } from '../core/realtime';
import type { Files } from '../files/service';
import type { Trx } from '../ledger/ledger';
import type { Notifier } from '../user/notifier';
import { kycMessages } from './messages';
import { maskDocumentNumber, nextLevel, statusOf } from './rules';
import type { KycSubmissionTable } from './tables';

type Deps = {
  db: Db;
  ids: Ids;
  clock: Clock;
  files: Files;
  security: Security;
  notifier: Notifier;
  realtime: () => Realtime | null;
};

/** A review decision; `within` runs in the decision's transaction (the back office writes its audit record there). */
export type Decision = { approve: boolean; reason?: string; reviewer: string; within?: (trx: Trx) => Promise<void> };

export function makeKyc({ db, ids, clock, files, security, notifier, realtime }: Deps) {
  async function verifiedLevel(userId: string): Promise<0 | 1 | 2> {
    const row = await db
      .selectFrom('kyc_submission')
      .select((eb) => eb.fn.max('level').as('level'))
      .where('user_id', '=', userId)
      .where('state', '=', 'verified')
      .executeTakeFirst();
    return (Number(row?.level ?? 0) || 0) as 0 | 1 | 2;
  }

  const latestOf = (userId: string) =>
    db
      .selectFrom('kyc_submission')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('submitted_at', 'desc')
      .limit(1)
      .executeTakeFirst();

  async function contactsBound(userId: string): Promise<boolean> {
    const u = await db
      .selectFrom('users')
      .select(['email', 'mobile'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return Boolean(u.email && u.mobile);
  }

  const pictureUrl = async (fileId: string | null) => (fileId ? files.url(fileId) : '');

  /**
   * Stores a submission unless one is under review, once per Idempotency-Key. The user's row is
   * locked first (a no-op update), so two submissions sent at once (a double tap) wait for each
   * other and the second sees the first: the check at the start of `submit` alone lets both through.
   */
  async function insertSubmission(values: Insertable<KycSubmissionTable>, key: string | null, hash: string) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', values.user_id)
        .execute();
      await runOnce(trx, clock.now(), values.user_id, key, hash, async () => {
        const pending = await trx
          .selectFrom('kyc_submission')
          .select('id')
          .where('user_id', '=', values.user_id)
          .where('state', '=', 'review')
          .executeTakeFirst();
        if (pending) throw new Refusal(kycMessages.underReview);
        await trx.insertInto('kyc_submission').values(values).execute();
        return values.id;
      });
    });
  }

  return {
    verifiedLevel,

    /** 0 unverified, 1 basic, 2 advanced: the highest verified level. */
    level: verifiedLevel,

    async isVerified(userId: string): Promise<boolean> {
      return (await verifiedLevel(userId)) >= 1;
    },

    async state(userId: string): Promise<RealState> {
      const [level, latest, bound] = await Promise.all([
        verifiedLevel(userId),
        latestOf(userId),
        contactsBound(userId),
      ]);
      return {
        level,
        status: statusOf(latest),
        submitted_level: (latest?.level ?? 0) as 0 | 1 | 2,
        reason: latest?.state === 'failed' ? latest.reason : null,
        submitted_at: latest?.submitted_at ?? null,
        contacts_bound: bound,
        details: latest
          ? {
              id_type: latest.id_type,
              country: latest.country,
              name: latest.name,
              card_id: latest.card_id ? maskDocumentNumber(latest.card_id) : null,
              front_pic: await pictureUrl(latest.front_file_id),
              reverse_pic: await pictureUrl(latest.reverse_file_id),
              hand_pic: await pictureUrl(latest.hand_file_id),
            }
          : null,
      };
    },

    /**
     * A submission; `key` (Idempotency-Key) makes one sent again after a lost answer (the offline
     * queue does) succeed once, rather than be refused as "under review" by its own first copy.
     */
    async submit(userId: string, input: z.infer<typeof realRequest>, key: string | null = null): Promise<void> {
      const hash = requestHash(['kyc', input]);
      if (await replayOf(db, userId, key, hash)) return;
      if (!(await contactsBound(userId))) throw new Refusal(kycMessages.contactsFirst);
      const latest = await latestOf(userId);
      if (latest?.state === 'review') throw new Refusal(kycMessages.underReview);
      const allowed = nextLevel(await verifiedLevel(userId));
      const level = input.real_type === '1' ? 1 : 2;
      if (allowed === null || level < allowed) throw new Refusal(kycMessages.alreadyVerified);
      if (level > allowed) throw new Refusal(kycMessages.basicFirst);

      const base = {
        id: ids.id(),
        user_id: userId,
        level,
        state: 'review' as const,
        id_type: null,
        country: null,
        name: null,
        card_id: null,
        front_file_id: null,
        reverse_file_id: null,
        link_name: null,
        link_mobile: null,
        hand_file_id: null,
        reason: null,
        reviewer: null,
        submitted_at: clock.now(),
        reviewed_at: null,
      };
      if (input.real_type === '1') {
        // The spec's client sends no country: its ID cards are Chinese.
        const country = input.country ?? DEFAULT_ID_COUNTRY;
        ensure(
          checkName(input.name),
          checkRequired(input.card_id, 'idNumber'),
          checkDocumentNumber(country, input.id_type, input.card_id),
        );
        const front = await files.claim(userId, input.front_pic);
        const reverse = await files.claim(userId, input.reverse_pic);
        if (!front || !reverse) throw new Refusal(kycMessages.pictureMissing);
        await insertSubmission(
          {
            ...base,
            id_type: input.id_type,
            country,
            name: input.name,
            card_id: input.card_id.toUpperCase(),
            front_file_id: front,
            reverse_file_id: reverse,
          },
          key,
          hash,
        );
        return;
      }
      // The contact may live anywhere: any area's number format.
      ensure(checkName(input.link_name), checkMobile(input.link_mobile, ''));
      const hand = await files.claim(userId, input.hand_pic);
      if (!hand) throw new Refusal(kycMessages.pictureMissing);
      await security.checkOwnCode(userId, input.link_code);
      await insertSubmission(
        { ...base, link_name: input.link_name, link_mobile: input.link_mobile, hand_file_id: hand },
        key,
        hash,
      );
    },

    /**
     * The review decision (operator back office). Only a submission under review can be decided;
     * a second decision on it is refused, so two reviewers cannot both act.
     */
    async review(submissionId: string, decision: Decision) {
      const reason = decision.reason?.trim() ?? '';
      if (!decision.approve && !reason) throw new Refusal(kycMessages.reasonRequired);
      const now = clock.now();
      const submission = await db.transaction().execute(async (trx) => {
        const res = await trx
          .updateTable('kyc_submission')
          .set({
            state: decision.approve ? 'verified' : 'failed',
            reason: decision.approve ? null : reason,
            reviewer: decision.reviewer,
            reviewed_at: now,
          })
          .where('id', '=', submissionId)
          .where('state', '=', 'review')
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) throw new Refusal(kycMessages.notUnderReview);
        const row = await trx
          .selectFrom('kyc_submission')
          .select(['user_id', 'level'])
          .where('id', '=', submissionId)
          .executeTakeFirstOrThrow();
        await notifier.notify(
          row.user_id,
          decision.approve ? 'kyc_verified' : 'kyc_failed',
          decision.approve ? { level: String(row.level) } : { reason },
          trx,
        );
        await decision.within?.(trx);
        return row;
      });
      realtime()?.publish('kyc', { status: decision.approve ? 'verified' : 'failed' }, `user:${submission.user_id}`);
    },

    /** Submissions waiting for a decision, oldest first (for the review queue). */
    async pending(limit = 50) {
      return db
        .selectFrom('kyc_submission')
        .select(['id', 'user_id', 'level', 'submitted_at'])
        .where('state', '=', 'review')
        .orderBy('submitted_at', 'asc')
        .limit(limit)
        .execute();
    },
  };
}

export type Kyc = ReturnType<typeof makeKyc>;
