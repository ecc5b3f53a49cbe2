// Operator accounts and their sessions, apart from customers': an operator token is never a
// customer token, and the other way round. Accounts are created from the command line
// (`npm run operator:create`); administrators get an authenticator secret at creation and must
// give a code at every login.
import { DECOY_HASH, hashPassword, verifyPassword } from '../auth/passwords';
import { hashToken } from '../auth/sessions';
import { newTotpSecret, totpEnrolment, totpStep } from '../auth/totp';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db';
import { Refusal } from '../core/errors';
import type { Ids } from '../core/ids';
import { MINUTE, type RateLimiter } from '../core/rateLimit';
import { adminMessages } from './messages';
import { needsTotp, OPERATOR_SESSION } from './rules';
import type { OperatorRole } from './tables';

const LOGIN_TRIES = { windowMs: 15 * MINUTE, max: 5 };

export type Operator = { id: string; email: string; name: string; role: OperatorRole };

export function makeOperators(db: Db, ids: Ids, clock: Clock, limiter: RateLimiter) {
  return {
    /** Creates an operator; for an administrator (or on request) also the authenticator enrolment to hand over. */
    async create(input: { email: string; name: string; role: OperatorRole; password: string; totp?: boolean }) {
      const email = input.email.trim().toLowerCase();
      if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new Error('operator e-mail is not an address');
      if (input.password.length < 12) throw new Error('operator passwords have at least 12 characters');
      const secret = needsTotp(input.role) || input.totp ? newTotpSecret() : null;
      const id = ids.id();
      await db
        .insertInto('operator')
        .values({
          id,
          email,
          name: input.name.trim() || email,
          role: input.role,
          password_hash: await hashPassword(input.password),
          totp_secret: secret,
          totp_last_step: 0,
          disabled: 0,
          created_at: clock.now(),
        })
        .execute();
      return { id, totp: secret ? await totpEnrolment(secret, `operator:${email}`) : null };
    },

    async login(input: { email: string; password: string; totpCode: string; ip: string }) {
      const email = input.email.trim().toLowerCase();
      const key = `operator-login:${email}`;
      // Counted before the password is verified (parallel guesses cannot all pass); cleared on success.
      const state = await limiter.hit(key, LOGIN_TRIES);
      if (!state.allowed) {
        throw new Refusal(adminMessages.loginLocked, { minutes: Math.ceil(state.retryAfterMs / MINUTE) });
      }
      const op = await db.selectFrom('operator').selectAll().where('email', '=', email).executeTakeFirst();
      // The same work whether or not the account exists, so timing does not tell.
      const passwordOk = await verifyPassword(op?.password_hash ?? DECOY_HASH, input.password);
      const now = clock.now();
      const step = op?.totp_secret ? totpStep(op.totp_secret, input.totpCode.trim(), now) : null;
      const secondFactorOk =
        op && (op.totp_secret ? step !== null && step > Number(op.totp_last_step) : !needsTotp(op.role));
      if (!op || op.disabled || !passwordOk || !secondFactorOk) throw new Refusal(adminMessages.loginFailed);
      if (step !== null)
        await db.updateTable('operator').set({ totp_last_step: step }).where('id', '=', op.id).execute();
      await limiter.clear(key);
      const token = ids.secret(32);
      await db
        .insertInto('operator_session')
        .values({
          id: ids.id(),
          token_hash: hashToken(token),
          operator_id: op.id,
          ip: input.ip,
          created_at: now,
          idle_expires_at: now + OPERATOR_SESSION.idleMs,
          absolute_expires_at: now + OPERATOR_SESSION.absoluteMs,
          revoked_at: null,
        })
        .execute();
      const operator: Operator = { id: op.id, email: op.email, name: op.name, role: op.role };
      return { token, operator };
    },

    /** The operator a token belongs to, while the session lives; each use extends its idle time. */
    async resolve(token: string): Promise<Operator | null> {
      if (!token) return null;
      const now = clock.now();
      const row = await db
        .selectFrom('operator_session as s')
        .innerJoin('operator as o', 'o.id', 's.operator_id')
        .select(['s.id as session_id', 'o.id', 'o.email', 'o.name', 'o.role', 'o.disabled'])
        .where('s.token_hash', '=', hashToken(token))
        .where('s.revoked_at', 'is', null)
        .where('s.idle_expires_at', '>', now)
        .where('s.absolute_expires_at', '>', now)
        .executeTakeFirst();
      if (!row || row.disabled) return null;
      await db
        .updateTable('operator_session')
        .set({ idle_expires_at: now + OPERATOR_SESSION.idleMs })
        .where('id', '=', row.session_id)
        .execute();
      return { id: row.id, email: row.email, name: row.name, role: row.role };
    },

    async logout(token: string) {
      await db
        .updateTable('operator_session')
        .set({ revoked_at: clock.now() })
        .where('token_hash', '=', hashToken(token))
        .execute();
    },
  };
}

export type Operators = ReturnType<typeof makeOperators>;
