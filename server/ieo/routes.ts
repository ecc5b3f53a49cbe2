// Launchpad calls (spec §7 /project*, /user/project/order; wire notes; contract/ieo.ts). Subscribing
// honours Idempotency-Key.
import type { FastifyInstance } from 'fastify';
import { projectDetailRequest, projectListRequest, projectOrderRequest, userOrderRequest } from '../../contract/ieo';
import { idempotencyKey } from '../core/idempotency';
import { parseFields, type SessionResolver, sessionOf } from '../core/protocol';
import { ieoMessages } from './messages';
import type { Ieo } from './service';

export async function ieoRoutes(app: FastifyInstance, { ieo, sessions }: { ieo: Ieo; sessions: SessionResolver }) {
  const guarded = { config: { guard: 'session' as const } };

  // Open to guests, who see what is offered before they sign in.
  app.get('/project', async (req) => {
    const f = parseFields(req, projectListRequest);
    return ieo.projects(f.page, f.limit, req.lang);
  });

  app.get('/project/detail', async (req) => {
    const session = req.token ? await sessions.resolve(req.token) : null;
    return ieo.detail(parseFields(req, projectDetailRequest).project_id, session?.userId ?? null, req.lang);
  });

  // A price that is not a number is refused like any malformed amount (it was a fault: issue 32).
  app.post('/project/order', guarded, async (req) =>
    ieo.order(
      sessionOf(req).userId,
      parseFields(req, projectOrderRequest, { amount: ieoMessages.badAmount }),
      idempotencyKey(req),
      req.lang,
    ),
  );

  app.get('/user/project/order', guarded, async (req) => {
    const f = parseFields(req, userOrderRequest);
    return ieo.orders(sessionOf(req).userId, f.page, f.limit);
  });
}
