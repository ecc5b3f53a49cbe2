// Security settings of a signed-in user (spec §2 security): login password, pay password, bound
// phone and e-mail, anti-phishing code and the optional authenticator (TOTP) second factor.
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
import type { Signer } from '../core/secret';
import type { Notifier } from '../user/notifier';
import { secondFactorValid } from './accounts';
import { type Codes, emailDestination, phoneDestination } from './codes';
import { authMessages } from './messages';
import { hashPassword, verifyPassword } from './passwords';
import type { Sessions } from './sessions';
import { newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, totpEnrolment } from './totp';

type Deps = { db: Db; ids: Ids; clock: Clock; codes: Codes; sessions: Sessions; signer: Signer; notifier: Notifier };

export function makeSecurity({ db, ids, clock, codes, sessions, signer, notifier }: Deps) {
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

  return {
    /** Changes the login password and signs out every device, this one included. */
    async updatePassword(userId: string, input: { password: string; rePassword: string; code: string }) {
      ensure(checkPassword(input.password), checkPasswordPair(input.password, input.rePassword));
      const user = await userById(userId);
      await checkSecurityCode(user, input.code);
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(input.password), updated_at: clock.now() })
        .where('id', '=', userId)
        .execute();
      await sessions.revokeAll(userId);
      await notifier.notify(userId, 'password_changed');
    },

    async setPayPassword(userId: string, input: { password: string; rePassword: string; code: string }) {
      ensure(checkPayPassword(input.password), checkPasswordPair(input.password, input.rePassword));
      const user = await userById(userId);
      await checkSecurityCode(user, input.code);
      await db
        .updateTable('users')
        .set({ pay_password_hash: await hashPassword(input.password), updated_at: clock.now() })
        .where('id', '=', userId)
        .execute();
    },

    /** For withdrawals and trades that ask for it: true when the pay password is right. */
    async payPasswordValid(userId: string, password: string): Promise<boolean> {
      const user = await userById(userId);
      return user.pay_password_hash !== null && verifyPassword(user.pay_password_hash, password);
    },

    async bindMobile(userId: string, input: { areaCode: string; mobile: string; code: string }) {
      ensure(checkMobile(input.mobile, input.areaCode), checkRequired(input.code, 'code'), checkCode(input.code));
      await codes.verify([phoneDestination(input.areaCode, input.mobile)], 'bind', input.code, { consume: true });
      try {
        await db
          .updateTable('users')
          .set({ area_code: input.areaCode, mobile: input.mobile, updated_at: clock.now() })
          .where('id', '=', userId)
          .execute();
      } catch {
        throw new Refusal(authMessages.mobileInUse);
      }
    },

    async bindEmail(userId: string, input: { email: string; code: string }) {
      const email = emailDestination(input.email);
      ensure(checkEmail(email), checkRequired(input.code, 'code'), checkCode(input.code));
      await codes.verify([email], 'bind', input.code, { consume: true });
      try {
        await db.updateTable('users').set({ email, updated_at: clock.now() }).where('id', '=', userId).execute();
      } catch {
        throw new Refusal(authMessages.emailInUse);
      }
    },

    async setAntiPhishingCode(userId: string, code: string) {
      ensure(checkAntiPhishingCode(code));
      await db
        .updateTable('users')
        .set({ anti_phishing_code: code, updated_at: clock.now() })
        .where('id', '=', userId)
        .execute();
    },

    /** Starts authenticator enrolment: a new secret, shown as text and as a QR code to scan. */
    async totpSetup(userId: string) {
      const user = await userById(userId);
      if (user.totp_enabled) throw new Refusal(authMessages.totpAlreadyOn);
      const secret = newTotpSecret();
      await db
        .updateTable('users')
        .set({ totp_secret: secret, updated_at: clock.now() })
        .where('id', '=', userId)
        .execute();
      return totpEnrolment(secret, user.email ?? phoneDestination(user.area_code ?? '', user.mobile ?? ''));
    },

    /** Turns the second factor on once the app shows a right code; returns the recovery codes, once. */
    async totpEnable(userId: string, code: string) {
      const user = await userById(userId);
      if (user.totp_enabled) throw new Refusal(authMessages.totpAlreadyOn);
      if (!user.totp_secret) throw new Refusal(authMessages.totpNotSetUp);
      if (!(await secondFactorValid(db, signer, clock, { ...user, recovery_codes: '[]' }, code))) {
        throw new Refusal(authMessages.totpInvalid);
      }
      const recovery = newRecoveryCodes(ids.pick);
      const hashed = recovery.map((c) => signer.sign('recovery', userId, normaliseRecoveryCode(c)));
      await db
        .updateTable('users')
        .set({ totp_enabled: 1, recovery_codes: JSON.stringify(hashed), updated_at: clock.now() })
        .where('id', '=', userId)
        .execute();
      return { recovery_codes: recovery };
    },

    async totpDisable(userId: string, code: string) {
      const user = await userById(userId);
      if (!user.totp_enabled) throw new Refusal(authMessages.totpOff);
      if (!(await secondFactorValid(db, signer, clock, user, code))) throw new Refusal(authMessages.totpInvalid);
      await db
        .updateTable('users')
        .set({ totp_enabled: 0, totp_secret: null, totp_last_step: 0, recovery_codes: '[]', updated_at: clock.now() })
        .where('id', '=', userId)
        .execute();
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
