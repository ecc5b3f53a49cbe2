// Chat-room moderation under /api/admin/chat (permission 'support'); the operator guard of
// server/admin/routes.ts applies; every change is audited by server/chat/moderation.ts.
import type { FastifyInstance } from 'fastify';
import { adminChatDeleteRequest, adminChatListRequest, adminChatMuteRequest } from '../../contract/chat';
import type { Operator } from '../admin/operators';
import { parseFields } from '../core/protocol';
import type { ChatModeration } from './moderation';

const support = { config: { operator: 'support' as const } };

export async function chatAdminRoutes(app: FastifyInstance, { moderation }: { moderation: ChatModeration }) {
  const actor = (req: { operator: Operator | null; ip: string }) => ({
    operator: req.operator as Operator,
    ip: req.ip,
  });
  app.get('/chat/messages', support, async (req) => moderation.list(parseFields(req, adminChatListRequest)));
  app.post('/chat/delete', support, async (req) => {
    const f = parseFields(req, adminChatDeleteRequest);
    await moderation.remove(actor(req), f.id, f.reason);
  });
  app.post('/chat/mute', support, async (req) => {
    const f = parseFields(req, adminChatMuteRequest);
    return moderation.mute(actor(req), f.user_id, f.minutes, f.reason);
  });
}
