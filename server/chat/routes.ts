// Chat-room calls (contract/chat.ts, issue 18): reading is open to guests; posting and reporting
// need a session (posting also a verified identity). A send is stored once per client id.
import type { FastifyInstance } from 'fastify';
import { chatMessagesRequest, chatReportRequest, chatSendRequest } from '../../contract/chat';
import { parseFields, type SessionResolver, sessionOf } from '../core/protocol';
import type { Chat } from './service';

export async function chatRoutes(app: FastifyInstance, { chat, sessions }: { chat: Chat; sessions: SessionResolver }) {
  const guarded = { config: { guard: 'session' as const } };

  app.get('/chat/rooms', async () => chat.rooms());
  app.get('/chat/messages', async (req) => {
    const { room, ...q } = parseFields(req, chatMessagesRequest);
    return chat.messages(room, q);
  });
  app.get('/chat/standing', async (req) => {
    const session = req.token ? await sessions.resolve(req.token) : null;
    return chat.standing(session?.userId ?? null);
  });
  app.post('/chat/send', guarded, async (req) => chat.send(sessionOf(req).userId, parseFields(req, chatSendRequest)));
  app.post('/chat/report', guarded, async (req) => {
    const f = parseFields(req, chatReportRequest);
    await chat.report(sessionOf(req).userId, f.id, f.reason);
  });
}
