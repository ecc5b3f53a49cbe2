// Identity verification calls (spec §7 User: /real/state, /user/real).
import type { FastifyInstance } from 'fastify';
import { realRequest } from '../../contract/kyc';
import type { Translate } from '../core/i18n';
import { idempotencyKey } from '../core/idempotency';
import { parseFields, sessionOf } from '../core/protocol';
import { kycMessages } from './messages';
import type { Kyc } from './service';

export async function kycRoutes(app: FastifyInstance, { kyc, translate }: { kyc: Kyc; translate: Translate }) {
  const guarded = { config: { guard: 'session' as const } };

  app.get('/real/state', guarded, async (req) => kyc.state(sessionOf(req).userId));

  app.post('/user/real', guarded, async (req) => {
    await kyc.submit(sessionOf(req).userId, parseFields(req, realRequest), idempotencyKey(req));
    return translate(req.lang, kycMessages.submitted);
  });
}
