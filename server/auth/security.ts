// Security settings of a signed-in user (spec §2 security): login password, pay password, bound
// phone and e-mail, anti-phishing code and the optional authenticator (TOTP) second factor. Every
// change goes through the safeguards (ADR 16): the session proves its owner again first (verify),
// and the change is recorded, told to the old contacts and (but for the anti-phishing code) held.
import {
  checkAntiPhishingCode,
  checkCode,
  checkEmail,
  checkMobile,
  checkPassword,
  checkPasswordPair,
  checkPayPassword,
  checkRequired,
} from '../../contract/validators';
import { ensure } from '../core/check';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Ids } from '../core/ids';
import { MINUTE, type RateLimiter } from '../core/rateLimit';
import type { Signer } from '../core/secret';
import { loginLimits, secondFactorValid } from './accounts';
import { type Codes, emailDestination, phoneDestination } from './codes';
import { authMessages } from './messages';
import { hashPassword, verifyPassword } from './passwords';
import type { Actor, Safeguards } from './safeguards';
import type { Sessions } from './sessions';
import { newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, totpEnrolment } from './totp';

type Deps = {
  db: Db;
  ids: Ids;
  clock: Clock;
  codes: Codes;
  sessions: Sessions;
  signer: Signer;
  limiter: RateLimiter;
  safeguards: Safeguards;
};

type User = {
  id: string;
  email: string | null;
  area_code: string | null;
  mobile: string | null;
  password_hash: string;
  totp_enabled: number;
  totp_secret: string | null;
  recovery_codes: string;
  totp_last_step: number;
};

export function makeSecurity({ db, ids, clock, codes, sessions, signer, limiter, safeguards }: Deps) {
  const userById = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** The destinations a security code may have gone to: the user's own phone and e-mail. */
  function ownDestinations(user: { email: string | null; area_code: string | null; mobile: string | null }) {
    const out: string[] = [];
    if (user.email) out.push(user.email);
    if (user.mobile && user.area_code) out.push(phoneDestination(user.area_code, user.mobile));
    return out;
  }

  async function checkSecurityCode(user: Parameters<typeof ownDestinations>[0], code: string) {
    ensure(checkRequired(code, 'code'), checkCode(code));
    await codes.verify(ownDestinations(user), 'security', code, { consume: true });
  }

  /**
   * The login password and, when it is on, the authenticator. Each try is counted before it is
   * judged (parallel guesses cannot pass an uncounted check), like a login's, and forgiven when right.
   */
  async function checkPasswordAndTotp(user: User, password: string, totpCode: string) {
    const key = `reauth:${user.id}`;
    const state = await limiter.hit(key, loginLimits.perAccount);
    if (!state.allowed) {
      throw new Refusal(
        authMessages.tooManyLogins,
        { minutes: Math.max(1, Math.ceil(state.retryAfterMs / MINUTE)) },
        'error',
        state.until,
      );
    }
    if (!password || !(await verifyPassword(user.password_hash, password))) {
      throw new Refusal(authMessages.verifyPasswordWrong);
    }
    if (user.totp_enabled) {
      if (!totpCode) throw new Refusal(authMessages.totpRequired);
      if (!(await secondFactorValid(db, signer, clock, user, totpCode))) throw new Refusal(authMessages.totpInvalid);
    }
    await limiter.clear(key);
  }

  /** A code of scene bind sent to the new contact; a taken one is refused (the unique index decides). */
  async function bindContact(
    actor: Actor,
    kind: 'email' | 'mobile',
    destination: string,
    code: string,
    set: { email: string } | { area_code: string; mobile: string },
  ) {
    await codes.verify([destination], 'bind', code, { consume: true });
    const before = await userById(actor.userId);
    // Replacing a contact starts the hold; adding the first phone (or e-mail) does not, as the
    // first pay password does not: a new user binds a phone to verify their identity.
    const replacing = kind === 'email' ? before.email !== null : before.mobile !== null;
    await safeguards.change(
      actor,
      kind,
      async (trx) => {
        try {
          await trx
            .updateTable('users')
            .set({ ...set, updated_at: clock.now() })
            .where('id', '=', actor.userId)
            .execute();
        } catch {
          throw new Refusal(kind === 'email' ? authMessages.emailInUse : authMessages.mobileInUse);
        }
      },
      { hold: replacing },
    );
  }

  return {
    /**
     * Proves the owner again — login password, a security code sent to their own contact, and the
     * authenticator when on — so this session may make one security change in the next minutes.
     */
    async verify(actor: Actor, input: { password: string; code: string; totpCode: string }) {
      if (!actor.sessionId) throw new Refusal(authMessages.verifyFirst);
      ensure(checkRequired(input.code, 'code'), checkCode(input.code));
      const user = await userById(actor.userId);
      if (user.security_frozen_at !== null) throw new Refusal(authMessages.securityFrozen);
      // The code first (its tries are counted): without the code that went to the owner, a stolen
      // session cannot even start guessing the password.
      await codes.verify(ownDestinations(user), 'security', input.code, { consume: false });
      await checkPasswordAndTotp(user, input.password, input.totpCode);
      await checkSecurityCode(user, input.code);
      return { verified_until: await safeguards.markVerified(actor.sessionId) };
    },

    /** Changes the login password and signs out every device, this one included. */
    async updatePassword(actor: Actor, input: { password: string; rePassword: string }) {
      ensure(checkPassword(input.password), checkPasswordPair(input.password, input.rePassword));
      const hash = await hashPassword(input.password);
      await safeguards.change(actor, 'password', async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: hash, updated_at: clock.now() })
          .where('id', '=', actor.userId)
          .execute();
      });
      await sessions.revokeAll(actor.userId);
    },

    /** Sets the pay password; changing one already set starts the withdrawal hold, setting the first does not. */
    async setPayPassword(actor: Actor, input: { password: string; rePassword: string }) {
      ensure(checkPayPassword(input.password), checkPasswordPair(input.password, input.rePassword));
      const hadOne = (await userById(actor.userId)).pay_password_hash !== null;
      const hash = await hashPassword(input.password);
      await safeguards.change(
        actor,
        'pay_password',
        async (trx) => {
          await trx
            .updateTable('users')
            .set({ pay_password_hash: hash, updated_at: clock.now() })
            .where('id', '=', actor.userId)
            .execute();
        },
        { hold: hadOne },
      );
    },

    /** For withdrawals and trades that ask for it: true when the pay password is right. */
    async payPasswordValid(userId: string, password: string): Promise<boolean> {
      const user = await userById(userId);
      return user.pay_password_hash !== null && verifyPassword(user.pay_password_hash, password);
    },

    async bindMobile(actor: Actor, input: { areaCode: string; mobile: string; code: string }) {
      ensure(checkMobile(input.mobile, input.areaCode), checkRequired(input.code, 'code'), checkCode(input.code));
      await bindContact(actor, 'mobile', phoneDestination(input.areaCode, input.mobile), input.code, {
        area_code: input.areaCode,
        mobile: input.mobile,
      });
    },

    async bindEmail(actor: Actor, input: { email: string; code: string }) {
      const email = emailDestination(input.email);
      ensure(checkEmail(email), checkRequired(input.code, 'code'), checkCode(input.code));
      await bindContact(actor, 'email', email, input.code, { email });
    },

    /** Removes the e-mail address or the phone; the account keeps at least one contact. */
    async unbind(actor: Actor, type: 'email' | 'mobile') {
      const user = await userById(actor.userId);
      const other = type === 'email' ? user.mobile : user.email;
      if (!other) throw new Refusal(authMessages.lastContact);
      await safeguards.change(actor, type === 'email' ? 'email_removed' : 'mobile_removed', async (trx) => {
        await trx
          .updateTable('users')
          .set(type === 'email' ? { email: null } : { area_code: null, mobile: null })
          .set({ updated_at: clock.now() })
          .where('id', '=', actor.userId)
          .execute();
      });
    },

    /**
     * Sets the code every e-mail carries. A session alone must not choose what makes a phishing
     * e-mail look genuine (issue 32): it proves its owner first like every change; no hold follows,
     * since the code moves no money.
     */
    async setAntiPhishingCode(actor: Actor, code: string) {
      ensure(checkAntiPhishingCode(code));
      await safeguards.change(
        actor,
        'anti_phishing',
        async (trx) => {
          await trx
            .updateTable('users')
            .set({ anti_phishing_code: code, updated_at: clock.now() })
            .where('id', '=', actor.userId)
            .execute();
        },
        { hold: false },
      );
    },

    /** Starts authenticator enrolment: a new secret, shown as text and as a QR code to scan. */
    async totpSetup(actor: Actor & { sessionId: string }) {
      const user = await userById(actor.userId);
      if (user.totp_enabled) throw new Refusal(authMessages.totpAlreadyOn);
      await safeguards.requireVerified(actor.userId, actor.sessionId);
      const secret = newTotpSecret();
      await db
        .updateTable('users')
        .set({ totp_secret: secret, updated_at: clock.now() })
        .where('id', '=', actor.userId)
        .execute();
      return totpEnrolment(secret, user.email ?? phoneDestination(user.area_code ?? '', user.mobile ?? ''));
    },

    /** Turns the second factor on once the app shows a right code; returns the recovery codes, once. */
    async totpEnable(actor: Actor, code: string) {
      const user = await userById(actor.userId);
      if (user.totp_enabled) throw new Refusal(authMessages.totpAlreadyOn);
      if (!user.totp_secret) throw new Refusal(authMessages.totpNotSetUp);
      if (!(await secondFactorValid(db, signer, clock, { ...user, recovery_codes: '[]' }, code))) {
        throw new Refusal(authMessages.totpInvalid);
      }
      const recovery = newRecoveryCodes(ids.pick);
      const hashed = recovery.map((c) => signer.sign('recovery', actor.userId, normaliseRecoveryCode(c)));
      await safeguards.change(actor, 'totp_on', async (trx) => {
        await trx
          .updateTable('users')
          .set({ totp_enabled: 1, recovery_codes: JSON.stringify(hashed), updated_at: clock.now() })
          .where('id', '=', actor.userId)
          .execute();
      });
      return { recovery_codes: recovery };
    },

    /** Turns the second factor off: the proof of identity just given included its code. */
    async totpDisable(actor: Actor) {
      const user = await userById(actor.userId);
      if (!user.totp_enabled) throw new Refusal(authMessages.totpOff);
      await safeguards.change(actor, 'totp_off', async (trx) => {
        await trx
          .updateTable('users')
          .set({ totp_enabled: 0, totp_secret: null, totp_last_step: 0, recovery_codes: '[]', updated_at: clock.now() })
          .where('id', '=', actor.userId)
          .execute();
      });
    },

    /**
     * The owner lifts a freeze with every factor: the login password, the authenticator when on,
     * and a security code sent to each contact the account has.
     */
    async unfreeze(actor: Actor, input: { password: string; totpCode: string; emailCode: string; smsCode: string }) {
      const user = await userById(actor.userId);
      if (user.security_frozen_at === null) throw new Refusal(authMessages.notFrozen);
      const wanted: [string, string][] = [];
      if (user.email) wanted.push([user.email, input.emailCode]);
      if (user.mobile && user.area_code) wanted.push([phoneDestination(user.area_code, user.mobile), input.smsCode]);
      if (wanted.some(([, code]) => !code)) throw new Refusal(authMessages.codesForEveryContact);
      ensure(...wanted.map(([, code]) => checkCode(code)));
      for (const [destination, code] of wanted) await codes.verify([destination], 'security', code, { consume: false });
      await checkPasswordAndTotp(user, input.password, input.totpCode);
      for (const [destination, code] of wanted) await codes.verify([destination], 'security', code, { consume: true });
      await safeguards.lift(actor.userId, actor.client);
    },

    /** Uses up a security code sent to the user's own phone or e-mail (e.g. to confirm a submission). */
    async checkOwnCode(userId: string, code: string) {
      await checkSecurityCode(await userById(userId), code);
    },

    /** For withdrawals: when the second factor is on, the code must be right. */
    async requireSecondFactor(userId: string, code: string | undefined) {
      const user = await userById(userId);
      if (!user.totp_enabled) return;
      if (!code) throw new Refusal(authMessages.totpRequired);
      if (!(await secondFactorValid(db, signer, clock, user, code))) throw new Refusal(authMessages.totpInvalid);
    },
  };
}

export type Security = ReturnType<typeof makeSecurity>;
