// What money leaving an account needs beyond a session (ADR 16, ADR 22): a withdrawal, and every
// payment to another user at a price that user chose (an NFT listed by a user, and the peer-to-peer
// payments to come: OTC release, gifts, profit shares). A stolen session alone must not move value
// out: the owner's pay password (tries counted atomically, a right one never counted as a failure:
// core/rateLimit.ts `attempt`), the authenticator code when it is on, and no hold or freeze after a
// security change. Buying from the house's own listings needs none of it.
import type { Safeguards } from '../auth/safeguards';
import type { Security } from '../auth/security';
import { Refusal } from '../core/errors';
import { messages } from '../core/messages';
import { MINUTE, type RateLimiter } from '../core/rateLimit';
import type { Users } from '../user/service';
import { walletMessages } from './messages';

/** Wrong pay passwords allowed per quarter of an hour before payments are locked for the rest of it. */
const PAY_PASSWORD_TRIES = { windowMs: 15 * MINUTE, max: 5 };

type Deps = { security: Security; safeguards: Safeguards; users: Users; limiter: RateLimiter };

export type PaymentProof = { payPassword: string; totpCode: string | undefined };

export function makePaymentCheck({ security, safeguards, users, limiter }: Deps) {
  async function checkPayPassword(userId: string, password: string) {
    const tried = await limiter.attempt(`pay-password:${userId}`, PAY_PASSWORD_TRIES, () =>
      security.payPasswordValid(userId, password),
    );
    if (tried.outcome === 'locked') {
      throw new Refusal(
        walletMessages.payPasswordLocked,
        { minutes: Math.ceil(tried.retryAfterMs / MINUTE) },
        'error',
        tried.until,
      );
    }
    if (tried.outcome === 'busy') throw new Refusal(messages.tooManyRequests);
    if (tried.outcome === 'wrong') throw new Refusal(walletMessages.payPasswordWrong);
  }

  return {
    /** The checks that need no proof (cheap, first): a pay password is set, and no hold or freeze. */
    async allowed(userId: string) {
      if (!(await users.info(userId)).has_pay_password) throw new Refusal(walletMessages.payPasswordNotSet);
      await safeguards.refuseHeldWithdrawal(userId);
    },

    /** The owner's proof: the pay password, then the authenticator code when it is on. */
    async proved(userId: string, proof: PaymentProof) {
      // Not sent (a screen that did not know to ask): asked for, never counted as a wrong try.
      if (!proof.payPassword) throw new Refusal(walletMessages.payPasswordNeeded);
      await checkPayPassword(userId, proof.payPassword);
      await security.requireSecondFactor(userId, proof.totpCode);
    },
  };
}

export type PaymentCheck = ReturnType<typeof makePaymentCheck>;
