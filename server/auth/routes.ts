// Auth and security calls (spec §7 Auth), plus what the security screens need beyond the spec.
import type { FastifyInstance } from 'fastify';
import {
  antiPhishingRequest,
  bindEmailRequest,
  bindMobileRequest,
  checkEmailRequest,
  forgetRequest,
  freezeRequest,
  loginRequest,
  loginTotpRequest,
  payPasswordRequest,
  registerRequest,
  revokeSessionRequest,
  smsMailRequest,
  smsSendRequest,
  stayRequest,
  totpCodeRequest,
  unbindRequest,
  unfreezeRequest,
  updatePasswordRequest,
  verifyRequest,
} from '../../contract/auth';
import { pageRequest } from '../../contract/user';
import { Refusal } from '../core/errors';
import type { Translate } from '../core/i18n';
import { clientOf, parseFields, sessionOf } from '../core/protocol';
import { type Accounts, type Identity, identify } from './accounts';
import { authMessages } from './messages';
import type { Actor, Safeguards } from './safeguards';
import type { Security } from './security';
import type { Sessions } from './sessions';

type Deps = {
  accounts: Accounts;
  security: Security;
  safeguards: Safeguards;
  sessions: Sessions;
  translate: Translate;
};

export async function authRoutes(app: FastifyInstance, { accounts, security, safeguards, sessions, translate }: Deps) {
  const guarded = { config: { guard: 'session' as const } };
  const actorOf = (req: Parameters<typeof sessionOf>[0]) => {
    const s = sessionOf(req);
    return { userId: s.userId, sessionId: s.id, client: clientOf(req) } satisfies Actor;
  };

  app.post('/sms_mail', async (req) => {
    const f = parseFields(req, smsMailRequest);
    if (f.type === 'security') {
      const { userId } = await requireSession(req);
      await accounts.sendSecurityCode(userId, 'email', req.lang, req.ip);
    } else {
      if (f.type === 'bind') await requireVerified(req);
      await accounts.sendCode({ kind: 'email', email: f.user_string.toLowerCase() }, f.type, req.lang, req.ip);
    }
    return translate(req.lang, authMessages.codeSent);
  });

  app.post('/sms_send', async (req) => {
    const f = parseFields(req, smsSendRequest);
    if (f.type === 'security') {
      const { userId } = await requireSession(req);
      await accounts.sendSecurityCode(userId, 'sms', req.lang, req.ip);
    } else {
      if (f.type === 'bind') await requireVerified(req);
      await accounts.sendCode({ kind: 'mobile', areaCode: f.area_code, mobile: f.mobile }, f.type, req.lang, req.ip);
    }
    return translate(req.lang, authMessages.codeSent);
  });

  app.post('/user/check_email', async (req) => {
    const f = parseFields(req, checkEmailRequest);
    await accounts.checkCode(identify(f.user_string, f.country_code), f.scene, f.email_code);
    return null;
  });

  app.post('/user/register', async (req) => {
    const f = parseFields(req, registerRequest);
    const id: Identity =
      f.type === 'mobile'
        ? { kind: 'mobile', areaCode: f.area_code, mobile: f.user_string }
        : { kind: 'email', email: f.user_string.toLowerCase() };
    return accounts.register(
      {
        id,
        code: f.code,
        password: f.password,
        rePassword: f.re_password,
        inviteCode: f.extension_code,
        lang: req.lang,
      },
      clientOf(req),
    );
  });

  app.post('/user/login', async (req) => {
    const f = parseFields(req, loginRequest);
    return accounts.login(
      { id: identify(f.user_string, f.area_code), password: f.password, stay: f.stay },
      clientOf(req),
    );
  });

  app.post('/user/login/totp', async (req) => {
    const f = parseFields(req, loginTotpRequest);
    return accounts.loginTotp({ ticket: f.ticket, code: f.totp_code }, clientOf(req));
  });

  app.get('/user/logout', guarded, async (req) => {
    const s = sessionOf(req);
    await sessions.revoke(s.userId, s.id);
    return translate(req.lang, authMessages.loggedOut);
  });

  app.post('/user/forget', async (req) => {
    const f = parseFields(req, forgetRequest);
    await accounts.forget(
      {
        id: identify(f.account, f.area_code),
        password: f.password,
        rePassword: f.repassword,
        code: f.code,
      },
      clientOf(req),
    );
    return translate(req.lang, authMessages.passwordReset);
  });

  app.post('/safe/verify', guarded, async (req) => {
    const f = parseFields(req, verifyRequest);
    return security.verify(actorOf(req), { password: f.password, code: f.code, totpCode: f.totp_code });
  });

  app.get('/safe/state', guarded, async (req) => safeguards.state(sessionOf(req).userId));

  app.post('/safe/update_password', guarded, async (req) => {
    const f = parseFields(req, updatePasswordRequest);
    await security.updatePassword(actorOf(req), { password: f.password, rePassword: f.re_password });
    return translate(req.lang, authMessages.passwordChanged);
  });

  app.post('/safe/mobile', guarded, async (req) => {
    const f = parseFields(req, bindMobileRequest);
    await security.bindMobile(actorOf(req), { areaCode: f.area_code, mobile: f.mobile, code: f.code });
    return translate(req.lang, authMessages.saved);
  });

  app.post('/safe/email', guarded, async (req) => {
    await security.bindEmail(actorOf(req), parseFields(req, bindEmailRequest));
    return translate(req.lang, authMessages.saved);
  });

  app.post('/safe/unbind', guarded, async (req) => {
    await security.unbind(actorOf(req), parseFields(req, unbindRequest).type);
    return translate(req.lang, authMessages.saved);
  });

  app.post('/safe/pay_password', guarded, async (req) => {
    const f = parseFields(req, payPasswordRequest);
    await security.setPayPassword(actorOf(req), { password: f.password, rePassword: f.re_password });
    return translate(req.lang, authMessages.saved);
  });

  app.post('/safe/anti_phishing', guarded, async (req) => {
    const f = parseFields(req, antiPhishingRequest);
    await security.setAntiPhishingCode(actorOf(req), f.anti_phishing_code);
    return translate(req.lang, authMessages.saved);
  });

  app.post('/safe/totp/setup', guarded, async (req) => security.totpSetup(actorOf(req)));

  app.post('/safe/totp/enable', guarded, async (req) =>
    security.totpEnable(actorOf(req), parseFields(req, totpCodeRequest).totp_code),
  );

  app.post('/safe/totp/disable', guarded, async (req) => {
    await security.totpDisable(actorOf(req));
    return translate(req.lang, authMessages.totpOff);
  });

  app.post('/safe/freeze', async (req) => {
    await safeguards.freeze(parseFields(req, freezeRequest).token, clientOf(req));
    return translate(req.lang, authMessages.frozen);
  });

  app.post('/safe/unfreeze', guarded, async (req) => {
    const f = parseFields(req, unfreezeRequest);
    await security.unfreeze(actorOf(req), {
      password: f.password,
      totpCode: f.totp_code,
      emailCode: f.email_code,
      smsCode: f.sms_code,
    });
    return translate(req.lang, authMessages.unfrozen);
  });

  app.get('/user/security_log', guarded, async (req) => {
    const { page, limit } = parseFields(req, pageRequest);
    return safeguards.history(sessionOf(req).userId, page, limit);
  });

  app.get('/user/sessions', guarded, async (req) => {
    const s = sessionOf(req);
    return sessions.list(s.userId, s.id);
  });

  app.post('/user/sessions/revoke', guarded, async (req) => {
    const { id } = parseFields(req, revokeSessionRequest);
    if (!(await sessions.revoke(sessionOf(req).userId, id))) throw new Refusal(authMessages.sessionUnknown);
    return null;
  });

  app.post('/user/sessions/stay', guarded, async (req) => {
    await sessions.setStay(sessionOf(req).id, parseFields(req, stayRequest).stay);
    return translate(req.lang, authMessages.saved);
  });

  /** For calls that need a session only for some of their scenes. */
  async function requireSession(req: Parameters<typeof sessionOf>[0]) {
    if (!req.session && req.token) req.session = await sessions.resolve(req.token);
    return sessionOf(req);
  }

  /** A code to a new contact only for a session that proved its owner again (ADR 16). */
  async function requireVerified(req: Parameters<typeof sessionOf>[0]) {
    const s = await requireSession(req);
    await safeguards.requireVerified(s.userId, s.id);
  }
}
