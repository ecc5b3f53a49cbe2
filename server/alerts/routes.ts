// Price alert calls (issue 40; README "Price alerts", contract/alerts.ts). Add honours
// Idempotency-Key when one is sent (no money moves, so none is required).
import type { FastifyInstance } from 'fastify';
import { alertMessages } from '../../contract/alert-rules';
import { addAlertRequest, deleteAlertRequest } from '../../contract/alerts';
import { idempotencyKey } from '../core/idempotency';
import { parseFields, sessionOf } from '../core/protocol';
import type { Alerts } from './service';

export async function alertRoutes(app: FastifyInstance, { alerts }: { alerts: Alerts }) {
  const guarded = { config: { guard: 'session' as const } };

  app.post('/alert/add', guarded, async (req) =>
    alerts.add(
      sessionOf(req).userId,
      parseFields(req, addAlertRequest, {
        match_id: alertMessages.instrumentUnknown,
        price: alertMessages.pricePositive,
        percent: alertMessages.percentRange,
      }),
      idempotencyKey(req),
    ),
  );

  app.get('/alert/list', guarded, async (req) => alerts.list(sessionOf(req).userId));

  app.post('/alert/del', guarded, async (req) =>
    alerts.remove(sessionOf(req).userId, parseFields(req, deleteAlertRequest, { id: alertMessages.unknown }).id),
  );
}
