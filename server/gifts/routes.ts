// Crypto gift calls (issue 39; README "Crypto gifts", contract/gifts.ts). Sending and claiming move
// money and honour Idempotency-Key.
import type { FastifyInstance } from 'fastify';
import { giftCodeRequest, giftDetailRequest, giftListRequest, sendGiftRequest } from '../../contract/gifts';
import { idempotencyKey } from '../core/idempotency';
import { parseFields, sessionOf } from '../core/protocol';
import { giftMessages } from './messages';
import type { Gifts } from './service';

export async function giftRoutes(app: FastifyInstance, { gifts }: { gifts: Gifts }) {
  const guarded = { config: { guard: 'session' as const } };

  // Open to guests: what may be sent, and the demo gift's code outside production.
  app.get('/gift/config', async () => gifts.config());

  app.post('/gift/send', guarded, async (req) =>
    gifts.send(
      sessionOf(req).userId,
      parseFields(req, sendGiftRequest, {
        amount: giftMessages.badAmount,
        parts: giftMessages.badParts,
        mode: giftMessages.badMode,
        message: giftMessages.longMessage,
      }),
      idempotencyKey(req),
    ),
  );

  app.post('/gift/claim', guarded, async (req) =>
    gifts.claim(
      sessionOf(req).userId,
      parseFields(req, giftCodeRequest, { code: giftMessages.unknown }).code,
      idempotencyKey(req),
    ),
  );

  app.get('/gift/info', guarded, async (req) =>
    gifts.info(sessionOf(req).userId, parseFields(req, giftCodeRequest, { code: giftMessages.unknown }).code),
  );

  app.get('/gift/sent', guarded, async (req) => gifts.sent(sessionOf(req).userId, parseFields(req, giftListRequest)));

  app.get('/gift/received', guarded, async (req) =>
    gifts.received(sessionOf(req).userId, parseFields(req, giftListRequest)),
  );

  app.get('/gift/detail', guarded, async (req) =>
    gifts.detail(sessionOf(req).userId, parseFields(req, giftDetailRequest, { id: giftMessages.unknown }).id),
  );
}
