// Leverage contract calls (spec §7 /lever/*, wire notes; beyond the spec /lever/products and
// /lever/cancel, in README and contract/lever.ts). Every mutation honours Idempotency-Key.
import type { FastifyInstance } from 'fastify';
import {
  batchCloseRequest,
  dealAllRequest,
  dealRequest,
  idRequest,
  myTradeRequest,
  setStopRequest,
  submitRequest,
} from '../../contract/lever';
import { idempotencyKey } from '../core/idempotency';
import { parseFields, sessionOf } from '../core/protocol';
import type { Lever } from './service';

export async function leverRoutes(app: FastifyInstance, { lever }: { lever: Lever }) {
  const guarded = { config: { guard: 'session' as const } };

  // Open to guests, who see what is offered before they sign in.
  app.get('/lever/products', async () => lever.products());

  app.post('/lever/deal', guarded, async (req) => lever.deal(sessionOf(req).userId, parseFields(req, dealRequest)));

  app.post('/lever/submit', guarded, async (req) =>
    lever.submit(sessionOf(req).userId, parseFields(req, submitRequest), idempotencyKey(req)),
  );

  app.post('/lever/close', guarded, async (req) =>
    lever.close(sessionOf(req).userId, parseFields(req, idRequest).id, idempotencyKey(req)),
  );

  app.post('/lever/cancel', guarded, async (req) =>
    lever.cancel(sessionOf(req).userId, parseFields(req, idRequest).id, idempotencyKey(req)),
  );

  app.post('/lever/setstop', guarded, async (req) =>
    lever.setStop(sessionOf(req).userId, parseFields(req, setStopRequest)),
  );

  app.post('/lever/batch_close', guarded, async (req) =>
    lever.batchClose(sessionOf(req).userId, parseFields(req, batchCloseRequest).type, idempotencyKey(req)),
  );

  app.post('/lever/my_trade', guarded, async (req) =>
    lever.list(sessionOf(req).userId, parseFields(req, myTradeRequest)),
  );

  app.post('/lever/dealall', guarded, async (req) =>
    lever.dealAll(sessionOf(req).userId, parseFields(req, dealAllRequest)),
  );
}
