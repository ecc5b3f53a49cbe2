// Customer service calls (contract/support.ts, issue 18). Open to guests, who write with a device
// key; a signed-in customer writes as their account. A send is idempotent by its client message id
// (the offline queue's retries store nothing new).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  supportClaimRequest,
  supportConversationRequest,
  supportMessagesRequest,
  supportReadRequest,
  supportSendRequest,
} from '../../contract/support';
import { parseFields, type SessionResolver, sessionOf } from '../core/protocol';
import { customerOf, type Support } from './service';

export async function supportRoutes(
  app: FastifyInstance,
  { support, sessions }: { support: Support; sessions: SessionResolver },
) {
  const customer = async (req: FastifyRequest, device: string | undefined) => {
    const session = req.token ? await sessions.resolve(req.token) : null;
    return customerOf(session?.userId ?? null, device);
  };

  app.get('/support/conversation', async (req) => {
    const f = parseFields(req, supportConversationRequest);
    return support.conversation(await customer(req, f.device));
  });

  app.get('/support/messages', async (req) => {
    const { device, ...q } = parseFields(req, supportMessagesRequest);
    return support.messages(await customer(req, device), q);
  });

  app.post('/support/send', async (req) => {
    const { device, ...input } = parseFields(req, supportSendRequest);
    return support.send(await customer(req, device), input, { lang: req.lang, ip: req.ip });
  });

  app.post('/support/read', async (req) => {
    const f = parseFields(req, supportReadRequest);
    await support.read(await customer(req, f.device), f.seq);
  });

  app.post('/support/claim', { config: { guard: 'session' } }, async (req) =>
    support.claim(sessionOf(req).userId, parseFields(req, supportClaimRequest).device),
  );
}
