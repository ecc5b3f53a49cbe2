// The support desk under /api/admin/support (permission 'support': reviewers and administrators).
// The operator guard of server/admin/routes.ts applies; every change is audited by server/support/desk.ts.
import type { FastifyInstance } from 'fastify';
import {
  deskDetailRequest,
  deskIdRequest,
  deskListRequest,
  deskReadRequest,
  deskReplyRequest,
} from '../../contract/support';
import type { Operator } from '../admin/operators';
import { parseFields } from '../core/protocol';
import type { Desk } from './desk';

const support = { config: { operator: 'support' as const } };

export async function deskRoutes(app: FastifyInstance, { desk }: { desk: Desk }) {
  const actor = (req: { operator: Operator | null; ip: string }) => ({
    operator: req.operator as Operator,
    ip: req.ip,
  });

  app.get('/support/list', support, async (req) => {
    const f = parseFields(req, deskListRequest);
    return desk.list(f.filter, (req.operator as Operator).id, f.page, f.limit);
  });
  app.get('/support/detail', support, async (req) => {
    const f = parseFields(req, deskDetailRequest);
    return desk.detail(f.id, f.before_seq);
  });
  app.get('/support/canned', support, async () => desk.canned());
  app.post('/support/reply', support, async (req) => {
    const f = parseFields(req, deskReplyRequest);
    return desk.reply(actor(req), f.id, f.client_id, f.body);
  });
  app.post('/support/read', support, async (req) => {
    const f = parseFields(req, deskReadRequest);
    await desk.read(f.id, f.seq);
  });
  app.post('/support/assign', support, async (req) => desk.assign(actor(req), parseFields(req, deskIdRequest).id));
  app.post('/support/close', support, async (req) => desk.close(actor(req), parseFields(req, deskIdRequest).id));
  app.post('/support/reopen', support, async (req) => desk.reopen(actor(req), parseFields(req, deskIdRequest).id));
}
