// Account safeguards (issue 19 §1, ADR 16): what stands between a stolen session and a stolen
// account. A session must prove its owner again (password, authenticator, a code to their own
// contact) before one security change; each change starts a withdrawal hold, is kept in the
// security history, and is told to the contacts the account had before it, with a one-time link
// that freezes the account.
import type { SecurityChange, SecurityEventKind } from '../../contract/auth';
import type { Locale } from '../../contract/locales';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Translate } from '../core/i18n';
import type { Ids } from '../core/ids';
import type { Messenger } from '../core/messenger';
import { DAY, MINUTE } from '../core/rateLimit';
import type { Signer } from '../core/secret';
import type { Notifier } from '../user/notifier';
import { phoneDestination } from './codes';
import { authMessages, changeLabels } from './messages';
import type { Client, Sessions } from './sessions';

/** How long a proof of identity lets its session make one security change. */
export const VERIFY_WINDOW = 10 * MINUTE;
const FREEZE_LINK_TTL = 7 * DAY;

type Deps = {
  db: Db;
  ids: Ids;
  clock: Clock;
  signer: Signer;
  sessions: Sessions;
  messenger: Messenger;
  notifier: Notifier;
  translate: Translate;
  /** SECURITY_HOLD_HOURS in ms. */
  holdMs: number;
  /** PUBLIC_URL: freeze links are absolute on it; without it they are paths of this server. */
  publicUrl: string | undefined;
};

type Contacts = {
  id: string;
  email: string | null;
  area_code: string | null;
  mobile: string | null;
  lang: string;
  anti_phishing_code: string | null;
};

/** Who asks for a change: the session is null for a change proved otherwise (a password reset by code). */
export type Actor = { userId: string; sessionId: string | null; client: Client };

export function makeSafeguards({
  db,
  ids,
  clock,
  signer,
  sessions,
  messenger,
  notifier,
  translate,
  holdMs,
  publicUrl,
}: Deps) {
  const userById = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function record(trx: Db, userId: string, kind: SecurityEventKind, client: Client) {
    await trx
      .insertInto('security_event')
      .values({
        id: ids.id(),
        user_id: userId,
        kind,
        ip: client.ip,
        user_agent: client.userAgent.slice(0, 300),
        created_at: clock.now(),
      })
      .execute();
  }

  function freezeUrl(token: string) {
    const path = `/h5/#/security/freeze?token=${encodeURIComponent(token)}`;
    return publicUrl ? new URL(path, publicUrl).href : path;
  }

  /** A new one-time freeze link for the account. */
  async function newFreezeLink(userId: string): Promise<string> {
    const id = ids.id();
    const now = clock.now();
    await db
      .insertInto('freeze_link')
      .values({ id, user_id: userId, created_at: now, expires_at: now + FREEZE_LINK_TTL, used_at: null })
      .execute();
    return freezeUrl(`${id}.${signer.sign('freeze-link', id, userId)}`);
  }

  /**
   * Tells every contact the account had (before the change) what changed, with a freeze link —
   * or, for the freeze itself, that it is frozen.
   */
  async function alert(user: Contacts, kind: SecurityChange | 'freeze', client: Client) {
    const lang = user.lang as Locale;
    const freeze = kind === 'freeze';
    const values = {
      change: translate(lang, changeLabels[kind]),
      time: new Date(clock.now()),
      ip: client.ip,
      link: freeze ? '' : await newFreezeLink(user.id),
    };
    const body = [translate(lang, freeze ? authMessages.frozenBody : authMessages.alertBody, values)];
    if (user.anti_phishing_code) {
      body.push(translate(lang, authMessages.antiPhishingLine, { apc: user.anti_phishing_code }));
    }
    if (user.email) {
      await messenger.send({
        channel: 'email',
        to: user.email,
        subject: translate(lang, authMessages.alertSubject, values),
        text: body.join('\n\n'),
      });
    }
    if (user.mobile && user.area_code) {
      await messenger.send({
        channel: 'sms',
        to: phoneDestination(user.area_code, user.mobile),
        subject: '',
        text: translate(lang, freeze ? authMessages.frozenSms : authMessages.alertSms, values),
      });
    }
  }

  function refuseWhileFrozen(user: { security_frozen_at: number | null }) {
    if (user.security_frozen_at !== null) throw new Refusal(authMessages.securityFrozen);
  }

  return {
    record,

    /** The session proved its owner again: it may make one security change in the next minutes. */
    async markVerified(sessionId: string): Promise<number> {
      const until = clock.now() + VERIFY_WINDOW;
      await db.updateTable('session').set({ verified_until: until }).where('id', '=', sessionId).execute();
      return until;
    },

    /** Refuses unless the session proved its owner again lately (sending a code to a new contact). */
    async requireVerified(userId: string, sessionId: string) {
      refuseWhileFrozen(await userById(userId));
      const row = await db
        .selectFrom('session')
        .select('verified_until')
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow();
      if (Number(row.verified_until) <= clock.now()) throw new Refusal(authMessages.verifyFirst);
    },

    /**
     * Makes a security change: uses up the session's proof of identity, applies the change, keeps
     * it in the history, starts the withdrawal hold (`hold`), notifies — in one transaction — and
     * then alerts the contacts the account had before it. A frozen account refuses, except for a
     * password reset by code (`whileFrozen`): lifting the freeze still needs every factor.
     */
    async change<T>(
      actor: Actor,
      kind: SecurityChange,
      apply: (trx: Db) => Promise<T>,
      { hold = true, whileFrozen = false }: { hold?: boolean; whileFrozen?: boolean } = {},
    ): Promise<T> {
      const before = await userById(actor.userId);
      if (!whileFrozen) refuseWhileFrozen(before);
      const now = clock.now();
      const result = await db.transaction().execute(async (trx) => {
        if (actor.sessionId !== null) {
          // One proof, one change: two changes sent at once cannot both use it.
          const spent = await trx
            .updateTable('session')
            .set({ verified_until: 0 })
            .where('id', '=', actor.sessionId)
            .where('verified_until', '>', now)
            .executeTakeFirst();
          if (Number(spent.numUpdatedRows) !== 1) throw new Refusal(authMessages.verifyFirst);
        }
        const out = await apply(trx);
        if (hold) {
          await trx
            .updateTable('users')
            .set({ withdraw_hold_until: now + holdMs })
            .where('id', '=', actor.userId)
            .where('withdraw_hold_until', '<', now + holdMs)
            .execute();
        }
        await record(trx, actor.userId, kind, actor.client);
        await notifier.notify(actor.userId, 'security_change', { change: kind, ip: actor.client.ip }, trx);
        return out;
      });
      await alert(before, kind, actor.client);
      return result;
    },

    /** When a withdrawal destination saved now may first be used. */
    usableFrom: () => clock.now() + holdMs,

    /** Refuses a withdrawal while the account is frozen or within a hold, saying until when. */
    async refuseHeldWithdrawal(userId: string) {
      const user = await userById(userId);
      if (user.security_frozen_at !== null) throw new Refusal(authMessages.securityFrozen);
      const until = Number(user.withdraw_hold_until);
      if (until > clock.now()) throw new Refusal(authMessages.withdrawHeld, { until: new Date(until) });
    },

    /** Refuses a withdrawal to a destination still waiting its hold. */
    refuseNewDestination(usableAt: number) {
      if (usableAt > clock.now()) throw new Refusal(authMessages.destinationHeld, { until: new Date(usableAt) });
    },

    /** The owner's hold and freeze, for the screens. */
    async state(userId: string) {
      const user = await userById(userId);
      const hold = Number(user.withdraw_hold_until);
      return { frozen: user.security_frozen_at !== null, withdraw_hold_until: hold > clock.now() ? hold : null };
    },

    /**
     * Follows a freeze link: once, before it expires. Every session ends and withdrawals stop until
     * the owner (fully verified) or an operator lifts the freeze.
     */
    async freeze(token: string, client: Client) {
      const [id = '', sig = ''] = token.split('.');
      const link = await db.selectFrom('freeze_link').selectAll().where('id', '=', id).executeTakeFirst();
      const now = clock.now();
      if (!link || !signer.verify(sig, 'freeze-link', id, link.user_id) || Number(link.expires_at) <= now) {
        throw new Refusal(authMessages.freezeLinkInvalid);
      }
      const frozen = await db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('freeze_link')
          .set({ used_at: now })
          .where('id', '=', id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) throw new Refusal(authMessages.freezeLinkInvalid);
        const res = await trx
          .updateTable('users')
          .set({ security_frozen_at: now })
          .where('id', '=', link.user_id)
          .where('security_frozen_at', 'is', null)
          .executeTakeFirst();
        await record(trx, link.user_id, 'freeze', client);
        await notifier.notify(link.user_id, 'security_change', { change: 'freeze', ip: client.ip }, trx);
        return Number(res.numUpdatedRows) === 1;
      });
      await sessions.revokeAll(link.user_id);
      if (frozen) await alert(await userById(link.user_id), 'freeze', client);
    },

    /**
     * Lifts a freeze (the owner proved every factor, or an operator decided: `within` records it
     * in the same transaction); a withdrawal hold follows.
     */
    async lift(userId: string, client: Client, within?: (trx: Db) => Promise<unknown>) {
      const user = await userById(userId);
      if (user.security_frozen_at === null) throw new Refusal(authMessages.notFrozen);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            security_frozen_at: null,
            withdraw_hold_until: Math.max(Number(user.withdraw_hold_until), now + holdMs),
          })
          .where('id', '=', userId)
          .execute();
        await record(trx, userId, 'unfreeze', client);
        await notifier.notify(userId, 'security_change', { change: 'unfreeze', ip: client.ip }, trx);
        await within?.(trx);
      });
      await alert(user, 'unfreeze', client);
    },

    /** The owner's logins and security changes, newest first (the devices/login history). */
    async history(userId: string, page: number, limit: number) {
      const rows = await db
        .selectFrom('security_event')
        .select(['id', 'kind', 'ip', 'user_agent', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      return rows.map((r) => ({ ...r, created_at: Number(r.created_at) }));
    },
  };
}

export type Safeguards = ReturnType<typeof makeSafeguards>;
