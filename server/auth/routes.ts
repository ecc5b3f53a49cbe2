// Auth and security calls (spec §7 Auth), plus what the security screens need beyond the spec.
import type { FastifyInstance } from 'fastify';
import {
  antiPhishingRequest,
  bindEmailRequest,
  bindMobileRequest,
  checkEmailRequest,
  forgetRequest,
  loginRequest,
  loginTotpRequest,
  payPasswordRequest,
  registerRequest,
  revokeSessionRequest,
  smsMailRequest,
  smsSendRequest,
  stayRequest,
  totpCodeRequest,
  updatePasswordRequest,
} from '../../contract/auth';
import { Refusal } from '../core/errors';
import type { Translate } from '../core/i18n';
import { clientOf, parseFields, sessionOf } from '../core/protocol';
import { type Accounts, type Identity, identify } from './accounts';
import { authMessages } from './messages';
import type { Security } from './security';
import type { Sessions } from './sessions';

type Deps = { accounts: Accounts; security: Security; sessions: Sessions; translate: Translate };

export async function authRoutes(app: FastifyInstance, { accounts, security, sessions, translate }: Deps) {
  const guarded = { config: { guard: 'session' as const } };

  app.post('/sms_mail', async (req) => {
    const f = parseFields(req, smsMailRequest);
    if (f.type === 'security') {
      const { userId } = await requireSession(req);
      await accounts.sendSecurityCode(userId, 'email', req.lang, req.ip);
    } else {
      if (f.type === 'bind') await requireSession(req);
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
      if (f.type === 'bind') await requireSession(req);
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
    await accounts.forget({
      id: identify(f.account, f.area_code),
      password: f.password,
      rePassword: f.repassword,
      code: f.code,
    });
    return translate(req.lang, authMessages.passwordReset);
  });

  app.post('/safe/update_password', guarded, async (req) => {
    const f = parseFields(req, updatePasswordRequest);
    await security.updatePassword(sessionOf(req).userId, {
      password: f.password,
      rePassword: f.re_password,
      code: f.code,
    });
    return translate(req.lang, authMessages.passwordChanged);
  });

  app.post('/safe/mobile', guarded, async (req) => {
    const f = parseFields(req, bindMobileRequest);
    await security.bindMobile(sessionOf(req).userId, { areaCode: f.area_code, mobile: f.mobile, code: f.code });
    return translate(req.lang, authMessages.saved);
  });

  app.post('/safe/email', guarded, async (req) => {
    const f = parseFields(req, bindEmailRequest);
    await security.bindEmail(sessionOf(req).userId, f);
    return translate(req.lang, authMessages.saved);
  });

  app.post('/safe/pay_password', guarded, async (req) => {
    const f = parseFields(req, payPasswordRequest);
    await security.setPayPassword(sessionOf(req).userId, {
      password: f.password,
      rePassword: f.re_password,
      code: f.code,
    });
    return translate(req.lang, authMessages.saved);
  });

  app.post('/safe/anti_phishing', guarded, async (req) => {
    const f = parseFields(req, antiPhishingRequest);
    await security.setAntiPhishingCode(sessionOf(req).userId, f.anti_phishing_code);
    return translate(req.lang, authMessages.saved);
  });

  app.post('/safe/totp/setup', guarded, async (req) => security.totpSetup(sessionOf(req).userId));

  app.post('/safe/totp/enable', guarded, async (req) =>
    security.totpEnable(sessionOf(req).userId, parseFields(req, totpCodeRequest).totp_code),
  );

  app.post('/safe/totp/disable', guarded, async (req) => {
    await security.totpDisable(sessionOf(req).userId, parseFields(req, totpCodeRequest).totp_code);
    return translate(req.lang, authMessages.totpOff);
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
}
