// User calls (spec §7 User) and what the settings screens need beyond them.
import type { FastifyInstance } from 'fastify';
import { AREA_CODES } from '../../contract/areaCodes';
import {
  bankCardRequest,
  editNicknameRequest,
  headPortraitRequest,
  internationalCardRequest,
  pageRequest,
  readNotificationRequest,
  settingsRequest,
  walletDeleteRequest,
  walletSaveRequest,
} from '../../contract/user';
import { authMessages } from '../auth/messages';
import type { Translate } from '../core/i18n';
import { idempotencyKey } from '../core/idempotency';
import { clientOf, parseFields, sessionOf } from '../core/protocol';
import type { Users } from './service';

export async function userRoutes(app: FastifyInstance, { users, translate }: { users: Users; translate: Translate }) {
  const guarded = { config: { guard: 'session' as const } };
  const saved = (lang: Parameters<Translate>[0]) => translate(lang, authMessages.saved);
  const actorOf = (req: Parameters<typeof sessionOf>[0]) => {
    const s = sessionOf(req);
    return { userId: s.userId, sessionId: s.id, client: clientOf(req) };
  };

  app.get('/user/info', guarded, async (req) => users.info(sessionOf(req).userId));

  app.post('/user/editNickname', guarded, async (req) => {
    await users.editProfile(sessionOf(req).userId, parseFields(req, editNicknameRequest));
    return saved(req.lang);
  });

  app.post('/user/uploadHeadPortrait', guarded, async (req) =>
    users.setAvatar(sessionOf(req).userId, parseFields(req, headPortraitRequest).head_portrait, idempotencyKey(req)),
  );

  app.post('/user/settings', guarded, async (req) => {
    await users.saveSettings(sessionOf(req).userId, parseFields(req, settingsRequest));
    return saved(req.lang);
  });

  app.get('/user/notifications', guarded, async (req) => {
    const { page, limit } = parseFields(req, pageRequest);
    return users.notifications(sessionOf(req).userId, page, limit);
  });

  app.post('/user/notifications/read', guarded, async (req) => {
    await users.readNotification(sessionOf(req).userId, parseFields(req, readNotificationRequest).id);
    return null;
  });

  app.get('/currency/list', async () => users.coins());

  app.get('/area_codes', async () => AREA_CODES);

  app.post('/user/wallet/save', guarded, async (req) => {
    await users.saveWalletAddress(actorOf(req), parseFields(req, walletSaveRequest));
    return saved(req.lang);
  });

  app.get('/user/wallet/list', guarded, async (req) => {
    const { page, limit } = parseFields(req, pageRequest);
    return users.walletAddresses(sessionOf(req).userId, page, limit);
  });

  app.post('/user/wallet/del', guarded, async (req) => {
    await users.deleteWalletAddress(sessionOf(req).userId, parseFields(req, walletDeleteRequest).id);
    return null;
  });

  app.post('/user/cash_save', guarded, async (req) => {
    await users.saveBankCard(actorOf(req), 'domestic', parseFields(req, bankCardRequest));
    return saved(req.lang);
  });

  app.post('/user/cash_save_international', guarded, async (req) => {
    await users.saveBankCard(actorOf(req), 'international', parseFields(req, internationalCardRequest));
    return saved(req.lang);
  });

  app.post('/user/cash_info', guarded, async (req) => users.bankCard(sessionOf(req).userId, 'domestic'));

  app.post('/user/cash_info_international', guarded, async (req) =>
    users.bankCard(sessionOf(req).userId, 'international'),
  );
}
