// The proof of liabilities' calls (issue 41; README "Proof of liabilities", contract/proof.ts):
// the latest publication for anyone, and the signed-in user's own leaf and path. Nothing here
// takes a user: the path served is always the session's.
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../core/protocol';
import type { Proof } from './service';

export async function proofRoutes(app: FastifyInstance, { proof }: { proof: Proof }) {
  app.get('/proof/latest', async () => proof.latest());
  app.get('/proof/mine', { config: { guard: 'session' as const } }, async (req) => proof.mine(sessionOf(req).userId));
}
