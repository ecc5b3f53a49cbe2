// Copy trading calls (issue 36; README "Copy trading", contract/copy.ts). Every change honours
// Idempotency-Key. The trader list and profiles are open to guests (is_followed is then false).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  applyRequest,
  cancelRequest,
  copiesRequest,
  followRequest,
  historyRequest,
  selfHoldRequest,
  traderListRequest,
  traderRequest,
  traderSettingsRequest,
} from '../../contract/copy';
import { idempotencyKey } from '../core/idempotency';
import { parseFields, sessionOf } from '../core/protocol';
import { copyMessages } from './messages';
import type { CopyTrading } from './service';

type Sessions = { resolve(token: string): Promise<{ userId: string } | null> };

export async function copyRoutes(app: FastifyInstance, { copy, sessions }: { copy: CopyTrading; sessions: Sessions }) {
  const guarded = { config: { guard: 'session' as const } };
  const viewer = async (req: FastifyRequest) =>
    req.token ? ((await sessions.resolve(req.token))?.userId ?? null) : null;
  const trader = { trader_user_id: copyMessages.traderUnknown };

  app.get('/follow/index', async (req) => copy.list(await viewer(req), parseFields(req, traderListRequest)));
  app.get('/follow/traderDetail', async (req) =>
    copy.detail(await viewer(req), parseFields(req, traderRequest, trader).trader_user_id),
  );
  app.get('/follow/historyTrade', async (req) => {
    const f = parseFields(req, historyRequest, trader);
    return copy.history(f.trader_user_id, f.page, f.limit);
  });

  app.post('/follow/follow', guarded, async (req) =>
    copy.follow(
      sessionOf(req).userId,
      parseFields(req, followRequest, {
        ...trader,
        number: copyMessages.number,
        type: copyMessages.number,
        stop_loss: copyMessages.percent,
        take_profit: copyMessages.percent,
        max_margin: copyMessages.cap,
        max_total: copyMessages.cap,
        agree: copyMessages.agreement,
      }),
      idempotencyKey(req),
    ),
  );
  app.post('/follow/cancel', guarded, async (req) =>
    copy.cancel(
      sessionOf(req).userId,
      parseFields(req, cancelRequest, { follow_user_id: copyMessages.notFollowing }).follow_user_id,
      idempotencyKey(req),
    ),
  );
  app.post('/follow/selfHolding', guarded, async (req) =>
    copy.selfHold(
      sessionOf(req).userId,
      parseFields(req, selfHoldRequest, { transaction_id: copyMessages.copyUnknown }).transaction_id,
      idempotencyKey(req),
    ),
  );
  app.get('/follow/my', guarded, async (req) => copy.my(sessionOf(req).userId));
  app.get('/follow/copies', guarded, async (req) =>
    copy.copiesOf(sessionOf(req).userId, null, parseFields(req, copiesRequest)),
  );

  app.get('/follow/application', guarded, async (req) => copy.application(sessionOf(req).userId));
  app.post('/follow/apply', guarded, async (req) =>
    copy.apply(
      sessionOf(req).userId,
      parseFields(req, applyRequest, {
        nickname: copyMessages.nickname,
        profit_share: copyMessages.share,
        agree: copyMessages.agreement,
      }),
      idempotencyKey(req),
    ),
  );
  app.post('/follow/settings', guarded, async (req) =>
    copy.settings(sessionOf(req).userId, parseFields(req, traderSettingsRequest, { profit_share: copyMessages.share })),
  );
  app.get('/follow/followers', guarded, async (req) => {
    const f = parseFields(req, copiesRequest);
    return copy.followers(sessionOf(req).userId, f.page, f.limit);
  });
}
