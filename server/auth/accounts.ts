// Signing up, logging in and out, and recovering a password (spec §2, §4, §7 Auth). Replies never
// tell whether an account exists: codes for an unknown account are simply not sent, and every
// failed login reads "Login failed".

import type { Locale } from '../../contract/locales';
import {
  checkCode,
  checkEmail,
  checkInviteCode,
  checkMobile,
  checkPassword,
  checkPasswordPair,
  checkRequired,
} from '../../contract/validators';
import { ensure } from '../core/check';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Translate } from '../core/i18n';
import type { Ids } from '../core/ids';
import type { Messenger } from '../core/messenger';
import { MINUTE, type RateLimiter } from '../core/rateLimit';
import type { Signer } from '../core/secret';
import type { Notifier } from '../user/notifier';
import { CODE_TTL_MINUTES, type Codes, emailDestination, phoneDestination, type Scene } from './codes';
import { authMessages } from './messages';
import { DECOY_HASH, hashPassword, verifyPassword } from './passwords';
import type { Safeguards } from './safeguards';
import type { Client, Sessions } from './sessions';
import { normaliseRecoveryCode, totpStep } from './totp';

export const loginLimits = {
  perAccount: { windowMs: 15 * MINUTE, max: 5 },
  perIp: { windowMs: 15 * MINUTE, max: 30 },
};
const TICKET_TTL = 5 * MINUTE;

export type Identity = { kind: 'email'; email: string } | { kind: 'mobile'; areaCode: string; mobile: string };

type Deps = {
  db: Db;
  ids: Ids;
  clock: Clock;
  codes: Codes;
  sessions: Sessions;
  limiter: RateLimiter;
  messenger: Messenger;
  translate: Translate;
  signer: Signer;
  notifier: Notifier;
  safeguards: Safeguards;
};

/** "user_string" is an e-mail address when it has an @, a phone number otherwise. */
export function identify(userString: string, areaCode: string): Identity {
  return userString.includes('@')
    ? { kind: 'email', email: emailDestination(userString) }
    : { kind: 'mobile', areaCode, mobile: userString.trim() };
}

const destinationOf = (id: Identity) => (id.kind === 'email' ? id.email : phoneDestination(id.areaCode, id.mobile));

const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function makeAccounts({
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
}: Deps) {
  async function findUser(id: Identity) {
    const q = db.selectFrom('users').selectAll();
    return id.kind === 'email'
      ? q.where('email', '=', id.email).executeTakeFirst()
      : q.where('area_code', '=', id.areaCode).where('mobile', '=', id.mobile).executeTakeFirst();
  }

  function checkIdentity(id: Identity) {
    ensure(id.kind === 'email' ? checkEmail(id.email) : checkMobile(id.mobile, id.areaCode));
  }

  /** Delivers a code, with the user's anti-phishing code in e-mails when they have set one. */
  async function deliverCode(id: Identity, code: string, lang: Locale, antiPhishing: string | null) {
    const values = { code, minutes: CODE_TTL_MINUTES };
    if (id.kind === 'email') {
      const lines = [translate(lang, authMessages.emailCodeBody, values)];
      if (antiPhishing) lines.push(translate(lang, authMessages.antiPhishingLine, { apc: antiPhishing }));
      await messenger.send({
        channel: 'email',
        to: id.email,
        subject: translate(lang, authMessages.emailCodeSubject),
        text: lines.join('\n\n'),
      });
    } else {
      await messenger.send({
        channel: 'sms',
        to: destinationOf(id),
        text: translate(lang, authMessages.smsCodeBody, values),
        subject: '',
      });
    }
  }

  async function newInviteCode(): Promise<string> {
    for (;;) {
      const code = ids.pick(INVITE_ALPHABET, 8);
      const taken = await db.selectFrom('users').select('id').where('invite_code', '=', code).executeTakeFirst();
      if (!taken) return code;
    }
  }

  function makeTicket(userId: string, stay: boolean): string {
    const exp = clock.now() + TICKET_TTL;
    return `${userId}.${exp}.${stay ? 1 : 0}.${signer.sign('login-ticket', userId, exp, stay ? 1 : 0)}`;
  }

  /** A new session, told to the owner and kept in their login history. */
  async function signIn(userId: string, stay: boolean, client: Client): Promise<string> {
    await notifier.notify(userId, 'new_login', { ip: client.ip });
    await safeguards.record(db, userId, 'login', client);
    return sessions.create(userId, { stay, ...client });
  }

  return {
    /**
     * Sends a code for a scene that names its destination (register, forget, bind). For register
     * to a taken address or forget for an unknown one nothing is sent, and the reply is the same.
     */
    async sendCode(id: Identity, scene: Exclude<Scene, 'security'>, lang: Locale, ip: string): Promise<void> {
      checkIdentity(id);
      const user = await findUser(id);
      const destination = destinationOf(id);
      if (scene === 'register' && user) {
        // Same limits as a real send, so the timing and the refusals look alike.
        await codes.issue(destination, 'register', ip);
        if (id.kind === 'email') {
          const lines = [translate(lang, authMessages.alreadyRegisteredBody)];
          // Like every e-mail to a user, it carries their anti-phishing code.
          if (user.anti_phishing_code) {
            lines.push(translate(lang, authMessages.antiPhishingLine, { apc: user.anti_phishing_code }));
          }
          await messenger.send({
            channel: 'email',
            to: id.email,
            subject: translate(lang, authMessages.alreadyRegisteredSubject),
            text: lines.join('\n\n'),
          });
        }
        return;
      }
      if (scene === 'forget' && !user) {
        // Under the destination itself, so the sending limits it shares with the other scenes
        // (one code a minute, ten a day) answer exactly as for a registered address.
        await codes.issue(destination, 'forget', ip);
        return;
      }
      if (scene === 'bind' && user) {
        throw new Refusal(id.kind === 'email' ? authMessages.emailInUse : authMessages.mobileInUse);
      }
      const code = await codes.issue(destination, scene, ip);
      await deliverCode(id, code, lang, user?.anti_phishing_code ?? null);
    },

    /** Sends a code to the signed-in user's own bound e-mail or phone (scene security). */
    async sendSecurityCode(userId: string, channel: 'email' | 'sms', lang: Locale, ip: string): Promise<void> {
      const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
      const id: Identity | null =
        channel === 'email'
          ? user.email
            ? { kind: 'email', email: user.email }
            : null
          : user.mobile && user.area_code
            ? { kind: 'mobile', areaCode: user.area_code, mobile: user.mobile }
            : null;
      if (!id) throw new Refusal(authMessages.bindFirst);
      const code = await codes.issue(destinationOf(id), 'security', ip);
      await deliverCode(id, code, lang, user.anti_phishing_code);
    },

    async checkCode(id: Identity, scene: Scene, code: string): Promise<void> {
      ensure(checkCode(code));
      await codes.verify([destinationOf(id)], scene, code, { consume: false });
    },

    async register(
      input: { id: Identity; code: string; password: string; rePassword: string; inviteCode: string; lang: Locale },
      client: Client,
    ): Promise<string> {
      checkIdentity(input.id);
      ensure(
        checkPassword(input.password),
        checkPasswordPair(input.password, input.rePassword),
        checkRequired(input.code, 'code'),
        checkCode(input.code),
        input.inviteCode ? checkInviteCode(input.inviteCode) : null,
      );
      const referrer = input.inviteCode
        ? await db
            .selectFrom('users')
            .select('id')
            .where('invite_code', '=', input.inviteCode.toUpperCase())
            .executeTakeFirst()
        : null;
      if (input.inviteCode && !referrer) throw new Refusal(authMessages.inviteCodeUnknown);

      await codes.verify([destinationOf(input.id)], 'register', input.code, { consume: true });
      if (await findUser(input.id)) throw new Refusal(authMessages.registrationFailed);

      const now = clock.now();
      const userId = ids.id();
      const passwordHash = await hashPassword(input.password);
      try {
        await db
          .insertInto('users')
          .values({
            id: userId,
            email: input.id.kind === 'email' ? input.id.email : null,
            area_code: input.id.kind === 'mobile' ? input.id.areaCode : null,
            mobile: input.id.kind === 'mobile' ? input.id.mobile : null,
            password_hash: passwordHash,
            pay_password_hash: null,
            nickname: `K${ids.pick('0123456789', 6)}`,
            invite_code: await newInviteCode(),
            referrer_id: referrer?.id ?? null,
            lang: input.lang,
            anti_phishing_code: null,
            totp_secret: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
      } catch {
        // Two sign-ups for one address raced: the unique index let one through.
        throw new Refusal(authMessages.registrationFailed);
      }
      await safeguards.record(db, userId, 'login', client);
      return sessions.create(userId, { stay: false, ...client });
    },

    async login(
      input: { id: Identity; password: string; stay: boolean },
      client: Client,
    ): Promise<string | { totp_required: true; ticket: string }> {
      if (!input.password || (input.id.kind === 'email' ? !input.id.email : !input.id.mobile)) {
        throw new Refusal(authMessages.loginFailed);
      }
      // Both limits count wrong tries. Each try is counted before the password is verified, so
      // parallel guesses cannot all pass an uncounted check, and forgiven when it is right: a
      // successful login counts against neither the account nor the address.
      const accountKey = `login:acct:${destinationOf(input.id)}`;
      const ipKey = `login:ip:${client.ip}`;
      const perIp = await limiter.hit(ipKey, loginLimits.perIp);
      const perAccount = await limiter.hit(accountKey, loginLimits.perAccount);
      const blocked = !perIp.allowed ? perIp : !perAccount.allowed ? perAccount : null;
      if (blocked) {
        throw new Refusal(
          authMessages.tooManyLogins,
          { minutes: Math.max(1, Math.ceil(blocked.retryAfterMs / MINUTE)) },
          'error',
          blocked.until,
        );
      }

      const user = await findUser(input.id);
      const ok = await verifyPassword(user?.password_hash ?? DECOY_HASH, input.password);
      if (!user || !ok) throw new Refusal(authMessages.loginFailed);
      await Promise.all([limiter.forgive(ipKey), limiter.clear(accountKey)]);
      if (user.login_frozen) throw new Refusal(authMessages.accountFrozen);
      if (user.totp_enabled) return { totp_required: true, ticket: makeTicket(user.id, input.stay) };
      return signIn(user.id, input.stay, client);
    },

    /** The second step of a login with two-factor authentication on. */
    async loginTotp(input: { ticket: string; code: string }, client: Client): Promise<string> {
      const [userId = '', expText = '', stayText = '', sig = ''] = input.ticket.split('.');
      const exp = Number(expText);
      if (!signer.verify(sig, 'login-ticket', userId, exp, Number(stayText)) || clock.now() > exp) {
        throw new Refusal(authMessages.loginTicketExpired);
      }
      const key = `login:totp:${userId}`;
      // Counted before the code is checked, as the password is.
      const limit = await limiter.hit(key, loginLimits.perAccount);
      if (!limit.allowed) {
        throw new Refusal(
          authMessages.tooManyLogins,
          { minutes: Math.max(1, Math.ceil(limit.retryAfterMs / MINUTE)) },
          'error',
          limit.until,
        );
      }
      const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      if (!user?.totp_enabled || !user.totp_secret) throw new Refusal(authMessages.loginTicketExpired);
      if (!(await secondFactorValid(db, signer, clock, user, input.code))) throw new Refusal(authMessages.totpInvalid);
      await limiter.clear(key);
      if (user.login_frozen) throw new Refusal(authMessages.accountFrozen);
      return signIn(user.id, stayText === '1', client);
    },

    /**
     * Resets the password with a code sent to the account's contact. Like any security change it
     * starts the withdrawal hold and alerts the contacts; it is allowed while the account is frozen
     * (lifting the freeze still needs every factor).
     */
    async forget(input: { id: Identity; password: string; rePassword: string; code: string }, client: Client) {
      checkIdentity(input.id);
      ensure(
        checkPassword(input.password),
        checkPasswordPair(input.password, input.rePassword),
        checkRequired(input.code, 'code'),
        checkCode(input.code),
      );
      await codes.verify([destinationOf(input.id)], 'forget', input.code, { consume: true });
      const user = await findUser(input.id);
      if (!user) throw new Refusal(authMessages.codeInvalid);
      const hash = await hashPassword(input.password);
      await safeguards.change(
        { userId: user.id, sessionId: null, client },
        'password',
        async (trx) => {
          await trx
            .updateTable('users')
            .set({ password_hash: hash, updated_at: clock.now() })
            .where('id', '=', user.id)
            .execute();
        },
        { whileFrozen: true },
      );
      await sessions.revokeAll(user.id);
      // Whoever proved they own the address may log in at once with the new password.
      await limiter.clear(`login:acct:${destinationOf(input.id)}`);
    },
  };
}

export type Accounts = ReturnType<typeof makeAccounts>;

/**
 * Checks a second factor: a current authenticator code, or one of the user's unused recovery
 * codes (which is then crossed off).
 */
export async function secondFactorValid(
  db: Db,
  signer: Signer,
  clock: Clock,
  user: { id: string; totp_secret: string | null; recovery_codes: string; totp_last_step: number },
  code: string,
): Promise<boolean> {
  const step = user.totp_secret ? totpStep(user.totp_secret, code.trim(), clock.now()) : null;
  if (step !== null) {
    // Each step's code works once: a code seen (or overheard) after use is refused.
    const res = await db
      .updateTable('users')
      .set({ totp_last_step: step })
      .where('id', '=', user.id)
      .where('totp_last_step', '<', step)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }
  const hashed = signer.sign('recovery', user.id, normaliseRecoveryCode(code));
  const remaining = JSON.parse(user.recovery_codes) as string[];
  if (!remaining.includes(hashed)) return false;
  const res = await db
    .updateTable('users')
    .set({ recovery_codes: JSON.stringify(remaining.filter((h) => h !== hashed)) })
    .where('id', '=', user.id)
    .where('recovery_codes', '=', user.recovery_codes)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
