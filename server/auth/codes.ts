// Verification codes (spec §5: exactly 6 digits): sent to an e-mail address or phone, stored only
// as an HMAC, valid for 10 minutes, single use, 5 wrong tries at most; sending is rate-limited per
// destination and per IP. A new code for the same destination and scene replaces the old one.
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Ids } from '../core/ids';
import { DAY, HOUR, MINUTE, type RateLimiter } from '../core/rateLimit';
import type { Signer } from '../core/secret';
import { authMessages } from './messages';

export type Scene = 'register' | 'forget' | 'bind' | 'security';

export const CODE_TTL_MINUTES = 10;
const MAX_ATTEMPTS = 5;

export const codeLimits = {
  perDestinationMinute: { windowMs: MINUTE, max: 1 },
  perDestinationDay: { windowMs: DAY, max: 10 },
  perIpHour: { windowMs: HOUR, max: 30 },
};

export function makeCodes(db: Db, ids: Ids, clock: Clock, signer: Signer, limiter: RateLimiter) {
  const hashOf = (destination: string, scene: Scene, code: string) => signer.sign('code', destination, scene, code);

  return {
    /** Checks the sending limits and stores a new code; the caller delivers it. */
    async issue(destination: string, scene: Scene, ip: string): Promise<string> {
      const minute = await limiter.hit(`code:dest:${destination}`, codeLimits.perDestinationMinute);
      if (!minute.allowed) {
        throw new Refusal(authMessages.codeTooSoon, { seconds: Math.ceil(minute.retryAfterMs / 1000) });
      }
      const day = await limiter.hit(`code:dest-day:${destination}`, codeLimits.perDestinationDay);
      const perIp = await limiter.hit(`code:ip:${ip}`, codeLimits.perIpHour);
      if (!day.allowed || !perIp.allowed) throw new Refusal(authMessages.codeLimit);

      const code = ids.pick('0123456789', 6);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('verification_code')
          .set({ consumed_at: now })
          .where('destination', '=', destination)
          .where('scene', '=', scene)
          .where('consumed_at', 'is', null)
          .execute();
        await trx
          .insertInto('verification_code')
          .values({
            id: ids.id(),
            destination,
            scene,
            code_hash: hashOf(destination, scene, code),
            attempts: 0,
            created_at: now,
            expires_at: now + CODE_TTL_MINUTES * MINUTE,
            consumed_at: null,
          })
          .execute();
      });
      return code;
    },

    /**
     * Checks a code for one of `destinations`; a wrong code counts a try. With `consume`, a right
     * code is used up. Refuses with "wrong or expired" or "too many tries".
     */
    async verify(
      destinations: string[],
      scene: Scene,
      code: string,
      { consume }: { consume: boolean },
    ): Promise<string> {
      const now = clock.now();
      const live = await db
        .selectFrom('verification_code')
        .selectAll()
        .where('destination', 'in', destinations.length ? destinations : [''])
        .where('scene', '=', scene)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .execute();
      if (live.length === 0) throw new Refusal(authMessages.codeInvalid);
      for (const row of live) {
        if (row.attempts >= MAX_ATTEMPTS) continue;
        if (signer.verify(row.code_hash, 'code', row.destination, scene, code)) {
          if (consume) {
            const used = await db
              .updateTable('verification_code')
              .set({ consumed_at: now })
              .where('id', '=', row.id)
              .where('consumed_at', 'is', null)
              .executeTakeFirst();
            // Two requests raced with the same code: only one may use it.
            if (Number(used.numUpdatedRows) !== 1) throw new Refusal(authMessages.codeInvalid);
          }
          return row.destination;
        }
      }
      for (const row of live) {
        await db
          .updateTable('verification_code')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', row.id)
          .execute();
      }
      if (live.every((row) => row.attempts + 1 >= MAX_ATTEMPTS)) throw new Refusal(authMessages.codeTooManyAttempts);
      throw new Refusal(authMessages.codeInvalid);
    },
  };
}

export type Codes = ReturnType<typeof makeCodes>;

/** How a phone number is addressed: "+<area code><number>". */
export const phoneDestination = (areaCode: string, mobile: string) => `+${areaCode}${mobile}`;

/** E-mail addresses compare without case. */
export const emailDestination = (email: string) => email.trim().toLowerCase();
