// Spot calls (spec §7 POST /coin/trade, GET /coin/list; the rest beyond the spec, in README and
// contract/spot.ts). Mutations honour Idempotency-Key.
import type { FastifyInstance } from 'fastify';
import { orderIdRequest, orderListRequest, symbolRequest, tradeRequest } from '../../contract/spot';
import { idempotencyKey } from '../core/idempotency';
import { parseFields, sessionOf } from '../core/protocol';
import { spotMessages } from './messages';
import type { Spot } from './service';

export async function spotRoutes(app: FastifyInstance, { spot }: { spot: Spot }) {
  const guarded = { config: { guard: 'session' as const } };

  app.get('/coin/pairs', async () => spot.pairs());

  // A malformed amount or price is refused as the order form's own mistake, like one the book refuses.
  const tradeRefusals = { amount: spotMessages.badAmount, target_price: spotMessages.badPrice };
  app.post('/coin/trade', guarded, async (req) =>
    spot.place(sessionOf(req).userId, parseFields(req, tradeRequest, tradeRefusals), idempotencyKey(req)),
  );

  app.post('/coin/cancel', guarded, async (req) =>
    spot.cancel(sessionOf(req).userId, parseFields(req, orderIdRequest).id, idempotencyKey(req)),
  );

  app.get('/coin/list', guarded, async (req) => spot.list(sessionOf(req).userId, parseFields(req, orderListRequest)));

  app.get('/coin/order', guarded, async (req) =>
    spot.order(sessionOf(req).userId, parseFields(req, orderIdRequest).id),
  );

  app.get('/coin/depth', async (req) => spot.depth(parseFields(req, symbolRequest).symbol));

  app.get('/coin/trades', async (req) => spot.trades(parseFields(req, symbolRequest).symbol));
}
