// Seconds options calls (spec §7 /microtrade/*; beyond the spec /microtrade/terms and
// /microtrade/accept_disclosure, in README and contract/options.ts). Submit honours Idempotency-Key.
import type { FastifyInstance } from 'fastify';
import { disclosureRequest, listRequest, resultRequest, submitRequest } from '../../contract/options';
import type { Sessions } from '../auth/sessions';
import { idempotencyKey } from '../core/idempotency';
import { parseFields, sessionOf } from '../core/protocol';
import { optionMessages } from './messages';
import type { Options } from './service';

export async function optionRoutes(
  app: FastifyInstance,
  { options, sessions }: { options: Options; sessions: Sessions },
) {
  const guarded = { config: { guard: 'session' as const } };

  // Open to guests, who see the product and its terms before they sign in.
  app.get('/microtrade/terms', async (req) => {
    const session = req.token ? await sessions.resolve(req.token) : null;
    return options.terms(session?.userId ?? null);
  });

  app.get('/microtrade/seconds', async () => options.durations());

  app.post('/microtrade/accept_disclosure', guarded, async (req) =>
    options.acceptDisclosure(sessionOf(req).userId, parseFields(req, disclosureRequest).version),
  );

  app.get('/microtrade/payable_currencies', guarded, async (req) => options.payable(sessionOf(req).userId));

  app.post('/microtrade/submit', guarded, async (req) =>
    options.submit(
      sessionOf(req).userId,
      parseFields(req, submitRequest, { number: optionMessages.badStake }),
      idempotencyKey(req),
    ),
  );

  app.get('/microtrade/lists', guarded, async (req) =>
    options.list(sessionOf(req).userId, parseFields(req, listRequest)),
  );

  app.get('/microtrade/get_result', guarded, async (req) =>
    options.result(sessionOf(req).userId, parseFields(req, resultRequest).id),
  );
}
