// Lock-mining calls (spec §7 /lh/*, wire notes; contract/earn.ts). Mutations honour Idempotency-Key.
import type { FastifyInstance } from 'fastify';
import { cancelRequest, configRequest, depositRequest, orderRequest } from '../../contract/earn';
import { idempotencyKey } from '../core/idempotency';
import { parseFields, sessionOf } from '../core/protocol';
import { earnMessages } from './messages';
import type { Earn } from './service';

export async function earnRoutes(app: FastifyInstance, { earn }: { earn: Earn }) {
  const guarded = { config: { guard: 'session' as const } };

  // Open to guests, who see what is offered before they sign in.
  app.get('/lh/deposit/config', async (req) => earn.products(parseFields(req, configRequest).kind, req.lang));

  app.post('/lh/deposit', guarded, async (req) =>
    earn.deposit(
      sessionOf(req).userId,
      parseFields(req, depositRequest, { amount: earnMessages.badAmount }),
      idempotencyKey(req),
      req.lang,
    ),
  );

  app.get('/lh/deposit/order', guarded, async (req) =>
    earn.orders(sessionOf(req).userId, parseFields(req, orderRequest), req.lang),
  );

  app.post('/lh/deposit/order/cancel', guarded, async (req) =>
    earn.redeem(sessionOf(req).userId, parseFields(req, cancelRequest).id, idempotencyKey(req), req.lang),
  );
}
