// Dual-investment calls (spec §7 /dual/*; wire notes; contract/dual.ts). Buying honours Idempotency-Key.
import type { FastifyInstance } from 'fastify';
import { buyDualRequest, dualDetailRequest, dualIndexRequest, dualListRequest } from '../../contract/dual';
import { idempotencyKey } from '../core/idempotency';
import { parseFields, type SessionResolver, sessionOf } from '../core/protocol';
import type { Dual } from './service';

export async function dualRoutes(app: FastifyInstance, { dual, sessions }: { dual: Dual; sessions: SessionResolver }) {
  const guarded = { config: { guard: 'session' as const } };

  // Open to guests, who see what is offered before they sign in.
  app.get('/dual/index', async (req) => dual.index(parseFields(req, dualIndexRequest)));

  app.get('/dual/detail', async (req) => {
    const session = req.token ? await sessions.resolve(req.token) : null;
    return dual.detail(parseFields(req, dualDetailRequest).id, session?.userId ?? null);
  });

  app.post('/dual/buyDual', guarded, async (req) =>
    dual.buy(sessionOf(req).userId, parseFields(req, buyDualRequest), idempotencyKey(req)),
  );

  app.post('/dual/dual_list', guarded, async (req) =>
    dual.orders(sessionOf(req).userId, parseFields(req, dualListRequest)),
  );
}
