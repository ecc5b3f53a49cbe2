// The proof of liabilities in the back office (issue 41), read only: every publication and every
// day the job refused to publish (the totals differed from the ledger). Permission
// 'products.read'; the operator guard of server/admin/routes.ts applies.
import type { FastifyInstance } from 'fastify';
import { adminProofListRequest } from '../../contract/proof';
import { parseFields } from '../core/protocol';
import type { Proof } from './service';

export async function proofAdminRoutes(app: FastifyInstance, { proof }: { proof: Proof }) {
  app.get('/proof/publications', { config: { operator: 'products.read' as const } }, async (req) => {
    const f = parseFields(req, adminProofListRequest);
    return proof.publications(f.page, f.limit);
  });
}
